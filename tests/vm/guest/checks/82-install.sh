# install on the live kernel.
#
# 1. Ours against GNU's (/vm/ref/install, see VM_REFS), unconfined: the
#    same command on two identical scratch trees must leave identical
#    labels, print the same bytes and exit alike: a plain install (which
#    relabels an absolute destination to file_contexts' whole context),
#    -Z, --context=CTX, --preserve-context, -C with contexts, -d and -D.
#    A plain install's label is matchpathcon's answer.
# 2. In enforcing mode, in cptest_t (tests/vm/policy/cptest.te: it may
#    create files and directories of cptest_final_t only, and relabel
#    nothing): -Z, --context, --preserve-context, -D -Z and -d -Z make
#    each file with its final label, as GNU's do; a plain install to an
#    absolute name too, where GNU's makes the file with the directory's
#    type first and is refused; the same to a relative name (which
#    file_contexts cannot match) is refused for both.

group_ "install: ours against GNU's on the live kernel" install matchpathcon
[ -x /vm/ref/install ] || [ -n "$skip_reason_" ] ||
  skip_reason_="no GNU install in the guest (/vm/ref/install; VM_REFS)"

# A side's trees: S=/tmp/inz-SIDE (tmpfs) holding the sources, with out
# -> the root file system's /etc/inz-SIDE (file_contexts: etc_t).
inz_tree_ () {
  iz_s=/tmp/inz-$1 iz_d=/etc/inz-$1
  rm -rf "$iz_s" "$iz_d"
  mkdir -p "$iz_s" "$iz_d/in" || return 1
  printf 'f\n' > "$iz_s/f"; printf 'g\n' > "$iz_s/g"
  ln -s f "$iz_s/sl"
  printf 'old\n' > "$iz_d/in/old"
  printf 'f\n' > "$iz_d/in/same"; busybox chmod 755 "$iz_d/in/same"
  ln -s "$iz_d" "$iz_s/out"
  chcon -t user_home_t "$iz_s/f" "$iz_s/g" &&
    chcon -h -t user_home_t "$iz_s/sl" &&
    chcon -R -t tmp_t "$iz_d/in" &&
    chcon -t user_home_t "$iz_d/in/same"
}

inz_labels_ () {
  for iz_r in /tmp/inz-$1 /etc/inz-$1; do
    (cd "$iz_r" && find . | sort | while IFS= read -r iz_p; do
       printf '%s %s %s\n' "$iz_p" "$(busybox stat -c %a "$iz_p")" \
         "$(/vm/bin/filecon "$iz_p" 2>&1)"
     done)
  done
}

# same_install_ ARGS...: GNU's install and ours, each in its own fresh
# tree (cwd /tmp/inz-SIDE); SIDE in the arguments names the side.
same_install_ () {
  skipping_ "install $* (GNU's labels)" && return 0
  mkdir -p /run/inz
  for iz_side in ref our; do
    if ! inz_tree_ $iz_side 2> /run/inz/setup; then
      not_ok_ "install $* (GNU's labels)" "setup failed" "$(cat /run/inz/setup)"
      return 0
    fi
    iz_bin=/vm/ref/install
    [ $iz_side = our ] && iz_bin=$(our_path_ install)
    iz_args=$(echo "$*" | sed "s/SIDE/$iz_side/g")
    # shellcheck disable=SC2086
    (cd /tmp/inz-$iz_side && export LC_ALL=C &&
     exec -a install "$iz_bin" $iz_args) \
      > /run/inz/$iz_side.out 2> /run/inz/$iz_side.err
    echo $? > /run/inz/$iz_side.rc
    inz_labels_ $iz_side > /run/inz/$iz_side.labels
    for iz_f in out err labels; do
      sed -i "s/inz-$iz_side/inz-SIDE/g" /run/inz/$iz_side.$iz_f
    done
  done
  report_sides_ "install $* (GNU's labels)" /run/inz labels
  rm -rf /run/inz/* /tmp/inz-ref /tmp/inz-our /etc/inz-ref /etc/inz-our
}

iz_ctx=system_u:object_r:etc_t:s0
for iz_a in "f /etc/inz-SIDE/in/" "f /etc/inz-SIDE/in/old" "f g /etc/inz-SIDE/in"\
            "f out/in/" "sl /etc/inz-SIDE/in/new" "-t /etc/inz-SIDE/in f g"; do
  for iz_o in "" -v -Z --preserve-context "--context=$iz_ctx" -p -b -m600; do
    same_install_ $iz_o $iz_a
  done
done
for iz_a in "-C f /etc/inz-SIDE/in/same" "-C -Z f /etc/inz-SIDE/in/same" \
            "-C --preserve-context f /etc/inz-SIDE/in/same" \
            "-C --preserve-context g /etc/inz-SIDE/in/same" \
            "-Cv f /etc/inz-SIDE/in/old" \
            "-d /etc/inz-SIDE/a/b" "-dv -Z /etc/inz-SIDE/a/b" "-d -Z out/a/b" \
            "-d -Z /etc/inz-SIDE/in/new" "-dZ /etc/inz-SIDE/in" \
            "-d --context=$iz_ctx /etc/inz-SIDE/a" \
            "-D f /etc/inz-SIDE/a/b/f" "-Dv -Z f /etc/inz-SIDE/a/b/f" \
            "-DZ -t /etc/inz-SIDE/a/b f g" "-DZ f out/a/f" \
            "--context=no_such_t f out/in/" "--context=bogus f out/in/" \
            "-Z --preserve-context f out/in/" \
            "--preserve-context --context=$iz_ctx f out/in/"; do
  same_install_ $iz_a
done

# The relabel gives what matchpathcon names.
if ! skipping_ "a plain install gets file_contexts' whole context"; then
  rm -rf /etc/inz-m
  mkdir -p /etc/inz-m && chcon -t tmp_t /etc/inz-m
  printf 'x\n' > /tmp/inz-src
  run_our_ install /tmp/inz-src /etc/inz-m/file 2> /run/inz-m.err
  check_eq_ "a plain install gets file_contexts' whole context" \
    "$(matchpathcon -n /etc/inz-m/file)" "$(/vm/bin/filecon /etc/inz-m/file)"
  rm -rf /etc/inz-m /tmp/inz-src /run/inz-m.err
fi

group_ "install creates with the final label (enforcing, cptest_t)" install chcon
[ -x /vm/ref/install ] || [ -n "$skip_reason_" ] ||
  skip_reason_="no GNU install in the guest (/vm/ref/install; VM_REFS)"
grep -q cptest_final_t /etc/selinux/targeted/policy/policy.* 2> /dev/null ||
  [ -n "$skip_reason_" ] ||
  skip_reason_="the VM's policy lacks the test domain (tests/vm/policy/cptest.te)"
ie_final=system_u:object_r:cptest_final_t:s0
ie_fc=/etc/selinux/targeted/contexts/files/file_contexts.local

ine_tree_ () {
  ie_s=/tmp/ine-$1/src ie_d=/ine-$1/dst
  rm -rf "/tmp/ine-$1" "/ine-$1"
  mkdir -p "$ie_s" "$ie_d" || return 1
  printf 'f\n' > "$ie_s/f"
  ln -s "$ie_d" "$ie_s/out"
  chcon -t cptest_dir_t "$ie_s" "$ie_d" &&
    chcon -h -t cptest_dir_t "$ie_s/out" &&
    chcon -t cptest_final_t "$ie_s/f"
}

ine_labels_ () {
  for ie_r in /tmp/ine-$1 /ine-$1; do
    (cd "$ie_r" && find . | sort | while IFS= read -r ie_p; do
       printf '%s %s\n' "$ie_p" "$(/vm/bin/filecon "$ie_p" 2>&1)"
     done)
  done
}

# ine_run_ SIDE ARGS...: that side's install in cptest_t, in a fresh
# tree (cwd the sources, or $IE_CWD); results in /run/ine/SIDE.*.
ine_run_ () {
  ie_side=$1; shift
  ine_tree_ $ie_side 2> /run/ine/setup || return 1
  ie_args=$(echo "$*" | sed "s/SIDE/$ie_side/g")
  ie_cwd=$(echo "${IE_CWD:-/tmp/ine-SIDE/src}" | sed "s/SIDE/$ie_side/g")
  # shellcheck disable=SC2086
  (cd "$ie_cwd" && export LC_ALL=C &&
   exec -a install /tmp/ine-bin/$ie_side/install $ie_args) \
    > /run/ine/$ie_side.out 2> /run/ine/$ie_side.err
  echo $? > /run/ine/$ie_side.rc
  ine_labels_ $ie_side > /run/ine/$ie_side.labels
  for ie_f in out err labels; do
    sed -i "s/ine-$ie_side/ine-SIDE/g" /run/ine/$ie_side.$ie_f
  done
}

# same_enforcing_ ok|fail ARGS...: both sides agree, and ours succeeds
# (ok) or is refused (fail).
ine_same_ () {
  ie_expect=$1; shift
  ie_desc="install $* (as GNU's, in cptest_t)"
  skipping_ "$ie_desc" && return 0
  mkdir -p /run/ine
  if ! ine_run_ ref "$@" || ! ine_run_ our "$@"; then
    not_ok_ "$ie_desc" "setup failed" "$(cat /run/ine/setup)"
    return 0
  fi
  report_sides_ "$ie_desc" /run/ine labels
  ie_rc=$(cat /run/ine/our.rc)
  if [ $ie_expect = ok ] && [ "$ie_rc" = 0 ]; then ok_ "install $*: ours succeeds"
  elif [ $ie_expect = fail ] && [ "$ie_rc" != 0 ]; then ok_ "install $*: ours is refused"
  else not_ok_ "install $*: ours $ie_expect" "exit $ie_rc" "$(cat /run/ine/our.err)" \
    "$(dmesg | grep 'avc:  denied' | grep ':cptest_t:' | tail -n 5)"
  fi
  rm -rf /run/ine/* /tmp/ine-ref /tmp/ine-our /ine-ref /ine-our
}

# ine_better_ ARGS...: GNU's is refused (its file would exist with the
# directory's type first); ours succeeds, each file with its final label.
ine_better_ () {
  ie_desc="install $*: ours makes it with its final label, GNU's is refused"
  skipping_ "$ie_desc" && return 0
  mkdir -p /run/ine
  if ! ine_run_ ref "$@" || ! ine_run_ our "$@"; then
    not_ok_ "$ie_desc" "setup failed" "$(cat /run/ine/setup)"
    return 0
  fi
  ie_bad=$(grep '^\./dst/' /run/ine/our.labels | grep -v ':cptest_final_t:')
  if [ "$(cat /run/ine/ref.rc)" != 0 ] && [ "$(cat /run/ine/our.rc)" = 0 ] &&
     [ -z "$ie_bad" ]; then
    ok_ "$ie_desc"
  else
    not_ok_ "$ie_desc" "exit: GNU's $(cat /run/ine/ref.rc), ours $(cat /run/ine/our.rc)" \
      "$(cat /run/ine/our.err)" "$(cat /run/ine/our.labels)"
  fi
  rm -rf /run/ine/* /tmp/ine-ref /tmp/ine-our /ine-ref /ine-our
}

if ! skipping_ "the kernel enforces"; then
  if set_mode_ 1; then ok_ "the kernel enforces"
  else not_ok_ "the kernel enforces" "$(kernel_mode_)"
  fi
fi
if [ -z "$skip_reason_" ]; then
  mkdir -p /tmp/ine-bin/ref /tmp/ine-bin/our &&
    busybox cp /vm/ref/install /tmp/ine-bin/ref/install &&
    busybox cp "$(our_path_ install)" /tmp/ine-bin/our/install &&
    chcon -t cptest_exec_t /tmp/ine-bin/ref/install /tmp/ine-bin/our/install \
      > /run/ine-setup 2>&1 ||
    skip_reason_="could not label the programs cptest_exec_t: $(cat /run/ine-setup)"
fi
[ -n "$skip_reason_" ] ||
  echo "/ine-(ref|our)/dst(/.*)? $ie_final" > "$ie_fc"

ine_same_ fail f out/
ine_same_ fail f /ine-SIDE/dst/nosuchdir/
ine_same_ ok -Z f /ine-SIDE/dst/
ine_same_ ok -Z f out/
ine_same_ ok --context=$ie_final f out/
ine_same_ ok --preserve-context f out/
ine_same_ ok -m 600 -Z f out/g
ine_same_ ok -D -Z f /ine-SIDE/dst/a/b/f
ine_same_ ok -d -Z /ine-SIDE/dst/a/b
ine_better_ f /ine-SIDE/dst/
ine_better_ -m 640 f /ine-SIDE/dst/g
ine_better_ -t /ine-SIDE/dst f
ine_same_ ok -d -Z /ine-SIDE/dst/a
# With no directory before it to take a context from, GNU's makes the
# last one with the kernel's default.
IE_CWD=/ine-SIDE/dst
ine_better_ -d -Z a
ine_same_ ok -Z /tmp/ine-SIDE/src/f g
IE_CWD=

rm -rf /tmp/ine-bin "$ie_fc" /run/ine /run/ine-setup
