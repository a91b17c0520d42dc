## tests/matchpathcon: our matchpathcon against selinux-utils'.

matchpathcon_tests = \
  tests/matchpathcon/basic.sh \
  tests/matchpathcon/errors.sh
TESTS += $(matchpathcon_tests)
EXTRA_DIST += $(matchpathcon_tests)
