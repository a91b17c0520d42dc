#!/bin/bash
# setsebool -P on a host without SELinux: our persistence has no
# counterpart in the reference (which needs a libsemanage store), so
# this judges ours against setsebool.8: the names checked against the
# installed policy, booleans.local written whole or not at all, the
# lines around kept, the messages and statuses of the reference's -P.
# A tree with the build's policy is bind-mounted over /etc/selinux in a
# private mount namespace.

NEED_NS=1
. "$abs_top_srcdir/tests/load_policy/ns.sh"
. "$abs_top_srcdir/tests/init.sh"
ours=$builddir/src/booleans/setsebool
policy=$builddir/policy/targeted/policy/policy.33
require_root_
[ -f "$policy" ] || skip_ "the policy is not built: $policy"
[ -d /etc/selinux ] || skip_ "no /etc/selinux to mount the test tree over"

checks=0 failures=0
tree=$work/tree
file=/etc/selinux/t/booleans.local
mkdir -p "$tree/t/policy" && cp "$policy" "$tree/t/policy/" &&
  printf 'SELINUX=permissive\nSELINUXTYPE=t\n' > "$tree/config" &&
  mount --bind "$tree" /etc/selinux || framework_failure_ "setting up the tree"

# case_ STATUS STDERR FILE ARGS...: run ours with ARGS; its status, its
# stderr and then the contents of booleans.local ("-" for none) must be
# as given.
case_ () {
  local want_st=$1 want_err=$2 want_file=$3 st; shift 3
  checks=$((checks + 1))
  (exec -a setsebool $wrap "$ours" "$@") > out 2> err; st=$?
  local got_file=-
  [ -e $file ] && got_file=$(cat $file; echo .) && got_file=${got_file%.}
  if [ "$st" != "$want_st" ] || [ "$(cat err)" != "$want_err" ] ||
     [ "$got_file" != "$want_file" ] || [ -s out ]; then
    failures=$((failures + 1))
    echo "FAIL: setsebool $*"
    echo "  status $st (want $want_st); stderr: $(cat err) (want $want_err)"
    printf '  file: %s\n  want: %s\n' "$got_file" "$want_file"
  fi
  # Never a temporary file left behind.
  checks=$((checks + 1))
  if ls /etc/selinux/t | grep -q 'booleans\.local\.'; then
    failures=$((failures + 1)); echo "FAIL: a temporary file was left: $*"
    rm -f /etc/selinux/t/booleans.local.*
  fi
}
nl='
'
undefined="Boolean nosuch is not defined"

case_ 0 '' "httpd_enable_homedirs=1$nl" -P httpd_enable_homedirs on
case_ 0 '' "httpd_enable_homedirs=1$nl" -P httpd_enable_homedirs=TRUE
case_ 0 '' "httpd_enable_homedirs=0${nl}httpd_enable_cgi=1$nl" \
  -P httpd_enable_cgi=1 httpd_enable_homedirs=off
# -N and -V change nothing here.
case_ 0 '' "httpd_enable_homedirs=0${nl}httpd_enable_cgi=0$nl" \
  -PNV httpd_enable_cgi=false
# The last of a name's settings wins.
case_ 0 '' "httpd_enable_homedirs=0${nl}httpd_enable_cgi=1$nl" \
  -P httpd_enable_cgi=0 httpd_enable_cgi=on
# A name the policy lacks: nothing written.
case_ 255 "$undefined" "httpd_enable_homedirs=0${nl}httpd_enable_cgi=1$nl" \
  -P squid_connect_any=1 nosuch=1
case_ 255 "$undefined" "httpd_enable_homedirs=0${nl}httpd_enable_cgi=1$nl" \
  -P nosuch on
# Parsing comes first.
case_ 255 "setsebool: illegal value maybe for boolean squid_connect_any" \
  "httpd_enable_homedirs=0${nl}httpd_enable_cgi=1$nl" \
  -P httpd_enable_cgi=0 squid_connect_any=maybe

# The lines of an administrator's file are kept, the values replaced in
# place, new names appended; a file without a final newline gets one.
printf '# mine\n  squid_connect_any = on\n\nnot_in_policy=1\nhttpd_enable_cgi=1' > $file
case_ 0 '' "# mine${nl}squid_connect_any=0$nl${nl}not_in_policy=1${nl}httpd_enable_cgi=1${nl}named_write_master_zones=1$nl" \
  -P squid_connect_any=0 named_write_master_zones=1
chmod 600 $file
case_ 0 '' "# mine${nl}squid_connect_any=0$nl${nl}not_in_policy=1${nl}httpd_enable_cgi=0${nl}named_write_master_zones=1$nl" \
  -P httpd_enable_cgi off
checks=$((checks + 1))
[ "$(stat -c %a $file)" = 600 ] || { failures=$((failures + 1)); echo "FAIL: mode not kept"; }

# A file that is not ours to parse is left alone.
printf 'httpd_enable_cgi=1\nwhat is this\n' > $file
case_ 255 "Failed to commit changes to booleans: $file: line 2 is not NAME=VALUE" \
  "httpd_enable_cgi=1${nl}what is this$nl" -P httpd_enable_cgi=0
rm -f $file

# An old name, renamed by booleans.subs_dist, is kept under the new one.
printf 'old_cgi httpd_enable_cgi\n' > /etc/selinux/t/booleans.subs_dist
case_ 0 '' "httpd_enable_cgi=1$nl" -P old_cgi=1
rm -f $file /etc/selinux/t/booleans.subs_dist

# Another user; a read-only tree; no policy at all.
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
command -v setpriv >/dev/null &&
  case_ 255 "Cannot set persistent booleans, please try as root." - \
    -P httpd_enable_cgi=1
wrap=
mount -o remount,bind,ro /etc/selinux || framework_failure_ "remount ro"
case_ 255 "Failed to commit changes to booleans: Read-only file system" - \
  -P httpd_enable_cgi=1
mount -o remount,bind,rw /etc/selinux || framework_failure_ "remount rw"
rm "/etc/selinux/t/policy/policy.33"
case_ 255 "Cannot set persistent booleans without managed policy." - \
  -P httpd_enable_cgi=1

echo "$((checks - failures)) of $checks checks passed"
[ $failures = 0 ]
