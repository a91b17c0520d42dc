## tests/load_policy
