# Sourced by the audit2allow tests after tests/init.sh: the reference
# (policycoreutils-python-utils 3.4), ours, the policies and the logs.
ref_bin=/usr/bin/audit2allow
our_bin=$builddir/src/audit2allow/audit2allow
require_ref_ "$ref_bin" /usr/bin/audit2why
[ -x "$our_bin" ] || framework_failure_ "$our_bin is not built"
logs=$srcdir/tests/audit2allow/logs

# The policies both are given with -p: ours (built by make) and Debian's
# refpolicy (cached by tests/matcher/refpolicy-cache.sh), when present.
our_policy=$builddir/policy/targeted/policy/policy.33
ref_policy=/var/cache/secoreutils/refpolicy/root/etc/selinux/default/policy/policy.33
policies=()
[ -f "$our_policy" ] && policies+=("$our_policy")
[ -f "$ref_policy" ] && policies+=("$ref_policy")
[ ${#policies[@]} -gt 0 ] || skip_ "no binary policy: build policy/ first"

# Each implementation runs through wrap.sh, which sorts what 3.4 prints
# in set order; the scripts below are what run_queue_ is given.
cat > ref.sh <<REF
#!/bin/bash
exec "$srcdir/tests/audit2allow/wrap.sh" "/usr/bin/\${A2A_NAME:-audit2allow}" "\$@"
REF
cat > our.sh <<OUR
#!/bin/bash
exec "$srcdir/tests/audit2allow/wrap.sh" "$our_bin" "\$@"
OUR
chmod +x ref.sh our.sh
ref=$work/ref.sh
ours=$work/our.sh
