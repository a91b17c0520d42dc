#!/bin/bash
# Input 3.4 reads in its own ways: standard input (split at "\n" only,
# any bytes), -i FILE (Python's universal newlines and strict UTF-8: a
# bad byte ends the run with the decoder's message, after the lines
# before its 8192-byte chunk), empty and unrecognised input ("Nothing
# to do"), binary garbage, a huge line, and the kernel log (-d).
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/audit2allow/lib.sh"

pol=${policies[0]}
avc='type=AVC msg=audit(1733300000.5:%d): avc:  denied  { %s } for  pid=1 comm="c" scontext=system_u:system_r:ntpd_t:s0 tcontext=system_u:object_r:%s:s0 tclass=file permissive=1'
line () { printf "$avc" "$1" "$2" "$3"; }

# Lines padded so that a chosen byte falls where a test wants it.
pad_to () {     # pad_to FILE OFFSET: append an unrecognised line up to OFFSET
  local have; have=$(stat -c %s "$1")
  [ "$2" -gt $((have + 1)) ] || return 0
  head -c $(($2 - have - 1)) /dev/zero | tr '\0' x >> "$1"; printf '\n' >> "$1"
}
mk () {         # mk NAME OFFSET BYTES: good lines, padding, BYTES at OFFSET, more lines
  { line 1 read etc_t; echo; line 2 write etc_t; echo; } > "$1"
  pad_to "$1" "$2"
  printf "$3" >> "$1"
  { echo; line 3 getattr var_t; echo; } >> "$1"
}
mk bad-start.log 0 '\xff'
mk bad-early.log 300 'ab\xc3(cd'
mk bad-8191.log 8191 '\xff'
mk bad-8192.log 8192 '\xff'
mk split-8190.log 8190 '\xe2\x82\xac ok'
mk split-8191.log 8191 '\xe2\x82\xac ok'
mk split-bad-8191.log 8191 '\xe2\x82('
mk split4-8190.log 8190 '\xf0\x9f\x98\x80 ok'
mk cont-16383.log 16383 '\xf0\x9f('
mk surrogate.log 500 '\xed\xa0\x80'
mk overlong.log 500 '\xc0\xaf\xe0\x80\xaf'
mk cr-8191.log 8191 '\r\n'
{ line 1 read etc_t; echo; printf 'tail \xe2\x82'; } > cut-end.log
{ line 1 read etc_t; echo; printf '\xc3'; } > cut-end1.log
{ line 1 read etc_t; printf '\r\n'; line 2 write etc_t; printf '\r'; line 3 open etc_t; printf '\r\r\n\n'; } > crlf.log
: > empty.log
printf '\n\n   \n' > blank.log
printf 'hello\nworld' > nothing.log
printf 'type=MAC_POLICY_LOAD msg=audit(1.1:1): policy loaded\n' > load-only.log
cat "$logs/policyload-last.log" > last-load.log
head -c 20000 /dev/urandom > /dev/null
# Seeded garbage: bytes from a fixed generator, some lines with avc: in.
awk 'BEGIN { srand(21); for (i = 0; i < 4000; i++) { c = int(rand() * 256); if (c == 0) c = 1; printf "%c", c; if (i % 97 == 0) printf " avc: { x } scontext=a:b:c tcontext=a:b:c tclass=file\n" } }' > garbage.log
{ printf 'type=AVC msg=audit(9.9:9): avc:  denied  {'; for i in $(seq 1 20000); do printf ' p%d' $i; done
  printf ' } for scontext=system_u:system_r:ntpd_t:s0 tcontext=system_u:object_r:etc_t:s0 tclass=file\n'; } > huge-line.log

files=(bad-start bad-early bad-8191 bad-8192 split-8190 split-8191
       split-bad-8191 split4-8190 cont-16383 surrogate overlong cr-8191
       cut-end cut-end1 crlf empty blank nothing load-only last-load garbage
       huge-line)
for f in "${files[@]}"; do
  queue_ -p "$pol" -i "$work/$f.log"
  queue_ -p "$pol" -i "$work/$f.log" -w
  queue_ -p "$pol" -i "$work/$f.log" -l
done
A2A_NAME=audit2allow; export A2A_NAME
run_queue_ audit2allow "$ref" "$ours"

# The same files, and the corpus, on standard input.
for f in "${files[@]}"; do A2A_STDIN=$work/$f.log compare_ audit2allow "$ref" "$ours" -p "$pol"; done
for f in crlf garbage bad-early; do A2A_STDIN=$work/$f.log compare_ audit2allow "$ref" "$ours" -p "$pol" -w; done
for f in auditd odd user-avc; do A2A_STDIN=$logs/$f.log compare_ audit2allow "$ref" "$ours" -p "$pol" -m x; done

# The kernel log of this machine, read by both through dmesg.
if dmesg >/dev/null 2>&1; then
  compare_ audit2allow "$ref" "$ours" -p "$pol" -d
  compare_ audit2allow "$ref" "$ours" -p "$pol" -d -w
fi
finish_
