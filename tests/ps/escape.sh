#!/bin/bash
# ps: escaping of names and command lines in C and UTF-8 locales, as
# procps-ng 4.0.2 escapes a string once when it reads it and each cell
# again when it prints: invalid or cut UTF-8 before valid text,
# combining, zero-width and wide characters, DEL and C1, at several
# widths; on the second process table (procs2.sh).
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_ procs2.sh

for f in args comm fname ucmd ucomm cmd command exe cgroup cgname \
         "args,comm" "comm,args" "comm,pid,fname"; do
  for w in "" 20 37 40 61 80 132; do
    pscase_ -e -o "pid,$f" ${w:+--cols $w}
  done
done
for f in -f -F -l -j -c u v s X f "-f --forest" -H "-o pid,comm -H" \
         "-o pid,args --forest" "-o pid,comm,args -w" e "-o pid,args e"; do
  # shellcheck disable=SC2086
  pscase_ -e $f
  # shellcheck disable=SC2086
  pscase_ -e $f --cols 50
done
pscase_ -e -o pid,comm=$'\xff\xe6\xbc\xa2'
# -C compares with the name as procps read it, escaped.
for c in $'\xff\xe6\xbc\xa2' '???????' '????' $'d\x7fe\xc2\x85' 'd?e?' 'd.e??' \
         $'a\xcc\x81b' $'\xe6\xbc' '??' $'z\xe2\x80\x8bz' 'z???z'; do
  pscase_ -C "$c" -o pid,comm
done
pscase_ -e -o pid,args=$'e\xcc\x81\xe2\x80\x8b'
finish_
