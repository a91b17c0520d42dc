#!/bin/bash
# ps: values procps-ng 4.0.2 computes its own way, on the second process
# table (procs2.sh): terminal names in every form (tty, tt, tname,
# tty4, tty8, longtname) for pseudo-terminals, virtual consoles and a
# serial line; selection by terminal (-t, t, --tty, "-" and "?"); the
# login uid; pending signals of processes and of threads; the simple
# selections (a x g -a -d) on processes with and without terminals.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_ procs2.sh

for c in tty tt tname tty4 tty8 longtname; do
  pscase_ -e -o "pid,$c"
  pscase_ -e -o "pid,$c,sid"
  pscase_ -e -o "pid,$c:2,sid"
  pscase_ -e -o "pid,sid" --sort "$c"
done
for t in pts/0 pts/1 0 1 tty5 5 tty63 63 ttyS0 S0 /dev/tty12 tty12 - '?' co \
         pts/0,tty5 "tty5 ttyS0" zz /dev/null; do
  pscase_ -t "$t" -o pid,tty,tname
  pscase_ t "$t" -o pid,tty,tname
  pscase_ --tty "$t" -o pid,tty,tname
  pscase_ -t "$t" -o pid,tty4 --deselect
done
pscase_ t -o pid,tty
pscase_ at -o pid,tty
pscase_ -at -o pid,tty
pscase_ -e t -o pid,tty
pscase_ "ttty5" -o pid,tty
# The simple selections, procps' table of euid, session leader, no
# terminal and ps's terminal, alone and with lists.
for s in g a x ag ax gx agx T "g T" "-a -d" "-d -a" "-a" "-d" "g 1" \
         "g -p 1" "g -t tty5" "a -p 20" "T -p 20" "-a -d -p 20" "-a -N"; do
  # shellcheck disable=SC2086
  pscase_ $s -o pid,sid,tty,stat
done
pscase_ -o pid,OL_u -M -o pid,supgrp -g 2001
for f in luid pending sig sig_pend tsig blocked ignored caught sigmask \
         sigignore sigcatch "pending,tsig"; do
  pscase_ -e -o "pid,$f"
  pscase_ -e -o "pid,$f" --sort "$f"
  pscase_ -eL -o "pid,lwp,$f"
  pscase_ -em -o "pid,lwp,$f"
  pscase_ -eT -o "pid,spid,$f"
done
pscase_ -e s
pscase_ -e -o OL_s
pscase_ -eL s
finish_
