#!/bin/bash
# mv against GNU mv, part 4 of 4 (the cases are in tests/cp/mv-cases.sh).
part=4
. "$abs_top_srcdir/tests/cp/mv-cases.sh"
