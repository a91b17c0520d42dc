#!/bin/bash
# install under faults against GNU's: calls made to fail by the cp/mv
# tests' LD_PRELOAD shim (tests/cp/fault.c: EIO, EPERM, ENOSPC on reads,
# writes, creates, the mode and times set on a descriptor, backups'
# renames, removals, closes), a full tmpfs, ramfs without xattrs.  Both
# run under the same shim; output, status and the trees must match.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/install
shim=$builddir/tests/cp/fault.so
[ -f "$shim" ] || framework_failure_ "$shim not built"

fault_ () {
  local op=$1 err=$2 path=$3; shift 3
  tool_env=(FAULT_OP=$op FAULT_ERRNO=$err FAULT_PATH=$path LD_PRELOAD=$shim
            ${FAULT_AFTER:+FAULT_AFTER=$FAULT_AFTER})
  case_ install "$@"
  tool_env=()
}

for err in EIO EPERM ENOSPC; do
  for args in "f y" "big y" "-v big dst" "-p big y" "-b big dst" \
              "-Cv big y" "-t d2 f big" "-Dv big y/z/w" "-m 4755 sp y" \
              "-s --strip-program=true big y"; do
    for op in read write copy_file_range fchmod utimens close; do
      # shellcheck disable=SC2086
      fault_ $op $err "" $args
    done
    # The file, not -D's directories (GNU's opens them through the
    # fortified __open_2, which the shim does not see).
    p=/t/y; case $args in *y/z/w) p=/t/y/z/w ;; esac
    # shellcheck disable=SC2086
    fault_ open $err $p $args
    # shellcheck disable=SC2086
    fault_ open $err /t/dst $args
  done
  for args in "-b f dst" "-bv --backup=numbered f dst" "f dst" "-v f dst"; do
    for op in rename unlink; do
      # shellcheck disable=SC2086
      fault_ $op $err "" $args
    done
  done
done
for n in 1 2 3; do
  FAULT_AFTER=$n fault_ write EIO "" -v big y
  FAULT_AFTER=$n fault_ open EIO /t/ -v -t d2 f e x
done
finish_
