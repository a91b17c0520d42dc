#!/bin/bash
# cp's option-by-operand matrix against GNU cp, part 4 of 6
# (the cases are in tests/cp/matrix-cases.sh).
part=4
. "$abs_top_srcdir/tests/cp/matrix-cases.sh"
