#!/usr/bin/env python3
"""Run an ls with colours on a pseudo-terminal (its controlling
terminal), stop reading so that it blocks in write, send it a signal,
then read the rest, and describe what the stream and the process did.

  sigcolor.py MODE SIG LS ARGS...

MODE: "pty" (stdout is the controlling terminal) or "pipe".  SIG: a
signal name (INT, TERM, HUP, TSTP...), "none" for an uninterrupted run,
or IGN-INT (INT ignored from the start, then sent).

Printed, one item per line: how the process ended (exit N, signal
NAME, and a "stopped" line for a stop), and for the stop and the end
where the stream stood (ending with the reset sequence ESC [ m or not,
and what came before it); after a normal exit, a digest of the whole
stream with the resets removed.  The caller compares two programs'
reports; none of it depends on where in the listing the signal fell.

No timing decides anything: the signal is sent once the process is
seen blocked in write (from /proc) with the terminal's buffer full, and
reads go to end of file.
"""

import hashlib
import os
import pty
import re
import select
import signal
import sys
import termios
import time
import tty

# The reset ls writes: LS_COLORS's lc and rc, which the caller passes
# (escapes decoded) when they are not the default ESC [ and m.
RESET = os.environ.get("SIGCOLOR_RESET", "\033[m").encode()
OSC = re.compile(rb"\033\]8;;[^\a]*\a")


def blocked_in_write(pid):
    try:
        with open(f"/proc/{pid}/syscall") as f:
            nr = f.read().split()[0]
        with open(f"/proc/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state == "S" and nr == "1"


def wait_blocked(pid):
    while not blocked_in_write(pid):
        w, _ = os.waitpid(pid, os.WNOHANG)
        if w:
            sys.exit("sigcolor: ls ended before it blocked: list more")
        time.sleep(0.01)  # polling a state, not a timing assumption


def read_some(fd):
    try:
        return os.read(fd, 65536)
    except OSError:
        return b""


def set_signals(sig):
    """In the child: the signals tested take their default actions, as
    an interactive shell gives them, whatever ls's caller had (the
    asynchronous jobs of a shell without job control ignore SIGINT and
    SIGQUIT; Python ignores SIGXFSZ), so that ls catches them."""
    for s in (signal.SIGINT, signal.SIGQUIT, signal.SIGTERM, signal.SIGHUP,
              signal.SIGTSTP, signal.SIGXFSZ):
        signal.signal(s, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    if sig == "IGN-INT":
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def spawn(mode, sig, argv):
    if mode == "pty":
        pid, fd = pty.fork()
        if pid == 0:
            tty.setraw(0)
            # stderr of a pty child is the pty too; keep it apart.
            os.dup2(os.open("/dev/null", os.O_WRONLY), 2)
            set_signals(sig)
            os.execv(argv[0], argv)
        return pid, fd
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        os.dup2(w, 1)
        set_signals(sig)
        os.execv(argv[0], argv)
    os.close(w)
    return pid, r


def describe_end(data, report, mode="pty"):
    """Where the stream stands: whether it ends with the reset, and what
    came just before (the last escape sequence, then "name" when only a
    name's bytes follow it); which name depends on buffer sizes."""
    ends = data.endswith(RESET)
    report.append("ends-with-reset " + str(ends))
    if mode == "pipe":
        return  # killed in the middle of a buffer: anything before
    body = data[:-len(RESET)] if ends else data
    i = body.rfind(b"\033[")
    if i < 0:
        report.append("before: no escape sequence")
        return
    j = body.find(b"m", i)
    # Hyperlinks (OSC 8) wrap the name: keep only the name.
    seq, after = body[i:j + 1], OSC.sub(b"", body[j + 1:])
    shape = "name" if after and b"\n" not in after and b"\033" not in after \
        else repr(after)
    report.append("before: " + repr(seq) + " then " + shape)


def main():
    mode, sig, argv = sys.argv[1], sys.argv[2], sys.argv[3:]
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    pid, fd = spawn(mode, sig, argv)
    data = bytearray()
    report = []
    if sig != "none":
        # Nothing is read before the signal: ls blocks once the
        # terminal's buffer is full, at a point that does not depend on
        # when this process first read.
        wait_blocked(pid)
        signum = signal.SIGINT if sig == "IGN-INT" else \
            getattr(signal, "SIG" + sig)
        os.kill(pid, signum)
    stopped_seen = False
    while True:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            chunk = read_some(fd)
            if not chunk:
                break
            data += chunk
            continue
        if sig == "TSTP" and not stopped_seen:
            w, st = os.waitpid(pid, os.WNOHANG | os.WUNTRACED)
            if w and os.WIFSTOPPED(st):
                # ls flushed before stopping: drain what it left.
                while select.select([fd], [], [], 0)[0]:
                    chunk = read_some(fd)
                    if not chunk:
                        break
                    data += chunk
                stopped_seen = True
                report.append("stopped "
                              + signal.Signals(os.WSTOPSIG(st)).name)
                describe_end(bytes(data), report)
                os.kill(pid, signal.SIGCONT)
    _, st = os.waitpid(pid, 0)
    if os.WIFEXITED(st):
        report.append(f"exit {os.WEXITSTATUS(st)}")
    else:
        report.append("signal " + signal.Signals(os.WTERMSIG(st)).name)
    describe_end(bytes(data), report, mode)
    if os.WIFEXITED(st):
        # (How many resets a signalled run wrote depends on where the
        # signal fell: no=... puts one before each name.)
        report.append("resets " + str(bytes(data).count(RESET)))
        # A stop inserts a reset and nothing else.
        whole = bytes(data).replace(RESET, b"")
        report.append("without-resets " + hashlib.sha1(whole).hexdigest())
    print("\n".join(report))


main()
