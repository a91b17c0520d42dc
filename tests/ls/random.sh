#!/bin/bash
# Seeded random combinations of options, operands and environment
# variables.  The seed list is fixed, so every run tries the same cases;
# RANDOM_SEEDS="..." tries others.
. "$abs_top_srcdir/tests/ls/lib.sh"

opts=(-a -A -b -B -c -C -d -D -f -F -g -G -h -H -i -k -l -L -m -n -N -o -p
      -q -Q -r -R -s -S -t -T4 -u -U -v -w40 -w100 -x -X -Z -1 --si --zero
      --author --full-time --group-directories-first --file-type
      --show-control-chars --hide-control-chars --color=always --color=never
      --hyperlink=always --classify=always --time=birth --time=ctime
      --time=atime --sort=width --sort=size --sort=version --sort=extension
      --sort=none --format=commas --format=across --format=long
      --time-style=full-iso --time-style=long-iso --time-style=iso
      --time-style=+%s --indicator-style=slash --quoting-style=c
      --quoting-style=shell --quoting-style=escape --quoting-style=literal
      --quoting-style=shell-always --block-size=1K --block-size=1MB
      --block-size=\'1 --hide=*.c -Ix* --dereference-command-line-symlink-to-dir)
envs=(COLUMNS=50 TABSIZE=3 TIME_STYLE=long-iso QUOTING_STYLE=c
      BLOCK_SIZE=1M LS_BLOCK_SIZE=human-readable POSIXLY_CORRECT=1
      TZ=Europe/Paris LS_COLORS=ln=target:ex=1:*.c=4 TIME_STYLE=+%F)
targets=(types modes sizes owners times names labels acls many tree ramfs
         types/sl_dir types/sl_dangling types/reg labels/sl_other
         "times/epoch" "names/a b" nonexistent locked)
seeds=${RANDOM_SEEDS:-$(seq 1 700)}
for seed in $seeds; do
  RANDOM=$seed
  words=()
  n=$((RANDOM % 3)); while [ $n -gt 0 ]; do
    words+=("${envs[RANDOM % ${#envs[@]}]}"); n=$((n - 1)); done
  case $((RANDOM % 8)) in 0) words=(@dir "${words[@]}");;
                          1) words=(@vdir "${words[@]}");; esac
  n=$((RANDOM % 5 + 1)); while [ $n -gt 0 ]; do
    words+=("${opts[RANDOM % ${#opts[@]}]}"); n=$((n - 1)); done
  n=$((RANDOM % 3 + 1)); while [ $n -gt 0 ]; do
    # shellcheck disable=SC2206
    words+=(${targets[RANDOM % ${#targets[@]}]}); n=$((n - 1)); done
  c_ "${words[@]}"
done
run_cases_
finish_
