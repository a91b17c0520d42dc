## tests/audit2allow: our audit2allow and audit2why against
## policycoreutils-python-utils 3.4's.

audit2allow_tests = \
  tests/audit2allow/corpus.sh \
  tests/audit2allow/options.sh \
  tests/audit2allow/input.sh \
  tests/audit2allow/random.sh \
  tests/audit2allow/extras.sh \
  tests/audit2allow/differences.sh \
  tests/audit2allow/follow.sh \
  tests/audit2allow/upstream-logs.sh
TESTS += $(audit2allow_tests)
EXTRA_DIST += $(audit2allow_tests) tests/audit2allow/lib.sh \
  tests/audit2allow/wrap.sh tests/audit2allow/logs
