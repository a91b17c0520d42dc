#!/bin/bash
# Racing processes swap a directory of the tree for a symbolic link to a
# directory outside it, and a file of the tree for a symbolic link to a
# file outside it, again and again, while setfiles -F relabels the tree:
# no file outside the tree may ever be relabelled.
. "${abs_top_srcdir:?run through make check}/tests/setfiles/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/setfiles/fixture.sh"

keep=system_u:object_r:keep_t:s0
mkdir -p t/a/b outside/b t/c
for i in $(seq 200); do : > "t/a/b/f$i"; : > "outside/b/f$i"; done
for i in $(seq 50); do : > "t/c/g$i"; done
: > outside/g
find outside -exec setfattr -h -n security.selinux -v $keep {} +

racer () {
  while :; do
    mv -T t/a t/a.real 2>/dev/null
    ln -s ../outside t/a 2>/dev/null
    mv -T t/a.real t/a 2>/dev/null
  done
}
# Each file of t/c in turn becomes a link to outside/g, then itself again.
file_racer () {
  while :; do
    for i in $(seq 50); do
      mv -T "t/c/g$i" t/c/real 2>/dev/null
      ln -s ../../outside/g "t/c/g$i" 2>/dev/null
      mv -T t/c/real "t/c/g$i" 2>/dev/null
    done
  done
}
racer & pid=$!
file_racer & fpid=$!
for i in $(seq 30); do
  "$ours" -F -r "$work" "$work/spec" "$work/t" >/dev/null 2>&1
  "$ours" -F -T 2 -r "$work" "$work/spec" "$work/t" >/dev/null 2>&1
done
kill $pid $fpid; wait $pid $fpid 2>/dev/null
cases=1
# The outside tree must still hold only $keep (203 entries).
n=$(getfattr -R -h -n security.selinux -e text outside 2>/dev/null |
    grep -c "^security.selinux=\"$keep\"")
[ "$n" = 203 ] || { echo "outside labels changed: $n of 203 kept"; mismatches=1; }
finish_
