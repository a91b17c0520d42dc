## tests/race: root tools over trees an unprivileged attacker rewrites
## while they walk; ours must never reach outside the tree.
race_tests = tests/race/ls.sh tests/race/chcon.sh tests/race/cp.sh \
  tests/race/mv.sh tests/race/install.sh tests/race/mkdir.sh \
  tests/race/setfiles.sh tests/race/audit2allow.sh
TESTS += $(race_tests)
EXTRA_DIST += $(race_tests) tests/race/lib.sh tests/race/racer.py \
  tests/race/README.md
# -Z is raced with SELinux simulated (tests/cp/selinux-sim.c).
tests/race/cp.log tests/race/mv.log tests/race/install.log \
  tests/race/mkdir.log: \
  tests/cp/selinux-sim.so
