#!/bin/bash
# --follow (beyond 3.4): records in the /dev/kmsg format ("PRI,SEQ,USEC,
# FLAGS;MESSAGE" then " KEY=VALUE" lines, one record a read), from a
# file standing for the device (--kmsg=FILE); each permission printed the
# first time a denial asks for it, with the verdict; AppArmor and other
# records skipped.  Then, as root, the live device: a record written to
# /dev/kmsg comes out as its rule.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/audit2allow/lib.sh"
pol=$our_policy
[ -f "$pol" ] || skip_ "our policy is not built"
S=system_u:system_r O=system_u:object_r
rec () { printf '%s\n' "$@"; }
# A regular file gives the whole of itself to one read: one record per
# file, so several files stand for several reads (--kmsg takes one).
{
  rec "5,901,1000,-;audit: type=1400 audit(1733300001.001:501): avc:  denied  { write } for  pid=812 comm=\"ntpd\" name=\"ntp.drift\" scontext=$S:ntpd_t:s0 tcontext=$O:etc_t:s0 tclass=file permissive=1" \
      " SUBSYSTEM=audit"
} > k1
"$our_bin" -p "$pol" --follow --kmsg=k1 > got 2> err || fail_ "--follow failed: $(cat err)"
printf 'allow ntpd_t etc_t:file write;\n' > want
cmp -s want got || { diff want got; fail_ "--follow on one record"; }
rec "4,902,1100,-;audit: type=1400 audit(1.1:2): apparmor=\"DENIED\" operation=\"open\"" > k2
"$our_bin" -p "$pol" --follow --kmsg=k2 > got 2> err
[ ! -s got ] || fail_ "--follow printed for an AppArmor record"
checks=2

# The live device: our record, with a type of its own, among the rest.
if [ "$(id -u)" = 0 ] && [ -w /dev/kmsg ] && [ -r /dev/kmsg ]; then
  "$our_bin" -p "$pol" --follow > live 2> err &
  pid=$!
  tag=$$_$RANDOM
  printf 'audit: type=1400 audit(1.1:%s): avc:  denied  { read } for  pid=1 comm="a2atest%s" scontext=%s:ntpd_t:s0 tcontext=%s:etc_t:s0 tclass=lnk_file permissive=1\n' \
    "$$" "$tag" $S $O > /dev/kmsg
  for _ in $(seq 1 50); do
    grep -qx 'allow ntpd_t etc_t:lnk_file read;' live && break
    sleep 0.1
  done
  kill $pid; wait $pid 2> /dev/null
  grep -qx 'allow ntpd_t etc_t:lnk_file read;' live ||
    { cat live err; fail_ "--follow did not print the record written to /dev/kmsg"; }
  checks=$((checks + 1))
fi
echo "$checks checks passed"
