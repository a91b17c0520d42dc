#!/bin/bash
# matchpathcon (selinux-utils) on the built file_contexts gives the
# expected type for real daemon and system paths of a Debian 12 system,
# including paths reached through the /bin, /sbin, /lib and /var/run
# symlinks (file_contexts.subs_dist).  Each path is looked up with its
# file type (-m), so files that exist on this machine do not matter.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/policy/lib.sh"
require_cmd_ matchpathcon

while read -r path mode type; do
  case $path in ''|'#'*) continue ;; esac
  checks=$((checks + 1))
  got=$(matchpathcon -n -m "$mode" -f "$fc" "$path" 2>&1)
  case $type in
    '<<none>>') [ "$got" = '<<none>>' ] || bad_ "$path: got '$got', expected <<none>>" ;;
    *:*) [ "$got" = "$type" ] || bad_ "$path: got '$got', expected '$type'" ;;
    *) [ "$got" = "system_u:object_r:$type:s0" ] ||
         bad_ "$path: got '$got', expected '$type'" ;;
  esac
done <<'LIST'
# ntpd
/usr/sbin/ntpd                           file      ntpd_exec_t
/sbin/ntpd                               file      ntpd_exec_t
/etc/ntp.conf                            file      ntp_conf_t
/etc/ntpsec/ntp.conf                     file      ntp_conf_t
/etc/ntpsec/ntp.keys                     file      ntpd_key_t
/var/lib/ntp                             dir       ntp_drift_t
/var/lib/ntp/ntp.drift                   file      ntp_drift_t
/var/lib/ntpsec/ntp.drift                file      ntp_drift_t
/var/log/ntpstats                        dir       ntpd_log_t
/var/log/ntpstats/loopstats.20240101     file      ntpd_log_t
/var/log/ntpsec/peerstats                file      ntpd_log_t
/run/ntpd.pid                            file      ntpd_var_run_t
/var/run/ntpd.pid                        file      ntpd_var_run_t
# dhcpd
/usr/sbin/dhcpd                          file      dhcpd_exec_t
/etc/dhcp/dhcpd.conf                     file      dhcp_etc_t
/var/lib/dhcp/dhcpd.leases               file      dhcpd_state_t
/run/dhcpd.pid                           file      dhcpd_var_run_t
# httpd
/usr/sbin/apache2                        file      httpd_exec_t
/etc/apache2/apache2.conf                file      httpd_config_t
/etc/apache2/sites-enabled/000-default.conf file      httpd_config_t
/var/www/html/index.html                 file      httpd_sys_content_t
/var/log/apache2/access.log              file      httpd_log_t
/run/apache2/apache2.pid                 file      httpd_var_run_t
/var/lock/apache2                        dir       httpd_var_run_t
# mysqld
/usr/sbin/mariadbd                       file      mysqld_exec_t
/usr/sbin/mysqld                         file      mysqld_exec_t
/etc/mysql/my.cnf                        file      mysqld_etc_t
/etc/mysql/mariadb.conf.d/50-server.cnf  file      mysqld_etc_t
/var/lib/mysql/ibdata1                   file      mysqld_db_t
/var/log/mysql/error.log                 file      mysqld_log_t
/run/mysqld/mysqld.sock                  sock_file mysqld_var_run_t
# named
/usr/sbin/named                          file      named_exec_t
/etc/bind/named.conf                     file      named_conf_t
/etc/bind/rndc.key                       file      named_conf_t
/var/lib/bind/db.example.jnl             file      named_zone_t
/var/cache/bind/managed-keys.bind        file      named_cache_t
/run/named/named.pid                     file      named_var_run_t
# nscd
/usr/sbin/nscd                           file      nscd_exec_t
/etc/nscd.conf                           file      nscd_conf_t
/run/nscd/socket                         sock_file nscd_var_run_t
/var/cache/nscd/passwd                   file      nscd_var_run_t
# portmap
/usr/sbin/rpcbind                        file      portmap_exec_t
/sbin/rpcbind                            file      portmap_exec_t
/run/rpcbind.sock                        sock_file portmap_var_run_t
/run/rpcbind/rpcbind.xdr                 file      portmap_var_run_t
# postgresql
/usr/lib/postgresql/15/bin/postgres      file      postgresql_exec_t
/usr/lib/postgresql/15/bin/psql          file      lib_t
/etc/postgresql/15/main/postgresql.conf  file      postgresql_etc_t
/var/lib/postgresql/15/main/PG_VERSION   file      postgresql_db_t
/var/log/postgresql/postgresql-15-main.log file      postgresql_log_t
/run/postgresql/.s.PGSQL.5432            sock_file postgresql_var_run_t
# snmpd
/usr/sbin/snmpd                          file      snmpd_exec_t
/etc/snmp/snmpd.conf                     file      snmpd_etc_t
/var/lib/snmp/snmpd.conf                 file      snmpd_var_lib_t
/var/log/snmpd.log                       file      snmpd_log_t
/run/snmpd.pid                           file      snmpd_var_run_t
# squid
/usr/sbin/squid                          file      squid_exec_t
/etc/squid/squid.conf                    file      squid_conf_t
/var/spool/squid/00/00/00000001          file      squid_cache_t
/var/log/squid/access.log                file      squid_log_t
/run/squid.pid                           file      squid_var_run_t
# syslogd
/usr/sbin/rsyslogd                       file      syslogd_exec_t
/etc/rsyslog.conf                        file      syslog_conf_t
/etc/rsyslog.d/50-default.conf           file      syslog_conf_t
/var/lib/rsyslog/imjournal.state         file      syslogd_var_lib_t
/var/log/syslog                          file      var_log_t
/var/log/auth.log                        file      var_log_t
/run/rsyslogd.pid                        file      syslogd_var_run_t
/dev/log                                 sock_file devlog_t
/run/systemd/journal/dev-log             sock_file devlog_t
# winbind
/usr/sbin/winbindd                       file      winbind_exec_t
/etc/samba/smb.conf                      file      samba_etc_t
/var/lib/samba/winbindd_idmap.tdb        file      samba_var_t
/var/log/samba/log.winbindd              file      samba_log_t
/run/samba/winbindd/pipe                 sock_file winbind_var_run_t
# the base system
/                                        dir       root_t
/etc/passwd                              file      etc_t
/etc/shadow                              file      shadow_t
/etc/gshadow                             file      shadow_t
/etc/resolv.conf                         file      net_conf_t
/etc/hosts                               file      net_conf_t
/etc/localtime                           file      locale_t
/etc/init.d/ntpsec                       file      initrc_exec_t
/usr/bin/ls                              file      bin_t
/bin/ls                                  file      bin_t
/usr/sbin/setfiles                       file      bin_t
/usr/lib/x86_64-linux-gnu/libc.so.6      file      lib_t
/lib/x86_64-linux-gnu/libc.so.6          file      lib_t
/lib64/ld-linux-x86-64.so.2              file      lib_t
/usr/share/zoneinfo/Europe/Paris         file      locale_t
/usr/share/doc/ntpsec/README             file      usr_t
/usr/lib/systemd/systemd                 file      init_exec_t
/sbin/init                               file      init_exec_t
/var/lib/dpkg/status                     file      var_lib_t
/var/cache/apt                           dir       var_t
/boot/vmlinuz-6.1.0-57-amd64             file      boot_t
/dev/urandom                             chr_file  urandom_device_t
/dev/null                                chr_file  null_device_t
/dev/console                             chr_file  console_device_t
/dev/ttyS0                               chr_file  tty_device_t
/dev/rtc0                                chr_file  clock_device_t
/dev/kmsg                                chr_file  kmsg_device_t
/dev/sda1                                blk_file  device_t
/root/.bashrc                            file      admin_home_t
/home                                    dir       home_root_t
/home/alice                              dir       unconfined_u:object_r:user_home_dir_t:s0
/home/alice/notes.txt                    file      unconfined_u:object_r:user_home_t:s0
/tmp                                     dir       tmp_t
/tmp/scratch                             file      <<none>>
/proc/1/status                           file      <<none>>
/srv/ftp                                 dir       var_t
/weird/path                              file      default_t
LIST

done_
