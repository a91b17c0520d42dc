#!/bin/bash
# ps: every format specifier, as a column of -o, against procps-ng 4.0.2
# on a fixed process table.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

# Every specifier ps L lists that has a value stable between two runs and
# that we compute as procps does (see man/ps.1, DIFFERENCES, for the rest).
specs=$("$ours" L | awk '{print $1}' | grep -Ev '^(_|pss$|uss$|numa$)')
for s in $specs; do
  pscase_ -e -o "pid,$s"
  pscase_ -e -o "$s,pid" --no-headers
done
finish_
