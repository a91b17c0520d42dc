## tests/matcher: libsectx's file-context matcher against libselinux's
## selabel_lookup, path by path (agree.c), on refpolicy's, our policy's
## and generated file_contexts.

check_PROGRAMS += tests/matcher/agree
tests_matcher_agree_LDADD = $(SECTX_LIBS)

matcher_tests = \
  tests/matcher/generated.sh \
  tests/matcher/refpolicy.sh \
  tests/matcher/ourpolicy.sh
TESTS += $(matcher_tests)
EXTRA_DIST += $(matcher_tests) tests/matcher/refpolicy-cache.sh \
  tests/matcher/agree.sh \
  tests/matcher/gen-specs.sh
