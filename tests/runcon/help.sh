#!/bin/bash
# runcon --help and --version (check_help_ in tests/init.sh).
. "$abs_top_srcdir/tests/init.sh"
require_ref_ /usr/bin/runcon
check_help_ runcon /usr/bin/runcon "$builddir/src/runcon"
finish_
