## tests/cp: the copying family (src/cp/): our cp and mv against GNU
## coreutils' /usr/bin/cp and /usr/bin/mv.

cp_tests = \
  tests/cp/help.sh \
  tests/cp/options.sh \
  tests/cp/matrix-1.sh \
  tests/cp/matrix-2.sh \
  tests/cp/matrix-3.sh \
  tests/cp/matrix-4.sh \
  tests/cp/matrix-5.sh \
  tests/cp/matrix-6.sh \
  tests/cp/random.sh \
  tests/cp/symlink-dest.sh \
  tests/cp/gnu-classes.sh \
  tests/cp/classes.sh \
  tests/cp/faults-1.sh \
  tests/cp/faults-2.sh \
  tests/cp/faults-3.sh
TESTS += $(cp_tests)
EXTRA_DIST += $(cp_tests) tests/cp/lib.sh tests/cp/matrix-cases.sh \
  tests/cp/faults-cases.sh

# The fault-injection shim both GNU's tools and ours run under.
tests/cp/faults-1.log tests/cp/faults-2.log tests/cp/faults-3.log tests/cp/install-faults.log: \
  tests/cp/fault.so tests/cp/treedump
tests/cp/options.log tests/cp/random.log tests/cp/symlink-dest.log tests/cp/gnu-classes.log tests/cp/classes.log tests/cp/matrix-1.log tests/cp/matrix-2.log \
  tests/cp/matrix-3.log tests/cp/matrix-4.log tests/cp/matrix-5.log \
  tests/cp/matrix-6.log: tests/cp/treedump
tests/cp/fault.so: tests/cp/fault.c
	$(AM_V_CC)$(CC) -shared -fPIC -O2 -o $@ $(srcdir)/tests/cp/fault.c -ldl
CLEANFILES += tests/cp/fault.so
EXTRA_DIST += tests/cp/fault.c

# The tree dumper the comparisons use.
check_PROGRAMS += tests/cp/treedump
tests_cp_treedump_SOURCES = tests/cp/treedump.c

## mv, on the same engine, against GNU coreutils' /usr/bin/mv.
mv_tests = \
  tests/cp/mv-basic-1.sh \
  tests/cp/mv-basic-2.sh \
  tests/cp/mv-basic-3.sh \
  tests/cp/mv-basic-4.sh \
  tests/cp/mv-tty.sh
TESTS += $(mv_tests)
EXTRA_DIST += $(mv_tests) tests/cp/mv-cases.sh tests/cp/ask-tty.py
tests/cp/mv-basic-1.log tests/cp/mv-basic-2.log tests/cp/mv-basic-3.log \
  tests/cp/mv-basic-4.log tests/cp/mv-tty.log: tests/cp/treedump

## install, on the same engine, against GNU coreutils' /usr/bin/install.
install_tests = \
  tests/cp/install-help.sh \
  tests/cp/install-options.sh \
  tests/cp/install-compare.sh \
  tests/cp/install-strip.sh \
  tests/cp/install-random.sh \
  tests/cp/install-classes.sh \
  tests/cp/install-faults.sh \
  tests/cp/install-selinux.sh
TESTS += $(install_tests)
EXTRA_DIST += $(install_tests) tests/cp/selinux-sim.c
$(install_tests:.sh=.log): tests/cp/treedump
tests/cp/install-selinux.log: tests/cp/selinux-sim.so
tests/cp/selinux-sim.so: tests/cp/selinux-sim.c
	$(AM_V_CC)$(CC) -shared -fPIC -O2 -o $@ $(srcdir)/tests/cp/selinux-sim.c -ldl
CLEANFILES += tests/cp/selinux-sim.so
