#!/bin/bash
# setfiles -F as root over a tree its owner rewrites:
# a subdirectory, a file, or the directory above them swapped for a
# symlink to root's files outside the tree.  No label outside the tree
# may change under ours; policycoreutils 3.4's count is shown beside it.
# (tests/setfiles/race.sh races ours alone, with -T 2 too.)  restorecon
# walks the same way (lib/relabel-walk.c) but, as 3.4's, does nothing on
# a file system without seclabel, which this kernel without SELinux
# gives none: it is raced in the VM (tests/vm) only, if at all.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/race/lib.sh"
ours_bin=$builddir/src/setfiles
require_ref_ /sbin/setfiles
[ -x "$ours_bin" ] || skip_ "our setfiles is not built"
require_cmd_ getfattr

KEEP=system_u:object_r:shadow_t:s0
mkdir -m 0700 victim && mkdir victim/sub victim/secret &&
  touch victim/sub/f1 victim/secret/f victim/file || framework_failure_ "victim"
label_victim_ () {
  find victim -exec setfattr -h -n security.selinux -v "$KEEP" {} + ||
    framework_failure_ "victim labels"
}
label_victim_
printf '/.*\tsystem_u:object_r:tmp_t:s0\n' > spec
tree_ () {
  rm -rf t && mkdir -p t/a/sub t/b && touch t/a/sub/f1 t/a/x t/b/y &&
    for i in $(seq 30); do touch "t/b/g$i" "t/a/sub/h$i"; done &&
    find t -exec setfattr -h -n security.selinux -v "$KEEP" {} + &&
    chown -R 65534:65534 t || framework_failure_ "tree"
}
# Reached: a victim label changed (then put back for the next run).
victim_relabelled_ () {
  if getfattr -R -h -n security.selinux --only-values victim 2>/dev/null |
       tr '\0' '\n' | grep -q tmp_t; then
    label_victim_
    return 0
  fi
  return 1
}

ref_bin=/sbin/setfiles
race_ "setfiles -F, t/a/sub <-> symlink to the victim" tree_ \
  victim_relabelled_ swap t/a/sub "$work/victim/secret" -- \
  setfiles -F "$work/spec" "$work/t"
race_ "setfiles -F, t/a <-> symlink to the victim's parent" tree_ \
  victim_relabelled_ swap t/a "$work/victim" -- setfiles -F "$work/spec" "$work/t"
race_ "setfiles -F, t/a/x <-> symlink to a victim file" tree_ \
  victim_relabelled_ swap t/a/x "$work/victim/file" -- \
  setfiles -F "$work/spec" "$work/t"

race_finish_
