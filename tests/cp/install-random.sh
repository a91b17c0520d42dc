#!/bin/bash
# Seeded random combinations of install's options and operands, with
# backup environment variables, against GNU's, on fresh trees.  The
# seed list is fixed, so every run tries the same cases;
# RANDOM_SEEDS="..." tries others.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/install

(cd tpl && printf '#!/bin/sh\nexit 0\n' > okstrip && chmod 755 okstrip &&
 printf '#!/bin/sh\nexit 1\n' > nostrip && chmod 755 nostrip &&
 touch -h -t $OLD okstrip nostrip) || framework_failure_ "strip stand-ins"

opts=(-b -c -C -d -D -p -v -T -Z -s -s --backup=numbered --backup=existing
      --backup=simple --backup=none --backup=bogus -S.bak -Sx/ --compare
      -m644 -m600 -m4755 -m2755 -m1777 -m0 -mu+s -mg=rwx -mo-r -ma=rX -m+t
      -mbogus -onobody -o65534 -oroot -onosuch -gnogroup -g0 -g65534
      -gnosuch -tdd -td2 -ty -ty/z -tnosuch -tf --context
      --context=system_u:object_r:tmp_t:s0 --preserve-context
      --strip-program=./okstrip --strip-program=./nostrip
      --strip-program=nosuch --preserve-timestamps --verbose --directory
      --no-target-directory)
operands=(f e dst x ro sx h1 h2 sp big lab acl el sl dl dsl cdev d dd d2
          d/a d/sub d/ dd/ dd/f y y/z y/z/ z f/ nosuch "sp ace" .)
envs=(VERSION_CONTROL=numbered VERSION_CONTROL=never SIMPLE_BACKUP_SUFFIX=.s
      POSIXLY_CORRECT=1)
seeds=${RANDOM_SEEDS:-$(seq 1 400)}
for seed in $seeds; do
  RANDOM=$seed
  words=()
  n=$((RANDOM % 5)); while [ $n -gt 0 ]; do
    words+=("${opts[RANDOM % ${#opts[@]}]}"); n=$((n - 1)); done
  n=$((RANDOM % 4 + 1)); while [ $n -gt 0 ]; do
    words+=("${operands[RANDOM % ${#operands[@]}]}"); n=$((n - 1)); done
  env=()
  [ $((RANDOM % 4)) != 0 ] || env=("${envs[RANDOM % ${#envs[@]}]}")
  tool_env=("${env[@]}")
  if [ $((RANDOM % 5)) = 0 ]; then
    wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
  else
    wrap=
  fi
  case_ install "${words[@]}"
done
wrap=
tool_env=()
finish_
