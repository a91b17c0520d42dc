#!/bin/bash
# setsebool against policycoreutils 3.4's on a host without SELinux:
# usage, option and value parsing, the one-setting and list forms, the
# kernel's refusal ("Invalid boolean" with no selinuxfs), and -P with no
# managed policy, as root and as another user; plus seeded random
# combinations of all of these.  -P makes the reference open the
# libsemanage store, so the test runs in a private mount namespace with
# an empty tmpfs over /var/lib/selinux (and ours finds no policy under
# the configured type: a tmpfs over /etc/selinux/TYPE as well).

NEED_NS=1
. "$abs_top_srcdir/tests/load_policy/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/setsebool
ours=$builddir/src/booleans/setsebool
require_ref_ $ref
require_root_

mkdir -p /var/lib/selinux && mount -t tmpfs none /var/lib/selinux ||
  framework_failure_ "cannot mount a tmpfs over /var/lib/selinux"
type=$(sed -n 's/^SELINUXTYPE=//p' /etc/selinux/config 2>/dev/null | tail -1)
if [ -n "$type" ] && [ -d "/etc/selinux/$type" ]; then
  mount -t tmpfs none "/etc/selinux/$type" ||
    framework_failure_ "cannot mount a tmpfs over /etc/selinux/$type"
fi

cases_ () {
  while IFS= read -r args; do
    eval "set -- $args"
    compare_ setsebool $ref $ours "$@"
  done <<'CASES'

''
x
'x on'
'x off'
'x 1'
'x 0'
'x true'
'x FALSE'
'x On'
'x oFF'
'x yes'
'x 2'
'x ""'
'x " on"'
'x on extra'
'x=on'
'x=ON'
'x=tRuE'
'x=0'
'x='
'=on'
'=x'
'='
'x==on'
'x=on=off'
'x=on y=off'
'x=on y'
'x y=on'
'x=on y=maybe'
'x=maybe y=on'
'x=on y=off z=1 w=0'
'x a=b'
'a=b x'
'../enforce=1'
'../enforce 1'
'"" on'
-P
-N
-V
'-P x'
'-P x on'
'-P x=on'
'-P x=on y=off'
'-P x=bogus'
'-P x on y'
'-N x on'
'-N x=1'
'-V x=1'
'-V x=bad'
'-PNV x=1'
'-P -N -V x=1'
'-NV x on'
'-X'
'-X x=1'
'-P -X x=1'
'--'
'-- x=1'
'-- -P x=1'
'x=1 -P'
'x on -P'
'x -P on'
'--help'
'--version'
'-h'
'-'
'- on'
'-=on'
CASES
}
cases_
POSIXLY_CORRECT=1 cases_
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
command -v setpriv >/dev/null && cases_
wrap=

for name in /usr/sbin/setsebool ./setsebool sub/dir/s x '' 'a b' '%s%n'; do
  compare_ "$name" $ref $ours
  compare_ "$name" $ref $ours -Z x=1
  compare_ "$name" $ref $ours x=1
  compare_ "$name" $ref $ours -P x=1
done

# Seeded random combinations: options, setting words and loose words.
RANDOM=20
words=(-P -N -V -PN -X -- x y x=1 y=off z=TRUE w=no = on off 1 0 maybe '' -P=1)
for i in $(seq 60); do
  args=()
  for j in $(seq $((RANDOM % 5))); do
    args+=("${words[RANDOM % ${#words[@]}]}")
  done
  compare_ setsebool $ref $ours "${args[@]}"
done

finish_
