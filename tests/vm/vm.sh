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
  echo "---- console (last 60 lines) ----"
  tail -n 60 console.txt
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
