#!/bin/bash
# ps: the built-in formats, UNIX, BSD and mixed, with and without LABEL,
# against procps-ng 4.0.2 on a fixed process table.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

for sel in "" -e ax x a -A; do
  for f in "" -f -F -l -ly -j -jf -lf -Ff -c -lc -P -fP -Z -fZ -lZ -FZ -jZ \
           u v j l s X Z uZ jZ lZ vZ sZ --context "--context -Z" \
           -M "-M -f" "-y -l -Z" -lcy; do
    # shellcheck disable=SC2086
    pscase_ $sel $f
  done
done
finish_
