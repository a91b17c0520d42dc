## tests/ls: our ls, dir and vdir against GNU coreutils' (/usr/bin), on a
## fixture tree built by lib.sh on a scratch tmpfs.

ls_tests = \
  tests/ls/formats.sh \
  tests/ls/sort.sh \
  tests/ls/time.sh \
  tests/ls/quoting.sh \
  tests/ls/color.sh \
  tests/ls/size.sh \
  tests/ls/recurse.sh \
  tests/ls/context.sh \
  tests/ls/errors.sh \
  tests/ls/env.sh \
  tests/ls/random.sh \
  tests/ls/help.sh \
  tests/ls/signals.sh
ls_tests += tests/ls/large.sh tests/ls/old-kernel.sh tests/ls/syscalls.sh \
  tests/ls/ahead.sh
check_PROGRAMS += tests/without-getxattrat
tests_without_getxattrat_SOURCES = tests/without-getxattrat.c
TESTS += $(ls_tests)
EXTRA_DIST += $(ls_tests) tests/ls/lib.sh tests/ls/sigcolor.py
