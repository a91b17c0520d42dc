#!/bin/bash
# setfiles, ours against policycoreutils 3.4's, side by side:
#  - setfiles -n over a 25,000-entry tree whose labels are already right;
#  - a full relabel of 100,000 files that have no label;
# each with -T 1 and -T 0 (every core).  Wall time is the median of 3
# runs (REPEAT=N to change); syscalls per entry from a full strace trace.  The trees live on a tmpfs in
# a private mount namespace.
# Usage (as root, from the build tree): bench/setfiles.sh [SPEC]
# SPEC defaults to the build's policy file_contexts.
set -eu
. "$(dirname "$0")/syscalls.sh"
if [ -z "${SECTX_BENCH_IN_NS-}" ]; then
  SECTX_BENCH_IN_NS=1 exec unshare -m --propagation private /bin/bash "$0" "$@"
fi
repeat=${REPEAT:-3}
ours=$(realpath "${OURS:-./src/setfiles}")
ref=/usr/sbin/setfiles
spec=$(realpath "${1:-policy/targeted/contexts/files/file_contexts}")
dir=$(mktemp -d "${TMPDIR:-/tmp}/bench-setfiles.XXXXXX")
mount -t tmpfs bench "$dir"
trap 'umount "$dir"; rmdir "$dir"' EXIT

# A tree of N entries under ROOT that mirrors a system: /etc, /usr/bin,
# /usr/lib/..., /var/lib/..., /home, /srv; a directory per 50 files.
make_tree () {
  local root=$1 n=$2 i=0 d
  local tops=(etc usr/bin usr/sbin usr/lib/x86_64-linux-gnu usr/share/doc
              var/lib/ntp var/log var/cache home/alice srv/www opt/app)
  mkdir -p "$root"
  while [ $i -lt "$n" ]; do
    d=$root/${tops[$((i / 50 % ${#tops[@]}))]}/d$((i / 50))
    mkdir -p "$d"
    (cd "$d" && touch $(seq -f "f%g" 1 49))
    i=$((i + 50))
  done
}

median () { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
wall () { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1 || :; e=$(date +%s%N)
          echo $(( (e - s) / 1000000 )); }
entries () { find "$1" | wc -l; }

make_tree "$dir/small" 25000
$ref -r "$dir/small" "$spec" "$dir/small" >/dev/null 2>&1 || :
echo "setfiles -n over $(entries "$dir/small") entries (labels right):"
for t in 1 0; do
  for tool in ref ours; do
    bin=$ref; [ $tool = ours ] && bin=$ours
    for r in $(seq "$repeat"); do wall "$bin" -n -T $t -r "$dir/small" "$spec" "$dir/small"; done |
      median > "$dir/m"
    printf '  -T %s  %-4s %6s ms\n' $t $tool "$(cat "$dir/m")"
  done
done

make_tree "$dir/big" 100000
echo "full relabel of $(entries "$dir/big") entries (from no label):"
for t in 1 0; do
  for tool in ref ours; do
    bin=$ref; [ $tool = ours ] && bin=$ours
    for r in $(seq "$repeat"); do
      find "$dir/big" -exec setfattr -h -x security.selinux {} + 2>/dev/null || :
      wall "$bin" -T $t -r "$dir/big" "$spec" "$dir/big"
    done | median > "$dir/m"
    printf '  -T %s  %-4s %6s ms\n' $t $tool "$(cat "$dir/m")"
  done
done

if command -v strace >/dev/null; then
  n=$(entries "$dir/small")
  for bin in "$ref" "$ours"; do
    calls=$(syscalls_of "$bin" -n -r "$dir/small" "$spec" "$dir/small")
    echo "$bin -n: $calls syscalls, $(awk "BEGIN{printf \"%.2f\", $calls/$n}") per entry"
  done
fi
