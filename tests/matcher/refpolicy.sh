#!/bin/bash
# The matcher against libselinux's selabel_lookup_raw on Debian's
# refpolicy (selinux-policy-default, built into a private root by
# tests/matcher/refpolicy-cache.sh): the paths of this machine (/proc
# not entered), with their own types, and a share of them under all 8
# lookup types; from the .bin files semodule wrote (what libselinux
# reads by default) and from the text files alone.
#
# libselinux 3.4 does about 5,000 lookups a second here, so by default
# every 3rd path is looked up with its type and every 60th under all
# types; SECTX_AGREE_FULL=1 looks up every path (several minutes).
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/matcher/agree.sh"

proot=$(sh "$srcdir/tests/matcher/refpolicy-cache.sh") || {
  rc=$?; [ $rc = 77 ] && skip_ "refpolicy could not be built"; exit $rc; }
files=$proot/contexts/files
[ -s "$files/file_contexts" ] || framework_failure_ "no $files/file_contexts"

if [ "${SECTX_AGREE_FULL:-}" = 1 ]; then s=1 e=10; else s=3 e=60; fi
agree_ "refpolicy .bin, every ${s}th path" -s $s -e $e "$files/file_contexts" \
  --walk /
# Text only: the same files without their .bin.
mkdir text
cp "$files"/file_contexts "$files"/file_contexts.homedirs \
  "$files"/file_contexts.subs_dist text/
agree_ "refpolicy text, /usr /etc /var /dev" -s 7 -e 100 text/file_contexts \
  --walk /etc /var /dev /usr
# The research note's vectors and names with awkward bytes.
{
  for k in / // /. /.. /etc/ /etc// /etc/../etc/passwd /usr/./bin/bash \
      /usr//bin//bash /etc/localtime /run/log /run/shm /run/lock/lvm \
      /var/run/lock/lvm /run/lock /var/run/lock /libx32foo /lib32/x \
      /home/alice /home/alice/.ssh /root /tmp/.X11-unix /proc /proc/1 \
      /mnt/usb /mnt/usb/x /dev/pts/0 /dev/sda1 /quota.user /aquota.group \
      /usr/lib64/systemd/systemd /var/named/chroot/proc/x '/usr/bin/a b' \
      /usr/bin/ü /sbin/init /etc/selinux/default/contexts/files/file_contexts \
      f1 /nonexistent/deep/path; do
    printf '* %s\n' "$k"
  done
  printf '* /etc/passwd\\n\n* /tmp\\n\n* /usr/bin/\\n\n'
} > keys
agree_ "refpolicy vectors" "$files/file_contexts" --keys keys
agree_ "refpolicy vectors, text" text/file_contexts --keys keys
agree_finish_
