#!/bin/bash
# stat --help and --version (see check_help_ in tests/init.sh).
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/stat
ours=$builddir/src/stat/stat
require_ref_ $ref
check_help_ stat $ref "$ours"
finish_
