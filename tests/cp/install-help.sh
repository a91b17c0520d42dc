#!/bin/bash
# install --help and --version, and usage errors around them.
. "$abs_top_srcdir/tests/init.sh"
require_ref_ /usr/bin/install
check_help_ install /usr/bin/install "$builddir/src/cp/install"
finish_
