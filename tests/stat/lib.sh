# Sourced by the tests of tests/stat/ after tests/init.sh: GNU's stat and
# ours, and a fixture of varied files on a tmpfs of this test's own.
#
# The test re-runs itself in a private mount namespace, where the tmpfs
# is mounted noatime (so that reading a link's target leaves its atime
# alone between the two runs) at $work/m, and the fixture is built there
# with fixed times (touch -d), odd names, modes, devices, sockets and
# security.selinux values of every kind.  Its files are listed in
# $fixture_files (a shell array).

ref=/usr/bin/stat
ours=$builddir/src/stat/stat
require_ref_ $ref
[ -x "$ours" ] || framework_failure_ "$ours is not built"
require_root_
require_cmd_ unshare setfattr python3

if [ -z "${STAT_IN_NS:-}" ]; then
  case $0 in /*) self=$0 ;; *) self=$abs_top_builddir/$0 ;; esac
  cd / && rmdir "$work"
  STAT_IN_NS=1 exec unshare -m --propagation private /bin/bash "$self" "$@"
fi

mkdir m && mount -t tmpfs -o noatime,size=16m,mode=755 stat-test m ||
  skip_ "cannot mount a tmpfs"
# A read-only tmpfs, for -f: nothing writes there between two runs.
mkdir ro && mount -t tmpfs -o size=4m,nr_inodes=500 stat-ro ro &&
  mkdir ro/d && : > ro/f && mount -o remount,ro ro ||
  framework_failure_ "the read-only tmpfs"
cleanup_ () { cd /; umount -R "$work/m" "$work/ro" 2>/dev/null; :; }

shim=$builddir/tests/stat/shim.so

# Odd names: a newline, quotes, a backslash, a non-UTF-8 byte, UTF-8, a
# leading dash, spaces, shell metacharacters.
odd_names=($'nl\nname' "q'uote" 'd"quote' 'back\slash' $'latin\xe9' 'é ü' \
  -dash 'two  spaces' '$(x)*?' $'tab\tx' $'esc\x1b')

build_fixture_ () (
  cd m || exit 1
  set -e
  printf 'hello\n' > reg
  : > empty
  head -c 70000 /dev/zero > big
  mkdir dir sub sub/deep
  chmod 1777 dir
  printf x > setuid && chmod 4755 setuid
  printf x > setgid && chmod 2750 setgid
  printf x > sticky && chmod 1644 sticky
  printf x > none && chmod 0 none
  printf x > all && chmod 7777 all
  ln -s reg link
  ln -s nowhere dangling
  ln -s link link2
  ln -s dir dirlink
  ln -s "$(printf 'x%.0s' $(seq 300))" longlink
  ln reg hard
  mkfifo fifo
  python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' sock
  mknod chr c 1 3
  mknod blk b 8 0
  mknod bigdev c 4095 1048575
  for n in "${odd_names[@]}"; do printf x > "$n"; done
  ln -s $'nl\nname' 'link to odd'
  ln -s $'latin\xe9' $'link\xff'
  # Labels: a context, an MCS one, the empty value, one NUL byte,
  # "unlabeled", a value with a NUL inside, none (reg).
  for f in lab lab_mcs lab_empty lab_nul lab_unl lab_inner; do printf x > $f; done
  setfattr -n security.selinux -v system_u:object_r:etc_t:s0 lab
  setfattr -n security.selinux -v 'user_u:object_r:user_home_t:s0:c1,c2' lab_mcs
  setfattr -n security.selinux -v '""' lab_empty 2>/dev/null ||
    setfattr -n security.selinux -v 0x lab_empty
  setfattr -n security.selinux -v 0x00 lab_nul
  setfattr -n security.selinux -v unlabeled lab_unl
  setfattr -n security.selinux -v 0x61003a62 lab_inner
  ln -s lab lablink
  setfattr -h -n security.selinux -v system_u:object_r:lnk_t:s0 lablink
  setfattr -n security.selinux -v system_u:object_r:dir_t:s0 dir
  # Fixed times: one before the Epoch with a fraction, one far ahead.
  touch -d '2001-02-03 04:05:06.123456789' reg empty big setuid setgid \
    sticky none all hard fifo sock chr blk bigdev lab lab_mcs lab_empty \
    lab_nul lab_unl lab_inner -- "${odd_names[@]}"
  touch -d '1969-12-31 23:59:59.5' sub/deep
  touch -d '1960-05-06 07:08:09.000000001' sub
  touch -d '2400-01-01 00:00:00.999999999' dir
  touch -a -d '2010-10-10 10:10:10.1' reg
  # Times localtime cannot take: printed as seconds.
  printf x > huge && touch -d @67768036191676800 huge
  printf x > tiny && touch -d @-67768040609740800 tiny
  printf x > maxtime && touch -d @9223372036854775807 maxtime
  touch -h -d '2002-02-02 02:02:02' link link2 dangling dirlink longlink \
    lablink 'link to odd' $'link\xff'
)

build_fixture_ || framework_failure_ "building the fixture"
cd m || framework_failure_ "cd m"
# Every fixture file, and some of the system's (stable between two runs
# of the same test); "." is left out: the test's outputs land there.
fixture_files=(reg empty big dir sub sub/deep huge tiny maxtime setuid setgid sticky none all
  link dangling link2 dirlink longlink hard fifo sock chr blk bigdev
  "${odd_names[@]/#-/./-}" 'link to odd' $'link\xff' lab lab_mcs lab_empty
  lab_nul lab_unl lab_inner lablink .. / /proc/version /sys/kernel
  /nonexistent missing dangling/x reg/x)
