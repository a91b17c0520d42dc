#!/bin/bash
# install -C against GNU's: a destination that already is what install
# would make (content, owner, group, mode) is left alone, times and
# all; each other difference class makes a copy: content, size, mode,
# set-id or sticky bits on either side or in -m, owner, group, a
# destination that is a symlink or not a regular file, a source that is
# one.  Also as an unprivileged user, and with -v, -b.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/install

# Destinations beside the template's sources (f: "hello\n", 0644).
(cd tpl || exit 99
 k () { printf "$2" > "$1"; chmod "${3:-755}" "$1"; }
 k k.same 'hello\n'
 k k.content 'jello\n'
 k k.size 'hello!\n'
 k k.mode 'hello\n' 644
 k k.suid 'hello\n' 4755
 k k.sticky 'hello\n' 1755
 k k.owner 'hello\n'; chown nobody k.owner
 k k.group 'hello\n'; chgrp nogroup k.group
 k k.both 'hello\n'; chown nobody:nogroup k.both
 k k.mine 'hello\n'; chown nobody:nogroup k.mine
 k k.hard 'hello\n'; ln k.hard k.hard2
 ln -s k.same k.link
 mkdir k.dir
 k k.lab 'hello\n'; setfattr -n security.selinux -v "$L1" k.lab
 setfattr -n user.u -v 1 k.lab
 k k.acl 'hello\n'; setfacl -m u:nobody:r k.acl
 k k.empty ''
 k k.ro 'hello\n' 555
 cp big k.big && chmod 755 k.big
 cp big k.bigdiff && printf x | dd of=k.bigdiff bs=1 seek=299999 conv=notrunc 2>/dev/null
 chmod 755 k.bigdiff
 k k.suidsrc 'suid\n'
 k k.lsrc 'labelled\n'
 find . -name 'k.*' -exec touch -h -t $OLD {} +) || framework_failure_ "fixtures"

for d in k.same k.content k.size k.mode k.suid k.sticky k.owner k.group \
         k.both k.hard k.link k.dir k.lab k.acl k.ro nosuch; do
  case_ install -C f $d
  case_ install -Cv f $d
done
while IFS= read -r args; do
  # shellcheck disable=SC2086
  case_ install $args
done <<'LIST'
-C e k.empty
-C e k.same
-C f k.empty
-C big k.big
-C big k.bigdiff
-C sx k.suidsrc
-C -m 4755 sx k.suidsrc
-C lab k.lsrc
-C sl k.same
-C cdev k.empty
-C dl k.same
-C -m 644 f k.mode
-C -m 755 f k.mode
-C -m 644 f k.same
-C -m u=rwx,go=rx f k.same
-C -m 1755 f k.sticky
-C -m 4755 f k.suid
-C -o nobody f k.owner
-C -o 65534 f k.owner
-C -o nobody f k.same
-C -g nogroup f k.group
-C -g nogroup f k.same
-C -o nobody -g nogroup f k.both
-C -o nobody f k.both
-C -o 0 -g 0 f k.same
-Cb f k.same
-Cbv f k.content
-C --backup=numbered f k.same
-Cv -t d2 f
-Cv f k.same k.content d2
-C --preserve-context f k.same
-C -Z f k.lab
-Cc f k.same
-C k.same k.same
-C k.hard k.hard2
-C k.link k.same
LIST

# As nobody, who owns k.mine (the others differ in owner).
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
for args in "-C f k.mine" "-Cv f k.mine" "-C f k.same" "-C -g nogroup f k.mine" \
            "-C -m 644 f k.mine" "-C -o nobody f k.mine" "-C -o root f k.same"; do
  # shellcheck disable=SC2086
  case_ install $args
done
wrap=
finish_
