#!/bin/bash
# Colours and signals: on its controlling terminal, a coloured ls that
# gets SIGINT, SIGTERM, SIGHUP, SIGQUIT or SIGTSTP in the middle of a
# listing writes the reset sequence before it dies or stops, as GNU's;
# one that ignored SIGINT from the start keeps ignoring it; on a pipe
# it dies at once.  tests/ls/sigcolor.py runs each case (the signal is
# sent once ls is blocked writing to the terminal, so no timing decides
# anything) and describes how the stream ended; ours must be described
# as GNU's is.
. "$abs_top_srcdir/tests/init.sh"

require_ref_ /usr/bin/ls
[ -x "$builddir/src/ls/ls" ] || skip_ "our ls is not built"
require_cmd_ python3
# The system's Python when there is one: a version manager's shim in
# PATH costs seconds a run, 140 runs here.
python3=python3
[ -x /usr/bin/python3 ] && python3=/usr/bin/python3
[ -r /proc/self/syscall ] || skip_ "needs /proc/PID/syscall to see ls block"
"$python3" -c 'import os, pty; pty.openpty()' 2>/dev/null ||
  skip_ "cannot open a pseudo-terminal"
ulimit -c 0

unset LS_COLORS COLUMNS TABSIZE TIME_STYLE QUOTING_STYLE BLOCK_SIZE \
  LS_BLOCK_SIZE BLOCKSIZE POSIXLY_CORRECT COLORTERM LANG LANGUAGE LC_ALL
export TZ=UTC0 TERM=xterm

# Enough names of every colour to fill a terminal's buffer a few times.
# ls blocks once the terminal's buffer (some 20 KB) is full, and acts on
# the signal at the next name: the directories come first and fill far
# more than that, so that name is always a directory's, of the same
# colour; their names are too long for two columns, so -C and -x list
# them one a line too.
long=directory-with-a-name-too-long-for-two-columns
mkdir -p big || framework_failure_ "mkdir"
(cd big && for i in $(seq 1000 1999); do
   mkdir "$long-$i"; : > "file-$i.tar"; : > "plain-$i"
 done && chmod 755 plain-1[0-4]* && ln -s nowhere dangling && mkfifo fifo) ||
  framework_failure_ "cannot fill big/"

driver=$abs_top_srcdir/tests/ls/sigcolor.py
# case_ MODE SIG ARGS...: one comparison.
case_ () {
  local mode=$1 sig=$2; shift 2
  cases=$((cases + 1))
  "$python3" "$driver" "$mode" "$sig" /usr/bin/ls "$@" > ref.out 2>&1
  "$python3" "$driver" "$mode" "$sig" "$builddir/src/ls/ls" "$@" > our.out 2>&1
  cmp -s ref.out our.out ||
    report_mismatch_ "${LC_ALL-}" "${LS_COLORS+LS_COLORS=$LS_COLORS }$mode SIG$sig ls $*" 0 0
}

for loc in $locales; do
  export LC_ALL=$loc
  for f in -1 -l "-R -x"; do
    for sig in none INT TERM HUP QUIT TSTP IGN-INT; do
      # shellcheck disable=SC2086
      case_ pty $sig --color=always $f big
    done
  done
  case_ pty INT --color=always -C big
  case_ pty TSTP --color=always -l --hyperlink=always big
  # --color=auto colours on the terminal, never on a pipe.
  case_ pty INT --color=auto big
  case_ pipe INT --color=always -1 big big big big big big
  case_ pipe none --color=always -l big
done
# An end sequence of its own, a left/right pair that is not the default
# (so the exit writes a restore too), a colour for normal text.
export LC_ALL=C
for c in 'ec=\033[0;39m' 'lc=\033[0;:rc=m' 'no=01:fi=32'; do
  reset=$'\e[m'
  case $c in lc=*) reset=$'\e[0;m' ;; esac
  for sig in none INT TSTP; do
    LS_COLORS=$c SIGCOLOR_RESET=$reset case_ pty $sig --color=always -1 big
    LS_COLORS=$c SIGCOLOR_RESET=$reset case_ pty $sig --color=always -l big
  done
done
rm -f ref.out our.out
finish_
