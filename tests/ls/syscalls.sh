#!/bin/bash
# The file-status calls ls makes, counted in a full strace trace, against
# GNU's: no more than GNU's for listings that read no labels or ACLs,
# where GNU's own tests/ls/stat-free-symlinks.sh counts them (-F --color
# must not stat a symlink's target when orphans and missing targets are
# not coloured).  Calls strace 6.1 cannot name (getxattrat, ...) count
# too: they show as syscall_0x...  A case may allow ours N more calls
# ("+N ARGS"): under -R, ours checks each subdirectory it opens by its
# ".." (one fstatat), so that one swapped mid-walk is not listed.
. "$abs_top_srcdir/tests/init.sh"
require_ref_ /usr/bin/ls
require_cmd_ strace
ours=$builddir/src/ls/ls

mkdir d e && touch x f && chmod a+x x && ln -s x link-to-x &&
  ln -s d link-to-d && ln -s nowhere dangling && touch d/a d/b ||
  framework_failure_ "fixture"
calls='stat,statx,lstat,newfstatat,fstat,readlink,readlinkat,getxattr,lgetxattr,fgetxattr'

# count_ LS ARGS...: its file-status calls (unnamed calls included).
count_ () {
  strace -q -f -o trace -e "trace=$calls" "$@" > /dev/null 2>&1
  grep -v -e '^[0-9]* *+++' -e '^+++' -e 'AT_EMPTY_PATH' trace |
    grep -v -e '^[0-9 ]*fstat(' | wc -l
}

checks=0 fails=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
  extra=0
  case $line in +*) extra=${line%% *}; extra=${extra#+}; line=${line#* } ;; esac
  eval "set -- $line"
  for env in "" "LS_COLORS=or=0:mi=0:ex=01;32:ln=01;35"; do
    checks=$((checks + 1))
    r=$([ -z "$env" ] || export "$env"; LC_ALL=C count_ /usr/bin/ls "$@")
    o=$([ -z "$env" ] || export "$env"; LC_ALL=C count_ "$ours" "$@")
    [ -n "$r" ] && [ -n "$o" ] && [ "$r" -gt 0 ] ||
      framework_failure_ "no trace of ls $*"
    if [ "$o" -gt $((r + extra)) ]; then
      fails=$((fails + 1))
      echo "MORE CALLS: ${env:+$env }ls $*: GNU $r, ours $o (allowed $extra more)"
      cat trace | head -20 | sed 's/^/  /'
    fi
  done
done <<'LIST'
-F --color=always e
-F --color=always x link-to-x
-F --color=always d
-F --color=always link-to-d dangling
--color=always x link-to-x dangling
-F x link-to-x
-d link-to-d
-1 d
-C d e
-R d
+2 -F --color=always -R .
-R -F --color=always e d
LIST
echo "$((checks - fails)) of $checks syscall counts no more than GNU's"
[ $fails = 0 ]
