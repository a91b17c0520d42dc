#!/bin/bash
# ps: layout on the second process table (procs2.sh), against procps-ng
# 4.0.2: --headers at a given LINES or --rows, forests with and without
# a/x/e (the order of their roots), narrow screens with -Z.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_ procs2.sh

for n in 1 2 3 4 5 7 10 24 100; do
  LINES=$n pscase_ -e --headers -o pid,comm
  LINES=$n pscase_ -e --headers -o pid,_left,_right,_unlimited
  pscase_ -e --headers --rows "$n" -o pid,comm
  pscase_ -e --headers --lines "$n" -o pid,_left2,_right2,_unlimited2
  LINES=$n pscase_ -e -o pid,comm
  LINES=$n pscase_ -e --no-headers -o pid,_left
done
LINES=x pscase_ -e --headers -o pid
COLUMNS=5 pscase_ -e -o pid
COLUMNS=8 LINES=1 pscase_ -e --headers -o pid
for f in f "f -o pid,ppid,sid,comm" "f j" "f u" "f l" "f s" "f v" ef; do
  for sel in "" a x ax "t pts/0" "-t tty5,tty12" "-s 1" "-g 1" "-U root" -N \
             "-p 70,66,48,69,49,1" "p 66,48,70" "--ppid 48,66" "-s 49,48" \
             "-g 57,49" "-U 2001,2003,0" "-C sleep" "U root" "-p 1 x"; do
    # shellcheck disable=SC2086
    pscase_ $f $sel
  done
done
for f in "-e --forest" "-e -H" "-ef --forest" "-ejH" "-s 0 -H" "-t pts/0 -H" \
         "-p 70,66,48,69 --forest" "-p 70,66,48,69 -H" "--ppid 48,66 -H" \
         "-C sleep --forest" "-s 49,48 --forest --sort=-pid" \
         "-e --forest --sort=comm" "f -e --sort=-ppid" "-p 66,48 -H -N"; do
  # shellcheck disable=SC2086
  pscase_ $f
done
for n in 1 5 9 10 12 20 31 32 40 45 60 80 132; do
  pscase_ -eZ --cols "$n"
  pscase_ -efZ --cols "$n"
  pscase_ axZ --cols "$n"
  pscase_ -eo pid,label,comm --cols "$n"
  pscase_ -eo label,pid --cols "$n"
  pscase_ -e -o pid,args --cols "$n"
  pscase_ -e -o pid,user,wchan --cols "$n"
done
finish_
