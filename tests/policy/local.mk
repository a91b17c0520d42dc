## tests/policy: the built policy, read with setools, setfiles and
## matchpathcon.

TESTS += \
  tests/policy/build.sh \
  tests/policy/file-contexts.sh \
  tests/policy/context-files.sh \
  tests/policy/matchpathcon.sh \
  tests/policy/ntpd.sh \
  tests/policy/daemons.sh \
  tests/policy/denials.sh

EXTRA_DIST += \
  tests/policy/build.sh \
  tests/policy/file-contexts.sh \
  tests/policy/context-files.sh \
  tests/policy/matchpathcon.sh \
  tests/policy/ntpd.sh \
  tests/policy/daemons.sh \
  tests/policy/denials.sh \
  tests/policy/lib.sh \
  tests/policy/kernel-classes.txt
