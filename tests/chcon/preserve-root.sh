#!/bin/bash
# chcon -R --preserve-root, run in a chroot so that a mistake can only
# relabel a scratch tree; compared with GNU chcon, output and labels.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/chcon/fixture.sh"
ref=/usr/bin/chcon
ours=$builddir/src/chcon
require_ref_ $ref
require_labels_
require_cmd_ chroot ldd

# A root with BIN as /bin/chcon, the libraries of both binaries (so the
# two trees hold the same files), and a few labelled files.
make_root () {
  local bin=$1 lib
  mkdir -p root/bin root/etc2/sub root/proc && cp "$bin" root/bin/chcon ||
    return 1
  for lib in $({ ldd $ref; ldd "$ours"; } | grep -o '/[^ ]*' | sort -u); do
    mkdir -p "root${lib%/*}" && cp "$lib" "root$lib" || return 1
  done
  touch root/etc2/f root/etc2/sub/g && ln -s / root/rootlink &&
    ln -s etc2 root/etc2link
  for f in root root/etc2 root/etc2/f root/etc2/sub; do label_ $f $L1; done
  labels_done_
}

sanitized=false
ldd "$ours" | grep -q libasan && sanitized=true
cleanup_ () { umount "$work/root/proc" 2>/dev/null; }

runs=(
  "-R --preserve-root -t x_t /" "-R --preserve-root $L2 //"
  "-R --preserve-root -t x_t /." "-R --preserve-root -t x_t /etc2/.."
  "-RH --preserve-root -t x_t /rootlink" "-RL --preserve-root -t x_t /etc2link"
  "-RP --preserve-root -t x_t /rootlink" "-R --preserve-root -v -t x_t /etc2 /"
  "--preserve-root -t x_t /" "-R --preserve-root --no-preserve-root -t x_t /"
  "-R --no-preserve-root --preserve-root -v -t x_t /"
  "-RLv --preserve-root -t x_t /etc2"
)
for r in "${runs[@]}"; do
  # With /proc mounted, a walk of all of / reads /proc, which differs run
  # to run.
  if $sanitized && [[ $r == *"--no-preserve-root -t x_t /" ]]; then
    echo "note: sanitizer build; '$r' left out (it would walk /proc)"
    continue
  fi
  for loc in $locales; do
    cases=$((cases + 1))
    # shellcheck disable=SC2086
    for who in ref our; do
      rm -rf root
      if [ $who = ref ]; then make_root $ref; else make_root "$ours"; fi ||
        framework_failure_ "cannot build the chroot"
      # A sanitizer build needs /proc; otherwise leave it out, as in an
      # initramfs.
      $sanitized && mount -t proc proc root/proc
      LC_ALL=$loc chroot root /bin/chcon $r >$who.out 2>$who.err
      echo $? >$who.status
      $sanitized && umount root/proc
      dump_labels_ root >$who.labels
    done
    cmp -s ref.out our.out && cmp -s ref.err our.err &&
      cmp -s ref.status our.status && cmp -s ref.labels our.labels ||
      report_mismatch_ $loc "chcon $r (in a chroot)" \
        "$(cat ref.status)" "$(cat our.status)"
  done
done
rm -rf root
finish_
