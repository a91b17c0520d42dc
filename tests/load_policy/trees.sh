#!/bin/bash
# load_policy against policycoreutils 3.4's over many /etc/selinux trees,
# each bind-mounted over /etc/selinux in a private mount namespace:
# config forms, and policy files that are missing, empty, directories,
# links, truncated, not policies, or real policies (compiled by
# checkpolicy) that this kernel cannot take.

NEED_NS=1
. "$abs_top_srcdir/tests/load_policy/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/load_policy
[ -x $ref ] || ref=/sbin/load_policy
ours=$builddir/src/load_policy
require_ref_ $ref
[ -d /etc/selinux ] || skip_ "no /etc/selinux to mount the test trees over"
mountpoint -q /etc/selinux && skip_ "/etc/selinux is already a mount point"

# Real policies, when checkpolicy is there.
have_policy=false
mkpol () {
  "$CHECKPOLICY" -c "$1" -o "$work/policy.$1" \
    "$srcdir/tests/unit/mini-policy.conf" >/dev/null 2>&1
}
if [ -n "${CHECKPOLICY-}" ] && [ -x "$CHECKPOLICY" ]; then
  mkpol 33 && mkpol 20 && have_policy=true
fi

tree=$work/tree
mount_tree_ () {
  rm -rf "$tree" && mkdir "$tree" && (cd "$tree" && eval "$1") ||
    framework_failure_ "setting up: $1"
  mount --bind "$tree" /etc/selinux || framework_failure_ "bind mount"
}

# scenario_ SETUP: make the tree with the shell commands SETUP, mount it,
# compare every argument form that reads it.
scenario_ () {
  mount_tree_ "$1"
  local args
  for args in "" -q -b -i "-q -i" "-q foo"; do
    compare_ load_policy $ref $ours $args
  done
  umount /etc/selinux
}

cfg='printf "SELINUX=enforcing\nSELINUXTYPE=t\n" >config'
pol="$cfg && mkdir -p t/policy && cd t/policy"

# Config forms, each naming (or not) where to look.
scenario_ 'true'
scenario_ 'mkdir targeted'
scenario_ "$cfg"
scenario_ 'printf "  \tSELINUXTYPE=  t \t\r\n" >config'
scenario_ 'printf "selinuxtype=T\n" >config'
scenario_ 'printf "SELINUXTYPE=\"t\"\n" >config'
scenario_ 'printf "SELINUXTYPE=a\nSELINUXTYPE=b\n" >config'
scenario_ 'printf "SELINUXTYPE=a\n#SELINUXTYPE=b\n  # x\n" >config'
scenario_ 'printf "SELINUXTYPE=\n" >config'
scenario_ 'printf "SELINUXTYPE =t\nSELINUX=disabled\n" >config'
scenario_ 'printf "SELINUXTYPE=a/b/\r\n" >config'
scenario_ 'printf "SELINUXTYPE=%0300d\n" 0 >config'
scenario_ 'printf "\377\376garbage\0SELINUXTYPE=x\n\0\n==\n" >config'
scenario_ 'head -c 5000 /dev/zero | tr "\0" x >config; echo SELINUXTYPE=y >>config'
scenario_ 'mkdir config'
scenario_ 'ln -s config config'

# Policy files the search meets.
scenario_ "$cfg"' && mkdir t && : >t/policy'
scenario_ "$pol"
scenario_ "$pol && : >policy.33"
scenario_ "$pol && mkdir policy.31"
scenario_ "$pol && ln -s nowhere policy.33 && : >policy.30"
scenario_ "$pol && ln -s policy.32 policy.32"
scenario_ "$pol && echo x >policy.34 && echo x >policy.14 && echo x >policy.10"
scenario_ "$pol && mkdir policy.15"
scenario_ "$pol && printf '\214\377\174\371\10\0\0\0SE Linux!\0\0\0' >policy.33"
if $have_policy; then
  p=$work/policy
  scenario_ "$pol && cp $p.33 policy.33"
  scenario_ "$pol && head -c 100 $p.33 >policy.33"
  scenario_ "$pol && head -c 20 $p.33 >policy.31"
  scenario_ "$pol && cp $p.33 policy.33 && cp $p.20 policy.20 && : >policy.15"
  scenario_ "$pol && cp $p.20 policy.33 && cp $p.33 policy.29"
  scenario_ "$pol && cp $p.33 policy.15"
  scenario_ "printf 'SELINUXTYPE=\tq  \n' >config && mkdir -p q/policy &&
             cp $p.33 q/policy/policy.33"
else
  echo "checkpolicy not found: cases with real policies not run" >&2
fi

# DIFFERENCES: a file that is not a policy at all (bad magic number).
# The reference then reports whatever errno an earlier call left; we say
# "Invalid argument".  libsepol's message is the same.
mount_tree_ "$pol && echo garbage >policy.33"
for loc in $locales; do
  for q in "" -q; do
    cases=$((cases + 1))
    LC_ALL=$loc run_as_ load_policy $ref $q >ref.out 2>ref.err; rs=$?
    LC_ALL=$loc run_as_ load_policy $ours $q >our.out 2>our.err; os=$?
    { [ -z "$q" ] && head -n1 ref.err
      echo "load_policy:  Can't load policy:  Invalid argument"; } >exp.err
    if [ $rs = 2 ] && [ $os = 2 ] && cmp -s exp.err our.err &&
       [ ! -s our.out ] && [ "$(wc -l <ref.err)" = "$(wc -l <our.err)" ]
    then :; else
      mismatches=$((mismatches + 1))
      echo "MISMATCH [$loc]: load_policy $q, policy.33 not a policy"
      diff ref.err our.err
    fi
  done
done
umount /etc/selinux

finish_
