#!/usr/bin/env python3
"""ask-tty.py ANSWER CMD...: run CMD on a new pseudo-terminal (its stdin,
stdout, stderr and controlling terminal).  When it has asked a question
(its output ends in "? ") and is blocked reading the terminal, type
ANSWER and a newline, once.  Prints everything the terminal showed
(the echo of the answer included) and then "exit N"; exits 0.

The answer is typed only once the tool waits in read(2) on fd 0
(/proc/PID/syscall), so no timing decides where the echo lands."""
import os
import pty
import select
import sys
import time


def waiting_on_stdin(pid):
    try:
        with open("/proc/%d/syscall" % pid) as f:
            fields = f.read().split()
    except OSError:
        return False
    # read(2) is system call 0 on x86_64, its first argument the fd.
    return len(fields) > 1 and fields[0] == "0" and int(fields[1], 16) == 0


def main():
    answer = sys.argv[1].encode()
    cmd = sys.argv[2:]
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    shown = b""
    answered = False
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if not answered and shown.endswith(b"? ") and waiting_on_stdin(pid):
            os.write(fd, answer + b"\n")
            answered = True
        ready, _, _ = select.select([fd], [], [], 0.01)
        if not ready:
            continue
        try:
            data = os.read(fd, 4096)
        except OSError:         # EIO: the tool and its children are gone
            break
        if not data:
            break
        shown += data
    else:
        os.kill(pid, 9)
        shown += b"\n[ask-tty.py: timed out]\n"
    _, status = os.waitpid(pid, 0)
    sys.stdout.buffer.write(shown)
    code = os.waitstatus_to_exitcode(status)
    sys.stdout.write("\nexit %d\n" % code)


main()
