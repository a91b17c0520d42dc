## tests/ps: our ps against procps-ng 4.0.2's /usr/bin/ps, in a fresh
## pid namespace holding a fixed set of processes (tests/ps/procs.sh, or
## for the *2 cases and words.sh the second table, tests/ps/procs2.sh).

check_PROGRAMS += tests/ps/pshelper tests/ps/nsrun
tests_ps_pshelper_SOURCES = tests/ps/pshelper.c
tests_ps_pshelper_LDADD = -lpthread
tests_ps_nsrun_SOURCES = tests/ps/nsrun.c

ps_tests = tests/ps/formats.sh tests/ps/select.sh tests/ps/specs.sh \
  tests/ps/options.sh \
  tests/ps/random.sh tests/ps/aix.sh tests/ps/threads.sh \
  tests/ps/modifiers.sh tests/ps/personality.sh tests/ps/sortkeys.sh \
  tests/ps/words.sh tests/ps/escape.sh tests/ps/users.sh \
  tests/ps/terminals.sh tests/ps/layout.sh tests/ps/random2.sh
TESTS += $(ps_tests)
EXTRA_DIST += $(ps_tests) tests/ps/lib.sh tests/ps/procs.sh \
  tests/ps/procs2.sh
