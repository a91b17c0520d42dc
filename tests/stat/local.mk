## tests/stat: our stat against GNU coreutils' /usr/bin/stat.

stat_tests = \
  tests/stat/directives.sh \
  tests/stat/formats.sh \
  tests/stat/random.sh \
  tests/stat/errors.sh \
  tests/stat/fs.sh \
  tests/stat/mount.sh \
  tests/stat/syscalls.sh \
  tests/stat/help.sh
TESTS += $(stat_tests)
EXTRA_DIST += $(stat_tests) tests/stat/lib.sh tests/stat/shim.c

# The shim both GNU's stat and ours run under (SELinux "enabled", a
# chosen statfs type).
$(stat_tests:.sh=.log): tests/stat/shim.so
tests/stat/shim.so: tests/stat/shim.c
	$(AM_V_CC)$(CC) -shared -fPIC -O2 -o $@ $(srcdir)/tests/stat/shim.c -ldl
CLEANFILES += tests/stat/shim.so
