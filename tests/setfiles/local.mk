## tests/setfiles: our setfiles against policycoreutils 3.4's.

setfiles_tests = \
  tests/setfiles/basic.sh \
  tests/setfiles/input.sh \
  tests/setfiles/errors.sh \
  tests/setfiles/race.sh \
  tests/setfiles/digest.sh \
  tests/setfiles/fixfiles.sh
TESTS += $(setfiles_tests)
EXTRA_DIST += $(setfiles_tests) tests/setfiles/ns.sh tests/setfiles/fixture.sh
