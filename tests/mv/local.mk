## tests/mv: our mv against GNU coreutils' /usr/bin/mv.

mv_tests = \
  tests/mv/basic-1.sh \
  tests/mv/basic-2.sh \
  tests/mv/basic-3.sh \
  tests/mv/basic-4.sh \
  tests/mv/tty.sh
TESTS += $(mv_tests)
EXTRA_DIST += $(mv_tests) tests/mv/cases.sh tests/mv/ask-tty.py
tests/mv/basic-1.log tests/mv/basic-2.log tests/mv/basic-3.log \
  tests/mv/basic-4.log tests/mv/tty.log: tests/cp/treedump
