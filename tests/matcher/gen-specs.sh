#!/bin/bash
# gen-specs.sh DIR: write to DIR spec sets built to hit every precedence
# rule of libselinux 3.4's file_contexts matching, each with a "keys"
# file for tests/matcher/agree (lines "T PATH", T a type or * for all):
#   DIR/suite/    the fixed precedence suite and edge vectors
#   DIR/random/   a seeded random mix of literals, regexes, types,
#                 <<none>>, duplicates, substitutions over a small
#                 alphabet, so that many specs compete for each key
set -eu
dir=$1
mkdir -p "$dir/suite" "$dir/random"

# ---- The fixed suite: one line per rule.
s=$dir/suite
cat > "$s/file_contexts" <<'EOF'
/.*                     u:r:default_t:s0
/a(/.*)?                u:r:a_tree_t:s0
/a/b                    u:r:ab_lit_t:s0
/a/b(/.*)?              u:r:ab_tree_t:s0
/a/c/?                  u:r:ac_optslash_t:s0
/x|/y                   u:r:alt_t:s0
/u/v/w/z(/.*)?          u:r:deep_t:s0
/u/.*                   u:r:u_any_t:s0
/p/q\d                  u:r:escd_t:s0
/p/q1                   u:r:q1_lit_t:s0
/p/x]                   u:r:bracket_t:s0
/p/e\.f                 u:r:escdot_lit_t:s0
/p/w\w                  u:r:escw_t:s0
/p/br}                  u:r:brace_t:s0
/p/.*                   u:r:p_any_t:s0
/lit/dup        -d      u:r:dup_dir_t:s0
/lit/dup        --      u:r:dup_file_t:s0
/lit/two        --      u:r:two_file_t:s0
/lit/two                u:r:two_all_t:s0
/n/.*                   <<none>>
/n/keep                 u:r:n_keep_t:s0
/m/.*           --      u:r:m_file_t:s0
/m/.*                   <<none>>
/dollar/x               u:r:dollar_t:s0
/dollarre/x.*           u:r:dollarre_t:s0
/k/.*\.txt              u:r:k_txt_t:s0
/k/[^/]+                u:r:k_child_t:s0
/q(/.*)?                u:r:q_t:s0
/q/r/s/t/u              u:r:q_deep_lit_t:s0
/e\.d/f                 u:r:escdot_t:s0
/usr/(.*/)?lib(/.*)?    u:r:lib_t:s0
/usr/(.*/)?bin(/.*)?    u:r:bin_t:s0
/dot/a.c                u:r:dotmeta_t:s0
/s/?                    u:r:s_optslash_t:s0
/t/u/?                  u:r:tu_optslash_t:s0
/w/x/y/z/?              u:r:wxyz_optslash_t:s0
/lit/x                  u:r:litx_t:s0
/v(/.*)?                u:r:v_t:s0
/re/x.*                 u:r:rex_t:s0
/mode/f         --      u:r:mf_t:s0
/mode/f         -d      u:r:md_t:s0
/re/y                   u:r:rey_lit_t:s0
/re/y(/.*)?             u:r:rey_re_t:s0
/st\-em/x.*             u:r:stem_esc_t:s0
/st-em/y                u:r:stem_plain_t:s0
/sl\/ash                u:r:slash_esc_t:s0
/tail\\                 u:r:tail_bs_t:s0
/typed/[^/]*    -l      u:r:typed_lnk_t:s0
/typed/[^/]*    -c      u:r:typed_chr_t:s0
/typed/[^/]*    -b      u:r:typed_blk_t:s0
/typed/[^/]*    -s      u:r:typed_sock_t:s0
/typed/[^/]*    -p      u:r:typed_fifo_t:s0
/typed/f        --      u:r:typed_reg_t:s0
/(opt|srv)/w(/.*)?      u:r:grp_t:s0
/cls/[a-c]x             u:r:cls_t:s0
/br/x)                  u:r:paren_t:s0
/(brk u:r:brk_t:s0
/cls/[]]x               u:r:clsbr_t:s0
/q2/a{2}                u:r:quant_t:s0
/q2/b{2,}               u:r:quant2_t:s0
/sp\sace        --      u:r:space_t:s0 trailing words
EOF
cat > "$s/file_contexts.local" <<'EOF'
/a/b/c  u:r:local_lit_t:s0
/a(/.*)?  u:r:local_a_t:s0
/lit/dup -d u:r:local_dup_dir_t:s0
/lit/two -d u:r:local_two_dir_t:s0
EOF
cat > "$s/file_contexts.homedirs" <<'EOF'
/hd/.*  u:r:homedirs_t:s0
/a/b/d  u:r:hd_lit_t:s0
/lit/two u:r:hd_two_t:s0
EOF
cat > "$s/file_contexts.subs" <<'EOF'
# comment
/alias /a
/alias/deep /u
/chroot /
   /sp   /a/b   extra
/only
EOF
cat > "$s/file_contexts.subs_dist" <<'EOF'
/a/b/x /q
/lib /usr/lib
/var/run /run
/run/lock /var/lock
EOF
keys=(/ // /. /.. /a /a/ /a// /a/b /a/b/ /a/b/c /a/b/d /a/b/e /a/b/x /a/b/x/y
  /a/c /a/c/ /a/z /x /y /x/1 /y/1 /zx /u/v/w/z /u/v/w/z/1 /u/v/w /p/q1 /p/q2
  /p/qd /p/x] /p/e.f /p/eXf /p/wa /p/br} /lit/dup /lit/two /lit/other /n/keep
  /n/other /n /m/f /m /dollar/x /dollarre/x /dollarre/xyz /k/a.txt /k/a
  /k/sub/a.txt /q/r/s/t/u /q/r/s/t/v /e.d/f /eXd/f /usr/lib/bin/x
  /usr/bin/lib/x /usr/local/lib /usr/local/bin /dot/a.c /dot/abc /alias/deep/x
  /alias/x /alias /aliasx /chroot/a/b /chroot /chroot/ /hd/x /s /s/ /t/u /t/u/
  /w/x/y/z /re/x /re/xy /re/y /re/y/z /mode/f /st-em/x1 /st\\-em/x1 /st-em/y
  /sl/ash /tail\\ '/tail$' /typed/f /typed/g /opt/w /srv/w/x /cls/ax /cls/dx
  '/cls/]x' /q2/aa /q2/a /q2/bbb /sp /sp/x /lib/x /var/run/x /run/lock/x
  /br/x '/br/x)' /br/z /brz /brk '/(brk' /var/run/lock/x relative '' /lib /usr/lib/ /sp\ ace)
for k in "${keys[@]}"; do
  printf '* %s\n' "$k"
done > "$s/keys"
# Keys with a final newline (PCRE's $ matches before it).
for k in /lit/x /v /re/x /a/b /p/q1 /n/keep; do
  printf '* %s\\n\n' "$k"
done >> "$s/keys"
printf '* /re/x\\nmore\n* /a\\n/b\n' >> "$s/keys"

# ---- The random mix: a seeded generator over few names, so that specs
# collide in every way (same literal twice, typed and untyped, literal
# against regex, local against base, subs chains).
r=$dir/random
awk -v dir="$r" 'BEGIN {
  srand(4242)
  nn = split("a b c ab lib bin x.y e-f etc", names, " ")
  nt = split("- - - - -- -d -l -c -b -s -p", types, " ")
  print "/.* u:r:default_t:s0" > (dir "/file_contexts")
  for (j = 0; j < 500; j++) print spec() > (dir "/file_contexts")
  for (j = 0; j < 80; j++) print spec() > (dir "/file_contexts.homedirs")
  for (j = 0; j < 80; j++) print spec() > (dir "/file_contexts.local")
  for (j = 0; j < 6; j++) print path() " " path() > (dir "/file_contexts.subs")
  for (j = 0; j < 6; j++)
    print path() " " path() > (dir "/file_contexts.subs_dist")
  for (j = 0; j < 12000; j++) {
    k = path(); x = rnd(10)
    if (x == 0) k = k "/"
    else if (x == 1) sub(/\//, "//", k)
    else if (x == 2) k = k "/" rnd(20)
    print "* " k > (dir "/keys")
  }
}
function rnd(n) { return int(rand() * n) }
function pick() { return names[rnd(nn) + 1] }
function path(   n, p, i) {
  n = rnd(4) + 1; p = ""
  for (i = 0; i < n; i++) p = p "/" pick()
  return p
}
function parent(p) { sub(/\/[^\/]*$/, "", p); return p }
function spec(   p, t, c, x) {
  p = path(); t = types[rnd(nt) + 1]; if (t == "-") t = ""
  x = rnd(14)
  if (x == 4) p = p "(/.*)?"
  else if (x == 5) p = p "/.*"
  else if (x == 6) p = p "/[^/]*"
  else if (x == 7) p = parent(p) "/(.*/)?" pick()
  else if (x == 8) p = p "/?"
  else if (x == 9) gsub(/\./, "\\.", p)
  else if (x == 10) p = p ".*\\.y"
  else if (x == 11) p = parent(p) "/(" pick() "|" pick() ")(/.*)?"
  else if (x == 12) p = p "[0-9]*"
  else if (x == 13) p = "/" pick() "\\d?"
  c = "u:r:t" rnd(50) "_t:s0"
  if (rnd(12) == 0) c = "<<none>>"
  return p " " t " " c
}'
