#!/bin/bash
# ps: --sort by every key procps-ng 4.0.2 lists (ps L), ours against
# /usr/bin/ps on a fixed process table: the accepted keys, the refused
# ones, and the order each gives, ascending and descending.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

# Except pss and uss, which change with the libraries each ps maps.
keys=$("$ref" L | awk '{print $1}' | grep -Ev '^(pss|uss)$')
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
# procps sorts fgid by the flags and vsize by stat's vsize, but only
# when a column or another key reads that value; supgrp by the names;
# a process without a command line (the zombie) by "[comm] <defunct>".
pscase_ -e --sort=-fgid -o pid,fgid
pscase_ -e --sort=fgid -o pid,f,fgid
pscase_ -e --sort=-fgid,flags -o pid
pscase_ -el --sort=fgid
pscase_ ax l k -fgid
pscase_ -e --sort=-vsize -o pid,vsize,trs
pscase_ -e --sort=vsize,-pid -o pid,vsize
pscase_ -e --sort=-vsize,size -o pid
pscase_ ax v k -vsize
pscase_ -e --sort=supgrp -o pid,supgrp,supgid
pscase_ -e --sort=-supgrp,pid -o pid,supgid
pscase_ -e --sort=supgid -o pid,supgrp
pscase_ -e --sort=-args -o pid,stat,args
pscase_ -e --sort=cmd,-pid -o pid,comm
pscase_ ax k command o pid,command
# Keys that ps L leaves out, which procps accepts and leaves unsorted.
pscase_ -e --sort=environ,-m_share,addr_1,tmout,alarm,m_swap,vm_lib -o pid
pscase_ -e --sort=-m_dt,m_resident,jobc,cpu,sl,re,pid -o pid,comm
pscase_ -e --sort=nosuchkey -o pid
finish_
