#!/bin/bash
# chcon -R with -H, -L, -P, -h and --dereference over trees with links
# inside and outside, compared with GNU chcon, output and labels.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/chcon/fixture.sh"
ref=/usr/bin/chcon
ours=$builddir/src/chcon
require_ref_ $ref
require_labels_

ctx=system_u:object_r:etc_t:s0
traversals=("" -H -L -P "-H -L" "-L -P" "-P -H" -h --dereference
            "-H -h" "-L -h" "-H --dereference" "-L --dereference"
            "-P --dereference" "-h --dereference" "--preserve-root"
            "--no-preserve-root" "--preserve-root --no-preserve-root")
changes=("$ctx" "-t bin_t" "-v -t bin_t" "-u root -l s0" "-v $ctx"
         "--reference=d/sub/deeper/e")
targets=(d dl d/sub "d dl" d/sl_sub out "d/a d/b" d/sub/to_out)
for t in "${traversals[@]}"; do
  for c in "${changes[@]}"; do
    for x in "${targets[@]}"; do
      # shellcheck disable=SC2086
      compare_fs_ deep_tree chcon $ref "$ours" -R $t $c $x
    done
  done
done

# Without -R the traversal options change nothing but are accepted.
for t in -H -L -P "-L -h"; do
  # shellcheck disable=SC2086
  compare_fs_ deep_tree chcon $ref "$ours" $t -t bin_t dl d
done
finish_
