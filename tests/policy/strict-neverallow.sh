#!/bin/bash
# The strict policy's promises are neverallow rules: checkpolicy (and so
# the build) refuses a policy with a rule that breaks one.  Each rule
# below is put into the built policy.conf, at the end of its TE rules,
# and compiled with the build's flags.
policy_type=strict
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
[ -n "${CHECKPOLICY:-}" ] || skip_ "checkpolicy is not installed (Debian package checkpolicy)"
conf=$builddir/policy/policy-strict.conf
[ -f "$conf" ] || framework_failure_ "the strict policy.conf is not built: $conf"
grep -q '^########## policy/base/strict-users.conf$' "$conf" ||
  framework_failure_ "no users section in $conf"

# build_ RULE: compile the policy with RULE added; print checkpolicy's
# messages, and return its status.
build_ () {
  awk -v rule="$1" '/^########## policy\/base\/strict-users.conf$/ { print rule } { print }' \
    "$conf" > p.conf
  "$CHECKPOLICY" -M -U allow -c 33 -o p.33 p.conf 2>&1
}

# The unchanged sources build, and so does a rule that breaks nothing.
checks=$((checks + 1))
out=$(build_ '') || bad_ "the unchanged policy does not build: $out"
checks=$((checks + 1))
out=$(build_ 'allow user_t etc_t:file { read open };') ||
  bad_ "a harmless rule does not build: $out"

# Each of these breaks a promise.
while IFS= read -r rule; do
  checks=$((checks + 1))
  if out=$(build_ "$rule"); then
    bad_ "built with: $rule"
  else
    case $out in
      *neverallow*violated*) ;;
      *) bad_ "'$rule' failed, but not on a neverallow: $out" ;;
    esac
  fi
done <<'RULES'
allow user_t shadow_t:file { read open };
allow staff_t shadow_t:file read;
allow user_t shadow_t:file write;
allow httpd_t shadow_t:file read;
allow user_t security_t:security setenforce;
allow staff_t security_t:security load_policy;
allow user_t security_t:security setbool;
allow setfiles_t security_t:security load_policy;
allow chkpwd_t security_t:security setenforce;
allow user_t policy_config_t:file write;
allow user_t etc_t:file relabelto;
allow user_t shadow_t:file relabelfrom;
allow staff_t bin_t:file relabelto;
allow user_t user_home_t:file relabelfrom;allow user_t admin_home_t:file relabelto;
allow user_t setfiles_exec_t:file execute;
allow user_t load_policy_exec_t:file execute_no_trans;
allow user_t setfiles_t:process transition;
allow staff_t sysadm_t:process transition;
allow user_t init_t:process dyntransition;
allow init_t shadow_t:file { read open };
allow initrc_t shadow_t:file write;
allow initrc_t security_t:security load_policy;
allow initrc_t security_t:security setenforce;
allow initrc_t security_t:security setbool;
allow initrc_t policy_config_t:file write;
allow init_t etc_t:file relabelto;
allow initrc_t var_run_t:file relabelfrom;
RULES

done_
