#!/bin/bash
# stat -f on several file systems (a tmpfs, a ramfs, proc, sysfs, devpts,
# cgroup, the root file system), every -f directive and the default and
# terse formats; then every file system type name, the 9.1 table and
# beyond, through the preload shim's statfs.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/stat/lib.sh"

mkdir ram && mount -t ramfs stat-ram ram && : > ram/f ||
  framework_failure_ "cannot mount a ramfs"
mkdir mq && mount -t mqueue stat-mq mq 2>/dev/null || rmdir mq

# Every directive, alone and all together; free counts only where
# nothing writes between the two runs.
letters=(a b c d f i l n s S t T q H L '%')
all=$(printf '%%%s|' "${letters[@]}")
quiet=(../ro ../ro/f ../ro/d ram ram/f /proc /proc/version /sys /sys/kernel
       /dev/pts)
[ -d mq ] && quiet+=(mq)
for d in "${quiet[@]}"; do
  queue_ -f "$d"
  queue_ -f -t "$d"
  queue_ -f -L "$d"
  queue_ -f -c "$all" "$d"
  queue_ -f --printf="$all\\n" "$d"
  for l in "${letters[@]}"; do queue_ -f -c "%$l" "$d"; done
  queue_ -c '%C' "$d"
done
# Busy file systems: what does not move.
for d in / /tmp /dev /sys/fs/cgroup/unified /sys/fs/cgroup/cpu reg \
         dangling link; do
  queue_ -f -c '%n %i %l %t %T %s %S %b %c' "$d"
  queue_ -f -L -c '%n %i %l %t %T %s %S %b %c' "$d"
done
queue_ -f -c %T ../ro /proc /sys ram
run_queue_ stat $ref "$ours"

# Every type name: the magic numbers of 9.1's table (in our source), the
# kernel's <linux/magic.h>, and others.
magics=$(sed -n 's/^ *{ 0x\([0-9A-Fa-f]*\),.*/\1/p' \
           "$srcdir/src/stat/fstype.c")
[ -f /usr/include/linux/magic.h ] &&
  magics+=" $(sed -n 's/^#define [A-Z0-9_]*MAGIC[A-Z0-9_]*[[:space:]]*0x\([0-9a-fA-F]*\).*/\1/p' \
               /usr/include/linux/magic.h)"
magics+=" 0 1 ffffffff 7fffffff 80000000 100000000 ffffffffffffffff deadbeef 1234"
n=0
for m in $magics; do
  n=$((n + 1))
  SHIM_FSTYPE=$m LD_PRELOAD=$shim \
    compare_ stat $ref "$ours" -f -c '%t|%T|%-30T|%.4T' ../ro/f
done
[ $n -gt 150 ] || framework_failure_ "only $n magic numbers"
finish_
