#!/bin/bash
# fixfiles, ours (calling our setfiles and restorecon) against 3.4's:
# usage errors and modes that need no SELinux kernel.
. "${abs_top_srcdir:?run through make check}/tests/setfiles/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/fixfiles
require_ref_ $ref
require_cmd_ bash

# Both scripts run under the same name, from the same directory.
mkdir ref ours
cp $ref ref/fixfiles
# Ours calls our setfiles, under both names.
mkdir bin
ln -s "$builddir/src/setfiles" bin/setfiles
ln -s "$builddir/src/setfiles" bin/restorecon
sed -e "s|^SETFILES=.*|SETFILES=$work/bin/setfiles|" \
    -e "s|^RESTORECON=.*|RESTORECON=$work/bin/restorecon|" \
    "$builddir/src/fixfiles" > ours/fixfiles
# The reference spends seconds per run on the mount table: few cases.
for a in "" -x "-R a -C b check" "-F -M onboot x" "check extra paths"; do
  for loc in $locales; do
    cases=$((cases + 1))
    # shellcheck disable=SC2086
    (cd ref && LC_ALL=$loc bash ./fixfiles $a) > ref.out 2> ref.err; rs=$?
    # shellcheck disable=SC2086
    (cd ours && LC_ALL=$loc bash ./fixfiles $a) > our.out 2> our.err; os=$?
    if cmp -s ref.out our.out && cmp -s ref.err our.err && [ $rs = $os ]; then :
    else report_mismatch_ $loc "fixfiles $a" $rs $os
    fi
  done
done
# onboot writes /.autorelabel: both scripts run chrooted in a scratch
# root (a tmpfs, with the host's /usr and /etc bound read-only, and the
# script in /fx, a tmpfs of its own), once writable and once read-only.  This kernel has no SELinux, so both must
# also replace the flags with -F.  bash names the line of a failed
# redirection, which differs between the scripts: it is masked.
require_cmd_ chroot
croot=$work/croot
# Unmounted before the scratch directory is removed, so that rm -rf
# never reaches the host's trees.
cleanup_ () { umount -R "$croot" 2> /dev/null; }
mkdir "$croot" && mount -t tmpfs scratch "$croot" &&
  mkdir -p "$croot"/usr "$croot"/etc "$croot"/proc "$croot"/fx &&
  for d in usr etc; do
    mount --bind /$d "$croot/$d" && mount -o remount,bind,ro "$croot/$d" || exit
  done &&
  for d in bin sbin lib lib64; do [ -L /$d ] && ln -s usr/$d "$croot/$d"; done &&
  mount -t proc proc "$croot/proc" &&
  mount -t tmpfs scratch "$croot/fx" ||
  framework_failure_ "building the chroot for fixfiles onboot"

# onboot_ WHO ARGS...: run WHO/fixfiles (WHO: ref or ours) in the chroot,
# as /fx/fixfiles; WHO.out holds its
# output and, after a line "--", what /.autorelabel holds or "absent".
onboot_ () {
  local who=$1; shift
  rm -f "$croot/.autorelabel"
  cp $who/fixfiles "$croot/fx/fixfiles" || framework_failure_ "cp $who/fixfiles"
  chroot "$croot" /bin/bash /fx/fixfiles "$@" > $who.out 2> $who.err
  echo $? > $who.rc
  sed -i 's/: line [0-9]*: /: line N: /' $who.err
  { echo --; cat "$croot/.autorelabel" 2> /dev/null || echo absent; } >> $who.out
}

for ro in rw ro; do
  [ $ro = ro ] && { mount -o remount,ro "$croot" || framework_failure_ "remount ro"; }
  for a in onboot "-F onboot" "-F -M -T 4 onboot" "-B onboot" "-M -B -T 0 onboot" \
           "-v -f onboot" "-N 2020-01-01 onboot" "-R pkg onboot" "-C old onboot" \
           "-F onboot extra"; do
    for loc in $locales; do
      cases=$((cases + 1))
      # shellcheck disable=SC2086
      LC_ALL=$loc onboot_ ref $a; LC_ALL=$loc onboot_ ours $a
      if cmp -s ref.out ours.out && cmp -s ref.err ours.err &&
         cmp -s ref.rc ours.rc; then :
      else
        cp ours.out our.out; cp ours.err our.err
        report_mismatch_ $loc "fixfiles $a ($ro root)" "$(cat ref.rc)" "$(cat ours.rc)"
      fi
    done
  done
done
finish_
