# The strict policy on the live kernel (tests/vm/strict.sh boots the
# tiny guest with /etc/selinux/strict loaded, enforcing).  This file runs
# in init's context (kernel_t: the login context of targeted does not
# exist under strict); it labels the guest from strict's file_contexts,
# then runs commands as an ordinary user (user_u:user_r:user_t) and as
# the administrator (root:sysadm_r:sysadm_t), all with uid 0: whatever is
# refused is refused by the policy alone.

fc=/etc/selinux/strict/contexts/files/file_contexts
USER_CTX=user_u:user_r:user_t:s0
ADMIN_CTX=root:sysadm_r:sysadm_t:s0-s0:c0.c1023

# as_ CONTEXT COMMAND-LINE: run the command line in a shell entered in
# CONTEXT, as login does (setexeccon, then exec a shell_exec_t file).
as_ () { (printf %s "$1" > /proc/self/attr/exec && exec -a sh /usr/bin/bash -c "$2"); }
as_user_ () { as_ "$USER_CTX" "$1"; }
as_admin_ () { as_ "$ADMIN_CTX" "$1"; }

group_ "strict: the loaded policy" load_policy
# The kernel's image of its policy is not byte for byte the file it was
# given: look for names only strict has, and none only targeted has.
strict_loaded_ () {
  grep -q sysadm_t "$SELINUXFS/policy" && grep -q local_login_t "$SELINUXFS/policy" &&
    ! grep -q unconfined_t "$SELINUXFS/policy"
}
check_ "the kernel runs the strict policy (sysadm_t, no unconfined_t)" strict_loaded_
check_eq_ "the kernel enforces" 1 "$(kernel_enforce_)"
check_ "user_u:user_r:user_t is a valid context" \
  sh -c "printf %s $USER_CTX > $SELINUXFS/context"
check_fails_ "unconfined_u:unconfined_r:unconfined_t is not" \
  sh -c "printf %s unconfined_u:unconfined_r:unconfined_t:s0 > $SELINUXFS/context"
check_fails_ "system_u:system_r:unconfined_t is not" \
  sh -c "printf %s system_u:system_r:unconfined_t:s0 > $SELINUXFS/context"
check_fails_ "user_u:sysadm_r:sysadm_t is not (user_u holds user_r only)" \
  sh -c "printf %s user_u:sysadm_r:sysadm_t:s0 > $SELINUXFS/context"

# The guest as strict labels it: a login shell, password hashes, a home.
group_ "strict: labelling the guest" setfiles
cp /bin/busybox /usr/bin/bash
printf 'root:*:19000:0:99999:7:::\n' > /etc/shadow
mkdir -p /home/alice
chcon -t tmp_t /tmp 2> /dev/null
trees_=
for d_ in /usr /bin /lib /lib64 /etc /home /dev; do
  [ -d "$d_" ] && [ ! -L "$d_" ] && trees_="$trees_ $d_"
done
check_ "setfiles -F labels the guest from strict's file_contexts" \
  setfiles -F "$fc" $trees_
check_grep_ "/etc/shadow is shadow_t" ':shadow_t:' filecon /etc/shadow
check_grep_ "/usr/bin/bash is shell_exec_t" ':shell_exec_t:' filecon /usr/bin/bash
check_grep_ "/usr/sbin/load_policy is load_policy_exec_t" ':load_policy_exec_t:' filecon /usr/sbin/load_policy
check_grep_ "/usr/sbin/setfiles is setfiles_exec_t" ':setfiles_exec_t:' filecon /usr/sbin/setfiles
check_grep_ "/home/alice is user_u's" '^user_u:object_r:user_home_dir_t' filecon /home/alice

group_ "strict: an ordinary user (user_t)" id
check_out_ "id -Z in the user's shell" "$USER_CTX" as_user_ '/usr/bin/id -Z'
check_out_ "getenforce works" Enforcing as_user_ '/usr/sbin/getenforce'
check_fails_ "user_t cannot read /etc/shadow" as_user_ 'cat /etc/shadow'
check_fails_ "user_t cannot setenforce 0" as_user_ '/usr/sbin/setenforce 0'
check_eq_ "the kernel still enforces" 1 "$(kernel_enforce_)"
check_fails_ "user_t cannot write selinuxfs' enforce" as_user_ 'echo 0 > /sys/fs/selinux/enforce'
check_eq_ "the kernel still enforces" 1 "$(kernel_enforce_)"
check_fails_ "user_t cannot run load_policy" as_user_ '/usr/sbin/load_policy'
check_fails_ "user_t cannot write a policy to selinuxfs' load" as_user_ 'echo x > /sys/fs/selinux/load'
check_fails_ "user_t cannot read the binary policy" as_user_ 'cat /etc/selinux/strict/policy/policy.33 > /dev/null'
check_fails_ "user_t cannot run setfiles" as_user_ "/usr/sbin/setfiles -F $fc /etc"
check_ "user_t creates a file in /tmp" as_user_ 'echo hello > /tmp/alice.txt'
check_grep_ "... labelled user_tmp_t" ':user_tmp_t:' filecon /tmp/alice.txt
check_ "user_t relabels its file to user_home_t" as_user_ '/usr/bin/chcon -t user_home_t /tmp/alice.txt'
check_fails_ "user_t cannot relabel its file to shadow_t" as_user_ '/usr/bin/chcon -t shadow_t /tmp/alice.txt'
check_fails_ "user_t cannot relabel its file to etc_t" as_user_ '/usr/bin/chcon -t etc_t /tmp/alice.txt'
check_fails_ "user_t cannot relabel /etc/issue (etc_t) to its own type" as_user_ '/usr/bin/chcon -t user_tmp_t /etc/issue'
check_grep_ "/etc/issue is still etc_t" ':etc_t:' filecon /etc/issue
check_fails_ "user_t cannot enter sysadm_t" \
  as_user_ "printf %s $ADMIN_CTX > /proc/self/attr/exec && exec /usr/bin/bash -c true"
check_fails_ "user_t cannot enter sysadm_t as user_u" \
  as_user_ "printf %s user_u:sysadm_r:sysadm_t:s0 > /proc/self/attr/exec && exec /usr/bin/bash -c true"

group_ "strict: the administrator (sysadm_t)" id setenforce load_policy setfiles
check_out_ "id -Z in the administrator's shell" "$ADMIN_CTX" as_admin_ '/usr/bin/id -Z'
check_ "sysadm_t reads /etc/shadow" as_admin_ 'cat /etc/shadow > /dev/null'
check_ "sysadm_t may setenforce 0" as_admin_ '/usr/sbin/setenforce 0'
check_eq_ "the kernel is permissive" 0 "$(kernel_enforce_)"
check_ "sysadm_t may setenforce 1" as_admin_ '/usr/sbin/setenforce 1'
check_eq_ "the kernel enforces" 1 "$(kernel_enforce_)"
check_ "sysadm_t reloads the policy with load_policy" as_admin_ '/usr/sbin/load_policy'
check_ "... the loaded policy is still strict's" strict_loaded_
check_ "sysadm_t relabels /etc/issue to user_tmp_t with chcon" as_admin_ '/usr/bin/chcon -t user_tmp_t /etc/issue'
check_ "sysadm_t puts it back with setfiles" as_admin_ "/usr/sbin/setfiles -F $fc /etc/issue"
check_grep_ "/etc/issue is etc_t again" ':etc_t:' filecon /etc/issue
check_ "sysadm_t checks the labels with setfiles -n" as_admin_ "/usr/sbin/setfiles -n -F $fc /etc"
check_eq_ "the kernel enforces at the end" 1 "$(kernel_enforce_)"

# The refusals above were the policy's: the kernel logged them.
group_ "strict: the denials logged"
check_grep_ "user_t reading shadow_t was denied" \
  'denied .* scontext=user_u:user_r:user_t:s0 tcontext=system_u:object_r:shadow_t:s0 tclass=file' dmesg
# (setenforce is refused the write of selinuxfs' enforce before the
# kernel asks for the setenforce permission.)
check_grep_ "user_t's write of selinuxfs was denied" \
  'denied +\{ (write|setenforce) \} .* scontext=user_u:user_r:user_t:s0 tcontext=system_u:object_r:security_t:s0' dmesg
check_grep_ "user_t's exec of load_policy was denied" \
  'denied +\{ execute \} .* scontext=user_u:user_r:user_t:s0 tcontext=system_u:object_r:load_policy_exec_t' dmesg
check_grep_ "user_t's relabel to shadow_t was denied" \
  'denied +\{ relabelto \} .* scontext=user_u:user_r:user_t:s0 tcontext=user_u:object_r:shadow_t' dmesg
