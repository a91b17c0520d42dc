#!/bin/bash
# The policy sources installed on the system (/etc/selinux/TYPE/src/policy,
# by "make install" here into a DESTDIR): for each of targeted and strict,
# their Makefile rebuilds the very policy and file_contexts the package
# ships, installs them and the context files as the store holds them,
# refuses "make load" into a DESTDIR or for a policy the config does not
# select, and a changed module builds into a changed policy, or fails to
# when it breaks a neverallow rule.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch make
[ -n "${CHECKPOLICY:-}" ] || skip_ "checkpolicy is not installed (Debian package checkpolicy)"
setfiles=$builddir/src/setfiles
[ -x "$setfiles" ] || framework_failure_ "$setfiles is not built"

make -s -C "$builddir" install-data DESTDIR="$work/root" > install.log 2>&1 ||
  framework_failure_ "make install-data failed: $(cat install.log)"

# mk_ DIR ARGS...: make in DIR with the tools of this build.
mk_ () {
  local d=$1; shift
  make -s -C "$d" CHECKPOLICY="$CHECKPOLICY" SETFILES="$setfiles" "$@"
}

for t in targeted strict; do
  src=$(find "$work/root" -path "*/selinux/$t/src/policy/Makefile")
  checks=$((checks + 1))
  [ -f "$src" ] || { bad_ "no $t/src/policy/Makefile installed"; continue; }
  src=${src%/Makefile}
  for f in base/base.te modules/ntpd.te modules/ntpd.fc assemble.sh README.md; do
    checks=$((checks + 1))
    [ -f "$src/$f" ] || bad_ "$t: $f is not installed"
  done

  # make: the same policy and file_contexts as the build's.
  checks=$((checks + 1))
  out=$(mk_ "$src" 2>&1) || bad_ "$t: make failed: $out"
  checks=$((checks + 1))
  cmp -s "$src/tmp/policy.33" "$builddir/policy/$t/policy/policy.33" ||
    bad_ "$t: the rebuilt policy differs from the shipped one"
  checks=$((checks + 1))
  cmp -s "$src/tmp/file_contexts" "$builddir/policy/$t/contexts/files/file_contexts" ||
    bad_ "$t: the rebuilt file_contexts differs from the shipped one"

  # make install: the store as the package installs it.
  checks=$((checks + 1))
  out=$(mk_ "$src" install DESTDIR="$work/inst-$t" 2>&1) || bad_ "$t: make install failed: $out"
  (cd "$builddir/policy/$t" && find . -path ./src -prune -o -type f -print) | sort > shipped.$t
  for f in $(cat shipped.$t); do
    checks=$((checks + 1))
    cmp -s "$builddir/policy/$t/$f" "$work/inst-$t/etc/selinux/$t/$f" ||
      bad_ "$t: make install: $f differs or is missing"
  done

  # make load: refused into a DESTDIR, refused when the config selects
  # another policy, and runs load_policy when it selects this one.
  checks=$((checks + 1))
  out=$(mk_ "$src" load DESTDIR="$work/inst-$t" LOAD_POLICY='echo LOADED' 2>&1) &&
    bad_ "$t: make load into a DESTDIR worked: $out"
  case $out in *LOADED*) bad_ "$t: make load ran load_policy into a DESTDIR" ;; esac
  mkdir -p "$work/etc-$t"
  other=targeted; [ $t = targeted ] && other=strict
  printf 'SELINUX=enforcing\nSELINUXTYPE=%s\n' $other > "$work/etc-$t/config"
  checks=$((checks + 1))
  out=$(mk_ "$src" load SELINUXDIR="$work/etc-$t" LOAD_POLICY='echo LOADED' 2>&1) &&
    bad_ "$t: make load worked with SELINUXTYPE=$other: $out"
  case $out in *"selects '$other'"*) ;; *) bad_ "$t: make load said: $out" ;; esac
  printf 'SELINUX=enforcing\nSELINUXTYPE=%s\n' $t > "$work/etc-$t/config"
  checks=$((checks + 1))
  out=$(mk_ "$src" load SELINUXDIR="$work/etc-$t" LOAD_POLICY='echo LOADED' 2>&1) ||
    bad_ "$t: make load failed with SELINUXTYPE=$t: $out"
  case $out in *LOADED*) ;; *) bad_ "$t: make load did not run load_policy: $out" ;; esac
  checks=$((checks + 1))
  cmp -s "$src/tmp/policy.33" "$work/etc-$t/$t/policy/policy.33" ||
    bad_ "$t: make load did not install the policy first"

  # make relabel runs setfiles -F with the installed file_contexts.
  checks=$((checks + 1))
  out=$(mk_ "$src" relabel SELINUXDIR="$work/etc-$t" SETFILES='echo SETFILES' RELABEL_ROOTS=/srv 2>&1)
  case $out in
    *"SETFILES -F $work/etc-$t/$t/contexts/files/file_contexts /srv"*) ;;
    *) bad_ "$t: make relabel ran: $out" ;;
  esac

  # A changed module: a new rule builds into the policy, a rule that
  # breaks a neverallow fails the build.
  cp -r "$src" "src-$t"
  rm -rf "src-$t/tmp"
  echo 'allow ntpd_t tmp_t:dir { getattr search };' >> "src-$t/modules/ntpd.te"
  checks=$((checks + 1))
  out=$(mk_ "src-$t" 2>&1) || bad_ "$t: a changed ntpd.te does not build: $out"
  checks=$((checks + 1))
  sesearch -A -s ntpd_t -t tmp_t -c dir "src-$t/tmp/policy.33" | grep -q 'search' ||
    bad_ "$t: the new rule is not in the rebuilt policy"
  echo 'allow ntpd_t shadow_t:file { read open };' >> "src-$t/modules/ntpd.te"
  checks=$((checks + 1))
  out=$(mk_ "src-$t" 2>&1) && bad_ "$t: a module reading shadow_t built"
  case $out in *neverallow*) ;; *) bad_ "$t: the build failed, not on a neverallow: $out" ;; esac
done

done_
