# restorecon on the live kernel against policycoreutils 3.4's
# (/vm/ref/setfiles, run under the name restorecon, copied in with its
# libraries, see VM_REFS), over the guest's whole root file system (-x:
# not /proc, /sys, /dev or /run): both report the same relabels, and
# after ours has labelled the tree the reference finds nothing to fix;
# ls -Z, matchpathcon -V and the kernel agree; fixfiles check is quiet.
# Runs after 90-restorecon.sh, with the kernel enforcing.

group_ "restorecon: ours against policycoreutils' over the root file system" \
  restorecon matchpathcon ls
[ -x /vm/ref/setfiles ] || [ -n "$skip_reason_" ] ||
  skip_reason_="no policycoreutils setfiles in the guest (/vm/ref/setfiles; VM_REFS)"

# fixfiles (checked last) is a bash script using the usual commands:
# busybox's applets under their names, and GNU bash from the host
# (VM_REFS).  Set up first, so that the relabel covers what this adds.
fixfiles_skip_=
if have_ fixfiles; then
  if [ -x /vm/ref/bash ]; then
    mkdir -p /vm/applets && busybox --install -s /vm/applets
    [ -e /bin/bash ] || ln -s /vm/ref/bash /bin/bash
    # It calls the setfiles and restorecon of its configured sbindir.
    d_=$(sed -n 's|^RESTORECON=\(.*\)/restorecon$|\1|p' /usr/sbin/fixfiles)
    if [ -n "$d_" ] && [ ! -e "$d_" ]; then
      mkdir -p "${d_%/*}" && ln -s /usr/sbin "$d_"
    fi
  else
    fixfiles_skip_="no bash in the guest (/vm/ref/bash; VM_REFS)"
  fi
fi

mkdir -p /run/rccmp
ref_restorecon_ () { (exec -a restorecon /vm/ref/setfiles "$@"); }

# same_rc_ DESC ARGS...: the reference and ours, with ARGS, print the
# same bytes on each stream and exit with the same status.
same_rc_ () {
  d_=$1; shift
  skipping_ "$d_" && return 0
  run_side_ /run/rccmp ref ref_restorecon_ "$@"
  run_side_ /run/rccmp our restorecon "$@"
  report_sides_ "$d_ ($(wc -l < /run/rccmp/our.out) lines)" /run/rccmp
}

# Wrong labels for the tools to find: a type file_contexts never gives,
# on a file, a directory and a symlink.
mkdir -p /var/lib/rcref/dir
touch /var/lib/rcref/file
ln -sf file /var/lib/rcref/link
for f in /var/lib/rcref /var/lib/rcref/dir /var/lib/rcref/file /etc/ntp.conf; do
  chcon -t tmp_t "$f" 2> /dev/null
done
chcon -h -t tmp_t /var/lib/rcref/link 2> /dev/null

same_rc_ "restorecon -Rnvx / reports the same relabels" -Rnvx /
same_rc_ "restorecon -RnvFx / reports the same forced relabels" -RnvFx /
check_ "our restorecon -RFx / labels the root file system" restorecon -RFx /
check_out_ "then the reference restorecon -RnvFx / finds nothing to fix" "" \
  ref_restorecon_ -RnvFx /
check_out_ "and ours neither" "" restorecon -RnvFx /

# Every file of a sample: ls -Z shows what the kernel holds, and
# matchpathcon -V says it is what file_contexts asks for.
for f in / /etc /etc/ntp.conf /usr/sbin/ntpd /var/lib/rcref \
         /var/lib/rcref/file /var/lib/rcref/dir /vm/checks; do
  k_=$(filecon "$f")
  check_out_ "ls -Zd $f shows the kernel's label" "$k_ $f" ls -Zd "$f"
  check_out_ "matchpathcon -V $f verifies it" "$f verified." matchpathcon -V "$f"
done
k_=$(filecon /var/lib/rcref/link)
check_out_ "ls -Zd on the symlink shows the kernel's label" \
  "$k_ /var/lib/rcref/link" ls -Zd /var/lib/rcref/link

group_ "fixfiles check is quiet after restorecon" fixfiles restorecon
[ -n "$skip_reason_" ] || skip_reason_=$fixfiles_skip_
check_out_ "fixfiles check /etc /usr /var /vm reports nothing" "" \
  env PATH=/usr/sbin:/usr/bin:/vm/applets fixfiles check /etc /usr /var /vm
chcon -t tmp_t /var/lib/rcref/file 2> /dev/null
check_grep_ "fixfiles check reports a wrong label" \
  "^Would relabel /var/lib/rcref/file from .*:tmp_t:" \
  env PATH=/usr/sbin:/usr/bin:/vm/applets fixfiles check /var/lib/rcref
check_ "fixfiles restore /var/lib/rcref fixes it" \
  env PATH=/usr/sbin:/usr/bin:/vm/applets fixfiles restore /var/lib/rcref
check_out_ "the reference then finds nothing to fix" "" \
  ref_restorecon_ -Rnv /var/lib/rcref

# fixfiles onboot, ours against the reference script (/vm/ref/fixfiles,
# VM_REFS): with SELinux enabled, /.autorelabel keeps the flags given.
group_ "fixfiles onboot writes what policycoreutils' does" fixfiles
[ -n "$skip_reason_" ] || skip_reason_=$fixfiles_skip_
[ -n "$skip_reason_" ] || [ -r /vm/ref/fixfiles ] ||
  skip_reason_="no policycoreutils fixfiles in the guest (/vm/ref/fixfiles; VM_REFS)"

# onboot_ SCRIPT ARGS...: what SCRIPT prints, its status, and then what
# /.autorelabel holds, between brackets, or "none".  The reference's
# start-up probes of the mount table use GNU expr and grep options that
# busybox lacks, and complain: only the lines onboot itself prints, the
# usage text, the status and the file are compared.
onboot_ () {
  s_=$1; shift
  rm -f /.autorelabel
  PATH=/usr/sbin:/usr/bin:/vm/applets /bin/bash "$s_" "$@" > /run/onboot 2>&1
  st_=$?
  grep -E '^(System will relabel|Usage: /|or$)' /run/onboot
  echo "status $st_"
  if [ -e /.autorelabel ]; then echo "[$(cat /.autorelabel)]"; else echo none; fi
  rm -f /.autorelabel
}
# ARGS:WHAT /.autorelabel must hold (SELinux is enabled: the flags stay).
for a_ in "onboot:[]" "-F onboot:[-F ]" "-F -M -T 4 onboot:[-F -M -T 4 ]" \
          "-T 0 onboot:[-T 0 ]" "-N 2020-01-01 onboot:none"; do
  want_=${a_#*:} a_=${a_%%:*}
  skipping_ "fixfiles $a_" && continue
  # shellcheck disable=SC2086
  r_=$(onboot_ /vm/ref/fixfiles $a_ | sed 's|/vm/ref/fixfiles|FIXFILES|g')
  # shellcheck disable=SC2086
  o_=$(onboot_ /usr/sbin/fixfiles $a_ | sed 's|/usr/sbin/fixfiles|FIXFILES|g')
  got_=$(printf '%s\n' "$o_" | tail -n 1)
  if [ "$r_" = "$o_" ] && [ "$got_" = "$want_" ]; then
    ok_ "fixfiles $a_ ($got_)"
  else
    not_ok_ "fixfiles $a_" "expected /.autorelabel: $want_" "reference:" "$r_" \
      "ours:" "$o_"
  fi
done
