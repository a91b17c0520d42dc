## tests/selinuxenabled
TESTS += tests/selinuxenabled/selinuxenabled.sh
EXTRA_DIST += tests/selinuxenabled/selinuxenabled.sh
