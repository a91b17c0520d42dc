# a2a.sh: audit2allow on the live Debian guest (issue 21), sourced by
# /vm/session after checks.sh (bash, unconfined_t), with the daemons up.
# For ntpd, httpd and syslogd: the build's policy.conf (/vm/a2a, see
# deb_a2a_suite_ in debian/host.sh) without one rule the daemon's client
# needs and with the domain permissive is compiled with checkpolicy and
# loaded with our load_policy; the daemon is restarted and serves its
# client; our audit2allow --fragment turns the domain's denials into
# rules; the policy with the fragment in the removed rule's place and no
# permissive line is loaded, the daemon restarted, and it serves its
# client in enforcing mode with no denial.  The fragment may grant no
# more than the removed rule.  Then --advise, on ntpd_t writing a drift
# file in /etc (a private type, not etc_t) and on a drift file
# mislabelled by chcon (restorecon).  The original policy is loaded
# again at the end.

a2a_conf_=/vm/a2a/policy.conf
a2a_pol_=/etc/selinux/targeted/policy/policy.33
a2a_dir_=/run/vm/a2a
a2a_bound_=
a2a_marks_=0
mkdir -p "$a2a_dir_"

# a2a_load_ CONF: compile CONF as the build does and load it with our
# load_policy, from a file bound over the store's policy (the suite's
# copy is on a read-only disk).
a2a_load_ () {
  checkpolicy -M -U allow -c 33 -o "$a2a_dir_/policy.33" "$1" > "$a2a_dir_/checkpolicy.out" 2>&1 ||
    { cat "$a2a_dir_/checkpolicy.out"; return 1; }
  if [ -z "$a2a_bound_" ]; then
    mount --bind "$a2a_dir_/policy.33" "$a2a_pol_" || return 1
    a2a_bound_=1
  fi
  load_policy
}
# a2a_restore_: the shipped policy back in the store and in the kernel.
a2a_restore_ () {
  if [ -n "$a2a_bound_" ]; then umount "$a2a_pol_" || return 1; a2a_bound_=; fi
  load_policy
}

# a2a_mark_: a line in the kernel log; a2a_denials_since_ DOMAIN: the
# domain's AVC denials logged after the last mark.
a2a_mark_ () { a2a_marks_=$((a2a_marks_ + 1)); echo "a2a-mark-$a2a_marks_" > /dev/kmsg; }
a2a_denials_since_ () {
  sleep 1
  dmesg | sed -n "/a2a-mark-$a2a_marks_\$/,\$p" | grep 'avc:  denied' | grep "scontext=[^ ]*:$1:"
}

# a2a_variant_ RULE FILE: policy.conf with the line RULE replaced by
# FILE's lines.
a2a_variant_ () {
  awk -v rule="$1" -v f="$2" '$0 == rule { while ((getline l_ < f) > 0) print l_; next } { print }' "$a2a_conf_"
}

# a2a_exceeds_ RULE FRAGMENT: the fragment's allow rules that grant
# what RULE does not (source, target, class or permission), one a line;
# and any statement that is not an allow rule or a comment.
a2a_exceeds_ () {
  awk -v rule="$1" '
    function parse(s, a,   n, w, i, k) {
      gsub(/[{};]/, " ", s); n = split(s, w, /[ \t]+/)
      k = 0; for (i = 1; i <= n; i++) if (w[i] != "") w[++k] = w[i]
      if (w[1] != "allow" || k < 4) return 0
      a["src"] = w[2]; split(w[3], tc, ":"); a["tgt"] = tc[1] == "self" ? w[2] : tc[1]
      a["cls"] = tc[2]; a["perms"] = ""
      for (i = 4; i <= k; i++) a["perms"] = a["perms"] " " w[i]
      return 1
    }
    BEGIN { parse(rule, r); n = split(r["perms"], rp, " "); for (i = 1; i <= n; i++) ok[rp[i]] = 1 }
    /^[ \t]*(#|$)/ { next }
    { if (!parse($0, f) || f["src"] != r["src"] || f["tgt"] != r["tgt"] || f["cls"] != r["cls"]) { print; next }
      n = split(f["perms"], fp, " "); for (i = 1; i <= n; i++) if (!(fp[i] in ok)) { print; next } }' "$2"
}

# a2a_case_ NAME DOMAIN RULE RESTART CLIENT-ARGS...: the scenario for one
# daemon; CLIENT-ARGS are check_client_'s (checks.sh) after its
# description.
a2a_case_ () {
  name_=$1 dom_=$2 rule_=$3 restart_=$4; shift 4
  section_ "audit2allow: $name_ without \"$rule_\""
  check_eq_ "$name_: the rule is one line of the build's policy.conf" 1 \
    "$(grep -cxF -- "$rule_" "$a2a_conf_")"
  echo "permissive $dom_;" > "$a2a_dir_/$name_.permissive"
  a2a_variant_ "$rule_" "$a2a_dir_/$name_.permissive" > "$a2a_dir_/$name_.conf"
  check_ "$name_: the policy without it, $dom_ permissive, compiles and loads" a2a_load_ "$a2a_dir_/$name_.conf"
  a2a_mark_
  check_ "$name_: restarted in the permissive domain" "$restart_"
  check_client_ "$name_: serves its client, permissive" "$@"
  a2a_denials_since_ "$dom_" > "$a2a_dir_/$name_.avc"
  check_grep_ "$name_: the kernel logged $dom_'s denials (permissive=1)" 'permissive=1' \
    cat "$a2a_dir_/$name_.avc"
  check_ "$name_: audit2allow --fragment on them" \
    sh -c "audit2allow --fragment -i '$a2a_dir_/$name_.avc' > '$a2a_dir_/$name_.frag'"
  tap_out_ "# removed: $rule_"
  sed -n 's/^allow/# fragment: allow/p' "$a2a_dir_/$name_.frag" | while IFS= read -r l_; do tap_out_ "$l_"; done
  check_grep_ "$name_: the fragment has allow rules" "^allow $dom_ " cat "$a2a_dir_/$name_.frag"
  check_eq_ "$name_: the fragment grants no more than the removed rule" "" \
    "$(a2a_exceeds_ "$rule_" "$a2a_dir_/$name_.frag")"
  a2a_variant_ "$rule_" "$a2a_dir_/$name_.frag" > "$a2a_dir_/$name_.fixed.conf"
  check_ "$name_: the policy with the fragment instead, not permissive, compiles and loads" \
    a2a_load_ "$a2a_dir_/$name_.fixed.conf"
  check_eq_ "$name_: the kernel is enforcing" 1 "$(kernel_enforce_)"
  a2a_mark_
  check_ "$name_: restarted in enforcing mode" "$restart_"
  check_client_ "$name_: serves its client, enforcing" "$@"
  check_eq_ "$name_: no AVC denial for $dom_ meanwhile" "" "$(a2a_denials_since_ "$dom_")"
}

# Restarting, from root's session as an administrator would (the
# daemons enter their domains from unconfined_t, a daemon starter).
a2a_restart_ntpd_ () { /etc/init.d/ntpsec restart < /dev/null > /dev/null 2>&1; }
a2a_restart_httpd_ () { /etc/init.d/apache2 restart < /dev/null > /dev/null 2>&1; }
a2a_restart_syslogd_ () {
  pids_=$(pidof rsyslogd) && kill $pids_
  for t_ in $(seq 50); do pidof rsyslogd > /dev/null || break; sleep 0.2; done
  /usr/sbin/rsyslogd -iNONE < /dev/null > /dev/null 2>&1
}

set_mode_ 1
a2a_case_ ntpd ntpd_t \
  'allow ntpd_t self:udp_socket { create ioctl read write getattr setattr bind connect getopt setopt shutdown };' \
  a2a_restart_ntpd_ 30 'version="ntpd' ntpq -c rv 127.0.0.1
a2a_case_ httpd httpd_t \
  'allow httpd_t httpd_sys_content_t:file { getattr open read ioctl lock map };' \
  a2a_restart_httpd_ 30 'Apache2 Debian Default Page' curl -sS http://127.0.0.1/
a2a_case_ syslogd syslogd_t \
  'allow syslogd_t var_log_t:file { getattr open read write append create setattr ioctl lock };' \
  a2a_restart_syslogd_ 10 "debvm-check: message a2a$$" logger_ "a2a$$"

section_ "audit2allow --advise: ntpd_t writing its drift file in /etc"
# ntpd_t permissive, so that the whole of the write is logged: the
# directory's part and the file's.
printf '%s\n' 'type ntpd_t, domain, daemon_domain;' 'permissive ntpd_t;' > "$a2a_dir_/ntpd.permissive"
a2a_variant_ 'type ntpd_t, domain, daemon_domain;' "$a2a_dir_/ntpd.permissive" > "$a2a_dir_/advise.conf"
check_ "the policy with ntpd_t permissive compiles and loads" a2a_load_ "$a2a_dir_/advise.conf"
a2a_mark_
/vm/bin/probe-ntpd create /etc/ntp.drift > /dev/null 2>&1
a2a_denials_since_ ntpd_t > "$a2a_dir_/advise1.avc"
rm -f /etc/ntp.drift
audit2allow --advise -p "$a2a_pol_" -i "$a2a_dir_/advise1.avc" > "$a2a_dir_/advise1.out" 2>&1
sed 's/^/# /' "$a2a_dir_/advise1.out" | while IFS= read -r l_; do tap_out_ "$l_"; done
check_grep_ "the advice is a type_transition to a private type" \
  '^type_transition ntpd_t etc_t:file ntp_drift_t;$' cat "$a2a_dir_/advise1.out"
check_grep_ "with its file_contexts line" \
  '^# /etc/ntp\\\.drift[[:space:]]+system_u:object_r:ntp_drift_t:s0$' cat "$a2a_dir_/advise1.out"
check_grep_ "and the file's permissions on it, open among them (granted on etc_t, so not denied)" \
  '^allow ntpd_t ntp_drift_t:file \{.* open .*\};$' cat "$a2a_dir_/advise1.out"
check_eq_ "and no write access to etc_t files" "" \
  "$(grep '^allow ntpd_t etc_t:file' "$a2a_dir_/advise1.out")"

section_ "audit2allow --advise: the drift file mislabelled by chcon"
check_ "the shipped policy loads again" a2a_restore_
chcon -t var_lib_t /var/lib/ntpsec/ntp.drift
a2a_mark_
a2a_restart_ntpd_
/vm/bin/probe-ntpd read /var/lib/ntpsec/ntp.drift > /dev/null 2>&1
a2a_denials_since_ ntpd_t > "$a2a_dir_/advise2.avc"
audit2allow --advise -p "$a2a_pol_" -i "$a2a_dir_/advise2.avc" > "$a2a_dir_/advise2.out" 2>&1
sed 's/^/# /' "$a2a_dir_/advise2.out" | while IFS= read -r l_; do tap_out_ "$l_"; done
check_grep_ "the advice is restorecon" '^#   restorecon -v /var/lib/ntpsec/ntp\.drift$' cat "$a2a_dir_/advise2.out"
check_grep_ "since file_contexts says ntp_drift_t" \
  'is labelled var_lib_t, but file_contexts says ntp_drift_t' cat "$a2a_dir_/advise2.out"
check_eq_ "and no rule for var_lib_t files" "" \
  "$(grep '^allow ntpd_t var_lib_t:file' "$a2a_dir_/advise2.out")"
restorecon /var/lib/ntpsec/ntp.drift
a2a_restart_ntpd_
check_client_ "ntpd serves its client again under the shipped policy" 30 'version="ntpd' ntpq -c rv 127.0.0.1
