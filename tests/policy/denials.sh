#!/bin/bash
# What the policy must deny: the confined daemons may not reach outside
# their own files, and none may change the policy or its mode.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch seinfo

# The queries do find allowed access (unconfined_t may do all of this),
# so an empty answer below means a denial, not a broken query.
allow_ unconfined_t etc_t file write
allow_ unconfined_t shadow_t file read
allow_ unconfined_t security_t security load_policy setenforce

# ntpd may not write etc_t files, nor read shadow_t.
deny_ ntpd_t etc_t file write append create unlink rename setattr
deny_ ntpd_t etc_t dir write add_name remove_name
deny_ ntpd_t shadow_t file read open

# httpd may not read (or write) ntpd's drift file.
deny_ httpd_t ntp_drift_t file read open write append
deny_ httpd_t ntp_drift_t dir read search

daemons=$(members_ daemon_domain)
checks=$((checks + 1))
[ "$(echo "$daemons" | wc -l)" = 12 ] ||
  bad_ "daemon_domain should hold the 12 daemons: $daemons"

# No daemon may load a policy, set the enforcing mode or booleans, or
# touch the password hashes; none is unconfined.
for d in $daemons; do
  deny_ $d security_t security load_policy setenforce setbool setcheckreqprot
  deny_ $d shadow_t file read open write
  deny_ $d etc_t file write append create
  deny_ $d $d capability sys_module
  deny_ $d $d capability2 mac_admin mac_override
  checks=$((checks + 1))
  members_ unconfined_domain | grep -qx $d && bad_ "$d is unconfined"
done

done_
