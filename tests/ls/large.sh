#!/bin/bash
# Directories large enough (128 entries or more) that ls reads their
# entries ahead in two threads, and one of more than one batch of them
# (131,072 entries, whose calls are made in inode order): every kind of file, label and ACL, a
# file system that refuses labels, and an unsearchable directory whose
# every entry fails to stat (the messages must come in GNU's order).
. "$abs_top_srcdir/tests/ls/lib.sh"

fx_large_ () {
  mkdir big && cd big || return
  local i
  seq -f 'f%04g' 1 2500 | xargs touch
  seq -f 'n%04g' 1 300 | xargs touch
  for i in $(seq 1 100); do
    ln -s "f$(printf %04d "$i")" "sl$i"
    label_ "f$(printf %04d "$i")" "$L2"
  done
  for i in $(seq 1 30); do
    ln -s "nowhere$i" "dangling$i"; mkdir "d$i"; mkfifo "p$i"
    label_ "d$i" "$L1"; label_ "p$i" "$L1"
  done
  for i in $(seq 1 300); do label_ "n$(printf %04d "$i")" "$L1"; done
  labels_done_
  chmod 755 f00[0-4]*; chmod 4755 f005*; chmod 1777 d1 d2
  setfattr -n security.selinux -v 0x00 f1101
  setfattr -n security.selinux -v '"unlabeled"' f1102
  setfacl -m u:daemon:rw f1103 f1104; setfacl -d -m u:daemon:rx d3
  find . -exec touch -h -d @1600000000 {} +
  cd ..
  # As many on a file system that refuses labels.
  mkdir ramfs/big && (cd ramfs/big && seq -f 'r%04g' 1 2600 | xargs touch &&
    for i in $(seq 1 20); do ln -s "r000$((i % 10))" "l$i"; mkdir "d$i"; done &&
    find . -exec touch -h -d @1600000000 {} +) || return
  # Readable but not searchable, as nobody: no entry can be stat'ed.
  mkdir noexec && (cd noexec && seq -f 'x%04g' 1 2300 | xargs touch) &&
    chmod 744 noexec && touch -d @1600000000 noexec
}
(cd "$fx" && fx_large_) || framework_failure_ "cannot build the large fixture"

# More entries than a batch holds: the odd ones spread over the names,
# so that some fall in each batch (the empty label, mid-way, turns the
# device's labels off for the rest, the second batch included, as in
# GNU's; a label of one null byte does not).
fx_huge_ () {
  mkdir huge && cd huge || return
  seq -f 'h%06g' 1 140000 | xargs touch
  local i
  for i in $(seq 500 700 140000); do
    label_ "h$(printf %06d "$i")" "$L1"
  done
  labels_done_
  setfacl -m u:daemon:rw h000777 h139999
  for i in $(seq 1 20); do
    mkdir "hd$i"; ln -s "h00000$((i % 10))" "hl$i"; ln -s "nowhere$i" "hn$i"
  done
  setfattr -n security.selinux -v 0x00 h030001
  setfattr -n security.selinux -v '""' h070001
  find . -exec touch -h -d @1600000000 {} +
}
(cd "$fx" && fx_huge_) || framework_failure_ "cannot build the huge fixture"

fmts=(-l -lZ -Z -1Z -CZ -lL -lZL -la -laZ "--color=always -l" "--color=always -lZ"
      -lZi -ls "-l --author" -lU -ZU "-lZ --sort=size" -lZt -F -lF -ZF -Zi
      "-lZ --time=ctime" -lZn "-Z --color=always")
for o in "${fmts[@]}"; do
  # shellcheck disable=SC2086
  c_ $o big
  # shellcheck disable=SC2086
  c_ $o ramfs/big
done
for o in -lRZ -RZ -laRZ -RlL "-R --color=always -l"; do
  # shellcheck disable=SC2086
  c_ $o big ramfs/big
done
for o in "" -l -lZ -Z -i -s -F --color=always -lL; do
  # shellcheck disable=SC2086
  c_ @nobody $o noexec
done
c_ -lZ big/f0001 big ramfs/big big/sl1
for o in -l -lZ -lU "--color=always -lF"; do
  # shellcheck disable=SC2086
  c_ $o huge
done
run_cases_
finish_
