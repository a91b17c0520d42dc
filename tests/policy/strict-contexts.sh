#!/bin/bash
# The strict policy's context files: they exist, name contexts the policy
# accepts for the users that reach them, and give a console login of
# root sysadm_t and of an ordinary user user_t, as libselinux's
# get_ordered_context_list would: seusers gives the SELinux user, then
# contexts/users/USER (or default_contexts) the contexts listed for the
# login program's role:type, the first one valid for that user wins,
# failsafe_context if none, and no login if the user may not hold it.
policy_type=strict
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ setfiles

for f in policy/policy.33 contexts/files/file_contexts \
         contexts/files/file_contexts.subs_dist contexts/default_contexts \
         contexts/default_type contexts/failsafe_context \
         contexts/initrc_context contexts/users/root contexts/users/staff_u \
         contexts/users/user_u seusers; do
  checks=$((checks + 1))
  [ -s "$store/$f" ] || bad_ "$store/$f is missing or empty"
done

# valid_ CONTEXT: the policy accepts the full context.
valid_ () {
  echo "/check $1" > one.fc
  setfiles -c "$policy" one.fc > /dev/null 2>&1
}

# to_ FILE: the contexts a context file offers (all but the first
# column, which names the login program's context).
to_ () { sed 's/#.*//' "$1" | awk '{ $1 = ""; print }'; }

# Every context of users/USER is valid for USER.
for u in root staff_u user_u; do
  for rt in $(to_ "$store/contexts/users/$u"); do
    checks=$((checks + 1))
    valid_ "$u:$rt" || bad_ "users/$u: $u:$rt is not valid"
  done
done
# Every context of default_contexts and default_type is valid for one
# of the users; failsafe_context for root; initrc_context as it is.
for rt in $(to_ "$store/contexts/default_contexts") \
          $(sed 's/$/:s0/' "$store/contexts/default_type"); do
  checks=$((checks + 1))
  valid_ "user_u:$rt" || valid_ "staff_u:$rt" || valid_ "root:$rt" ||
    valid_ "system_u:$rt" || bad_ "$rt is valid for no user"
done
checks=$((checks + 1))
valid_ "root:$(cat "$store/contexts/failsafe_context")" || bad_ "failsafe_context is not valid for root"
checks=$((checks + 1))
valid_ "$(cat "$store/contexts/initrc_context")" || bad_ "initrc_context is not valid"

# seusers names users of the policy: root to root, everyone else user_u.
checks=$((checks + 1))
grep -qx 'root:root:s0-s0:c0.c1023' "$store/seusers" || bad_ "seusers: root is not root"
checks=$((checks + 1))
grep -qx '__default__:user_u:s0-s0:c0.c1023' "$store/seusers" || bad_ "seusers: __default__ is not user_u"

# login_ LINUXUSER FROM: the context a login program running as FROM
# (role:type:level) gives LINUXUSER's shell.
login_ () {
  local seuser range file rt
  seuser=$(awk -F: -v u="$1" '$1 == u { print $2; exit }' "$store/seusers")
  [ -n "$seuser" ] ||
    seuser=$(awk -F: '$1 == "__default__" { print $2; exit }' "$store/seusers")
  file=$store/contexts/users/$seuser
  [ -f "$file" ] && grep -q "^$2[[:space:]]" "$file" || file=$store/contexts/default_contexts
  for rt in $(awk -v f="$2" '$1 == f { $1 = ""; print }' "$file"); do
    valid_ "$seuser:$rt" && { echo "$seuser:$rt"; return; }
  done
  rt=$(cat "$store/contexts/failsafe_context")
  if valid_ "$seuser:$rt"; then echo "$seuser:$rt"; else echo none; fi
}
expect_login_ () {
  checks=$((checks + 1))
  got=$(login_ "$1" "$2")
  [ "$got" = "$3" ] || bad_ "login of $1 from $2: $got, not $3"
}
expect_login_ root system_r:local_login_t:s0 root:sysadm_r:sysadm_t:s0
expect_login_ root system_r:sulogin_t:s0 root:sysadm_r:sysadm_t:s0
expect_login_ alice system_r:local_login_t:s0 user_u:user_r:user_t:s0
expect_login_ alice system_r:init_t:s0 user_u:user_r:user_t:s0
# An ordinary user never reaches an administrator's role, whatever
# default_contexts lists: user_t, or no context at all (sulogin).
for from in local_login_t sulogin_t init_t initrc_t kernel_t; do
  checks=$((checks + 1))
  case $(login_ alice system_r:$from:s0) in
    user_u:user_r:user_t:s0|none) ;;
    *) bad_ "alice from $from: $(login_ alice system_r:$from:s0)" ;;
  esac
done
# A user mapped to staff_u (seusers line "bob:staff_u:...") logs in as
# staff and may newrole to sysadm_r.
echo 'bob:staff_u:s0-s0:c0.c1023' > seusers.bob
cat "$store/seusers" >> seusers.bob
checks=$((checks + 1))
got=$(store0=$store; store=$work/bobstore; mkdir -p $store/contexts;
      cp -r "$store0/contexts/." $store/contexts/; cp seusers.bob $store/seusers;
      login_ bob system_r:local_login_t:s0)
[ "$got" = staff_u:staff_r:staff_t:s0 ] || bad_ "login of bob (staff_u): $got"
checks=$((checks + 1))
valid_ staff_u:sysadm_r:sysadm_t:s0 || bad_ "staff_u may not hold sysadm_r:sysadm_t"
checks=$((checks + 1))
valid_ user_u:sysadm_r:sysadm_t:s0 && bad_ "user_u may hold sysadm_r:sysadm_t"
checks=$((checks + 1))
valid_ user_u:staff_r:staff_t:s0 && bad_ "user_u may hold staff_r"

done_
