## tests/unit: C tests of each library module, bad input included.

unit_tests = \
  tests/unit/test-filecon \
  tests/unit/test-context \
  tests/unit/test-proccon
unit_tests += tests/unit/test-fscreate

check_PROGRAMS += $(unit_tests)
TESTS += $(unit_tests)
EXTRA_DIST += tests/unit/unit.h tests/unit/tree.h tests/unit/mini-policy.conf

tests_unit_test_filecon_LDADD = $(SECTX_LIBS)
tests_unit_test_context_LDADD = $(SECTX_LIBS)
tests_unit_test_proccon_LDADD = $(SECTX_LIBS)
tests_unit_test_fscreate_LDADD = $(SECTX_LIBS)

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

tests_unit_test_config_LDADD = $(SECTX_LIBS)
tests_unit_test_selinuxfs_LDADD = $(SECTX_LIBS)
tests_unit_test_policyload_LDADD = $(SECTX_LIBS)
tests_unit_test_downgrade_LDADD = $(SECTX_LIBS)
tests_unit_test_initload_LDADD = $(SECTX_LIBS)

## The file-context matcher (lib/fcontext-*.c).
check_PROGRAMS += tests/unit/test-fcontext
TESTS += tests/unit/test-fcontext
tests_unit_test_fcontext_LDADD = $(SECTX_LIBS) -lpthread

## test-fscache counts getxattr calls by interposing them itself.
check_PROGRAMS += tests/unit/test-fscache
TESTS += tests/unit/test-fscache
tests_unit_test_fscache_LDADD = $(SECTX_LIBS) -ldl

## The boolean writes and booleans.local (lib/booleans.c, lib/boolfile.c).
check_PROGRAMS += tests/unit/test-boolfile
TESTS += tests/unit/test-boolfile
tests_unit_test_boolfile_LDADD = $(SECTX_LIBS)
