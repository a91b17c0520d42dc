#!/bin/bash
# audit2allow's command line as 3.4's optparse reads it: help, version,
# abbreviations, clusters, attached values, operands, errors and their
# exit status, the conflicts it only warns about, module names, -o, -M,
# -R without sepolgen's interface database, -a and -b without ausearch.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/audit2allow/lib.sh"

pol=${policies[0]}
log=$logs/auditd.log
runs=(
  "--help" "-h" "-h -z" "-z" "--version" "--versio" "--ve" "--version=1"
  "--mod x" "--p x" "--d" "--in" "--input" "-i" "-p" "-m" "--all=1"
  "--debug=1" "--nosuch" "-Z" "-p $pol -i $log --" "-p $pol -i $log -- -h"
  "operand -h"
  "-p $pol -i $log" "--pol=$pol --inp=$log" "--policy $pol -i$log"
  "-p$pol -i $log -rDx" "-p $pol -i $log -mfoo" "-p $pol -i $log -m 1bad"
  "-p $pol -i $log -m é" "-p $pol -i $log -m a/b" "-p $pol -i $log -m ''"
  "-p $pol -i $log -M ''" "-p $pol -i $log -m a -M b" "-p $pol -i $log -M b -o x"
  "-p $pol -i $log -M x_1.pp" "-p $pol -i $log -M 9"
  "-p $pol -i $log -o ''" "-p $pol -i $log -o /nonexistent/dir/f"
  "-p $pol -i $log -o out.txt -w" "-p $pol -i $log operand -w"
  "-p $pol -i $log -- -w" "-p $pol -i $log --debug" "-p $pol -i $log -N -R"
  "-p $pol -i $log -R" "-p $pol -i $log -R --interface-info=/nonexistent"
  "-p $pol -i $log -R --interface-info=$log --perm-map=/nonexistent"
  "-p $pol -a" "-p $pol -b" "-p $pol -a -i $log" "-p $pol -b -d -i $log"
  "-p $pol -d -i $log" "-p $pol -a -l -w" "-p $pol -i /nonexistent"
  "-p $pol -i ''" "-p $pol -i /" "-p $pol -i $log -t ntpd_t -t httpd"
  "-p $pol -i $log -t ''" "-p $pol -i $log -t '.*'" "-p $pol -i $log -t '^x|n'"
  "-é" "-xé" "--é" "-x\$'\\xff'" "--\$'\\xff'" "-p $pol -i \$'\\xff\\xfe'"
  "-p $pol -i \"it's\"" "-p $pol -i \$'a\\nb'" "-p $pol -i \$'\\x7f'"
  "-p $pol -i $log -R --interface-info=\$'\\xff'" "-p $pol -i $log -m \$'\\xff'"
)
for r in "${runs[@]}"; do
  eval "args=($r)"
  queue_ "${args[@]}"
done
A2A_NAME=audit2allow; export A2A_NAME
run_queue_ audit2allow "$ref" "$ours"
for r in "--help" "-z" "--version" "-p $pol -i $log" "-p $pol -i $log -w"; do
  eval "args=($r)"
  queue_ "${args[@]}"
done
A2A_NAME=audit2why
run_queue_ audit2why "$ref" "$ours"
finish_
