#!/bin/bash
# cp and mv --help and --version, and usage errors around them.
. "$abs_top_srcdir/tests/init.sh"
require_ref_ /usr/bin/cp /usr/bin/mv
check_help_ cp /usr/bin/cp "$builddir/src/cp/cp"
check_help_ mv /usr/bin/mv "$builddir/src/cp/mv"
finish_
