#!/bin/bash
# runcon against GNU coreutils' /usr/bin/runcon on this kernel: the
# forms (CONTEXT COMMAND; -c -u -r -t -l COMMAND; neither), options not
# reordered past the command, usage errors, repeated parts, and what it
# says without SELinux (the current context unreadable; "may be used only
# on a SELinux kernel").  On an SELinux kernel, tests/vm's 85-mk.sh.
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/runcon
ours=$builddir/src/runcon
require_ref_ $ref

runs=(
  "" "-c" "-t x" "-u u -r r -t t -l s0" "--type=x" "--ty=x" "--compute"
  "x" "-c true" "-t x true" "-u x true" "-r x true" "-l s0 true"
  "-c -t x true" "x true" "x nosuch" "system_u:system_r:ntpd_t:s0 true"
  "x -t y true" "-- x true" "-- -t" "true -t x" "x true -t x" "-t x -- true"
  "-t a -t b true" "-r a -r b" "-u a -u b" "-l a -l b" "-t a -t b"
  "-c -c true" "-t" "-u" "-r" "-l" "--type" "--range=" "--role= true"
  "-x" "--bogus" "--bogus true" "-t x --bogus true" "--comp=1 true"
  "--c true" "--r x true" "--us=x true" "--ran=s0 true" "''" "'' ''"
  "-t '' true" "x ''" "-c ''" "-t x -c -u y -r z -l s0 nosuch"
  "--version=1" "-- --help"
)
for r in "${runs[@]}"; do
  eval "args=($r)"
  compare_ runcon $ref "$ours" "${args[@]}"
done

# As a user.
if command -v setpriv >/dev/null; then
  chmod 755 "$work"
  cp "$ours" "$work/runcon" || framework_failure_ "copying $ours"
  wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
  for r in "" "x true" "-t x true" "-c"; do
    eval "args=($r)"
    compare_ runcon $ref "$work/runcon" "${args[@]}"
  done
  wrap=
fi

# A write error on stdout.
for o in "" "-t x"; do
  cases=$((cases + 1))
  # shellcheck disable=SC2086
  run_as_ runcon $ref $o >/dev/full 2>ref.err; rs=$?
  # shellcheck disable=SC2086
  run_as_ runcon "$ours" $o >/dev/full 2>our.err; os=$?
  cmp -s ref.err our.err && [ $rs = $os ] ||
    report_mismatch_ C "runcon $o >/dev/full" $rs $os
done
finish_
