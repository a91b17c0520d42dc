# cp and mv in enforcing mode: a copy never exists, even for an instant,
# with another label than its final one.  Ours and GNU's (/vm/ref) run in
# cptest_t, a test-only domain (tests/vm/policy/cptest.te) that may create
# files and directories of cptest_final_t only, in cptest_dir_t
# directories: a copy made with the directory's type and relabelled
# afterwards would be refused at its creation.  --preserve=context,
# --context, -Z, and mv across file systems (tmpfs to the root file
# system) must succeed there, as GNU's do; a plain cp, which makes the
# directory's type, must be refused, as GNU's is.

group_ "cp and mv create with the final label (enforcing, cptest_t)" cp mv chcon
for ce_tool in cp mv; do
  [ -x /vm/ref/$ce_tool ] || [ -n "$skip_reason_" ] ||
    skip_reason_="no GNU $ce_tool in the guest (/vm/ref/$ce_tool; VM_REFS)"
done
seinfo_type_ () { grep -q "$1" /etc/selinux/targeted/policy/policy.* 2> /dev/null; }
[ -n "$skip_reason_" ] || seinfo_type_ cptest_final_t ||
  skip_reason_="the VM's policy lacks the test domain (tests/vm/policy/cptest.te)"
ce_final=system_u:object_r:cptest_final_t:s0
ce_fc=/etc/selinux/targeted/contexts/files/file_contexts.local

# The programs, entering cptest_t when run: /tmp/cpe-bin/SIDE/TOOL.
cpe_programs_ () {
  for ce_side in ref our; do
    mkdir -p /tmp/cpe-bin/$ce_side || return 1
    for ce_tool in cp mv; do
      ce_from=/vm/ref/$ce_tool
      [ $ce_side = our ] && ce_from=$(our_path_ $ce_tool)
      busybox cp "$ce_from" /tmp/cpe-bin/$ce_side/$ce_tool &&
        chcon -t cptest_exec_t /tmp/cpe-bin/$ce_side/$ce_tool || return 1
    done
  done
}

# A side's trees: the sources in /tmp/cpe-SIDE/src (tmpfs), out -> the
# destination /cpe-SIDE/dst on the root file system.
cpe_tree_ () {
  ce_s=/tmp/cpe-$1/src ce_d=/cpe-$1/dst
  rm -rf "/tmp/cpe-$1" "/cpe-$1"
  mkdir -p "$ce_s/d" "$ce_d" || return 1
  printf 'f\n' > "$ce_s/f"; printf 'a\n' > "$ce_s/d/a"
  ln -s "$ce_d" "$ce_s/out"
  chcon -t cptest_dir_t "$ce_s" "$ce_d" &&
    chcon -h -t cptest_dir_t "$ce_s/out" &&
    chcon -R -t cptest_final_t "$ce_s/f" "$ce_s/d"
}

cpe_labels_ () {
  for ce_r in /tmp/cpe-$1 /cpe-$1; do
    (cd "$ce_r" && find . | sort | while IFS= read -r ce_p; do
       printf '%s %s\n' "$ce_p" "$(/vm/bin/filecon "$ce_p" 2>&1)"
     done)
  done
}

# same_enforcing_ EXPECT TOOL ARGS...: GNU's TOOL and ours in cptest_t,
# each in its own fresh tree (cwd the sources); same output, status and
# labels, and ours exits 0 when EXPECT is ok, non-zero when it is fail.
same_enforcing_ () {
  ce_expect=$1 ce_tool=$2; shift 2
  skipping_ "$ce_tool $* (as GNU's, in cptest_t)" && return 0
  mkdir -p /run/cpe
  for ce_side in ref our; do
    if ! cpe_tree_ $ce_side 2> /run/cpe/setup; then
      not_ok_ "$ce_tool $* (as GNU's, in cptest_t)" "setup failed" "$(cat /run/cpe/setup)"
      return 0
    fi
    (cd /tmp/cpe-$ce_side/src && export LC_ALL=C &&
     exec -a $ce_tool /tmp/cpe-bin/$ce_side/$ce_tool "$@") \
      > /run/cpe/$ce_side.out 2> /run/cpe/$ce_side.err
    echo $? > /run/cpe/$ce_side.rc
    cpe_labels_ $ce_side | sed "s/cpe-$ce_side/cpe-SIDE/g" > /run/cpe/$ce_side.labels
  done
  report_sides_ "$ce_tool $* (as GNU's, in cptest_t)" /run/cpe labels
  ce_rc=$(cat /run/cpe/our.rc)
  if [ $ce_expect = ok ]; then
    ce_desc="$ce_tool $*: ours succeeds in cptest_t"
    [ "$ce_rc" = 0 ]
  else
    ce_desc="$ce_tool $*: ours is refused in cptest_t"
    [ "$ce_rc" != 0 ]
  fi
  if [ $? = 0 ]; then ok_ "$ce_desc"
  else not_ok_ "$ce_desc" "exit $ce_rc" "$(cat /run/cpe/our.err)" \
    "$(dmesg | grep 'avc:  denied' | grep ':cptest_t:' | tail -n 5)"
  fi
  rm -rf /run/cpe/* /tmp/cpe-ref /tmp/cpe-our /cpe-ref /cpe-our
}

if ! skipping_ "the kernel enforces"; then
  if set_mode_ 1; then ok_ "the kernel enforces"
  else not_ok_ "the kernel enforces" "$(kernel_mode_)"
  fi
fi
if [ -z "$skip_reason_" ] && ! cpe_programs_ > /run/cpe-setup 2>&1; then
  skip_reason_="could not label the programs cptest_exec_t: $(cat /run/cpe-setup)"
fi
# -Z: file_contexts gives the destinations the final type.
[ -n "$skip_reason_" ] ||
  echo "/cpe-(ref|our)/dst(/.*)? $ce_final" > "$ce_fc"

# The control: the directory's type may not be created.
same_enforcing_ fail cp f out/
same_enforcing_ ok cp --preserve=context f out/
same_enforcing_ ok cp --preserve=context -R d out/
same_enforcing_ ok cp --context=$ce_final f out/
same_enforcing_ ok cp -Z f out/
same_enforcing_ ok cp -Z -R d out/
same_enforcing_ ok mv f out/
same_enforcing_ ok mv d out/
same_enforcing_ ok mv -Z f out/

rm -rf /tmp/cpe-bin "$ce_fc" /run/cpe /run/cpe-setup
