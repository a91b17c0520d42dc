# The confined daemon.  $NTPD, labelled ntpd_exec_t by chcon.sh, enters
# ntpd_t when it runs; in enforcing mode ntpd_t may write its drift file
# but not an etc_t file, and the kernel logs the denial; in permissive
# mode the same write succeeds and is logged as permissive.
#
# Leaves the daemon running ($ntpd_pid) and the kernel enforcing, for the
# checks that follow (ps -eZ, ...).

# append_ FILE WORD: as ntpd_t, append WORD to FILE; succeed only if the
# shell said so and the word is there.
append_ () {
  as_ntpd_ "echo $2 >> $1" && grep -qx "$2" "$1"
}

group_ "ntpd runs in ntpd_t" chcon
start_ntpd_
check_eq_ "$NTPD runs as ntpd_t (kernel: /proc/$ntpd_pid/attr/current)" \
  ntpd_t "$(context_type_ "$(kernel_context_ $ntpd_pid)")"
check_out_ "pidcon $ntpd_pid (libsectx by pid) reads the kernel's context" \
  "$(kernel_context_ $ntpd_pid)" pidcon $ntpd_pid
check_out_ "pidcon $$ reads this shell's context" "$(kernel_context_)" pidcon $$

group_ "ntpd_t in enforcing mode" chcon
check_ "the kernel enforces" set_mode_ 1
check_ "ntpd_t may append to its ntp_drift_t file /etc/ntp.drift" \
  append_ /etc/ntp.drift drift-enforcing
check_fails_ "ntpd_t may not append to the etc_t file /etc/ntp.conf" \
  append_ /etc/ntp.conf conf-enforcing
check_grep_ "the kernel logged the denial: avc denied { append } ntpd_t etc_t permissive=0" \
  . avc_ append etc_t ntp.conf 0

group_ "chcon labels are enforced" chcon
echo first > /etc/ntp.chcon
check_ "chcon -t ntp_drift_t /etc/ntp.chcon" chcon -t ntp_drift_t /etc/ntp.chcon
check_ "ntpd_t may append to /etc/ntp.chcon" append_ /etc/ntp.chcon drift-label
check_ "chcon -t etc_t /etc/ntp.chcon" chcon -t etc_t /etc/ntp.chcon
check_fails_ "now ntpd_t may not append to /etc/ntp.chcon" \
  append_ /etc/ntp.chcon etc-label
check_grep_ "the kernel logged that denial too" . avc_ append etc_t ntp.chcon 0

group_ "ntpd_t in permissive mode" chcon
check_ "the kernel is permissive" set_mode_ 0
check_ "ntpd_t may append to /etc/ntp.conf" append_ /etc/ntp.conf conf-permissive
check_grep_ "the kernel logged it: avc denied { append } ntpd_t etc_t permissive=1" \
  . avc_ append etc_t ntp.conf 1
check_ "the kernel enforces again" set_mode_ 1
