## tests/id
