#!/bin/bash
# The real-kernel test: boot Debian's kernel with SELinux on our policy
# and our tools, run the checks of tests/vm/guest/checks in it, and judge
# the TAP lines they print.  Passes when every check that ran passed;
# fails showing the failing checks (and the console when the run broke
# off); skips when qemu, the kernel or the policy is missing, or when no
# check could run.
. "$abs_top_srcdir/tests/init.sh"
. "$srcdir/tests/vm/host.sh"

vm_require_
echo "kernel: $kernel ($(cat "${kernel%/*}/package" 2> /dev/null || echo '?'))"
vm_build_root_ check
vm_pack_ initrd
vm_ext4_disk_ "$PWD/ext4.img"
vm_boot_ initrd console results
vm_judge_ $?
