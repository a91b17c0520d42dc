# Sourced by tests/cp/mv-basic-N.sh, which sets part (1..4).  mv within a
# file system and across (a second tmpfs, ramfs, a full tmpfs), with -b
# -f -i -n -u -v -t -T -S, against GNU mv: output, status, and the
# trees afterwards (what stayed, what arrived, with which attributes).
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/mv

opts=("" -v -f -n -u -b -i "-b -S .old" "--backup=numbered" -T -vb -fv
      -nv -uv --strip-trailing-slashes)
operands=("f y" "f dst" "dst f" "f f" "f ./f" "h1 h2" "h1 d/h3" "sl y"
          "sl f" "dl y" "d y" "d dd" "d d2" "d/ y" "d d/sub" "d d/sub/new"
          "f d" "d f" "f dd" "d2 dd" "p y" "lab acl sp d2" "nosuch y"
          "f nosuch/y" "f o/" "d o/" "d o" "f o/f" "sp big lab o" "d/sub o"
          "h1 h2 d/h3 o" "sl dl dsl o" "f r/" "lab r/" "d r/" "big s/"
          "d2 s" "f dst o" "x -t o" "-t o x ro")
# Part N takes every fourth option set, so each file stays short.
i=0
for o in "${opts[@]}"; do
  i=$((i + 1))
  [ $(( (i - 1) % 4 + 1 )) = "$part" ] || continue
  for a in "${operands[@]}"; do
    # Only the file systems the operands name are mounted: fewer
    # processes per case.
    mounts=
    for m in o r s; do
      case " $a " in *" $m "*|*" $m/"*) mounts="$mounts $m" ;; esac
    done
    stdin_text=
    case $o in -i) stdin_text=y ;; esac
    # shellcheck disable=SC2086
    case_ mv $o $a
  done
done

# -i answers on stdin: yes, no, nothing (part 4).
mounts="o"
if [ "$part" = 4 ]; then
  for ans in y n "" yes no Y; do
    stdin_text="$ans"$'\n'
    case_ mv -i f dst
    case_ mv -i f h1 o/
    case_ mv -vi d/a d/b dd
  done
  # An unwritable destination, for an unprivileged user, who says no.
  stdin_text=$'n\n'
  wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
  case_ mv -i f ro
  case_ mv -i f dst
  wrap=
  # Two sources meeting at one destination: the second is refused,
  # unless backups are numbered.
  for o in "" -b --backup=numbered -f; do
    mounts="o"
    # shellcheck disable=SC2086
    case_ mv $o d/a dd/a d2
    # shellcheck disable=SC2086
    case_ mv $o d/a dd/a o
    # shellcheck disable=SC2086
    case_ mv $o d/sub/c dd/sub/c o
  done
fi
stdin_text=
finish_
