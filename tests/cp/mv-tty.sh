#!/bin/bash
# mv's (and cp's) questions on a terminal, against GNU's: mv -i, and mv
# with neither -i nor -f over a file its user may not write, which asks
# only when its input is a terminal.  tests/cp/ask-tty.py runs the tool
# on a pseudo-terminal and types the answer once the tool waits for it;
# what the terminal showed, the exit status and the tree afterwards must
# be GNU's.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/mv
require_ref_ /usr/bin/cp
require_cmd_ python3 setpriv
[ -r /proc/self/syscall ] || skip_ "needs /proc/PID/syscall to see the tool wait"
python3 -c 'import os, pty; pty.openpty()' 2>/dev/null ||
  skip_ "cannot open a pseudo-terminal"
driver=$abs_top_srcdir/tests/cp/ask-tty.py
nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"

# tty_case_ ANSWER TOOL ARGS...: GNU's TOOL and ours on a terminal, on
# fresh trees; as nobody (owning the tree) when $as_nobody is set.
tty_case_ () {
  local answer=$1 tool=$2 loc side bin; shift 2
  local ours=$builddir/src/cp/$tool
  if [ -n "$as_nobody" ]; then
    # nobody may not reach the build tree: a copy on the scratch tmpfs.
    [ -x "$work/bin/$tool" ] || { mkdir -p "$work/bin" && cp "$ours" "$work/bin/"; } ||
      framework_failure_ "copying $ours"
    ours=$work/bin/$tool
  fi
  for loc in $locales; do
    cases=$((cases + 1))
    for side in R O; do
      bin=/usr/bin/$tool
      [ $side = O ] && bin=$ours
      fresh_ ""
      [ -z "$as_nobody" ] || chown -R 65534:65534 t || framework_failure_ "chown"
      # shellcheck disable=SC2086
      (cd t && LC_ALL=$loc python3 "$driver" "$answer" \
         ${as_nobody:+$nobody} /bin/bash -c 'n=$1; shift; exec -a "$n" "$@"' \
         _ "$tool" "$bin" "$@") > $side/out 2> $side/err
      dump_tree_ t > $side/labels
    done
    if ! diff -rq R O > /dev/null; then
      for f in out err labels; do mv R/$f ref.$f; mv O/$f our.$f; done
      report_mismatch_ "$loc" "${as_nobody:+[nobody] }$tool $* (answer '$answer')" 0 0
    fi
  done
  untree_
  rm -rf t ref.* our.* R/* O/*
}

# As root: only -i asks (root may write anything).
as_nobody=
for ans in y n; do
  tty_case_ $ans mv -i f dst
  tty_case_ $ans mv -i f ro
  tty_case_ $ans mv -vi d/a d/b dd
  tty_case_ $ans cp -i f dst
done
tty_case_ y mv f ro
tty_case_ y mv -f f dst

# As a user who may not write ro (mode 0444): mv asks unprompted, -i
# asks its own question, -f and -n do not ask.
as_nobody=1
for ans in y n; do
  tty_case_ $ans mv f ro
  tty_case_ $ans mv -v f ro
  tty_case_ $ans mv -i f ro
  tty_case_ $ans mv -b f ro
  tty_case_ $ans mv f x ro d2
  tty_case_ $ans mv ro f
  tty_case_ $ans cp -i f ro
done
tty_case_ y mv -f f ro
tty_case_ y mv -n f ro
tty_case_ y mv f dst
as_nobody=
finish_
