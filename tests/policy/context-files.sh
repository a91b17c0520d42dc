#!/bin/bash
# The context files libselinux reads beside the policy exist and name
# only contexts the policy accepts.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ setfiles

for f in policy/policy.33 contexts/files/file_contexts \
         contexts/files/file_contexts.subs_dist contexts/default_contexts \
         contexts/default_type contexts/failsafe_context \
         contexts/initrc_context contexts/users/root \
         contexts/users/unconfined_u seusers; do
  checks=$((checks + 1))
  [ -s "$targeted/$f" ] || bad_ "$targeted/$f is missing or empty"
done

# Collect every context as a file_contexts line; setfiles -c validates
# them all against the policy (user, role, type, range and whether the
# user may hold the role and the role the type).
n=0
ctx_ () { n=$((n + 1)); echo "/check/$n $1" >> all.fc; echo "$1" >> all.list; }
: > all.fc; : > all.list
for f in default_contexts users/root users/unconfined_u; do
  for rt in $(sed 's/#.*//' "$targeted/contexts/$f"); do
    ctx_ "unconfined_u:$rt"
    ctx_ "system_u:$rt"
  done
done
ctx_ "unconfined_u:$(cat "$targeted/contexts/failsafe_context")"
while read -r rt; do ctx_ "unconfined_u:$rt:s0"; done < "$targeted/contexts/default_type"
ctx_ "$(cat "$targeted/contexts/initrc_context")"
while IFS=: read -r login seuser range; do
  ctx_ "$seuser:unconfined_r:unconfined_t:$range"
done < "$targeted/seusers"

checks=$((checks + 1))
[ "$n" -ge 20 ] || framework_failure_ "only $n contexts collected"
checks=$((checks + 1))
out=$(setfiles -c "$policy" all.fc 2>&1) || bad_ "invalid contexts: $out"

# Logins map to unconfined_u, and get unconfined_t from init and sshd.
checks=$((checks + 1))
grep -qx '__default__:unconfined_u:s0-s0:c0.c1023' "$targeted/seusers" ||
  bad_ "seusers does not map __default__ to unconfined_u"
checks=$((checks + 1))
grep -q '^system_r:init_t:s0[[:space:]]*unconfined_r:unconfined_t:s0' \
  "$targeted/contexts/default_contexts" ||
  bad_ "default_contexts: a login from init_t does not get unconfined_t"

# The substitutions name existing absolute paths on both sides.
while read -r from to; do
  checks=$((checks + 1))
  case $from:$to in /*:/*) ;; *) bad_ "file_contexts.subs_dist: '$from $to'" ;; esac
done < "$targeted/contexts/files/file_contexts.subs_dist"

done_
