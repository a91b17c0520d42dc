#!/bin/bash
# ps: the UNIX modifiers (-j -L -T -c -y -P -Z) on the BSD formats and
# --context, and sorting combined with a forest (--forest, f, -H,
# by VSZ too),
# against procps-ng 4.0.2 on a fixed process table.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

for b in u v j l s X --context; do
  for m in -j -y -c -P -L -T -Z -jc -jL -cL -yL -jP -cy -TL -jT -Tc -jcyT; do
    # shellcheck disable=SC2086
    pscase_ -e $b $m
  done
done
for f in "--forest --sort=pid" "--forest --sort=-pid" "f k -pid" \
         "-H --sort=comm" "-H --sort=-ppid" "-f --forest --sort=-pid" \
         "f --sort=comm,-pid" "-jH --sort=-sid" "--forest --sort=tty,-comm" \
         "axf k uid" "-ejH k -nice" "-e --forest --sort=-ppid,pid" \
         "uf --sort=-user" "-eo pid,ppid,comm --forest --sort=ppid" \
         "-eH --sort=-pid,comm"; do
  # shellcheck disable=SC2086
  pscase_ -e $f
done
# A sorted forest is built from the sorted list, a row's children being
# the run of rows after its first child with the same parent.  ps's own
# row would land at a place set by its own VSZ and RSS, which differ
# between procps and ours, and cut such runs at different places: leave
# it out of these tables (-N -p).
for f in "--forest --sort=-vsz,pid" "--forest --sort=vsz" "-H --sort=-vsz" \
         "f k -rss,pid" "-o pid,ppid,vsz,comm --forest --sort=-vsz,pid" \
         "-H --sort=start_time,-pid" "-o pid,vsz,rss,args -H --sort=-rss"; do
  # shellcheck disable=SC2086
  pscase_ -N -p $pin $f
done
finish_
