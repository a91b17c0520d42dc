## tests/mv: our mv against GNU coreutils' /usr/bin/mv.

mv_tests =
TESTS += $(mv_tests)
# Not yet run to the end: run by hand with make check TESTS=...; listed
# in mv_tests once every case matches.
EXTRA_DIST += $(mv_tests) tests/mv/cases.sh \
  tests/mv/basic-1.sh tests/mv/basic-2.sh tests/mv/basic-3.sh
tests/mv/basic-1.log tests/mv/basic-2.log tests/mv/basic-3.log: \
  tests/cp/treedump
