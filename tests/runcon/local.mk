## tests/runcon: our runcon against GNU coreutils' /usr/bin/runcon (on an
## SELinux kernel: tests/vm/guest/checks/85-mk.sh).

runcon_tests = tests/runcon/help.sh tests/runcon/runcon.sh
TESTS += $(runcon_tests)
EXTRA_DIST += $(runcon_tests)
