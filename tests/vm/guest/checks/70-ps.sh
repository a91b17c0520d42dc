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

# Ours against procps' ps (/vm/ref/ps, copied in with its libraries, see
# VM_REFS) on the live kernel: the same bytes, errors and status.  Each
# runs in a shell that prints its pid first, so that the row of that ps
# (its pid differs) is dropped from its output; times (TIME, START) are
# masked in both, and so are %CPU and %MEM and the workqueue a kworker
# names (kworker/0:2-events), as the guest's processes run on between
# the two runs.
group_ "ps: ours against procps' on the live kernel" ps
[ -x /vm/ref/ps ] || [ -n "$skip_reason_" ] ||
  skip_reason_="no procps ps in the guest (/vm/ref/ps; VM_REFS)"
mkdir -p /run/pscmp

# ps_run_ SIDE.out BIN ARGS...: BIN's stdout, less its own row, in
# SIDE.out; its stderr in SIDE.err, its status in SIDE.rc.
ps_run_ () {
  out_=$1 bin_=$2; shift 2
  (export LC_ALL=C; sh -c 'echo $$; exec "$0" "$@"' "$bin_" "$@") \
    > "$out_.raw" 2> "${out_%.out}.err"
  echo $? > "${out_%.out}.rc"
  pid_=$(head -n 1 "$out_.raw")
  sed 1d "$out_.raw" | grep -Ev "(^|[^0-9])$pid_([^0-9]|\$)" |
    sed -E 's/[0-9]+(-[0-9]+)?:[0-9]{2}(:[0-9]{2})?/T/g; s/ [0-9]+\.[0-9] / P /g
            s,(kworker/[^ -]*)-[^] ]*,\1,g' > "$out_"
}

# same_ps_ ARGS...: up to three tries, as a kernel thread's state (R or
# S) can change between the two runs; and in each, procps' run before
# ours and again after it, as a busy process's C column (whole percent
# of CPU since it started) can drift across a boundary in between.
same_ps_ () {
  skipping_ "ps $*" && return 0
  try_=0
  while [ $try_ -lt 3 ]; do
    try_=$((try_ + 1))
    ps_run_ /run/pscmp/ref.out /vm/ref/ps "$@"
    ps_run_ /run/pscmp/our.out "$(our_path_ ps)" "$@"
    sides_agree_ /run/pscmp && break
    ps_run_ /run/pscmp/ref.out /vm/ref/ps "$@"
    sides_agree_ /run/pscmp && break
  done
  report_sides_ "ps $* (procps' output)" /run/pscmp
  rm -f /run/pscmp/*
}

same_ps_ -eZ
same_ps_ axZ
same_ps_ -e -o label,pid,comm
same_ps_ -o label,pid,comm
same_ps_ -e --context
same_ps_ --context
same_ps_ -eLZ
same_ps_ -eMf
same_ps_ auxZ
same_ps_ -eo label,pid,ppid,args --sort=label
same_ps_ -eo pid,context,zone,comm
