#!/bin/bash
# ps: seeded random combinations of selection, format and modifier
# options, against procps-ng 4.0.2 on a fixed process table.  The seed
# is fixed, so every run tries the same combinations.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

RANDOM=8
# The pool leaves out the UNIX modifiers (-j -c -y -M -Z -L -T) that
# procps also applies to the BSD formats (u v j l s): modifiers.sh tries
# those.
pool=(-e -A -a -d -N x a r -f -F -l -P -H
      u v j l s Z f c e n S h --forest --no-headers --context
      "-p 1,5,20" "-u root" "-C sleep" "--ppid 1" "-s 1" "-g 0"
      "--sort=-pid" "--sort=comm,pid" "k -ppid" "--cols 100" -w
      "-o pid,stat,comm" "-o user,ni,args" "o pid,tty,time")
for _ in $(seq 200); do
  n=$((RANDOM % 4 + 1))
  args=()
  for _ in $(seq $n); do
    # shellcheck disable=SC2206
    args+=(${pool[RANDOM % ${#pool[@]}]})
  done
  pscase_ "${args[@]}"
done
finish_
