#!/bin/bash
# ps: PS_PERSONALITY, CMD_ENV and I_WANT_A_BROKEN_PS, against procps-ng
# 4.0.2 on a fixed process table: every personality, with the formats,
# option meanings and default selection each changes.
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
# The personalities that prefer BSD defaults, force BSD parsing (bsd,
# old), bring formats of their own (gnu, debian, tru64, sunos4, os390...)
# or give BSD m, h, g and UNIX -j, -x other meanings.  C only, to keep
# the file short; the names below run in both locales.
common=("" "-f" "-l" "-j" "x" "-e" "-e -o pid,comm" "ax u" "ax j" "ax l"
        "ax m" "axh" "-ef" "-aux" "ax v" "ax s" "-e -fl" "-e -jf" "-e -jl"
        "-e -l -y" "-e -l -c" "-e -f -L" "-e -F" "ax -o pid,comm" "-p 1"
        "ax k -pid" "axf" "ax m k pid" "axg" "a" "--foo" "ax -N")
for per in bsd old gnu debian sunos4 tru64 os390; do
  for c in "${common[@]}"; do
    # shellcheck disable=SC2086
    PS_PERSONALITY=$per locales=C pscase_ $c
  done
done
for c in "-e -j" "ax s" "ax v" "-e -l" "ax m"; do
  # shellcheck disable=SC2086
  PS_PERSONALITY=compaq locales=C pscase_ $c
  # shellcheck disable=SC2086
  PS_PERSONALITY=digital locales=C pscase_ $c
done
for per in s390 390; do
  PS_PERSONALITY=$per locales=C pscase_ -e -j
done
# Names in any case; System V's -x is -y; a few in both locales.
PS_PERSONALITY=GNU pscase_ -e -f
PS_PERSONALITY=Bsd pscase_ ax m
PS_PERSONALITY=TRU64 pscase_ -e -l
PS_PERSONALITY=sysv pscase_ -e -lx
PS_PERSONALITY=svr4 pscase_ -e -x -l
PS_PERSONALITY=sco pscase_ -e -x
PS_PERSONALITY=sunos4 pscase_ ax u
PS_PERSONALITY=old pscase_ -aux
# irix and sgi: -l with P, SZ:RSS and PRI as priority, unless $_XPG
# starts with a digit from 1 to 9.
for c in "-e -f" "-e -l" "-e -lf" "-e -ly" "-e -lc" "-e -lF" "-e -l -M" \
         "-e -lj -P" "-e -lL" "-e -l -o pid" "ax l" "-e -l --sort=-sz"; do
  # shellcheck disable=SC2086
  PS_PERSONALITY=irix pscase_ $c
done
PS_PERSONALITY=sgi pscase_ -e -j
PS_PERSONALITY=SGI pscase_ -e -l
for xpg in 1 9 0 a ""; do
  _XPG=$xpg PS_PERSONALITY=irix locales=C pscase_ -e -l
done
for per in posix gnu tru64 sunos4; do
  PS_PERSONALITY=$per locales=C pscase_ -p 1 -o pid,nice=NICE,tty=TERMINAL,comm
done
# bsd's -e selects nothing: a sort of no rows.
PS_PERSONALITY=bsd pscase_ -e --sort=pid -o pid
I_WANT_A_BROKEN_PS=1 pscase_ ax m
I_WANT_A_BROKEN_PS=1 pscase_ -e
CMD_ENV=bsd pscase_ ax m
# CMD_ENV stands in for an unset or empty PS_PERSONALITY.
CMD_ENV=linux pscase_ -e -fl
CMD_ENV=hpux pscase_ -x
PS_PERSONALITY= CMD_ENV=linux pscase_ -e -f
PS_PERSONALITY=posix CMD_ENV=linux pscase_ -e -f
finish_
