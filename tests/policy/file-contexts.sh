#!/bin/bash
# The built file_contexts is valid for the policy (setfiles -c accepts
# every line), and gives a context to every file type the modules
# declare.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ setfiles seinfo

checks=$((checks + 1))
out=$(setfiles -c "$policy" "$fc" 2>&1)
rc=$?
[ $rc = 0 ] && [ -z "$out" ] || bad_ "setfiles -c: status $rc: $out"

# setfiles -c really checks: a line with a type the policy lacks fails.
checks=$((checks + 1))
{ cat "$fc"; echo '/nowhere system_u:object_r:no_such_t:s0'; } > broken.fc
setfiles -c "$policy" broken.fc > /dev/null 2>&1 &&
  bad_ "setfiles -c accepted an unknown type"

# Every file type appears in file_contexts, except file system types
# (labelled by the kernel) and types only ever made by type_transition.
made_at_run_time='file_t unlabeled_t mysqld_tmp_t postgresql_tmpfs_t squid_tmpfs_t user_tmp_t user_tty_device_t user_devpts_t'
# (newrole relabels an administrator's terminal: policy/base/newrole.te.)
made_at_run_time="$made_at_run_time sysadm_tty_device_t sysadm_devpts_t"
# Targeted declares the strict policy's program types (programs.te) so
# that labels survive a switch, but labels those files as bin_t.
[ "$policy_type" = strict ] ||
  made_at_run_time="$made_at_run_time $(sed -n 's/^type \([a-z_]*\),.*/\1/p' \
    "$abs_top_srcdir/policy/base/programs.te" | tr '\n' ' ')"
members_ fs_type > fs_types
for t in $(members_ file_type); do
  grep -qx $t fs_types && continue
  case " $made_at_run_time " in *" $t "*) continue ;; esac
  checks=$((checks + 1))
  grep -q ":$t:s0\$" "$fc" || bad_ "no file_contexts entry gives $t"
done

# Every line is a path regex, an optional file type and a context.
checks=$((checks + 1))
bad_lines=$(grep -v '^#' "$fc" |
  grep -Ev '^/[^[:space:]]*[[:space:]]+(-[-dclbsp][[:space:]]+)?([a-z_]+:object_r:[a-z0-9_]+:s0|<<none>>)$')
[ -z "$bad_lines" ] || bad_ "malformed file_contexts lines: $bad_lines"

done_
