#!/bin/bash
# ls over 100,000 labelled files, ours against GNU's, side by side.
# Usage (as root, from the build tree): bench/ls.sh [FILES] [ROUNDS]
# One directory of FILES files and a tree of the same number (100
# directories); ls -Z, -lZ, -l, -laRZ and --color=always -l on each.
# Prints wall time (median of ROUNDS alternating runs, 5 unless told;
# output to /dev/null)
# and syscalls per file from a full strace -f trace; ours a second time
# as on a kernel without getxattrat (Linux 6.1), or with BEFORE=BINARY
# that binary (an older build, for before/after figures in the same
# rounds) in that column.  SYSCALLS=no leaves the strace counts out
# (they take as long as the timings).  Needs: /usr/bin/ls,
# /usr/bin/chcon, strace, cc.  hyperfine is not needed.
set -eu
n=${1:-100000}
rounds=${2:-5}
ours=${OURS:-./src/ls/ls}
ref=/usr/bin/ls
[ -x "$ours" ] || { echo "bench/ls.sh: $ours is not built" >&2; exit 1; }
dir=$(mktemp -d "${TMPDIR:-/tmp}/bench-ls.XXXXXX")
trap 'rm -rf "$dir"' EXIT

# n files in one directory; n files in 100 directories; all labelled.
mkdir "$dir/flat" "$dir/tree"
(cd "$dir/flat" && seq -f 'f%06g' 1 "$n" | xargs touch)
for d in $(seq 1 100); do mkdir "$dir/tree/d$d"; done
(cd "$dir/tree" && seq 1 "$n" | awk '{printf "d%d/f%06d\n", $1 % 100 + 1, $1}' |
   xargs touch)
/usr/bin/chcon -R system_u:object_r:etc_t:s0 "$dir/flat" "$dir/tree"

median () { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }
wall () { local s e; s=$(date +%s%N); "$@" >/dev/null; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
. "$(dirname "$0")/syscalls.sh"

# "old kernel": ours again with getxattrat refused (ENOSYS), as on
# Debian 12's Linux 6.1, where ls names each file by its path for its
# label and reads a directory in one thread.
cc -O2 -o "$dir/without-getxattrat" "$(dirname "$0")/../tests/without-getxattrat.c"
old=("$dir/without-getxattrat" "$ours")
third="old kern"
if [ -n "${BEFORE:-}" ]; then
  old=("$BEFORE")
  third=before
fi

printf '%-28s %7s %7s %6s %9s %6s   %s\n' command "GNU ms" "ours" ratio \
  "$third" ratio "syscalls/file: GNU ours $third"
# The tree is listed recursively by every command: its top holds only
# directories.
for where in flat tree; do
  if [ $where = flat ]; then
    set -- -Z -lZ -l -laRZ "--color=always -l"
  else
    set -- -RZ -lRZ -lR -laRZ "--color=always -lR"
  fi
  for opts; do
    r=() o=() k=()
    for _ in $(seq 1 "$rounds"); do
      # shellcheck disable=SC2086
      r+=("$(wall $ref $opts "$dir/$where")")
      # shellcheck disable=SC2086
      o+=("$(wall "$ours" $opts "$dir/$where")")
      # shellcheck disable=SC2086
      k+=("$(wall "${old[@]}" $opts "$dir/$where")")
    done
    rm=$(printf '%s\n' "${r[@]}" | median)
    om=$(printf '%s\n' "${o[@]}" | median)
    km=$(printf '%s\n' "${k[@]}" | median)
    rc=0 oc=0 kc=0
    if [ "${SYSCALLS:-yes}" != no ]; then
      # shellcheck disable=SC2086
      rc=$(syscalls_of $ref $opts "$dir/$where")
      # shellcheck disable=SC2086
      oc=$(syscalls_of "$ours" $opts "$dir/$where")
      # shellcheck disable=SC2086
      kc=$(syscalls_of "${old[@]}" $opts "$dir/$where")
    fi
    printf '%-28s %7s %7s %6s %9s %6s   %s %s %s\n' "ls $opts $where" \
      "$rm" "$om" "$(awk "BEGIN{printf \"%.2f\", $om/($rm ? $rm : 1)}")" \
      "$km" "$(awk "BEGIN{printf \"%.2f\", $km/($rm ? $rm : 1)}")" \
      "$(awk "BEGIN{printf \"%.2f\", $rc/$n}")" \
      "$(awk "BEGIN{printf \"%.2f\", $oc/$n}")" \
      "$(awk "BEGIN{printf \"%.2f\", $kc/$n}")"
  done
done
