#!/bin/bash
# Sizes and blocks: -s -h --si -k --block-size, BLOCK_SIZE,
# LS_BLOCK_SIZE, BLOCKSIZE, POSIXLY_CORRECT, the total line, sparse files,
# device numbers.
. "$abs_top_srcdir/tests/ls/lib.sh"

opts=(-s -l -ls -sh -lh --si -lsh "-l --si" "-s --si" -k -sk -lk -lsk
      -Ss -Ssr "-sC -w 60" "-sx -w 60" -sm "-s1" "-s --format=commas")
for b in 1 2 512 1024 1K 1k 1KB 1kB 1M 1MB 1G 1T 1P 1E 1Z 1Y 1R 1Q \
         human-readable si "'1" "'1K" "'kB" 3M 0 -1 abc 10Q 1KiB 1MiB KB \
         K "'" 99999999999999999999 1b 1B 1c 1w 1x 4k,; do
  c_ -ls "--block-size=$b" sizes
  c_ -s "--block-size=$b" sizes types
  c_ BLOCK_SIZE="$b" -ls sizes
  c_ LS_BLOCK_SIZE="$b" -ls sizes
  c_ BLOCKSIZE="$b" -ls sizes
  c_ BLOCK_SIZE="$b" LS_BLOCK_SIZE=1K -ls sizes
done
for o in "${opts[@]}"; do
  for t in sizes types "sizes/sparse_1T sizes/s0 types/chr types/blk" \
           "-d sizes types" many; do
    # shellcheck disable=SC2086
    c_ $o $t
    # shellcheck disable=SC2086
    c_ POSIXLY_CORRECT=1 $o $t
    # shellcheck disable=SC2086
    c_ POSIXLY_CORRECT=1 BLOCK_SIZE=1K $o $t
  done
done
c_ -lh types/chr_big types/blk sizes/sparse_999T
c_ -s -k --block-size=1M sizes
c_ --block-size=1M -k -s sizes
c_ -h --block-size=1K -s sizes
c_ --block-size=1K -h -s sizes
c_ --si -h -s sizes
c_ -h --si -s sizes
c_ @dir -s sizes
c_ @vdir -h sizes
run_cases_
finish_
