#!/bin/bash
# Each of the twelve daemon modules: its domain and entry type, the
# transition into it from init, service scripts and unconfined shells,
# its file and port types, and rules that show what it is for.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch seinfo

seinfo "$policy" -r system_r -x > system_r.types
seinfo "$policy" -r unconfined_r -x > unconfined_r.types

# daemon_ DOMAIN ENTRY FILE-TYPES...
daemon_ () {
  local d=$1 e=$2 s t; shift 2
  in_attr_ $d daemon_domain
  in_attr_ $e exec_type
  for t; do in_attr_ $t file_type; done
  for s in init_t initrc_t unconfined_t; do
    type_trans_ $s $e process $d
    allow_ $s $e file execute
    allow_ $s $d process transition
  done
  allow_ $d $e file entrypoint
  allow_ $d init_t fd use
  for r in system_r unconfined_r; do
    checks=$((checks + 1))
    grep -qw $d $r.types || bad_ "role $r may not hold $d"
  done
}

daemon_ dhcpd_t dhcpd_exec_t dhcp_etc_t dhcpd_state_t dhcpd_var_run_t
portcon_ udp 67 dhcpd_port_t
allow_ dhcpd_t dhcpd_port_t udp_socket name_bind
allow_ dhcpd_t dhcpd_t packet_socket create bind read write
allow_ dhcpd_t dhcpd_t capability net_raw
allow_ dhcpd_t dhcp_etc_t file read
allow_ dhcpd_t dhcpd_state_t file create write rename

daemon_ httpd_t httpd_exec_t httpd_config_t httpd_sys_content_t httpd_log_t httpd_var_run_t
portcon_ tcp 80 http_port_t
portcon_ tcp 443 http_port_t
allow_ httpd_t http_port_t tcp_socket name_bind
allow_ httpd_t httpd_t tcp_socket listen accept
allow_ httpd_t httpd_sys_content_t file open read
allow_ httpd_t httpd_log_t file append create
deny_ httpd_t httpd_sys_content_t file write append

daemon_ mysqld_t mysqld_exec_t mysqld_etc_t mysqld_db_t mysqld_log_t mysqld_var_run_t
portcon_ tcp 3306 mysqld_port_t
allow_ mysqld_t mysqld_port_t tcp_socket name_bind
allow_ mysqld_t mysqld_db_t file create read write
allow_ mysqld_t mysqld_var_run_t sock_file create unlink
deny_ mysqld_t mysqld_etc_t file write

daemon_ named_t named_exec_t named_conf_t named_zone_t named_cache_t named_log_t named_var_run_t
portcon_ udp 53 dns_port_t
portcon_ tcp 53 dns_port_t
portcon_ tcp 953 rndc_port_t
allow_ named_t dns_port_t udp_socket name_bind
allow_ named_t dns_port_t tcp_socket name_bind name_connect
allow_ named_t named_conf_t file read
allow_ named_t named_cache_t file create write rename
deny_ named_t named_conf_t file write

daemon_ nscd_t nscd_exec_t nscd_conf_t nscd_var_run_t nscd_log_t
allow_ nscd_t nscd_t unix_stream_socket create bind listen accept
allow_ nscd_t nscd_var_run_t sock_file create
allow_ nscd_t security_t security compute_av
allow_ ntpd_t nscd_t unix_stream_socket connectto

daemon_ ntpd_t ntpd_exec_t ntp_conf_t ntpd_key_t ntp_drift_t ntpd_log_t ntpd_var_run_t
portcon_ udp 123 ntp_port_t
allow_ ntpd_t ntp_port_t udp_socket name_bind

daemon_ portmap_t portmap_exec_t portmap_var_run_t
portcon_ tcp 111 portmap_port_t
portcon_ udp 111 portmap_port_t
allow_ portmap_t portmap_port_t udp_socket name_bind
allow_ portmap_t portmap_port_t tcp_socket name_bind
allow_ portmap_t portmap_var_run_t sock_file create

daemon_ postgresql_t postgresql_exec_t postgresql_etc_t postgresql_db_t postgresql_log_t postgresql_var_run_t
portcon_ tcp 5432 postgresql_port_t
allow_ postgresql_t postgresql_port_t tcp_socket name_bind
allow_ postgresql_t postgresql_db_t file create write
allow_ postgresql_t postgresql_t shm create
deny_ postgresql_t postgresql_t capability setuid dac_override

daemon_ snmpd_t snmpd_exec_t snmpd_etc_t snmpd_var_lib_t snmpd_log_t snmpd_var_run_t
portcon_ udp 161 snmp_port_t
allow_ snmpd_t snmp_port_t udp_socket name_bind
allow_ snmpd_t ntpd_t dir read search
allow_ snmpd_t ntpd_t file read
deny_ snmpd_t ntpd_t process ptrace signal

daemon_ squid_t squid_exec_t squid_conf_t squid_cache_t squid_log_t squid_var_run_t
portcon_ tcp 3128 http_cache_port_t
allow_ squid_t http_cache_port_t tcp_socket name_bind
allow_ squid_t http_port_t tcp_socket name_connect
allow_ squid_t squid_cache_t file create write
deny_ squid_t port_t tcp_socket name_connect

daemon_ syslogd_t syslogd_exec_t syslog_conf_t syslogd_var_lib_t syslogd_var_run_t devlog_t
portcon_ udp 514 syslogd_port_t
allow_ syslogd_t syslogd_port_t udp_socket name_bind
allow_ syslogd_t var_log_t file create append
allow_ syslogd_t devlog_t sock_file create
allow_ syslogd_t proc_kmsg_t file read
allow_ ntpd_t devlog_t sock_file write
allow_ ntpd_t syslogd_t unix_dgram_socket sendto

daemon_ winbind_t winbind_exec_t samba_etc_t samba_var_t samba_log_t winbind_var_run_t
portcon_ tcp 389 ldap_port_t
portcon_ tcp 445 smbd_port_t
allow_ winbind_t ldap_port_t tcp_socket name_connect
allow_ winbind_t smbd_port_t tcp_socket name_connect
allow_ winbind_t winbind_var_run_t sock_file create
allow_ winbind_t samba_var_t file create write
deny_ winbind_t port_t tcp_socket name_bind

done_
