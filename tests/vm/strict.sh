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
rc=$?
tr -d '\r' < console > console.txt
tr -d '\r' < results > results.txt

cat results.txt
grep '^# guest uptime' console.txt
plan=$(sed -n 's/^1\.\.\([0-9]*\)$/\1/p' results.txt)
total=$(grep -Ec '^(not )?ok [0-9]+' results.txt)
failed=$(grep -Ec '^not ok [0-9]+' results.txt)
skipped=$(grep -Ec '^ok [0-9]+ .*# SKIP' results.txt)

show_console_ () {
  echo "---- console (last 80 lines) ----"
  tail -n 80 console.txt
}
if [ -z "$plan" ] || [ "$plan" != "$total" ]; then
  show_console_
  fail_ "the scenario did not finish (qemu status $rc, ${total} checks reported)"
fi
echo "$total in-VM checks: $((total - failed - skipped)) passed, $failed failed, $skipped skipped"
if [ "$failed" != 0 ]; then
  show_console_
  echo "---- failed ----"
  grep -E '^not ok ' results.txt
  fail_ "$failed of $total in-VM checks failed"
fi
[ "$skipped" != "$total" ] || skip_ "every in-VM check was skipped"
exit 0
