#!/bin/bash
# mv across file systems, as root, with an attacker beside it: a
# directory moved into a directory the attacker writes (the new
# directory swapped for a symlink to root's files), a moved tree whose
# source the attacker rewrites, and a regular file, fifo or socket moved
# onto root's file in the attacker's directory (the freed name taken).  No victim
# may change (names, modes, owners, times, xattrs, contents), none of
# its data may reach the copy, and root's file is never lost, under
# ours; GNU's count is shown beside it.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/race/lib.sh"
ours_bin=$builddir/src/cp/mv
require_ref_ /usr/bin/mv
[ -x "$ours_bin" ] || skip_ "our mv is not built"
require_cmd_ getfattr md5sum
# The other file system.
mkdir B && mount -t tmpfs -o size=32m,mode=0755 other B ||
  framework_failure_ "cannot mount a second tmpfs"

# The victims: root's, outside the trees, with names the moved tree
# also has; one on each file system.
make_victim_ () {
  mkdir -m 0700 "$1" && mkdir "$1/a" "$1/secret" &&
    echo VICTIM-DATA > "$1/secret/VICTIM-FILE" &&
    echo VICTIM-DATA > "$1/x" && echo VICTIM-DATA > "$1/a/x" &&
    setfattr -n user.victim -v 1 "$1" && setfattr -n user.victim -v 1 "$1/x" &&
    find "$1" -exec setfattr -h -n security.selinux \
      -v system_u:object_r:shadow_t:s0 {} +
}
victim_make_ "$work/victim" make_victim_
victim_make_ "$work/B/victim" make_victim_

# The tree moved, the attacker's, made again before each run.
src_tree_ () {
  # Out of the attacker's paths first, then removed.
  if [ -e src/t ]; then
    rm -rf gone && mv -T src/t gone && rm -rf gone ||
      framework_failure_ "old tree"
  fi
  mkdir -p src/t/a/sub && echo data > src/t/a/x &&
    echo data > src/t/x && echo data > src/t/a/sub/f1 &&
    chown -R 65534:65534 src/t || framework_failure_ "tree"
}
# Reached: a victim changed, or its data is in one of the places named,
# each first moved out of the attacker's reach, then searched without
# following symlinks.
reached_ () {
  local hit=1 c n=0
  victim_changed_ "$work/victim" && hit=0
  victim_changed_ "$work/B/victim" && hit=0
  for c; do
    n=$((n + 1))
    rm -rf "$work/B/judged.$n"
    mv -T "$c" "$work/B/judged.$n" 2>/dev/null || continue
    c=$work/B/judged.$n
    if [ -d "$c" ] && [ ! -L "$c" ] && { grep -rqs VICTIM-DATA "$c" ||
         [ -n "$(find "$c" -name 'VICTIM*' | head -1)" ]; }; then
      hit=0
    fi
    rm -rf "$c"
  done
  return $hit
}

# A directory moved into the attacker's directory: the new B/dst/t
# swapped for a symlink to the victim (GNU's clears and makes names
# by paths through it).
into_ () {
  mkdir -p src && src_tree_ && rm -rf B/dst && mkdir B/dst &&
    chown 65534:65534 B/dst || framework_failure_ "dst"
}
into_done_ () { reached_ B/dst/t B/dst/t.real; local r=$?; src_tree_; return $r; }
race_ "mv src/t B/dst, new B/dst/t <-> symlink to the victim" into_ \
  into_done_ swapnew B/dst/t "$work/B/victim" -- mv src/t B/dst

# The source rewritten while it is copied: src/t/a swapped for a
# symlink to the victim.
out_done_ () { reached_ B/out; local r=$?; src_tree_; return $r; }
race_ "mv src/t B/out, source src/t/a <-> symlink to the victim" into_ \
  out_done_ swapnew src/t/a "$work/victim" -- mv src/t B/out

# A regular file, a fifo or a socket, moved onto root's file in the
# attacker's directory: the name GNU's frees is taken, and root's file
# is lost.  Reached: B/dst/f is neither root's file nor the one moved.
special_ () {
  rm -f src/p && case $kind in
    file) echo MOVED-DATA > src/p ;;
    fifo) mkfifo src/p ;;
    socket) "$py" -c 'import socket, sys
socket.socket(socket.AF_UNIX).bind(sys.argv[1])' src/p ;;
  esac || framework_failure_ "special"
  echo ROOT-DATA > B/stage && mv -T -f B/stage B/dst/f ||
    framework_failure_ "root's file"
}
onto_ () { mkdir -p src && into_ && special_; }
onto_done_ () {
  local hit=1
  mv -T B/dst/f B/judged 2>/dev/null
  { [ -L B/judged ] || ! { [ -p B/judged ] || [ -S B/judged ] ||
                           grep -qsE '^(ROOT|MOVED)-DATA$' B/judged; }; } &&
    hit=0
  rm -f B/judged
  victim_changed_ "$work/B/victim" && hit=0
  special_
  return $hit
}
for kind in file fifo socket; do
  race_ "mv $kind src/p B/dst/f, root's B/dst/f, its name taken" onto_ \
    onto_done_ take B/dst/f "$work/B/victim/x" -- mv src/p B/dst/f
done

# mv -Z within the file system: the moved tree is relabelled after the
# rename (GNU's by paths through it), while the attacker, its owner,
# swaps dst/t/a for a symlink to the victim.
selinux_sim_ '.*	system_u:object_r:tmp_t:s0'
race_preload=$sim_shim
same_ () {
  mkdir -p src && src_tree_ && rm -rf dst && mkdir dst &&
    chown 65534:65534 dst || framework_failure_ "dst"
}
same_done_ () {
  local hit=1
  victim_changed_ "$work/victim" && hit=0
  rm -rf gone && mv -T dst/t gone 2>/dev/null
  rm -rf gone dst/t.real
  src_tree_
  return $hit
}
race_ "mv -Z src/t dst, moved dst/t/a <-> symlink to the victim" same_ \
  same_done_ swapnew dst/t/a "$work/victim" -- mv -Z src/t dst
race_preload=
race_finish_
