#!/bin/bash
# The twelve real daemons on a live SELinux kernel: boot a Debian 12 root
# file system (tests/vm/debian/build-image) with our policy and our
# tools, start the daemons as Debian does, and judge the TAP lines of
# tests/vm/debian/checks.sh: each daemon in its own domain, serving a
# client, with no denial in its normal work, and refused what the policy
# forbids every daemon.  Skips when qemu, the kernel, its modules or the
# cached Debian tree is missing.
. "$abs_top_srcdir/tests/init.sh"
. "$srcdir/tests/vm/host.sh"
. "$srcdir/tests/vm/debian/host.sh"

# Under strict, logins on the guest's ttyS2 too (debian/host.sh): root,
# an ordinary user, and toor, uid 0 mapped to user_u.
[ "${VM_DEBIAN_POLICY:-targeted}" = targeted ] ||
  deb_logins=${VM_DEBIAN_LOGINS-'root:Root-pw1 alice:Alice-pw1 toor:Toor-pw1'}
deb_require_
echo "kernel: $kernel ($(cat "${kernel%/*}/package" 2> /dev/null || echo '?'))"
t0=$(date +%s)
deb_build_suite_ check
deb_build_initrd_
t1=$(date +%s)
deb_boot_ console results
rc=$?
t2=$(date +%s)
tr -d '\r' < console > console.txt
tr -d '\r' < results > results.txt

cat results.txt
grep -E '^# (guest uptime|started |relabel )' console.txt
echo "suite disk and initramfs: $((t1 - t0)) s; boot to result: $((t2 - t1)) s"
deb_login_report_
deb_judge_ results.txt console.txt "$rc"
exit 0
