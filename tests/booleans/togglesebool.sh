#!/bin/bash
# togglesebool against libselinux 3.4's on a host without SELinux: the
# "disabled" message comes first, named by argv[0] as given, whatever
# the arguments.

. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/togglesebool
ours=$builddir/src/booleans/togglesebool
require_ref_ $ref

cases_ () {
  while IFS= read -r args; do
    eval "set -- $args"
    compare_ togglesebool $ref $ours "$@"
  done <<'CASES'

''
x
'x y'
httpd_enable_homedirs
-a
--help
--
'-- x'
'' ''
'../enforce'
CASES
}
cases_
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
[ "$(id -u)" = 0 ] && command -v setpriv >/dev/null && cases_
wrap=

for name in /usr/sbin/togglesebool ./togglesebool sub/dir/t x '' 'a b' '%s%n'; do
  compare_ "$name" $ref $ours
  compare_ "$name" $ref $ours x
done

finish_
