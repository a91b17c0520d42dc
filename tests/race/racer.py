"""The attacker of tests/race: run as an unprivileged user, it rewrites
a tree while a root tool walks it, until a deadline.

  racer.py swap NAME TARGET SECONDS
      NAME, a directory, and a symlink to TARGET take turns at NAME
      (two renames each way), so that a tool that examined the
      directory may meet the symlink in its place.

  racer.py swapnew NAME TARGET SECONDS
      Whatever directory is at NAME (one the tool has just made, or
      one of a tree made again for each run) is renamed away and a
      fresh symlink to TARGET put in its place, then the directory put
      back, again and again.

  racer.py take NAME TARGET SECONDS
      Whenever NAME is free, a symlink to TARGET takes it.
"""
import os
import sys
import time


def swap(name, target, seconds):
    real, link = name + '.real', name + '.lnk'
    if not os.path.lexists(link):
        os.symlink(target, link)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for a, b in ((name, real), (link, name), (name, link), (real, name)):
            try:
                os.rename(a, b)
            except OSError:
                pass
    # Leave the directory in place.
    if not os.path.isdir(name) or os.path.islink(name):
        for a, b in ((name, link), (real, name)):
            try:
                os.rename(a, b)
            except OSError:
                pass


def swapnew(name, target, seconds):
    real = name + '.real'
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            os.rename(name, real)
        except OSError:
            continue
        try:
            os.symlink(target, name)
            # As long at the symlink as at the directory, about.
            for _ in range(20):
                pass
            os.unlink(name)
        except OSError:
            pass
        try:
            os.rename(real, name)
        except OSError:
            pass


def take(name, target, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            os.symlink(target, name)
        except OSError:
            pass


if __name__ == '__main__':
    mode = sys.argv[1]
    if mode == 'swap':
        swap(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    elif mode == 'swapnew':
        swapnew(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    elif mode == 'take':
        take(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    else:
        sys.exit('racer.py: unknown mode ' + mode)
