#!/bin/bash
# ps: --sort by every key procps-ng 4.0.2 lists (ps L), ours against
# /usr/bin/ps on a fixed process table: the accepted keys, the refused
# ones, and the order each gives, ascending and descending.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

# Except args, cmd and command (procps sorts a process without a command
# line by a text we have not matched yet), fgid and vsize (procps'
# order there is neither the value's nor stable): ps(1), DIFFERENCES;
# and pss and uss, which change with the libraries each ps maps.
keys=$("$ref" L | awk '{print $1}' |
  grep -Ev '^(args|cmd|command|fgid|vsize|pss|uss)$')
# Descending in the C locale only, to keep the file short: the order
# does not depend on the locale, which the ascending cases show.
for k in $keys; do
  pscase_ -e --sort="$k" -o pid,comm
  locales=C pscase_ -e --sort="-$k" -o pid,comm --no-headers
done
# Keys as the second of a list, and BSD k.
for k in size cgroup exe rss sig_block vsz ipcns; do
  pscase_ -e --sort="tty,$k" -o pid,tty,comm
  pscase_ ax k "-$k,pid" o pid,comm
done
pscase_ -e --sort=nosuchkey -o pid
finish_
