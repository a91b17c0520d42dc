#!/bin/bash
# mv against GNU mv, part 2 of 4 (the cases are in tests/mv/cases.sh).
part=2
. "$abs_top_srcdir/tests/mv/cases.sh"
