# demo.sh: `make demo`, the suite on a live SELinux kernel, for a person
# watching the console.  Each step is one line: heading_ TITLE, or
# show_ 'COMMAND LINE' (shown, then run).  A command whose tool this
# build lacks is shown with a note instead of its output.

# Keep the kernel's own messages off the console; the AVC lines are shown
# from dmesg where they matter.
dmesg -n 1

# Bold headings and commands, when the host says its terminal shows them.
if [ -e /vm/color ]; then bold_=$(printf '\033[1m') off_=$(printf '\033[0m')
else bold_= off_=
fi

heading_ () { printf '\n%s=== %s ===%s\n' "$bold_" "$1" "$off_"; }

# show_as_ TEXT COMMAND...: show TEXT as typed, run COMMAND.
show_as_ () {
  printf '%s# %s%s\n' "$bold_" "$1" "$off_"
  tool_=${2%% *}
  case " $(echo $SUITE_TOOLS) " in
    *" $tool_ "*) have_ "$tool_" || { echo "(secoreutils has no $tool_ yet)"; return 0; } ;;
  esac
  eval "$2" 2>&1
}
show_ () { show_as_ "$1" "$1"; }

# mode_ 0|1: switch the kernel's mode, with our setenforce when this
# build has it, else by hand.
mode_ () {
  if have_ setenforce; then show_ "setenforce $1; getenforce"
  else show_ "echo $1 > $SELINUXFS/enforce; cat $SELINUXFS/enforce; echo"
  fi
}

heading_ "SELinux is on: our load_policy -i loaded our targeted policy at boot"
show_ 'getenforce'
show_ 'sestatus'

heading_ "Who am I: an administrator's session"
show_ 'id -Z'
show_ 'id'

heading_ "A confined daemon: ntpd (a copy of busybox here) runs in ntpd_t"
show_ 'chcon -t ntpd_exec_t /usr/sbin/ntpd'
show_ 'chcon -t ntp_drift_t /etc/ntp.drift'
show_ 'chcon -t etc_t /etc /etc/ntp.conf'
show_ 'ls -Z /usr/sbin/ntpd /etc/ntp.drift /etc/ntp.conf'
show_ 'ls -lZ /usr/sbin/ntpd /etc/ntp.drift /etc/ntp.conf'
show_as_ '(exec -a sleep /usr/sbin/ntpd 100000) &' start_ntpd_
show_ 'pidcon $ntpd_pid'
show_ 'ps -eZ | grep ntpd'

heading_ "Enforcing: ntpd_t may write its drift file, but not /etc/ntp.conf"
mode_ 1
show_ "(exec -a sh /usr/sbin/ntpd -c 'echo 0.125 >> /etc/ntp.drift'); echo \"exit status \$?\""
show_ "(exec -a sh /usr/sbin/ntpd -c 'echo server evil >> /etc/ntp.conf'); echo \"exit status \$?\""
avc_ append etc_t ntp.conf 0 > /dev/null   # kauditd prints a moment later
show_ "dmesg | grep 'avc: .*ntp.conf'"

heading_ "Permissive: the same write succeeds, and the kernel logs it"
mode_ 0
show_ "(exec -a sh /usr/sbin/ntpd -c 'echo server evil >> /etc/ntp.conf'); echo \"exit status \$?\""
avc_ append etc_t ntp.conf 1 > /dev/null
show_ "dmesg | grep 'avc: .*ntp.conf' | tail -n 1"
show_ 'tail -n 1 /etc/ntp.conf'
mode_ 1
echo

heading_ "restorecon puts back the label file_contexts gives"
have_ setfiles && ! have_ restorecon &&
  ln -s setfiles "$(dirname "$(our_path_ setfiles)")/restorecon"
show_ 'mkdir -p /var/lib/ntp; echo 0.1 > /var/lib/ntp/ntp.drift; chcon -t etc_t /var/lib/ntp /var/lib/ntp/ntp.drift'
show_ 'restorecon -Rv /var/lib/ntp'
show_ 'ls -Z /var/lib/ntp'
echo
