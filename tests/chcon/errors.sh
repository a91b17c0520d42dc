#!/bin/bash
# chcon usage errors and failures: missing operands, conflicting options,
# missing files, a file system without xattrs, no permission; compared
# with GNU chcon.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/chcon/fixture.sh"
ref=/usr/bin/chcon
ours=$builddir/src/chcon
require_ref_ $ref
require_labels_

usage_runs=(
  "" "x" "-t x" "-v" "--reference=f_lab" "-R" "-u a -r b"
  "--reference=f_lab -t x f_unl" "--reference=nosuch -t x f_unl"
  "-R --dereference x f_lab" "-RH -h x f_lab" "-RL -h x f_lab"
  "-RP -h x f_lab" "-R -h x f_lab"
  "-x" "--bogus" "-f x f_lab" "--type" "--reference" "--ref=f_lab f_unl"
  "--re=f_lab f_unl" "--no x f_lab" "--pre -R x d"
  "x ''" "x nosuch" "-t x nosuch" "x nosuch f_lab" "-- x f_lab"
  "x -- f_lab" "-v -- x -v"
  "--verbose=1 x f_lab" "--dereference=no x f_lab"
)
for r in "${usage_runs[@]}"; do
  eval "args=($r)"
  compare_fs_ flat_tree chcon $ref "$ours" "${args[@]}"
done

# A file system without extended attributes: every set fails.
ramfs_tree () {
  mkdir ram && mount -t ramfs none ram && touch ram/f && mkdir ram/d &&
    touch ram/d/g
}
untree_ () { umount t/ram 2>/dev/null || :; }
if mkdir probe && mount -t ramfs none probe 2>/dev/null; then
  umount probe
  for r in "x ram/f" "-t x ram/f" "-R x ram" "-Rv x ram/d" "x ram/f ram"; do
    eval "args=($r)"
    compare_fs_ ramfs_tree chcon $ref "$ours" "${args[@]}"
  done
  untree_ () { :; }
else
  echo "note: cannot mount a ramfs; its cases are left out"
fi

# Not root: setting security.* is refused.
if command -v setpriv >/dev/null; then
  chmod 755 "$work"
  # A copy of ours that this user can run: a clone under a 0700 directory
  # (mktemp -d) hides the build tree from it.
  cp "$ours" "$work/chcon" || framework_failure_ "copying $ours"
  ours=$work/chcon
  own_tree () { flat_tree; chown -h 65534:65534 f_lab f_unl d sl; chmod 777 .; }
  wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
  for r in "x f_lab" "-t x f_lab" "-v x f_unl d" "--reference=f_lab f_unl"; do
    eval "args=($r)"
    compare_fs_ own_tree chcon $ref "$ours" "${args[@]}"
  done
  # A directory it cannot read.
  noread_tree () { deep_tree; chmod 700 d/sub; chmod 777 . d; }
  compare_fs_ noread_tree chcon $ref "$ours" -R -t x d
  wrap=
fi

# A write error on stdout (-v) is reported.
flat_tree
for o in "-v x f_lab" "-v -t x f_lab f_unl"; do
  cases=$((cases + 1))
  # shellcheck disable=SC2086
  run_as_ chcon $ref $o >/dev/full 2>ref.err; rs=$?
  # shellcheck disable=SC2086
  run_as_ chcon "$ours" $o >/dev/full 2>our.err; os=$?
  cmp -s ref.err our.err && [ $rs = $os ] ||
    report_mismatch_ C "chcon $o >/dev/full" $rs $os
done
finish_
