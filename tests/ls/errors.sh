#!/bin/bash
# Errors: missing operands, bad options and arguments, ambiguous
# abbreviations, --, option permutation, POSIXLY_CORRECT, exit statuses,
# write errors.
. "$abs_top_srcdir/tests/ls/lib.sh"

bad=(nonexistent "nonexistent types" "types nonexistent" "-l nonexistent"
     "-d nonexistent" "-R nonexistent tree" "types/reg/x" "-l types/reg/"
     "types/sl_dangling/" "types/sl_loop1/" "-L types/sl_loop1"
     "-lL types/sl_dangling" "-H types/sl_self" "-L types/sl_dangling types/reg"
     "--bogus" "-y" "-@" "--sort" "--sort=" "--sort=bogus" "--sort=s"
     "--format=bogus" "--format=" "--format=c" "--time=bogus" "--time=a"
     "--time-style=bogus" "--time-style=+%" "--time-style=" "--quoting-style=bogus"
     "--quoting-style=" "--indicator-style=x" "--color=bogus" "--color=a"
     "--classify=bogus" "--hyperlink=x" "-w" "-w abc" "-w -1" "-w 0x10"
     "-w 1e3" "-w 99999999999999999999" "-T" "-T x" "-T -1" "-T 99999999999999999999"
     "--tabsize=4x" "--width=" "--block-size" "--block-size=" "--block-size=-1"
     "--block-size=0" "--block-size=1X" "-I" "--hide" "--ignore" "--col"
     "--co" "--c" "--h" "--hi" "--in" "--i" "--f" "--fo" "--t" "--ti"
     "--time-" "--s" "--si=1" "--help=x" "--version=x" "--zero=x" "-Zx"
     "-- -l" "-l -- types/reg" "-- --" "types -l" "types/reg -- -l"
     "-ll -dd -RR" "--all --almost-all" "--format=long -1" "-1 --format=long"
     "-lD -x" "--dired" "-D -C" "--zero -D" "-D --zero" "--zero -l --dired"
     "--full-time -x" "-f -l" "-U -t" "--author" "--author -l"
     "--context=x" "-Z=" "--dereference-command-line" "--derefer"
     "types/reg types/reg types/reg" "'' types" "''" ".//types///reg")
for b in "${bad[@]}"; do
  eval "set -- $b"
  c_ "$@"
  c_ POSIXLY_CORRECT=1 "$@"
done
c_ ""
c_ "" ""
c_ -l "" types/reg
for p in @dir @vdir; do
  c_ $p --bogus
  c_ $p nonexistent
  c_ $p -l nonexistent types
  c_ $p --sort=x
done
# A device among the operands.
for o in "" -l -R -lR -Z; do
  # shellcheck disable=SC2086
  c_ $o types /dev/full
done
# A symlink loop as an operand: "Too many levels of symbolic links",
# status 2, whatever the options (-l and -d list the link itself).
for o in "" -a -A -B -R -Ra -RA -F -I\* --hide=\* \
         --dereference-command-line-symlink-to-dir -d -l -L -H; do
  # shellcheck disable=SC2086
  c_ $o types/sl_loop1
  # shellcheck disable=SC2086
  c_ $o types/sl_loop1 types/reg
done
run_cases_

# Writing to /dev/full and to a closed stdout: messages and status.
for loc in $locales; do
  for o in "" -l -R; do
    cases=$((cases + 2))
    # shellcheck disable=SC2086
    (cd "$fx" && LC_ALL=$loc run_as_ ls $ref_dir/ls $o types >/dev/full) 2>ref.err; rs=$?
    # shellcheck disable=SC2086
    (cd "$fx" && LC_ALL=$loc run_as_ ls "$ours_dir/ls" $o types >/dev/full) 2>our.err; os=$?
    [ $rs = $os ] && cmp -s ref.err our.err ||
      report_mismatch_ $loc "ls $o types >/dev/full" $rs $os
    # shellcheck disable=SC2086
    (cd "$fx" && LC_ALL=$loc run_as_ ls $ref_dir/ls $o types >&-) 2>ref.err; rs=$?
    # shellcheck disable=SC2086
    (cd "$fx" && LC_ALL=$loc run_as_ ls "$ours_dir/ls" $o types >&-) 2>our.err; os=$?
    [ $rs = $os ] && cmp -s ref.err our.err ||
      report_mismatch_ $loc "ls $o types >&-" $rs $os
  done
done
rm -f ref.err our.err
finish_
