# /vm/upstream.sh: sourced by /vm/run (busybox sh) in the tests/vm guest
# for tests/upstream/vm.sh.  Runs GNU coreutils 9.1's SELinux tests listed
# in /vm/gnu/tests.list twice, on a kernel with SELinux and our policy:
# with GNU's programs (/vm/gnu/src) and with ours in place of GNU's for the
# programs we ship.  Writes to the second serial port one line per run,
#   RESULT gnu|ours TEST PASS|FAIL|SKIP|ERROR
# and then each run's log, every line prefixed "LOG gnu|ours TEST ".
if [ -c /dev/ttyS1 ]; then exec 3> /dev/ttyS1; else exec 3>&1; fi
up_=/vm/gnu
ours_progs_=$(cat $up_/ours.list)
echo "# guest uptime $(cut -d' ' -f1 /proc/uptime) s: GNU's tests start"

# The ext4 driver (it mounts ext2 too), for cp/cp-a-selinux.sh's
# loop-mounted file system.
if [ -s /vm/modules/order ]; then
  for m_ in $(cat /vm/modules/order); do
    busybox insmod "/vm/modules/$m_" 2> /dev/null
  done
fi

# The kernel starts with no loop device: have it make one for busybox's
# mount -o loop to find.
[ -x /sbin/losetup ] && /sbin/losetup -f > /dev/null 2>&1
ls -l /dev/loop* 2>&1 | head -n 3

# The two trees in /tmp (a tmpfs that holds labels): GNU's, and a copy
# whose src/ has ours in place of GNU's for our programs.
for b_ in gnu ours; do
  busybox mkdir -p /tmp/$b_
  busybox cp -a $up_/. /tmp/$b_/
done
for p_ in $ours_progs_; do
  busybox rm -f /tmp/ours/src/$p_
  busybox cp /usr/bin/$p_ /tmp/ours/src/$p_
  # GNU's tests run install as ginstall.
  [ $p_ = install ] && busybox cp /usr/bin/install /tmp/ours/src/ginstall
done

for t_ in $(cat $up_/tests.list); do
  # cp-a-selinux.sh mounts an ext2 image with context=root:object_r:tmp_t,
  # which our policy does not let tmp_t do (filesystem associate): that
  # test runs in permissive mode, where labels are computed all the same.
  mode_=1
  case $t_ in tests/cp/cp-a-selinux.sh) mode_=0 ;; esac
  echo $mode_ > /sys/fs/selinux/enforce
  for b_ in gnu ours; do
    d_=/tmp/$b_
    log_=/tmp/$b_.$(echo "$t_" | busybox tr / _).log
    (
      cd $d_ &&
      busybox env -i \
        PATH=$d_/src:/vm/ref:/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp \
        TMPDIR=/tmp LC_ALL=C TERM=dumb VERBOSE=yes fail=0 \
        srcdir=. top_srcdir=. abs_top_builddir=$d_ abs_top_srcdir=$d_ \
        abs_srcdir=$d_ CONFIG_HEADER=$d_/lib/config.h \
        built_programs="$(cat $up_/built_programs)" \
        VERSION=9.1 PACKAGE_VERSION=9.1 SHELL=/vm/ref/bash \
        CU_TEST_NAME=coreutils,$t_ host_os=linux-gnu EXEEXT= \
        /vm/ref/bash "$t_" 9>&2
    ) > "$log_" 2>&1 < /dev/null
    case $? in
      0) r_=PASS ;;
      77) r_=SKIP ;;
      1) r_=FAIL ;;
      *) r_=ERROR ;;
    esac
    echo "RESULT $b_ $t_ $r_" >&3
    echo "# $b_ $t_: $r_"
  done
  echo 1 > /sys/fs/selinux/enforce
done
for t_ in $(cat $up_/tests.list); do
  for b_ in gnu ours; do
    log_=/tmp/$b_.$(echo "$t_" | busybox tr / _).log
    busybox sed "s|^|LOG $b_ $t_ |" "$log_" >&3
  done
done
echo "DONE" >&3
echo "# guest uptime $(cut -d' ' -f1 /proc/uptime) s: GNU's tests end"
echo "---- the kernel's AVC denials ----"
dmesg | grep 'avc: ' | sed 's/^\[[ 0-9.]*\] audit: type=[0-9]* audit([0-9.:]*): //'
