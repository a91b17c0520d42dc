# switch.sh: the scenario of tests/vm/debian-switch.sh (/vm/scenario in
# the guest; debian/init and debian/session source it): the article's
# switch of policy, targeted to strict and back, on a disk kept across
# reboots, as an administrator does it:
#   boot 1  targeted, enforcing: SELINUXTYPE=strict, fixfiles -F onboot,
#           reboot;
#   boot 2  init finds /.autorelabel: relabels every file system from
#           strict's file_contexts (fixfiles restore), reboots;
#   boot 3  strict, enforcing, the daemons: the loaded policy is strict's,
#           the checks of checks.sh (domains, clients, logins on ttyS2,
#           the sources), fixfiles -F check finds nothing; then back:
#           SELINUXTYPE=targeted, fixfiles -F onboot, reboot;
#   boot 4  the relabel, from targeted's file_contexts;
#   boot 5  targeted, enforcing, the daemons: the same checks.

# section_ TITLE: as checks.sh's, which boots 3 and 5 source later.
section_ () { read -r up_ _ < /proc/uptime; tap_out_ "# $1 (guest uptime $up_ s)"; }

scenario_daemons_ () { case $1 in 3|5) echo all ;; esac; }

# policy_names_ FILE: the type, role and user names a binary policy holds.
policy_names_ () { grep -ao '[a-z][a-z0-9_]*_[rtu]' "$1" | sort -u; }
# loaded_is_ TYPE: the kernel runs TYPE's policy: the store's file, byte
# for byte, or (the kernel writes its own image of what it loaded) the
# same names, of which each policy has some the other lacks
# (unconfined_t; sysadm_t, user_t).
loaded_is_ () {
  cmp -s /sys/fs/selinux/policy "/etc/selinux/$1/policy/policy.33" ||
    [ "$(policy_names_ /sys/fs/selinux/policy)" = "$(policy_names_ "/etc/selinux/$1/policy/policy.33")" ]
}

config_type_ () { sed -n 's/^SELINUXTYPE=//p' /etc/selinux/config; }

# switch_to_ TYPE: what the administrator types to change the policy.
switch_to_ () {
  section_ "The switch to $1"
  check_ "SELINUXTYPE=$1 written to /etc/selinux/config" \
    sed -i "s/^SELINUXTYPE=.*/SELINUXTYPE=$1/" /etc/selinux/config
  check_eq_ "the config names $1" "$1" "$(config_type_)"
  check_grep_ "fixfiles -F onboot schedules the relabel" '^System will relabel on next boot' \
    fixfiles -F onboot
  check_grep_ "/.autorelabel holds -F" '^-F' cat /.autorelabel
  reboot_next_
}

# fixfiles_check_: what "fixfiles -F check" would change, one path a line
# (not its warning about the read-only mounts it skips: the suite's files
# are bound into the guest one by one, each a read-only mount).
fixfiles_check_ () {
  fixfiles -F check 2>&1 | grep -v '^Checking ' |
    awk '/^Warning: Skipping the following R\/O filesystems:$/ { ro = 1; next }
         ro && /^\// { next }
         { ro = 0; print }'
}

# the_system_ TYPE BOOT: the system came up under TYPE after a relabel.
the_system_ () {
  section_ "Boot $2: up under $1"
  check_eq_ "the config names $1" "$1" "$(config_type_)"
  check_ "the kernel's policy is the $1 store's" loaded_is_ "$1"
  check_fails_ "... not the other store's" loaded_is_ "$( [ "$1" = strict ] && echo targeted || echo strict)"
  check_eq_ "the kernel enforces" 1 "$(kernel_enforce_)"
  check_ "no /.autorelabel left" test ! -e /.autorelabel
  check_grep_ "the relabel boot before ran fixfiles from $1's file_contexts" \
    "^# relabel of .* from $1's file_contexts: status 0" cat "/var/lib/vm/relabel-$(( $2 - 1 )).log"
  check_grep_ "PID 1 runs in init_t" '^system_u:system_r:init_t:' cat /proc/1/attr/current
  check_eq_ "fixfiles -F check finds nothing to change" "" "$(fixfiles_check_)"
}

scenario_boot_ () {
  case $1 in
    1)
      section_ "Boot 1: targeted"
      check_eq_ "the config names targeted" targeted "$(config_type_)"
      check_ "the kernel's policy is the targeted store's" loaded_is_ targeted
      check_fails_ "... not the strict store's" loaded_is_ strict
      check_eq_ "the kernel enforces" 1 "$(kernel_enforce_)"
      check_grep_ "PID 1 runs in init_t" '^system_u:system_r:init_t:' cat /proc/1/attr/current
      check_grep_ "root's session is unconfined_t" ':unconfined_r:unconfined_t:' id -Z
      switch_to_ strict
      ;;
    3)
      the_system_ strict 3
      check_grep_ "root's session is sysadm_t" '^root:sysadm_r:sysadm_t:' id -Z
      check_fails_ "unconfined_t does not exist" \
        sh -c 'printf %s system_u:system_r:unconfined_t:s0 > /sys/fs/selinux/context'
      . /vm/checks.sh
      switch_to_ targeted
      ;;
    5)
      the_system_ targeted 5
      check_grep_ "root's session is unconfined_t again" ':unconfined_r:unconfined_t:' id -Z
      . /vm/checks.sh
      ;;
    *)
      not_ok_ "boot $1 reached the session" "boots 2 and 4 relabel and reboot from init"
      ;;
  esac
}
