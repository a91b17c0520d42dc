#!/bin/bash
# mknod against GNU coreutils' /usr/bin/mknod: each TYPE (and its
# mnemonic spellings), device numbers in every base and out of range,
# missing and extra operands, -m's modes under several umasks, -Z and
# --context[=CTX], existing names; and as a user.  Output, status and
# the node left (type, mode, device numbers, labels) must match.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/mk/lib.sh"
ref=/usr/bin/mknod
ours=$builddir/src/mk/mknod
require_ref_ $ref
require_labels_

runs=(
  "" "x" "x p" "x pipe" "x p 1 2" "x p 1" "x b" "x b 1" "x b 1 2"
  "x c 1 3" "x u 1 3" "x character 4 5" "x block 0x10 010" "x buffered 0 0"
  "x c 0X1f 0777" "x c 08 1" "x c 0x 1" "x c 1k 1" "x c -1 1" "x c ' 1' 2"
  "x c 1 ' 2'" "x c 4294967295 4294967295" "x c 4294967296 0"
  "x c 0 4294967296" "x c 18446744073709551616 1" "x c '' 1" "x c 1 ''"
  "x c 1 2 3" "x p 1 2 3" "x q" "x q 1 2" "x '' 1 2" "x P" "x B 1 2"
  "f p" "d p" "sf p" "dangling p" "f c 1 3" "nodir/x p" "f/x p" "'' p"
  "$'odd \n\001/x' p" "$'new\nline' p" "-m 600 x p" "-m 0 x c 1 3"
  "-m u+s x p" "-m +t x p" "-m 1777 x p" "-m 2644 x b 1 2" "-m bogus x p"
  "-m bogus" "-m 700" "-m bogus x q" "-m" "--mode=640 x p" "--mo=o+w x p"
  "-Z x p" "-Z x c 1 3" "--context x p" "--context=system_u:object_r:tmp_t:s0 x p"
  "--context=x" "--context=x y q" "--context= x b 1 2" "--c x p" "-x x p"
  "--bogus" "-- x p" "x -- p" "x p -m 700" "-Z -m 600 x p" "--m"
  "d/x c 1 3" "sd/x p" "ro/x p"
)
for u in 022 077; do
  umask $u
  for r in "${runs[@]}"; do
    eval "args=($r)"
    compare_fs_ mk_tree mknod $ref "$ours" "${args[@]}"
  done
done

for u in $umasks_; do
  umask $u
  for m in "${modes_[@]}"; do
    compare_fs_ mk_tree mknod $ref "$ours" -m "$m" x p
    compare_fs_ mk_tree mknod $ref "$ours" -m "$m" x c 1 3
  done
  compare_fs_ mk_tree mknod $ref "$ours" x b 7 0
done
umask 022

if command -v setpriv >/dev/null; then
  chmod 755 "$work"
  cp "$ours" "$work/mknod" || framework_failure_ "copying $ours"
  ours=$work/mknod
  user_tree () { mk_tree; chmod 777 . sgid; }
  wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
  for r in "x p" "x c 1 3" "ro/x p" "-m 4777 x p" "sgid/x p" "-m g+s sgid/x p" \
    "-m 600 ro/x p" "f p"; do
    eval "args=($r)"
    compare_fs_ user_tree mknod $ref "$ours" "${args[@]}"
  done
  wrap=
fi
finish_
