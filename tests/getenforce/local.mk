## tests/getenforce
TESTS += tests/getenforce/getenforce.sh
EXTRA_DIST += tests/getenforce/getenforce.sh
