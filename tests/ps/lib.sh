# shellcheck shell=bash
# Sourced by the ps tests: a fresh pid namespace holding the process set
# of procs.sh, and pscase_, which runs procps' ps and ours in it and
# compares stdout, stderr and exit status in C and C.UTF-8.
#
# Each ps runs in the namespace as pid $pin (nsrun uses clone3 set_tid),
# so both see the same table; the row of ps itself (its own memory and
# times differ) is dropped from both outputs: lines with the word $pin.
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/ps
ours=$builddir/src/ps/ps
helper=$builddir/tests/ps/pshelper
nsrun=$builddir/tests/ps/nsrun
pin=31337
require_root_
require_ref_ $ref
require_cmd_ unshare setpriv chrt pgrep
if [ ! -x "$helper" ] || [ ! -x "$nsrun" ]; then
  framework_failure_ "build the check programs first"
fi
unset COLUMNS LINES PS_FORMAT PS_PERSONALITY CMD_ENV I_WANT_A_BROKEN_PS \
  POSIXLY_CORRECT _XPG
chmod 755 "$work"

ns_pid=
# Killing the namespace's pid 1 ends every process in it; unshare alone
# would leave them running.
cleanup_ () {
  [ -n "${init:-}" ] && kill -9 "$init" 2>/dev/null
  [ -n "$ns_pid" ] && kill -9 "$ns_pid" 2>/dev/null
  :
}

# start_ns_ [TABLE]: start the namespace with the processes of TABLE
# (procs.sh, or procs2.sh); $init is its pid 1 as seen from here.
start_ns_ () {
  PSHELPER=$helper PSWORK=$work unshare --pid --fork --mount-proc \
    "$helper" init "$abs_top_srcdir/tests/ps/${1:-procs.sh}" "$work/ready" &
  ns_pid=$!
  local _
  for _ in $(seq 300); do
    [ -e "$work/ready" ] && break
    sleep 0.1
  done
  [ -e "$work/ready" ] || framework_failure_ "the test namespace did not start"
  init=
  for _ in $(seq 50); do
    init=$(pgrep -P "$ns_pid" | head -n 1)
    [ -n "$init" ] && break
    sleep 0.1
  done
  [ -n "$init" ] || framework_failure_ "no pid 1 in the namespace"
}

# run_in_ns_ TAG BIN ARGS...: stdout and stderr in TAG.out TAG.err,
# status in rc.
run_in_ns_ () {
  local tag=$1 bin=$2; shift 2
  "$nsrun" "$init" $pin "$bin" ps "$@" >"$tag.raw" 2>"$tag.err"
  rc=$?
  grep -aEv "(^|[^0-9])$pin([^0-9]|\$)" "$tag.raw" >"$tag.out"
}

# same_lines_ REF1 OURS REF2: each line of OURS is the same line of REF1
# or of REF2.  A lifetime %CPU or an ELAPSED only drifts one way, so our
# run, taken between two reference runs, must hold one of their values.
same_lines_ () {
  awk 'FILENAME == ARGV[1] { a[FNR] = $0; n1 = FNR; next }
       FILENAME == ARGV[2] { c[FNR] = $0; n2 = FNR; next }
       $0 != a[FNR] && $0 != c[FNR] { bad = 1 }
       END { exit bad || FNR != n1 || FNR != n2 }' "$1" "$3" "$2"
}

# pscase_ ARGS...: one comparison in each locale.  A mismatch is judged
# again with our run between two reference runs (see same_lines_).
pscase_ () {
  local loc _ rs os ok
  for loc in $locales; do
    cases=$((cases + 1))
    for _ in 1 2; do
      LC_ALL=$loc run_in_ns_ ref $ref "$@"; rs=$rc
      LC_ALL=$loc run_in_ns_ our "$ours" "$@"; os=$rc
      ok=false
      cmp -s ref.err our.err && [ $rs = $os ] || continue
      cmp -s ref.out our.out && { ok=true; break; }
      LC_ALL=$loc run_in_ns_ ref2 $ref "$@"
      same_lines_ ref.out our.out ref2.out && { ok=true; break; }
    done
    $ok || report_mismatch_ "$loc" "ps $*" $rs $os
  done
}

# pshelp_ ARGS...: --help output up to its closing paragraph (which names
# the package, see check_help_), and the exit status.
pshelp_ () {
  local loc rs os
  for loc in $locales; do
    cases=$((cases + 1))
    LC_ALL=$loc "$ref" "$@" 2>ref.err | help_body_ >ref.out; rs=${PIPESTATUS[0]}
    LC_ALL=$loc "$ours" "$@" 2>our.err | help_body_ >our.out; os=${PIPESTATUS[0]}
    if ! cmp -s ref.out our.out || ! cmp -s ref.err our.err ||
       [ "$rs" != "$os" ]; then
      report_mismatch_ "$loc" "ps $*" "$rs" "$os"
    fi
  done
}
