#!/bin/bash
# newrole against Debian 12's (policycoreutils 3.4, package newrole) on
# a kernel without SELinux, as this host's is: the reference checks for
# SELinux before it reads a single option, so every command line, odd
# name, environment and user gets its one message and status 255.  What
# newrole does on an SELinux kernel is checked in the guest
# (tests/vm/strict/20-newrole.sh).

. "$abs_top_srcdir/tests/init.sh"
ref=/usr/bin/newrole
ours=$builddir/src/newrole/newrole
require_ref_ $ref
/usr/sbin/selinuxenabled 2> /dev/null &&
  skip_ "this host runs SELinux: tests/vm/strict/20-newrole.sh covers it"

while IFS= read -r args; do
  eval "set -- $args"
  queue_ "$@"
done <<'CASES'

-r sysadm_r
-r sysadm_r -t sysadm_t -l s0
-t user_t
-l s0-s0:c0.c1023
-p
-V
--version
--help
-h
-Q
--
-- -c id
-r
-r ''
-r a -r b
-t a -t b
-l s0 -l s1
--role=sysadm_r --type=sysadm_t --level=s0 --preserve-environment
--rol=x
--ver
--version=1
-pV
-Vp
-rsysadm_r
-r sysadm_r -- -c 'id -Z'
-r sysadm_r extra args -p
'a b' "c\"d" $'\n'
-
CASES
run_queue_ newrole $ref $ours

# Seeded random option lines.
words=(-r -t -l -p -V -- --role --type=x --level=s0 --preserve-environment
       --version sysadm_r user_t s0 -c id '' -x --bogus)
RANDOM=2404
for i in $(seq 1 60); do
  set --
  for j in $(seq 1 $((RANDOM % 6))); do set -- "$@" "${words[RANDOM % ${#words[@]}]}"; done
  queue_ "$@"
done
run_queue_ newrole $ref $ours

# The program's name never appears: not from argv[0] either.
for name in newrole /usr/bin/newrole ./x '' 'a b' -; do
  compare_ "$name" $ref $ours -r sysadm_r
  compare_ "$name" $ref $ours --help
done

# The environment is set aside before anything else (POSIXLY_CORRECT
# cannot change the option parsing), and a terminal on stdin or none.
POSIXLY_CORRECT=1 compare_ newrole $ref $ours -r x -- y
compare_ newrole $ref $ours -r sysadm_r < /dev/null
compare_ newrole $ref $ours -r sysadm_r <&-
compare_ newrole $ref $ours -V >&-

# As another user.
if [ "$(id -u)" = 0 ]; then
  wrap='setpriv --reuid=65534 --regid=65534 --clear-groups'
  compare_ newrole $ref $ours -r sysadm_r
  compare_ newrole $ref $ours -V
  wrap=
fi

finish_
