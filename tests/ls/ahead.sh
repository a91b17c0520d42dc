#!/bin/bash
# Long listings under -R of trees of many directories, which ls reads
# ahead several at a time (up to 64 directories or 32,768 entries in a
# group, whose files' calls are made in one job): a group cut by a
# directory with subdirectories, by one that cannot be opened or
# searched, by the number of directories and of entries; labels that
# turn the device's labels off mid-group; a first directory too large
# for a group.  Messages must come where GNU's do (@tty merges them
# with the output).
. "$abs_top_srcdir/tests/ls/lib.sh"

fx_forest_ () {
  mkdir forest && cd forest || return
  local i d n
  for i in $(seq 1 150); do
    d=$(printf 't%03d' "$i")
    n=$(( (i * 37) % 260 + 20 ))
    mkdir "$d" && (cd "$d" && seq -f 'f%03g' 1 "$n" | xargs touch) || return
    case $((i % 10)) in
      1) ln -s f001 "$d/sl"; ln -s nowhere "$d/dangling";;
      2) mkfifo "$d/p"; label_ "$d/f002" "$L2";;
      3) label_ "$d/f003" "$L1"; setfacl -m u:daemon:rw "$d/f003";;
      4) chmod 4755 "$d/f004"; chmod 1777 "$d";;
    esac
  done
  # Directories with directories of their own, mid-way and last.
  mkdir -p t050/sub/deeper t051/sub t150/last && touch t050/sub/x t150/last/y
  (cd t050/sub/deeper && seq -f 'g%03g' 1 300 | xargs touch)
  # A label of one null byte, then an empty one: the second turns the
  # device's labels off for the rest of the listing in GNU 9.1, in the
  # directories already read ahead too.
  setfattr -n security.selinux -v 0x00 t060/f005
  setfattr -n security.selinux -v '""' t070/f006
  labels_done_
  # Nobody may not open t090, nor search t091.
  chmod 700 t090; chmod 744 t091
  find . -exec touch -h -d @1600000000 {} +
  cd ..
  # More directories than a group holds, most of them empty.
  mkdir manydirs && (cd manydirs && for i in $(seq 1 150); do
      mkdir "m$i"; [ $((i % 3)) = 0 ] && touch "m$i/only"; done
    find . -exec touch -h -d @1600000000 {} +) || return
  # Directories larger than a group's room: the second of them starts
  # a group of its own.
  mkdir wide && (cd wide && for d in w1 w2 w3; do
      mkdir "$d" && (cd "$d" && seq -f 'e%05g' 1 20000 | xargs touch); done
    find . -exec touch -h -d @1600000000 {} +) || return
  # A first directory of more entries than any group takes.
  mkdir -p bigfirst/huge bigfirst/after && (cd bigfirst/huge && seq -f 'h%06g' 1 132000 | xargs touch) &&
    touch bigfirst/after/z && find bigfirst -exec touch -h -d @1600000000 {} +
}
(cd "$fx" && fx_forest_) || framework_failure_ "cannot build the forest fixture"

for o in -lR -lRZ -laRZ -lRi -lRs "--color=always -lR" "-lR --sort=size" -lRU \
         "-lR --hide=f00*" "-lR -I t05*" -lRF -lRn "-lR --dired"; do
  # shellcheck disable=SC2086
  c_ $o forest
done
for o in -lR -lRZ; do
  # shellcheck disable=SC2086
  c_ @nobody $o forest
  # shellcheck disable=SC2086
  c_ @tty @nobody $o forest
  # shellcheck disable=SC2086
  c_ $o manydirs
  # shellcheck disable=SC2086
  c_ @tty $o manydirs forest/t050
done
c_ -lR wide
c_ -lRZ wide
c_ -lR forest/t001 forest/t050 manydirs/m3
c_ -lR bigfirst
run_cases_
finish_
