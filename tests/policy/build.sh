#!/bin/bash
# The policy builds without warnings, and the binary is what the issue
# asks for: version 33, MCS, unknown classes allowed, every class and
# permission of the kernel, the initial SIDs, the file system labelling,
# the users and roles.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ seinfo sesearch
[ -n "${CHECKPOLICY:-}" ] || skip_ "checkpolicy is not installed (Debian package checkpolicy)"

# checkpolicy says nothing when it has nothing to warn about, and makes
# the same binary the build made.
checks=$((checks + 1))
out=$("$CHECKPOLICY" -M -U allow -c 33 -o p.33 "$builddir/policy/policy.conf" 2>&1)
rc=$?
[ $rc = 0 ] && [ -z "$out" ] || bad_ "checkpolicy: status $rc, output: $out"
checks=$((checks + 1))
cmp -s p.33 "$policy" || bad_ "checkpolicy's output differs from $policy"

seinfo "$policy" > stats
expect_stat_ () {
  checks=$((checks + 1))
  grep -Eq "$1" stats || bad_ "seinfo: no line matching '$1'"
}
expect_stat_ '^Policy Version: +33 \(MLS enabled\)'
expect_stat_ '^Handle unknown classes: +allow'
expect_stat_ 'Sensitivities: +1 +Categories: +1024'
expect_stat_ 'Users: +5 +Roles: +3'
expect_stat_ 'Initial SIDs: +27 '

# Every class and permission of the kernel, and besides them only the
# userspace class passwd (shadow's passwd, chfn, chsh ask it).
seinfo "$policy" --common -x |
  awk '/^   common /{ c = $2; next } /^\t/{ print c, $1 }' > commons
seinfo "$policy" --class -x | awk '
  BEGIN { while ((getline l < "commons") > 0) { split(l, a, " "); cp[a[1]] = cp[a[1]] " " a[2] } }
  /^   class / { c = $2; next }
  /^inherits / { n = split(cp[$2], p, " "); for (i = 1; i <= n; i++) print c, p[i]; next }
  /^\t/ { print c, $1 }' | sort > policy.perms
{ grep -v '^#' "$srcdir/tests/policy/kernel-classes.txt"
  echo 'passwd passwd chfn chsh rootok crontab'; } |
  awk '{ for (i = 2; i <= NF; i++) print $1, $i }' | sort > kernel.perms
checks=$((checks + 1))
[ "$(wc -l < kernel.perms)" -gt 900 ] || framework_failure_ "kernel-classes.txt is too short"
diff kernel.perms policy.perms > perms.diff ||
  bad_ "classes differ from the kernel's ('<' kernel only, '>' policy only): $(cat perms.diff)"

# unconfined_t may use every class.
names=$(names_ unconfined_t)
rules_ | awk -v names="$names" '
  /^allow / { split($0, w, " "); t = w[3]; sub(/:.*/, "", t); c = w[3]; sub(/^[^:]*:/, "", c)
              if (index(names, " " w[2] " ") && index(names, " " t " ")) print c }' |
  sort -u > unconfined.classes
for c in $(awk '!/^#/ { print $1 }' "$srcdir/tests/policy/kernel-classes.txt") passwd; do
  checks=$((checks + 1))
  grep -qx "$c" unconfined.classes || bad_ "unconfined_t has no rule for class $c"
done

# Users, roles, MCS ranges.
seinfo "$policy" -u -x > users
for u in system_u unconfined_u root; do
  checks=$((checks + 1))
  grep -Eq "user $u roles .*system_r.*unconfined_r.* level s0 range s0 - s0:c0.c1023;" users ||
    bad_ "user $u: $(grep "user $u " users)"
done
for r in object_r system_r unconfined_r; do
  checks=$((checks + 1))
  seinfo "$policy" -r | grep -qw $r || bad_ "no role $r"
done
in_attr_ unconfined_t unconfined_domain
in_attr_ kernel_t unconfined_domain
in_attr_ init_t unconfined_domain
in_attr_ initrc_t unconfined_domain

# Initial SIDs the kernel uses.
seinfo "$policy" --initialsid -x > sids
for s in 'kernel system_u:system_r:kernel_t:s0 - s0:c0.c1023' \
         'security system_u:object_r:security_t:s0' \
         'unlabeled system_u:object_r:unlabeled_t:s0' \
         'file system_u:object_r:file_t:s0' \
         'devnull system_u:object_r:null_device_t:s0'; do
  checks=$((checks + 1))
  grep -q "sid $s\$" sids || bad_ "no initial SID context: sid $s"
done

# File system labelling.
seinfo "$policy" --fs_use > fs_use
seinfo "$policy" --genfscon > genfscon
for f in 'fs_use_xattr ext4 system_u:object_r:fs_t:s0' \
         'fs_use_xattr xfs system_u:object_r:fs_t:s0' \
         'fs_use_xattr btrfs system_u:object_r:fs_t:s0' \
         'fs_use_trans tmpfs system_u:object_r:tmpfs_t:s0' \
         'fs_use_trans devtmpfs system_u:object_r:device_t:s0' \
         'fs_use_trans devpts system_u:object_r:devpts_t:s0'; do
  checks=$((checks + 1))
  grep -q "$f;" fs_use || bad_ "missing: $f"
done
for g in 'proc / +system_u:object_r:proc_t:s0' \
         'sysfs / +system_u:object_r:sysfs_t:s0' \
         'selinuxfs / +system_u:object_r:security_t:s0' \
         'rootfs / +system_u:object_r:root_t:s0'; do
  checks=$((checks + 1))
  grep -Eq "genfscon $g\$" genfscon || bad_ "missing: genfscon $g"
done

# Relabelled files may stay where they are: devices on devtmpfs
# (device_t) and on the initramfs (root_t), daemon files on tmpfs and
# disk file systems.
for fs in device_t root_t tmpfs_t fs_t; do
  allow_ console_device_t $fs filesystem associate
  allow_ urandom_device_t $fs filesystem associate
  allow_ ntpd_var_run_t $fs filesystem associate
done

done_
