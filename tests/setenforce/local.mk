## tests/setenforce
