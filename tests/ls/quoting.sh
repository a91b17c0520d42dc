#!/bin/bash
# Quoting of awkward names: every --quoting-style, QUOTING_STYLE, -b -q
# -N -Q, --hide-control-chars, --show-control-chars, and the terminal
# defaults (shell-escape, -q, the alignment space) on a pseudo-terminal.
. "$abs_top_srcdir/tests/ls/lib.sh"

styles=(literal locale shell shell-always shell-escape shell-escape-always
        c c-maybe escape clocale sh esc)
opts=("" -b -q -N -Q --escape --literal --quote-name
      --hide-control-chars --show-control-chars "-q -b" "-b -q" "-N -q"
      "-Q -N" "-Nb" "-qN" "--show-control-chars -q" "-q --show-control-chars")
for f in -1 -C -l -m -x; do
  for s in "${styles[@]}"; do
    c_ $f "--quoting-style=$s" names
    c_ $f QUOTING_STYLE="$s" names
    c_ $f QUOTING_STYLE="$s" -N names
  done
  for o in "${opts[@]}"; do
    # shellcheck disable=SC2086
    c_ $f $o names
  done
done
for s in "${styles[@]}" "" bogus; do
  c_ QUOTING_STYLE="$s" -R names/dir*
  c_ QUOTING_STYLE="$s" -lF types
done
c_ -l names/sl*   types/sl_space
c_ -lQ names/sl*
c_ -R "names/dir with space" names/dir*
c_ -d names/*a* names/*x*
c_ --zero -b names
c_ -Z -Q labels
# The terminal: shell-escape quoting, -q, the alignment space, widths.
for o in "" -1 -l -x -m -b -N -Q -q --show-control-chars \
         --quoting-style=literal --quoting-style=c --quoting-style=locale \
         -F "-w 40" "-w 200" -s -i -Z "-T 0"; do
  # shellcheck disable=SC2086
  c_ @tty $o names
  # shellcheck disable=SC2086
  c_ @tty $o many
  # shellcheck disable=SC2086
  c_ @tty QUOTING_STYLE=escape $o names
done
c_ @tty COLUMNS=40 names
c_ @tty @dir names
c_ @tty @vdir names
c_ @tty "names/a b" names/qm? names/star*
run_cases_
finish_
