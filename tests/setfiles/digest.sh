#!/bin/bash
# setfiles -D and -I: the security.sehash digests of directories (3.4
# skips them on tmpfs, so the tree is on a scratch ext4 image), a second
# run that skips an unchanged tree, and what is written: output, exit
# status and every label and digest, against 3.4's.
. "${abs_top_srcdir:?run through make check}/tests/setfiles/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/setfiles/fixture.sh"
require_cmd_ mkfs.ext4 losetup

# The same directory order on every fresh file system: no hashed
# directories, a fixed hash seed and UUID.
mkfs_ () {
  mkfs.ext4 -q -F -O ^dir_index -U 6b1a3d52-0c3e-4b5e-9a55-000000000001 \
    -E hash_seed=6b1a3d52-0c3e-4b5e-9a55-000000000002 img 2>/dev/null
}
truncate -s 16M img
mkfs_ || skip_ "mkfs.ext4 failed"
mkdir -p t
mount -o loop img t 2>/dev/null || skip_ "cannot mount a loop device"
umount t
untree_ () { umount t 2>/dev/null; :; }

# ext_tree_: a fresh ext4 file system on ./t holding the fixture tree.
ext_tree_ () {
  umount t 2>/dev/null
  mkfs_ && mount -o loop img t &&
    (cd t && tree_ && rm -rf lost+found)
}

# compare_ext_ ARGS...: run each setfiles twice on a fresh tree (the
# second run sees the first's digests).
compare_ext_ () {
  local loc rs os
  for loc in $locales; do
    cases=$((cases + 1))
    for who in ref our; do
      bin=$ref; [ $who = our ] && bin=$ours
      ext_tree_ || framework_failure_ "ext4 tree"
      { LC_ALL=$loc run_as_ setfiles "$bin" "$@"; echo "status $?"
        LC_ALL=$loc run_as_ setfiles "$bin" "$@"; echo "status $?"
      } > $who.out 2> $who.err
      dump_labels_ t > $who.labels
    done
    if cmp -s ref.out our.out && cmp -s ref.err our.err &&
       cmp -s ref.labels our.labels
    then :
    else report_mismatch_ $loc "setfiles $* (twice)" 0 0
    fi
  done
}

T=$work/t
for o in -D "-D -v" "-I -v" "-D -n -v" "-D -e $T/d -v" "-D -C"; do
  # shellcheck disable=SC2086
  compare_ext_ $o -r "$work" "$work/spec" "$T"
done
compare_ext_ -D -v -r "$work" "$work/spec" "$T/d"
finish_
