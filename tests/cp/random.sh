#!/bin/bash
# Seeded random combinations of cp and mv options, operands, backup
# environment variables and -i answers, against GNU's, on fresh trees
# with a second tmpfs and a ramfs.  The seed list is fixed, so every run
# tries the same cases; RANDOM_SEEDS="..." tries others.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/cp /usr/bin/mv

cp_opts=(-a -b -d -f -H -i -l -L -n -P -p -r -R -s -u -v -x -T
         --attributes-only --backup=numbered --backup=existing --backup=simple
         --backup=none --copy-contents --no-dereference --parents
         --preserve=all --preserve=mode,timestamps --preserve=links,xattr
         --preserve=context --no-preserve=mode --no-preserve=all
         --no-preserve=xattr --reflink=never --reflink=auto
         --remove-destination --sparse=always --sparse=never
         --strip-trailing-slashes --one-file-system -S.bak -Z
         --context=system_u:object_r:tmp_t:s0 -tdd)
mv_opts=(-b -f -i -n -u -v -T -Z --backup=numbered --backup=existing
         --backup=t --strip-trailing-slashes -S~x -to -tdd)
operands=(f e dst x ro sx h1 h2 sp big lab acl el sl dl dsl cdev d dd d2
          d/a d/sub d/ dd/ o o/ o/f r/ nosuch f/ "sp ace")
envs=(VERSION_CONTROL=numbered VERSION_CONTROL=never SIMPLE_BACKUP_SUFFIX=.s
      POSIXLY_CORRECT=1)
seeds=${RANDOM_SEEDS:-$(seq 1 150)}
for seed in $seeds; do
  RANDOM=$seed
  if [ $((RANDOM % 2)) = 0 ]; then tool=cp; else tool=mv; fi
  words=()
  n=$((RANDOM % 4)); while [ $n -gt 0 ]; do
    if [ $tool = cp ]; then words+=("${cp_opts[RANDOM % ${#cp_opts[@]}]}")
    else words+=("${mv_opts[RANDOM % ${#mv_opts[@]}]}"); fi
    n=$((n - 1)); done
  n=$((RANDOM % 3 + 1)); while [ $n -gt 0 ]; do
    words+=("${operands[RANDOM % ${#operands[@]}]}"); n=$((n - 1)); done
  env=()
  [ $((RANDOM % 4)) != 0 ] || env=("${envs[RANDOM % ${#envs[@]}]}")
  case $((RANDOM % 3)) in 0) stdin_text=$'y\n' ;; 1) stdin_text=$'n\n' ;;
                          *) stdin_text= ;; esac
  # (No operand is the fifo or a directory holding it: nothing blocks.)
  # Only the file systems the words name are mounted: fewer processes.
  mounts=
  for m in o r; do
    case " ${words[*]} " in *" $m "*|*" $m/"*|*" -t$m "*) mounts="$mounts $m" ;; esac
  done
  tool_env=("${env[@]}")
  case_ $tool "${words[@]}"
done
tool_env=()
stdin_text=
finish_
