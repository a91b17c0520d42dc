#!/bin/bash
# The strict policy's init_t and initrc_t are not unconfined (issue 24):
# what the Debian guest's boot needs is allowed (tests/vm/debian-strict.sh
# boots with it, enforcing), and what it does not need stays refused:
# password hashes (init_t), the mode, the booleans and policy loads, the
# policy store and the SELinux configuration, relabelling, the users'
# processes and files, the MAC capabilities.  The promises of strict.te
# (neverallow) no longer exempt them: only the kernel is.
policy_type=strict
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch seinfo

# Neither is unconfined: no rule names every class, and the blanket of
# the kernel is its own.
for d in init_t initrc_t; do
  in_attr_ $d tcb_domain
  in_attr_ $d init_domain
  checks=$((checks + 1))
  members_ can_load_policy | grep -qx $d && bad_ "$d is in can_load_policy"
  for a in can_write_binary_policy can_relabelto_any; do
    checks=$((checks + 1))
    members_ $a | grep -qx $d && bad_ "$d is in $a"
  done
done

# What the boot needs (a sample, so that the queries below are known
# to find rules): PID 1's entry, the scripts' domain, the daemons, root's
# session; accounts (useradd, chpasswd in the guest) in useradd_t.
allow_ init_t init_exec_t file entrypoint
allow_ init_t initrc_t process transition
allow_ init_t ntpd_t process transition
allow_ init_t getty_t process transition
allow_ init_t sysadm_t process transition
allow_ init_t init_t process setexec
allow_ initrc_t initrc_exec_t file entrypoint execute_no_trans
allow_ initrc_t named_t process transition
allow_ initrc_t mysqld_var_run_t sock_file write
allow_ initrc_t tmpfs_t filesystem mount
type_trans_ init_t useradd_exec_t process useradd_t
type_trans_ initrc_t useradd_exec_t process useradd_t
allow_ useradd_t shadow_t file read write create rename

for d in init_t initrc_t; do
  # Password hashes: useradd_t and the login programs read them.
  deny_ $d shadow_t file read open map write append create unlink rename setattr
  # The booleans, policy loads (and the mode, below); the MAC
  # capabilities.
  deny_ $d security_t security load_policy setbool setcheckreqprot setsecparam read_policy
  deny_ $d $d capability2 mac_admin mac_override
  deny_ $d $d capability sys_module sys_ptrace sys_rawio
  # The policy store, its sources, the SELinux configuration.
  for t in policy_config_t policy_src_t selinux_config_t default_context_t file_context_t; do
    deny_ $d $t file write append create unlink rename setattr relabelto
    deny_ $d $t dir write add_name remove_name
  done
  # Relabelling: restorecon and setfiles do it, in setfiles_t.
  for t in shadow_t etc_t bin_t policy_config_t user_home_t unlabeled_t var_run_t tmpfs_t device_t; do
    deny_ $d $t file relabelfrom relabelto
    deny_ $d $t dir relabelfrom relabelto
  done
  deny_ $d device_t chr_file relabelfrom relabelto
  # The users: no ptrace, no reading of their memory or environment
  # (/proc/PID: file read), no entering their domains but root's
  # session; their files are theirs.
  for u in user_t staff_t sysadm_t local_login_t chkpwd_t; do
    deny_ $d $u process ptrace
    deny_ $d $u file read open
  done
  for u in user_t staff_t; do
    deny_ $d $u process transition dyntransition
  done
  # A session or tool they start gets a secure exec; a daemon keeps
  # what its script gave it.
  for u in user_t staff_t sysadm_t setfiles_t useradd_t; do
    deny_ $d $u process noatsecure siginh rlimitinh
  done
  allow_ $d winbind_t process noatsecure siginh rlimitinh
  deny_ $d user_home_t file read
  deny_ $d user_tmp_t file read write
  deny_ $d admin_home_t file read write
  # The daemons: no ptrace; not their secrets or databases' files
  # beyond what their scripts do (reading the keys of named and ntpd).
  for t in ntpd_t named_t mysqld_t httpd_t; do
    deny_ $d $t process ptrace
  done
  deny_ $d kernel_t process ptrace
  # Kernel memory.
  deny_ $d proc_kcore_t file read
done
# The mode: init_t sets it for the relabel boot after "fixfiles onboot"
# (Debian's selinux-autorelabel); the scripts never.
allow_ init_t security_t security setenforce
in_attr_ init_t can_setenforce
deny_ initrc_t security_t security setenforce
checks=$((checks + 1))
members_ can_setenforce | grep -qx initrc_t && bad_ "initrc_t is in can_setenforce"
# The service scripts change their process's context only by exec (no
# setcurrent), and enter no user's domain.
deny_ initrc_t initrc_t process setcurrent dyntransition
deny_ initrc_t sysadm_t process transition

done_
