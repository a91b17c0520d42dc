#!/bin/bash
# setfiles' operands from -f, -s and -0 lists (with 3.4's loss of the
# last byte of an unterminated last line), and glob expansion of
# operands, against 3.4's.
. "${abs_top_srcdir:?run through make check}/tests/setfiles/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/setfiles/fixture.sh"

T=$work/t
sp=$work/spec
lists=(
  "$T/d/reg\n$T/h\n"
  "$T/d/reg\n$T/sl"
  "$T/odd/*\n$T/h/{one,two}\n"
  "$T/d/.\n$T/d/..\n$T/nope\n"
)
for l in "${lists[@]}"; do
  printf "$l" > list
  compare_fs_ tree_ setfiles $ref "$ours" -v -r "$work" -f "$work/list" "$sp"
  tr '\n' '\0' < list > list0
  compare_fs_ tree_ setfiles $ref "$ours" -v -0 -r "$work" -f "$work/list0" "$sp"
  # -s: the list on standard input, fed to each run alike.
  printf 'exec "$@" < %s\n' "$work/list" > feed.sh
  wrap="/bin/sh $work/feed.sh"
  compare_fs_ tree_ setfiles $ref "$ours" -v -r "$work" -s "$sp"
  wrap=
done
compare_ setfiles $ref "$ours" -v -f "$work/list" "$sp" "$T"
compare_ setfiles $ref "$ours" -v -f /nonexistent "$sp"

# -p with a list on standard input (-f -): no progress line for one
# path, nor for several; with a recursive one.
for l in "$T/d/reg\n" "$T/d/reg\n$T/h/one\n" "$T\n" "$T/d\n$T/h\n"; do
  printf "$l" > list
  printf 'exec "$@" < %s\n' "$work/list" > feed.sh
  wrap="/bin/sh $work/feed.sh"
  for o in -p "-p -v" "-p -n"; do
    # shellcheck disable=SC2086
    compare_fs_ tree_ setfiles $ref "$ours" $o -r "$work" -f - "$sp"
  done
  compare_fs_ tree_ setfiles $ref "$ours" -p -r "$work" -f "$work/list" "$sp"
  wrap=
done

# "/" in a list is no mass relabel for -p (3.4 sets its flags before
# reading the list), as an operand it is: every top directory excluded,
# so only "/" itself is looked at, and -n leaves it alone.
ex=()
for d in /*; do ex+=(-e "$d"); done
for l in '/\n' '/\n/\n' "$T\n/\n"; do
  printf "$l" > list
  printf 'exec "$@" < %s\n' "$work/list" > feed.sh
  wrap="/bin/sh $work/feed.sh"
  compare_ setfiles $ref "$ours" -n -p "${ex[@]}" -f - "$sp"
  compare_ setfiles $ref "$ours" -n -p "${ex[@]}" -0 -f - "$sp"
  wrap=
done
compare_ setfiles $ref "$ours" -n -p "${ex[@]}" "$sp" /

# Globs in operands: stars, classes, braces, ~, dot results, no match.
for g in "$T/h/[ot]*" "$T/{d,h}/." "$T/odd/gl*b" "$T/nomatch*" "$T/d/.*" \
         "~/nonexistent-xyz" "$T/d/reg/.."; do
  compare_fs_ tree_ setfiles $ref "$ours" -v -r "$work" "$sp" "$g"
done
finish_
