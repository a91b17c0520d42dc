## tests/race: root tools over trees an unprivileged attacker rewrites
## while they walk; ours must never reach outside the tree.
race_tests = tests/race/ls.sh tests/race/chcon.sh tests/race/cp.sh \
  tests/race/mv.sh
TESTS += $(race_tests)
EXTRA_DIST += $(race_tests) tests/race/lib.sh tests/race/racer.py \
  tests/race/README.md
