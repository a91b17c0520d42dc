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
# says the victim was reached.  Ours must never reach it.
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
      (exec -a "$tool" "$bin" "$@") > run.out 2> run.err
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
  victim_state_ "$1" | cmp -s - "$1.state" && return 1
  victim_make_ "$1" "$(cat "$1.maker")"
  return 0
}
