#!/bin/bash
# getsebool against libselinux 3.4's on a host without SELinux: option
# parsing, usage and the "disabled" message, named by argv[0] as given,
# as root and as another user.

. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/getsebool
ours=$builddir/src/booleans/getsebool
require_ref_ $ref

cases_ () {
  while IFS= read -r args; do
    eval "set -- $args"
    compare_ getsebool $ref $ours "$@"
  done <<'CASES'

''
-a
'-a -a'
'-a x'
'x -a'
'-aa'
httpd_enable_homedirs
'httpd_enable_homedirs named_write_master_zones'
x
'x y z'
--
'-- x'
'-- -a'
'x --'
-b
-h
--help
--version
'-a --'
'-a -b'
'-b -a'
'-ab'
'-- --'
'' ''
'-a ""'
'-'
'x -'
'"a b"'
'../enforce'
CASES
}
cases_
POSIXLY_CORRECT=1 cases_
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
[ "$(id -u)" = 0 ] && command -v setpriv >/dev/null && cases_
wrap=

for name in /usr/sbin/getsebool ./getsebool sub/dir/g x '' 'a b' '%s%n'; do
  compare_ "$name" $ref $ours
  compare_ "$name" $ref $ours -a
  compare_ "$name" $ref $ours -a x
  compare_ "$name" $ref $ours -z
  compare_ "$name" $ref $ours name
done

finish_
