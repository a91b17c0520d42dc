## tests/vm
