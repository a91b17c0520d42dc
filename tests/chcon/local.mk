## tests/chcon: our chcon against GNU coreutils' /usr/bin/chcon.

chcon_tests = \
  tests/chcon/basic.sh \
  tests/chcon/recursive.sh \
  tests/chcon/errors.sh \
  tests/chcon/preserve-root.sh \
  tests/chcon/help.sh \
  tests/chcon/odd-values.sh
TESTS += $(chcon_tests)
EXTRA_DIST += $(chcon_tests) tests/chcon/fixture.sh
