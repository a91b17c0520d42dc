#!/bin/bash
# ps: every format specifier, as a column of -o, against procps-ng 4.0.2
# on a fixed process table.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

# Every specifier ps L lists, except: the test specifiers (_left...),
# pss and uss (they depend on the libraries ps itself maps), numa, and
# the elapsed-time columns (etime, etimes, cuc, cuu), which tick between
# the two runs when the machine is loaded.
specs=$("$ref" L | awk '{print $1}' | grep -Ev '^(_.*|pss|uss|numa|etimes?|cu[cu])$')
for s in $specs; do
  pscase_ -e -o "pid,$s"
  pscase_ -e -o "$s,pid" --no-headers
done
finish_
