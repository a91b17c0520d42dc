#!/bin/bash
# mkdir against GNU coreutils' /usr/bin/mkdir: -p, -m, -v, -Z and
# --context[=CTX] alone and together, under several umasks; existing
# files, missing parents, symlinks, odd names, bad modes, usage errors;
# and as a user who may not write.  Output, status and the tree left
# (types, modes, owners, labels) must match.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/mk/lib.sh"
ref=/usr/bin/mkdir
ours=$builddir/src/mk/mkdir
require_ref_ $ref
require_labels_

runs=(
  "" "x" "-v x" "x y z" "-v x x" "d" "f" "sd" "sf" "dangling" "-p d" "-p f"
  "-p sd" "-p sf/x" "-p dangling" "-p dangling/x" "a/b" "-p a/b/c" "-pv a/b/c"
  "-pv a//b///c/" "-pv ./a/./b/../c" "-pv d/x d/x/y" "-v d/x/" "x/" "x//"
  "''" "-p ''" "-pv /" "-v /" "-pv ." "-v ." "-pv .." "-p f/x" "f/x"
  "-pv sd/new" "-pv ro/x" "-v sgid/x" "-pv sgid/x/y" "-m 2755 -pv sgid/a/b"
  "-v $'odd \n\001/x'" "-v $'new\nline'" "-v 'sp ace' \"q'uote\""
  "-v \$'\\xff\\xfe'" "-v é" "-Z x" "-Zv x" "-Zpv a/b/c" "--context x"
  "--context=system_u:object_r:tmp_t:s0 x" "--context=x --context=y x"
  "-Z --context=bad -pv a/b" "--context= x" "--cont x" "--contex=x -v y"
  "-m" "--mode" "-m 755" "--mode=700 -v x" "--mo=1777 x" "-m u+s -v x"
  "-m bogus x" "-m 7777 -pv a/b" "-m 0 -p a/b/c" "-m a= -p x/y" "-m -w x"
  "-m 0 d" "-p -m 0 d" "-p -m 700 d" "-x" "--bogus x" "--verbose=1 x"
  "--parents=1 x" "--p x" "--pa x" "--v x" "--ver x" "-- -v"
  "-v -- -p" "x -v" "-v x -m 700" "-p x -p" "-vvv x" "-pp a/b"
  "-m 700 -m 755 x" "-v -Z -m 750 x/y" "-pvZ --context=q d/n"
  "-v d f x" "-v x f y" "-p x/../y" "-p nodir/../y"
)
for u in 022 077; do
  umask $u
  for r in "${runs[@]}"; do
    eval "args=($r)"
    compare_fs_ mk_tree mkdir $ref "$ours" "${args[@]}"
  done
done

# -m's modes and -p under every umask.
for u in $umasks_; do
  umask $u
  for m in "${modes_[@]}"; do
    compare_fs_ mk_tree mkdir $ref "$ours" -v -m "$m" x
    compare_fs_ mk_tree mkdir $ref "$ours" -p -m "$m" a/b
  done
  compare_fs_ mk_tree mkdir $ref "$ours" -pv a/b/c
  compare_fs_ mk_tree mkdir $ref "$ours" -v x
done
umask 022

# Not root: permissions refused on the way.
if command -v setpriv >/dev/null; then
  chmod 755 "$work"
  cp "$ours" "$work/mkdir" || framework_failure_ "copying $ours"
  ours=$work/mkdir
  user_tree () { mk_tree; chmod 777 . sgid; mkdir mine; chown 65534 mine; }
  wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
  for r in "x" "ro/x" "-p ro/x/y" "-pv mine/a/b ro/z" "-v d/x" \
    "-m 700 mine/x" "-pv sgid/a/b" "-m g+s -v sgid/c" "-pv -m 1777 mine/a/b" \
    "-p d" "-p ro" "-pv mine/a/../../ro/q" "-m u-x -pv mine/a/b"; do
    eval "args=($r)"
    compare_fs_ user_tree mkdir $ref "$ours" "${args[@]}"
  done
  wrap=
fi

# A write error on stdout (-v) is reported.
for o in "-v x" "-pv a/b"; do
  cases=$((cases + 1))
  rm -rf x a
  # shellcheck disable=SC2086
  run_as_ mkdir $ref $o >/dev/full 2>ref.err; rs=$?
  rm -rf x a
  # shellcheck disable=SC2086
  run_as_ mkdir "$ours" $o >/dev/full 2>our.err; os=$?
  cmp -s ref.err our.err && [ $rs = $os ] ||
    report_mismatch_ C "mkdir $o >/dev/full" $rs $os
done
finish_
