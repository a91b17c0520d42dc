## tests/policy
