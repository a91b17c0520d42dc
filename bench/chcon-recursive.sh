#!/bin/bash
# chcon -R over a labelled tree, ours against GNU's, side by side.
# Usage (as root, from the build tree): bench/chcon-recursive.sh [FILES]
# Prints wall time per run (median of 5, alternating) and syscalls per
# file from a full strace trace.  Needs: /usr/bin/chcon, strace, setfattr.
set -eu
. "$(dirname "$0")/syscalls.sh"
n=${1:-20000}
ours=${OURS:-./src/chcon}
ref=/usr/bin/chcon
dir=$(mktemp -d "${TMPDIR:-/tmp}/bench-chcon.XXXXXX")
trap 'rm -rf "$dir"' EXIT

# n files in 100 directories, all labelled.
for d in $(seq 1 100); do mkdir "$dir/d$d"; done
for i in $(seq 1 "$n"); do : > "$dir/d$((i % 100 + 1))/f$i"; done
$ref -R system_u:object_r:etc_t:s0 "$dir"

median () { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
wall () { local s e; s=$(date +%s%N); "$@" >/dev/null; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }

for tool in ref ours; do : > "$dir.$tool"; done
# Every run relabels every file: each sets the type the previous one
# did not.
for round in 1 2 3 4 5; do
  wall $ref -R -t bin_t "$dir" >> "$dir.ref"
  wall "$ours" -R -t etc_t "$dir" >> "$dir.ours"
done
r=$(median < "$dir.ref"); o=$(median < "$dir.ours")
echo "files: $((n + 101))  GNU chcon -R: ${r} ms  ours: ${o} ms  ratio ours/GNU: $(awk "BEGIN{printf \"%.2f\", $o/$r}")"
rm -f "$dir.ref" "$dir.ours"

t=tmp_t
for tool in "$ref" "$ours"; do
  t=$([ $t = tmp_t ] && echo var_t || echo tmp_t)
  calls=$(syscalls_of "$tool" -R -t $t "$dir")
  echo "$tool: $calls syscalls, $(awk "BEGIN{printf \"%.2f\", $calls/($n+101)}") per file"
done
