#!/bin/bash
# chcon on files whose security.selinux value is odd (no bytes, one NUL,
# no trailing NUL, a NUL inside, "unlabeled" spelt three ways, 64 KiB),
# and with such files as --reference; compared with GNU chcon, labels
# included byte for byte.  Runs in its own mount namespace on a tmpfs,
# which takes a 64 KiB value (ext4 takes one block's worth).
if [ -z "${odd_ns_:-}" ] && [ "$(id -u)" = 0 ] &&
   command -v unshare >/dev/null; then
  odd_ns_=1 exec unshare -m --propagation private "$BASH" "$0" "$@"
fi
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/chcon/fixture.sh"
ref=/usr/bin/chcon
ours=$builddir/src/chcon
require_ref_ $ref
require_root_
[ -n "${odd_ns_:-}" ] || skip_ "needs unshare, for a private tmpfs"
mount -t tmpfs none "$work" || skip_ "cannot mount a tmpfs"
cleanup_ () { cd / && umount "$work"; }
cd "$work" || framework_failure_ "cd $work"
require_labels_

huge_hex_=$(huge_hex_)
odd="o_none o_zero o_nul o_nul2 o_nonul o_inner o_unl9 o_unl10 o_unljunk
  o_unl8 o_huge o_lab"
runs=(
  "-t x_t $odd" "-u u $odd" "-r r $odd" "-l s0 $odd" "-v -t x_t $odd"
  "-u u -r r -t x_t -l s1 $odd" "a:b:c:s0 $odd" "-v a:b:c:s0 o_nul"
  "-h -t x_t sl_nul" "-t x_t sl_nul" "-h --reference=sl_nul o_lab"
  "-R -t x_t od" "-Rv -u u od" "-R a:b:c od"
)
for o in o_none o_zero o_nul o_nul2 o_nonul o_inner o_unl9 o_unl10 \
         o_unljunk o_unl8 o_huge; do
  runs+=("--reference=$o o_lab o_nul o_zero" "-v --reference=$o -t x_t o_lab")
done
for r in "${runs[@]}"; do
  eval "args=($r)"
  compare_fs_ odd_tree chcon $ref "$ours" "${args[@]}"
done
finish_
