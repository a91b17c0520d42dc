#!/bin/bash
# The rules the real daemons of Debian 12 needed (found by
# tests/vm/debian.sh on a live kernel), and that the promised denials
# survived them.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch seinfo

# What every daemon does through glibc: resolve names, read /dev/urandom
# and the network sysctls.
for d in ntpd_t httpd_t squid_t mysqld_t; do
  allow_ $d $d netlink_route_socket create bind read write nlmsg_read
  allow_ $d $d udp_socket create connect
  allow_ $d urandom_device_t chr_file open read
  allow_ $d sysctl_net_t file open read
  allow_ $d proc_net_t lnk_file read
done

# Runtime directories made by the init scripts get the daemon's type.
type_trans_ initrc_t var_run_t dir named_var_run_t
type_trans_ initrc_t var_run_t dir nscd_var_run_t
type_trans_ initrc_t var_run_t file ntpd_var_run_t
type_trans_ snmpd_t var_t dir snmpd_var_lib_t

# Per daemon.
allow_ named_t named_t file write
allow_ nscd_t nscd_t netlink_audit_socket create nlmsg_relay
allow_ ntpd_t ntpd_t unix_dgram_socket ioctl
allow_ dhcpd_t dhcpd_t rawip_socket create read write
allow_ snmpd_t snmpd_var_lib_t sock_file create
allow_ snmpd_t snmpd_t unix_stream_socket bind listen accept
allow_ winbind_t bin_t file execute execute_no_trans
allow_ syslogd_t syslogd_t process setsched
allow_ httpd_t httpd_var_run_t file rename
allow_ httpd_t tmp_t file write
deny_ httpd_t tmp_t file open create
allow_ mysqld_t mysqld_t anon_inode create map read write
allow_ portmap_t portmap_t capability dac_read_search
allow_ snmpd_t snmpd_t capability net_admin
allow_ squid_t squid_t process setcap
allow_ winbind_t winbind_t unix_stream_socket connectto
type_trans_ initrc_t var_run_t dir mysqld_var_run_t
allow_ postgresql_t hugetlbfs_t file map
allow_ winbind_t winbind_t unix_dgram_socket ioctl
allow_ squid_t squid_tmpfs_t file create map
type_trans_ squid_t tmpfs_t file squid_tmpfs_t
allow_ squid_t squid_exec_t file execute_no_trans
allow_ squid_t squid_t rawip_socket create read write
allow_ squid_t squid_t capability net_raw
allow_ postgresql_t postgresql_t file write
allow_ mysqld_t tmpfs_t dir getattr
# Only getattr: /dev/shm is no place for mysqld to write.
deny_ mysqld_t tmpfs_t dir write add_name

# None of that opened what every daemon must be refused.
for d in ntpd_t httpd_t named_t dhcpd_t mysqld_t postgresql_t nscd_t portmap_t \
         snmpd_t squid_t syslogd_t winbind_t; do
  deny_ $d etc_t file write append create
  deny_ $d shadow_t file read open
  deny_ $d security_t security load_policy setenforce
  deny_ $d $d capability sys_module
  deny_ $d kernel_t system module_request
done
deny_ snmpd_t var_t file write create

# Each daemon is refused another's data (the guest tries one file each).
while read -r d t; do
  deny_ $d $t file read open
done <<'CROSS'
ntpd_t mysqld_etc_t
httpd_t ntp_drift_t
named_t httpd_log_t
dhcpd_t postgresql_etc_t
mysqld_t snmpd_etc_t
postgresql_t named_conf_t
nscd_t squid_conf_t
portmap_t httpd_config_t
snmpd_t mysqld_etc_t
squid_t samba_etc_t
syslogd_t dhcp_etc_t
winbind_t ntp_conf_t
CROSS
done_
