## tests/chcon
