# persist.sh: the scenario of tests/vm/debian-persist.sh, the guest's
# /vm/scenario (see debian/init): setsebool -P survives real reboots.
#   boot 1  the policy's defaults; setsebool -P httpd_enable_homedirs on,
#           a plain setsebool httpd_enable_cgi on (not kept), setsebool -P
#           squid_connect_any on then off; booleans.local; a user with a
#           ~/public_html and mod_userdir for the later boots; reboot.
#   boot 2  (apache2 started) the kept value on, the plain one back at its
#           default; apache2 serves ~alice; a reload (load_policy) puts
#           the kept value back over a plain change; setsebool -P
#           httpd_enable_homedirs off; reboot.
#   boot 3  (apache2 started) it is off, apache2 refuses ~alice, with
#           httpd_t's denial; a reload keeps it off; power off.
# Sourced by init (scenario_daemons_) and by root's session (bash,
# unconfined_t, after lib.sh; scenario_boot_).

scenario_daemons_ () {
  case $1 in 2|3) echo apache2 ;; esac
}

scenario_boot_ () {
  for t_ in getsebool setsebool load_policy; do
    eval "$t_ () { run_our_ $t_ \"\$@\"; }"
  done
  case $1 in
    1) persist_boot1_; reboot_next_ ;;
    2) persist_boot2_; reboot_next_ ;;
    3) persist_boot3_ ;;
    *) not_ok_ "boot $1: the scenario has three boots" ;;
  esac
}

PB_LOCAL=/etc/selinux/targeted/booleans.local
PB_STATE=/var/lib/vm/persist
PB_BOOLS="httpd_enable_homedirs httpd_enable_cgi squid_connect_any httpd_can_network_connect named_write_master_zones"

# kernel_bool_ NAME: "ACTIVE PENDING" as selinuxfs holds it.
kernel_bool_ () { head -c 3 "$SELINUXFS/booleans/$1"; }

# check_bool_ NAME on|off: the kernel's value and getsebool's agree on it.
check_bool_ () {
  case $2 in on) v_=1 ;; *) v_=0 ;; esac
  check_out_ "the kernel holds $1 = $v_ (selinuxfs: $v_ $v_)" "$v_ $v_" kernel_bool_ "$1"
  check_out_ "getsebool $1 shows $2" "$1 --> $2" getsebool "$1"
}

# check_getsebool_all_: getsebool -a is what selinuxfs holds.
check_getsebool_all_ () {
  check_eq_ "getsebool -a lists the kernel's booleans" \
    "$(cd "$SELINUXFS/booleans" && for b_ in *; do
         case $(head -c 1 "$b_") in 1) w_=on ;; *) w_=off ;; esac; echo "$b_ --> $w_"; done)" \
    "$(getsebool -a)"
}

# check_new_kernel_ N: this boot is a new kernel on the disk boot N-1 left.
check_new_kernel_ () {
  check_eq_ "init counted boot $1 on this disk" "$1" "$VM_BOOT"
  check_fails_ "a new kernel: its boot_id is not boot $(($1 - 1))'s" \
    grep -qxF "$(cat /proc/sys/kernel/random/boot_id)" "$PB_STATE/boot_ids"
  cat /proc/sys/kernel/random/boot_id >> "$PB_STATE/boot_ids"
  check_eq_ "the boot's load_policy -i loaded the policy (exit 0)" 0 "$(cat /run/vm/load_policy.rc)"
  check_eq_ "the kernel enforces" 1 "$(kernel_enforce_)"
}

# userdir_get_: the status of GET /~alice/index.html from apache2.
userdir_get_ () {
  curl -s -o /run/vm/userdir.body -w '%{http_code}\n' http://127.0.0.1/~alice/index.html
}
# check_userdir_ DESC CODE: GET /~alice/index.html answers CODE (apache2
# may still be opening its door: up to 30 s).
check_userdir_ () {
  t_=30
  until out_=$(userdir_get_ 2>&1); [ "$out_" = "$2" ] || [ $t_ = 0 ]; do
    sleep 1; t_=$((t_ - 1))
  done
  check_eq_ "$1" "$2" "$out_"
}
# check_httpd_ ON|OFF: what apache2 and a probe in httpd_t may read.
check_httpd_ () {
  check_grep_ "apache2 runs in httpd_t" '^system_u:system_r:httpd_t:[^ ]* apache2$' \
    ps -eo label=,comm=
  if [ "$1" = on ]; then
    check_userdir_ "GET /~alice/index.html is served (200)" 200
    check_grep_ "with alice's page" '^hello from alice$' cat /run/vm/userdir.body
    # (The probe says "allowed", status 1, when the kernel lets it read.)
    check_eq_ "a probe in httpd_t may read ~alice/public_html/index.html" "allowed (status 1)" \
      "$(/vm/bin/probe-httpd read /home/alice/public_html/index.html 2>&1) (status $?)"
  else
    check_userdir_ "GET /~alice/index.html is refused (403)" 403
    check_out_ "a probe in httpd_t may not read ~alice/public_html/index.html" \
      "denied: Permission denied" /vm/bin/probe-httpd read /home/alice/public_html/index.html
  fi
}

persist_boot1_ () {
  mkdir -p "$PB_STATE"
  cat /proc/sys/kernel/random/boot_id > "$PB_STATE/boot_ids"
  group_ "boot 1: the policy's defaults" getsebool setsebool load_policy
  check_eq_ "the boot's load_policy -i loaded the policy (exit 0)" 0 "$(cat /run/vm/load_policy.rc)"
  check_fails_ "a fresh disk has no $PB_LOCAL" test -e "$PB_LOCAL"
  for b_ in $PB_BOOLS; do check_bool_ "$b_" off; done
  check_getsebool_all_

  group_ "boot 1: setsebool, with and without -P" getsebool setsebool load_policy
  check_out_ "setsebool -P httpd_enable_homedirs on" "" setsebool -P httpd_enable_homedirs on
  check_out_ "setsebool httpd_enable_cgi on (not kept)" "" setsebool httpd_enable_cgi on
  check_out_ "setsebool -P squid_connect_any on" "" setsebool -P squid_connect_any on
  check_out_ "setsebool -P squid_connect_any off (back)" "" setsebool -P squid_connect_any off
  check_out_ "booleans.local keeps the -P values, one line a boolean" \
    "httpd_enable_homedirs=1
squid_connect_any=0" cat "$PB_LOCAL"
  check_bool_ httpd_enable_homedirs on
  check_bool_ httpd_enable_cgi on
  check_bool_ squid_connect_any off

  group_ "boot 1: a user's ~/public_html and mod_userdir, for the next boots" restorecon
  id alice > /dev/null 2>&1 || useradd -m -s /bin/sh alice
  mkdir -p /home/alice/public_html
  echo 'hello from alice' > /home/alice/public_html/index.html
  chmod 755 /home/alice /home/alice/public_html
  check_ "a2enmod userdir" a2enmod -q userdir
  check_ "restorecon -R /home /etc" restorecon -R /home /etc
  check_grep_ "~alice/public_html/index.html is httpd_user_content_t" ':httpd_user_content_t:' \
    ls -Z /home/alice/public_html/index.html
}

persist_boot2_ () {
  group_ "boot 2: after a reboot, the kept value and only it" getsebool setsebool load_policy
  check_new_kernel_ 2
  check_out_ "booleans.local is as boot 1 left it" \
    "httpd_enable_homedirs=1
squid_connect_any=0" cat "$PB_LOCAL"
  check_bool_ httpd_enable_homedirs on
  check_bool_ httpd_enable_cgi off
  check_bool_ squid_connect_any off
  check_bool_ httpd_can_network_connect off
  check_bool_ named_write_master_zones off
  check_getsebool_all_

  group_ "boot 2: httpd_enable_homedirs on lets apache2 serve ~alice" getsebool setsebool load_policy
  check_httpd_ on

  group_ "boot 2: a policy reload puts the kept value back" getsebool setsebool load_policy
  check_out_ "setsebool httpd_enable_homedirs off (not kept)" "" setsebool httpd_enable_homedirs off
  check_bool_ httpd_enable_homedirs off
  check_userdir_ "GET /~alice/index.html is refused (403)" 403
  check_out_ "load_policy reloads the policy" "" load_policy
  check_bool_ httpd_enable_homedirs on
  check_bool_ httpd_enable_cgi off
  check_userdir_ "GET /~alice/index.html is served again (200)" 200

  group_ "boot 2: setsebool -P httpd_enable_homedirs off" getsebool setsebool load_policy
  check_out_ "setsebool -P httpd_enable_homedirs off" "" setsebool -P httpd_enable_homedirs off
  check_out_ "booleans.local holds it, the other line kept" \
    "httpd_enable_homedirs=0
squid_connect_any=0" cat "$PB_LOCAL"
  check_bool_ httpd_enable_homedirs off
  check_userdir_ "GET /~alice/index.html is refused at once (403)" 403
}

persist_boot3_ () {
  group_ "boot 3: after another reboot, it is off" getsebool setsebool load_policy
  check_new_kernel_ 3
  check_out_ "booleans.local is as boot 2 left it" \
    "httpd_enable_homedirs=0
squid_connect_any=0" cat "$PB_LOCAL"
  check_bool_ httpd_enable_homedirs off
  check_bool_ httpd_enable_cgi off
  check_bool_ squid_connect_any off
  check_getsebool_all_

  group_ "boot 3: apache2 may not serve ~alice" getsebool setsebool load_policy
  check_httpd_ off
  check_grep_ "the kernel logged httpd_t's denial on the way to it" \
    'avc:  denied .*scontext=[^ ]*:httpd_t:.*tcontext=[^ ]*:(home_root_t|user_home_dir_t|httpd_user_content_t):' dmesg

  group_ "boot 3: a policy reload keeps it off" getsebool setsebool load_policy
  check_out_ "load_policy reloads the policy" "" load_policy
  check_bool_ httpd_enable_homedirs off
  check_userdir_ "GET /~alice/index.html is still refused (403)" 403
}
