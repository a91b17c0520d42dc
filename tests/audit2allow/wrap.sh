#!/bin/bash
# wrap.sh BIN ARGS...: run one audit2allow as a test case sees it.
#
# 3.4 prints the types and roles of its require block, and the types of
# a ROLES line, in Python's set order, which changes from run to run;
# we print them sorted, one of the orders 3.4 can print.  So each run's
# standard output has such runs of lines sorted (LC_ALL=C), ours too.
# A module package (-M NAME) or an -o FILE the case wrote is shown after
# the output, sorted the same way, and removed.  $A2A_NAME is argv[0]
# (audit2allow or audit2why); $A2A_STDIN, if set, is fed on stdin.
# Our reports of what 3.4 drops or mangles in silence ("PROG: line N:
# ..." on standard error, see the man page's DIFFERENCES) are left out
# of the comparison here; tests/audit2allow/reports.sh checks them.
# The exit status is the program's.
bin=$1; shift
name=${A2A_NAME:-audit2allow}
set -o pipefail
norm () {
  LC_ALL=C awk '
    function flush() { if (n) { cmd = "LC_ALL=C sort"; for (i = 1; i <= n; i++) print buf[i] | cmd; close(cmd); n = 0 } }
    /^\t(type|role) [^ ]*;$/ || /^role [^ ]* types [^ ]*;$/ {
      k = $1; if (k != key) flush(); key = k; buf[++n] = $0; next }
    { flush(); key = ""; print }
    END { flush() }'
}
err=$(mktemp "${TMPDIR:-/tmp}/a2a-err.XXXXXX")
if [ -n "${A2A_STDIN:-}" ]; then
  (exec -a "$name" "$bin" "$@") < "$A2A_STDIN" 2> "$err" | norm
else
  (exec -a "$name" "$bin" "$@") < /dev/null 2> "$err" | norm
fi
rc=$?
grep -Ev '^(audit2allow|audit2why): line [0-9]+: ' "$err" >&2
rm -f "$err"
for f in *.te out.txt; do
  [ -f "$f" ] || continue
  printf '=== %s\n' "$f"; norm < "$f"; rm -f "$f"
done
for f in *.pp; do [ -f "$f" ] && { printf '=== %s exists\n' "$f"; rm -f "$f"; }; done
for f in *.mod; do [ -f "$f" ] && { printf '=== %s left\n' "$f"; rm -f "$f"; }; done
exit $rc
