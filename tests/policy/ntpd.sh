#!/bin/bash
# ntpd_t, the showcase: every rule the classic description of ntpd.te
# lists is in the built policy.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ sesearch seinfo

# Its types: the domain, the entry file, config, keys, drift, log, pid,
# and the ntp port on udp 123.
in_attr_ ntpd_t daemon_domain
for t in ntpd_exec_t ntp_conf_t ntpd_key_t ntp_drift_t ntpd_log_t ntpd_var_run_t; do
  in_attr_ $t file_type
done
in_attr_ ntpd_exec_t exec_type
portcon_ udp 123 ntp_port_t

# Started by init, a service script or an administrator's shell, it runs
# in ntpd_t.
for s in init_t initrc_t unconfined_t; do
  type_trans_ $s ntpd_exec_t process ntpd_t
  allow_ $s ntpd_exec_t file execute read open getattr
  allow_ $s ntpd_t process transition
done
allow_ ntpd_t ntpd_exec_t file entrypoint
# ...keeping the descriptors it inherits (a terminal, a pipe).
allow_ ntpd_t unconfined_t fd use
allow_ ntpd_t init_t fd use
allow_ ntpd_t kernel_t fd use
allow_ ntpd_t console_device_t chr_file read write
allow_ ntpd_t devpts_t chr_file read write

# Capabilities: set the clock, nice(), and bind a port below 1024.
allow_ ntpd_t ntpd_t capability sys_time sys_nice net_bind_service
allow_ ntpd_t ntpd_t process setsched

# Network: datagram sockets bound to the ntp port.
allow_ ntpd_t ntpd_t udp_socket create bind connect read write getattr setopt
allow_ ntpd_t ntp_port_t udp_socket name_bind
allow_ ntpd_t node_t udp_socket node_bind

# Local datagram and stream sockets.
allow_ ntpd_t ntpd_t unix_dgram_socket create connect write
allow_ ntpd_t ntpd_t unix_stream_socket create connect read write

# /dev/urandom: read.
allow_ ntpd_t urandom_device_t chr_file open read getattr

# The file and directory types it uses, each with the access it needs.
allow_ ntpd_t ntp_conf_t file open read getattr
allow_ ntpd_t ntpd_key_t file open read getattr
allow_ ntpd_t ntp_drift_t dir search add_name remove_name write
allow_ ntpd_t ntp_drift_t file create open read write rename unlink
allow_ ntpd_t ntpd_log_t dir search add_name write
allow_ ntpd_t ntpd_log_t file create open append write
allow_ ntpd_t var_run_t dir search add_name write
allow_ ntpd_t ntpd_var_run_t file create open write unlink
type_trans_ ntpd_t var_run_t file ntpd_var_run_t
allow_ ntpd_t etc_t file open read getattr
allow_ ntpd_t locale_t file open read
allow_ ntpd_t lib_t file open read map execute

# ...and no more than it needs: keys and config are read only, and the
# clock is the only thing it sets.
deny_ ntpd_t ntp_conf_t file write append create unlink
deny_ ntpd_t ntpd_key_t file write append create unlink
deny_ ntpd_t port_t udp_socket name_bind
deny_ ntpd_t port_t tcp_socket name_bind name_connect
deny_ ntpd_t ntpd_t capability sys_admin dac_override sys_module sys_ptrace
deny_ ntpd_t bin_t file execute

done_
