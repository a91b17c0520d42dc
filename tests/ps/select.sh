#!/bin/bash
# ps: process selection, sorting, forests and threads, against procps-ng
# 4.0.2 on a fixed process table.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

sels=(
  "" -e -A -a -d -N -ad -aN -dN x a ax ar xr r -er -eN "-N -p 1"
  "-p 1" "-p 1,5" "-p 1 -p 5" "p 1" "--pid 5,6" "--pid=7" 1 "5 6" -1 +1
  "--ppid 1" "--ppid=19,21" "-s 1" "--sid 1" "-s 1 -p 5"
  "-u root" "-u 0" "-u nobody" "-u 54321" "-u 123456789" "-u root,nobody"
  "-U root" "-U 0" "--user root" "--User 0" "U root" "U nobody"
  "-g 0" "-g root" "-G 0" "-G root" "--group root" "--Group 0" "-G 1"
  "-C sleep" "-C pshelper,bash" "-C nosuch" "-q 1" "q 1" "--quick-pid 5"
  "-p 1 -u nobody" "-N -u root" "--deselect -C sleep" "-p 999999"
)
fmts=("" -f -o "pid,ppid,pgid,sid,comm" u)
for s in "${sels[@]}"; do
  for f in "${fmts[@]}"; do
    if [ "$f" = -o ]; then
      # shellcheck disable=SC2086
      pscase_ $s -o pid,ppid,pgid,sid,euid,ruid,egid,rgid,comm
    else
      # shellcheck disable=SC2086
      pscase_ $s $f
    fi
  done
done

# Quick mode: only the processes -q names, in its order, each as often
# as named; the other selections, forests, sorting and -N refused.
for q in "-q 5,1" "-q 1,1" "-q 20 -e" "-q 20 -L" "-q 20 -m" "-q 999999,1" \
         "q 1,20 u" "-q 1 -q 5" "-q 1 -p 5" "-q 1 -u root" "-q 1 T" \
         "-q 1 --forest" "-q 1 -H" "-q 1 f" "-q 1 k pid" "-q 1 --sort=pid" \
         "-q 1 -N" "-q 1 -N --forest" "-q 1 -N -p 3" "-q 20 r" \
         "-q 1,20,21 -o pid,user,egid,comm" "-q 21,20 x"; do
  # shellcheck disable=SC2086
  pscase_ $q
done

# Sorting: --sort, k, with + and -, and several keys.
for k in pid -pid ppid -ppid user -user comm -comm ni -ni pri time \
         rss -rss vsz uid -uid,pid ruser,-pid tty,pid stat,pid \
         pgid,-pid sid,pid nlwp,-pid start_time,pid label context; do
  pscase_ -e --sort=$k
  pscase_ -eo pid,ppid,ni,rss,user,comm --sort $k
  pscase_ ax k $k
done

# Forests and hierarchies.
for f in --forest -H "-H --forest" f "-f --forest" "-j --forest" "-l -H" \
         "-o pid,args --forest" "-o pid,comm,args -H" "-o comm,pid --forest" \
         "u f" "j f" "x f" "ax f" "-e f"; do
  # shellcheck disable=SC2086
  pscase_ -e $f
done

# Threads.
for t in -L -T -Lf -LF -Tf -Ll -LZ -TZ H "H -o pid,tid,nlwp,comm" \
         "-L -o pid,lwp,nlwp,comm" "-T -o pid,spid,tid,comm" \
         "-p 20 -L" "-p 20 -T" "-p 20 H" "-C pshelper -L" "x H" "ax -L" \
         "-L --forest" "-T --forest" "H f" "-L -T" "-m H" "H m" "-m m"; do
  # shellcheck disable=SC2086
  pscase_ -e $t
done

# Selection errors and odd lists.
for e in "-p" "-p x" "-p 0" "-p 1,,2" "-p ,1" "-p 1," "-u nosuchuser" \
         "-g nosuchgroup" "-G nosuchgroup" "-t nosuchtty" "-s x" \
         "--pid" "--pid=" "--ppid x" "-C" "-U" "-G" "-g" "-s" "-t" "-q" \
         "q" "p" "U" "-a g" "--sid" "--user" "--User" "--group" "--Group"; do
  # shellcheck disable=SC2086
  pscase_ $e
done
finish_
