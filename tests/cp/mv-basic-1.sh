#!/bin/bash
# mv against GNU mv, part 1 of 4 (the cases are in tests/cp/mv-cases.sh).
part=1
. "$abs_top_srcdir/tests/cp/mv-cases.sh"
