#!/bin/bash
# setsebool -P across real reboots of the Debian guest (issue 20): the
# scenario tests/vm/debian/persist.sh, three boots of one copy-on-write
# disk in one qemu (debian/host.sh, deb_boot_disk_): boot 1 sets booleans
# with and without -P, boot 2 and boot 3 find only the kept values, in the
# kernel, in getsebool and in what apache2 may serve, and across a policy
# reload.  Skips where debian.sh skips, and without qemu-img.
. "$abs_top_srcdir/tests/init.sh"
. "$srcdir/tests/vm/host.sh"
. "$srcdir/tests/vm/debian/host.sh"

deb_require_
require_cmd_ qemu-img
echo "kernel: $kernel ($(cat "${kernel%/*}/package" 2> /dev/null || echo '?'))"
t0=$(date +%s)
deb_build_suite_ scenario "$deb_src/persist.sh"
deb_build_initrd_
deb_overlay_
t1=$(date +%s)
deb_boot_disk_ console results
rc=$?
t2=$(date +%s)
tr -d '\r' < console > console.txt
tr -d '\r' < results > results.txt
deb_split_console_ console.txt

cat results.txt
echo "---- the boots ----"
cat "$work/boots.log"
deb_boot_times_
echo "suite disk, initramfs and overlay: $((t1 - t0)) s; qemu, all boots: $((t2 - t1)) s"
deb_expect_boots_ 3 "$rc"
deb_judge_ results.txt console.txt "$rc"
exit 0
