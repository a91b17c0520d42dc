#!/bin/bash
# mkfifo against GNU coreutils' /usr/bin/mkfifo: several names, some of
# them failing, -m's modes under several umasks, -Z and --context[=CTX],
# odd names, usage errors; and as a user.  Output, status and the FIFOs
# left (modes, labels) must match.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/mk/lib.sh"
ref=/usr/bin/mkfifo
ours=$builddir/src/mk/mkfifo
require_ref_ $ref
require_labels_

runs=(
  "" "x" "x y z" "x x" "f" "d" "sd" "sf" "dangling" "x f y d z" "nodir/x"
  "f/x" "''" "x ''" "d/x" "sd/x" "$'odd \n\001/x'" "$'new\nline' 'sp ace'"
  "\$'\\xff'" "é" "-m 600 x" "-m 0 x y" "-m u+s x" "-m +t x" "-m 1777 x"
  "-m bogus x" "-m bogus" "-m 700" "-m" "--mode=640 x" "--mo=o+w x f y"
  "-m 600 f x" "-Z x" "-Z x f" "--context x" "--context=system_u:object_r:tmp_t:s0 x"
  "--context=x" "--context=x -m bogus y" "--context= x" "--c x" "-x x"
  "--bogus" "-- x" "x -- y" "x -m 700" "-Z -m 600 x y" "--m"
  "-m 600 -m 644 x" "ro/x"
)
for u in 022 077; do
  umask $u
  for r in "${runs[@]}"; do
    eval "args=($r)"
    compare_fs_ mk_tree mkfifo $ref "$ours" "${args[@]}"
  done
done

for u in $umasks_; do
  umask $u
  for m in "${modes_[@]}"; do
    compare_fs_ mk_tree mkfifo $ref "$ours" -m "$m" x y
  done
  compare_fs_ mk_tree mkfifo $ref "$ours" x
done
umask 022

if command -v setpriv >/dev/null; then
  chmod 755 "$work"
  cp "$ours" "$work/mkfifo" || framework_failure_ "copying $ours"
  ours=$work/mkfifo
  user_tree () { mk_tree; chmod 777 . sgid; }
  wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
  for r in "x" "ro/x x" "-m 4777 x" "sgid/x" "-m g+s sgid/x" "-m 600 ro/x y"; do
    eval "args=($r)"
    compare_fs_ user_tree mkfifo $ref "$ours" "${args[@]}"
  done
  wrap=
fi
finish_
