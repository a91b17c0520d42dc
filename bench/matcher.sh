#!/bin/bash
# The file-context matcher against libselinux 3.4, side by side: load
# time (median of 20) and lookups per second on one core, over this
# machine's real paths with their types, on refpolicy's file_contexts.
# Usage (from the build tree, after make check or
# make tests/matcher/fcbench): bench/matcher.sh [FILE_CONTEXTS] [SECONDS]
# Default FILE_CONTEXTS: refpolicy, built by tests/matcher/refpolicy-cache.sh.
set -eu
srcdir=$(cd "$(dirname "$0")/.." && pwd)
bench=${FCBENCH:-./tests/matcher/fcbench}
[ -x "$bench" ] || make tests/matcher/fcbench >/dev/null
fc=${1:-$(sh "$srcdir/tests/matcher/refpolicy-cache.sh")/contexts/files/file_contexts}
secs=${2:-3}
list=$(mktemp "${TMPDIR:-/tmp}/bench-matcher.XXXXXX")
trap 'rm -f "$list"' EXIT
# Every path on the root file system, as "TYPE PATH" (no newlines in
# names, which find would split).
find / -xdev -printf '%y %p\n' 2>/dev/null | grep -v '^. .*\\n' > "$list" || :
echo "file_contexts: $fc"
for what in "as installed (.bin when newer)" "text only"; do
  echo "== $what"
  if [ "$what" = "text only" ]; then
    d=$(mktemp -d "${TMPDIR:-/tmp}/bench-fc.XXXXXX")
    cp "$fc" "$d/file_contexts"
    for x in homedirs local subs subs_dist; do
      [ ! -e "$fc.$x" ] || cp "$fc.$x" "$d/file_contexts.$x"
    done
    taskset -c 0 "$bench" "$d/file_contexts" "$list" "$secs"
    rm -rf "$d"
  else
    taskset -c 0 "$bench" "$fc" "$list" "$secs"
  fi
done
