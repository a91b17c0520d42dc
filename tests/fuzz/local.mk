## tests/fuzz: libFuzzer targets, built with $(FUZZ_CC) (clang; configure
## looks for it, and without it these tests skip).  make check runs each
## target briefly on its seeds; "make fuzz-long NAME=... SECONDS=..." runs
## one for long.  Adding a target: tests/fuzz/README.md (one file, a seed
## corpus, and its line below).

fuzz_tests =
fuzz_tests += tests/fuzz/fuzz-config.c
fuzz_tests += tests/fuzz/fuzz-procfs.c
fuzz_tests += tests/fuzz/fuzz-fcontext.c
fuzz_tests += tests/fuzz/fuzz-fcontext-bin.c
fuzz_tests += tests/fuzz/fuzz-fcontext-subs.c
fuzz_tests += tests/fuzz/fuzz-ps-proc.c
fuzz_tests += tests/fuzz/fuzz-ps-format.c
fuzz_tests += tests/fuzz/fuzz-ls-block-size.c
fuzz_tests += tests/fuzz/fuzz-ls-colors.c
fuzz_tests += tests/fuzz/fuzz-ls-quoting-style.c
fuzz_tests += tests/fuzz/fuzz-ls-tabsize.c
fuzz_tests += tests/fuzz/fuzz-ls-time-style.c
fuzz_tests += tests/fuzz/fuzz-audit-record.c
EXTRA_DIST += tests/fuzz/fcontext-fuzz.h

TESTS += $(fuzz_tests)
TEST_EXTENSIONS += .c
C_LOG_COMPILER = $(SHELL) $(srcdir)/tests/fuzz/run-target
AM_TESTS_ENVIRONMENT += \
  FUZZ_CC='$(FUZZ_CC)'; \
  FUZZ_LIBS='$(SELINUX_LIBS) $(SEPOL_LIBS) $(ATTR_LIBS) $(PCRE2_LIBS)'; \
  export FUZZ_CC FUZZ_LIBS;
EXTRA_DIST += $(fuzz_tests) tests/fuzz/run-target tests/fuzz/README.md \
  tests/fuzz/corpus

fuzz-build:
	@set -e; for t in $(fuzz_tests); do \
	  $(AM_TESTS_ENVIRONMENT) $(SHELL) $(srcdir)/tests/fuzz/run-target \
	    --build-only $$t; done

fuzz-long:
	@test -n '$(NAME)' || { echo 'usage: make fuzz-long NAME=name [SECONDS=600]' >&2; exit 2; }
	@s='$(SECONDS)'; $(AM_TESTS_ENVIRONMENT) $(SHELL) \
	  $(srcdir)/tests/fuzz/run-target --long --seconds "$${s:-600}" \
	  --runs -1 tests/fuzz/fuzz-$(NAME).c

## The binaries; long runs' corpora and crash inputs are left for study.
CLEANFILES += $(fuzz_tests:.c=)

.PHONY: fuzz-build fuzz-long
