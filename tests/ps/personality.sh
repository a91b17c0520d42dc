#!/bin/bash
# ps: PS_PERSONALITY, CMD_ENV and I_WANT_A_BROKEN_PS, against procps-ng
# 4.0.2 on a fixed process table: the personalities we implement (linux,
# hp, hpux, aix) and those that change nothing visible here (posix, sysv...),
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
# aix: FreeBSD's j, l, u and v formats, with the BSD modifiers.
for c in "ax u" "ax j" "ax l" "ax v" "ax uc" "ax je" "ax lw" "ax vn" "-e -f" "-e -l" "ax"; do
  # shellcheck disable=SC2086
  PS_PERSONALITY=aix pscase_ $c
done
PS_PERSONALITY=aix pscase_ -e -o pid,jobc,sl,re,cpu --sort=-jobc
CMD_ENV=aix pscase_ ax u
# CMD_ENV stands in for an unset or empty PS_PERSONALITY.
CMD_ENV=linux pscase_ -e -fl
CMD_ENV=hpux pscase_ -x
PS_PERSONALITY= CMD_ENV=linux pscase_ -e -f
PS_PERSONALITY=posix CMD_ENV=linux pscase_ -e -f
finish_
