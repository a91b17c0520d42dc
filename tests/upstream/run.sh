#!/bin/sh
# GNU coreutils 9.1's own test suite, run against our ls, dir, vdir, cp, mv,
# id, chcon, mkdir, mknod, mkfifo, runcon and stat (see tests/upstream/README.md).
#
#   sh tests/upstream/run.sh [TEST...]     e.g. tests/cp/abuse.sh
#
# Each chosen test runs four times: with GNU's programs and with ours put in
# their place, as root and as an unprivileged user; GNU's SELinux tests run
# twice more in the tests/vm guest (mode "vm"), on a kernel with SELinux.  Exit status: 0 when no
# test passes with GNU's programs and fails with ours (except those listed
# with a reason in tests/upstream/expected), 1 otherwise, 77 (saying why)
# when the run cannot happen here.
#
# Environment: UPSTREAM_CACHE (/var/cache/secoreutils), UPSTREAM_USER
# (nobody), UPSTREAM_MODES ("root user"), UPSTREAM_JOBS (2), UPSTREAM_OURS
# (a directory holding all our programs; default: where this build's
# Makefile puts them), UPSTREAM_VM=no (no SELinux guest),
# UPSTREAM_KEEP=1 (keep the scratch trees and logs), UPSTREAM_RUNDIR.
set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
PROGS="ls dir vdir cp mv id chcon mkdir mknod mkfifo runcon stat install"
# A program's name in GNU's tree (install is built as ginstall).
tree_name() { if [ "$1" = install ]; then echo ginstall; else echo "$1"; fi; }
CACHE=${UPSTREAM_CACHE:-/var/cache/secoreutils}
export UPSTREAM_CACHE=$CACHE
JOBS=${UPSTREAM_JOBS:-2}
USER_=${UPSTREAM_USER:-nobody}
EXPECTED=$here/expected

say() { echo "upstream: $*" >&2; }
skip() { say "SKIP: $*"; exit 77; }
die() { say "ERROR: $*"; exit 1; }

# Our programs: where this build puts them (its Makefile's bin_PROGRAMS:
# src/ls or src/ls/ls, as the tree is laid out), or all in $UPSTREAM_OURS.
if [ -n "${UPSTREAM_OURS:-}" ]; then
  for p in $PROGS; do eval "bin_$p=\$UPSTREAM_OURS/$p"; done
else
  binprogs=$(printf 'include Makefile\nprint-bin-upstream:\n\t@echo $(bin_PROGRAMS)\n' |
    make -s -C "$top" -f - print-bin-upstream 2> /dev/null)
  for p in $PROGS; do
    f=$top/src/$p
    for b in $binprogs; do [ "${b##*/}" = "$p" ] && f=$top/$b; done
    eval "bin_$p=\$f"
  done
fi
ours_bin() { eval "echo \"\$bin_$1\""; }
for p in $PROGS; do
  [ -x "$(ours_bin $p)" ] ||
    skip "our $p is not built ($(ours_bin $p)); run make first"
done

if [ "$(id -u)" = 0 ]; then
  MODES=${UPSTREAM_MODES:-root user}
  id "$USER_" > /dev/null 2>&1 || skip "no user $USER_ (set UPSTREAM_USER)"
  command -v runuser > /dev/null || skip "no runuser (util-linux)"
else
  # Not root: only the unprivileged run is possible, as ourselves.
  MODES=user
fi

# 1. The cache: GNU coreutils built once.
tree=$(sh "$here/build-cache.sh")
rc=$?
case $rc in
  0) ;;
  77) exit 77 ;;
  *) die "could not build GNU coreutils (build-cache.sh exit $rc)" ;;
esac

# 2. The tests: every test of the suite (all_tests and the root tests of
# tests/local.mk) that is in one of our programs' folders, or whose
# print_ver_ line names only programs we ship.
all_tests() {
  awk '
    /^(all_tests|all_root_tests) =/ { on = 1 }
    on { for (i = 1; i <= NF; i++) if ($i ~ /^tests\//) print $i
         if ($0 !~ /\\$/) on = 0 }' "$tree/tests/local.mk" | sort -u
}
ours_only() {                   # print_ver_ names only programs of ours
  pv=$(sed -n 's/^print_ver_ *//p' "$tree/$1" | head -n 1)
  [ -n "$pv" ] || return 1
  for p in $pv; do
    case " $PROGS " in *" $p "*) ;; *) return 1 ;; esac
  done
}
select_tests() {
  for t in $(all_tests); do
    case $t in
      tests/ls/* | tests/cp/* | tests/mv/* | tests/id/* | tests/chcon/* | \
      tests/misc/ls-* | tests/misc/chcon* | tests/misc/xattr.sh | \
      tests/misc/selinux.sh | tests/misc/stat-* | \
      tests/mkdir/* | tests/install/*)
        echo "$t" ;;
      *.sh) ours_only "$t" && echo "$t" ;;
    esac
  done
}
if [ $# -gt 0 ]; then
  TESTS=$*
else
  TESTS=$(select_tests)
fi
[ -n "$TESTS" ] || die "no tests found in $tree/tests/local.mk"

# Which of our programs a test is counted for: its folder, else the first
# of ours its print_ver_ names.
prog_of() {
  case $1 in
    tests/ls/* | tests/misc/ls-*) echo ls; return ;;
    tests/cp/*) echo cp; return ;;
    tests/mv/*) echo mv; return ;;
    tests/id/*) echo id; return ;;
    tests/chcon/* | tests/misc/chcon*) echo chcon; return ;;
    tests/mkdir/*) echo mkdir; return ;;
    tests/misc/stat-*) echo stat; return ;;
    tests/install/*) echo install; return ;;
  esac
  for p in $(sed -n 's/^print_ver_ *//p' "$tree/$1" | head -n 1); do
    case " $PROGS " in *" $p "*) echo "$p"; return ;; esac
  done
  echo other
}

# 3. Scratch trees: a copy of the cache's tree per (binaries, user), object
# files and all (the test logs depend on every program: with its objects
# present and older, make rebuilds nothing); in "ours" our programs
# replace GNU's.
if [ -n "${UPSTREAM_RUNDIR:-}" ]; then
  run=$UPSTREAM_RUNDIR
  rm -rf "$run"
  mkdir -p "$run"
else
  mkdir -p /var/tmp
  run=$(mktemp -d /var/tmp/secoreutils-upstream.XXXXXX) || die "mktemp"
fi
chmod 755 "$run"
[ "${UPSTREAM_KEEP:-0}" = 1 ] || trap 'rm -rf "$run"' EXIT
trap 'exit 130' INT TERM

make_tree() {                   # make_tree DEST gnu|ours [OWNER]
  mkdir -p "$1"
  (cd "$tree" && tar --exclude='./gnulib-tests' -cf - .) |
    (cd "$1" && tar -xpf -) ||
    die "could not copy $tree to $1"
  if [ "$2" = ours ]; then
    for p in $PROGS; do
      rm -f "$1/src/$(tree_name $p)"
      cp "$(ours_bin $p)" "$1/src/$(tree_name $p)" || die "could not copy our $p"
    done
  fi
  [ -z "$3" ] || chown -R "$3" "$1"
}

# The tests as make's check-TESTS runs them, with the tree's own
# environment (TESTS_ENVIRONMENT) but its absolute paths set to the copy.
run_tests() {                   # run_tests DIR root|user
  dir=$1 as=$2
  set -- make -C "$dir" -f Makefile -k -j"$JOBS" check-TESTS TESTS="$TESTS" VERBOSE=yes \
    RUN_EXPENSIVE_TESTS=yes RUN_VERY_EXPENSIVE_TESTS=yes \
    abs_top_builddir="$dir" abs_top_srcdir="$dir" abs_srcdir="$dir" \
    abs_builddir="$dir"
  if [ "$as" = user ] && [ "$(id -u)" = 0 ]; then
    runuser -u "$USER_" -- env HOME="$dir" TMPDIR="$dir/tmp" "$@"
  else
    env HOME="$dir" TMPDIR="$dir/tmp" "$@"
  fi
}

result() {                      # result DIR TEST -> PASS FAIL SKIP ...
  trs=$1/${2%.*}.trs
  if [ -f "$trs" ]; then
    sed -n 's/^:test-result: *//p' "$trs" | head -n 1
  else
    case $1 in
      */vm-*) ;;                # the guest runs only the SELinux tests
      *) echo ERROR ;;
    esac
  fi
}

why_failed() {                  # a one-line hint from a test's log: the first
                                # diff lines (most tests: -expected +actual)
                                # or the commands before the first fail=1
  awk '
    /^@@ / { hunk = 1; next }
    hunk && /^-/ && want == "" { want = substr($0, 2); next }
    hunk && /^\+/ && got == "" && $0 !~ /^\+ / { got = substr($0, 2); next }
    /^\+ fail=1$/ {
      if (want != "" || got != "") print "diff: -\"" want "\" +\"" got "\""
      else print "failed after: " p2 "; " p1
      done = 1; exit }
    /^\+ / { p2 = p1; p1 = substr($0, 3) }
    END { if (!done && p1 != "") print "last: " p1 }' "$1" | cut -c1-200
}

expected_reason() {             # expected_reason TEST MODE
  [ -f "$EXPECTED" ] || return 1
  awk -v t="$1" -v m="$2" '
    /^[ \t]*(#|$)/ { next }
    $1 != t { next }
    { r = $0; sub(/^[^ \t]+[ \t]+/, "", r)
      if ($2 == "root" || $2 == "user" || $2 == "vm") {
        if ($2 != m) next
        sub(/^[^ \t]+[ \t]+/, "", r)
      }
      print r; found = 1; exit }
    END { exit !found }' "$EXPECTED"
}

start=$(date +%s)
ntests=$(echo $TESTS | wc -w)
status=0
say "$ntests tests, modes: $MODES; scratch trees in $run"
for mode in $MODES; do
  # Who owns the copy: nobody to chown to when not root (we are the user).
  owner=
  [ "$mode" = user ] && [ "$(id -u)" = 0 ] && owner=$USER_
  for bin in gnu ours; do
    d=$run/$mode-$bin
    make_tree "$d" "$bin" "$owner"
    mkdir -p "$d/tmp"
    [ -z "$owner" ] || chown "$owner" "$d/tmp"
    t0=$(date +%s)
    run_tests "$d" "$mode" > "$run/$mode-$bin.make.log" 2>&1
    # Make must not have rebuilt any program: ours must still be ours.
    if [ "$bin" = ours ]; then
      for p in $PROGS; do
        cmp -s "$(ours_bin $p)" "$d/src/$(tree_name $p)" ||
          die "make replaced our $p in $d (see $run/$mode-$bin.make.log)"
      done
    fi
    say "as $mode with $bin programs: $(( $(date +%s) - t0 )) s"
  done
done

# 4. GNU's SELinux tests on a real SELinux kernel (the tests/vm guest), as
# a third mode, "vm"; it skips, saying why, without qemu, the kernel or
# our policy, or when UPSTREAM_VM=no.
VM_TESTS="tests/misc/selinux.sh tests/misc/chcon.sh tests/cp/cp-a-selinux.sh
  tests/id/context.sh tests/id/no-context.sh
  tests/mkdir/selinux.sh tests/mkdir/restorecon.sh
  tests/install/install-Z-selinux.sh tests/install/install-C-selinux.sh"
if [ "${UPSTREAM_VM:-yes}" != no ] && [ "$(id -u)" = 0 ]; then
  vt=
  for t in $VM_TESTS; do
    case " $(echo $TESTS) " in *" $t "*) vt="$vt $t" ;; esac
  done
  if [ -n "$vt" ]; then
    t0=$(date +%s)
    UPSTREAM_PROGS=$PROGS bash "$here/vm.sh" "$tree" "$run" $vt \
      > "$run/vm.log" 2>&1
    rc=$?
    case $rc in
      0) MODES="$MODES vm"
         say "in the SELinux guest: $(( $(date +%s) - t0 )) s" ;;
      77) say "SKIP the SELinux guest: $(grep -h '^SKIP' "$run/vm.log" | head -n 1)" ;;
      *) say "ERROR: the SELinux guest failed (vm.sh exit $rc):"
         tail -n 70 "$run/vm.log" >&2
         status=1 ;;
    esac
  fi
fi

# 5. The verdict.
regressions=
expected_hits=
fixed=
tot_pass=0 tot_fail=0
for p in $PROGS other; do
  pp=0 pf=0
  for mode in $MODES; do
    for bin in gnu ours; do
      eval "c_${mode}_${bin}_pass=0 c_${mode}_${bin}_fail=0 c_${mode}_${bin}_skip=0"
    done
  done
  any=0
  for t in $TESTS; do
    [ "$(prog_of "$t")" = "$p" ] || continue
    any=1
    for mode in $MODES; do
      [ -n "$(result "$run/$mode-gnu" "$t")" ] || continue
      for bin in gnu ours; do
        r=$(result "$run/$mode-$bin" "$t")
        case $r in
          PASS|XFAIL) k=pass ;;
          SKIP) k=skip ;;
          *) k=fail ;;
        esac
        eval "c_${mode}_${bin}_$k=\$(( c_${mode}_${bin}_$k + 1 ))"
        [ "$bin" = gnu ] && gnu_r=$r
        [ "$bin" = ours ] && ours_r=$r
      done
      # Ours: failed, or skipped where GNU's passed, counts as failed.
      case $gnu_r:$ours_r in
        *:PASS|*:XFAIL) pp=$((pp + 1)) ;;
        PASS:SKIP) pf=$((pf + 1)) ;;
        *:SKIP) ;;
        *) pf=$((pf + 1)) ;;
      esac
      # A test GNU's programs pass and ours fail, or make skip (it could
      # not check them), is a regression.
      case $gnu_r:$ours_r in
        PASS:PASS|PASS:XFAIL|SKIP:*|FAIL:*|ERROR:*|XFAIL:*|XPASS:*) ;;
        PASS:*)
          if why=$(expected_reason "$t" "$mode"); then
            expected_hits="$expected_hits
  $t ($mode): $why"
          else
            regressions="$regressions
  $t ($mode): $(why_failed "$run/$mode-ours/${t%.*}.log")"
            status=1
          fi ;;
      esac
      case $gnu_r:$ours_r in
        PASS:PASS) expected_reason "$t" "$mode" > /dev/null &&
          fixed="$fixed
  $t ($mode)" ;;
      esac
    done
  done
  [ $any = 1 ] || continue
  for mode in $MODES; do
    eval "[ \$(( c_${mode}_gnu_pass + c_${mode}_gnu_fail + c_${mode}_gnu_skip )) = 0 ]" &&
      continue
    eval "echo \"  $p as $mode: GNU's \$c_${mode}_gnu_pass passed, \$c_${mode}_gnu_fail failed, \$c_${mode}_gnu_skip skipped; ours \$c_${mode}_ours_pass passed, \$c_${mode}_ours_fail failed, \$c_${mode}_ours_skip skipped\""
  done
  echo "$p: $pp passed, $pf failed"
  tot_pass=$((tot_pass + pp)) tot_fail=$((tot_fail + pf))
done

if [ -n "$expected_hits" ]; then
  echo "Expected failures with ours (tests/upstream/expected):$expected_hits"
fi
if [ -n "$fixed" ]; then
  echo "Listed in tests/upstream/expected but passing now (remove them):$fixed"
fi
if [ -n "$regressions" ]; then
  echo "FAIL: pass with GNU's programs, fail with ours:$regressions"
  echo "  (logs: \$UPSTREAM_KEEP=1 keeps them; tree-relative: MODE-ours/tests/...log)"
  if [ "${UPSTREAM_KEEP:-0}" != 1 ]; then
    for r in $(echo "$regressions" | awk 'NF { print $1 "@" substr($2, 2, length($2) - 3) }'); do
      t=${r%@*} mode=${r#*@}
      echo "==================== $mode, ours: ${t%.*}.log"
      tail -n 40 "$run/$mode-ours/${t%.*}.log" 2>/dev/null
    done
  fi
fi
say "$(( $(date +%s) - start )) s"
echo "upstream: $tot_pass passed, $tot_fail failed"
exit $status
