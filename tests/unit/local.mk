## tests/unit: C tests of libsectx, against temporary trees.  downgrade
## needs checkpolicy (it skips without) to compile tests/unit/mini-policy.conf.

unit_tests = tests/unit/config tests/unit/selinuxfs tests/unit/policyload \
  tests/unit/downgrade tests/unit/initload
check_PROGRAMS += $(unit_tests)
TESTS += $(unit_tests)
EXTRA_DIST += tests/unit/unit.h tests/unit/mini-policy.conf

tests_unit_config_SOURCES = tests/unit/config.c tests/unit/unit.h
tests_unit_config_LDADD = $(SECTX_LIBS)
tests_unit_selinuxfs_SOURCES = tests/unit/selinuxfs.c tests/unit/unit.h
tests_unit_selinuxfs_LDADD = $(SECTX_LIBS)
tests_unit_policyload_SOURCES = tests/unit/policyload.c tests/unit/unit.h
tests_unit_policyload_LDADD = $(SECTX_LIBS)
tests_unit_downgrade_SOURCES = tests/unit/downgrade.c tests/unit/unit.h
tests_unit_downgrade_LDADD = $(SECTX_LIBS)
tests_unit_initload_SOURCES = tests/unit/initload.c tests/unit/unit.h
tests_unit_initload_LDADD = $(SECTX_LIBS)
