#!/bin/bash
# Two sources meeting at one destination name, where the first copy
# makes a symlink there (cp -dR a/1 b/1 c, GNU's tests/cp/abuse.sh):
# the second must never be written through that symlink to a file, a
# dangling name or a directory outside the destination.  cp and mv,
# files and directories, two and three sources, within a file system
# and across, against GNU's: output, status, and the whole tree, with
# the victims outside the destination, afterwards.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/cp
require_ref_ /usr/bin/mv

# Beside the template: symlinks named 1 that point out of the
# destination (relative, as seen from c/ or o/; and absolute), to a
# file, to nothing, to a directory; sources named 1 of every kind; an
# empty destination c/.
(cd tpl || exit 99
 printf 'victim\n' > victim
 mkdir vdir && printf 'v\n' > vdir/v
 mkdir -p sf sn sd sa sr fb db eb lb c && chmod 1777 c
 ln -s ../victim sf/1
 ln -s ../nothere sn/1
 ln -s ../vdir sd/1
 ln -s "$work/t/victim" sa/1
 ln -s victim sr/1
 printf 'payload\n' > fb/1
 mkdir db/1 && printf 'in dir\n' > db/1/x
 : > eb/1
 ln -s ../victim lb/1
 find . -exec touch -h -t $OLD {} +
) || framework_failure_ "extra template"

opts=("" -d -dR -R -r -a -P -rP -H -L -rL -RH --preserve=links -f
      --remove-destination -v -dRv -n -u -b "-b --backup=numbered"
      --backup=existing -l -s "-a -f" "-a --remove-destination" -x
      --attributes-only --copy-contents "-dR --parents")
# The first source makes c/1 a symlink; the later one is copied onto
# it.  Also the order reversed, and three sources.
operands=("sf/1 fb/1 c" "sn/1 fb/1 c" "sd/1 db/1 c" "sd/1 fb/1 c"
          "sf/1 db/1 c" "sa/1 fb/1 c" "sr/1 fb/1 c" "sf/1 eb/1 c"
          "sf/1 lb/1 c" "sn/1 sf/1 c" "fb/1 sf/1 c" "db/1 sd/1 c"
          "sf/1 fb/1 db/1 c" "sn/1 eb/1 fb/1 c" "sf/1 sn/1 fb/1 c"
          "-t c sf/1 fb/1" "-t c sd/1 db/1")
for o in "${opts[@]}"; do
  for a in "${operands[@]}"; do
    # -s makes relative symlinks only in the current directory.
    case $o in -s) a=${a/ c/ .} ; a=${a/-t c/-t .} ;; esac
    # shellcheck disable=SC2086
    case_ cp $o $a
  done
done

# mv: within the file system, and across to another tmpfs (o/), where
# the symlink is made anew and the later source is copied by name.
mounts="o"
for o in "" -f -v -n -u -b "-b --backup=numbered" -T; do
  for a in "sf/1 fb/1 c" "sn/1 fb/1 c" "sd/1 db/1 c" "sf/1 db/1 c" \
           "sf/1 fb/1 o" "sn/1 fb/1 o" "sd/1 db/1 o" "sd/1 fb/1 o" \
           "sa/1 eb/1 o" "fb/1 sf/1 o" "sf/1 fb/1 db/1 o" "-t o sd/1 db/1"; do
    # shellcheck disable=SC2086
    case_ mv $o $a
  done
done
mounts=

# As an unprivileged user, in a world-writable destination.
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
for o in -dR -a -R; do
  for a in "sf/1 fb/1 c" "sd/1 db/1 c" "sn/1 fb/1 c"; do
    # shellcheck disable=SC2086
    case_ cp $o $a
  done
done
wrap=

finish_
