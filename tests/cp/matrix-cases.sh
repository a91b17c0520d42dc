# Sourced by tests/cp/matrix-N.sh, which sets part (1..6).  cp over
# every kind of source (file, empty, executable, read-only, set-uid,
# hard links, sparse, labelled, ACL, symlinks, fifo, device, trees)
# with the common option sets, against GNU cp: output, status, and the
# trees afterwards.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/cp

opts=("" -a -p -d -P -L -H -r -R -rL -rH -rP -dR -v -f -n -u -b -l -s
      --preserve=all --preserve=xattr --preserve=links --preserve=mode
      --preserve=timestamps --preserve=ownership --no-preserve=mode
      "-a --no-preserve=xattr" "-a --no-preserve=context" "-p --preserve=xattr"
      --attributes-only "-a --attributes-only" --remove-destination
      --sparse=always --sparse=never --reflink=never --copy-contents
      "-r --copy-contents" -x "-b --backup=numbered" "-av" "-rv" "-Ra")
operands=("f y" "f dst" "e y" "x y" "ro y" "ro dst" "sx y" "h1 y"
          "h1 h2 d2" "sp y" "sp dst" "big y" "lab y" "lab dst" "el y"
          "acl y" "sl y" "sl dst" "dl y" "dsl y" "p y" "cdev y" "d y"
          "d dd" "d/a d/b d/h3 h1 h2 dd" "d/sub y" "f sl" "f d2"
          "sl dsl d2" "lab acl sp d2")
# Part N takes every sixth option set, so each file stays short.
i=0
for o in "${opts[@]}"; do
  i=$((i + 1))
  [ $(( (i - 1) % 6 + 1 )) = "$part" ] || continue
  for a in "${operands[@]}"; do
    # Copying a fifo's contents would block: only recursive copies
    # without --copy-contents take fifos.
    case $a in
      p\ *) case $o in *copy-contents*) continue ;; -a*|-r*|-R*|-dR|-Ra) ;;
             *) continue ;; esac ;;
    esac
    # shellcheck disable=SC2086
    case_ cp $o $a
  done
done
finish_
