#!/bin/bash
# The policy's booleans: each declared off (the safe value), each
# guarding exactly the rules it names, and what each daemon may do with
# it off and on, judged from sesearch's conditional rules.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch seinfo

# The booleans and their defaults: all of them, and nothing else.
checks=$((checks + 1))
daemons='dhcpd httpd mysqld named nscd ntpd portmap postgresql snmpd squid syslogd winbind'
{ printf '%s\n' 'httpd_can_network_connect false' 'httpd_enable_cgi false' \
    'httpd_enable_homedirs false' 'named_write_master_zones false' \
    'squid_connect_any false'
  for d in $daemons; do echo "${d}_disable_trans false"; done; } | sort > expected.bools
bool_defaults_ | sort > got.bools
cmp -s expected.bools got.bools ||
  bad_ "the booleans differ: $(diff expected.bools got.bools | tr '\n' ' ')"

# guards_ BOOL: the rules BOOL's conditional holds, allow and
# type_transition, are exactly the lines that follow ("; [ BOOL ]:True"
# or ":False" dropped; all in the branch named by $branch, True unless
# set), in sesearch's sorted form.
guards_ () {
  checks=$((checks + 1))
  cat > "expected.$1"
  sesearch -A -T -b "$1" -eb "$policy" > "raw.$1"
  sed 's/; \[ .*$/;/' "raw.$1" | sort > "got.$1"
  grep -v "; \[ $1 \]:${branch:-True}\$" "raw.$1" > "other.$1" &&
    bad_ "$1 has rules outside its ${branch:-True} branch: $(cat "other.$1")"
  cmp -s "expected.$1" "got.$1" ||
    bad_ "$1 guards other rules: $(diff "expected.$1" "got.$1" | tr '\n' ' ')"
}

# off_ BOOL SRC TGT CLASS PERM...: denied with BOOL off; on_: allowed on.
off_ () { local b=$1; shift; at=$b=false deny_ "$@"; at=; }
on_ () { local b=$1; shift; at=$b=true allow_ "$@"; at=; }
both_ () { off_ "$@"; on_ "$@"; }

guards_ httpd_enable_homedirs <<'R'
allow httpd_t home_root_t:dir { getattr search };
allow httpd_t httpd_user_content_t:dir { getattr open read search };
allow httpd_t httpd_user_content_t:file { getattr ioctl lock map open read };
allow httpd_t httpd_user_content_t:lnk_file { getattr read };
allow httpd_t user_home_dir_t:dir { getattr search };
R
both_ httpd_enable_homedirs httpd_t user_home_dir_t dir search
both_ httpd_enable_homedirs httpd_t httpd_user_content_t file open read
# Never the rest of the home directory, nor writing the web files.
at=httpd_enable_homedirs=true deny_ httpd_t user_home_t file read open
at=httpd_enable_homedirs=true deny_ httpd_t httpd_user_content_t file write append create
at=httpd_enable_homedirs=true deny_ httpd_t user_home_dir_t dir read write add_name
at=

guards_ httpd_enable_cgi <<'R'
allow httpd_t httpd_sys_script_exec_t:dir { getattr open read search };
allow httpd_t httpd_sys_script_exec_t:file { execute execute_no_trans getattr map open read };
R
both_ httpd_enable_cgi httpd_t httpd_sys_script_exec_t file execute execute_no_trans
at=httpd_enable_cgi=true deny_ httpd_t httpd_sys_script_exec_t file write
at=

guards_ httpd_can_network_connect <<'R'
allow httpd_t port_type:tcp_socket name_connect;
R
both_ httpd_can_network_connect httpd_t port_t tcp_socket name_connect
both_ httpd_can_network_connect httpd_t mysqld_port_t tcp_socket name_connect
# Binding stays limited to the web ports.
at=httpd_can_network_connect=true deny_ httpd_t port_t tcp_socket name_bind
at=

guards_ named_write_master_zones <<'R'
allow named_t named_zone_t:dir { add_name create remove_name write };
allow named_t named_zone_t:file { append create link rename setattr unlink write };
R
both_ named_write_master_zones named_t named_zone_t file write create rename unlink
both_ named_write_master_zones named_t named_zone_t dir write add_name
# Reading the master zones and writing the cache need no boolean.
for v in true false; do
  at=named_write_master_zones=$v allow_ named_t named_zone_t file read open
  at=named_write_master_zones=$v allow_ named_t named_cache_t file write create
done
at=

guards_ squid_connect_any <<'R'
allow squid_t port_type:tcp_socket name_connect;
R
both_ squid_connect_any squid_t port_t tcp_socket name_connect
both_ squid_connect_any squid_t mysqld_port_t tcp_socket name_connect
for v in true false; do
  at=squid_connect_any=$v allow_ squid_t http_port_t tcp_socket name_connect
done
at=

# X_disable_trans: the transition into X_t from each starter, and
# nothing else, with the boolean off; on, no transition (the daemon runs
# in its starter's unconfined domain).
for d in $daemons; do
  branch=False guards_ ${d}_disable_trans <<R
type_transition init_t ${d}_exec_t:process ${d}_t;
type_transition initrc_t ${d}_exec_t:process ${d}_t;
type_transition unconfined_t ${d}_exec_t:process ${d}_t;
R
  for s in init_t initrc_t unconfined_t; do
    at=${d}_disable_trans=false type_trans_ $s ${d}_exec_t process ${d}_t
    at=${d}_disable_trans=true no_type_trans_ $s ${d}_exec_t process ${d}_t
    at=
  done
done

# One boolean never lends its rules to another daemon.
at=httpd_enable_homedirs=true deny_ named_t httpd_user_content_t file read
at=squid_connect_any=true deny_ httpd_t port_t tcp_socket name_connect
at=httpd_can_network_connect=true deny_ squid_t port_t tcp_socket name_connect
at=

done_
