#!/bin/bash
# setfiles over a fixture tree with every file type, wrong, missing,
# unlabeled and customizable labels, hard links, symlinks and odd names:
# output, exit status and every label left behind, against 3.4's.
. "${abs_top_srcdir:?run through make check}/tests/setfiles/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/setfiles/fixture.sh"

T=$work/t
opts=(-v "-n -v" -d "-F -v" "-n -F -v" -E "-C -E" -p -W "-v -l"
      "-e $T/ex -v" "-e $T/ex/ -e $T/d -v" "-e $T/d/reg -v" "-e $T/nope -v"
      "-v -I")
for o in "${opts[@]}"; do
  # shellcheck disable=SC2086
  compare_fs_ tree_ setfiles $ref "$ours" $o -r "$work" "$work/spec" "$T"
done

# Operands inside the tree: files, links, a link with a trailing slash,
# relative names (looked up as typed), several at once, missing ones.
for x in "$T/d/reg" "$T/sl/" "$T/dangling" "$T/h/two $T/h/one" "$T/nope" \
         "$T/none/x/f" "$T/odd" .; do
  # shellcheck disable=SC2086
  compare_fs_ tree_ setfiles $ref "$ours" -v -r "$work" "$work/spec" $x
done
compare_fs_ tree_ setfiles $ref "$ours" -v "$work/spec" d
compare_fs_ tree_ setfiles $ref "$ours" -v -i -r "$work" "$work/spec" "$T/nope" "$T/d/reg"

# A file system mounted below the operand is neither entered nor labelled.
compare_fs_ tree_mnt_ setfiles $ref "$ours" -v -r "$work" "$work/spec" "$T"
compare_fs_ tree_mnt_ setfiles $ref "$ours" -v -r "$work" "$work/spec" "$T/mnt"

# -r ROOT with no spec for the root itself: 3.4 warns with the path less
# the root, an empty one for the root.
for x in "$work" "$work/" "$work/." "$T" "$work//t" "$T/../t"; do
  for o in -v "" -n -p; do
    # shellcheck disable=SC2086
    compare_fs_ tree_ setfiles $ref "$ours" $o -r "$work" "$work/spec" "$x"
  done
done
compare_fs_ tree_ setfiles $ref "$ours" -v -r "$work/" "$work/spec" "$work"
compare_fs_ tree_ setfiles $ref "$ours" -v -r "$T" "$work/spec" "$T" "$T/d"

# Without -r: nothing matches the scratch paths.
compare_fs_ tree_ setfiles $ref "$ours" -v "$work/spec" "$T"
finish_
