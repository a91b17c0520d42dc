#!/bin/sh
# make demo, on this machine: our chcon labels a scratch file, the label
# is shown, and our id runs.  Labelling needs root (a kernel without
# SELinux still stores security.selinux for root).
set -u
builddir=${1:-.}
run () { printf '$ %s\n' "$*"; "$@"; echo; }

dir=$(mktemp -d "${TMPDIR:-/tmp}/secoreutils-demo.XXXXXX") || exit 1
trap 'rm -rf "$dir"' EXIT
echo "ntp drift" > "$dir/ntp.drift"

if [ "$(id -u)" = 0 ]; then
  run "$builddir/src/chcon" -v system_u:object_r:ntp_drift_t:s0 "$dir/ntp.drift"
  run "$builddir/src/chcon" -v -t etc_t "$dir/ntp.drift"
  run ls -Z "$dir/ntp.drift"
else
  echo "(not root: chcon needs root to write security.selinux; skipped)"
  echo
fi
run "$builddir/src/id"
run "$builddir/src/id" -Gn
