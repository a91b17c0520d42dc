# lib.sh: what the guest side of tests/vm shares (busybox sh).  Sourced by
# /init, /vm/run, the checks in /vm/checks and /vm/demo.sh.
#
# Our tools are in /usr/bin and /usr/sbin, where `make install` puts them.
# Test helpers built with them (pidcon, filecon) are in /vm/bin.

# ---- Our tools, never busybox's ------------------------------------
# (So these scripts say `busybox ls` where they mean busybox's.)

# Every tool of the suite.  Busybox's sh runs its own applets (id, ls, ps,
# cp, mv...) before it searches PATH, but a shell function wins over an
# applet: so each name below is a function that runs ours, or fails loudly
# when this build has none.  A check can never pass on busybox's tool.
SUITE_TOOLS="id chcon ls ps cp mv getenforce setenforce selinuxenabled
  sestatus load_policy matchpathcon setfiles restorecon fixfiles stat"

# our_path_ TOOL: where our TOOL is in this VM; fails when it is not.
our_path_ () {
  for d_ in /usr/bin /usr/sbin; do
    [ -x "$d_/$1" ] && { echo "$d_/$1"; return 0; }
  done
  return 1
}

# have_ TOOL...: true when this build has every TOOL.
have_ () {
  for t_; do our_path_ "$t_" > /dev/null || return 1; done
}

# run_our_ TOOL ARGS...: run our TOOL under its own name, so its messages
# read as they would on an installed system.
run_our_ () {
  p_=$(our_path_ "$1") || { echo "$1: not in this build of secoreutils" >&2; return 127; }
  t_=$1; shift
  (exec -a "$t_" "$p_" "$@")
}

for t_ in $SUITE_TOOLS; do
  eval "$t_ () { run_our_ $t_ \"\$@\"; }"
done
export PATH=/vm/bin:/usr/sbin:/usr/bin:/sbin:/bin

# ---- The kernel's own answers --------------------------------------
# Checks compare our tools with these, read straight from the kernel.

SELINUXFS=/sys/fs/selinux

# kernel_enforce_: 1 enforcing, 0 permissive.
kernel_enforce_ () { cat "$SELINUXFS/enforce"; }
kernel_mode_ () {
  case $(kernel_enforce_) in 1) echo Enforcing ;; 0) echo Permissive ;; *) echo '?' ;; esac
}
# kernel_context_ [PID]: /proc/PID/attr/current (this shell's by default),
# without the kernel's trailing NUL.
kernel_context_ () { tr -d '\0' < "/proc/${1:-$$}/attr/current"; }
context_type_ () { echo "$1" | cut -d: -f3; }

# set_mode_ 0|1: put the kernel in permissive or enforcing mode, with our
# setenforce when this build has it (its own checks are in setenforce.sh),
# else through selinuxfs.  Fails unless the kernel then says so.
set_mode_ () {
  if have_ setenforce; then
    setenforce "$1"
  else
    echo "$1" > "$SELINUXFS/enforce"
  fi
  [ "$(kernel_enforce_)" = "$1" ]
}

# sestatus_line_ LABEL: the value our sestatus prints for LABEL.
sestatus_line_ () { sestatus | sed -n "s/^$1: *//p"; }

# ---- The system the scenario stands on -----------------------------

# session_context_: the context root's login session gets, as pam_selinux
# would give it: the SELinux user and, under an MLS policy, the range that
# seusers maps root to, with the targeted policy's unconfined role and
# type.  Valid once the policy is loaded.
session_context_ () {
  seusers_=/etc/selinux/targeted/seusers
  user_=$(sed -n 's/^root:\([^:]*\).*/\1/p' $seusers_ 2> /dev/null)
  range_=$(sed -n 's/^root:[^:]*:\(.*\)/\1/p' $seusers_ 2> /dev/null)
  ctx_=${user_:-unconfined_u}:unconfined_r:unconfined_t
  [ "$(cat $SELINUXFS/mls)" = 1 ] && ctx_=$ctx_:${range_:-s0}
  echo "$ctx_"
}

# The confined daemon: a copy of busybox that the checks label
# ntpd_exec_t.  Run as one of its applets (exec -a NAME) it enters ntpd_t,
# and the kernel names the process after the file: ntpd.
NTPD=/usr/sbin/ntpd

# as_ntpd_ COMMAND: run a shell command line inside ntpd_t.
as_ntpd_ () { (exec -a sh "$NTPD" -c "$1"); }

# start_ntpd_: start the daemon (it sleeps); its pid in $ntpd_pid.  It
# stays up for the checks that follow and dies with the VM.
start_ntpd_ () {
  (exec -a sleep "$NTPD" 100000) &
  ntpd_pid=$!
  # The transition happens at exec; wait until the child has done it
  # (up to 5 s).
  i_=0
  while [ "$(kernel_context_ "$ntpd_pid" 2> /dev/null)" = "$(kernel_context_)" ] &&
        [ $i_ -lt 250 ]; do
    usleep 20000; i_=$((i_ + 1))
  done
}

# avc_ PERM TTYPE FILENAME PERMISSIVE: the kernel log's AVC lines for PERM
# by ntpd_t on FILENAME of type TTYPE, logged in the given mode (0 or 1).
# kauditd prints them a moment after the denial, so wait for them (up to
# 5 s: a loaded host slows the guest down).
avc_ () {
  i_=0
  while :; do
    dmesg | grep "avc:  denied  { $1 }" | grep "name=\"$3\"" |
      grep "scontext=[^ ]*:ntpd_t[: ]" | grep "tcontext=[^ ]*:$2[: ]" |
      grep "permissive=$4" && return 0
    [ $i_ -lt 100 ] || return 1
    usleep 50000; i_=$((i_ + 1))
  done
}

# ---- Boot: what /init does -----------------------------------------

# boot_load_policy_: the initial policy load, as init does it: our
# load_policy -i, which mounts selinuxfs, sets the mode from
# /etc/selinux/config and loads the policy.  Records what happened in
# /run/vm for the checks.  A build without load_policy gets the policy
# written to selinuxfs directly, so the other tools can still be tested;
# the load_policy checks then say it is missing.
boot_load_policy_ () {
  kernel_context_ 1 > /run/vm/context.before
  if have_ load_policy; then
    load_policy -i > /run/vm/load_policy.out 2>&1
    echo $? > /run/vm/load_policy.rc
    selinuxfs_mounted_ && : > /run/vm/selinuxfs.by_load_policy
  else
    mount -t selinuxfs selinuxfs "$SELINUXFS"
    # dd, not cat: busybox's cat writes 64 KiB pieces, and the kernel
    # takes a policy only in one write.
    for p_ in /etc/selinux/targeted/policy/policy.*; do :; done
    dd if="$p_" of="$SELINUXFS/load" bs=16M 2>&1
    case $(sed -n 's/^SELINUX=//p' /etc/selinux/config) in
      enforcing) echo 1 > "$SELINUXFS/enforce" ;;
    esac
  fi
}

selinuxfs_mounted_ () { grep -q "^[^ ]* $SELINUXFS selinuxfs " /proc/mounts; }

# start_session_ COMMAND...: run COMMAND in root's session context, as a
# login would.  When the policy refuses that, run it in init's own
# context (the checks then say so).
start_session_ () {
  session_context_ > /run/vm/session.context
  # The shell itself must write its attr/exec: printf is a builtin.
  (printf %s "$(cat /run/vm/session.context)" 2>> /run/vm/session.err \
     > /proc/self/attr/exec && exec "$@")
  [ -e /run/vm/session.started ] || "$@"
}

# ---- TAP output ----------------------------------------------------
# In check mode /vm/run points fd 3 at the second serial port, which the
# host reads; every line goes to the console too.

n_=0
failed_=0
skip_reason_=

tap_out_ () {
  printf '%s\n' "$*"
  [ -n "${tap_fd_:-}" ] && printf '%s\n' "$*" >&3
  return 0
}
diag_ () { printf '%s\n' "$@" | sed 's/^/#   /' | while IFS= read -r l_; do tap_out_ "$l_"; done; }

ok_ () { n_=$((n_ + 1)); tap_out_ "ok $n_ - $1"; }
not_ok_ () {
  n_=$((n_ + 1)); failed_=$((failed_ + 1))
  tap_out_ "not ok $n_ - $1"; shift
  [ $# = 0 ] || diag_ "$@"
}
skip_ () { n_=$((n_ + 1)); tap_out_ "ok $n_ - $1 # SKIP $2"; }
plan_ () { tap_out_ "1..$n_"; }

# group_ TITLE [TOOL...]: start a group of checks.  When this build lacks
# one of the TOOLs, each check of the group is reported skipped, naming it.
group_ () {
  [ "$1" = "${group_title_:-}" ] || tap_out_ "# $1"
  group_title_=$1; shift
  skip_reason_=
  for t_; do
    have_ "$t_" || { skip_reason_="secoreutils has no $t_ yet"; break; }
  done
}

# skipping_ DESC: true (and the check reported skipped) when the group
# lacks a tool.
skipping_ () {
  [ -n "$skip_reason_" ] || return 1
  skip_ "$1" "$skip_reason_"
}

# check_ DESC CMD...: ok when CMD succeeds; its output is shown when not.
check_ () {
  d_=$1; shift
  skipping_ "$d_" && return 0
  if out_=$("$@" 2>&1); then ok_ "$d_"
  else not_ok_ "$d_" "\$ $* (exit $?)" "$out_"
  fi
}

# check_fails_ DESC CMD...: ok when CMD fails.
check_fails_ () {
  d_=$1; shift
  skipping_ "$d_" && return 0
  if out_=$("$@" 2>&1); then not_ok_ "$d_" "\$ $* succeeded" "$out_"
  else ok_ "$d_"
  fi
}

# check_out_ DESC EXPECTED CMD...: ok when CMD succeeds and prints
# exactly EXPECTED.
check_out_ () {
  d_=$1 e_=$2; shift 2
  skipping_ "$d_" && return 0
  out_=$("$@" 2> /tmp/.err); rc_=$?
  if [ $rc_ = 0 ] && [ "$out_" = "$e_" ]; then ok_ "$d_"
  else not_ok_ "$d_" "\$ $* (exit $rc_)" "expected: $e_" "got:      $out_" "$(cat /tmp/.err)"
  fi
}

# check_grep_ DESC ERE CMD...: ok when CMD succeeds and a line of its
# output matches ERE.
check_grep_ () {
  d_=$1 e_=$2; shift 2
  skipping_ "$d_" && return 0
  out_=$("$@" 2>&1); rc_=$?
  if [ $rc_ = 0 ] && printf '%s\n' "$out_" | grep -Eq -- "$e_"; then ok_ "$d_"
  else not_ok_ "$d_" "\$ $* (exit $rc_)" "expected a line matching: $e_" "got:" "$out_"
  fi
}

# ---- Ours against the reference ---------------------------------------

# Each comparison leaves DIR/ref.S and DIR/our.S for S in out (stdout),
# err (stderr), rc (exit status) and any extra SUFFIX it names.

# run_side_ DIR SIDE CMD...: run CMD in the C locale, its results in
# DIR/SIDE.out, .err and .rc.
run_side_ () {
  d_=$1 s_=$2; shift 2
  (export LC_ALL=C; "$@") > "$d_/$s_.out" 2> "$d_/$s_.err"
  echo $? > "$d_/$s_.rc"
}

# sides_agree_ DIR [SUFFIX...]: true when every pair is identical.
sides_agree_ () {
  d_=$1; shift
  for s_ in out err rc "$@"; do
    cmp -s "$d_/ref.$s_" "$d_/our.$s_" || return 1
  done
}

# report_sides_ DESC DIR [SUFFIX...]: ok when the sides agree; otherwise
# not ok, with both exit statuses and the start of each difference.
report_sides_ () {
  r_desc_=$1 r_dir_=$2; shift 2
  if sides_agree_ "$r_dir_" "$@"; then
    ok_ "$r_desc_"
    return 0
  fi
  not_ok_ "$r_desc_" \
    "exit status: reference $(cat "$r_dir_/ref.rc"), ours $(cat "$r_dir_/our.rc")" \
    "$(for s_ in out err "$@"; do
         diff "$r_dir_/ref.$s_" "$r_dir_/our.$s_" | head -n 20
       done)"
}

# check_eq_ DESC EXPECTED ACTUAL: ok when the two strings are equal.
check_eq_ () {
  skipping_ "$1" && return 0
  if [ "$3" = "$2" ]; then ok_ "$1"
  else not_ok_ "$1" "expected: $2" "got:      $3"
  fi
}
