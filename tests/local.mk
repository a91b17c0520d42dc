## The test suite.  Each folder adds its tests through its own local.mk:
## unit tests of lib/ first, then one folder per tool.

TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = /bin/bash
AM_TESTS_ENVIRONMENT = \
  abs_top_builddir='$(abs_top_builddir)'; \
  abs_top_srcdir='$(abs_top_srcdir)'; \
  CHECKPOLICY='$(CHECKPOLICY)'; \
  QEMU='$(QEMU)'; \
  export abs_top_builddir abs_top_srcdir CHECKPOLICY QEMU;

EXTRA_DIST += tests/init.sh tests/batch-run.sh

# What the comparison tests dump of a tree's labels (dump_labels_).
check_PROGRAMS += tests/labeldump
tests_labeldump_SOURCES = tests/labeldump.c

include tests/unit/local.mk
include tests/id/local.mk
include tests/chcon/local.mk
include tests/audit2allow/local.mk
include tests/getenforce/local.mk
include tests/newrole/local.mk
include tests/setenforce/local.mk
include tests/selinuxenabled/local.mk
include tests/sestatus/local.mk
include tests/load_policy/local.mk
include tests/policy/local.mk
include tests/vm/local.mk
include tests/matcher/local.mk
include tests/matchpathcon/local.mk
include tests/ls/local.mk
include tests/ps/local.mk
include tests/fuzz/local.mk
include tests/setfiles/local.mk
include tests/cp/local.mk
include tests/mk/local.mk
include tests/runcon/local.mk
include tests/stat/local.mk
include tests/race/local.mk
include tests/layout/local.mk
include tests/booleans/local.mk
EXTRA_DIST += tests/README.md tests/layout/layers.sh
