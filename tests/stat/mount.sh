#!/bin/bash
# %m: the mount point under nested mounts, bind mounts (of directories
# and of files), a second mount of sysfs (which 9.1 names by its source),
# symbolic links with and without -L, relative and absolute names, and
# directories a user cannot enter.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/stat/lib.sh"

mkdir -p inner bound bfile sysb ram 'odd mnt' noexec/sub
: > bfile/target
mount -t tmpfs -o size=1m stat-inner inner && mkdir inner/d && : > inner/d/f &&
  mount --bind dir bound && mount --bind reg bfile/target &&
  mount -t sysfs /sys sysb && mount -t tmpfs -o size=1m /odd 'odd mnt' &&
  mount -t ramfs "$PWD/ram" ram ||
  framework_failure_ "mounting"
ln -s inner/d/f toinner
ln -s sysb/kernel tosys
chmod 666 noexec

files=(reg dir sub/deep link dangling dirlink inner inner/d inner/d/f
       toinner bound bfile/target bfile sysb sysb/kernel tosys 'odd mnt'
       ram "$PWD/reg" "$PWD/inner/d" ../m/inner/d/ ./inner/../reg . .. /
       /proc/version /sys/kernel /dev/null noexec noexec/sub fifo sock chr)
for f in "${files[@]}"; do
  queue_ -c '%m|%n' "$f"
  queue_ -L -c '%m|%n' "$f"
  queue_ -c '%m %m %-40m|%.5m' "$f"
done
queue_ -c '%m' "${files[@]}"
run_queue_ stat $ref "$ours"

wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
for f in noexec noexec/sub reg inner/d/f dirlink sysb; do
  compare_ stat $ref "$ours" -c '%m|%n' "$f"
  compare_ stat $ref "$ours" -L -c '%m|%n' "$f"
done
wrap=
finish_
