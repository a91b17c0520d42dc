#!/bin/bash
# chcon --help and --version (see check_help_ in tests/init.sh).
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/chcon
ours=$builddir/src/chcon
require_ref_ $ref
check_help_ chcon $ref "$ours"
finish_
