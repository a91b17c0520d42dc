#!/bin/bash
# SELinux userspace 3.4's own test logs (sepolgen's test_data/audit.log,
# httpd.log, short.log and audit2allow's test.log: AVC, USER_AVC,
# AVC_PATH, old SELINUX_ERR, node=, from policies of their time), read
# at test time from a clone of github.com/SELinuxProject/selinux
# ($SELINUX_GIT, a git directory with the tag 3.4), against our policy
# and refpolicy, compared with 3.4.  Skipped without the clone.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/audit2allow/lib.sh"
git=${SELINUX_GIT:-/work/.mirror/SELinuxProject+selinux/repo}
require_cmd_ git
git --git-dir="$git" rev-parse -q --verify 3.4^{commit} > /dev/null 2>&1 ||
  skip_ "no SELinux userspace clone with tag 3.4 at $git (set SELINUX_GIT)"
for f in python/sepolgen/tests/test_data/audit.log \
         python/sepolgen/tests/test_data/httpd.log \
         python/sepolgen/tests/test_data/short.log python/audit2allow/test.log; do
  git --git-dir="$git" show "3.4:$f" > "$(basename "$(dirname "$f")")-$(basename "$f")" ||
    framework_failure_ "git show 3.4:$f"
done
for pol in "${policies[@]}"; do
  for log in test_data-audit.log test_data-httpd.log test_data-short.log audit2allow-test.log; do
    for o in "" "-w" "-m local -v" "-x -D" "-l" "-e"; do
      eval "opts=($o)"
      queue_ -p "$pol" -i "$work/$log" "${opts[@]}"
    done
  done
done
A2A_NAME=audit2allow; export A2A_NAME
run_queue_ audit2allow "$ref" "$ours"
finish_
