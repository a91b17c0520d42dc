# Booleans on the live kernel: getsebool -a is what selinuxfs holds;
# setsebool and togglesebool change the kernel's values, several at once
# all or none, as the references (/vm/ref/getsebool, setsebool and
# togglesebool, copied in with their libraries; see VM_REFS) do, case
# by case from the same state; setsebool changes what httpd_t may do;
# setsebool -P writes booleans.local and a policy reload (load_policy)
# puts the kept value back; and the boot's load_policy -i applied the
# booleans.local the host put in the image (httpd_can_network_connect=1).
# Reloads the policy: runs last.  Leaves the kernel enforcing.

for t_ in getsebool setsebool togglesebool; do
  eval "$t_ () { run_our_ $t_ \"\$@\"; }"
done
B_=$SELINUXFS/booleans
BOOLS_="httpd_can_network_connect httpd_enable_cgi httpd_enable_homedirs named_write_master_zones squid_connect_any"

# kernel_bool_ NAME: "ACTIVE PENDING" as selinuxfs holds it.
kernel_bool_ () { head -c 3 "$B_/$1"; }
# kernel_bools_: every boolean, "NAME ACTIVE PENDING" a line.
kernel_bools_ () {
  for f_ in "$B_"/*; do echo "${f_##*/} $(head -c 3 "$f_")"; done
}
# reset_bools_ [VALUE]: every boolean of ours to VALUE (0), committed,
# straight through selinuxfs.
reset_bools_ () {
  for b_ in $BOOLS_; do printf %s "${1:-0}" > "$B_/$b_"; done
  echo 1 > "$SELINUXFS/commit_pending_bools"
}

group_ "booleans: the boot applied booleans.local" getsebool load_policy
check_out_ "load_policy -i applied httpd_can_network_connect=1 from booleans.local" \
  "httpd_can_network_connect --> on" getsebool httpd_can_network_connect
check_out_ "and the kernel holds it" "1 1" kernel_bool_ httpd_can_network_connect
check_out_ "the others keep the policy's default" "0 0" kernel_bool_ httpd_enable_cgi

group_ "booleans: getsebool -a is the kernel's" getsebool
reset_bools_
printf 1 > "$B_/squid_connect_any"    # pending, not committed
expect_=$(for f_ in "$B_"/*; do
  v_=$(head -c 3 "$f_"); a_=off p_=off
  case $v_ in 1*) a_=on ;; esac
  case $v_ in *1) p_=on ;; esac
  if [ $a_ = $p_ ]; then echo "${f_##*/} --> $a_"
  else echo "${f_##*/} --> $a_ pending: $p_"; fi
done)
check_out_ "getsebool -a lists each boolean of selinuxfs, a pending one too" \
  "$expect_" getsebool -a
check_grep_ "getsebool -a shows squid_connect_any --> off pending: on" \
  '^squid_connect_any --> off pending: on$' getsebool -a
check_eq_ "getsebool -a lists as many booleans as selinuxfs has" \
  "$(ls "$B_" | grep -c .)" "$(getsebool -a | grep -c .)"

group_ "booleans: ours against the references, case by case" \
  getsebool setsebool togglesebool
[ -x /vm/ref/getsebool ] && [ -x /vm/ref/setsebool ] &&
  [ -x /vm/ref/togglesebool ] || [ -n "$skip_reason_" ] ||
  skip_reason_="no reference boolean tools in the guest (/vm/ref; VM_REFS)"
mkdir -p /run/boolcmp
# side_ SIDE TOOL ARGS...: from all booleans off (squid_connect_any
# pending on), run SIDE's TOOL, then record the kernel's booleans.
side_ () {
  s_=$1 t_=$2; shift 2
  reset_bools_
  printf 1 > "$B_/squid_connect_any"
  if [ "$s_" = ref ]; then
    run_side_ /run/boolcmp ref exec -a "$t_" "/vm/ref/$t_" "$@"
  else
    run_side_ /run/boolcmp our "$t_" "$@"
  fi
  kernel_bools_ > "/run/boolcmp/$s_.kernel"
}
same_bool_ () {
  desc_="$* (same output, status and kernel values)"
  skipping_ "$desc_" && return 0
  side_ ref "$@"
  side_ our "$@"
  report_sides_ "$desc_" /run/boolcmp kernel
}
same_bool_ getsebool -a
same_bool_ getsebool httpd_enable_cgi squid_connect_any
same_bool_ getsebool httpd_enable_cgi nosuch squid_connect_any
same_bool_ getsebool nosuch
same_bool_ getsebool ../enforce
same_bool_ setsebool httpd_enable_cgi on
same_bool_ setsebool httpd_enable_cgi=1 named_write_master_zones=TRUE
same_bool_ setsebool squid_connect_any=0
same_bool_ setsebool httpd_enable_cgi=1 nosuch=1 named_write_master_zones=1
same_bool_ setsebool nosuch=1 httpd_enable_cgi=1
same_bool_ setsebool httpd_enable_cgi=1 named_write_master_zones=maybe
same_bool_ setsebool httpd_enable_cgi=1 named_write_master_zones
same_bool_ setsebool httpd_enable_cgi
same_bool_ togglesebool httpd_enable_cgi
same_bool_ togglesebool httpd_enable_cgi squid_connect_any named_write_master_zones
same_bool_ togglesebool httpd_enable_cgi nosuch named_write_master_zones
same_bool_ togglesebool nosuch
same_bool_ togglesebool
same_bool_ getsebool

group_ "booleans: setsebool and togglesebool change the kernel" \
  getsebool setsebool togglesebool
reset_bools_
check_ "setsebool httpd_enable_homedirs on" setsebool httpd_enable_homedirs on
check_out_ "the kernel holds 1 1" "1 1" kernel_bool_ httpd_enable_homedirs
check_out_ "getsebool shows it" "httpd_enable_homedirs --> on" \
  getsebool httpd_enable_homedirs
check_ "setsebool httpd_enable_cgi=1 squid_connect_any=on" \
  setsebool httpd_enable_cgi=1 squid_connect_any=on
check_out_ "both are on" "1 1 1 1" \
  echo $(kernel_bool_ httpd_enable_cgi) $(kernel_bool_ squid_connect_any)
check_fails_ "setsebool httpd_enable_cgi=0 nosuch=1 squid_connect_any=0 fails" \
  setsebool httpd_enable_cgi=0 nosuch=1 squid_connect_any=0
check_out_ "and changes nothing, pending values included" "1 1 1 1" \
  echo $(kernel_bool_ httpd_enable_cgi) $(kernel_bool_ squid_connect_any)
check_out_ "togglesebool httpd_enable_cgi squid_connect_any" \
  "httpd_enable_cgi: inactive
squid_connect_any: inactive" togglesebool httpd_enable_cgi squid_connect_any
check_out_ "both are off" "0 0 0 0" \
  echo $(kernel_bool_ httpd_enable_cgi) $(kernel_bool_ squid_connect_any)
check_fails_ "togglesebool httpd_enable_cgi nosuch fails" \
  togglesebool httpd_enable_cgi nosuch
check_out_ "and changes nothing" "0 0" kernel_bool_ httpd_enable_cgi
check_grep_ "the kernel logged the change (MAC_CONFIG_CHANGE bool=httpd_enable_homedirs val=1)" \
  'bool=httpd_enable_homedirs val=1' dmesg

# httpd_t reading a user's ~/public_html: a copy of busybox labelled
# httpd_exec_t, run as cat, enters httpd_t.
# restorecon is setfiles under its other name, as installed.
if have_ setfiles && ! have_ restorecon; then
  ln -s setfiles "$(dirname "$(our_path_ setfiles)")/restorecon"
fi
group_ "booleans: httpd_enable_homedirs decides whether httpd_t reads ~/public_html" \
  setsebool restorecon chcon
HTTPD_=/usr/sbin/apache2
cp /bin/busybox "$HTTPD_" 2> /dev/null || cp "$NTPD" "$HTTPD_"
mkdir -p /home/alice/public_html
echo 'hello from alice' > /home/alice/public_html/index.html
echo 'private' > /home/alice/.profile
as_httpd_cat_ () { (exec -a cat "$HTTPD_" "$@"); }
check_ "restorecon -R /home /usr/sbin/apache2" restorecon -R /home "$HTTPD_"
check_grep_ "~/public_html/index.html is httpd_user_content_t" \
  ':httpd_user_content_t:' filecon /home/alice/public_html/index.html
check_ "the kernel enforces" set_mode_ 1
check_ "setsebool httpd_enable_homedirs off" setsebool httpd_enable_homedirs off
check_fails_ "with it off httpd_t may not read ~alice/public_html/index.html" \
  as_httpd_cat_ /home/alice/public_html/index.html
check_grep_ "the kernel logged an httpd_t denial on the way" \
  'avc:  denied .* scontext=[^ ]*:httpd_t:.* tcontext=[^ ]*:(home_root_t|user_home_dir_t):' dmesg
check_ "setsebool httpd_enable_homedirs on" setsebool httpd_enable_homedirs on
check_out_ "with it on httpd_t reads it" "hello from alice" \
  as_httpd_cat_ /home/alice/public_html/index.html
check_fails_ "but never the rest of the home directory" \
  as_httpd_cat_ /home/alice/.profile
check_ "setsebool httpd_enable_homedirs 0" setsebool httpd_enable_homedirs 0
check_fails_ "off again, denied again" \
  as_httpd_cat_ /home/alice/public_html/index.html

group_ "booleans: ntpd_disable_trans decides whether ntpd enters ntpd_t" \
  setsebool restorecon
check_ "restorecon $NTPD" restorecon "$NTPD"
check_ "setsebool ntpd_disable_trans on" setsebool ntpd_disable_trans on
check_grep_ "with it on, ntpd runs in its starter's domain, unconfined_t" \
  ':unconfined_t:' as_ntpd_ 'cat /proc/self/attr/current'
check_ "setsebool ntpd_disable_trans off" setsebool ntpd_disable_trans off
check_grep_ "with it off, ntpd runs in ntpd_t" \
  ':ntpd_t:' as_ntpd_ 'cat /proc/self/attr/current'

group_ "booleans: setsebool -P keeps a value across policy loads" \
  setsebool getsebool load_policy
LOCAL_=/etc/selinux/targeted/booleans.local
check_ "setsebool -P squid_connect_any on" setsebool -P squid_connect_any on
check_grep_ "booleans.local holds squid_connect_any=1" '^squid_connect_any=1$' cat $LOCAL_
check_out_ "the kernel holds 1 1" "1 1" kernel_bool_ squid_connect_any
check_ "setsebool squid_connect_any off (not kept)" setsebool squid_connect_any off
check_ "setsebool httpd_enable_cgi on (not kept)" setsebool httpd_enable_cgi on
check_out_ "the kernel holds 0 0" "0 0" kernel_bool_ squid_connect_any
check_out_ "load_policy reloads the policy" "" load_policy
check_out_ "the reload put squid_connect_any back on" \
  "squid_connect_any --> on" getsebool squid_connect_any
check_out_ "and kept httpd_enable_cgi as it was (the kernel keeps values across a reload)" \
  "httpd_enable_cgi --> on" getsebool httpd_enable_cgi
check_fails_ "setsebool -P squid_connect_any=0 nosuch=1 fails" \
  setsebool -P squid_connect_any=0 nosuch=1
check_out_ "and changes neither the kernel" "1 1" kernel_bool_ squid_connect_any
check_grep_ "nor booleans.local" '^squid_connect_any=1$' cat $LOCAL_
check_ "setsebool -P squid_connect_any=off httpd_enable_cgi=off" \
  setsebool -P squid_connect_any=off httpd_enable_cgi=off
check_out_ "booleans.local holds both, the boot's line kept" \
  "httpd_can_network_connect=1
squid_connect_any=0
httpd_enable_cgi=0" cat $LOCAL_
check_out_ "load_policy again" "" load_policy
check_out_ "both are off after it" "0 0 0 0" \
  echo $(kernel_bool_ squid_connect_any) $(kernel_bool_ httpd_enable_cgi)
check_out_ "httpd_can_network_connect is still on" "1 1" \
  kernel_bool_ httpd_can_network_connect
check_out_ "the kernel still enforces" 1 kernel_enforce_
