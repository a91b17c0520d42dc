#!/bin/bash
# setenforce against libselinux 3.4's: exactly one argument, usage and
# "disabled" messages named by argv[0] as given.

. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/setenforce
ours=$builddir/src/setenforce
require_ref_ $ref

while IFS= read -r args; do
  eval "set -- $args"
  compare_ setenforce $ref $ours "$@"
done <<'CASES'

''
0
1
2
-1
01
10
' 1'
'1 '
enforcing
Enforcing
ENFORCING
permissive
Permissive
pErMiSsIvE
enforce
'enforcing '
foo
true
-h
--help
--version
--
0 1
1 1
enforcing extra
'' ''
a b c
CASES

for name in /usr/sbin/setenforce ./setenforce sub/dir/se x '' 'a b' '%s%n'; do
  compare_ "$name" $ref $ours
  compare_ "$name" $ref $ours 1
  compare_ "$name" $ref $ours bogus
  compare_ "$name" $ref $ours 1 0
done

finish_
