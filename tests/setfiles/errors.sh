#!/bin/bash
# setfiles' usage errors, bad options and bad spec files, and restorecon
# on a kernel without SELinux, against 3.4's.
. "${abs_top_srcdir:?run through make check}/tests/setfiles/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/setfiles/fixture.sh"

T=$work/t
mkdir t
sp=$work/spec
for a in "" "$sp" -h "-p -v $sp $T" "-v -p $sp $T" "-x $sp $T" "-Z $sp $T" \
         "-o x $sp $T" "-q $sp $T" "-c" "-T" "-T x $sp $T" "-T 3x $sp $T" \
         "-T '' $sp $T" "-T -1 $sp $T" "-T 99999999999999999999 $sp $T" \
         "-r / $sp $T" "-r $work -r $work $sp $T" "-r /nonexistent $sp $T" \
         "-e t $sp $T" "-e ex $sp $T" "-e /nope $sp $T" "/tmp $sp" \
         "/nonexistent $T" "$work $T" "-f" "-f /nonexistent $sp" \
         "-f /nonexistent $sp $T" "-s $sp $T" "-c /nonexistent $sp $T" \
         "-c $sp $sp $T" "$sp /nonexistent" "-i $sp /nonexistent" \
         "-C $sp /nonexistent" "-n $sp $T" "--help" "--version"; do
  eval "set -- $a"
  compare_ setfiles $ref "$ours" "$@"
done

# Bad spec files: each is reported with its line, then the load fails.
bad_specs=(
  "/t"
  "/t	-z	system_u:object_r:etc_t:s0"
  "/t(	system_u:object_r:etc_t:s0"
  "/t	system_u:object_r:etc_t:s0
/t	system_u:object_r:bin_t:s0"
  "/t	system_u:object_r:etc_t:s0
/t	system_u:object_r:etc_t:s0"
  "/t	a b c d"
  "# only a comment"
  ""
)
for b in "${bad_specs[@]}"; do
  printf '%s\n' "$b" > bad
  compare_ setfiles $ref "$ours" -v -r "$work" "$work/bad" "$T"
  compare_ setfiles $ref "$ours" -n -r "$work" "$work/bad" "$T"
done

# The name decides: anything but setfiles is restorecon, which exits at
# once without SELinux.
if [ -d /sys/fs/selinux ] && [ -e /sys/fs/selinux/enforce ]; then
  :
else
  for n in restorecon ./restorecon /sbin/restorecon setfiles.x; do
    compare_ "$n" $ref "$ours" -Rv "$T"
    compare_ "$n" $ref "$ours" --bogus
  done
fi
finish_
