## tests/selinuxenabled
