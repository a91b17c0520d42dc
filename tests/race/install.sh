#!/bin/bash
# install as root into a directory the attacker writes: -D's leading
# directories, just made, swapped for a symlink to root's directory
# outside it; -d -m -o -g of directories there; a file installed onto
# root's file there while the attacker takes the name whenever it is
# free, or swaps the copy for a symlink to a victim file; -Z.  No victim
# may change (names, modes, owners, times, xattrs, labels, contents)
# and root's old file is never lost, under ours; GNU's count is shown
# beside it.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/race/lib.sh"
ours_bin=$builddir/src/cp/install
require_ref_ /usr/bin/install
[ -x "$ours_bin" ] || skip_ "our install is not built"
require_cmd_ getfattr md5sum

# The victim: root's, outside the attacker's directory, with the names
# the installs make.
make_victim_ () {
  mkdir -m 0700 "$1" && mkdir "$1/a" "$1/b" "$1/sub" &&
    echo VICTIM-DATA > "$1/x" && echo VICTIM-DATA > "$1/a/x" &&
    echo VICTIM-DATA > "$1/f" && setfattr -n user.victim -v 1 "$1/x" &&
    find "$1" -exec setfattr -h -n security.selinux \
      -v system_u:object_r:shadow_t:s0 {} +
}
victim_make_ "$work/victim" make_victim_
echo NEW-DATA > newf || framework_failure_ "newf"

# Reached: the victim changed.  Then dst is made afresh (dst_, lib.sh).
victim_done_ () { victim_changed_ "$work/victim"; local r=$?; dst_; return $r; }

race_ "install -D newf dst/a/b/f, new dst/a <-> symlink to the victim" \
  dst_ victim_done_ swapnew dst/a "$work/victim" -- install -D newf dst/a/b/f
race_ "install -d -m 1777 -o 65534 -g 65534 dst/a/sub, new dst/a <-> symlink" \
  dst_ victim_done_ swapnew dst/a "$work/victim" -- \
  install -d -m 1777 -o 65534 -g 65534 dst/a/sub

# Onto root's file in the attacker's directory.  Reached: dst/f is
# neither root's old file nor the new one (the attacker only takes a
# free name), or the victim changed.
root_file_ () {
  echo ROOT-DATA > stage || framework_failure_ "stage"
  # One rename(2) over whatever the attacker left at dst/f (mv's own
  # checks could meet the attacker's renames half way).
  "$py" -c 'import os, sys; os.replace(sys.argv[1], sys.argv[2])' \
    stage dst/f || { ls -la dst >&2; framework_failure_ "root's file"; }
}
onto_ () { dst_ && root_file_; }
onto_done_ () {
  local hit=1
  rm -f judged
  mv -T dst/f judged 2>/dev/null
  { [ -L judged ] || ! grep -qsE '^(ROOT|NEW)-DATA$' judged; } && hit=0
  victim_changed_ "$work/victim" && hit=0
  root_file_
  return $hit
}
swapped_done_ () { victim_changed_ "$work/victim"; local r=$?; root_file_; return $r; }
race_ "install -m 0600 newf dst/f, root's dst/f, its name taken" onto_ \
  onto_done_ take dst/f "$work/victim/x" -- install -m 0600 newf dst/f
# The copy swapped for a symlink to a victim file: its mode and owner
# must not land there.
race_ "install -m 0600 -o 65534 newf dst/f, dst/f <-> symlink" onto_ \
  swapped_done_ swap dst/f "$work/victim/x" -- install -m 0600 -o 65534 newf dst/f

# -Z (SELinux simulated: the relabel after the copy is what is raced).
selinux_sim_ '.*	system_u:object_r:tmp_t:s0'
race_preload=$sim_shim
race_ "install -Z -D newf dst/a/b/f, new dst/a <-> symlink" dst_ \
  victim_done_ swapnew dst/a "$work/victim" -- install -Z -D newf dst/a/b/f
race_ "install -Z newf dst/f, dst/f <-> symlink to a victim file" onto_ \
  swapped_done_ swap dst/f "$work/victim/x" -- install -Z newf dst/f
race_preload=
race_finish_
