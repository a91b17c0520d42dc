#!/bin/bash
# The matcher against libselinux's selabel_lookup_raw on spec sets built
# to hit every precedence rule (tests/matcher/gen-specs.sh): the fixed
# suite and a seeded random mix, each key under all 8 lookup types, with
# and without .homedirs/.local, from text and from .bin files.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/matcher/agree.sh"

bash "$srcdir/tests/matcher/gen-specs.sh" gen || framework_failure_ gen-specs
for s in suite random; do
  agree_ "$s" gen/$s/file_contexts --keys gen/$s/keys
  agree_ "$s base only" -b gen/$s/file_contexts --keys gen/$s/keys
done
# The same, compiled to .bin files (newer than the text, so both read them).
if command -v sefcontext_compile >/dev/null; then
  # sefcontext_compile refuses the suite's two bad regexes.
  grep -v '^/br/x)\|^/(brk' gen/suite/file_contexts > fc.tmp &&
    mv fc.tmp gen/suite/file_contexts
  for s in suite random; do
    for f in gen/$s/file_contexts gen/$s/file_contexts.homedirs \
             gen/$s/file_contexts.local; do
      sefcontext_compile -o "$f.bin" "$f" 2>/dev/null ||
        framework_failure_ "sefcontext_compile $f"
    done
    agree_ "$s .bin" gen/$s/file_contexts --keys gen/$s/keys
  done
fi
agree_finish_
