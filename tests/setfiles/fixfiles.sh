#!/bin/bash
# fixfiles, ours (calling our setfiles and restorecon) against 3.4's:
# usage errors and modes that need no SELinux kernel.
. "${abs_top_srcdir:?run through make check}/tests/setfiles/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/fixfiles
require_ref_ $ref
require_cmd_ bash

# Both scripts run under the same name, from the same directory.
mkdir ref ours
cp $ref ref/fixfiles
# Ours calls our setfiles, under both names.
mkdir bin
ln -s "$builddir/src/setfiles" bin/setfiles
ln -s "$builddir/src/setfiles" bin/restorecon
sed -e "s|^SETFILES=.*|SETFILES=$work/bin/setfiles|" \
    -e "s|^RESTORECON=.*|RESTORECON=$work/bin/restorecon|" \
    "$builddir/src/fixfiles" > ours/fixfiles
# The reference spends seconds per run on the mount table: few cases.
for a in "" -x "-R a -C b check" "-F -M onboot x" "check extra paths"; do
  for loc in $locales; do
    cases=$((cases + 1))
    # shellcheck disable=SC2086
    (cd ref && LC_ALL=$loc bash ./fixfiles $a) > ref.out 2> ref.err; rs=$?
    # shellcheck disable=SC2086
    (cd ours && LC_ALL=$loc bash ./fixfiles $a) > our.out 2> our.err; os=$?
    if cmp -s ref.out our.out && cmp -s ref.err our.err && [ $rs = $os ]; then :
    else report_mismatch_ $loc "fixfiles $a" $rs $os
    fi
  done
done
finish_
