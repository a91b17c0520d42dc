#!/bin/bash
# getenforce against libselinux 3.4's: every argument is ignored, and
# only "getenforce" (never argv[0]) names the program.

. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/getenforce
ours=$builddir/src/getenforce
require_ref_ $ref

while IFS= read -r args; do
  eval "set -- $args"
  compare_ getenforce $ref $ours "$@"
done <<'CASES'

x
-h
--help
--version
-
--
-- -x
-e -v -x
Enforcing
Permissive 1 0
''
'' ''
'a b' "c\"d"
CASES

for name in /usr/sbin/getenforce ./getenforce sub/dir/ge x '' 'a b' -; do
  compare_ "$name" $ref $ours
  compare_ "$name" $ref $ours --help
done

# DIFFERENCES: a write error on standard output is reported, and fails.
for loc in $locales; do
  cases=$((cases + 1))
  LC_ALL=$loc run_as_ getenforce $ours >/dev/full 2>err; s=$?
  printf 'getenforce: write error: No space left on device\n' >exp
  if [ $s = 1 ] && cmp -s exp err; then :; else
    mismatches=$((mismatches + 1))
    echo "MISMATCH [$loc]: getenforce >/dev/full: status $s"; cat err
  fi
done

finish_
