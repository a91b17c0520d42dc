# newrole and run_init on the live kernel under the strict policy
# (tests/vm/strict.sh, after 10-strict.sh labelled the guest).  Root's
# shell is a shell_exec_t copy of busybox (ash) and its password
# "secret" (PAM: pam_unix and its helper, from strict/pam.sh).  The
# programs run on a pseudo-terminal made by /vm/bin/ptyrun, which also
# types the password, from a shell entered as login does (setexeccon +
# exec) in staff_t, user_t or sysadm_t: from staff_r, newrole -r sysadm_r
# lands in sysadm_t and hands the terminal over (sysadm_devpts_t) and
# back; from user_r it is refused; run_init runs a script in initrc_t.
# Error paths are compared with the reference (/vm/ref/newrole and
# run_init, Debian 12's) byte for byte, as newrole_t runs both.

STAFF_CTX=staff_u:staff_r:staff_t:s0-s0:c0.c1023
USER_CTX=user_u:user_r:user_t:s0
ADMIN_CTX=root:sysadm_r:sysadm_t:s0-s0:c0.c1023
SHELL_=/usr/bin/ash
as_ () { (printf %s "$1" > /proc/self/attr/exec && exec -a sh /usr/bin/bash -c "$2"); }

group_ "newrole: the guest's users, terminals and PAM" newrole run_init
if [ -z "$skip_reason_" ] && ! [ -r /lib/x86_64-linux-gnu/security/pam_unix.so ]; then
  skip_reason_="no pam_unix in the guest (host lacks libpam-modules)"
fi
cp /bin/busybox "$SHELL_"
sed -i "s|^root:x:0:0:root:/root:.*|root:x:0:0:root:/root:$SHELL_|" /etc/passwd
printf '%s\n' /bin/sh "$SHELL_" > /etc/shells
mkdir -p /root
printf 'root:%s:19000:0:99999:7:::\n' \
  '$6$secoreutils$2Vz.kx5uhrAL7wF4fKbndE7xLu0DoqYkXzUz96fV96SGpIOCUxSdJrifheilo6dcCgHWAzkCq/Wx3UNpRBm0/.' \
  > /etc/shadow
mkdir -p /dev/pts
grep -q ' /dev/pts ' /proc/mounts || mount -t devpts -o ptmxmode=0666 devpts /dev/pts
# A service script, where init scripts live (initrc_exec_t), and the
# scripts the sessions run (etc_t: every domain here may read them).
mkdir -p /etc/init.d /etc/nrtest
printf '%s\n' '#!/bin/sh' 'echo "script: $(tr -d "\0" < /proc/self/attr/current) args: $*"' \
  > /etc/init.d/ctxtest
chmod 755 /etc/init.d/ctxtest
# outer.sh PROGRAM ARG...: on the terminal, its label before and after.
printf '%s\n' 'echo "before: $(/vm/bin/filecon $(tty))"' '"$@"' 'echo "status: $?"' \
  'echo "after: $(/vm/bin/filecon $(tty))"' > /etc/nrtest/outer.sh
# inner.sh: what the new shell reports.
printf '%s\n' '/usr/bin/id -Z' 'echo "current: $(tr -d "\0" < /proc/self/attr/current)"' \
  'echo "during: $(/vm/bin/filecon $(tty))"' 'exit 7' > /etc/nrtest/inner.sh
printf '%s\n' '/usr/bin/id -Z' 'exit 3' > /etc/nrtest/idz.sh
# run.sh NAME PROGRAM ARG...: PROGRAM with NAME as its argv[0].
printf '%s\n' 'name=$1 prog=$2; shift 2' 'exec -a "$name" "$prog" "$@"' > /etc/nrtest/run.sh
fc_=/etc/selinux/strict/contexts/files/file_contexts
check_ "label the shell, the helper, the scripts and the references" sh -c "
  setfiles -F $fc_ /etc /usr/bin /dev &&
  chcon system_u:object_r:shell_exec_t:s0 $SHELL_ &&
  chcon system_u:object_r:chkpwd_exec_t:s0 /sbin/unix_chkpwd &&
  chcon system_u:object_r:bin_t:s0 /vm/bin/ptyrun /vm/bin/filecon &&
  { ! [ -e /vm/ref/newrole ] || chcon system_u:object_r:newrole_exec_t:s0 /vm/ref/newrole; } &&
  { ! [ -e /vm/ref/run_init ] || chcon system_u:object_r:run_init_exec_t:s0 /vm/ref/run_init; }"
check_grep_ "$SHELL_ is shell_exec_t" ':shell_exec_t:' filecon "$SHELL_"
check_grep_ "/usr/bin/newrole is newrole_exec_t" ':newrole_exec_t:' filecon /usr/bin/newrole
check_grep_ "/usr/sbin/run_init is run_init_exec_t" ':run_init_exec_t:' filecon /usr/sbin/run_init
check_grep_ "/etc/init.d/ctxtest is initrc_exec_t" ':initrc_exec_t:' filecon /etc/init.d/ctxtest

# session_ OUT CONTEXT PASSWORD PROGRAM ARG...: on a new terminal made in
# CONTEXT, the terminal's label, PROGRAM run (PASSWORD typed when asked),
# its status and the label again; all of it, without CRs, in OUT.
session_ () {
  out_f_=$1 ctx_=$2 pw_=$3; shift 3
  as_ "$ctx_" "/vm/bin/ptyrun $pw_ $SHELL_ /etc/nrtest/outer.sh $*" 2>&1 |
    tr -d '\r' > "$out_f_"
}

group_ "newrole: staff_r to sysadm_r" newrole
[ -n "$skip_reason_" ] ||
  session_ /tmp/nr-staff "$STAFF_CTX" secret /usr/bin/newrole -r sysadm_r -- /etc/nrtest/inner.sh
check_grep_ "newrole asks for the password" '^Password: ' cat /tmp/nr-staff
check_grep_ "the terminal starts as staff's (user_devpts_t)" '^before: .*:user_devpts_t:' cat /tmp/nr-staff
check_grep_ "id -Z in the new shell: staff_u:sysadm_r:sysadm_t" "^staff_u:sysadm_r:sysadm_t:s0-s0:c0.c1023\$" cat /tmp/nr-staff
check_grep_ "/proc/self/attr/current says the same" '^current: staff_u:sysadm_r:sysadm_t:s0-s0:c0.c1023$' cat /tmp/nr-staff
check_grep_ "the terminal is sysadm_devpts_t while the shell runs" '^during: .*:sysadm_devpts_t:' cat /tmp/nr-staff
check_grep_ "newrole exits with the shell's status" '^status: 7$' cat /tmp/nr-staff
check_grep_ "the terminal is user_devpts_t again afterwards" '^after: .*:user_devpts_t:' cat /tmp/nr-staff

group_ "newrole: user_r may not become sysadm_r" newrole
[ -n "$skip_reason_" ] ||
  session_ /tmp/nr-user "$USER_CTX" secret /usr/bin/newrole -r sysadm_r -- /etc/nrtest/idz.sh
check_grep_ "newrole says the context is not valid" \
  '^user_u:sysadm_r:sysadm_t:s0 is not a valid context$' cat /tmp/nr-user
check_grep_ "... and exits 255" '^status: 255$' cat /tmp/nr-user
check_grep_ "... without asking for a password" '^before: ' sh -c '! grep -q "^Password:" /tmp/nr-user && cat /tmp/nr-user'
check_grep_ "... nor touching the terminal" '^after: .*:user_devpts_t:' cat /tmp/nr-user

group_ "newrole: a wrong password" newrole
[ -n "$skip_reason_" ] ||
  session_ /tmp/nr-wrong "$STAFF_CTX" wrong /usr/bin/newrole -r sysadm_r -- /etc/nrtest/idz.sh
check_grep_ "newrole refuses it" '^newrole: incorrect password for root$' cat /tmp/nr-wrong
check_fails_ "... and runs no shell in sysadm_t" grep -q sysadm_t /tmp/nr-wrong
check_grep_ "... exits 255" '^status: 255$' cat /tmp/nr-wrong

group_ "run_init: a service script in initrc_context" run_init
[ -n "$skip_reason_" ] ||
  as_ "$ADMIN_CTX" "/vm/bin/ptyrun secret /usr/sbin/run_init /etc/init.d/ctxtest start now" 2>&1 |
  tr -d '\r' > /tmp/ri-ok
check_grep_ "run_init names the user" '^Authenticating root\.$' cat /tmp/ri-ok
check_grep_ "the script runs in system_u:system_r:initrc_t, with its arguments" \
  '^script: system_u:system_r:initrc_t:s0-s0:c0.c1023 args: start now$' cat /tmp/ri-ok
[ -n "$skip_reason_" ] ||
  as_ "$ADMIN_CTX" "/vm/bin/ptyrun wrong /usr/sbin/run_init /etc/init.d/ctxtest start" 2>&1 |
  tr -d '\r' > /tmp/ri-wrong
check_grep_ "a wrong password: refused" '^run_init: incorrect password for root$' cat /tmp/ri-wrong
check_fails_ "... and the script does not run" grep -q '^script:' /tmp/ri-wrong
check_fails_ "user_t cannot run run_init" \
  as_ "$USER_CTX" "/usr/sbin/run_init /etc/init.d/ctxtest start < /dev/null"

# Ours against Debian's, both entered through their *_exec_t label from
# the same domain, in the C locale, without a terminal (stdin
# /dev/null: no password can be typed) or on one (ptyrun).
group_ "newrole, run_init: ours against the reference" newrole run_init
[ -x /vm/ref/newrole ] || [ -n "$skip_reason_" ] ||
  skip_reason_="no reference newrole in the guest (/vm/ref; VM_REFS)"
mkdir -p /run/nrcmp
# nr_side_ DIR SIDE CONTEXT COMMAND-LINE: run_side_ for a command line
# run in CONTEXT, its output through pipes (which every domain here may
# write), not into files of a type the confined programs may not write.
nr_side_ () {
  d_=$1 s_=$2
  ( export LC_ALL=C
    { { as_ "$3" "$4" 3>&-; echo $? > "$d_/$s_.rc"; } 2>&1 1>&3 3>&- |
        cat > "$d_/$s_.err"; } 3>&1 | cat > "$d_/$s_.out" )
}
same_ () {
  ctx_=$1 prog_=$2 how_=$3; shift 3
  skipping_ "$prog_ $* (${ctx_%%:*}, $how_)" && return 0
  case $how_ in
    notty) pre_= post_='< /dev/null' ;;
    pty) pre_='/vm/bin/ptyrun secret' post_= ;;
    wrong) pre_='/vm/bin/ptyrun wrong' post_= ;;
  esac
  for side_ in ref our; do
    if [ $side_ = ref ]; then p_=/vm/ref/$prog_; else p_=$(command -v "$prog_"); fi
    nr_side_ /run/nrcmp $side_ "$ctx_" \
      "$pre_ $SHELL_ /etc/nrtest/run.sh $prog_ $p_ $* $post_"
    tr -d '\r' < /run/nrcmp/$side_.out > /run/nrcmp/$side_.t &&
      mv /run/nrcmp/$side_.t /run/nrcmp/$side_.out
  done
  report_sides_ "$prog_ $* (${ctx_%%:*}, $how_: the reference's output)" /run/nrcmp
  rm -f /run/nrcmp/*
}
for args in '' '-V' '--version' '-p' '-Q' '--help' '-r' '-r a -r b' '-t a -t b' \
    '-l s0 -l s0' '-r nosuch_r' '-r sysadm_r -t nosuch_t' '-r a:b -t c' \
    '-t user_t' '-t staff_t' '-l s0' '-l s0:c0' '-l s1' '-l s0-s0:c0.c1023 -p' \
    '-r sysadm_r' '--role=sysadm_r -- -c true' '-r staff_r -V'; do
  same_ "$STAFF_CTX" newrole notty $args
done
for args in '-r sysadm_r' '-r staff_r' '-t sysadm_t -r sysadm_r -V' '-p -r user_r'; do
  same_ "$USER_CTX" newrole notty $args
done
same_ "$STAFF_CTX" newrole wrong -r sysadm_r -- /etc/nrtest/idz.sh
same_ "$STAFF_CTX" newrole pty -r sysadm_r -- /etc/nrtest/idz.sh
same_ "$STAFF_CTX" newrole pty -l s0 -- /etc/nrtest/idz.sh
same_ "$STAFF_CTX" newrole pty -t staff_t -p -- /etc/nrtest/idz.sh
same_ "$ADMIN_CTX" newrole pty -r staff_r -- /etc/nrtest/idz.sh
for args in '' '/etc/init.d/ctxtest'; do
  same_ "$ADMIN_CTX" run_init notty $args
done
same_ "$ADMIN_CTX" run_init wrong /etc/init.d/ctxtest start
same_ "$ADMIN_CTX" run_init pty /etc/init.d/ctxtest start
same_ "$ADMIN_CTX" run_init pty /nonexistent
