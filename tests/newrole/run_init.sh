#!/bin/bash
# run_init against Debian 12's (policycoreutils 3.4, package newrole) on
# a kernel without SELinux, as this host's is: the reference checks for
# SELinux first, so every command line gets its one message and status
# 255.  On an SELinux kernel: tests/vm/strict/20-newrole.sh.

. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/run_init
ours=$builddir/src/newrole/run_init
require_ref_ $ref
/usr/sbin/selinuxenabled 2> /dev/null &&
  skip_ "this host runs SELinux: tests/vm/strict/20-newrole.sh covers it"

while IFS= read -r args; do
  eval "set -- $args"
  queue_ "$@"
done <<'CASES'

/etc/init.d/ssh start
--help
-h
--version
-V
--
-- /bin/true
/nonexistent
''
'a b' "c\"d" $'\n'
-
CASES
run_queue_ run_init $ref $ours

for name in run_init /usr/sbin/run_init ./x '' 'a b'; do
  compare_ "$name" $ref $ours /bin/true
  compare_ "$name" $ref $ours
done
compare_ run_init $ref $ours /bin/true < /dev/null
compare_ run_init $ref $ours /bin/true <&-
if [ "$(id -u)" = 0 ]; then
  wrap='setpriv --reuid=65534 --regid=65534 --clear-groups'
  compare_ run_init $ref $ours /bin/true
  wrap=
fi

finish_
