# debian/host.sh: the host side of the Debian guest, sourced (after
# tests/init.sh and tests/vm/host.sh) by tests/vm/debian.sh and by
# `make demo-debian`.  The guest boots from three pieces:
#   - the cached Debian image (debian/build-image), as a throw-away
#     snapshot: the guest's writes never reach the cache;
#   - a small second disk, made per run, with the suite: our built tools,
#     the build's policy, the guest's init and checks, and a probe per
#     daemon labelled with the daemon's entry type; labelled on the host
#     from the policy's file_contexts, and bind-mounted file by file over
#     the image by the initramfs;
#   - a tiny initramfs (busybox and the kernel modules to reach the disks).
#
# Knobs from the environment: VM_DEBIAN_DIR (the image cache), VM_DEBIAN_TIMEOUT
# (seconds, default 1200 here: make check runs it beside other tests),
# VM_DEBIAN_MEM (MiB, default 1536), VM_DEBIAN_DEBS (a folder of secoreutils
# .debs, from make deb: the guest gets our tools and policy by dpkg -i
# of them into its image instead of from the suite disk), VM_DEBIAN_MODE (the boot's mode: enforcing, or permissive to collect
# every denial of a run at once while fixing the policy), VM_DEBIAN_POLICY
# (the store /etc/selinux/config names: targeted, or strict: then the
# guest's init relabels the image from strict's file_contexts before it
# loads a policy, as a first boot after a switch would).

deb_src=$srcdir/tests/vm/debian
: "${VM_DEBIAN_DIR:=/var/cache/secoreutils/debian}"
: "${VM_DEBIAN_MEM:=1536}"
fc=$VM_POLICY_DIR/contexts/files/file_contexts
: "${VM_DEBIAN_POLICY:=targeted}"
strict_dir=$builddir/policy/strict
# The suite's labels come from the booted policy's file contexts.
case $VM_DEBIAN_POLICY in
  strict) suite_fc=$strict_dir/contexts/files/file_contexts ;;
  *) suite_fc=$fc ;;
esac

# deb_setfiles_: our setfiles once the build has it, else the reference.
deb_setfiles_ () {
  for p_ in $VM_SBIN_PROGRAMS; do
    case $p_ in */setfiles) [ -x "$builddir/$p_" ] && { echo "$builddir/$p_"; return; } ;; esac
  done
  echo /usr/sbin/setfiles
}

deb_require_ () {
  vm_require_
  [ "$(id -u)" = 0 ] || skip_ "the Debian guest is labelled and packed as root"
  [ -s "$VM_KERNEL_DIR/modules/order" ] ||
    skip_ "no kernel modules in $VM_KERNEL_DIR/modules: rerun 'sh tests/vm/get-kernel' as root"
  require_cmd_ mkfs.ext4 setfattr
  [ -r "$fc" ] || skip_ "policy not built: no $fc"
  [ -r "$suite_fc" ] || skip_ "policy not built: no $suite_fc"
  setfiles=$(deb_setfiles_)
  [ -x "$setfiles" ] || skip_ "no setfiles to label the guest (Debian package policycoreutils)"
  # The tree takes minutes to build: .ci/run builds it; a test only
  # labels and packs it (seconds), and skips when it is not there.
  ls -d "$VM_DEBIAN_DIR"/root-*/.complete > /dev/null 2>&1 ||
    skip_ "no Debian tree in $VM_DEBIAN_DIR: 'make debian-image' builds it, once (root, some minutes; .ci/run does)"
  t0_=$(date +%s)
  # The Debian tests run side by side under make -j: one builds an image
  # at a time, and the others then find it built.
  if [ -n "${VM_DEBIAN_DEBS:-}" ]; then
    image=$(VM_DEBIAN_DIR=$VM_DEBIAN_DIR flock "$VM_DEBIAN_DIR/.image.lock" \
      sh "$deb_src/build-pkgimage" "$fc" "$setfiles" "$VM_DEBIAN_DEBS") ||
      fail_ "the Debian image with the packages of $VM_DEBIAN_DEBS could not be built (see above)"
  else
    image=$(VM_DEBIAN_DIR=$VM_DEBIAN_DIR flock "$VM_DEBIAN_DIR/.image.lock" \
      sh "$deb_src/build-image" "$fc" "$setfiles") ||
      skip_ "the Debian image could not be built (see above)"
  fi
  root_tree=$(ls -d "$VM_DEBIAN_DIR"/root-* | head -n 1)
  echo "image: $image (labelled by $setfiles; ready in $(( $(date +%s) - t0_ )) s)"
}

# deb_copy_ FILE DEST: FILE into the suite tree at DEST, with the shared
# libraries it needs that the Debian image lacks.
deb_copy_ () {
  mkdir -p "$suite${2%/*}" && cp "$1" "$suite$2" || return 1
  ldd "$1" 2> /dev/null | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\//) print $i }' |
    while read -r lib; do
      [ -e "$root_tree$lib" ] || [ -e "$root_tree/usr$lib" ] || [ -e "$suite$lib" ] && continue
      mkdir -p "$suite${lib%/*}" && cp -L "$lib" "$suite$lib" || return 1
    done
}

# deb_build_suite_ MODE [SCENARIO]: the second disk, suite.img; MODE is
# check, demo or scenario (then the file SCENARIO is the guest's
# /vm/scenario: see debian/init).
deb_build_suite_ () {
  suite=$work/suite
  rm -rf "$suite"; mkdir -p "$suite/vm/bin" "$suite/etc/selinux" "$suite/usr/sbin" || framework_failure_ "mkdir"
  # With VM_DEBIAN_DEBS the tools and the policy came with the packages,
  # installed in the image by dpkg -i (debian/build-pkgimage).
  if [ -z "${VM_DEBIAN_DEBS:-}" ]; then
    for p in $VM_BIN_PROGRAMS; do
      deb_copy_ "$builddir/$p" "/usr/bin/${p##*/}" || framework_failure_ "copying $p"
    done
    for p in $VM_SBIN_PROGRAMS; do
      deb_copy_ "$builddir/$p" "/usr/sbin/${p##*/}" || framework_failure_ "copying $p"
    done
    # restorecon is setfiles under its other name, as policycoreutils
    # installs it: init relabels /dev and /run with it, and postgresql's
    # init script relabels /run/postgresql when /sbin/restorecon exists.
    # The reference one when the build has no setfiles.
    case " $VM_SBIN_PROGRAMS " in
      *'/setfiles '*) deb_copy_ "$builddir/src/setfiles" /usr/sbin/restorecon ;;
      *) deb_copy_ /usr/sbin/setfiles /usr/sbin/restorecon ;;
    esac || framework_failure_ "copying setfiles as restorecon"
  fi
  cp "$deb_src/init" "$suite/usr/sbin/init" && chmod 0755 "$suite/usr/sbin/init" &&
    cp "$vm_guest/lib.sh" "$suite/vm/lib.sh" &&
    cp "$deb_src/session" "$deb_src/setup.sh" "$deb_src/checks.sh" "$deb_src/demo.sh" "$suite/vm/" &&
    echo "$1" > "$suite/vm/mode" &&
    { [ "$1" != scenario ] || cp "$2" "$suite/vm/scenario"; } &&
    { [ -z "${deb_color:-}" ] || : > "$suite/vm/color"; } &&
    { [ -n "${VM_DEBIAN_DEBS:-}" ] || cp -R "$VM_POLICY_DIR" "$suite/etc/selinux/targeted"; } &&
    { [ -n "${VM_DEBIAN_DEBS:-}" ] || { [ "$VM_DEBIAN_POLICY" = targeted ] && [ -z "${deb_policy_tools:-}" ]; } ||
      cp -R "$strict_dir" "$suite/etc/selinux/strict"; } &&
    printf 'SELINUX=%s\nSELINUXTYPE=%s\n' "${VM_DEBIAN_MODE:-enforcing}" "$VM_DEBIAN_POLICY" \
      > "$suite/etc/selinux/config" ||
    framework_failure_ "writing the suite tree"
  if [ "$VM_DEBIAN_POLICY" = targeted ]; then
    deb_a2a_suite_ || framework_failure_ "the audit2allow scenario's files"
  fi
  # What rebuilds the policy sources on the guest (the image has neither
  # checkpolicy nor make), with our packages installed too.
  if [ "$VM_DEBIAN_POLICY" != targeted ] || [ -n "${deb_policy_tools:-}" ]; then
    for t_ in checkpolicy make; do
      p_=$(command -v $t_) && deb_copy_ "$p_" "/usr/bin/$t_" || framework_failure_ "copying $t_"
    done
  fi
  # The policy sources in each store (the packages install their own).
  if [ -z "${VM_DEBIAN_DEBS:-}" ] && { [ "$VM_DEBIAN_POLICY" != targeted ] || [ -n "${deb_policy_tools:-}" ]; }; then
    make -s -C "$builddir" install-policy-src DESTDIR="$suite" selinuxdir=/etc/selinux > /dev/null ||
      framework_failure_ "installing the policy sources"
    # Our fixfiles, with the guest's paths of setfiles and restorecon.
    sed -e 's|^SETFILES=.*|SETFILES=/usr/sbin/setfiles|' \
      -e 's|^RESTORECON=.*|RESTORECON=/usr/sbin/restorecon|' "$builddir/src/fixfiles" \
      > "$suite/usr/sbin/fixfiles" && chmod 0755 "$suite/usr/sbin/fixfiles" ||
      framework_failure_ "copying fixfiles"
  fi
  # The guest changes /etc/selinux (make load, the switch): copied, not
  # bind-mounted read-only (debian/init1, debian/init).
  if [ "$VM_DEBIAN_POLICY" != targeted ] || [ -n "${deb_policy_tools:-}" ]; then
    : > "$suite/vm/copy-selinux" || framework_failure_ "/vm/copy-selinux"
  fi
  # Logins to drive on ttyS2 (deb_logins: USER:PASSWORD words, an
  # account once in the guest's list however often it logs in).
  if [ -n "${deb_logins:-}" ]; then
    mkdir -p "$suite/usr/share/vm" &&
      printf '%s\n' $deb_logins | awk '!seen[$0]++' > "$suite/vm/logins" &&
      cp "$deb_src/login.sh" "$suite/usr/share/vm/login.sh" &&
      deb_copy_ "$builddir/tests/vm/ptyrun" /usr/bin/ptyrun ||
      framework_failure_ "the logins' files"
  fi
  # The image is labelled for targeted: under strict, init relabels it
  # before it loads the policy (debian/init).
  [ "$VM_DEBIAN_POLICY" = targeted ] || : > "$suite/vm/relabel" || framework_failure_ "/vm/relabel"
  "$setfiles" -F -r "$suite" "$suite_fc" "$suite" || framework_failure_ "$setfiles on the suite tree"
  # A probe per daemon, labelled with the daemon's entry type.
  for d in ntpd httpd named dhcpd mysqld postgresql nscd portmap snmpd squid syslogd winbind; do
    case $d in
      postgresql) et=postgresql_exec_t ;; portmap) et=portmap_exec_t ;;
      syslogd) et=syslogd_exec_t ;; *) et=${d}_exec_t ;;
    esac
    cp "$builddir/tests/vm/debian/probe" "$suite/vm/bin/probe-$d" &&
      setfattr -n security.selinux -v "system_u:object_r:$et:s0" "$suite/vm/bin/probe-$d" ||
      framework_failure_ "the probe for $d"
  done
  mkfs.ext4 -q -F -L suite -d "$suite" "$work/suite.img" 64M || framework_failure_ "mkfs.ext4 suite"
}

# deb_build_initrd_: busybox, the modules, and debian/init1 as /init.
deb_build_initrd_ () {
  root=$work/initrd-root
  rm -rf "$root"; mkdir -p "$root/bin" "$root/proc" "$root/sys" "$root/dev" "$root/modules" &&
    cp "$BUSYBOX" "$root/bin/busybox" && ln -s busybox "$root/bin/sh" &&
    cp "$deb_src/init1" "$root/init" && chmod 0755 "$root/init" &&
    cp "$VM_KERNEL_DIR"/modules/* "$root/modules/" ||
    framework_failure_ "the initramfs tree"
  vm_pack_ "$work/initrd"
}

# deb_expect_ ERE SECONDS: wait until the login line's output since the
# last match ends with a line (or prompt) matching ERE.
deb_expect_ () {
  n_=$2
  while [ "$n_" -gt 0 ]; do
    tail -c +$((deb_off_ + 1)) "$work/login.log" | tr -d '\r' | tail -n 1 | grep -Eq -- "$1" && {
      deb_off_=$(stat -c %s "$work/login.log"); return 0; }
    sleep 1; n_=$((n_ - 1))
  done
  echo "# login driver: no '$1' within $2 s" >> "$work/login.log"
  return 1
}
# deb_saw_ ERE SECONDS: as deb_expect_, for a line anywhere in the output
# since the last match.
deb_saw_ () {
  n_=$2
  while [ "$n_" -gt 0 ]; do
    tail -c +$((deb_off_ + 1)) "$work/login.log" | tr -d '\r' | grep -Eq -- "$1" && {
      deb_off_=$(stat -c %s "$work/login.log"); return 0; }
    sleep 1; n_=$((n_ - 1))
  done
  echo "# login driver: no '$1' within $2 s" >> "$work/login.log"
  return 1
}
# deb_drive_logins_: log in on the guest's ttyS2 as each of $deb_logins
# in turn, as a person at a serial terminal would, and run
# /usr/share/vm/login.sh in the session (checks.sh judges what it
# wrote).  The guest offers one getty per account and boot, so a list
# that names the accounts twice logs in again at a later boot.
# Everything the line said is in $work/login.log.
deb_drive_logins_ () {
  : > "$work/login.log"
  cat "$work/login.out" >> "$work/login.log" &
  exec 8> "$work/login.in"
  deb_off_=0
  for cred_ in $deb_logins; do
    deb_expect_ 'login: $' "${VM_DEBIAN_TIMEOUT:-1200}" || break
    printf '%s\r' "${cred_%%:*}" >&8
    deb_expect_ 'Password: $' 60 || break
    printf '%s\r' "${cred_#*:}" >&8
    deb_expect_ '[#$] $' 60 || break
    printf "PW='%s' sh /usr/share/vm/login.sh; exit\r" "${cred_#*:}" >&8
    # (Not anchored: bash's bracketed-paste escapes come first.)
    deb_saw_ "@@ login.sh done for ${cred_%%:*}\$" 300 || break
  done
  exec 8>&-
  wait
}

# deb_login_report_ [always]: the end of the login line (ttyS2), for
# whoever reads a failure: when root's console login was not judged ok
# in results.txt, or always.
deb_login_report_ () {
  [ -s login.log ] || return 0
  [ "${1:-}" = always ] || ! grep -q '^ok .*root.s console login' results.txt || return 0
  echo "---- the login line (ttyS2) ----"
  tr -d '\r' < login.log | tail -n 80
}

# deb_login_start_: with $deb_logins, the FIFOs of the guest's ttyS2
# and the driver that logs in on it (deb_drive_logins_, in the
# background); sets login_args_ (qemu's options) and driver_.
deb_login_start_ () {
  login_args_= driver_=
  [ -n "${deb_logins:-}" ] || return 0
  rm -f "$work/login.in" "$work/login.out"
  mkfifo "$work/login.in" "$work/login.out" || framework_failure_ "mkfifo"
  login_args_="-chardev pipe,id=login,path=$work/login -serial chardev:login"
  deb_drive_logins_ &
  driver_=$!
}
# deb_login_stop_: the driver and its reader end with qemu's pipes; stop
# them anyway.
deb_login_stop_ () {
  [ -z "$driver_" ] || { pkill -P "$driver_" 2> /dev/null; kill "$driver_" 2> /dev/null; wait "$driver_"; }
  return 0
}

# deb_boot_ CONSOLE RESULTS: boot the Debian guest.  no_timer_check: on
# a loaded host, TCG is slow enough for the kernel to judge the IO-APIC
# timer broken and panic at boot.
deb_boot_ () {
  case $1 in -) console=stdio ;; *) console=file:$1 ;; esac
  deb_login_start_
  # shellcheck disable=SC2046,SC2086 # the -accel options and login_args_: several words
  timeout -k 10 "${VM_DEBIAN_TIMEOUT:-1200}" "$QEMU" $(vm_accel_args_) -m "$VM_DEBIAN_MEM" -smp 2 \
    -nodefaults -no-reboot -nic none -display none \
    -serial "$console" -serial "file:$2" $login_args_ \
    -drive "file=$image,if=virtio,format=raw,snapshot=on" \
    -drive "file=$work/suite.img,if=virtio,format=raw,readonly=on" \
    -kernel "$kernel" -initrd "$work/initrd" \
    -append "console=ttyS0 lsm=selinux,capability selinux=1 quiet panic=-1 no_timer_check" \
    < /dev/null
  rc_=$?
  deb_login_stop_
  return $rc_
}

# deb_a2a_suite_: what debian/a2a.sh (audit2allow's scenario, after the
# checks) needs: the build's policy.conf, checkpolicy to compile its
# variants, and audit2why (a copy of audit2allow: the suite disk's
# files are bound one by one, so no link) for the demo.
deb_a2a_suite_ () {
  mkdir -p "$suite/vm/a2a" && cp "$deb_src/a2a.sh" "$suite/vm/" &&
    cp "$builddir/policy/policy.conf" "$suite/vm/a2a/policy.conf" &&
    deb_copy_ /usr/bin/checkpolicy /usr/bin/checkpolicy || return 1
  [ -n "${VM_DEBIAN_DEBS:-}" ] ||
    deb_copy_ "$builddir/src/audit2allow/audit2allow" /usr/bin/audit2why
}

# ---- A disk kept across reboots: scenarios of several boots ---------

# deb_overlay_ [FILE]: a copy-on-write qcow2 overlay of the cached image,
# FILE ($work/disk.qcow2 by default), as $deb_disk: the guest's writes go
# there and live through its reboots; the cache is never written.
deb_overlay_ () {
  deb_disk=${1:-$work/disk.qcow2}
  rm -f "$deb_disk"
  qemu-img create -q -f qcow2 -F raw -b "$image" "$deb_disk" ||
    framework_failure_ "qemu-img create $deb_disk"
}

# deb_watch_boots_ MARKERS PID OUT: while PID (qemu's) runs, copy each
# "vm-boot" marker (debian/init1, debian/init) of the file MARKERS (the
# guest's ttyS2) to OUT,
# with the seconds since the watch began; end PID when the guest has
# started more than $VM_DEBIAN_MAX_BOOTS boots (a boot loop: a kernel
# panic reboots at once, panic=-1).
deb_watch_boots_ () {
  local seen=0 n t0 now starts alive=0
  t0=$(date +%s.%N)
  : > "$3"
  # Until qemu is gone, and one more look then, for the last marker.
  while [ $alive = 0 ]; do
    sleep 0.5
    kill -0 "$2" 2> /dev/null; alive=$?
    # Whole lines only: the console's end with \r\n.
    n=$(grep -ac $'^vm-boot.*\r$' "$1" 2> /dev/null)
    [ "${n:-0}" -gt "$seen" ] || continue
    now=$(date +%s.%N)
    grep -a $'^vm-boot.*\r$' "$1" | tr -d '\r' | sed -n "$((seen + 1)),${n}p" |
      while IFS= read -r l; do
        printf '%s %s\n' "$(awk -v a="$t0" -v b="$now" 'BEGIN { printf "%.1f", b - a }')" "$l"
      done >> "$3"
    seen=$n
    starts=$(grep -c '^[^ ]* vm-boot: the initramfs starts' "$3")
    if [ "$starts" -gt "${VM_DEBIAN_MAX_BOOTS:-8}" ]; then
      echo "vm: boot $starts of at most ${VM_DEBIAN_MAX_BOOTS:-8}: a boot loop, qemu stopped"
      kill "$2"
      return
    fi
  done
}

# deb_expect_boots_ N STATUS: fail unless the guest started N boots
# ($work/boots.log), showing the console's end (console.txt, without
# its AVC lines) and the login line to whoever reads why; STATUS is
# qemu's.
deb_expect_boots_ () {
  boots_=$(grep -c 'vm-boot: the initramfs starts' "$work/boots.log")
  [ "$boots_" = "$1" ] && return 0
  grep -v '^AVC: ' console.txt | tail -n 100
  deb_login_report_ always
  fail_ "the guest booted $boots_ times, not $1 (qemu status $2)"
}

# deb_boot_disk_ CONSOLE RESULTS: boot the Debian guest from $deb_disk
# (deb_overlay_ makes one when there is none) and, unlike deb_boot_,
# let it reboot: a reboot inside the guest (init's sysrq b when the
# scenario writes reboot to /run/vm/next; reboot(2)) restarts the
# machine, same kernel, initramfs and disks, in the same qemu.  Returns
# when the guest powers off (qemu's status), at $VM_DEBIAN_TIMEOUT for
# all the boots together (124), or at the boot-loop guard.  The console
# (a file here) and RESULTS run on across the boots; $work/boots.log
# gets the guest's "vm-boot" markers (also on the console, but written
# to the fourth serial port, ttyS3, $work/markers, after the logins'
# ttyS2 or a null one, where no kernel message cuts
# into them), each after the host's seconds since qemu started
# (deb_boot_times_ reads it).
deb_boot_disk_ () {
  [ -n "${deb_disk:-}" ] || deb_overlay_
  local qpid wpid rc
  : > "$1"; : > "$work/markers"
  deb_login_start_
  # shellcheck disable=SC2046,SC2086 # the -accel options and login_args_: several words
  timeout -k 10 "${VM_DEBIAN_TIMEOUT:-1200}" "$QEMU" $(vm_accel_args_) -m "$VM_DEBIAN_MEM" -smp 2 \
    -nodefaults -nic none -display none \
    -serial "file:$1" -serial "file:$2" ${login_args_:--serial null} \
    -serial "file:$work/markers" \
    -drive "file=$deb_disk,if=virtio,format=qcow2" \
    -drive "file=$work/suite.img,if=virtio,format=raw,readonly=on" \
    -kernel "$kernel" -initrd "$work/initrd" \
    -append "console=ttyS0 lsm=selinux,capability selinux=1 quiet panic=-1 no_timer_check" \
    < /dev/null &
  qpid=$!
  deb_watch_boots_ "$work/markers" "$qpid" "$work/boots.log" &
  wpid=$!
  wait "$qpid"; rc=$?
  wait "$wpid"
  deb_login_stop_
  return $rc
}

# deb_boot_times_: each boot of the last deb_boot_disk_, a line: its
# guest uptime at its end, and the host's seconds from its initramfs to
# its end and to the next boot's initramfs.
deb_boot_times_ () {
  awk '
    / vm-boot: the initramfs starts/ { b++; start[b] = $1; next }
    / vm-boot [0-9]+: ends in a / {
      end[b] = $1; how[b] = $7 " " $8 " " $9; up = $0; sub(/.*guest uptime /, "", up); sub(/ s\)$/, "", up); upt[b] = up
    }
    END {
      for (i = 1; i <= b; i++) {
        if (!(i in end)) { printf "boot %d: did not end (started at %.1f s)\n", i, start[i]; continue }
        printf "boot %d: %s s of guest uptime; %.1f s on the host from its initramfs to its end (%s)", i, upt[i], end[i] - start[i], how[i]
        if (i < b) printf ", %.1f s to the next initramfs", start[i + 1] - end[i]
        printf "\n"
      }
    }' "$work/boots.log"
}

# deb_split_console_ CONSOLE_TXT: CONSOLE_TXT (without \r) cut at each
# boot's first line into CONSOLE_TXT's name with .1, .2, ... before .txt.
deb_split_console_ () {
  awk -v base="${1%.txt}" '/^vm-boot: the initramfs starts/ { n++ } { print > (base "." (n ? n : 0) ".txt") }' "$1"
}

# deb_judge_ RESULTS_TXT CONSOLE_TXT RC: the guest's TAP, judged: fails
# when it has no full plan (with the console's end) or a check failed
# (with the failures and the console); RC is qemu's status.
deb_judge_ () {
  local plan total failed
  plan=$(sed -n 's/^1\.\.\([0-9]*\)$/\1/p' "$1")
  total=$(grep -Ec '^(not )?ok [0-9]+' "$1")
  failed=$(grep -Ec '^not ok [0-9]+' "$1")
  if [ -z "$plan" ] || [ "$plan" != "$total" ]; then
    echo "---- console (last 80 lines) ----"
    tail -n 80 "$2"
    fail_ "the scenario did not finish (qemu status $3, ${total} checks reported)"
  fi
  echo "$total in-VM checks: $((total - failed)) passed, $failed failed"
  if [ "$failed" != 0 ]; then
    echo "---- failed ----"
    grep -E '^not ok ' "$1"
    echo "---- console, without the AVC lines (last 150) ----"
    grep -v '^AVC: ' "$2" | tail -n 150
    fail_ "$failed of $total in-VM checks failed"
  fi
}
