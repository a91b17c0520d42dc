#!/bin/bash
# audit2allow against policycoreutils-python-utils 3.4's, side by side:
# wall time on one 100,000-record log (AVCs in the auditd, dmesg and
# journald forms, with SYSCALL/PATH records between, for our daemons'
# types and refpolicy's), against our policy and Debian's refpolicy,
# for the default output, -m, -w and -x.  Goal: at most 0.05x.
# Usage (from the build tree): bench/audit2allow.sh [RECORDS [OPTIONS...]]
# (OPTIONS: the option sets to time, each one word with commas for
# spaces; default: "" -m,local -w -x).  ROUNDS (default 5): alternating
# runs of each, the medians shown; POLICY=ours or refpolicy: only that
# one.
set -eu
srcdir=$(cd "$(dirname "$0")/.." && pwd)
ours=${A2A:-./src/audit2allow/audit2allow}
ref=/usr/bin/audit2allow
[ -x "$ours" ] || make src/audit2allow/audit2allow >/dev/null
[ -x "$ref" ] || { echo "bench: $ref is not installed" >&2; exit 1; }
n=${1:-100000}
shift $(($# > 0 ? 1 : 0))
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(default -m,local -w -x)
d=$(mktemp -d "${TMPDIR:-/tmp}/bench-a2a.XXXXXX")
trap 'rm -rf "$d"' EXIT

# Seeded, so every run reads the same log.
awk -v n="$n" 'BEGIN {
  srand(42)
  split("ntpd_t httpd_t named_t snmpd_t squid_t syslogd_t mysqld_t postgresql_t dhcpd_t nscd_t portmap_t winbind_t", dom)
  split("etc_t var_t var_lib_t var_log_t tmp_t bin_t usr_t devpts_t port_t shadow_t proc_t sysfs_t", tgt)
  split("file dir lnk_file chr_file sock_file", cls)
  # the permissions each class has
  pl["file"] = "read write open getattr create append ioctl lock setattr"
  pl["dir"] = "search read write open getattr add_name remove_name"
  pl["lnk_file"] = "read getattr"
  pl["chr_file"] = "read write open ioctl getattr"
  pl["sock_file"] = "write getattr"
  for (i = 1; i <= n; i++) {
    d = dom[int(rand() * 12) + 1]; t = tgt[int(rand() * 12) + 1]
    c = cls[int(rand() * 5) + 1]; np = split(pl[c], prm, " ")
    p = prm[int(rand() * np) + 1]
    if (rand() < 0.3) p = p " " prm[int(rand() * np) + 1]
    body = sprintf("avc:  denied  { %s } for  pid=%d comm=\"%s\" name=\"f%d\" dev=\"vda1\" ino=%d scontext=system_u:system_r:%s:s0 tcontext=system_u:object_r:%s:s0 tclass=%s permissive=1", p, 100 + i % 900, d, i % 50, i, d, t, c)
    stamp = sprintf("audit(%d.%03d:%d)", 1733300000 + int(i / 10), i % 1000, i)
    f = i % 3
    if (f == 0) printf "type=AVC msg=%s: %s\n", stamp, body
    else if (f == 1) printf "[%6d.%06d] audit: type=1400 %s: %s\n", i / 100, i % 1000000, stamp, body
    else printf "Dec  4 10:00:00 guest audit[%d]: AVC %s\n", i, body
    if (i % 10 == 0) printf "type=SYSCALL msg=%s: arch=c000003e syscall=257 success=yes exit=3 comm=\"%s\"\n", stamp, d
  }
}' > "$d/log"
echo "log: $(grep -c 'avc:' "$d/log") AVC records, $(wc -l < "$d/log") lines"

policies=()
for p in policy/targeted/policy/policy.33 \
         /var/cache/secoreutils/refpolicy/root/etc/selinux/default/policy/policy.33; do
  [ -f "$p" ] || continue
  case $p:${POLICY:-} in
    *:ours) [[ $p = /var/cache/* ]] && continue ;;
    *:refpolicy) [[ $p = /var/cache/* ]] || continue ;;
  esac
  policies+=("$p")
done
rounds=${ROUNDS:-5}
median () { sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Wall seconds of one run of "$@", output discarded.
wall () {
  local s e
  s=$(date +%s.%N)
  "$@" > /dev/null 2>&1 || true
  e=$(date +%s.%N)
  echo "$s $e" | awk '{ printf "%.3f", $2 - $1 }'
}

echo "medians of $rounds alternating runs"
printf '%-12s %-10s %10s %10s %8s\n' policy options "3.4 (s)" "ours (s)" ratio
for p in "${policies[@]}"; do
  case $p in /var/cache/*) pname=refpolicy ;; *) pname=ours ;; esac
  for set in "${sets[@]}"; do
    o=${set//,/ }; [ "$o" = default ] && o=
    : > "$d/r"; : > "$d/u"
    for _ in $(seq "$rounds"); do
      # shellcheck disable=SC2086
      wall taskset -c 0 "$ref" -p "$p" -i "$d/log" $o >> "$d/r"; echo >> "$d/r"
      # shellcheck disable=SC2086
      wall taskset -c 0 "$ours" -p "$p" -i "$d/log" $o >> "$d/u"; echo >> "$d/u"
    done
    r=$(median < "$d/r") u=$(median < "$d/u")
    printf '%-12s %-10s %10s %10s %8s\n' "$pname" \
      "${o:-default}" "$r" "$u" "$(echo "$u $r" | awk '{ printf "%.4fx", $1 / $2 }')"
  done
done
