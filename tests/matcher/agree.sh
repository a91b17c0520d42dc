# Sourced by the tests/matcher tests after tests/init.sh: run
# tests/matcher/agree and add up its queries.
agree=$builddir/tests/matcher/agree
[ -x "$agree" ] || framework_failure_ "tests/matcher/agree is not built"
queries=0
agreed=0
failed=0

# agree_ LABEL AGREE-ARGS...: one run; its disagreements are shown.
agree_ () {
  local label=$1 q a; shift
  "$agree" "$@" >agree.out 2>agree.err
  grep -m 20 '^DIFF' agree.out
  read -r q a < <(awk '/^queries/ { print $2, $4 }' agree.out)
  if [ -z "${q:-}" ]; then
    echo "FAIL [$label]: agree $*"
    cat agree.err
    failed=$((failed + 1))
    return
  fi
  echo "[$label] $a of $q queries agree"
  queries=$((queries + q))
  agreed=$((agreed + a))
}

agree_finish_ () {
  echo "$agreed of $queries queries agree with libselinux"
  [ $queries -gt 0 ] || framework_failure_ "no queries ran"
  [ $failed = 0 ] && [ $agreed = $queries ] || exit 1
  exit 0
}
