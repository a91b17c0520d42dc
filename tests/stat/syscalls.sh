#!/bin/bash
# What stat asks the kernel, which the output alone does not show:
# statx's flags (--cached=never|always|default, -L, '-') and its field
# mask (from the format's directives), statfs, the label reads of %C and
# the directory walk of %m; traced with strace, the same calls in the
# same order as GNU's.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/stat/lib.sh"
require_cmd_ strace

calls=statx,statfs,getxattr,lgetxattr,fgetxattr,readlink,chdir,fchdir
# trace_ BIN ARGS...: the calls, addresses and descriptors' numbers
# blanked (the loader's libraries differ between the two programs).
trace_ () {
  local bin=$1; shift
  strace -qq -e trace=$calls -o trace.raw "$bin" "$@" > /dev/null 2>&1 < reg
  sed -e 's/0x[0-9a-f]*/ADDR/g' -e '/\/lib\//d' -e '/\/etc\//d' \
      -e '/\/proc\/filesystems/d' -e '/\/sys\/fs\/selinux/d' trace.raw
}

n=0
for cached in '' --cached=never --cached=always --cached=default; do
  for opts in '' -L -t -tL '-c %n' '-c %Hd%w' '-c %i%m' '-c %%s%%%h' \
              '-c %x%X%y%Y%z%Z%W' '-c %a%A%f%F%t%T%N' '-c %u%U%g%G%b%B%o%s' \
              '--printf=%C\n' '-L -c %C%N' '-f' '-f -c %T'; do
    for f in reg link dangling dir chr - lab sub/deep; do
      n=$((n + 1)); cases=$((cases + 1))
      # shellcheck disable=SC2086
      trace_ $ref $cached $opts "$f" > ref.calls
      # shellcheck disable=SC2086
      trace_ "$ours" $cached $opts "$f" > our.calls
      if ! cmp -s ref.calls our.calls; then
        mismatches=$((mismatches + 1))
        echo "MISMATCH: stat $cached $opts $f"
        diff -u ref.calls our.calls | head -20 | sed 's/^/  /'
      fi
    done
  done
done
finish_
