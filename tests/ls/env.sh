#!/bin/bash
# Garbage in the environment: LS_COLORS, TIME_STYLE, QUOTING_STYLE,
# BLOCK_SIZE, TABSIZE, COLUMNS, TZ, POSIXLY_CORRECT and option
# permutation.  GNU's warnings and defaults, never a crash.
. "$abs_top_srcdir/tests/ls/lib.sh"

garbage=("" " " "x" "=" ":" "::::" "%" "+" "-1" "0" "1" "99999999999999999999"
         "1e9" "0x10" "010" " 8" "8 " "8x" $'\n' $'a\tb' "é" $'\xff\xfe'
         "$(printf 'A%.0s' {1..5000})" "\\" "\\x" "\\777" "^" "^?" "*" "*.=" 
         "di=1:" "di=1:*" "ln=target" "posix-" "posix-bogus" "+%" "+%Q"
         "locale" "iso" "'" "human" "si" "-0" "+5" "2147483648" "4294967297")
for g in "${garbage[@]}"; do
  c_ LS_COLORS="$g" --color=always -l types
  c_ LS_COLORS="$g" --color=always -C many
  c_ TIME_STYLE="$g" -l times/epoch times/hour_ago
  c_ QUOTING_STYLE="$g" names
  c_ BLOCK_SIZE="$g" -s sizes
  c_ LS_BLOCK_SIZE="$g" -ls sizes/s1024
  c_ BLOCKSIZE="$g" -s sizes/s4097
  c_ TABSIZE="$g" -C -w 60 many
  c_ COLUMNS="$g" -C many
  c_ COLUMNS="$g" -x names
  c_ TZ="$g" -l times/epoch times/tomorrow
  c_ POSIXLY_CORRECT="$g" -s sizes/s4097 -l
done
# Option permutation and POSIXLY_CORRECT.
for p in "" 1; do
  for a in "types -l" "-l types -a" "types -- -l" "-1 types -x" \
           "sizes -s --block-size=1K" "types --color=always"; do
    # shellcheck disable=SC2086
    c_ ${p:+POSIXLY_CORRECT=$p} $a
  done
done
run_cases_
finish_
