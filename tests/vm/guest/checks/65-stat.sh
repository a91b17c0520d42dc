# stat on the live kernel, where SELinux is enabled: the Context: line of
# the default format, -t's closing %C and %C itself must give the label
# the kernel reports (filecon); and our stat must print what GNU's does
# (/vm/ref/stat, copied in with its libraries: VM_REFS) on the same files.

group_ "stat: the Context: line and %C on the live kernel" stat

# Scratch files on a tmpfs mounted noatime, so that reading a link's
# target leaves no trace between GNU's run and ours; one of them
# relabelled by chcon, a ramfs root, which the kernel calls unlabeled.
mkdir -p /run/statcmp /tmp/statz /tmp/statram
mount -t tmpfs -o noatime tmpfs /tmp/statz 2> /dev/null
mount -t ramfs ramfs /tmp/statram 2> /dev/null
(cd /tmp/statz && : > file && mkdir dir && ln -s file link &&
  ln -s gone dangling && mkfifo fifo && touch -d '2001-02-03 04:05:06' file)
have_ chcon && chcon -t etc_t /tmp/statz/file 2> /dev/null

files="/etc /etc/ntp.conf /usr/sbin/ntpd /tmp/statz/file /tmp/statz/dir
  /tmp/statz/link /tmp/statz/dangling /tmp/statz/fifo /tmp/statram /dev/null
  /sys/fs/selinux /sys/fs/selinux/enforce /proc/1"

# Ours against the kernel.
for f in $files; do
  want=$(filecon "$f")
  check_out_ "stat -c %C $f is the kernel's label" "$want" stat -c %C "$f"
  check_eq_ "stat $f: the fifth line is Context: $want" "Context: $want" \
    "$(stat "$f" 2> /dev/null | sed -n 5p)"
  check_eq_ "stat -t $f ends with the label" "$want" \
    "$(stat -t "$f" 2> /dev/null | awk '{ print $NF }')"
done
check_out_ "stat -L -c %C of a link gives its target's label" \
  "$(filecon /tmp/statz/file)" stat -L -c %C /tmp/statz/link
check_out_ "stat -L -c %C /proc/self gives the process's context" \
  "$(kernel_context_)" stat -L -c %C /proc/self

# Ours against GNU's.
[ -x /vm/ref/stat ] || [ -n "$skip_reason_" ] ||
  skip_reason_="no GNU stat in the guest (/vm/ref/stat; VM_REFS)"
same_stat_ () {
  skipping_ "stat $*" && return 0
  run_side_ /run/statcmp ref exec -a stat /vm/ref/stat "$@"
  run_side_ /run/statcmp our stat "$@"
  report_sides_ "stat $* (GNU's output)" /run/statcmp
  rm -f /run/statcmp/*
}
for opts in "" -L -t -tL "-c %C" "-L -c %C" "--printf=%n|%C|%-40C|%.8C\n" \
            "-c %N|%C|%F|%A"; do
  # shellcheck disable=SC2086
  same_stat_ $opts $files
done
same_stat_ -f -t /sys/fs/selinux /proc /sys
same_stat_ -f /sys/fs/selinux
same_stat_ -c %C /tmp/statz/nonexistent /tmp/statz/file
same_stat_ -L -c '%n %C' /proc/self /proc/1/exe
