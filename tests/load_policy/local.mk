## tests/load_policy
TESTS += tests/load_policy/args.sh tests/load_policy/trees.sh
EXTRA_DIST += tests/load_policy/ns.sh tests/load_policy/args.sh \
  tests/load_policy/trees.sh
