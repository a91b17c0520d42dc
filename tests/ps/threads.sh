#!/bin/bash
# ps: -m and m, a process's row then its threads' rows, each column blank
# ("-") on the rows it does not describe; -m with sorting, with other
# thread options, and the memory format a failed "-m" retries into;
# against procps-ng 4.0.2 on a fixed process table.  Selections leave
# out ps itself, whose thread row has no pid to drop it by.  Formats
# with WCHAN are left out: procps 4.0.2 crashes on its thread rows; so
# are the scheduling columns (PRI, NI, PSR, CLS, POL, RTPRIO...), which it
# prints from uninitialised memory on the first thread row.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

for sel in "-C pshelper" "-C sleep,pshelper,bash" "-p 1,5,19,20,21"; do
  for f in -m m "-m -f" "-m -j" "-m -Z" "-m -M" \
           "-m -L" "-m -T" "-mL -f" "m u" "m v" "m j" "m s" "m Z" "m uZ" \
           "-m --context" "m -o pid,lwp,tid,spid,nlwp,comm" \
           "-m -o pid,ppid,pgid,sid,tty,stat,s,time,stime" \
           "-m -o pid,lwp,rss,vsz,sz,%mem,cmd,args,ucmd,label,euser,egroup" \
           "-m -o pid,lwp,sig,sigmask,sigignore,sigcatch,f,uid,gid" \
           "-m -o %p%c" "-m --sort=-pid" "m k pid" "-m --sort=comm,pid" \
           "-m --no-headers" "-m -o pid,m_swap,m_share,vm_lib,m_dt,m_resident" \
           "-m --forest" "m --forest" "-m -H" "-m u --forest" "-mc -o pid" \
           "-m -c -o pid" "-mu" "-mH" "m H" "m -m" "-m -w" "m -ww" \
           "-L -H" "-T -H" "-m -H"; do
    # shellcheck disable=SC2086
    pscase_ $sel $f
  done
done
finish_
