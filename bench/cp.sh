#!/bin/bash
# cp and mv, ours against GNU's, side by side: cp -a of a labelled tree
# of small files, cp of a 1 GiB file, of a sparse 10 GiB file, and mv of
# a tree across file systems.  Wall time is the median of alternating
# runs; syscalls per file come from a full strace trace; the tree copy's CPU time
# (perf stat task-clock, median) is given too when perf is installed.
# Usage (as root, from the build tree): bench/cp.sh [FILES] [ROUNDS]
# Runs in a private mount namespace on scratch tmpfs mounts.
set -eu
. "$(dirname "$0")/syscalls.sh"
if [ -z "${CPMV_BENCH_NS:-}" ]; then
  CPMV_BENCH_NS=1 exec unshare -m --propagation private /bin/bash "$0" "$@"
fi
n=${1:-20000}
rounds=${2:-5}
top=$(pwd)
cp_ours=${CP:-$top/src/cp/cp}
mv_ours=${MV:-$top/src/cp/mv}
dir=$(mktemp -d "${TMPDIR:-/tmp}/bench-cp.XXXXXX")
trap 'cd /; umount "$dir/b" "$dir/a" 2>/dev/null; rm -rf "$dir"' EXIT
mkdir "$dir/a"
mount -t tmpfs -o size=12g bench-a "$dir/a"
mkdir "$dir/b"
mount -t tmpfs -o size=12g bench-b "$dir/b"
cd "$dir/a"

# The tree: N small labelled files in 100 directories.
mkdir tree
for d in $(seq 1 100); do mkdir "tree/d$d"; done
for i in $(seq 1 "$n"); do echo "$i" > "tree/d$((i % 100 + 1))/f$i"; done
find tree -exec setfattr -h -n security.selinux \
  -v system_u:object_r:user_home_t:s0 {} +
head -c 1G /dev/zero | tr '\0' x > big
truncate -s 10G sparse && echo end >> sparse

median () { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
wall () { local s e; s=$(date +%s%N); "$@" >/dev/null; e=$(date +%s%N);
          echo $(( (e - s) / 1000000 )); }

# bench_ NAME SETUP REF OURS ARGS...: SETUP (shell) before each run.
bench_ () {
  local name=$1 setup=$2 ref=$3 ours=$4; shift 4
  : > r.ref; : > r.ours
  for _ in $(seq 1 "$rounds"); do
    for who in ref ours; do
      eval "$setup"
      local tool=$ref; [ $who = ours ] && tool=$ours
      wall "$tool" "$@" >> r.$who
    done
  done
  local r o
  r=$(median < r.ref); o=$(median < r.ours)
  printf '%-28s GNU %7d ms  ours %7d ms  ratio %s\n' "$name" "$r" "$o" \
    "$(awk "BEGIN{printf \"%.2f\", $o/$r}")"
}

bench_ "cp -a tree ($n files)" "rm -rf out" /usr/bin/cp "$cp_ours" -a tree out
bench_ "cp 1 GiB" "rm -rf out" /usr/bin/cp "$cp_ours" big out
bench_ "cp sparse 10 GiB" "rm -rf out" /usr/bin/cp "$cp_ours" sparse out
bench_ "mv tree across fs" \
  "rm -rf $dir/b/tree; /usr/bin/cp -a tree mvsrc" \
  /usr/bin/mv "$mv_ours" mvsrc "$dir/b/tree"

# CPU time of the tree copy (user and kernel), less disturbed by other
# load than wall time: perf stat's task-clock, when perf is there.
if command -v perf >/dev/null; then
  : > t.ref; : > t.ours
  for _ in $(seq 1 "$rounds"); do
    for who in ref ours; do
      rm -rf out
      tool=/usr/bin/cp; [ $who = ours ] && tool=$cp_ours
      perf stat -x, -e task-clock -o t.stat "$tool" -a tree out
      awk -F, '/task-clock/{printf "%d\n", $1}' t.stat >> t.$who
    done
  done
  r=$(median < t.ref); o=$(median < t.ours)
  printf '%-28s GNU %7d ms  ours %7d ms  ratio %s\n' \
    "cp -a tree: task-clock" "$r" "$o" "$(awk "BEGIN{printf \"%.2f\", $o/$r}")"
fi

for who in /usr/bin/cp "$cp_ours"; do
  rm -rf out
  calls=$(syscalls_of "$who" -a tree out)
  echo "$who -a: $calls syscalls, $(awk "BEGIN{printf \"%.2f\", $calls/($n+101)}") per file"
done
