## tests/unit: C tests of each library module, bad input included.

unit_tests = \
  tests/unit/test-filecon \
  tests/unit/test-context \
  tests/unit/test-proccon

check_PROGRAMS += $(unit_tests)
TESTS += $(unit_tests)
EXTRA_DIST += tests/unit/unit.h

tests_unit_test_filecon_LDADD = $(SECTX_LIBS)
tests_unit_test_context_LDADD = $(SECTX_LIBS)
tests_unit_test_proccon_LDADD = $(SECTX_LIBS)
