#!/bin/bash
# mkdir -p as root in a directory the attacker writes: an intermediate
# directory, just made, swapped for a symlink to root's directory
# outside it, while -m gives the last one its mode or -Z its label.
# GNU's mkdir -p follows a symlink that is already there by design; what
# is judged is only what changes on the victim (names, modes, owners,
# times, xattrs, labels): under ours, nothing.  GNU's count is shown
# beside it.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/race/lib.sh"
ours_bin=$builddir/src/mk/mkdir
require_ref_ /usr/bin/mkdir
[ -x "$ours_bin" ] || skip_ "our mkdir is not built"
require_cmd_ getfattr md5sum

make_victim_ () {
  mkdir -m 0700 "$1" && mkdir "$1/b" "$1/sub" && mkdir "$1/b/c" &&
    echo VICTIM-DATA > "$1/x" &&
    find "$1" -exec setfattr -h -n security.selinux \
      -v system_u:object_r:shadow_t:s0 {} +
}
victim_make_ "$work/victim" make_victim_

# Reached: the victim changed.  Then dst is made afresh (dst_, lib.sh).
victim_done_ () { victim_changed_ "$work/victim"; local r=$?; dst_; return $r; }

# dst/a just made, swapped: the rest (b, b/c) would be made in, or the
# mode given to, the victim's.
race_ "mkdir -p -m 1777 dst/a/b/c, new dst/a <-> symlink to the victim" \
  dst_ victim_done_ swapnew dst/a "$work/victim" -- mkdir -p -m 1777 dst/a/b/c
race_ "mkdir -p -m 0700 dst/a/sub, new dst/a <-> symlink to the victim" \
  dst_ victim_done_ swapnew dst/a "$work/victim" -- mkdir -p -m 0700 dst/a/sub

selinux_sim_ '.*	system_u:object_r:tmp_t:s0'
race_preload=$sim_shim
race_ "mkdir -p -Z dst/a/b/c, new dst/a <-> symlink to the victim" \
  dst_ victim_done_ swapnew dst/a "$work/victim" -- mkdir -p -Z dst/a/b/c
race_ "mkdir -p -Z dst/a/sub, new dst/a <-> symlink to the victim" \
  dst_ victim_done_ swapnew dst/a "$work/victim" -- mkdir -p -Z dst/a/sub
race_preload=
race_finish_
