## tests/setenforce
TESTS += tests/setenforce/setenforce.sh
EXTRA_DIST += tests/setenforce/setenforce.sh
