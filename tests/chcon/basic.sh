#!/bin/bash
# chcon on single files: full contexts, parts, --reference, links, -v,
# compared with GNU chcon, output and the labels left behind.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/chcon/fixture.sh"
ref=/usr/bin/chcon
ours=$builddir/src/chcon
require_ref_ $ref
require_labels_

files=(f_lab f_unl f_unlabeled f_empty f_mcs f_3 f_bad sl sl_lab dangling
       loop1 fifo d "f_lab f_unl f_lab2" "f_unl f_lab")
ctx=system_u:object_r:etc_t:s0
runs=(
  "$ctx" "-v $ctx" "-h $ctx" "--dereference $ctx" "-hv $ctx"
  "--no-dereference --verbose $ctx" "weird" "a:b:c" "$L1"
  "-t etc_t" "-u root" "-r system_r" "-l s0:c5" "-t etc_t -l s1"
  "-u x -r y -t z -l s0" "-t etc_t -h" "-v -t etc_t" "--type=bin_t"
  "--user=root --role=object_r" "--range=s0-s0:c0.c1023"
  "-t a:b" "-u 'a b'" "-u a:b -t c:d -r e:f" "-l \$'s0\\tx'"
  "--reference=f_lab" "--reference=f_mcs -v" "--reference=sl"
  "--reference=f_unl" "--reference=nosuch" "--reference=f_empty"
  "--reference=f_3 -h"
  "-H $ctx" "-L -t etc_t" "-P -t etc_t"
)
for r in "${runs[@]}"; do
  for f in "${files[@]}"; do
    eval "args=($r)"
    # shellcheck disable=SC2086
    compare_fs_ flat_tree chcon $ref "$ours" "${args[@]}" $f
  done
done
finish_
