## tests/mv: our mv against GNU coreutils' /usr/bin/mv.

mv_tests =
TESTS += $(mv_tests)
EXTRA_DIST += $(mv_tests) tests/mv/basic.sh
tests/mv/basic.log: tests/cp/treedump
