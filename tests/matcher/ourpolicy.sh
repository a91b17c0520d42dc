#!/bin/bash
# The matcher against libselinux's selabel_lookup_raw on our own
# policy's file_contexts (policy/targeted, built by make): every path of
# this machine (/proc not entered) with its own type, and every 20th
# under all 8 lookup types.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/matcher/agree.sh"

fc=$builddir/policy/targeted/contexts/files/file_contexts
[ -s "$fc" ] || skip_ "$fc is not built"
agree_ "our policy" -e 20 "$fc" --walk /
agree_finish_
