## tests/unit: C tests of each library module, bad input included.
## tree.h makes scratch trees; test-downgrade needs checkpolicy (it skips
## without) to compile tests/unit/mini-policy.conf.

mode_unit_tests = \
  tests/unit/test-config \
  tests/unit/test-selinuxfs \
  tests/unit/test-policyload \
  tests/unit/test-downgrade \
  tests/unit/test-initload

check_PROGRAMS += $(mode_unit_tests)
TESTS += $(mode_unit_tests)
EXTRA_DIST += tests/unit/unit.h tests/unit/tree.h tests/unit/mini-policy.conf

tests_unit_test_config_LDADD = $(SECTX_LIBS)
tests_unit_test_selinuxfs_LDADD = $(SECTX_LIBS)
tests_unit_test_policyload_LDADD = $(SECTX_LIBS)
tests_unit_test_downgrade_LDADD = $(SECTX_LIBS)
tests_unit_test_initload_LDADD = $(SECTX_LIBS)
