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

# A denial of ntpd writing its drift file in /etc: audit2why says why,
# audit2allow --advise proposes a private type rather than etc_t write.
pol=$builddir/policy/targeted/policy/policy.33
if [ -f "$pol" ]; then
  printf '%s\n' 'type=AVC msg=audit(1733300010.120:201): avc:  denied  { create write open } for  pid=812 comm="ntpd" path="/etc/ntp.drift" dev="vda1" ino=131090 scontext=system_u:system_r:ntpd_t:s0 tcontext=system_u:object_r:etc_t:s0 tclass=file permissive=1' > "$dir/denial.log"
  run cat "$dir/denial.log"
  run "$builddir/src/audit2allow/audit2why" -p "$pol" -i "$dir/denial.log"
  run "$builddir/src/audit2allow/audit2allow" -p "$pol" -i "$dir/denial.log" --advise
fi
