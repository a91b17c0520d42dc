#!/bin/bash
# mkdir, mknod and mkfifo --help and --version (check_help_ in
# tests/init.sh).
. "$abs_top_srcdir/tests/init.sh"
for p in mkdir mknod mkfifo; do
  require_ref_ /usr/bin/$p
  check_help_ $p /usr/bin/$p "$builddir/src/mk/$p"
done
finish_
