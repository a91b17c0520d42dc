#!/bin/bash
# ps: user formats, header overrides, widths, option errors, help and
# environment, against procps-ng 4.0.2 on a fixed process table.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

for o in "pid=" "pid=,comm=" "pid,comm=" "pid=X,comm" "pid:3" "comm:3"    \
         "pid,comm:20,args" "comm:3=ABCDEFG" "pid=ABCDEFGH:3" "pid comm"  \
         "pid	comm" "pid," ",pid" "pid,,comm" "pid:x" "pid:" "pid:0"       \
         "pid:-3" "pid:3x" "PID" "nosuch" "pid=a b" "pid,%cpu,%mem" "pid%"    \
         "user:3" "user:12" "ruser:4,euser:5" "label:10,pid" "args:5,pid" \
         "tty:2,pid" "stat:1,pid" "wchan:2,pid" "pid,label"        \
         "label,pid,comm" "context" "zone,pid" "pid,args:10" "lwp,pid"; do
  pscase_ -e -o "$o"
done
for f in "-o pid -o comm" "-o pid,comm -o args" "o pid,comm" "--format pid" \
         "--format=pid,user" "-O ppid" "O ppid" "-O ppid,ni" "-Z -o pid"    \
         "Z -o pid" "-M -o pid" "-j -o pid" "-y -o pid" "-F -o pid"        \
         "-c -o pid" "-f -o pid" "-l -o pid" "u -o pid" "-O pid -o comm"   \
         "-o pid -O comm" "-y" "-yf" "--context -o pid" "s -o pid" \
         "--no-headers" "--no-heading" "--noheaders" "h" "--headers" \
         "--header" "h --no-headers" "--no-headers --headers" \
         "--cols 40" "--cols=60" "--columns 30 -f" "--width 20 u" \
         "--cols 0" "--cols x" "--cols" "-w" "-ww" "w" "ww" "-w u" "c" \
         "c -f" "c u" "n u" "n -f" "-n" "S u" "--cumulative u" "e" "e -f" \
         "e u" "ec" "-V" "V" "--version" "--info" "-x" "-aux" "aux -x" \
         "-Q" "Q" "--bogus" "--forest=x" "--deselect=x" "--sort" \
         "--sort=" "--sort=nosuch" "--sort=pid --sort=ppid" "k pid k ppid" \
         "-e -" "--" "-e --" "- e" "-e-" "e-" "W" "L x" "x L" "-L L" \
         "--lines 5" "--rows=5" "--lines x" "-e 1" "-e +" "-e -p" \
         "--version" "--info"; do
  # shellcheck disable=SC2086
  pscase_ -e $f
done
for h in "--help" "--help s" "--help=l" "--help o" "--help t" "--help m" \
         "--help a" "--help all" "--help bogus" "-e --help" "--help -e" \
         "--help simple" "--help=list" "--help output" "--help threads" \
         "--help misc" "--help=all"; do
  # shellcheck disable=SC2086
  pshelp_ $h
done
check_help_ ps $ref "$ours"

# The list of specifiers.
pscase_ L

# Environment: width, personality, PS_FORMAT.
for c in 20 40 80 132 200 abc 0; do
  for f in -f u -l "-o pid,args" "-o pid,comm,args"; do
    # shellcheck disable=SC2086
    COLUMNS=$c pscase_ -e $f
  done
done
for v in "pid,comm" "pid,user,args" "bogus" "" "pid:x"; do
  PS_FORMAT=$v pscase_ -e
  PS_FORMAT=$v pscase_ -e -f
done
# Personalities that keep the default behaviour (the others are not
# implemented yet: see DIFFERENCES in man/ps.1).
for p in posix sysv aix unix95 bogus; do
  PS_PERSONALITY=$p pscase_ -e
  PS_PERSONALITY=$p pscase_ -e -f
done
POSIXLY_CORRECT=1 pscase_ -e -f
finish_
