#!/bin/bash
# audit2allow -i LOG run by root on a log in a directory the attacker
# writes, the log swapped for a symlink to root's secret (a shadow-like
# file): no text of the secret may appear in what ours prints (standard
# output or error).  Reading the file named is what -i does (3.4's
# follows a symlink there too); what is judged is only what leaks into
# the output.  3.4's count is shown beside ours.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/race/lib.sh"
ours_bin=$builddir/src/audit2allow/audit2allow
require_ref_ /usr/bin/audit2allow /usr/bin/audit2why
[ -x "$ours_bin" ] || skip_ "our audit2allow is not built"
policy=$builddir/policy/targeted/policy/policy.33
[ -f "$policy" ] ||
  policy=/var/cache/secoreutils/refpolicy/root/etc/selinux/default/policy/policy.33
[ -f "$policy" ] || skip_ "no binary policy: build policy/ first"

# The secret: root's, 0600, shadow-like lines, one of them with bytes
# that are not UTF-8 (3.4 stops there with a traceback).
{
  echo 'root:$6$SECRET-HASH$xyz:19000:0:99999:7:::'
  echo 'daemon:SECRET-PASS:19000::::::'
  echo 'type=SECRET msg=audit(SECRET): SECRET-TEXT avc: denied'
  printf 'svc:SECRET-\377\376:19000::::::\n'
} > secret && chmod 0600 secret || framework_failure_ "secret"
mkdir logs && chown 65534:65534 logs || framework_failure_ "logs"
log_ () {
  rm -f logs/log logs/log.real logs/log.lnk &&
    echo 'type=AVC msg=audit(1.1:1): avc:  denied  { read } for pid=1 comm="cat" name="f" scontext=system_u:system_r:init_t:s0 tcontext=system_u:object_r:etc_t:s0 tclass=file permissive=1' > logs/log &&
    chown 65534:65534 logs/log || framework_failure_ "log"
}
# Reached: the secret's text in the output or in the messages.
leaked_ () { grep -aq SECRET "$1" "${1%.out}.err"; }

race_ "audit2allow -i logs/log, logs/log <-> symlink to the secret" log_ \
  leaked_ swap logs/log "$work/secret" -- audit2allow -p "$policy" -i logs/log
race_ "audit2allow -w -i logs/log, logs/log <-> symlink" log_ \
  leaked_ swap logs/log "$work/secret" -- audit2allow -w -p "$policy" -i logs/log
race_finish_
