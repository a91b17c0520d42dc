#!/bin/bash
# GNU coreutils 9.1's SELinux tests on a real SELinux kernel: the tests/vm
# guest (Debian's kernel, our policy, busybox) with GNU's tree added, where
# tests/upstream/guest.sh runs each test with GNU's programs and with ours.
#
#   vm.sh TREE OUT TEST...
#
# TREE is the built GNU tree (the cache); OUT gets, like a make check tree,
# OUT/vm-gnu/TEST.trs and .log and OUT/vm-ours/TEST.trs and .log.  Exit 77 (saying
# why) when qemu, the kernel or our policy is missing, 1 when the guest did
# not finish.  Called by run.sh (its "vm" mode); run as root.
set -u
tree=$1 out=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
export abs_top_builddir=$top abs_top_srcdir=$top
. "$top/tests/init.sh"

# What tests/vm/local.mk gives the VM test through make.
mkvar_ () {
  printf 'include Makefile\nprint-var-upstream:\n\t@echo $(%s)\n' "$1" |
    make -s -C "$top" -f - print-var-upstream 2> /dev/null
}
QEMU=${QEMU:-$(mkvar_ QEMU)}
[ -x "$QEMU" ] || QEMU=$(command -v qemu-system-x86_64)
VM_KERNEL=${VM_KERNEL:-$(mkvar_ VM_KERNEL)}
VM_KERNEL_DIR=${VM_KERNEL_DIR:-$(mkvar_ VM_KERNEL_DIR)}
[ -n "$VM_KERNEL_DIR" ] || VM_KERNEL_DIR=/var/cache/secoreutils/kernel
VM_BIN_PROGRAMS=$(mkvar_ bin_PROGRAMS)
VM_SBIN_PROGRAMS="$(mkvar_ sbin_PROGRAMS) $(mkvar_ sbin_SCRIPTS)"
VM_HELPERS= VM_CHECKS= VM_REFS=/bin/bash
: "${VM_TIMEOUT:=900}"
[ -n "$VM_BIN_PROGRAMS" ] || skip_ "cannot read bin_PROGRAMS from $top/Makefile"
. "$top/tests/vm/host.sh"
vm_require_
[ -x /bin/bash ] || skip_ "no /bin/bash to run GNU's tests in the guest"

vm_build_root_ upstream
cp "$here/guest.sh" "$root/vm/upstream.sh" ||
  framework_failure_ "copying guest.sh"
# cp/cp-a-selinux.sh makes an ext2 file system and loop-mounts it with
# context=: e2fsprogs' mkfs.ext2 and util-linux's mkfs, and the kernel's
# ext4 modules (get-kernel caches them; /vm/modules), busybox's mount on a
# loop device that util-linux's losetup has the kernel make.
for p in /sbin/mkfs /sbin/mkfs.ext2 /sbin/losetup; do
  [ -x "$p" ] && { vm_copy_ "$(readlink -f "$p")" "$p" || framework_failure_ "copying $p"; }
done
echo 'nobody:x:65534:65534:nobody:/nonexistent:/bin/sh' >> "$root/etc/passwd"
echo 'nogroup:x:65534:' >> "$root/etc/group"

# GNU's tree, as much of it as the tests use: the harness, the tests, the
# config header and every program of src/ with its libraries.
g=/vm/gnu
mkdir -p "$root$g/tests" "$root$g/src" "$root$g/lib" &&
  cp "$tree/init.cfg" "$root$g/" &&
  cp "$tree/lib/config.h" "$root$g/lib/" &&
  cp "$tree/tests/init.sh" "$tree/tests/lang-default" \
    "$tree/tests/envvar-check" "$root$g/tests/" ||
  framework_failure_ "copying GNU's harness"
for t; do
  mkdir -p "$root$g/${t%/*}" && cp "$tree/$t" "$root$g/$t" ||
    framework_failure_ "copying $t"
done
for p in "$tree"/src/*; do
  [ -f "$p" ] && [ -x "$p" ] || continue
  case $p in *.o|*.a|*.so|*.sh|*.pl) continue ;; esac
  vm_copy_ "$p" "$g/src/${p##*/}" || framework_failure_ "copying $p"
done
[ -e "$root$g/src/ginstall" ] && [ ! -e "$root$g/src/install" ] &&
  ln -s ginstall "$root$g/src/install"
built=$(printf 'include Makefile\np:\n\t@echo $(built_programs)\n' |
  make -s -C "$tree" -f - p 2> /dev/null)
[ -n "$built" ] || framework_failure_ "cannot read built_programs from $tree/Makefile"
echo "$built" > "$root$g/built_programs"
printf '%s\n' "$@" > "$root$g/tests.list"
echo "${UPSTREAM_PROGS:-ls dir vdir cp mv id chcon}" > "$root$g/ours.list"

vm_pack_ initrd
vm_boot_ initrd console results
rc=$?
tr -d '\r' < console > console.txt
tr -d '\r' < results > results.txt
cp console.txt "$out/vm-console.txt"

if ! grep -qx DONE results.txt; then
  echo "---- console (last 60 lines) ----"
  tail -n 60 console.txt
  fail_ "the guest did not finish GNU's tests (qemu status $rc)"
fi
for b in gnu ours; do
  for t; do
    base=$out/vm-$b/${t%.*}
    mkdir -p "${base%/*}"
    r=$(awk -v b="$b" -v t="$t" '$1 == "RESULT" && $2 == b && $3 == t { print $4 }' results.txt)
    printf ':test-result: %s\n' "${r:-ERROR}" > "$base.trs"
    prefix="LOG $b $t "
    awk -v p="$prefix" 'index($0, p) == 1 { print substr($0, length(p) + 1) }' \
      results.txt > "$base.log"
    echo "${r:-ERROR} $t" >> "$base.log"
  done
done
exit 0
