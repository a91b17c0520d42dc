#!/bin/bash
# audit2allow and audit2why on the corpus of logs (every input form:
# auditd with node= and ENRICHED tails, dmesg, dmesg -r, /dev/kmsg,
# journald, ausearch -i, USER_AVC, SELINUX_ERR, AVC_PATH, policy loads),
# with each option, against our policy and Debian's refpolicy, compared
# with policycoreutils-python-utils 3.4 byte for byte.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/audit2allow/lib.sh"

# Every option that shapes the output, alone and in a few mixes.
full=( "" "-r" "-m local" "-m my.mod-1_x" "-D" "-x" "-v" "-w" "-l"
       "-t ntpd" "-t 'http.*_t'" "-t '(named|squid)'" "-N" "-R -N"
       "-D -x -r" "-m local -v -x" "-r -v -D" "-M pkg" "-o out.txt" "-e"
       "-e -x -m local"
       "-m local -o out.txt" "-l -w" "-x -t httpd" "--requires --dontaudit"
       "--module=local --xperms" "--verbose --why" "-dN" )
short=( "" "-m local" "-w" "-v" "-x -D" "-l" )

for pol in "${policies[@]}"; do
  for log in auditd.log node-enriched.log dmesg.log; do
    for o in "${full[@]}"; do
      eval "opts=($o)"
      queue_ -p "$pol" -i "$logs/$log" "${opts[@]}"
    done
  done
  for log in dmesg-r.log kmsg.log journal.log ausearch-i.log user-avc.log \
             selinux-err.log avc-path.log policyload.log policyload-last.log \
             odd.log refpolicy.log; do
    for o in "${short[@]}"; do
      eval "opts=($o)"
      queue_ -p "$pol" -i "$logs/$log" "${opts[@]}"
    done
  done
done
A2A_NAME=audit2allow; export A2A_NAME
run_queue_ audit2allow "$ref" "$ours"

# audit2why is the same program under its other name.
for pol in "${policies[@]}"; do
  for log in auditd.log selinux-err.log user-avc.log odd.log refpolicy.log; do
    queue_ -p "$pol" -i "$logs/$log"
    queue_ -p "$pol" -i "$logs/$log" -m x
  done
done
A2A_NAME=audit2why
run_queue_ audit2why "$ref" "$ours"
finish_
