# restorecon on the live kernel: it fixes a wrongly labelled ntpd drift
# file, after which ntpd_t may write it again in enforcing mode; a
# recursive restorecon leaves what the policy's file_contexts says, as
# the kernel and ls -Z report it.  Runs after 50-ntpd.sh (ntpd running,
# the kernel enforcing; append_ defined there).

# restorecon is setfiles under its other name, as installed.
if have_ setfiles && ! have_ restorecon; then
  ln -s setfiles "$(dirname "$(our_path_ setfiles)")/restorecon"
fi

drift=/var/lib/ntp/ntp.drift
mkdir -p /var/lib/ntp
echo 0.250 > $drift

group_ "restorecon -v fixes a wrongly labelled drift file" restorecon chcon
check_ "chcon -t etc_t $drift (the wrong label)" chcon -t etc_t $drift
check_ "the kernel enforces" set_mode_ 1
check_fails_ "ntpd_t may not append to the etc_t drift file" \
  append_ $drift before-restorecon
old=$(filecon $drift)
new=${old%%:object_r:*}:object_r:ntp_drift_t:${old#*:object_r:etc_t:}
check_out_ "restorecon -v $drift says what it changed" \
  "Relabeled $drift from $old to $new" restorecon -v $drift
check_eq_ "the kernel now has ntp_drift_t on $drift" "$new" "$(filecon $drift)"
check_ "ntpd_t may append to the drift file again, enforcing" \
  append_ $drift after-restorecon
check_out_ "a second restorecon -v has nothing to say" "" restorecon -v $drift

group_ "restorecon -R labels a tree from file_contexts" restorecon
mkdir -p /var/lib/ntp/sub
touch /var/lib/ntp/sub/a /var/lib/ntp/b
for f in /var/lib/ntp /var/lib/ntp/sub /var/lib/ntp/sub/a /var/lib/ntp/b; do
  chcon -t etc_t "$f" 2>/dev/null
done
check_ "restorecon -RF /var/lib/ntp" restorecon -RF /var/lib/ntp
for f in /var/lib/ntp /var/lib/ntp/sub /var/lib/ntp/sub/a /var/lib/ntp/b $drift; do
  check_eq_ "the kernel: $f is system_u:object_r:ntp_drift_t:s0" \
    system_u:object_r:ntp_drift_t:s0 "$(filecon $f)"
done
if have_ ls; then
  check_out_ "ls -Zd agrees with the kernel" \
    "system_u:object_r:ntp_drift_t:s0 /var/lib/ntp/sub/a" ls -Zd /var/lib/ntp/sub/a
fi
check_out_ "restorecon -Rnv finds nothing left to fix" "" restorecon -Rnv /var/lib/ntp
check_ "restorecon with SELinux on exits 0 on a missing path with -i" \
  restorecon -i /var/lib/ntp/nope
check_fails_ "and fails without -i" restorecon /var/lib/ntp/nope
