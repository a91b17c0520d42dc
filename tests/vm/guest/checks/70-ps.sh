# ps on the live kernel: -Z, -M, Z, --context and -o label show each
# process's context, read by libsectx (libselinux).  Needs the daemon
# started by 50-ntpd.sh ($ntpd_pid), which runs in ntpd_t.

# ps_ntpd_ ARGS...: the lines of `ps ARGS` that name ntpd.
ps_ntpd_ () { ps "$@" | grep ntpd; }

group_ "ps shows contexts" ps
ctx_=$(kernel_context_ $ntpd_pid)
self_=$(kernel_context_)
check_grep_ "ps -eZ | grep ntpd shows the daemon in ntpd_t ($ctx_)" \
  "^$ctx_ +$ntpd_pid [?] +[0-9:]+ ntpd\$" ps_ntpd_ -eZ
check_grep_ "ps axZ shows it too" "^$ctx_ +$ntpd_pid [?] +S[^ ]* +[0-9:]+ sleep 100000\$" \
  ps_ntpd_ axZ
check_grep_ "ps -eM is ps -eZ" "^$ctx_ +$ntpd_pid " ps_ntpd_ -eM
check_out_ "ps -o label= -p PID prints the kernel's context" "$ctx_" \
  ps -o label= -p $ntpd_pid
check_out_ "ps -o context= and -o zone= are the same column" "$ctx_ $ctx_" \
  ps -o context=,zone= -p $ntpd_pid
check_grep_ "ps --context: PID CONTEXT COMMAND" \
  "^ *$ntpd_pid $ctx_ +sleep 100000\$" ps --context -p $ntpd_pid
check_grep_ "ps -eLZ: every thread row shows its process's context" \
  "^$ctx_ +$ntpd_pid +$ntpd_pid " ps_ntpd_ -eLZ
check_grep_ "ps -o label,pid,comm shows this shell's own context" \
  "^$self_ +$$ " ps -o label,pid,comm -p $$
check_grep_ "LABEL is the first column of ps -efZ" \
  "^LABEL +UID +PID +PPID" ps -efZ
check_grep_ "ps -o label=,pid= -p PID: no header, context then PID" \
  "^$ctx_ +$ntpd_pid\$" ps -o label=,pid= -p $ntpd_pid
