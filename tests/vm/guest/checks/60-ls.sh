# ls on the live kernel: our ls and GNU's (/vm/ref/ls, copied in with its
# libraries, see VM_REFS) must print the same bytes, report the same
# errors and exit with the same status, over the guest's own tree:
# /etc, /proc, /sys, /dev, the files chcon labelled, a fresh tmpfs and
# ramfs, a file nothing labelled.

group_ "ls: ours against GNU's on the live kernel" ls
[ -x /vm/ref/ls ] || [ -n "$skip_reason_" ] ||
  skip_reason_="no GNU ls in the guest (/vm/ref/ls; VM_REFS)"

# The outputs go to a directory made once, so that no directory the
# checks list changes size or time between the two runs.
mkdir -p /run/lscmp

# same_ls_ ARGS...: run GNU's and ours in the C locale; the same stdout,
# stderr and status.
same_ls_ () {
  skipping_ "ls $*" && return 0
  run_side_ /run/lscmp ref exec -a ls /vm/ref/ls "$@"
  run_side_ /run/lscmp our ls "$@"
  report_sides_ "ls $* (GNU's output)" /run/lscmp
  rm -f /run/lscmp/*
}

# Scratch files: one chcon labels, and the kernel's default for the rest;
# a ramfs and a tmpfs mount; a file created before anything relabelled.
mkdir -p /tmp/lsz/ram /tmp/lsz/tmp
mount -t ramfs ramfs /tmp/lsz/ram 2> /dev/null
mount -t tmpfs tmpfs /tmp/lsz/tmp 2> /dev/null
# (The policy may refuse some of them, on ramfs: what exists is listed.)
for d in /tmp/lsz /tmp/lsz/ram /tmp/lsz/tmp; do
  touch "$d/file"; mkdir "$d/dir"; ln -s file "$d/link"; ln -s gone "$d/dangling"
  mkfifo "$d/fifo"
done 2> /dev/null
have_ chcon && chcon -t etc_t /tmp/lsz/file /tmp/lsz/dir 2> /dev/null

for opts in -Z -lZ -dZ -LZ -lLZ -1Z -xZ -mZ -sZ -iZ -aZ -lZn "-lZ --full-time"; do
  same_ls_ $opts /etc
done
same_ls_ -dZ / /etc /proc /sys /dev /tmp /run /usr/bin /usr/sbin /vm
# (Not /proc with -l: its link count follows the number of processes.)
same_ls_ -dlZ / /etc /sys /dev /tmp /run /proc/1 /proc/sys /sys/fs/selinux
same_ls_ -RZ /etc
same_ls_ -laRZ /etc /vm
same_ls_ -RZ /usr
same_ls_ -lRZ /dev
same_ls_ -LZ /dev
same_ls_ -Z /dev /dev/null /dev/console /dev/tty
same_ls_ -lZ /dev/null /dev/zero /dev/console /dev/ttyS0 /dev/ttyS1
same_ls_ -Z /proc/1
same_ls_ -lZ /proc/1 /proc/sys/kernel
same_ls_ -dZ /proc/1 /proc/1/attr /proc/sys /proc/sys/kernel/osrelease
same_ls_ -lZ /proc/1/attr
same_ls_ -Z /sys /sys/fs /sys/kernel
same_ls_ -lZ /sys/fs/selinux
same_ls_ -RZ /sys/fs/selinux/booleans
same_ls_ -lZ /etc/ntp.conf /etc/ntp.drift /usr/sbin/ntpd /etc/issue
same_ls_ -Z /etc/ntp.conf /etc/ntp.drift /usr/sbin/ntpd /etc/issue
same_ls_ -lZ /vm/lib.sh /init /bin/busybox
for opts in -Z -lZ -LZ -lLZ -RZ -laRZ "-Z --color=always" "-lZ --color=always"; do
  same_ls_ $opts /tmp/lsz
done
same_ls_ -dZ /tmp/lsz/ram/file /tmp/lsz/tmp/file /tmp/lsz/file /tmp/lsz/link
# A directory of 300 entries, some relabelled: a long listing of 128
# entries or more is read ahead by two threads, which on this kernel
# (no getxattrat) read labels and ACLs by full name.
mkdir -p /tmp/lsmany/d && (cd /tmp/lsmany && for i in $(seq 1 300); do
  touch "f$i"; done; ln -s f1 link; ln -s gone dangling; mkfifo fifo)
have_ chcon && chcon -t etc_t /tmp/lsmany/f1* /tmp/lsmany/d 2> /dev/null
for opts in -lZ -laZ -lRZ -lLZ -lZi "-lZ --color=always" -lZt -l; do
  same_ls_ $opts /tmp/lsmany
done
same_ls_ -Z /tmp/lsz/nonexistent /etc
# A file with no label: ramfs stores no xattr and the policy has no rule
# for it, so the kernel gives the root of a ramfs mount the unlabeled
# initial SID (and refuses new files in it, so the root is all there is).
if grep -q ' /tmp/lsz/ram ramfs ' /proc/mounts; then
  check_grep_ "a ramfs has no label: the kernel says unlabeled_t" \
    ':unlabeled_t:' filecon /tmp/lsz/ram
fi
for opts in -dZ -dlZ -laZ -aZ -RaZ -dLZ -diZ -dsZ "-dlZ --color=always" \
            "-laZ --full-time"; do
  same_ls_ $opts /tmp/lsz/ram
done
same_ls_ -dZ /tmp/lsz/ram /tmp/lsz/tmp /tmp/lsz/file /tmp/lsz
same_ls_ -dlZ /tmp/lsz/ram /tmp/lsz/tmp /tmp/lsz/file /tmp/lsz
# A file system that never had labels: the ext4 disk the host made
# (vm_ext4_disk_ in host.sh) holds no security.selinux on any inode, so
# the kernel gives its files the policy's default (the "file" initial
# SID) without reading any label.  Its modules load first.
if [ -s /vm/modules/order ]; then
  for m_ in $(cat /vm/modules/order); do
    busybox insmod "/vm/modules/$m_" 2> /dev/null
  done
  mkdir -p /tmp/lsz-ext4
  mount -t ext4 -o ro /dev/vda /tmp/lsz-ext4 2> /dev/null
fi
if grep -q ' /tmp/lsz-ext4 ext4 ' /proc/mounts; then
  check_grep_ "the ext4 disk's files have no label: the kernel says file_t" \
    ':file_t:' filecon /tmp/lsz-ext4/nolabel
  for opts in -Z -lZ -dZ -dlZ -aZ -laZ -RaZ -lRZ -LZ -lLZ -iZ -sZ -1Z -xZ \
              "-lZ --color=always" "-laZ --full-time" -lZn; do
    same_ls_ $opts /tmp/lsz-ext4
  done
  same_ls_ -lZ /tmp/lsz-ext4/nolabel /tmp/lsz-ext4/dir/file \
    /tmp/lsz-ext4/link /tmp/lsz-ext4/dangling /tmp/lsz-ext4/dir
  same_ls_ -Z /tmp/lsz-ext4/nolabel /tmp/lsz-ext4/dir /tmp/lsz-ext4/link
  umount /tmp/lsz-ext4
else
  skip_ "ls on an ext4 file with no security.selinux" \
    "no ext4 disk in the guest (needs mkfs.ext4 and the modules get-kernel caches)"
fi
