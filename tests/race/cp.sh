#!/bin/bash
# cp -a and cp -r over a tree its owner rewrites while root copies it,
# and into a directory the attacker may write: a source directory or
# file, a directory cp has just made, or one it copies into, swapped
# for a symlink to root's files outside the tree.  No victim may change
# (names, modes, owners, times, xattrs, contents) and none of its data
# may reach the copy under ours; GNU's count is shown beside it.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/race/lib.sh"
ours_bin=$builddir/src/cp/cp
require_ref_ /usr/bin/cp
[ -x "$ours_bin" ] || skip_ "our cp is not built"
require_cmd_ getfattr md5sum

# The victim: root's, outside the tree, with names the tree also has.
make_victim_ () {
  mkdir -m 0700 "$1" && mkdir "$1/a" "$1/sub" "$1/secret" &&
    echo VICTIM-DATA > "$1/secret/VICTIM-FILE" &&
    echo VICTIM-DATA > "$1/x" && echo VICTIM-DATA > "$1/a/x" &&
    setfattr -n user.victim -v 1 "$1" && setfattr -n user.victim -v 1 "$1/x" &&
    find "$1" -exec setfattr -h -n security.selinux \
      -v system_u:object_r:shadow_t:s0 {} +
}
victim_make_ "$work/victim" make_victim_

# A tree owned by the attacker.
tree_ () {
  rm -rf t && mkdir -p t/a/sub t/b && echo data > t/a/sub/f1 &&
    echo data > t/a/x && echo data > t/x && echo data > t/b/y &&
    setfattr -n user.tree -v 1 t/a && chown -R 65534:65534 t ||
    framework_failure_ "tree"
}
# Reached: the victim changed, or its data is in one of the copies
# named: each first moved out of the attacker's reach (a name the
# attacker still swaps could turn into a symlink to the victim while it
# is searched), then searched without following symlinks.
reached_ () {
  local hit=1 c n=0
  victim_changed_ "$work/victim" && hit=0
  for c; do
    n=$((n + 1))
    rm -rf "$work/judged.$n"
    mv -T "$c" "$work/judged.$n" 2>/dev/null || continue
    c=$work/judged.$n
    if [ -d "$c" ] && [ ! -L "$c" ] && { grep -rqs VICTIM-DATA "$c" ||
         [ -n "$(find "$c" -name 'VICTIM*' | head -1)" ]; }; then
      hit=0
    fi
    rm -rf "$c"
  done
  return $hit
}
# After each run: judge, then clear the copy for the next.
copied_out_ () { reached_ out; }

race_ "cp -a, source t/a/sub <-> symlink to the victim" tree_ copied_out_ \
  swap t/a/sub "$work/victim/secret" -- cp -a t out
race_ "cp -r, source t/a <-> symlink to the victim" tree_ copied_out_ \
  swap t/a "$work/victim" -- cp -r t out
race_ "cp -a, source file t/a/x <-> symlink to a victim file" tree_ \
  copied_out_ swap t/a/x "$work/victim/x" -- cp -a t out

# Into a directory the attacker writes: the copy's top directory, just
# made, swapped for a symlink to the victim.
into_ () {
  tree_ && rm -rf dst && mkdir dst && chown 65534:65534 dst ||
    framework_failure_ "dst"
}
into_done_ () { reached_ dst/t dst/t.real; }
race_ "cp -a t dst, new dst/t <-> symlink to the victim" into_ into_done_ \
  swapnew dst/t "$work/victim" -- cp -a t dst

# Into an existing tree of the attacker's: a directory copied into
# swapped for a symlink to the victim.
# A hard link kept by cp -a: the first copy's path, dst/t/a/x, and the
# link's, dst/t/a/sub/h, both lead through the new dst/t/a, swapped for
# a symlink to the victim (GNU's links by those paths).
links_ () { into_ && ln t/a/x t/a/sub/h || framework_failure_ "link"; }
race_ "cp -a t dst, hard link t/a/sub/h, new dst/t/a <-> symlink" links_ \
  into_done_ swapnew dst/t/a "$work/victim" -- cp -a t dst

merge_ () {
  into_ && mkdir -p dst/t/a/sub && chown -R 65534:65534 dst/t ||
    framework_failure_ "merge"
}
merge_done_ () { victim_changed_ "$work/victim"; }
race_ "cp -a t dst, existing dst/t/a <-> symlink to the victim" merge_ \
  merge_done_ swap dst/t/a "$work/victim" -- cp -a t dst

# cp --parents into the attacker's directory: the first directory on
# the way, just made, swapped for a symlink to the victim (GNU's makes
# the next ones, copies and sets attributes by paths through it).
mkdir -p srcp/a/b && echo data > srcp/a/b/f || framework_failure_ "srcp"

# Judged, then dst made afresh (dst_, lib.sh).
parents_done_ () { reached_ dst/srcp dst/srcp.real; local r=$?; dst_; return $r; }
race_ "cp -a --parents srcp/a/b/f dst, new dst/srcp <-> symlink" dst_ \
  parents_done_ swapnew dst/srcp "$work/victim" -- cp -a --parents srcp/a/b/f dst
race_ "cp -r --parents srcp/a dst, new dst/srcp <-> symlink" dst_ \
  parents_done_ swapnew dst/srcp "$work/victim" -- cp -r --parents srcp/a dst

# -Z: an existing directory copied into takes file_contexts' type (the
# victim's labels are shadow_t; file_contexts gives tmp_t).
selinux_sim_ '.*	system_u:object_r:tmp_t:s0'
race_preload=$sim_shim
race_ "cp -rZ t dst, existing dst/t/a <-> symlink to the victim" merge_ \
  merge_done_ swap dst/t/a "$work/victim" -- cp -rZ t dst
race_preload=
race_finish_
