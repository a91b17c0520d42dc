## tests/booleans: getsebool, setsebool and togglesebool against the
## references (on this host, without SELinux), and setsebool -P's file.
booleans_tests = \
  tests/booleans/getsebool.sh \
  tests/booleans/setsebool.sh \
  tests/booleans/togglesebool.sh \
  tests/booleans/persist.sh
TESTS += $(booleans_tests)
EXTRA_DIST += $(booleans_tests)
