# chcon labels the daemon's files; the labels are read back from the
# kernel (security.selinux, by filecon, which does not use libsectx).
# The next checks rely on these labels: the kernel then enforces them.

# label_is_ TYPE FILE: FILE's context has type TYPE.
file_type_ () { context_type_ "$(filecon "$1")"; }

group_ "chcon" chcon
for spec in etc_t:/etc etc_t:/etc/ntp.conf ntp_drift_t:/etc/ntp.drift \
            ntpd_exec_t:$NTPD; do
  type=${spec%%:*} file=${spec#*:}
  check_ "chcon -t $type $file" chcon -t "$type" "$file"
  check_out_ "$file is labelled $type" "$type" file_type_ "$file"
done
check_ "chcon -u system_u -r object_r -t etc_t /etc/issue" \
  chcon -u system_u -r object_r -t etc_t /etc/issue
check_out_ "/etc/issue is labelled system_u:object_r:etc_t" \
  system_u:object_r:etc_t sh -c 'filecon /etc/issue | cut -d: -f1-3'
check_ "chcon --reference=/etc/ntp.drift /etc/issue" \
  chcon --reference=/etc/ntp.drift /etc/issue
check_out_ "/etc/issue has /etc/ntp.drift's context" \
  "$(filecon /etc/ntp.drift)" filecon /etc/issue
