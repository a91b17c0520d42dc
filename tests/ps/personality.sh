#!/bin/bash
# ps: PS_PERSONALITY, CMD_ENV and I_WANT_A_BROKEN_PS, against procps-ng
# 4.0.2 on a fixed process table: the personalities we implement (linux,
# hp, hpux) and those that change nothing visible here (posix, sysv...),
# with the formats they change.  ps(1), DIFFERENCES, lists the others.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

cmds=("-e -f" "-e -l" "-e -fl" "-e -F" "-e -lc" "-e -ly" "-ej -f" "-x"
      "-x -p 1" "-e -o pid,user,comm" "-ef --forest" "-e -lf -y")
for per in linux hp hpux; do
  for c in "${cmds[@]}"; do
    # shellcheck disable=SC2086
    PS_PERSONALITY=$per pscase_ $c
  done
done
for per in posix unix unix95 unix98 solaris2 default unknown bogus sysv svr4 sco \
           "" averyveryverylongname; do
  for c in "-e -f" "-e -l" "-x -p 1" "-x"; do
    # shellcheck disable=SC2086
    PS_PERSONALITY=$per pscase_ $c
  done
done
# CMD_ENV stands in for an unset or empty PS_PERSONALITY.
CMD_ENV=linux pscase_ -e -fl
CMD_ENV=hpux pscase_ -x
PS_PERSONALITY= CMD_ENV=linux pscase_ -e -f
PS_PERSONALITY=posix CMD_ENV=linux pscase_ -e -f
finish_
