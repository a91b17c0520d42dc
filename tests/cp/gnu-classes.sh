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

# cp-parents.sh and parent-perm.sh: the directories --parents makes on
# the way, from sources with odd modes, ACLs, xattrs and labels, with
# each way of keeping attributes; an existing part of the way (kept
# attributes reapplied with -p when the copy's parent is missing);
# sources that are not directories; a symlink on the way.
parents_tree='mkdir -p x/y/z e/x && chmod 751 x && chmod 2705 x/y && echo f > x/y/z/f &&
  setfattr -n user.p -v q x/y && setfacl -m u:nobody:rwx x/y/z &&
  setfacl -d -m u:nobody:r x && setfattr -n security.selinux -v '$L1' x/y &&
  chmod 700 e/x && ln -s x sx && touch -t '$OLD' x x/y x/y/z e/x'
for o in "" -a -p -pv -r --preserve=xattr --preserve=context --preserve=all \
         --no-preserve=mode "-a --no-preserve=mode" --preserve=mode \
         --preserve=timestamps --preserve=ownership -Z "-p --no-preserve=all"; do
  for a in "x/y/z/f dd" "x/y/z/f e" "./x//y/z/f dd" "sx/y/z/f dd" \
           "x/y/z dd" "x/y/z/f/ dd" "x/y dd" "d/sub/c dd" "d/sub/c d2" \
           "f/g dd" "x/y/z/f e/x"; do
    scase_ "$parents_tree; umask 022; cp $o --parents $a; echo \$?; umask 077; cp $o --parents x/y/z/f d2; echo \$?"
  done
done
both_ 'mkdir foo bar; mkdir -p a/b/c d e g; ln -s d/a sym; touch f
  cp -R --parents foo/ bar; cp --verbose -a --parents a/b/c d; cp --parents f/g d
  chmod go=w d/a; cp -a --parents d/a/b/c e; cp -a --parents sym/b/c g
  mkdir -p np/b; chmod 0700 np; touch np/b/file; chmod 775 np/b/file
  mkdir np_dest; cp --parents --no-preserve=mode np/b/file np_dest/'
both_ 'mkdir -p a/b/c a/b/d e; touch a/b/c/foo a/b/d/foo
  cp -p --parent a/b/c/foo e; chmod g-rx e/a e/a/b; cp -p --parent a/b/d/foo e
  chmod 700 e/a; cp --parent a/b/c/foo e; cp -a --parent a/b/c/foo e'
both_ 'mkdir -p a/b; touch a/b/f; chmod 500 a/b; cp -r --parents a/b/f dd; echo $?; mkdir q
  chmod 0 a; cp --parents a/b/f q; echo $?; cp --parents /dev/null q; echo $?'

# preserve-link.sh: -u keeps a destination that is not older, but it
# still stands for its source's later hard links, which are linked to
# it (replacing newer files too); with and without -a, -v, -n, and mv.
pl_src='mkdir s; touch s/f; ln s/f s/linkm; ln s/f s/linke; ln s/f s/fileo; ln s/f s/fileu'
pl_dst='rm -rf t; mkdir -p t/s; touch t/s/$f; ln t/s/$f t/s/linke; touch -d "-1 hour" t/s/fileo; touch -d "+1 hour" t/s/fileu'
for o in -au -auv -ru -ruv "-au --preserve=links" -aun -auvl "-u -d" -Rup; do
  both_ "$pl_src; for f in f linkm; do $pl_dst; cp $o s t; echo \$?; done"
  scase_ "$pl_src; mkdir -p t/s; touch -d '+1 hour' t/s/f t/s/linke; cp $o s t; touch -d '+2 hour' s/f; cp $o s t"
done
mounts=o
scase_ "$pl_src; f=f; $pl_dst; mv -u s/* t/s; mv -u t/s/fileu t/s/f o/"
scase_ "$pl_src; mkdir o/s; touch -d '+1 hour' o/s/f; mv -uv s o/"
mounts=
# dup-source.sh: the same source twice.  cp warns, or copies twice with
# numbered backups; mv fails for a second file, and for a directory it
# could not rename warns that it was given twice.
rf='cd "$T" && rm -fr w && mkdir w && cd w && touch a && mkdir b d'
for tool in cp mv; do
  for o in "" -v -a --backup=numbered --backup -f -r -T; do
    both_ "T=\$PWD; $rf; $tool $o a a d/; echo \$?; $rf; $tool $o ./a a d/; echo \$?
      $rf; $tool $o ./b b d/; echo \$?; $rf; $tool $o ./b b b/; echo \$?
      $rf; $tool $o b ./b/ b b/; echo \$?; $rf; $tool $o b/ b d/; echo \$?
      $rf; touch d/b; $tool $o ./b b d/; echo \$?; $rf; touch d/b; $tool $o b/ b/. d/; echo \$?"
  done
done

# thru-dangling.sh: a dangling destination symlink is not written
# through (but with POSIXLY_CORRECT); a symlink loop is replaced under
# -f, refused without.
for o in "" -f -fv -i -b "-f --remove-destination" -n -u -fp -fa; do
  both_ "ln -s no-such dangle; ln -s loop loop; ln -s l2 l1; ln -s l1 l2; echo hi > f
    cp $o f dangle; echo \$?; POSIXLY_CORRECT=1 cp $o f dangle; echo \$?
    cp $o f loop; echo \$?; cp $o f l1; echo \$?; cp $o -r d loop; echo \$?"
done

# misc/xattr.sh: xattrs kept or not, onto a read-only source's copy (as
# a user: u+w while they are set), and by mv across file systems.
mounts=o
for o in "" --preserve=xattr --preserve=all -a -p "--preserve=xattr,mode" \
         "--preserve=xattr --no-preserve=mode" "-a --no-preserve=xattr"; do
  both_ "touch a; setfattr -n user.foo -v bar a; chmod a-w a; cp $o a e; echo \$?
    chmod 0 a; cp $o a e2; echo \$?; chmod 4551 a; cp $o a o/e3; echo \$?; cp $o lab o/
    chmod 555 a; mkdir o/w && chmod 1777 o/w; mv a o/w/; echo \$?"
done
mounts=

mounts=o
scase_ "echo a > o/a; echo t > o/a~; mv --b=simple o/a~ o/a; mv -b f o/; mv -b f o/f~ o/f"
mounts=
finish_
