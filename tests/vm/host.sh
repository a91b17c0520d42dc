# host.sh: the host side of tests/vm, sourced (after tests/init.sh) by the
# VM test (vm.sh) and by `make demo` (demo).  It builds an initramfs from
# busybox-static, our built tools with their shared libraries, our policy
# and the guest scripts in tests/vm/guest, and boots Debian's kernel on it
# with qemu (TCG: no KVM needed).
#
# Set by make (tests/vm/local.mk): QEMU, VM_KERNEL, VM_KERNEL_DIR,
# VM_BIN_PROGRAMS, VM_SBIN_PROGRAMS, VM_HELPERS, VM_CHECKS, VM_REFS.
# Knobs from the environment: VM_TIMEOUT (seconds, default 900),
# VM_POLICY_DIR (the /etc/selinux/targeted tree to ship; default the
# build's policy/targeted), BUSYBOX (default /bin/busybox).

vm_guest=$srcdir/tests/vm/guest
: "${VM_TIMEOUT:=900}"
: "${VM_POLICY_DIR:=$builddir/policy/targeted}"
: "${VM_KERNEL_DIR:=/var/cache/secoreutils/kernel}"
: "${BUSYBOX:=/bin/busybox}"

# ---- Prerequisites: each missing one is a skip, with the reason -----

# vm_find_kernel_: set $kernel to the image to boot: $VM_KERNEL, else the
# ELF vmlinux that get-kernel unpacked (boots ~2.7 s faster: no XZ
# decompression under TCG), else its vmlinuz.
vm_find_kernel_ () {
  kernel=${VM_KERNEL:-}
  if [ -z "$kernel" ]; then
    for kernel in "$VM_KERNEL_DIR/vmlinux" "$VM_KERNEL_DIR/vmlinuz" ''; do
      [ -z "$kernel" ] || [ -r "$kernel" ] && break
    done
  fi
  [ -n "$kernel" ] ||
    skip_ "no kernel in ${VM_KERNEL_DIR:-?}: run 'sh tests/vm/get-kernel' as root (or configure VM_KERNEL=IMAGE)"
  [ -r "$kernel" ] || skip_ "kernel $kernel is not readable"
}

vm_require_ () {
  [ -n "${QEMU:-}" ] && [ -x "$QEMU" ] ||
    skip_ "qemu-system-x86_64 not found (Debian package qemu-system-x86)"
  vm_find_kernel_
  [ -x "$BUSYBOX" ] && ! ldd "$BUSYBOX" > /dev/null 2>&1 ||
    skip_ "no static busybox at $BUSYBOX (Debian package busybox-static)"
  require_cmd_ cpio ldd timeout
  ls "$VM_POLICY_DIR"/policy/policy.* > /dev/null 2>&1 ||
    skip_ "policy not built: no $VM_POLICY_DIR/policy/policy.NN"
  vm_choose_accel_
}

# vm_choose_accel_: KVM where /dev/kvm is usable, TCG otherwise, or as
# VM_ACCEL (kvm or tcg) says; the log names the one chosen and why.
# Usable means that the kernel boots on it: a nested /dev/kvm may open
# and yet never run a guest (a qemu-in-a-microVM hangs at once), so a
# tiny initramfs that prints a word and powers off is booted first.
vm_accel=
vm_choose_accel_ () {
  case ${VM_ACCEL:-} in
    tcg) vm_accel=tcg; echo "vm: qemu accelerator: tcg (VM_ACCEL)"; return ;;
    kvm|'') ;;
    *) framework_failure_ "VM_ACCEL must be kvm or tcg, not '$VM_ACCEL'" ;;
  esac
  local why
  if ! [ -r /dev/kvm ] || ! [ -w /dev/kvm ]; then
    why="no usable /dev/kvm"
  elif vm_kvm_boots_; then
    vm_accel=kvm
  else
    why="a test kernel did not boot on /dev/kvm within 20 s"
  fi
  if [ "$vm_accel" = kvm ]; then
    echo "vm: qemu accelerator: kvm"
  elif [ "${VM_ACCEL:-}" = kvm ]; then
    framework_failure_ "VM_ACCEL=kvm, but $why"
  else
    vm_accel=tcg
    echo "vm: qemu accelerator: tcg ($why)"
  fi
}

# vm_kvm_boots_: does the kernel boot to its init under KVM?
vm_kvm_boots_ () {
  local d=$work/kvm-probe
  mkdir -p "$d/root/bin" && cp "$BUSYBOX" "$d/root/bin/busybox" &&
    printf '#!/bin/busybox sh\n/bin/busybox echo vm-kvm-booted\n/bin/busybox poweroff -f\n' \
      > "$d/root/init" && chmod 0755 "$d/root/init" &&
    (cd "$d/root" && find . | cpio -o -H newc 2>/dev/null) > "$d/initrd" ||
    return 1
  # A subshell: the shell's word on a qemu that aborts stays out of the log.
  (timeout -k 5 20 "$QEMU" -accel kvm -cpu host -m 256 -nodefaults \
     -no-reboot -nic none -display none -serial "file:$d/console" \
     -kernel "$kernel" -initrd "$d/initrd" \
     -append "console=ttyS0 quiet panic=-1" < /dev/null > /dev/null 2>&1
   :) 2> /dev/null
  local ok=1
  grep -q vm-kvm-booted "$d/console" 2>/dev/null && ok=0
  rm -rf "$d"
  return $ok
}

# The -accel options for qemu: the chosen one first.
vm_accel_args_ () {
  case $vm_accel in
    kvm) echo "-accel kvm -accel tcg -cpu host" ;;
    *) echo "-accel tcg" ;;
  esac
}

# ---- The initramfs -------------------------------------------------

# vm_copy_ FILE DEST: copy FILE into the root tree at DEST (a path in the
# guest), with the shared libraries it needs at their own paths.
vm_copy_ () {
  mkdir -p "$root${2%/*}" && cp "$1" "$root$2" || return 1
  ldd "$1" 2> /dev/null | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^\//) print $i }' |
    while read -r lib; do
      [ -e "$root$lib" ] && continue
      mkdir -p "$root${lib%/*}" && cp -L "$lib" "$root$lib" || return 1
    done
}

# vm_install_programs_ DIR PROGRAM...: our programs (paths relative to the
# build tree, or absolute) into the guest's DIR.
vm_install_programs_ () {
  dir=$1; shift
  for p; do
    case $p in /*) ;; *) p=$builddir/$p ;; esac
    [ -x "$p" ] || framework_failure_ "$p is not built"
    vm_copy_ "$p" "$dir/${p##*/}" || framework_failure_ "copying $p"
  done
}

# vm_build_root_ MODE: the guest's root tree in $root; MODE (check or
# demo) is what the session runs.
vm_build_root_ () {
  root=$work/root
  mkdir -p "$root"/bin "$root"/proc "$root"/sys "$root"/dev "$root"/run \
    "$root"/tmp "$root"/etc/selinux "$root"/vm/checks "$root"/usr/sbin ||
    framework_failure_ "mkdir $root"
  cp "$BUSYBOX" "$root/bin/busybox" &&
    ln -s busybox "$root/bin/sh" &&
    # The confined daemon: a copy (not a link: it gets its own label).
    cp "$BUSYBOX" "$root/usr/sbin/ntpd" &&
    cp "$vm_guest/init" "$root/init" && chmod 0755 "$root/init" &&
    cp "$vm_guest/lib.sh" "$vm_guest/run" "$vm_guest/demo.sh" "$root/vm/" &&
    for c in $VM_CHECKS; do cp "$srcdir/$c" "$root/vm/checks/" || break; done &&
    echo "$1" > "$root/vm/mode" ||
    framework_failure_ "copying busybox and the guest scripts"

  vm_install_programs_ /usr/bin $VM_BIN_PROGRAMS
  vm_install_programs_ /usr/sbin $VM_SBIN_PROGRAMS
  vm_install_programs_ /vm/bin $VM_HELPERS
  # The reference tools the checks compare with, in /vm/ref; one that
  # this host lacks is left out (the checks that need it skip).
  for p in ${VM_REFS:-}; do
    [ -x "$p" ] || continue
    vm_copy_ "$p" "/vm/ref/${p##*/}" || framework_failure_ "copying $p"
  done

  # The kernel's virtio and ext4 modules, when get-kernel cached them,
  # for the checks of a second disk (vm_ext4_disk_).
  if [ -s "$VM_KERNEL_DIR/modules/order" ]; then
    mkdir -p "$root/vm/modules" &&
      cp "$VM_KERNEL_DIR"/modules/* "$root/vm/modules/" ||
      framework_failure_ "copying the kernel modules"
  fi

  cp -R "$VM_POLICY_DIR" "$root/etc/selinux/targeted" ||
    framework_failure_ "copying the policy"
  # The build's policy with the test-only domains (tests/vm/policy/*.te),
  # unless another policy tree was asked for.
  if [ "$VM_POLICY_DIR" = "$builddir/policy/targeted" ] &&
     [ -r "${VM_TEST_POLICY:-}" ]; then
    for p in "$root"/etc/selinux/targeted/policy/policy.*; do
      cp "$VM_TEST_POLICY" "$p" || framework_failure_ "copying $VM_TEST_POLICY"
    done
  fi
  printf 'SELINUX=enforcing\nSELINUXTYPE=targeted\n' > "$root/etc/selinux/config" &&
    echo 'root:x:0:0:root:/root:/bin/sh' > "$root/etc/passwd" &&
    echo 'root:x:0:' > "$root/etc/group" &&
    echo 'server 127.127.1.0' > "$root/etc/ntp.conf" &&
    echo '0.000' > "$root/etc/ntp.drift" &&
    echo 'secoreutils test VM' > "$root/etc/issue" &&
    # A value kept by setsebool -P: the boot's load_policy -i applies it
    # (guest/checks/95-booleans.sh).
    echo 'httpd_can_network_connect=1' > "$root/etc/selinux/targeted/booleans.local" ||
    framework_failure_ "writing the guest's /etc"
}

# vm_pack_ OUT: the root tree as a newc cpio archive, owned by root.  Not
# compressed: the guest would spend longer gunzipping it under TCG than
# qemu spends reading it.
vm_pack_ () {
  (cd "$root" && find . | LC_ALL=C sort | cpio -o -H newc -R 0:0 --quiet) > "$1" ||
    framework_failure_ "cpio"
}

# vm_ext4_disk_ OUT: a small ext4 image as the guest's second disk
# (/dev/vda, read-only), made by mkfs.ext4 from a tree of files with no
# extended attributes at all: on it the guest's kernel has no
# security.selinux to read.  Sets vm_disk_args for vm_boot_; without
# mkfs.ext4 or the modules, no disk (the checks that need it skip).
vm_disk_args=
vm_ext4_disk_ () {
  [ -s "$VM_KERNEL_DIR/modules/order" ] && command -v mkfs.ext4 > /dev/null ||
    return 0
  local t=$work/ext4-tree
  mkdir -p "$t/dir" && : > "$t/nolabel" && echo data > "$t/dir/file" &&
    ln -s nolabel "$t/link" && ln -s gone "$t/dangling" &&
    chmod 0640 "$t/nolabel" || framework_failure_ "the ext4 tree"
  # (A host with SELinux would label them: take every label off.)
  if command -v setfattr > /dev/null; then
    for f in "$t" "$t/dir" "$t/dir/file" "$t/nolabel" "$t/link" "$t/dangling"; do
      setfattr -h -x security.selinux "$f" 2> /dev/null
    done
  fi
  touch -h -d '2020-01-02 03:04:05' "$t"/* "$t"/dir/* "$t" &&
    mkfs.ext4 -q -F -E root_owner=0:0 -d "$t" "$1" 4M ||
    framework_failure_ "mkfs.ext4"
  vm_disk_args="-drive file=$1,if=virtio,format=raw,readonly=on"
}

# ---- Booting -------------------------------------------------------

# vm_boot_ INITRD CONSOLE RESULTS: boot; the console (ttyS0) goes to the
# file CONSOLE ('-' for stdout), the second serial port to RESULTS.
# Bounded by $VM_TIMEOUT; returns qemu's (or timeout's) status.
vm_boot_ () {
  case $2 in -) console=stdio ;; *) console=file:$2 ;; esac
  # shellcheck disable=SC2086 # vm_disk_args: several words, no blanks
  # shellcheck disable=SC2046 # the -accel options: several words
  timeout -k 10 "$VM_TIMEOUT" "$QEMU" $(vm_accel_args_) -m 512 -nodefaults \
    -no-reboot -nic none -display none \
    -serial "$console" -serial "file:$3" \
    -kernel "$kernel" -initrd "$1" ${vm_disk_args} \
    -append "console=ttyS0 lsm=selinux,capability selinux=1 quiet panic=-1" \
    < /dev/null
}

# vm_judge_ RC: judge the TAP lines the guest of vm_boot_ wrote to
# ./results (qemu's status RC), print them and the console's uptime
# marks, and end the test: fail when the run broke off or a check
# failed (with the console's last 80 lines), skip when every check was
# skipped, pass otherwise.
vm_judge_ () {
  tr -d '\r' < console > console.txt
  tr -d '\r' < results > results.txt
  cat results.txt
  grep '^# guest uptime' console.txt
  plan_=$(sed -n 's/^1\.\.\([0-9]*\)$/\1/p' results.txt)
  total_=$(grep -Ec '^(not )?ok [0-9]+' results.txt)
  failed_=$(grep -Ec '^not ok [0-9]+' results.txt)
  skipped_=$(grep -Ec '^ok [0-9]+ .*# SKIP' results.txt)
  if [ -z "$plan_" ] || [ "$plan_" != "$total_" ]; then
    echo "---- console (last 80 lines) ----"
    tail -n 80 console.txt
    fail_ "the scenario did not finish (qemu status $1, ${total_} checks reported)"
  fi
  echo "$total_ in-VM checks: $((total_ - failed_ - skipped_)) passed, $failed_ failed, $skipped_ skipped"
  if [ "$failed_" != 0 ]; then
    echo "---- console (last 80 lines) ----"
    tail -n 80 console.txt
    echo "---- failed ----"
    grep -E '^not ok ' results.txt
    fail_ "$failed_ of $total_ in-VM checks failed"
  fi
  [ "$skipped_" != "$total_" ] || skip_ "every in-VM check was skipped"
  exit 0
}
