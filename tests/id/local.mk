## tests/id: our id against GNU coreutils' /usr/bin/id.

id_tests = tests/id/options.sh tests/id/users.sh tests/id/help.sh
TESTS += $(id_tests)
EXTRA_DIST += $(id_tests)
