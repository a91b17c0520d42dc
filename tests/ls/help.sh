#!/bin/bash
# --help and --version of ls, dir and vdir (check_help_: GNU's text up
# to the closing paragraph, our own --version).
. "$abs_top_srcdir/tests/ls/lib.sh"

for p in ls dir vdir; do
  check_help_ $p $ref_dir/$p "$ours_dir/$p"
  for a in "-l --help" "--help -l nonexistent" "--he -x" "-w x --help"; do
    # shellcheck disable=SC2086
    compare_ $p $ref_dir/$p "$ours_dir/$p" $a
  done
done
finish_
