## tests/layout: the source tree's own rules.  layers.sh reads the
## objects of each program family: no two of its files may use each
## other's globals, directly or around a circle.
layout_tests = tests/layout/layers.sh
TESTS += $(layout_tests)
# It reads the objects: they must be built first.
tests/layout/layers.log: $(bin_PROGRAMS)
