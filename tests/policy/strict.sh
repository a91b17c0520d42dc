#!/bin/bash
# The strict policy's promises, read from the built binary with setools:
# no unconfined domain; the same classes, file types and SELinux users
# as targeted, so labels survive a switch; user_t (and staff_t) may not
# read password hashes, load a policy, change the mode, relabel to or
# from a type that is not theirs, or run setfiles or load_policy; the
# administrator (sysadm_t, and the tools it runs) may; a console login
# reaches user_t or sysadm_t.
policy_type=strict
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch seinfo setfiles

tpolicy=$builddir/policy/targeted/policy/policy.33
[ -f "$tpolicy" ] || framework_failure_ "the targeted policy is not built: $tpolicy"

# seinfo_list_ POLICY OPTION: the names seinfo lists, one per line.
seinfo_list_ () { seinfo "$1" "$2" | awk '/^   / { print $1 }' | sort; }

# No unconfined domain, role or attribute.
for t in unconfined_t; do
  checks=$((checks + 1))
  seinfo_list_ "$policy" -t | grep -qx $t && bad_ "strict declares $t"
done
checks=$((checks + 1))
seinfo_list_ "$policy" -r | grep -qx unconfined_r && bad_ "strict declares unconfined_r"
checks=$((checks + 1))
seinfo_list_ "$policy" -a | grep -qx unconfined_domain && bad_ "strict declares unconfined_domain"

# The same classes and SELinux users as targeted; every object type of
# targeted exists in strict (a file labelled under targeted keeps a
# valid label), and the other way round.
for opt in --class -u; do
  checks=$((checks + 1))
  seinfo_list_ "$tpolicy" $opt > t.list
  seinfo_list_ "$policy" $opt > s.list
  cmp -s t.list s.list || bad_ "seinfo $opt differs: $(diff t.list s.list | tr '\n' ' ')"
done
filetypes_ () {
  seinfo "$1" -a file_type -x | awk '/^\t/ { print $1 }' | sort
}
checks=$((checks + 1))
filetypes_ "$tpolicy" > t.ft
filetypes_ "$policy" > s.ft
[ "$(wc -l < s.ft)" -gt 100 ] || framework_failure_ "too few file types: $(wc -l < s.ft)"
cmp -s t.ft s.ft || bad_ "file types differ: $(diff t.ft s.ft | tr '\n' ' ')"

# Every label either file_contexts gives is valid under the other
# policy: after a switch, before the relabel, no file is unlabeled_t.
checks=$((checks + 1))
out=$(setfiles -c "$policy" "$targeted/contexts/files/file_contexts" 2>&1) ||
  bad_ "targeted's file_contexts is not valid under strict: $out"
checks=$((checks + 1))
out=$(setfiles -c "$tpolicy" "$fc" 2>&1) ||
  bad_ "strict's file_contexts is not valid under targeted: $out"

# Users and their roles.
seinfo "$policy" -u -x > users
for ur in 'system_u system_r' 'user_u user_r' 'staff_u staff_r sysadm_r' \
          'root staff_r sysadm_r' 'unconfined_u user_r'; do
  set -- $ur; u=$1; shift
  checks=$((checks + 1))
  got=$(sed -n "s/^ *user $u roles \(.*\) level s0 range s0 - s0:c0.c1023;\$/\1/p" users |
        tr -d '{}' | tr ' ' '\n' | grep -v '^$' | grep -vx object_r | sort | tr '\n' ' ')
  want=$(printf '%s\n' "$@" | sort | tr '\n' ' ')
  [ "$got" = "$want" ] || bad_ "user $u has roles '$got', not '$want'"
done

# Role changes: login (system_r) to the three user roles, staff to
# sysadm (newrole), sysadm to system_r (run_init); never user_r to
# anything.
sesearch --role_allow "$policy" > role_allow
for ra in 'system_r user_r' 'system_r staff_r' 'system_r sysadm_r' \
          'staff_r sysadm_r' 'sysadm_r system_r'; do
  set -- $ra
  checks=$((checks + 1))
  grep -Eq "^allow $1 (\{ )?([a-z_]+ )*$2( [a-z_]+)*( \})?;" role_allow ||
    bad_ "no role allow $1 $2"
done
checks=$((checks + 1))
grep -q '^allow user_r ' role_allow && bad_ "user_r may change role: $(grep '^allow user_r ' role_allow)"

# The RBAC constraints: changes of user and role are for the programs
# trusted with them.
seinfo "$policy" --constrain > constraints
for c in 'u1 == u2 or t1 == can_change_process_identity' \
         'r1 == r2 or t1 == can_change_process_role'; do
  checks=$((checks + 1))
  awk '/^ *constrain process/ { print }' constraints | tr -d '()' | tr -s ' ' |
    grep -q "transition.* $c" || bad_ "no constraint: $c"
done
for t in local_login_t sulogin_t run_init_t init_t; do
  in_attr_ $t can_change_process_identity
  in_attr_ $t can_change_process_role
done
in_attr_ newrole_t can_change_process_role
for t in user_t staff_t sysadm_t chkpwd_t setfiles_t; do
  checks=$((checks + 1))
  members_ can_change_process_identity | grep -qx $t && bad_ "$t may change its SELinux user"
done

# The promises.  First, the queries do find allowed access.
allow_ sysadm_t shadow_t file read open
allow_ chkpwd_t shadow_t file read open
allow_ local_login_t shadow_t file read open
allow_ sysadm_t shadow_t file write
allow_ sysadm_t security_t security setenforce setbool
allow_ sysadm_t security_t file write
allow_ load_policy_t security_t security load_policy
allow_ sysadm_t load_policy_exec_t file execute
allow_ sysadm_t load_policy_t process transition
type_trans_ sysadm_t load_policy_exec_t process load_policy_t
allow_ load_policy_t load_policy_exec_t file entrypoint
allow_ load_policy_t policy_config_t file read open
allow_ sysadm_t setfiles_exec_t file execute
allow_ sysadm_t setfiles_t process transition
type_trans_ sysadm_t setfiles_exec_t process setfiles_t
allow_ setfiles_t setfiles_exec_t file entrypoint
allow_ sysadm_t policy_config_t file write create
allow_ sysadm_t checkpolicy_t process transition
for t in etc_t shadow_t bin_t user_home_t policy_config_t unlabeled_t default_t; do
  allow_ setfiles_t $t file relabelfrom relabelto
  allow_ sysadm_t $t file relabelfrom relabelto
done
allow_ setfiles_t setfiles_t capability2 mac_admin
# Users use and relabel among their own types.
for t in user_home_t user_tmp_t; do
  allow_ user_t $t file create read write relabelfrom relabelto
  allow_ staff_t $t file create read write relabelfrom relabelto
done
allow_ user_t security_t security check_context compute_av
allow_ user_t security_t file read write

# Then what users may not do.
for u in user_t staff_t; do
  deny_ $u shadow_t file read open map write append relabelfrom relabelto
  deny_ $u security_t security load_policy setenforce setbool setcheckreqprot setsecparam
  deny_ $u policy_config_t file write append create unlink relabelto
  deny_ $u selinux_config_t file write append create unlink
  deny_ $u file_context_t file write append create unlink
  deny_ $u $u capability2 mac_admin mac_override
  for x in setfiles_exec_t load_policy_exec_t checkpolicy_exec_t run_init_exec_t; do
    deny_ $u $x file execute execute_no_trans
  done
  for d in setfiles_t load_policy_t checkpolicy_t run_init_t sysadm_t kernel_t init_t initrc_t local_login_t; do
    deny_ $u $d process transition dyntransition
  done
  # Relabel: only to and from the user's own types.
  for t in $(grep -vx -e user_home_t -e user_tmp_t s.ft); do
    deny_ $u $t file relabelfrom relabelto
    deny_ $u $t dir relabelfrom relabelto
  done
done
# The only domains a user's shell enters: the password checker, passwd
# and newrole (whose new role user_u may not hold).
sesearch -A -s user_t -c process -p transition "$policy" |
  sed -n 's/^allow [^ ]* \([^:]*\):process .*/\1/p' | sort -u > user_t.trans
for d in $(cat user_t.trans); do
  checks=$((checks + 1))
  case $d in chkpwd_t|passwd_t|newrole_t) ;; *) bad_ "user_t may enter $d" ;; esac
done

# No domain but the kernel and those of the attributes named in
# strict.te reads shadow_t, loads a policy or sets the mode (init_t
# sets it for the relabel boot: tests/policy/strict-init.sh).
for d in $(members_ domain); do
  [ $d = kernel_t ] && continue
  case $d in sysadm_t|chkpwd_t|passwd_t|local_login_t|sulogin_t|useradd_t) ;; *) deny_ $d shadow_t file read ;; esac
  [ $d = load_policy_t ] || deny_ $d security_t security load_policy
  case $d in sysadm_t|init_t) ;; *) deny_ $d security_t security setenforce ;; esac
done

# The login path: init runs getty, getty runs login, login and sulogin
# may put the shell in a user domain, a user domain is entered through a
# shell.
type_trans_ init_t getty_exec_t process getty_t
type_trans_ getty_t login_exec_t process local_login_t
type_trans_ init_t sulogin_exec_t process sulogin_t
type_trans_ user_t chkpwd_exec_t process chkpwd_t
# passwd: a user rewrites shadow_t only through passwd_t; a uid 0 caller
# sets another account's password only if its own domain has the
# userspace permission passwd (sysadm_t yes, user_t and staff_t no).
type_trans_ user_t passwd_exec_t process passwd_t
type_trans_ staff_t passwd_exec_t process passwd_t
allow_ passwd_t shadow_t file read write create rename setattr
type_trans_ passwd_t etc_t file shadow_t
allow_ sysadm_t sysadm_t passwd passwd
deny_ user_t user_t passwd passwd chfn chsh rootok
deny_ staff_t staff_t passwd passwd chfn chsh rootok
deny_ passwd_t passwd_t passwd passwd
for u in user_t staff_t; do
  deny_ $u shadow_t file write create rename setattr
done
type_trans_ staff_t newrole_exec_t process newrole_t
type_trans_ sysadm_t run_init_exec_t process run_init_t
type_trans_ run_init_t initrc_exec_t process initrc_t
for u in user_t staff_t sysadm_t; do
  allow_ local_login_t $u process transition
  allow_ newrole_t $u process transition
  allow_ $u shell_exec_t file entrypoint
done
allow_ sulogin_t sysadm_t process transition
allow_ local_login_t local_login_t process setexec
allow_ local_login_t user_tty_device_t chr_file relabelto
allow_ local_login_t tty_device_t chr_file relabelfrom
# What pam_selinux asks before it relabels the terminal.
checks=$((checks + 1))
sesearch --type_change -s user_t -t tty_device_t "$policy" | grep -q 'user_tty_device_t' ||
  bad_ "no type_change user_t tty_device_t:chr_file user_tty_device_t"

# The twelve daemons are there, as in targeted, and an administrator
# may start them directly.
checks=$((checks + 1))
[ "$(members_ daemon_domain | wc -l)" = 12 ] || bad_ "daemon_domain: $(members_ daemon_domain | tr '\n' ' ')"
in_attr_ sysadm_t daemon_starter
type_trans_ sysadm_t ntpd_exec_t process ntpd_t

done_
