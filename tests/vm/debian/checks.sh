# checks.sh: the twelve daemons of the Debian guest, judged (bash, in
# root's session, unconfined_t).  Sourced by /vm/session after lib.sh.
# For each daemon: it runs in its own domain, does its job for a client,
# and the kernel logged no denial for its domain meanwhile; then what
# the policy promises to forbid every daemon is tried from the daemon's
# domain (a probe labelled with its entry type) and must be refused in
# enforcing mode, with an AVC record.

# NAME COMM DOMAIN: the daemons, by the process name they run under.
DAEMONS='ntpd ntpd ntpd_t
httpd apache2 httpd_t
named named named_t
dhcpd dhcpd dhcpd_t
mysqld mariadbd mysqld_t
postgresql postgres postgresql_t
nscd nscd nscd_t
portmap rpcbind portmap_t
snmpd snmpd snmpd_t
squid squid squid_t
syslogd rsyslogd syslogd_t
winbind winbindd winbind_t'

# section_ TITLE: a TAP comment with the guest's uptime, to show where a
# run's time goes.
section_ () { read -r up_ _ < /proc/uptime; tap_out_ "# $1 (guest uptime $up_ s)"; }

# ps_snapshot_: the process table once, "CONTEXT COMM" a line, for the
# twelve domain checks: our ps when the build has it, else the kernel's
# /proc/PID/attr/current.
ps_snapshot_ () {
  if have_ ps; then
    ps -eo label=,comm=
  else
    for d_ in /proc/[0-9]*; do
      printf '%s %s\n' "$(kernel_context_ "${d_#/proc/}")" "$(cat "$d_/comm")"
    done 2> /dev/null
  fi > /run/vm/ps.txt
}
# contexts_of_ COMM: the distinct contexts its processes run in.
contexts_of_ () { awk -v c="$1" '$2 == c { print $1 }' /run/vm/ps.txt | sort -u; }

# check_domain_ NAME COMM DOMAIN
check_domain_ () {
  # User, role and type: the range is init's, whatever the policy's
  # MCS setup makes of it.
  ctxs_=$(contexts_of_ "$2" | cut -d: -f1-3 | sort -u)
  check_eq_ "$1: $2 runs, every process in system_u:system_r:$3" \
    "system_u:system_r:$3" "$ctxs_"
}

# retry_grep_ SECONDS ERE CMD...: run CMD until a line of its output
# matches ERE, for up to SECONDS (daemons that were just started may
# still be opening their doors).  The last output is in $out_.
retry_grep_ () {
  t_=$1 e_=$2; shift 2
  while :; do
    out_=$("$@" 2>&1)
    printf '%s\n' "$out_" | grep -Eq -- "$e_" && return 0
    [ "$t_" -gt 0 ] || return 1
    sleep 1; t_=$((t_ - 1))
  done
}

# check_client_ DESC SECONDS ERE CMD...
check_client_ () {
  d_=$1 s_=$2 re_=$3; shift 3
  if retry_grep_ "$s_" "$re_" "$@"; then ok_ "$d_"
  else not_ok_ "$d_" "\$ $*" "expected a line matching: $re_" "got:" "$out_"
  fi
}

# The clients' commands.
nscd_hits_ () {
  getent hosts localhost > /dev/null; getent hosts localhost > /dev/null
  nscd -g | sed -n '/^hosts cache:/,$p'
}
logger_ () {
  logger -t debvm-check "message $1"
  sleep 1
  grep "debvm-check: message $1" /var/log/syslog
}
dhcp_lease_ () {
  timeout 60 dhclient -1 -v -lf /run/vm/dhclient.leases -pf /run/vm/dhclient.pid veth1 > /dev/null 2>&1
  cat /run/vm/dhclient.leases
}

# avcs_for_ DOMAIN: the kernel's AVC denials for DOMAIN, from one look
# at the kernel log (avc_snapshot_).
avc_snapshot_ () { dmesg | grep 'avc:  denied' > /run/vm/avc.txt; }
avcs_for_ () { grep "scontext=[^ ]*:$1:" /run/vm/avc.txt; }

section_ "The boot"
check_eq_ "our load_policy -i loaded the policy (exit 0)" 0 "$(cat /run/vm/load_policy.rc)"
case $(sed -n 's/^SELINUX=//p' /etc/selinux/config) in
  enforcing) boot_mode_=1 ;; *) boot_mode_=0 ;;
esac
check_eq_ "the mode after the load is /etc/selinux/config's" "$boot_mode_" "$(cat /run/vm/enforce.boot)"
check_grep_ "init re-executed itself into init_t" '^system_u:system_r:init_t:' cat /run/vm/init.context
check_eq_ "our getenforce agrees with the kernel" "$(kernel_mode_)" "$(getenforce)"

section_ "Each daemon in its own domain"
ps_snapshot_
while read -r name comm dom; do
  check_domain_ "$name" "$comm" "$dom"
done <<< "$DAEMONS"

section_ "Each daemon serves a client"
check_client_ "ntpd: ntpq reads its variables over udp 123" 30 'version="ntpd' \
  ntpq -c rv 127.0.0.1
check_client_ "httpd: HTTP GET of the default page" 30 'Apache2 Debian Default Page' \
  curl -sS http://127.0.0.1/
check_client_ "named: DNS query for localhost" 30 '^127\.0\.0\.1$' \
  dig +short +time=2 +tries=1 @127.0.0.1 localhost A
check_client_ "dhcpd: a lease on the veth pair" 0 'fixed-address 10\.9\.0\.1[01][0-9];' \
  dhcp_lease_
check_client_ "mysqld: SQL query over the socket" 60 '^42$' \
  mysql -N -e 'SELECT 6*7'
check_client_ "postgresql: SQL query over the socket" 60 '^42$' \
  runuser -u postgres -- psql -tAc 'SELECT 6*7'
# The hosts cache is shared: clients read answers nscd already has from
# its mapped database without asking it, so nscd counts no hits; what
# shows it answered is the values it now holds.
check_client_ "nscd: host lookups answered and cached by nscd" 10 \
  '^ *[1-9][0-9]* +current number of cached values' nscd_hits_
check_client_ "portmap: rpcinfo -p lists the portmapper" 30 '100000 +[234] +tcp +111 +portmapper' \
  rpcinfo -p
check_client_ "snmpd: snmpget of sysDescr" 30 'STRING: "?Linux' \
  snmpget -v2c -c public -t 2 -r 1 127.0.0.1 .1.3.6.1.2.1.1.1.0
check_client_ "squid: HTTP GET through the proxy" 60 'Apache2 Debian Default Page' \
  curl -sS -x http://127.0.0.1:3128 http://127.0.0.1/
check_client_ "syslogd: logger reaches /var/log/syslog" 10 "debvm-check: message $$" \
  logger_ $$
check_client_ "winbind: wbinfo -p" 30 'succeeded' \
  wbinfo -p

section_ "No denial in their normal work"
avc_snapshot_
while read -r name comm dom; do
  lines_=$(avcs_for_ "$dom")
  if [ -z "$lines_" ]; then ok_ "$name: no AVC denial for $dom"
  else not_ok_ "$name: no AVC denial for $dom" "$(printf '%s\n' "$lines_" | sed 's/^.*avc: /avc: /')"
  fi
done <<< "$DAEMONS"

# probe_ NAME DOMAIN DESC ERE ACTION [FILE]: run the probe in DOMAIN and
# note what it said; judge_probes_ then wants each refused probe's AVC
# record, found by the probe's pid, in DOMAIN and matching ERE.
probes_=0
probe_ () {
  /vm/bin/probe-"$1" "${@:5}" > /run/vm/probe.out 2>&1 &
  p_pid_[probes_]=$!
  wait $!; p_rc_[probes_]=$?
  p_out_[probes_]=$(< /run/vm/probe.out)
  p_desc_[probes_]="$1: $3" p_dom_[probes_]=$2 p_re_[probes_]=$4
  p_cmd_[probes_]="probe-$1 ${*:5}"
  probes_=$((probes_ + 1))
}
# probe_found_: the indexes of the probes (/run/vm/probes.txt: index,
# pid, ERE) whose AVC record is logged.
probe_found_ () {
  dmesg | awk -F '\t' 'NR == FNR { pid[$1] = $2; re[$1] = $3; next }
    /avc:  denied/ { for (i in pid) if (index($0, " pid=" pid[i] " ") && $0 ~ re[i]) { print i; delete pid[i] } }' \
    /run/vm/probes.txt -
}
judge_probes_ () {
  declare -A found_=()
  for ((i_ = 0; i_ < probes_; i_++)); do
    printf '%s\t%s\t%s\n' "$i_" "${p_pid_[i_]}" ":${p_dom_[i_]}:.*${p_re_[i_]}|${p_re_[i_]}.*:${p_dom_[i_]}:"
  done > /run/vm/probes.txt
  for t_ in 1 2 3 4 5 6 7 8 9 10; do
    found_=()
    for i_ in $(probe_found_); do found_[$i_]=1; done
    [ ${#found_[@]} -lt $probes_ ] || break
    sleep 0.5
  done
  for ((i_ = 0; i_ < probes_; i_++)); do
    if [ "${p_rc_[i_]}" != 0 ]; then
      not_ok_ "${p_desc_[i_]}" "\$ ${p_cmd_[i_]} (exit ${p_rc_[i_]})" "${p_out_[i_]}"
    elif [ -z "${found_[$i_]:-}" ]; then
      not_ok_ "${p_desc_[i_]}" "refused (${p_out_[i_]}) but no AVC record for its pid ${p_pid_[i_]} matching: ${p_re_[i_]}" \
        "$(dmesg | grep " pid=${p_pid_[i_]} ")"
    else
      ok_ "${p_desc_[i_]}"
    fi
  done
}

section_ "What the policy forbids every daemon, tried from its domain"
set_mode_ 1
while read -r name comm dom; do
  probe_ $name $dom "writing an etc_t file is denied" 'tcontext=[^ ]*:etc_t:' write /etc/issue
  probe_ $name $dom "reading /etc/shadow is denied" 'tcontext=[^ ]*:shadow_t:' read /etc/shadow
  probe_ $name $dom "loading a policy is denied" 'tcontext=[^ ]*:security_t:' load-policy
  probe_ $name $dom "setting enforcing mode is denied" 'tcontext=[^ ]*:security_t:' setenforce
  probe_ $name $dom "loading a kernel module is denied" '\{ sys_module \}' load-module
done <<< "$DAEMONS"
# And each daemon is refused another's data: here, one file a daemon.
while read -r name dom file type; do
  probe_ $name $dom "reading $file ($type) is denied" "tcontext=[^ ]*:$type:" read "$file"
done <<'CROSS'
ntpd ntpd_t /etc/mysql/debian.cnf mysqld_etc_t
httpd httpd_t /var/lib/ntpsec/ntp.drift ntp_drift_t
named named_t /var/log/apache2/access.log httpd_log_t
dhcpd dhcpd_t /etc/postgresql/15/main/postgresql.conf postgresql_etc_t
mysqld mysqld_t /etc/snmp/snmpd.conf snmpd_etc_t
postgresql postgresql_t /etc/bind/named.conf named_conf_t
nscd nscd_t /etc/squid/squid.conf squid_conf_t
portmap portmap_t /etc/apache2/apache2.conf httpd_config_t
snmpd snmpd_t /etc/mysql/debian.cnf mysqld_etc_t
squid squid_t /etc/samba/smb.conf samba_etc_t
syslogd syslogd_t /etc/dhcp/dhcpd.conf dhcp_etc_t
winbind winbind_t /etc/ntpsec/ntp.conf ntp_conf_t
CROSS
judge_probes_
check_eq_ "the kernel is still enforcing" 1 "$(kernel_enforce_)"

section_ "Booleans: httpd_enable_homedirs decides whether apache2 serves ~alice"
# mod_userdir on, a user with a ~/public_html labelled by restorecon, and
# apache2 told to re-read its configuration (SIGUSR1, a graceful
# restart).  Then the same request, with the boolean off, on, off.
userdir_get_ () {
  curl -s -o /run/vm/userdir.body -w '%{http_code}\n' http://127.0.0.1/~alice/index.html
}
check_eq_ "getsebool -a lists the kernel's booleans" \
  "$(cd /sys/fs/selinux/booleans && for b in *; do
       case $(head -c 1 "$b") in 1) v=on ;; *) v=off ;; esac; echo "$b --> $v"; done)" \
  "$(run_our_ getsebool -a)"
id alice > /dev/null 2>&1 || useradd -m -s /bin/sh alice
mkdir -p /home/alice/public_html
echo 'hello from alice' > /home/alice/public_html/index.html
chmod 755 /home/alice /home/alice/public_html
check_ "restorecon -R /home" restorecon -R /home
check_grep_ "~alice/public_html/index.html is httpd_user_content_t" ':httpd_user_content_t:' \
  ls -Z /home/alice/public_html/index.html
check_ "setsebool httpd_enable_homedirs off" run_our_ setsebool httpd_enable_homedirs off
a2enmod -q userdir > /dev/null 2>&1
kill -USR1 "$(cat /run/apache2/apache2.pid)"
check_client_ "off: GET /~alice/index.html is refused (403)" 30 '^403$' userdir_get_
check_grep_ "and the kernel logged httpd_t's denial on the way to it" \
  'avc:  denied .*scontext=[^ ]*:httpd_t:.*tcontext=[^ ]*:(home_root_t|user_home_dir_t|httpd_user_content_t):' dmesg
check_ "setsebool httpd_enable_homedirs on" run_our_ setsebool httpd_enable_homedirs on
check_client_ "on: GET /~alice/index.html is served (200)" 10 '^200$' userdir_get_
check_grep_ "with alice's page" '^hello from alice$' cat /run/vm/userdir.body
check_ "setsebool httpd_enable_homedirs 0" run_our_ setsebool httpd_enable_homedirs 0
check_client_ "off again: refused again (403)" 10 '^403$' userdir_get_

# Logins on ttyS2 (debian/host.sh drives them; debian/init runs the
# getty once asked): each session ran /usr/share/vm/login.sh, which
# wrote what it saw and tried to /tmp/login-USER.out.
login_line_ () { sed -n "s/^$2 //p" "/tmp/login-$1.out" | head -n 1; }
login_status_ () { login_line_ "$1" "$2" | cut -d' ' -f1; }
login_pid_ () { login_line_ "$1" "$2" | cut -d' ' -f2; }
# login_refusal_ USER TRY: "refused" when the try ran and failed.
login_refusal_ () {
  st_=$(login_status_ "$1" "$2")
  [ -n "$st_" ] && [ "$st_" != 0 ] && echo refused
}
# login_failed_ USER TRY: true when the try ran and failed, its pid in
# pid_; else a failed check "USER: TRY is refused".
login_failed_ () {
  pid_=$(login_pid_ "$1" "$2")
  [ -n "$(login_refusal_ "$1" "$2")" ] && return 0
  not_ok_ "$1: $2 is refused" "status '$(login_status_ "$1" "$2")'" "$(cat "/tmp/login-$1.out")"
  return 1
}
# login_refused_ USER TRY ERE: the try failed and the kernel logged a
# denial for its pid matching ERE.
login_refused_ () {
  login_failed_ "$1" "$2" || return 0
  if ! dmesg | grep "avc:  denied" | grep " pid=$pid_ " | grep -Eq -- "$3"; then
    not_ok_ "$1: $2 is refused" "refused, but no AVC record for pid $pid_ matching: $3" \
      "$(dmesg | grep " pid=$pid_ ")"
  else
    ok_ "$1: $2 is refused, with an AVC record"
  fi
}
# login_dac_refused_ USER TRY: the try failed with no AVC record for its
# pid (the mode bits refused it).
login_dac_refused_ () {
  login_failed_ "$1" "$2" || return 0
  if dmesg | grep "avc:  denied" | grep -q " pid=$pid_ "; then
    not_ok_ "$1: $2 is refused by the mode bits alone" "$(dmesg | grep " pid=$pid_ ")"
  else
    ok_ "$1: $2 is refused by the mode bits alone, with no AVC record"
  fi
}
# passwd_ok_ USER TEXT: USER's passwd try exited 0; else what its
# terminal showed, the programs' labels and their AVC records.
passwd_ok_ () {
  st_=$(login_status_ "$1" passwd)
  if [ "$st_" = 0 ]; then ok_ "$2"; return; fi
  not_ok_ "$2" "status '${st_}'" "$(cat "/tmp/login-$1.passwd" 2>&1)" \
    "$(ls -Z /usr/bin/passwd /usr/bin/ptyrun 2>&1)" \
    "$(dmesg | grep -E 'comm="(passwd|ptyrun)"|tclass=passwd' | tail -n 20)"
}
login_policy_=$(sed -n 's/^SELINUXTYPE=//p' /etc/selinux/config)
if [ -s /vm/logins ]; then
  section_ "Logins on the second serial line (getty, login, pam_selinux)"
  avc_before_logins_=$(dmesg | grep -c 'avc:  denied')
  hash_ () { grep "^$1:" /etc/shadow | cut -d: -f2; }
  root_hash_=$(hash_ root) alice_hash_=$(hash_ alice)
  : > /run/vm/logins-go
  users_=$(cut -d: -f1 /vm/logins)
  for t_ in $(seq 600); do
    left_=
    for u_ in $users_; do [ -e "/tmp/login-$u_.out" ] || left_="$left_ $u_"; done
    [ -z "$left_" ] && break
    sleep 1
  done
  check_eq_ "every login ran its session (missing:${left_:- none})" "" "$left_"
fi
login_ctx_ () { [ -e "/tmp/login-$1.out" ] && login_line_ "$1" context; }
if [ -s /vm/logins ] && [ "$login_policy_" = strict ]; then
  check_eq_ "root's console login is root:sysadm_r:sysadm_t" \
    "root:sysadm_r:sysadm_t:s0-s0:c0.c1023" "$(login_ctx_ root)"
  check_eq_ "alice's login is user_u:user_r:user_t" \
    "user_u:user_r:user_t:s0-s0:c0.c1023" "$(login_ctx_ alice)"
  check_eq_ "toor's (uid 0, user_u) login is user_u:user_r:user_t" \
    "user_u:user_r:user_t:s0-s0:c0.c1023" "$(login_ctx_ toor)"
  check_grep_ "root's terminal was relabelled to user_tty_device_t" \
    '^root:object_r:user_tty_device_t:' login_line_ root tty
  check_grep_ "alice's terminal was relabelled to user_tty_device_t" \
    '^user_u:object_r:user_tty_device_t:' login_line_ alice tty
  for t_ in read-shadow read-policy setenforce load_policy setfiles \
            chcon-user_home_t chcon-shadow_t chcon-policy_config_t; do
    check_eq_ "root (sysadm_t) may $t_" 0 "$(login_status_ root $t_)"
  done
  check_eq_ "alice (user_t) may relabel her file to user_home_t" 0 "$(login_status_ alice chcon-user_home_t)"
  check_eq_ "toor (user_t) may relabel its file to user_home_t" 0 "$(login_status_ toor chcon-user_home_t)"
  for t_ in read-shadow setenforce load_policy setfiles chcon-shadow_t chcon-policy_config_t; do
    check_eq_ "alice (user_t) is refused $t_" refused "$(login_refusal_ alice $t_)"
  done
  # toor has uid 0: what it is refused, only the policy refuses.
  u_=':user_r:user_t:'
  login_refused_ toor read-shadow "scontext=[^ ]*$u_.* tcontext=[^ ]*:shadow_t:"
  login_refused_ toor read-policy "scontext=[^ ]*$u_.* tcontext=[^ ]*:security_t:"
  login_refused_ toor setenforce "scontext=[^ ]*$u_.* tcontext=[^ ]*:security_t:"
  login_refused_ toor load_policy "scontext=[^ ]*$u_.* tcontext=[^ ]*:load_policy_exec_t:"
  login_refused_ toor setfiles "scontext=[^ ]*$u_.* tcontext=[^ ]*:setfiles_exec_t:"
  login_refused_ toor chcon-shadow_t "scontext=[^ ]*$u_.* tcontext=[^ ]*:shadow_t:"
  login_refused_ toor chcon-policy_config_t "scontext=[^ ]*$u_.* tcontext=[^ ]*:policy_config_t:"
  if [ -x /usr/bin/make ]; then
    login_refused_ toor make-load "scontext=[^ ]*$u_.* tcontext=[^ ]*:policy_src_t:"
    check_eq_ "alice (user_t) is refused make load" refused "$(login_refusal_ alice make-load)"
  fi
  passwd_ok_ alice "alice (user_t) changes her password with passwd (passwd_t)"
  check_ "... her hash in /etc/shadow changed" test "$(hash_ alice)" != "$alice_hash_"
  check_grep_ "... /etc/shadow is shadow_t still" ':shadow_t:' ls -Z /etc/shadow
  check_eq_ "toor (uid 0, user_t) may not set root's password: passwd refuses" \
    refused "$(login_refusal_ toor passwd)"
  check_eq_ "... root's hash is unchanged" "$root_hash_" "$(hash_ root)"
  check_eq_ "the kernel enforces after the logins" 1 "$(kernel_enforce_)"
  avc_snapshot_
  for d_ in getty_t local_login_t chkpwd_t passwd_t; do
    lines_=$(avcs_for_ "$d_")
    if [ -z "$lines_" ]; then ok_ "no AVC denial for $d_"
    else not_ok_ "no AVC denial for $d_" "$(printf '%s\n' "$lines_" | sed 's/^.*avc: /avc: /')"
    fi
  done
fi

# Under targeted the same logins are unconfined: the policy stands in no
# one's way, uid 0 may everything again, and what alice is refused the
# mode bits refuse (no AVC record for the try's pid).
if [ -s /vm/logins ] && [ "$login_policy_" = targeted ]; then
  u_=unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023
  check_eq_ "root's console login is $u_" "$u_" "$(login_ctx_ root)"
  check_eq_ "alice's login is $u_" "$u_" "$(login_ctx_ alice)"
  check_eq_ "toor's (uid 0) login is $u_" "$u_" "$(login_ctx_ toor)"
  for t_ in read-shadow read-policy setenforce load_policy setfiles \
            chcon-user_home_t chcon-shadow_t chcon-policy_config_t; do
    check_eq_ "root (unconfined_t) may $t_" 0 "$(login_status_ root $t_)"
    check_eq_ "toor (uid 0, unconfined_t) may $t_" 0 "$(login_status_ toor $t_)"
  done
  check_eq_ "alice (unconfined_t) may relabel her file to user_home_t" 0 "$(login_status_ alice chcon-user_home_t)"
  for t_ in read-shadow setenforce load_policy; do
    login_dac_refused_ alice $t_
  done
  passwd_ok_ alice "alice changes her password with passwd"
  check_ "... her hash in /etc/shadow changed" test "$(hash_ alice)" != "$alice_hash_"
  passwd_ok_ toor "toor (uid 0, unconfined_t) sets root's password with passwd"
  check_ "... root's hash changed" test "$(hash_ root)" != "$root_hash_"
  check_eq_ "the kernel enforces after the logins" 1 "$(kernel_enforce_)"
  lines_=$(dmesg | grep 'avc:  denied' | tail -n +$((avc_before_logins_ + 1)) |
           grep -E 'scontext=[^ ]*:(init_t|unconfined_t):')
  if [ -z "$lines_" ]; then ok_ "the logins and their sessions logged no AVC denial"
  else not_ok_ "the logins and their sessions logged no AVC denial" "$(printf '%s\n' "$lines_" | sed 's/^.*avc: /avc: /')"
  fi
fi

# The policy's sources on the system (strict, with checkpolicy and make
# on the suite disk): the administrator lets ntpd read mariadb's
# configuration by a rule in ntpd.te, rebuilds and loads with make load,
# and ntpd_t then may; the change undone the same way.
src_=/etc/selinux/strict/src/policy
if [ -x /usr/bin/checkpolicy ] && [ -x /usr/bin/make ] && [ -f $src_/Makefile ] &&
   [ "$(sed -n 's/^SELINUXTYPE=//p' /etc/selinux/config)" = strict ]; then
  section_ "The policy's sources: ntpd.te changed, make load (sysadm_t)"
  # (The probe's status says allowed or denied too: its words are judged.)
  probe_says_ () { /vm/bin/probe-ntpd read /etc/mysql/debian.cnf 2>&1; true; }
  check_grep_ "ntpd_t is refused /etc/mysql/debian.cnf (mysqld_etc_t)" '^denied' probe_says_
  cp $src_/modules/ntpd.te /run/vm/ntpd.te.orig
  printf '%s\n' 'allow ntpd_t mysqld_etc_t:dir search;' \
    'allow ntpd_t mysqld_etc_t:file { getattr open read };' >> $src_/modules/ntpd.te
  check_ "make load in $src_ builds with checkpolicy and loads" make -s -C $src_ load
  check_ "the store's policy file is the one just built" \
    cmp -s $src_/tmp/policy.33 /etc/selinux/strict/policy/policy.33
  check_grep_ "ntpd_t now reads it" '^allowed' probe_says_
  cp /run/vm/ntpd.te.orig $src_/modules/ntpd.te
  check_ "make load with ntpd.te as it was" make -s -C $src_ load
  check_grep_ "ntpd_t is refused it again" '^denied' probe_says_
  check_eq_ "the kernel still enforces" 1 "$(kernel_enforce_)"
fi

# With VM_DEBIAN_DEBS (debian/host.sh) the tools came by dpkg -i of our
# packages, diverting the stock ones: the guest must run the packages'.
if [ -e /var/lib/dpkg/info/secoreutils.list ]; then
  section_ "the secoreutils packages"
  check_eq_ "ls is the secoreutils package's" "ls (secoreutils)" \
    "$(/bin/ls --version | head -n 1 | cut -d' ' -f1-2)"
  check_eq_ "dpkg -S /bin/ls names secoreutils' diversion" "diversion by secoreutils from: /bin/ls" \
    "$(dpkg-query -S /bin/ls | head -n 1)"
  check_eq_ "dpkg --verify of the secoreutils packages is clean" "" \
    "$(dpkg --verify secoreutils secoreutils-ps secoreutils-selinux secoreutils-policy 2>&1)"
fi
