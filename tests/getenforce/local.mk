## tests/getenforce
