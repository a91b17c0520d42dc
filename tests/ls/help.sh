#!/bin/bash
# --help and --version of ls, dir and vdir (check_help_: GNU's text up
# to the closing paragraph, our own --version).
. "$abs_top_srcdir/tests/ls/lib.sh"

for p in ls dir vdir; do
  check_help_ $p $ref_dir/$p "$ours_dir/$p"
  # A usage error before --help wins.
  compare_ $p $ref_dir/$p "$ours_dir/$p" -w x --help
  compare_ $p $ref_dir/$p "$ours_dir/$p" --sort=bogus --help
done
finish_
