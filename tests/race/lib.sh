# Sourced by the race tests after tests/init.sh: a private mount and PID
# namespace, a scratch tmpfs, an unprivileged attacker (tests/race/
# racer.py as uid 65534) rewriting a tree while root runs a tool over it
# again and again, and the count of runs that reached a victim outside
# the tree, for ours and for the reference side by side.

require_root_
require_cmd_ unshare setpriv setfattr timeout
py=/usr/bin/python3
[ -x "$py" ] || skip_ "no /usr/bin/python3 for the attacker"
if [ -z "${RACE_IN_NS:-}" ]; then
  case $0 in /*) self=$0 ;; *) self=$abs_top_builddir/$0 ;; esac
  cd / && rmdir "$work"
  RACE_IN_NS=1 exec unshare -m -p --fork --mount-proc --propagation private \
    /bin/bash "$self" "$@"
fi
mount -t tmpfs -o size=64m,mode=0755 scratch "$work" ||
  framework_failure_ "cannot mount a scratch tmpfs"
cd "$work" || framework_failure_ "cd $work"
cleanup_ () { cd /; umount -R "$work" 2>/dev/null; }
cp "$abs_top_srcdir/tests/race/racer.py" "$work/racer.py" ||
  framework_failure_ "racer.py"

# Seconds each tool races in each scenario.
: "${RACE_SECONDS:=4}"
attacker_ () {
  setpriv --reuid=65534 --regid=65534 --clear-groups "$py" "$work/racer.py" "$@"
}

scenarios=0 ours_hits=0
# race_ NAME SETUP REACHED ATTACK -- TOOL ARGS...: for the reference
# (/usr/bin/TOOL, or $ref_bin) and ours ($ours_bin), run SETUP (a
# function making a fresh tree), start ATTACK (racer.py's arguments) as
# the attacker, run the tool until RACE_SECONDS have passed, and count
# the runs after which REACHED (a function given the run's stdout file)
# says the victim was reached.  Ours must never reach it.  With
# $race_preload set, the tool (only) runs with it as LD_PRELOAD.
race_ () {
  local name=$1 setup=$2 reached=$3 attack=() tool which bin runs hits end
  shift 3
  while [ "$1" != -- ]; do attack+=("$1"); shift; done
  shift; tool=$1; shift
  local line="$name:"
  for which in reference ours; do
    if [ $which = reference ]; then bin=${ref_bin:-/usr/bin/$tool}
    else bin=$ours_bin; fi
    $setup
    attacker_ "${attack[@]}" "$RACE_SECONDS" &
    local apid=$!
    runs=0 hits=0
    end=$((SECONDS + RACE_SECONDS))
    while [ $SECONDS -lt $end ]; do
      runs=$((runs + 1))
      (if [ -n "${race_preload:-}" ]; then export LD_PRELOAD=$race_preload; fi
       exec -a "$tool" "$bin" "$@") > run.out 2> run.err
      $reached run.out && hits=$((hits + 1))
    done
    wait $apid
    line="$line $which $hits of $runs runs reached the victim;"
    [ $which = ours ] && ours_hits=$((ours_hits + hits))
    [ $which = ours ] && [ $hits -gt 0 ] && { echo "  last output:"; sed 's/^/    /' run.out run.err | head -20; }
  done
  scenarios=$((scenarios + 1))
  echo "$line"
}

race_finish_ () {
  echo "$scenarios scenarios; ours reached a victim in $ours_hits runs"
  [ $scenarios -gt 0 ] || framework_failure_ "no scenario ran"
  [ $ours_hits = 0 ]
}

# Victims whose every detail is watched: victim_make_ DIR MAKER makes
# DIR with MAKER (a function given DIR) and records its state; after a
# run, victim_changed_ DIR says whether anything of it changed (names,
# types, modes, owners, sizes, times with ctime, symlink targets,
# xattrs, contents) and, if so, makes it afresh for the next run.
victim_state_ () {
  find "$1" -printf '%p %y %m %U:%G %s %T@ %C@ %l\n' | LC_ALL=C sort
  getfattr -R -h -d -m - --absolute-names "$1" 2>/dev/null
  find "$1" -type f -exec md5sum {} + | LC_ALL=C sort
}
victim_make_ () {
  rm -rf "$1" && "$2" "$1" || framework_failure_ "victim $1"
  echo "$2" > "$1.maker"
  victim_state_ "$1" > "$1.state"
}
victim_changed_ () {
  victim_state_ "$1" > "$1.now"
  cmp -s "$1.now" "$1.state" && return 1
  # What changed, in the log.
  diff "$1.state" "$1.now" | head -8 | sed 's/^/    changed: /'
  rm -f "$1.now"
  victim_make_ "$1" "$(cat "$1.maker")"
  return 0
}

# -Z on this kernel without SELinux: tests/cp/selinux-sim.so (SELinux
# "enabled" for GNU's tool and ours alike) and a file_contexts of our
# own, FC_LINE, bound over /etc/selinux in our mount namespace.  The
# kernel computes no creation context here: what -Z sets afterwards
# (the type of an existing file, relabelled) is what is raced.
selinux_sim_ () {
  local shim=$builddir/tests/cp/selinux-sim.so
  [ -f "$shim" ] || framework_failure_ "$shim not built"
  mkdir -p "$work/sel/targeted/contexts/files" || framework_failure_ "sel"
  printf 'SELINUX=enforcing\nSELINUXTYPE=targeted\n' > "$work/sel/config"
  printf '%s\n' "$1" > "$work/sel/targeted/contexts/files/file_contexts"
  mount --bind "$work/sel" /etc/selinux ||
    framework_failure_ "cannot bind /etc/selinux"
  sim_shim=$shim
}

# The attacker's directory dst, made afresh before each run (the old
# one moved out first: the attacker may still be renaming in it), so
# that what a run finds there is only what the attacker made: a
# directory left by the run before would be one that was there before
# the tool ran, which GNU's tools follow even as a symlink, by design.
dst_ () {
  if [ -e dst ]; then
    rm -rf gone && mv -T dst gone && rm -rf gone ||
      framework_failure_ "old dst"
  fi
  mkdir dst && chown 65534:65534 dst || framework_failure_ "dst"
}
