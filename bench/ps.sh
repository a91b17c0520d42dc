#!/bin/bash
# ps with 2,000 extra processes, ours against procps-ng 4.0.2, side by
# side.  Usage (from the build tree): bench/ps.sh [EXTRA] [ROUNDS]
# Prints, per command, the median wall time of alternating runs and the
# ratio ours/procps, then syscalls per process from a full strace -f trace.
# Needs: /usr/bin/ps, strace.
set -eu
. "$(dirname "$0")/syscalls.sh"
n=${1:-2000}
rounds=${2:-9}
ours=${OURS:-./src/ps/ps}
ref=/usr/bin/ps
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-ps.XXXXXX")

# The extra processes: one process group we can kill at the end.
setsid bash -c "for i in \$(seq $n); do sleep 100000 & done; wait" &
leader=$!
trap 'kill -- -$leader 2>/dev/null; rm -rf "$tmp"' EXIT
while [ "$(pgrep -c -g $leader)" -lt "$n" ]; do sleep 0.2; done
procs=$(find /proc -maxdepth 1 -name '[0-9]*' 2>/dev/null | wc -l)

median () { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
wall () {
  local s e
  s=$(date +%s%N); "$@" >/dev/null; e=$(date +%s%N)
  echo $(( (e - s) / 1000 ))
}

echo "processes: $procs   rounds: $rounds (alternating; median)"
printf '%-22s %12s %12s %8s\n' command "procps (us)" "ours (us)" ratio
while read -r args; do
  : >"$tmp/ref"; : >"$tmp/ours"
  for _ in $(seq "$rounds"); do
    # shellcheck disable=SC2086
    wall $ref $args >>"$tmp/ref"
    # shellcheck disable=SC2086
    wall "$ours" $args >>"$tmp/ours"
  done
  r=$(median <"$tmp/ref"); o=$(median <"$tmp/ours")
  printf '%-22s %12s %12s %8s\n' "ps $args" "$r" "$o" \
    "$(awk "BEGIN{printf \"%.2f\", $o/$r}")"
done <<'LIST'
-eZ
aux
auxZ
-eo pid,label,comm
-ef --forest
LIST

echo
printf '%-22s %14s %14s\n' command "procps sc/proc" "ours sc/proc"
while read -r args; do
  line=$(printf '%-22s' "ps $args")
  for tool in "$ref" "$ours"; do
    # shellcheck disable=SC2086
    calls=$(syscalls_of "$tool" $args)
    line="$line $(printf '%14s' "$(awk "BEGIN{printf \"%.2f\", $calls/$procs}")")"
  done
  echo "$line"
done <<'LIST'
-eZ
aux
auxZ
-eo pid,label,comm
-ef --forest
LIST
