# mkdir, mknod, mkfifo and runcon on the live kernel, ours beside GNU's
# (/vm/ref, VM_REFS): the same command in two identical trees must print
# the same bytes, exit with the same status and leave the same labels.
# -Z takes the type from file_contexts (file_contexts.local here), the
# rest from the kernel's computation; --context=CTX sets CTX.  In
# enforcing mode, in mktest_t (tests/vm/policy/mktest.te), which may make
# files of mktest_final_t only, each must be made with its final label.
# runcon -t into ntpd_t, runcon -c (the computed transition) and
# runcon CONTEXT put the command in the domain GNU's put it in.

mk_fc=/etc/selinux/targeted/contexts/files/file_contexts.local

# mk_run_ SIDE TOOL ARGS...: GNU's (ref) or our TOOL, under its own name.
mk_run_ () {
  mk_s=$1 mk_t=$2; shift 2
  if [ "$mk_s" = ref ]; then (exec -a "$mk_t" /vm/ref/$mk_t "$@")
  else run_our_ "$mk_t" "$@"
  fi
}

# mk_labels_ DIR: every path under DIR with its raw label and type.
mk_labels_ () {
  (cd "$1" && find . | sort | while IFS= read -r mk_p; do
     printf '%s %s %s\n' "$mk_p" "$(busybox stat -c %F "$mk_p")" \
       "$(/vm/bin/filecon "$mk_p" 2>&1)"
   done)
}

group_ "mkdir, mknod, mkfifo: -Z and --context as GNU's (enforcing)" \
  mkdir mknod mkfifo chcon
for mk_t in mkdir mknod mkfifo runcon; do
  [ -x /vm/ref/$mk_t ] || [ -n "$skip_reason_" ] ||
    skip_reason_="no GNU $mk_t in the guest (/vm/ref/$mk_t; VM_REFS)"
done

# A side's tree, /mkz-SIDE on the root file system: etc (etc_t by
# file_contexts), drift (ntp_drift_t), none (<<none>>), plain (the
# policy's default for /).
mkz_tree_ () {
  rm -rf "/mkz-$1" && mkdir -p "/mkz-$1/etc" "/mkz-$1/drift" \
    "/mkz-$1/none" "/mkz-$1/plain" &&
    chcon -t tmp_t "/mkz-$1/etc" "/mkz-$1/drift" "/mkz-$1/none" "/mkz-$1/plain"
}

# same_mk_ TOOL ARGS...: GNU's TOOL and ours (cwd /mkz-SIDE).
same_mk_ () {
  mk_tool=$1; shift
  skipping_ "$mk_tool $* (as GNU's)" && return 0
  mkdir -p /run/mkz
  for mk_side in ref our; do
    if ! mkz_tree_ $mk_side 2> /run/mkz/setup; then
      not_ok_ "$mk_tool $* (as GNU's)" "setup failed" "$(cat /run/mkz/setup)"
      return 0
    fi
    (cd /mkz-$mk_side && export LC_ALL=C && mk_run_ $mk_side $mk_tool "$@") \
      > /run/mkz/$mk_side.out 2> /run/mkz/$mk_side.err
    echo $? > /run/mkz/$mk_side.rc
    mk_labels_ /mkz-$mk_side > /run/mkz/$mk_side.labels
  done
  report_sides_ "$mk_tool $* (as GNU's)" /run/mkz labels
  rm -rf /run/mkz /mkz-ref /mkz-our
}

if [ -z "$skip_reason_" ]; then
  set_mode_ 1
  cat > "$mk_fc" <<EOF
/mkz-(ref|our)/etc(/.*)?	system_u:object_r:etc_t:s0
/mkz-(ref|our)/drift(/.*)?	system_u:object_r:ntp_drift_t:s0
/mkz-(ref|our)/none(/.*)?	<<none>>
EOF
fi
mk_ctx=system_u:object_r:ntp_drift_t:s0
for mk_args in "-Z etc/a" "-Z drift/a" "-Z plain/a" "-Z none/a" \
  "-v -Z etc/a drift/b none/c" "-pv -Z etc/a/b/c" "-p -Z drift/x/y" \
  "-p -Z none/a/b" "-p -Z etc/new/d drift/n" "-p -Z etc" "-m 700 -Z etc/m" \
  "--context=$mk_ctx etc/ctx" "--context=$mk_ctx -p etc/c/d" \
  "--context=bogus etc/x" "--context=nosuch_u:object_r:etc_t:s0 etc/x" \
  "-Z --context=$mk_ctx etc/both" "--context=$mk_ctx -Z etc/both" \
  "--context etc/bare" "etc/plain" "-Z etc/a etc/a"; do
  # shellcheck disable=SC2086
  same_mk_ mkdir $mk_args
done
for mk_args in "-Z etc/p p" "-Z drift/c c 1 3" "-Z none/b b 7 0" \
  "-Z plain/p p" "--context=$mk_ctx etc/p p" "--context=bogus etc/p p" \
  "-m 600 -Z etc/p p" "-Z etc/p q" "-Z nodir/p p"; do
  # shellcheck disable=SC2086
  same_mk_ mknod $mk_args
done
for mk_args in "-Z etc/f drift/f none/f plain/f" "--context=$mk_ctx etc/f" \
  "--context=nosuch_u:object_r:etc_t:s0 etc/f" "-m 640 -Z etc/f" \
  "-Z etc/f etc/f"; do
  # shellcheck disable=SC2086
  same_mk_ mkfifo $mk_args
done

# And what each label is: the type from file_contexts, the rest computed
# (the parent is tmp_t, made by this unconfined_u shell), or CTX.
mk_type_ () { context_type_ "$(/vm/bin/filecon "/mkz-our/$1" 2>&1)"; }
if ! skipping_ "our -Z labels, one by one" && mkz_tree_ our; then
  (cd /mkz-our && run_our_ mkdir -Z etc/q && run_our_ mkdir -p -Z drift/a/b &&
   run_our_ mknod -Z etc/p p && run_our_ mknod -Z drift/c c 1 3 &&
   run_our_ mkfifo -Z drift/f && run_our_ mkfifo --context=$mk_ctx etc/f &&
   run_our_ mkdir --context=$mk_ctx -p etc/x/y) > /run/mkz-our.err 2>&1 ||
    not_ok_ "our mkdir, mknod, mkfifo -Z in /mkz-our" "$(cat /run/mkz-our.err)"
  check_eq_ "mkdir -Z etc/q is etc_t" etc_t "$(mk_type_ etc/q)"
  check_eq_ "mkdir -Z etc/q keeps the computed user" \
    "$(kernel_context_ | cut -d: -f1):object_r:etc_t:s0" \
    "$(/vm/bin/filecon /mkz-our/etc/q 2>&1)"
  check_eq_ "mkdir -p -Z drift/a/b: drift/a is ntp_drift_t" ntp_drift_t "$(mk_type_ drift/a)"
  check_eq_ "mkdir -p -Z drift/a/b: drift/a/b is ntp_drift_t" ntp_drift_t "$(mk_type_ drift/a/b)"
  check_eq_ "mknod -Z etc/p p is etc_t" etc_t "$(mk_type_ etc/p)"
  check_eq_ "mknod -Z drift/c c 1 3 is ntp_drift_t" ntp_drift_t "$(mk_type_ drift/c)"
  check_eq_ "mkfifo -Z drift/f is ntp_drift_t" ntp_drift_t "$(mk_type_ drift/f)"
  check_eq_ "mkfifo --context=$mk_ctx etc/f has it" "$mk_ctx" \
    "$(/vm/bin/filecon /mkz-our/etc/f 2>&1)"
  check_eq_ "mkdir --context=$mk_ctx -p etc/x/y: etc/x has it" "$mk_ctx" \
    "$(/vm/bin/filecon /mkz-our/etc/x 2>&1)"
  check_eq_ "mkdir --context=$mk_ctx -p etc/x/y: etc/x/y has it" "$mk_ctx" \
    "$(/vm/bin/filecon /mkz-our/etc/x/y 2>&1)"
  rm -rf /mkz-our /run/mkz-our.err
fi

group_ "mkdir -Z, mknod -Z, mkfifo --context make files with their label (mktest_t)" \
  mkdir mknod mkfifo chcon
[ -n "$skip_reason_" ] || [ -x /vm/ref/mkdir ] ||
  skip_reason_="no GNU mkdir in the guest (/vm/ref/mkdir; VM_REFS)"
grep -q mktest_final_t /etc/selinux/targeted/policy/policy.* 2> /dev/null ||
  [ -n "$skip_reason_" ] ||
  skip_reason_="the VM's policy lacks the test domain (tests/vm/policy/mktest.te)"
mk_final=system_u:object_r:mktest_final_t:s0

# The programs, entering mktest_t when run: /tmp/mke-bin/SIDE/TOOL.
mke_programs_ () {
  for mk_side in ref our; do
    mkdir -p /tmp/mke-bin/$mk_side || return 1
    for mk_tool in mkdir mknod mkfifo; do
      mk_from=/vm/ref/$mk_tool
      [ $mk_side = our ] && mk_from=$(our_path_ $mk_tool)
      busybox cp "$mk_from" /tmp/mke-bin/$mk_side/$mk_tool &&
        chcon -t mktest_exec_t /tmp/mke-bin/$mk_side/$mk_tool || return 1
    done
  done
}
if [ -z "$skip_reason_" ] && ! mke_programs_ > /run/mke-setup 2>&1; then
  skip_reason_="could not label the programs mktest_exec_t: $(cat /run/mke-setup)"
fi
[ -n "$skip_reason_" ] ||
  echo "/mke-(ref|our)/dst(/.*)?	$mk_final" >> "$mk_fc"

# same_mktest_ EXPECT TOOL ARGS...: GNU's TOOL and ours in mktest_t, in
# /mke-SIDE/dst (mktest_dir_t); same output, status and labels, and ours
# exits 0 when EXPECT is ok, non-zero when it is fail.
same_mktest_ () {
  mk_expect=$1 mk_tool=$2; shift 2
  mk_desc="$mk_tool $* (as GNU's, in mktest_t)"
  skipping_ "$mk_desc" && return 0
  mkdir -p /run/mke
  for mk_side in ref our; do
    rm -rf /mke-$mk_side
    mkdir -p /mke-$mk_side/dst && chcon -t mktest_dir_t /mke-$mk_side/dst
    (cd /mke-$mk_side/dst && export LC_ALL=C &&
     exec -a $mk_tool /tmp/mke-bin/$mk_side/$mk_tool "$@") \
      > /run/mke/$mk_side.out 2> /run/mke/$mk_side.err
    echo $? > /run/mke/$mk_side.rc
    mk_labels_ /mke-$mk_side > /run/mke/$mk_side.labels
  done
  report_sides_ "$mk_desc" /run/mke labels
  mk_rc=$(cat /run/mke/our.rc)
  if [ $mk_expect = ok ]; then
    mk_desc="$mk_tool $*: ours succeeds in mktest_t"
    [ "$mk_rc" = 0 ]
  else
    mk_desc="$mk_tool $*: ours is refused in mktest_t"
    [ "$mk_rc" != 0 ]
  fi
  if [ $? = 0 ]; then ok_ "$mk_desc"
  else not_ok_ "$mk_desc" "exit $mk_rc" "$(cat /run/mke/our.err)" \
    "$(dmesg | grep 'avc:  denied' | grep ':mktest_t:' | tail -n 5)"
  fi
  rm -rf /run/mke /mke-ref /mke-our
}

# The controls: the directory's type may not be made.
same_mktest_ fail mkdir d
same_mktest_ fail mkfifo f
same_mktest_ ok mkdir -Z d
same_mktest_ ok mkdir -pv -Z a/b/c
same_mktest_ ok mkdir --context=$mk_final d
same_mktest_ ok mkdir -m 0700 -Z d
same_mktest_ ok mknod -Z p p
same_mktest_ ok mknod -Z c c 1 3
same_mktest_ ok mknod --context=$mk_final b b 7 0
same_mktest_ ok mkfifo --context=$mk_final f g
same_mktest_ ok mkfifo -Z f

rm -rf /tmp/mke-bin /run/mke-setup "$mk_fc"

group_ "runcon: -t into a daemon's domain, -c, CONTEXT (as GNU's)" runcon chcon
[ -n "$skip_reason_" ] || [ -x /vm/ref/runcon ] ||
  skip_reason_="no GNU runcon in the guest (/vm/ref/runcon; VM_REFS)"
# busybox under the names it runs as, reached through ntpd's entry file
# (ntpd_exec_t, labelled by the ntpd checks) or through itself.
mkdir -p /tmp/mkr
ln -sf "$NTPD" /tmp/mkr/sleep
ln -sf /bin/busybox /tmp/mkr/true
ln -sf /bin/busybox /tmp/mkr/cat

# runcon_ctx_ SIDE ARGS...: start SIDE's runcon ARGS /tmp/mkr/sleep 30 in
# the background and print the context the sleep runs in.
runcon_ctx_ () {
  mk_side=$1; shift
  mk_bin=/vm/ref/runcon
  [ $mk_side = ref ] || mk_bin=$(our_path_ runcon)
  # exec, so that $! is runcon's pid and then the command's.
  (exec -a runcon "$mk_bin" "$@" /tmp/mkr/sleep 30 2> /dev/null) &
  mk_pid=$!
  mk_i=0
  while [ "$(kernel_context_ $mk_pid 2> /dev/null)" = "$(kernel_context_)" ] &&
        [ $mk_i -lt 250 ]; do
    usleep 20000; mk_i=$((mk_i + 1))
  done
  kernel_context_ $mk_pid 2> /dev/null || echo "(exited)"
  kill $mk_pid 2> /dev/null
  wait $mk_pid 2> /dev/null
}

# same_runcon_ TYPE ARGS...: GNU's and ours run the sleep in the same
# context, of type TYPE.
same_runcon_ () {
  mk_type=$1; shift
  skipping_ "runcon $* runs in $mk_type" && return 0
  mk_ref=$(runcon_ctx_ ref "$@")
  mk_our=$(runcon_ctx_ our "$@")
  check_eq_ "runcon $* runs in GNU's context ($mk_ref)" "$mk_ref" "$mk_our"
  check_eq_ "runcon $* runs in $mk_type" "$mk_type" "$(context_type_ "$mk_our")"
}

mk_self=$(kernel_context_)
mk_ntpd=$(echo "$mk_self" | sed 's/:unconfined_r:unconfined_t/:system_r:ntpd_t/')
same_runcon_ ntpd_t -t ntpd_t
same_runcon_ ntpd_t -c
same_runcon_ ntpd_t -c -r system_r
same_runcon_ ntpd_t -r system_r -t ntpd_t
same_runcon_ ntpd_t "$mk_ntpd"
same_runcon_ ntpd_t -- "$mk_ntpd"

# same_out_ ARGS...: GNU's runcon and ours, same output and status.
same_out_ () {
  skipping_ "runcon $* (as GNU's)" && return 0
  mkdir -p /run/mkr
  for mk_side in ref our; do
    run_side_ /run/mkr $mk_side mk_run_ $mk_side runcon "$@"
  done
  report_sides_ "runcon $* (as GNU's)" /run/mkr
  rm -rf /run/mkr
}
same_out_
same_out_ -t ntpd_t
same_out_ /tmp/mkr/true
same_out_ -t unconfined_t /tmp/mkr/true
same_out_ "$mk_self" /tmp/mkr/cat /proc/self/attr/current
same_out_ -t nosuch_t /tmp/mkr/true
same_out_ -u nosuch_u /tmp/mkr/true
same_out_ -r nosuch_r /tmp/mkr/true
same_out_ -l s99 /tmp/mkr/true
same_out_ -t 'a:b' /tmp/mkr/true
same_out_ bogus /tmp/mkr/true
same_out_ a:b:c /tmp/mkr/true
same_out_ -t unconfined_t /nosuch
same_out_ -t unconfined_t /etc/ntp.conf
same_out_ -c /nosuch
same_out_ -c /etc/ntp.conf
same_out_ -c /tmp/mkr/true
rm -rf /tmp/mkr
