#!/bin/bash
# Seeded random logs from each policy's own symbols: domains and types
# (from seinfo), classes with permissions real and made up, contexts
# with odd users, roles and levels, records in every form, some records
# repeated or granted; compared with 3.4 for the default output, -w,
# -m -x -v and -D.  The seeds are fixed, so a failure replays.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/audit2allow/lib.sh"
require_cmd_ seinfo

classes='file:read,write,open,getattr,create,append,ioctl,execute,frob
dir:search,read,write,add_name,remove_name,getattr
tcp_socket:name_connect,name_bind,connect,create,read
udp_socket:name_bind,create,sendto
process:transition,signal,sigchld,setsched,execmem
capability:sys_admin,dac_override,net_bind_service,sys_time,setuid
chr_file:read,write,ioctl,open
unix_stream_socket:connectto,read,write
lnk_file:read,getattr
nosuchclass:read'

for pol in "${policies[@]}"; do
  seinfo -a domain -x "$pol" 2>/dev/null | awk 'NR > 1 { print $1 }' | grep '_t$' > domains
  seinfo -t "$pol" 2>/dev/null | awk 'NR > 1 { print $1 }' | grep '_t$' > types
  [ -s domains ] || seinfo -t "$pol" | awk 'NR > 1 && /_t$/ { print $1 }' > domains
  for seed in 1 2 3; do
    log=$work/rand-$(basename "$(dirname "$(dirname "$pol")")")-$seed.log
    printf '%s\n' "$classes" | awk -v seed="$seed" -v n=150 '
      FNR == NR && FILENAME == "domains" { dom[++nd] = $1; next }
      FILENAME == "types" { ty[++nt] = $1; next }
      { split($0, a, ":"); cls[++nc] = a[1]; perms[nc] = a[2] }
      END {
        srand(seed)
        split("system_u:system_r system_u:object_r user_u:user_r unconfined_u:unconfined_r staff_u:object_r", ur, " ")
        split(":s0 :s0 :s0 :s0-s0:c0.c1023 :s0:c5 ", lv, " ")
        for (i = 1; i <= n; i++) {
          s = dom[int(rand() * nd) + 1]
          t = rand() < 0.15 ? s : ty[int(rand() * nt) + 1]
          c = int(rand() * nc) + 1
          np = split(perms[c], pl, ",")
          p = pl[int(rand() * np) + 1]
          if (rand() < 0.3) p = p " " pl[int(rand() * np) + 1]
          sc = (rand() < 0.9 ? "system_u:system_r" : ur[int(rand() * 5) + 1]) ":" s (rand() < 0.95 ? ":s0" : lv[int(rand() * 5) + 1])
          tc = ur[int(rand() * 5) + 1] ":" t (rand() < 0.95 ? ":s0" : lv[int(rand() * 5) + 1])
          x = rand() < 0.1 ? sprintf(" ioctlcmd=0x%x", 21504 + int(rand() * 4)) : ""
          g = rand() < 0.05 ? "granted" : "denied"
          body = sprintf("avc:  %s  { %s } for  pid=%d comm=\"%s\"%s scontext=%s tcontext=%s tclass=%s", g, p, i, s, x, sc, tc, cls[c])
          f = int(rand() * 4)
          if (f == 0) line = sprintf("type=AVC msg=audit(1733301000.%03d:%d): %s permissive=0", i, i, body)
          else if (f == 1) line = sprintf("[%5d.000000] audit: type=1400 audit(1733301000.%03d:%d): %s permissive=1", i, i, i, body)
          else if (f == 2) line = sprintf("Dec  4 10:00:00 g audit[%d]: AVC %s", i, body)
          else line = sprintf("node=g type=AVC msg=audit(1733301000.%03d:%d): %s", i, i, body)
          print line
          if (rand() < 0.1) print line
          if (rand() < 0.03) printf "type=SELINUX_ERR msg=audit(1733301000.%03d:%d): security_compute_sid:  invalid context %s for scontext=%s tcontext=%s tclass=process\n", i, i, tc, sc, tc
        }
      }' domains types - > "$log"
    for o in "" "-w" "-m x -x -v" "-D -r"; do
      eval "opts=($o)"
      queue_ -p "$pol" -i "$log" "${opts[@]}"
    done
  done
done
A2A_NAME=audit2allow; export A2A_NAME
run_queue_ audit2allow "$ref" "$ours"
finish_
