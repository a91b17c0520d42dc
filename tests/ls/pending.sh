#!/bin/bash
# Cases where our ls differed from GNU's at the last merge of ls, kept
# out of TESTS until fixed: a symlink loop as an operand (GNU: "cannot
# access ...: Too many levels of symbolic links", status 2), and -ltr
# with a time before the epoch (GNU shows the year).
. "$abs_top_srcdir/tests/ls/lib.sh"

for o in "" -a -A -B -R -Ra -RA -F -I\* --hide=\* \
         --dereference-command-line-symlink-to-dir -d -l -L -H; do
  # shellcheck disable=SC2086
  c_ $o types/sl_loop1
  # shellcheck disable=SC2086
  c_ $o types/sl_loop1 types/reg
done
for tz in UTC0 Europe/Paris America/St_Johns Asia/Kathmandu "" junk; do
  c_ TZ="$tz" -ltr times
  c_ TZ="$tz" -lt times
  c_ TZ="$tz" -lr times
done
run_cases_
finish_
