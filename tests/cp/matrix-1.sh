#!/bin/bash
# cp's option-by-operand matrix against GNU cp, part 1 of 6
# (the cases are in tests/cp/matrix-cases.sh).
part=1
. "$abs_top_srcdir/tests/cp/matrix-cases.sh"
