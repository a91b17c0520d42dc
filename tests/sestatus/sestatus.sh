#!/bin/bash
# sestatus against policycoreutils 3.4's: getopt's messages name argv[0],
# the usage text its POSIX basename; usage goes to stdout, status 255.

. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/sestatus
[ -x $ref ] || ref=/usr/bin/sestatus
ours=$builddir/src/sestatus
require_ref_ $ref

while IFS= read -r args; do
  eval "set -- $args"
  compare_ sestatus $ref $ours "$@"
done <<'CASES'

-v
-b
-vb
-bv
-v -b
-vvbb
-x
-vx
-xv
-b -x
-v -z -b
-?
-:
-h
--help
--version
--verbose
-
--
-- -x
x
x -v
-v x
'' ''
a b c
-- -v
CASES

for name in /usr/sbin/sestatus /usr/bin/sestatus ./sestatus dir/ a/b/ a//b// / \
            '' 'a b' ./-v; do
  compare_ "$name" $ref $ours
  compare_ "$name" $ref $ours -x
  compare_ "$name" $ref $ours -v --help
done

# Without POSIXLY_CORRECT getopt looks past operands; with it, it stops.
POSIXLY_CORRECT=1 compare_ sestatus $ref $ours x -z
POSIXLY_CORRECT=1 compare_ sestatus $ref $ours -v x -z
compare_ sestatus $ref $ours x -z

# DIFFERENCES: a write error on standard output is reported, and fails.
for loc in $locales; do
  for args in "" "-x"; do
    cases=$((cases + 1))
    LC_ALL=$loc run_as_ sestatus $ours $args >/dev/full 2>err; s=$?
    if [ $s = 1 ] &&
       tail -n1 err | grep -qx 'sestatus: write error: No space left on device'
    then :; else
      mismatches=$((mismatches + 1))
      echo "MISMATCH [$loc]: sestatus $args >/dev/full: status $s"; cat err
    fi
  done
done

finish_
