#!/bin/bash
# ls -R over a tree its owner rewrites while root lists it: a
# subdirectory, or the directory above it, swapped for a symlink to a
# directory root alone may read.  Nothing of the victim (its files'
# names, their labels) may appear in our output; GNU's count is shown
# beside ours.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/race/lib.sh"
ours_bin=$builddir/src/ls/ls
require_ref_ /usr/bin/ls
[ -x "$ours_bin" ] || skip_ "our ls is not built"

VICTIM_LABEL=system_u:object_r:shadow_t:s0
# The victim: root's, unreadable by the attacker, outside the tree.
mkdir -m 0700 victim && mkdir victim/sub victim/secret &&
  touch victim/sub/VICTIM-FILE victim/secret/VICTIM-FILE &&
  setfattr -n security.selinux -v "$VICTIM_LABEL" victim/sub/VICTIM-FILE \
    victim/secret/VICTIM-FILE || framework_failure_ "victim"

# A fresh tree owned by the attacker.
tree_ () {
  rm -rf t && mkdir -p t/a/sub t/b && touch t/a/sub/f1 t/a/x t/b/y &&
    chown -R 65534:65534 t || framework_failure_ "tree"
}
victim_seen_ () { grep -q -e VICTIM-FILE -e shadow_t "$1"; }

for opts in -R -lRZ -laR; do
  race_ "ls $opts, t/a/sub <-> symlink to the victim" tree_ victim_seen_ \
    swap t/a/sub "$work/victim/secret" -- ls $opts t
  race_ "ls $opts, t/a <-> symlink to the victim's parent" tree_ victim_seen_ \
    swap t/a "$work/victim" -- ls $opts t
done
race_finish_
