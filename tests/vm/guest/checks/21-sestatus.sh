# sestatus: every line that the kernel or the config can confirm.

# yesno_ FILE YES NO: YES when selinuxfs's FILE holds 1, else NO.
yesno_ () { [ "$(cat "$SELINUXFS/$1")" = 1 ] && echo "$2" || echo "$3"; }

group_ "sestatus" sestatus
check_ "sestatus exits 0" sestatus
check_out_ "sestatus: SELinux status is enabled" enabled sestatus_line_ "SELinux status"
check_out_ "sestatus: SELinuxfs mount is $SELINUXFS" "$SELINUXFS" sestatus_line_ "SELinuxfs mount"
check_out_ "sestatus: Loaded policy name is targeted" targeted sestatus_line_ "Loaded policy name"
check_out_ "sestatus: Current mode is the kernel's" \
  "$(kernel_mode_ | tr A-Z a-z)" sestatus_line_ "Current mode"
check_out_ "sestatus: Mode from config file is enforcing" enforcing \
  sestatus_line_ "Mode from config file"
check_out_ "sestatus: Policy MLS status is the kernel's" \
  "$(yesno_ mls enabled disabled)" sestatus_line_ "Policy MLS status"
check_out_ "sestatus: Policy deny_unknown status is the kernel's" \
  "$(yesno_ deny_unknown denied allowed)" sestatus_line_ "Policy deny_unknown status"
check_out_ "sestatus: Max kernel policy version is the kernel's" \
  "$(cat $SELINUXFS/policyvers)" sestatus_line_ "Max kernel policy version"
