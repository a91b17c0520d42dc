# The boot: /init ran our `load_policy -i` (see boot_load_policy_), and
# started this session.  Judge what it left in /run/vm against the kernel.

group_ "the policy"
check_eq_ "before the load the kernel had no policy (init was 'kernel')" \
  kernel "$(cat /run/vm/context.before)"
policy_loaded_ () {
  init_=$(kernel_context_ 1)
  [ "$init_" != kernel ] &&
    [ "$init_" = "$(tr -d '\0' < $SELINUXFS/initial_contexts/kernel)" ] ||
    { echo "init runs as '$init_'; the boot said:"; cat /run/vm/boot.log; return 1; }
}
check_ "a policy is loaded: init runs in its kernel initial context" policy_loaded_

group_ "load_policy -i at boot" load_policy
check_out_ "load_policy -i exits 0 and prints nothing" "0" \
  sh -c 'cat /run/vm/load_policy.out; cat /run/vm/load_policy.rc'
check_ "load_policy -i mounted selinuxfs on $SELINUXFS" \
  test -e /run/vm/selinuxfs.by_load_policy
check_eq_ "the kernel enforces, as SELINUX=enforcing in /etc/selinux/config asks" \
  1 "$(kernel_enforce_)"

group_ "the session"
in_session_ () {
  [ "$(kernel_context_)" = "$(cat /run/vm/session.context)" ] ||
    { echo "this session runs as $(kernel_context_)"; cat /run/vm/session.err; return 1; }
}
check_ "init started this session as root's login context ($(cat /run/vm/session.context))" \
  in_session_
