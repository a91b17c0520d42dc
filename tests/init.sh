# Sourced by every shell test (bash).  Sets up a scratch directory, the
# helpers below, and the compare-with-the-reference machinery.
#
# Exit status: 0 pass, 1 fail, 77 skip (with the reason on stderr), 99 a
# broken test environment.

set -u
: "${abs_top_builddir:?run through make check}"
: "${abs_top_srcdir:?run through make check}"
builddir=$abs_top_builddir
srcdir=$abs_top_srcdir

skip_ () { echo "SKIP: $*" >&2; exit 77; }
fail_ () { echo "FAIL: $*" >&2; exit 1; }
framework_failure_ () { echo "ERROR: $*" >&2; exit 99; }

require_root_ () {
  [ "$(id -u)" = 0 ] || skip_ "needs root (to write security.selinux)"
}

# require_ref_ PATH...: the reference binaries this test compares with.
require_ref_ () {
  for b; do [ -x "$b" ] || skip_ "reference $b is not installed"; done
}

require_cmd_ () {
  for c; do command -v "$c" >/dev/null || skip_ "$c is not installed"; done
}

# Can this file system hold security.selinux?  (root, xattrs)
require_labels_ () {
  require_root_
  require_cmd_ setfattr getfattr
  touch "$work/.probe" &&
    setfattr -n security.selinux -v probe "$work/.probe" 2>/dev/null ||
    skip_ "the scratch file system refuses security.selinux"
  rm -f "$work/.probe"
}

cleanup_ () { :; }
work=$(mktemp -d "${TMPDIR:-/tmp}/secoreutils-test.XXXXXX") ||
  framework_failure_ "mktemp failed"
trap 'cleanup_; cd /; rm -rf "$work"' EXIT
cd "$work" || framework_failure_ "cd $work"

# ---- Comparing with the reference ----------------------------------

cases=0
mismatches=0
locales="C C.UTF-8"

# run_as_ NAME BIN ARGS...: run BIN with argv[0] = NAME, so diagnostics
# name the tool the same way for both implementations.  If $wrap is set,
# it is a command (split into words) that runs the tool, such as
# "setpriv --reuid=65534 --regid=65534 --clear-groups".
wrap=
run_as_ () {
  local name=$1; shift
  if [ -z "$wrap" ]; then
    (exec -a "$name" "$@")
  else
    # shellcheck disable=SC2086
    $wrap /bin/bash -c 'n=$1; shift; exec -a "$n" "$@"' _ "$name" "$@"
  fi
}

report_mismatch_ () {
  mismatches=$((mismatches + 1))
  echo "MISMATCH [$1]: $2"
  for f in out err labels; do
    [ -f "ref.$f" ] || continue
    cmp -s "ref.$f" "our.$f" || diff -u "ref.$f" "our.$f" | sed 's/^/  /' | head -40
  done
  [ "$3" = "$4" ] || echo "  exit status: reference $3, ours $4"
}

# compare_ NAME REF OURS ARGS...: run both in each locale; stdout, stderr
# and exit status must be identical.  The environment is inherited, so
# callers can set e.g. POSIXLY_CORRECT around the call.
compare_ () {
  local name=$1 ref=$2 ours=$3 loc rs os; shift 3
  for loc in $locales; do
    cases=$((cases + 1))
    LC_ALL=$loc run_as_ "$name" "$ref" "$@" >ref.out 2>ref.err; rs=$?
    LC_ALL=$loc run_as_ "$name" "$ours" "$@" >our.out 2>our.err; os=$?
    if [ $rs = $os ] && same_file_ ref.out our.out && same_file_ ref.err our.err
    then :
    else report_mismatch_ "$loc" "${wrap:+[$wrap] }$name $*" $rs $os
    fi
  done
  rm -f ref.out ref.err our.out our.err
}

# Batched comparisons, for long lists of cases: queue_ ARGS... queues a
# case; run_queue_ NAME REF OURS runs the queued cases with each program
# in one shell per locale (tests/batch-run.sh, under $wrap if set), so
# that a case costs one process per program.  When the two streams
# differ, the differing cases are run again one by one and reported as
# compare_ reports them.
queued_=()
queue_ () { queued_+=("$(printf '%q ' "$@")"); }

# chunks_differ_ A B [MARK]: the numbers of the cases whose chunks of
# the batch outputs A and B differ; a chunk ends with a line "MARK N ..."
# (MARK: @@@case, as tests/batch-run.sh writes).
chunks_differ_ () {
  awk -v m="${3:-@@@case}" '
       function chunks(f, arr,   line, w, s) {
         s = ""
         while ((getline line < f) > 0) {
           s = s line "\n"
           if (index(line, m " ") == 1) { split(line, w, " "); arr[w[2]] = s; s = "" }
         }
       }
       BEGIN { chunks(ARGV[1], a); chunks(ARGV[2], b)
               for (k in a) if (a[k] != b[k]) print k
               for (k in b) if (!(k in a)) print k; exit }' "$1" "$2"
}

run_queue_ () {
  local name=$1 ref=$2 ours=$3 loc k rs os
  printf '%s\n' "${queued_[@]}" > queue.cases
  for loc in $locales; do
    cases=$((cases + ${#queued_[@]}))
    # shellcheck disable=SC2086
    LC_ALL=$loc $wrap /bin/bash "$srcdir/tests/batch-run.sh" "$name" "$ref" \
      queue.cases > ref.bout 2> ref.berr
    # shellcheck disable=SC2086
    LC_ALL=$loc $wrap /bin/bash "$srcdir/tests/batch-run.sh" "$name" "$ours" \
      queue.cases > our.bout 2> our.berr
    cmp -s ref.bout our.bout && cmp -s ref.berr our.berr && continue
    for k in $( { chunks_differ_ ref.bout our.bout
                  chunks_differ_ ref.berr our.berr; } | sort -nu); do
      eval "set -- ${queued_[k]}"
      LC_ALL=$loc run_as_ "$name" "$ref" "$@" >ref.out 2>ref.err; rs=$?
      LC_ALL=$loc run_as_ "$name" "$ours" "$@" >our.out 2>our.err; os=$?
      report_mismatch_ "$loc" "${wrap:+[$wrap] }$name $*" $rs $os
    done
  done
  rm -f queue.cases ref.bout ref.berr our.bout our.berr ref.out ref.err \
    our.out our.err
  queued_=()
}

# dump_labels_ DIR: every file under DIR, by path, with its type, link
# count and each security.* xattr, byte for byte (tests/labeldump.c).
dump_labels_ () { "$builddir/tests/labeldump" "$1"; }

# same_file_ A B: A and B hold the same bytes; two empty files (most
# stderrs) are told apart without running cmp.
same_file_ () {
  if [ -s "$1" ] || [ -s "$2" ]; then cmp -s "$1" "$2"; fi
}

# compare_fs_ SETUP NAME REF OURS ARGS...: like compare_, but each run
# gets a fresh tree made by the shell function SETUP in ./t, and the
# labels left on the tree must match as well.  The function untree_ runs
# before a tree is removed (to unmount what SETUP mounted).
#
# A SETUP named in copied_trees_ runs once, in .tree.SETUP, and each run
# gets a copy of that (cp -a keeps every xattr byte for byte, symlinks
# and hard links): a process or two rather than one per file.  A SETUP
# that mounts anything must not be named there.
untree_ () { :; }
copied_trees_=
fresh_tree_ () {
  if [ -d t ]; then untree_; rm -rf t; fi
  case " $copied_trees_ " in
    *" $1 "*)
      if [ ! -d ".tree.$1" ]; then
        mkdir ".tree.$1" && (cd ".tree.$1" && $1) || framework_failure_ "$1"
      fi
      cp -a ".tree.$1" t || framework_failure_ "copying the $1 tree" ;;
    *) mkdir t && (cd t && $1) || framework_failure_ "$1" ;;
  esac
}
compare_fs_ () {
  local setup=$1 name=$2 ref=$3 ours=$4 loc rs os; shift 4
  for loc in $locales; do
    cases=$((cases + 1))
    fresh_tree_ $setup
    (cd t && LC_ALL=$loc run_as_ "$name" "$ref" "$@") >ref.out 2>ref.err
    rs=$?
    dump_labels_ t >ref.labels
    fresh_tree_ $setup
    (cd t && LC_ALL=$loc run_as_ "$name" "$ours" "$@") >our.out 2>our.err
    os=$?
    dump_labels_ t >our.labels
    if [ $rs = $os ] && same_file_ ref.out our.out &&
       same_file_ ref.err our.err && cmp -s ref.labels our.labels
    then :
    else report_mismatch_ "$loc" "${wrap:+[$wrap] }$name $*" $rs $os
    fi
  done
  untree_
  rm -rf t ref.* our.*
}

# check_help_ NAME REF OURS: --help matches the reference's text up to its
# closing paragraph, which names the package and its documentation (ours
# name secoreutils and the man page: DIFFERENCES in each man page);
# --version is ours, in the GNU layout.
help_body_ () {
  awk 'BEGIN{RS=""; ORS="\n\n"} {p[NR]=$0} END{for(i=1;i<NR;i++) print p[i]}'
}
check_help_ () {
  local name=$1 ref=$2 ours=$3 loc h
  for loc in $locales; do
    for h in --help --hel --he "--help -Z" "-v --help" "--help --bogus"; do
      cases=$((cases + 1))
      # shellcheck disable=SC2086
      LC_ALL=$loc run_as_ "$name" "$ref" $h 2>ref.err | help_body_ >ref.out
      # shellcheck disable=SC2086
      LC_ALL=$loc run_as_ "$name" "$ours" $h 2>our.err | help_body_ >our.out
      if ! cmp -s ref.out our.out || ! cmp -s ref.err our.err; then
        report_mismatch_ $loc "$name $h (body)" 0 0
      fi
    done
  done

  run_as_ "$name" "$ours" --help >out || fail_ "--help failed"
  tail -n 1 out | grep -qx "Full documentation: man $name" ||
    fail_ "--help does not point at the man page"

  run_as_ "$name" "$ours" --version >out 2>err || fail_ "--version failed"
  [ ! -s err ] || fail_ "--version wrote to stderr"
  head -n 1 out | grep -qE "^$name \(secoreutils\) [0-9.]+\$" ||
    fail_ "bad --version line: $(head -n 1 out)"
  grep -q '^License GPLv3+' out || fail_ "--version has no license line"
  grep -q '^Written by ' out || fail_ "--version names no authors"

  # A usage error before --help wins.
  compare_ "$name" "$ref" "$ours" --bogus --help
}

# finish_: report the count and set the exit status.
finish_ () {
  echo "$((cases - mismatches)) of $cases comparison cases matched"
  [ $cases -gt 0 ] || framework_failure_ "no cases ran"
  [ $mismatches = 0 ] || exit 1
  exit 0
}
