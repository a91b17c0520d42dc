#!/bin/bash
# The article's switch of policy on the Debian guest, as its own test:
# one disk kept across five boots (a copy-on-write overlay of the cached
# image), the scenario of tests/vm/debian/switch.sh: targeted and
# enforcing; SELINUXTYPE=strict, fixfiles -F onboot, reboot; the relabel
# boot (our init, as Debian's selinux-autorelabel: fixfiles restore from
# strict's file_contexts, then a reboot); strict and enforcing: its
# policy loaded, init in init_t, the daemons in their domains serving
# their clients, logins of root (sysadm_t) and of users (user_t) on the
# second serial line, the promises with their denials, the sources
# rebuilt with make load, fixfiles -F check clean; and back to targeted
# the same way, checked the same.  Prints each boot's and each relabel's
# time.  Skips as debian.sh does.
. "$abs_top_srcdir/tests/init.sh"
. "$srcdir/tests/vm/host.sh"
export VM_DEBIAN_POLICY=targeted
. "$srcdir/tests/vm/debian/host.sh"

deb_policy_tools=1
deb_logins=${VM_DEBIAN_LOGINS-'root:Root-pw1 alice:Alice-pw1 toor:Toor-pw1'}
deb_require_
[ -r "$strict_dir/policy/policy.33" ] || skip_ "the strict policy is not built"
# The suite's programs carry strict's labels: valid under both policies,
# and right under strict, where they cannot be relabelled (read-only).
suite_fc=$strict_dir/contexts/files/file_contexts
echo "kernel: $kernel ($(cat "${kernel%/*}/package" 2> /dev/null || echo '?'))"
deb_build_suite_ scenario "$srcdir/tests/vm/debian/switch.sh"
deb_build_initrd_
deb_overlay_
: "${VM_DEBIAN_TIMEOUT:=2400}"
deb_boot_disk_ console results
rc=$?
tr -d '\r' < console > console.txt
tr -d '\r' < results > results.txt

cat results.txt
echo "---- the boots ----"
deb_boot_times_
grep -E '^# (relabel |started |guest uptime [0-9.]+ s: the daemons are started)' console.txt
boots=$(grep -c '^vm-boot: the initramfs starts' console.txt)
[ "$boots" = 5 ] || {
  grep -v '^AVC: ' console.txt | tail -n 100
  deb_login_report_ always
  fail_ "$boots boots, not 5"
}
deb_login_report_
deb_judge_ results.txt console.txt "$rc"
exit 0
