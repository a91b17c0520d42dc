#!/bin/bash
# matchpathcon on bad spec files and bad usage, against selinux-utils':
# the load messages with line numbers (reported twice, as libselinux
# retries), regexes that fail at lookup, .bin files newer or older than
# the text, corrupt or foreign, substitution files; stdout, stderr and
# exit status in C and C.UTF-8.
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/matchpathcon
ours=$builddir/src/matchpathcon
require_ref_ $ref

m () { compare_ matchpathcon $ref "$ours" "$@"; }

# Usage.
m
m -x /a
m -m
m -m x /a
m -m '' /a
m -f
m -P noslash /a
m -P / /a
m -q
m -n
m -- /a

# Bad lines: each on its own, after good ones.
good='/.* u:r:default_t:s0
/a(/.*)? u:r:a_t:s0'
bad=('/b' '/b -x u:r:b_t:s0' '/b -- u:r:b_t:s0 junk' '/b u:r:b_t:s0 junk'
     '/b ---  u:r:b_t:s0' '/b - u:r:b_t:s0' '/b -D u:r:b_t:s0'
     $'/b\xc3\xa9 u:r:b_t:s0' $'/b u:r:\xff_t:s0' $'/b u:r:b_t:s0 \xff'
     $'/b -- u:r:b_t:s0 \xff' '/br/x) u:r:br_t:s0' '/br/[x u:r:br_t:s0'
     '/br/x{2,1} u:r:br_t:s0' '/br/\y u:r:br_t:s0' 'tail\ u:r:br_t:s0'
     '  # comment' '' '   ' $'/b\tu:r:b_t:s0' $'\v/b\fu:r:b_t:s0\r'
     '/b <<none>>' '<<none>> /b' '/b -- <<none>>' $'/b u:r:b_t:s0\x00junk'
     '/b u:r:b_t:s0' '#/b' '/x|/y u:r:alt_t:s0' '/(a u:r:p_t:s0')
i=0
for b in "${bad[@]}"; do
  i=$((i + 1))
  mkdir -p bad$i
  printf '%s\n%s\n' "$good" "$b" > bad$i/file_contexts
  m -f bad$i/file_contexts /a /b /br/x /x/1 /b/c
  # No final newline.
  printf '%s\n%s' "$good" "$b" > bad$i/nonl
  m -N -f bad$i/nonl /b /br/x
done
# Duplicates are only checked when validating: none here.
printf '/d u:r:a_t:s0\n/d u:r:b_t:s0\n/d -- u:r:c_t:s0\n' > dup
m -f dup /d
m -m f -f dup /d

# Errors in the optional files.
mkdir opt
printf '%s\n' "$good" > opt/file_contexts
printf '/h u:r:h_t:s0\n/h2\n' > opt/file_contexts.homedirs
m -f opt/file_contexts /a /h
rm opt/file_contexts.homedirs
printf '/l -z u:r:l_t:s0\n' > opt/file_contexts.local
m -f opt/file_contexts /a
rm opt/file_contexts.local
mkdir opt/file_contexts.local
m -f opt/file_contexts /a
rmdir opt/file_contexts.local
printf '/l u:r:l_t:s0\n' > opt/file_contexts.local
m -f opt/file_contexts /l /a

# Missing and odd spec files.
m -f nosuch /a
m -f . /a
m -f /dev/null /a
: > empty
m -f empty /a
m -f "$work" /a

# Substitution files, odd lines included.
mkdir subs
printf '/.* u:r:default_t:s0\n/a(/.*)? u:r:a_t:s0\n/q(/.*)? u:r:q_t:s0\n' \
  > subs/file_contexts
printf '/x /a\n# c\n\n/y\n  /z   /q  more\n/long%01100d /a\n/w /\n' 0 \
  > subs/file_contexts.subs
printf '/a/1 /q\n/x /q\n/v' > subs/file_contexts.subs_dist
m -f subs/file_contexts /x /x/1 /a/1 /y /z/k /w/a/1 /w /v /vv /x/a/1 /longx
mkdir subs/file_contexts.subs_dist.d
m -f subs/file_contexts /x

# .bin files: compiled from the text, newer, older, equal, corrupt.
if command -v sefcontext_compile >/dev/null; then
  mkdir bin
  printf '/.* u:r:default_t:s0\n/a(/.*)? u:r:a_t:s0\n/a/b -d u:r:ab_t:s0\n' \
    > bin/file_contexts
  sefcontext_compile -o bin/file_contexts.bin bin/file_contexts
  printf '/.* u:r:text_t:s0\n' > bin/file_contexts
  touch -d '2020-01-01' bin/file_contexts
  m -f bin/file_contexts /a /a/b /z
  m -m d -f bin/file_contexts /a/b
  touch -d '2030-01-01' bin/file_contexts
  m -f bin/file_contexts /a /z
  touch -r bin/file_contexts.bin bin/file_contexts
  m -f bin/file_contexts /a /z
  head -c 100 bin/file_contexts.bin > bin/short
  cp bin/short bin/file_contexts.bin
  touch -d '2031-01-01' bin/file_contexts.bin
  m -f bin/file_contexts /a /z
  printf '\x8a\xff\x7c\xf9\x06\x00\x00\x00garbage' > bin/file_contexts.bin
  touch -d '2031-01-01' bin/file_contexts.bin
  m -f bin/file_contexts /a /z
  printf '\xf9\x7c\xff\x8a\x00\x00\x00\x06' > bin/file_contexts.bin
  touch -d '2031-01-01' bin/file_contexts.bin
  m -f bin/file_contexts /a /z
  : > bin/file_contexts.bin
  touch -d '2031-01-01' bin/file_contexts.bin
  m -f bin/file_contexts /a /z
  rm bin/file_contexts
  printf '/.* u:r:default_t:s0\n' > bin/src
  sefcontext_compile -o bin/file_contexts.bin bin/src
  m -f bin/file_contexts /a
fi

finish_
