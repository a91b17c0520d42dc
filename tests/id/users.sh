#!/bin/bash
# id USER...: names, numbers, unknown users, odd specs and several users
# at once, with the options that apply, compared with GNU coreutils' id.
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/id
ours=$builddir/src/id
require_ref_ $ref

# Every account on this machine, by name and by number (up to 40).
mapfile -t accounts < <(getent passwd | head -n 40 | cut -d: -f1,3)
specs=(root 0 +0 00 nosuchuser 99999 4294967295 4294967296 -1 ""
       root:root root: :root " root" "root " root.root "0 " x:0)
for a in "${accounts[@]}"; do specs+=("${a%%:*}" "${a#*:}"); done

options=("" -u -g -G -un -gn -Gn -ur -gnr -Gz -Gnz -uz -Z -n -z -ug)
for o in "${options[@]}"; do
  for s in "${specs[@]}"; do
    # shellcheck disable=SC2086
    queue_ $o -- "$s"
  done
done
run_queue_ id $ref "$ours"

# Several users at once, with failures in between (-Gz ends each
# record with a second NUL).
sets=("root daemon" "root nosuchuser daemon" "0 1 2 3 65534"
      "nosuchuser alsonot" "root root")
for o in "" -u -G -Gn -Gz -Gnz -gz -un; do
  for set in "${sets[@]}"; do
    # shellcheck disable=SC2086
    queue_ $o $set
  done
done
run_queue_ id $ref "$ours"

finish_
