#!/bin/bash
# What newrole and run_init need of the strict policy, and the terminal
# promise newrole.te adds, read from the built binary with setools: from
# staff_t newrole enters newrole_t and may put the shell in sysadm_t;
# the terminal it hands to sysadm_t becomes sysadm_tty_device_t or
# sysadm_devpts_t, which no unprivileged user domain may use, and which
# newrole may relabel back; run_init enters initrc_t through the script.
policy_type=strict
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch seinfo

# newrole: entered from every user domain, may reach each of them.
for u in user_t staff_t sysadm_t; do
  type_trans_ $u newrole_exec_t process newrole_t
  allow_ $u newrole_t process transition
  allow_ newrole_t $u process transition
done
allow_ newrole_t newrole_t process setexec
allow_ newrole_t default_context_t file read open
allow_ newrole_t security_t security check_context compute_relabel
# It asks for the password through pam_unix's helper.
type_trans_ newrole_t chkpwd_exec_t process chkpwd_t
allow_ chkpwd_t newrole_t fd use

# The terminal: what security_compute_relabel answers for sysadm_t and
# for staff_t coming back, and newrole relabelling both ways.
for pair in 'sysadm_t user_tty_device_t sysadm_tty_device_t' \
            'sysadm_t user_devpts_t sysadm_devpts_t' \
            'staff_t sysadm_tty_device_t user_tty_device_t' \
            'staff_t sysadm_devpts_t user_devpts_t' \
            'staff_t devpts_t user_devpts_t' \
            'sysadm_t tty_device_t user_tty_device_t'; do
  set -- $pair
  checks=$((checks + 1))
  sesearch --type_change -s $1 -t $2 -c chr_file "$policy" |
    grep -q ":chr_file $3;" ||
    bad_ "no type_change $1 $2:chr_file $3"
done
for t in user_tty_device_t user_devpts_t sysadm_tty_device_t sysadm_devpts_t; do
  allow_ newrole_t $t chr_file getattr open read write ioctl relabelfrom relabelto
  allow_ sysadm_t $t chr_file getattr open read write ioctl
done
# The administrator's tools talk on it.
for d in setfiles_t load_policy_t checkpolicy_t run_init_t; do
  allow_ $d sysadm_devpts_t chr_file read write ioctl
  allow_ $d sysadm_tty_device_t chr_file read write ioctl
done
# No unprivileged user reaches it.
for u in $(members_ unpriv_userdomain); do
  for t in sysadm_tty_device_t sysadm_devpts_t; do
    deny_ $u $t chr_file open read write append ioctl getattr setattr relabelfrom relabelto
  done
done
checks=$((checks + 1))
[ "$(members_ unpriv_userdomain | wc -l)" -ge 2 ] ||
  bad_ "unpriv_userdomain: $(members_ unpriv_userdomain | tr '\n' ' ')"

# run_init: from sysadm_t only, and into initrc_t through the script.
type_trans_ sysadm_t run_init_exec_t process run_init_t
allow_ run_init_t run_init_t process setexec
allow_ run_init_t initrc_t process transition
allow_ run_init_t default_context_t file read open
allow_ run_init_t initrc_exec_t file execute
allow_ initrc_t initrc_exec_t file entrypoint
type_trans_ run_init_t chkpwd_exec_t process chkpwd_t
for u in user_t staff_t; do
  deny_ $u run_init_exec_t file execute execute_no_trans
  deny_ $u run_init_t process transition
done

done_
