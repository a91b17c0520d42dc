#!/bin/bash
# chcon --help and --version.  --help matches GNU's text up to its closing
# lines, which name the package and where its documentation is; ours name
# secoreutils (see DIFFERENCES in chcon.1).
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/chcon
ours=$builddir/src/chcon
require_ref_ $ref

# The text before the closing block (the last paragraph).
body_ () { awk 'BEGIN{RS=""; ORS="\n\n"} {p[NR]=$0} END{for(i=1;i<NR;i++) print p[i]}'; }

for loc in $locales; do
  for h in --help --hel --he "--help -Z" "-t x --help" "--help --bogus"; do
    cases=$((cases + 1))
    # shellcheck disable=SC2086
    LC_ALL=$loc run_as_ chcon $ref $h 2>ref.err | body_ >ref.out
    # shellcheck disable=SC2086
    LC_ALL=$loc run_as_ chcon "$ours" $h 2>our.err | body_ >our.out
    if ! cmp -s ref.out our.out || ! cmp -s ref.err our.err; then
      report_mismatch_ $loc "chcon $h (body)" 0 0
    fi
  done
done

# The closing block names our package and the man page.
run_as_ chcon "$ours" --help >out || fail_ "--help failed"
tail -n 2 out | grep -q '^Full documentation: man chcon$' || fail_ "no man page pointer"

# --version: ours, in the GNU layout; exit 0, nothing on stderr.
run_as_ chcon "$ours" --version >out 2>err || fail_ "--version failed"
[ ! -s err ] || fail_ "--version wrote to stderr"
head -n 1 out | grep -qE '^chcon \(secoreutils\) [0-9.]+$' ||
  fail_ "bad --version line: $(head -n 1 out)"
grep -q '^License GPLv3+' out || fail_ "--version has no license line"

grep -q '^Written by ' out || fail_ "--version names no authors"

# An option before --help that is a usage error wins.
compare_ chcon $ref "$ours" --bogus --help
finish_
