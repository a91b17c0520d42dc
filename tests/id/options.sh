#!/bin/bash
# id: every option and option pair, for the current process under several
# sets of credentials, compared with GNU coreutils' id.
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/id
ours=$builddir/src/id
require_ref_ $ref
chmod 755 "$work"

options=(
  "" -a -u -g -G -n -r -z -Z
  -un -gn -Gn -ur -gr -Gr -unr -gnr -Gnr -uz -gz -Gz -Gnz -Gnrz -unz
  -Zz -Zn -Zr -nr -nz -rz -ug -uG -gG -ugG -uZ -gZ -GZ -aG
  --user --group --groups --name --real --zero --context
  "--user --name" "--us --na" "--groups --zero" "-G --real --name"
  --g --u --c
  -x --bogus "--user=x" "-u --" "-u -- root" -- "-a -a -a"
)

# Credentials: as we are; a named user with no supplementary groups; a
# uid and gid with no names; effective ids that differ from the real
# ones, with named, nameless and duplicate supplementary groups.
creds=(
  ""
  "setpriv --reuid=65534 --regid=65534 --clear-groups"
  "setpriv --reuid=54321 --regid=54321 --clear-groups"
  "setpriv --ruid=0 --euid=65534 --rgid=0 --egid=65534 --groups=4,54322,27"
  "setpriv --reuid=1 --regid=1 --groups=1,2,3,1,54323"
  "setpriv --ruid=54321 --euid=0 --rgid=7 --egid=54324 --groups=7,54324"
)
have_setpriv=false
command -v setpriv >/dev/null && [ "$(id -u)" = 0 ] && have_setpriv=true

for c in "${creds[@]}"; do
  if [ -n "$c" ] && ! $have_setpriv; then
    echo "note: not root or no setpriv; credentials '$c' left out"
    continue
  fi
  wrap=$c
  for o in "${options[@]}"; do
    # shellcheck disable=SC2086
    queue_ $o
  done
  run_queue_ id $ref "$ours"
done
wrap=

# POSIXLY_CORRECT only drops context= from the default format.
export POSIXLY_CORRECT=1
for o in "" -G -u -Gn; do
  # shellcheck disable=SC2086
  queue_ $o
done
run_queue_ id $ref "$ours"
unset POSIXLY_CORRECT

# A write error on stdout is reported, with a failure status.
for o in "" -G -un; do
  cases=$((cases + 1))
  # shellcheck disable=SC2086
  run_as_ id $ref $o >/dev/full 2>ref.err; rs=$?
  # shellcheck disable=SC2086
  run_as_ id "$ours" $o >/dev/full 2>our.err; os=$?
  if ! cmp -s ref.err our.err || [ $rs != $os ]; then
    report_mismatch_ C "id $o >/dev/full" $rs $os
  fi
done

finish_
