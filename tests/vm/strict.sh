#!/bin/bash
# The strict policy on a real kernel: boot the tiny guest of vm.sh with
# the build's policy/strict as /etc/selinux/strict (SELINUXTYPE=strict,
# enforcing), and run tests/vm/strict/*.sh there: the loaded policy is
# strict's, unconfined_t does not exist, an ordinary user (user_t) is
# refused shadow_t, the mode, policy loads, setfiles and relabelling to
# types not its own, the administrator (sysadm_t) is not, and the kernel
# logged the denials.  One boot; skips as vm.sh does.
. "$abs_top_srcdir/tests/init.sh"
VM_POLICY_DIR=$builddir/policy/strict
VM_CHECKS='tests/vm/strict/10-strict.sh tests/vm/strict/20-newrole.sh'
. "$srcdir/tests/vm/host.sh"
. "$srcdir/tests/vm/strict/pam.sh"

vm_require_
echo "kernel: $kernel ($(cat "${kernel%/*}/package" 2> /dev/null || echo '?'))"
vm_build_root_ check
vm_strict_pam_
# host.sh ships the tree as /etc/selinux/targeted: name it strict.
mv "$root/etc/selinux/targeted" "$root/etc/selinux/strict" &&
  printf 'SELINUX=enforcing\nSELINUXTYPE=strict\n' > "$root/etc/selinux/config" ||
  framework_failure_ "renaming the store"
vm_pack_ initrd
vm_boot_ initrd console results
vm_judge_ $?
