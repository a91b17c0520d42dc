## tests/newrole: newrole and run_init against Debian 12's on this host
## (no SELinux); their SELinux behaviour: tests/vm/strict/20-newrole.sh.
TESTS += tests/newrole/newrole.sh tests/newrole/run_init.sh
EXTRA_DIST += tests/newrole/newrole.sh tests/newrole/run_init.sh
