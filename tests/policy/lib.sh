# Sourced by the tests in tests/policy, after tests/init.sh: queries of
# the built policy with setools, and counters for the checks.

# A test of the strict policy sets policy_type=strict before sourcing.
policy_type=${policy_type:-targeted}
policy=$builddir/policy/$policy_type/policy/policy.33
targeted=$builddir/policy/targeted
store=$builddir/policy/$policy_type
fc=$store/contexts/files/file_contexts
[ -f "$policy" ] || framework_failure_ "the policy is not built: $policy"

checks=0
failures=0

# bad_ MESSAGE: record a failed check.
bad_ () { failures=$((failures + 1)); echo "FAIL: $*"; }

# attrmap_: "attribute type" for every attribute and member, made once.
attrmap_ () {
  [ -f "$work/attrmap" ] ||
    seinfo "$policy" -a -x | awk '
      /^   attribute / { a = $2; sub(/;$/, "", a); next }
      a != "" && /^\t/ { print a, $1 }' > "$work/attrmap" ||
    framework_failure_ "seinfo -a -x failed"
  cat "$work/attrmap"
}

# names_ TYPE: TYPE and the attributes it has, space separated, padded.
names_ () {
  local f="$work/names.$1"
  [ -f "$f" ] ||
    echo " $1 $(attrmap_ | awk -v t="$1" '$2 == t { printf "%s ", $1 }')" > "$f"
  cat "$f"
}

# rules_: every allow rule of the policy, one class per line, as
# sesearch prints them.  Made once: sesearch takes a second to load the
# policy.
rules_ () {
  [ -f "$work/rules" ] || sesearch -A "$policy" > "$work/rules" ||
    framework_failure_ "sesearch -A failed"
  cat "$work/rules"
}

# perms_ SOURCE TARGET CLASS: the permissions SOURCE has on TARGET:CLASS,
# the union over all rules whose source and target are these types or
# attributes of theirs, one per line.
perms_ () {
  rules_ | awk -v srcs="$(names_ "$1")" -v tgts="$(names_ "$2")" -v cls="$3" '
    /^allow / {
      line = $0; sub(/;[[:space:]]*$/, "", line)
      split(line, w, " ")
      t = w[3]; sub(/:.*/, "", t)
      c = w[3]; sub(/^[^:]*:/, "", c)
      if (c != cls || !index(srcs, " " w[2] " ") || !index(tgts, " " t " ")) next
      sub(/^allow [^ ]+ [^ ]+ /, "", line); gsub(/[{}]/, "", line)
      n = split(line, p, " "); for (i = 1; i <= n; i++) print p[i]
    }' | sort -u
}

# has_ SOURCE TARGET CLASS PERM: is PERM allowed?
has_ () { perms_ "$1" "$2" "$3" | grep -qx -- "$4"; }

# allow_ SOURCE TARGET CLASS PERM...: each PERM must be allowed.
allow_ () {
  local s=$1 t=$2 c=$3 p have; shift 3
  have=" $(perms_ "$s" "$t" "$c" | tr '\n' ' ') "
  for p; do
    checks=$((checks + 1))
    case $have in *" $p "*) ;; *) bad_ "$s may not $p $t:$c, but should" ;; esac
  done
}

# deny_ SOURCE TARGET CLASS PERM...: no PERM may be allowed.
deny_ () {
  local s=$1 t=$2 c=$3 p have; shift 3
  have=" $(perms_ "$s" "$t" "$c" | tr '\n' ' ') "
  for p; do
    checks=$((checks + 1))
    case $have in *" $p "*) bad_ "$s may $p $t:$c, but must not" ;; esac
  done
}

# type_trans_ SOURCE TARGET CLASS DEFAULT: a type_transition rule exists
# (for SOURCE and TARGET or attributes of theirs).
type_trans_ () {
  checks=$((checks + 1))
  [ -f "$work/type_trans" ] || sesearch -T "$policy" > "$work/type_trans" ||
    framework_failure_ "sesearch -T failed"
  awk -v srcs="$(names_ "$1")" -v tgts="$(names_ "$2")" -v cls="$3" -v def="$4" '
    /^type_transition / {
      sub(/;[[:space:]]*$/, ""); t = $3; sub(/:.*/, "", t); c = $3; sub(/^[^:]*:/, "", c)
      if (index(srcs, " " $2 " ") && index(tgts, " " t " ") && c == cls && $4 == def) found = 1
    }
    END { exit !found }' "$work/type_trans" ||
    bad_ "no type_transition $1 $2:$3 $4"
}

# members_ ATTRIBUTE: the types in ATTRIBUTE, one per line.
members_ () { attrmap_ | awk -v a="$1" '$1 == a { print $2 }'; }

# in_attr_ TYPE ATTRIBUTE: TYPE has ATTRIBUTE.
in_attr_ () {
  checks=$((checks + 1))
  members_ "$2" | grep -qx -- "$1" || bad_ "$1 is not in attribute $2"
}

# portcon_ PROTO PORT TYPE: the port is labelled TYPE.
portcon_ () {
  checks=$((checks + 1))
  [ -f "$work/portcon" ] || seinfo "$policy" --portcon > "$work/portcon" ||
    framework_failure_ "seinfo --portcon failed"
  grep -q "portcon $1 $2 system_u:object_r:$3:s0\$" "$work/portcon" ||
    bad_ "$1 port $2 is not $3"
}

# done_: report and set the exit status.
done_ () {
  echo "$((checks - failures)) of $checks checks passed"
  [ "$checks" -gt 0 ] || framework_failure_ "no checks ran"
  [ "$failures" = 0 ] || exit 1
  exit 0
}
