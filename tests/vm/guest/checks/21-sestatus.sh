# sestatus: every line that the kernel or the config can confirm.

# yesno_ FILE YES NO: YES when selinuxfs's FILE holds 1, else NO.
yesno_ () { [ "$(cat "$SELINUXFS/$1")" = 1 ] && echo "$2" || echo "$3"; }

group_ "sestatus" sestatus
# One run, judged line by line (each start of a tool costs under TCG).
save_sestatus_ () { sestatus > /tmp/sestatus.out; }
check_ "sestatus exits 0" save_sestatus_
field_ () { sed -n "s/^$1: *//p" /tmp/sestatus.out; }
check_out_ "sestatus: SELinux status is enabled" enabled field_ "SELinux status"
check_out_ "sestatus: SELinuxfs mount is $SELINUXFS" "$SELINUXFS" field_ "SELinuxfs mount"
check_out_ "sestatus: SELinux root directory is /etc/selinux" /etc/selinux \
  field_ "SELinux root directory"
check_out_ "sestatus: Loaded policy name is targeted" targeted field_ "Loaded policy name"
check_out_ "sestatus: Current mode is the kernel's" \
  "$(kernel_mode_ | tr A-Z a-z)" field_ "Current mode"
check_out_ "sestatus: Mode from config file is enforcing" enforcing \
  field_ "Mode from config file"
check_out_ "sestatus: Policy MLS status is the kernel's" \
  "$(yesno_ mls enabled disabled)" field_ "Policy MLS status"
check_out_ "sestatus: Policy deny_unknown status is the kernel's" \
  "$(yesno_ deny_unknown denied allowed)" field_ "Policy deny_unknown status"
check_out_ "sestatus: Max kernel policy version is the kernel's" \
  "$(cat $SELINUXFS/policyvers)" field_ "Max kernel policy version"
