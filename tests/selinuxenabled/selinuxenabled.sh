#!/bin/bash
# selinuxenabled against libselinux 3.4's: no output, the answer in the
# exit status, arguments ignored.

. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/selinuxenabled
ours=$builddir/src/selinuxenabled
require_ref_ $ref

while IFS= read -r args; do
  eval "set -- $args"
  compare_ selinuxenabled $ref $ours "$@"
done <<'CASES'

x
-h
--help
--version
-q
--
''
a b c
CASES

for name in /usr/sbin/selinuxenabled ./se x '' 'a b'; do
  compare_ "$name" $ref $ours
  compare_ "$name" $ref $ours --help
done

# Closed standard streams change nothing.
for loc in $locales; do
  cases=$((cases + 1))
  LC_ALL=$loc run_as_ selinuxenabled $ref >&- 2>&-; rs=$?
  LC_ALL=$loc run_as_ selinuxenabled $ours >&- 2>&-; os=$?
  [ $rs = $os ] || { mismatches=$((mismatches + 1))
                     echo "MISMATCH [$loc]: closed stdout: $rs vs $os"; }
done

finish_
