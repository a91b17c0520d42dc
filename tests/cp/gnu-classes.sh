#!/bin/bash
# The checks of GNU coreutils 9.1's own tests of cp and mv (tests/cp/*.sh,
# tests/mv/*.sh, tests/misc/xattr.sh), each reproduced as a script run
# with GNU's tools and with ours on identical trees, as root and as an
# unprivileged user, with variations around each rule: output, status
# and the whole tree afterwards must match.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/cp /usr/bin/mv

user="setpriv --reuid=65534 --regid=65534 --clear-groups"
# both_ SCRIPT: as root and as the user.
both_ () { wrap=; scase_ "$1"; wrap=$user; scase_ "$1"; wrap=; }

# backup-is-src.sh (cp and mv): the simple backup of the destination
# would be the source.  Refused by name and inode, whatever the spelling
# of the paths, unless backups are numbered; mv across file systems too.
for tool in cp mv; do
  for b in --b=simple -b --backup=existing --backup=numbered -bS.x; do
    both_ "echo a > a; echo a-tilde > a~; $tool $b a~ a; echo \$?"
    both_ "mkdir s; echo a > s/a; echo t > s/a~; $tool $b ./s/a~ s//a"
    both_ "echo a > a; echo t > a~; echo x > a.~1~; $tool $b a~ a"
    # Another file named like the backup: not the source.
    both_ "mkdir s; echo a > a; echo t > a~; cp a~ s/; $tool $b s/a~ a"
    both_ "echo a > a; ln -s a a~; $tool $b a~ a; $tool $b -d a~ a"
  done
done
mounts=o
scase_ "echo a > o/a; echo t > o/a~; mv --b=simple o/a~ o/a; mv -b f o/; mv -b f o/f~ o/f"
mounts=
finish_
