#!/bin/bash
# ps: seeded random combinations of selection, format, layout and
# modifier options against procps-ng 4.0.2 on the second process table
# (procs2.sh: odd names, users, terminals, signals, sessions).  The
# seed is fixed, so every run tries the same combinations.  No -m: its
# thread rows of ps itself have no PID to be told apart by, and procps
# prints uninitialised memory on them (see DIFFERENCES).
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_ procs2.sh

RANDOM=19
pool=(-e -A -a -d -N x a r -f -F -l -j -H -L -T -c -y
      u v j l s f e n S h --forest --no-headers
      "-p 1,20,30,45" "-U 2002,2003" "-u àéîõüçñø" "-C sleep,pshelper"
      "--ppid 1,48" "-s 48,49" "-g 2001" "-G 2004" "t pts/0" "-t tty5,ttyS0"
      "-t -" "--sort=-pid" "--sort=tty,comm" "k -ppid" "--sort=user"
      "--cols 40" "--cols 100" -w -ww "--headers" "--rows 7"
      "-o pid,stat,comm" "-o user,ni,args" "o pid,tty4,time,luid"
      "-o pid,pending,blocked,ignored,caught" "-o pid,ruser,euser,rgroup"
      "-o pid,tname,longtname,fname" "-O DFMT" "-o pid,OL_u"
      "-o pid,supgrp,fuser,sgroup" "-o pid,_left,_right")
for _ in $(seq 400); do
  n=$((RANDOM % 4 + 1))
  args=()
  for _ in $(seq $n); do
    # shellcheck disable=SC2206
    args+=(${pool[RANDOM % ${#pool[@]}]})
  done
  pscase_ "${args[@]}"
done
finish_
