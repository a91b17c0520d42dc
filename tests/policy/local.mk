## tests/policy: the built policy, read with setools, setfiles and
## matchpathcon.

policy_tests = \
  tests/policy/build.sh \
  tests/policy/file-contexts.sh \
  tests/policy/context-files.sh \
  tests/policy/matchpathcon.sh \
  tests/policy/ntpd.sh \
  tests/policy/daemons.sh \
  tests/policy/denials.sh \
  tests/policy/debvm.sh \
  tests/policy/booleans.sh \
  tests/policy/strict-file-contexts.sh \
  tests/policy/strict.sh \
  tests/policy/strict-contexts.sh \
  tests/policy/strict-neverallow.sh \
  tests/policy/strict-newrole.sh \
  tests/policy/strict-init.sh \
  tests/policy/src.sh

TESTS += $(policy_tests)
EXTRA_DIST += $(policy_tests) tests/policy/lib.sh tests/policy/kernel-classes.txt
