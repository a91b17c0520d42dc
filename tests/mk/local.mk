## tests/mk: our mkdir, mknod and mkfifo (src/mk/) against GNU
## coreutils' /usr/bin/mkdir, /usr/bin/mknod and /usr/bin/mkfifo.

mk_tests = \
  tests/mk/help.sh \
  tests/mk/mkdir.sh \
  tests/mk/mknod.sh \
  tests/mk/mkfifo.sh \
  tests/mk/random.sh
TESTS += $(mk_tests)
EXTRA_DIST += $(mk_tests) tests/mk/lib.sh
