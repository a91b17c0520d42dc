#!/bin/bash
# id --help and --version (see check_help_ in tests/init.sh).
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/id
ours=$builddir/src/id
require_ref_ $ref
check_help_ id $ref "$ours"
finish_
