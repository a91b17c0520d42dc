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

# all_rules_: every allow rule of the policy, one class per line, as
# sesearch prints them, a conditional one followed by "[ BOOL ]:True" or
# ":False".  Made once: sesearch takes a second to load the policy.
all_rules_ () {
  [ -f "$work/all_rules" ] || sesearch -A "$policy" > "$work/all_rules" ||
    framework_failure_ "sesearch -A failed"
  cat "$work/all_rules"
}

# bool_defaults_: "NAME true|false" for every boolean of the policy.
bool_defaults_ () {
  [ -f "$work/bools" ] ||
    seinfo "$policy" -b -x | awk '$1 == "bool" { sub(/;$/, "", $3); print $2, $3 }' \
      > "$work/bools" || framework_failure_ "seinfo -b failed"
  cat "$work/bools"
}

# in_force_: of the rules on standard input, those in force with $at
# (BOOL=true or false) and every other boolean at its default: the
# unconditional ones and the conditional ones of the branch in force.
in_force_ () {
  awk -v at="${at:-}" -v defs="$(bool_defaults_ | tr '\n' ' ')" '
    BEGIN {
      n = split(defs, d, " "); for (i = 1; i < n; i += 2) val[d[i]] = d[i + 1]
      if (at != "") { split(at, a, "="); val[a[1]] = a[2] }
    }
    /;[[:space:]]*$/ { print; next }
    match($0, /; \[ [A-Za-z0-9_]+ \]:(True|False)$/) {
      cond = substr($0, RSTART); rule = substr($0, 1, RSTART)
      split(cond, c, " "); b = c[3]; branch = c[4]; sub(/^\]:/, "", branch)
      if ((val[b] == "true") == (branch == "True")) print rule
      next
    }
    { print "unparsed conditional rule: " $0 > "/dev/stderr"; exit 1 }'
}

# rules_: the allow rules in force.  With $at empty, the unconditional
# ones; with at=BOOL=VALUE (true or false), also the conditional ones in
# force when BOOL has VALUE and every other boolean its default.  Every
# condition here is one boolean, which rules_ checks.
rules_ () {
  local f="$work/rules.${at:-}"
  if [ ! -f "$f" ]; then
    all_rules_ | in_force_ > "$f" ||
      framework_failure_ "cannot read the rules for '${at:-}'"
  fi
  cat "$f"
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

# trans_rules_: the type_transition rules in force, as rules_ picks the
# allow rules: the unconditional ones and, by $at and the defaults, the
# conditional ones of the branch in force.
trans_rules_ () {
  local f="$work/trans.${at:-}"
  if [ ! -f "$f" ]; then
    [ -f "$work/all_trans" ] || sesearch -T "$policy" > "$work/all_trans" ||
      framework_failure_ "sesearch -T failed"
    in_force_ < "$work/all_trans" > "$f" ||
      framework_failure_ "cannot read the type rules for '${at:-}'"
  fi
  cat "$f"
}

# has_type_trans_ SOURCE TARGET CLASS DEFAULT: a type_transition rule in
# force (for SOURCE and TARGET or attributes of theirs).
has_type_trans_ () {
  trans_rules_ | awk -v srcs="$(names_ "$1")" -v tgts="$(names_ "$2")" -v cls="$3" -v def="$4" '
    /^type_transition / {
      sub(/;[[:space:]]*$/, ""); t = $3; sub(/:.*/, "", t); c = $3; sub(/^[^:]*:/, "", c)
      if (index(srcs, " " $2 " ") && index(tgts, " " t " ") && c == cls && $4 == def) found = 1
    }
    END { exit !found }'
}

# type_trans_ SOURCE TARGET CLASS DEFAULT: such a rule exists;
# no_type_trans_: none does.
type_trans_ () {
  checks=$((checks + 1))
  has_type_trans_ "$@" || bad_ "no type_transition $1 $2:$3 $4${at:+ with $at}"
}
no_type_trans_ () {
  checks=$((checks + 1))
  has_type_trans_ "$@" && bad_ "a type_transition $1 $2:$3 $4${at:+ with $at}"
  return 0
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
