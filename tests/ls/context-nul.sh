#!/bin/bash
# A security.selinux value of one NUL byte: libselinux's empty context
# "", which GNU ls shows as an empty field with the '.' indicator.  Kept
# out of TESTS while ours differs (see tests/ls/local.mk).
. "$abs_top_srcdir/tests/ls/lib.sh"

for f in -Z -lZ -l -CZ -xZ -mZ -1Z -gZ "-Z --color=always" "-l --color=always" \
         "-lZ --color=always" -dZ -RZ -LZ -ZQ "-Z --zero"; do
  # shellcheck disable=SC2086
  c_ $f labels_nul
  # shellcheck disable=SC2086
  c_ $f labels_nul/nul
  # shellcheck disable=SC2086
  c_ $f labels_nul/nul labels_nul/normal labels_nul/none
done
run_cases_
finish_
