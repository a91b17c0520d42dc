#!/bin/bash
# cp and mv under faults against GNU's, part 3 of 3 (the cases are in
# tests/cp/faults-cases.sh).
part=3
. "$abs_top_srcdir/tests/cp/faults-cases.sh"
