#!/bin/bash
# load_policy against policycoreutils 3.4's, on every argument form, with
# the system's own /etc/selinux: getopt "bqi" and its messages, -b and
# positional-argument warnings, usage errors, -q, -i.

. "$abs_top_srcdir/tests/load_policy/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/load_policy
[ -x $ref ] || ref=/sbin/load_policy
ours=$builddir/src/load_policy
require_ref_ $ref

while IFS= read -r args; do
  eval "set -- $args"
  compare_ load_policy $ref $ours "$@"
done <<'CASES'

-q
-i
-qi
-iq
-q -i
-b
-bq
-bb
-bi
-x
-qx
-xq
-bx
-?
-h
--help
--version
--quiet
-
--
-- -q
foo
foo bar
foo bar baz
-q foo
-q foo bar
-q foo bar baz
foo -q
foo -q bar
-b foo bar
-i foo
-i foo bar
'' ''
'%s' '%n'
CASES

for name in /usr/sbin/load_policy /sbin/load_policy ./lp sub/dir/ '' 'a b'; do
  compare_ "$name" $ref $ours
  compare_ "$name" $ref $ours -x
  compare_ "$name" $ref $ours -b foo bar
  compare_ "$name" $ref $ours -i
done

# Without POSIXLY_CORRECT getopt looks past operands; with it, it stops.
POSIXLY_CORRECT=1 compare_ load_policy $ref $ours foo -q
POSIXLY_CORRECT=1 compare_ load_policy $ref $ours foo -x
POSIXLY_CORRECT=1 compare_ load_policy $ref $ours -q foo -x

finish_
