#!/bin/bash
# ps: user and group names, short and wider than their columns, with
# multibyte, wide, combining and zero-width characters (procs2.sh binds
# its own /etc/passwd and /etc/group), in every column and default
# format that shows them, in C and C.UTF-8: procps-ng 4.0.2 decides by
# display width, cuts with '+' only after an ASCII byte, else shows the
# number.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_ procs2.sh

for c in user ruser euser suser fuser fsuser svuser uname uid_hack \
         group rgroup egroup sgroup fgroup fsgroup svgroup supgrp; do
  pscase_ -e -o "pid,$c"
  pscase_ -e -o "pid,$c,pid"
  for w in 1 2 3 5 7 9 12; do
    pscase_ -e -o "pid,$c:$w,pid"
  done
  pscase_ -e -o "pid,$c=LONGERHEADER,pid"
  pscase_ -e -o "pid,$c" --sort "$c"
  pscase_ -e -o "$c,pid" --cols 12
done
for f in -f -F -fl -lf -j -jf u -u v "u n" "-f n" -o\ user,group\ n \
         "-f --forest" "uf" "-M -f" "-fZ"; do
  # shellcheck disable=SC2086
  pscase_ -e $f
done
for u in 2001 2003 àéîõüçñø 名前名前 abcdefghijk; do
  pscase_ -U "$u" -o pid,ruser,user,group
  pscase_ -u "$u" -o pid,ruser,user,group
  pscase_ -G "$u" -o pid,rgroup
  pscase_ -g "$u" -o pid,group
done
finish_
