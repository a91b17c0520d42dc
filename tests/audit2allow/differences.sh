#!/bin/bash
# Where we differ from 3.4 on purpose (the man page's DIFFERENCES):
# what 3.4 drops or mangles in silence is reported on standard error as
# "PROG: line N: ...", its standard output unchanged; where 3.4 crashes
# with a traceback, we print its last line and exit 1 as it does.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/audit2allow/lib.sh"
pol=$our_policy
[ -f "$pol" ] || skip_ "our policy is not built"
S=system_u:system_r O=system_u:object_r
checks=0
expect () {     # expect WHAT FILE: FILE holds exactly the lines on stdin
  if ! diff -u - "$2"; then fail_ "$1"; fi
  checks=$((checks + 1))
}
ours_err () { "$our_bin" "$@" 2>&1 >/dev/null | grep -v '^libsepol\.'; }

cat > r.log <<EOF2
type=AVC msg=audit(1.1:1): avc:  denied  { read } for  pid=1 comm=6E7470642D78 scontext=$S:ntpd_t:s0 tcontext=$O:etc_t:s0 tclass=file
type=AVC msg=audit(1.1:2): avc:  denied  { read } for  pid=1 comm="x" scontext=$S:ntpd_t:s0 tcontext=$O:etc_t:s0
type=AVC msg=audit(1.1:3): avc:  denied  { read } for  pid=1 comm="x" scontext=$S:nosuch_t:s0 tcontext=$O:etc_t:s0 tclass=file
type=AVC msg=audit(1.1:4): avc:  denied  { read } for  pid=1 comm="x" scontext=$S:ntpd_t:s0 tcontext=$O:nosuch_t:s0 tclass=file
type=AVC msg=audit(1.1:5): avc:  denied  { frob } for  pid=1 comm="x" scontext=$S:ntpd_t:s0 tcontext=$O:etc_t:s0 tclass=file
type=AVC msg=audit(1.1:6): avc:  denied  { start } for  pid=1 comm="x" scontext=$S:ntpd_t:s0 tcontext=$O:etc_t:s0 tclass=nosuchclass
type=AVC msg=audit(1.1:7): avc:  denied  { stop } for  pid=1 comm="x" scontext=$S:ntpd_t:s0 tcontext=$O:etc_t:s0 tclass=nosuchclass
type=SELINUX_ERR msg=audit(1.1:8): op=security_compute_sid invalid_context="system_u:system_r:snmpd_t:s0" scontext=$S:initrc_t:s0 tcontext=$O:snmpd_exec_t:s0 tclass=process
type=SELINUX_ERR msg=audit(1.1:9): security_compute_sid:  invalid context
EOF2
ours_err -p "$pol" -i r.log -v > got
expect "reports" got <<'EOF2'
audit2allow: line 1: comm is hex-encoded ("ntpd-x"): the explanation shows it cut, as 3.4's does
audit2allow: line 2: record dropped: not a complete AVC or SELINUX_ERR record
audit2allow: line 3: record dropped: the policy has no such source context (type, user or role)
audit2allow: line 4: record dropped: the policy has no such target context (type, user or role)
audit2allow: line 5: record dropped: a permission the class does not have in the policy
audit2allow: line 6: class nosuchclass is not defined in the policy: a rule for it will not compile
audit2allow: line 8: SELINUX_ERR in the op=security_compute_sid form, which 3.4 ignores: the policy lacks role system_r types snmpd_t;
audit2allow: line 9: record dropped: not a complete AVC or SELINUX_ERR record
EOF2
# Without -v the hex comm is not mangled, so not reported; audit2why
# names itself.
(exec -a audit2why "$our_bin" -p "$pol" -i r.log) 2>&1 >/dev/null | grep -v '^libsepol\.' | head -n 2 > got
expect "audit2why's reports" got <<'EOF2'
audit2why: line 2: record dropped: not a complete AVC or SELINUX_ERR record
audit2why: line 3: record dropped: the policy has no such source context (type, user or role)
EOF2
# Standard output is 3.4's, byte for byte.
for o in "" -v -w "-m x"; do
  # shellcheck disable=SC2086
  "$ref" -p "$pol" -i r.log $o > ref.out 2> /dev/null
  # shellcheck disable=SC2086
  "$ours" -p "$pol" -i r.log $o > our.out 2> /dev/null
  cmp -s ref.out our.out || { diff ref.out our.out; fail_ "stdout with '$o' differs"; }
  checks=$((checks + 1))
done

# 3.4's tracebacks: the last line, status 1.
cases=("-i r.log|ValueError: You must specify the -p option with the path to the policy file."
         "-p /nonexistent -i r.log|ValueError: unable to open /nonexistent:  No such file or directory"
         "-p r.log -i r.log|ValueError: invalid binary policy r.log"
         "-p $pol -i r.log -t [|re.error: missing terminating ] for character class at position 1")
for c in "${cases[@]}"; do
  args=${c%%|*} want=${c#*|}
  if [ -e /sys/fs/selinux/policy ] && [ "${args#-i}" != "$args" ]; then continue; fi
  # shellcheck disable=SC2086
  "$our_bin" $args > our.out 2> our.err; os=$?
  # shellcheck disable=SC2086
  "$ref_bin" $args > ref.out 2> ref.err; rs=$?
  [ $os = 1 ] && [ $rs = 1 ] || fail_ "$args: exit status $os, 3.4's $rs"
  grep -Ev '^(libsepol\.|audit2allow: line )' our.err > got
  expect "$args" got <<< "$want"
  grep -qxF "$want" ref.err || [ "${want#re.error}" != "$want" ] ||
    fail_ "$args: 3.4's traceback does not end in our line"
done
echo "$checks checks passed"
