## tests/sestatus
TESTS += tests/sestatus/sestatus.sh
EXTRA_DIST += tests/sestatus/sestatus.sh
