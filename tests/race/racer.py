"""The attacker of tests/race: run as an unprivileged user, it rewrites
a tree while a root tool walks it, until a deadline.

  racer.py swap NAME TARGET SECONDS
      NAME, a directory, and a symlink to TARGET take turns at NAME
      (two renames each way), so that a tool that examined the
      directory may meet the symlink in its place.
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


if __name__ == '__main__':
    mode = sys.argv[1]
    if mode == 'swap':
        swap(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    else:
        sys.exit('racer.py: unknown mode ' + mode)
