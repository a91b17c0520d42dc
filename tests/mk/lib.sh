# tests/mk/lib.sh: what the mkdir, mknod and mkfifo tests share, sourced
# after tests/init.sh.  The tree each case leaves is compared whole: per
# file its type, mode, owner and device numbers (dump_modes_), and its
# labels (tests/labeldump), for the reference and ours alike.

# dump_modes_ DIR: every file under DIR, sorted by path.
dump_modes_ () {
  (cd "$1" && find . -exec stat -c '%n %A %u:%g %t:%T %F' {} + | LC_ALL=C sort)
}
dump_labels_ () {
  "$builddir/tests/labeldump" "$1" && dump_modes_ "$1"
}

# The fixture every case starts from: a directory, a file, a symlink to
# each, a dangling one, a directory it may not write (for a user), a
# setgid directory, and a name with odd bytes.
mk_tree () {
  mkdir d sgid ro && touch f && ln -s d sd && ln -s f sf &&
    ln -s nowhere dangling && mkdir "$(printf 'odd \n\001')" &&
    chmod 2775 sgid && chmod 555 ro &&
    setfattr -n security.selinux -v system_u:object_r:tmp_t:s0 d
}
copied_trees_="mk_tree"

# umasks_: the umasks each file runs its cases under.
umasks_="022 077 0 027 0777 002"

# The modes -m is tried with: symbolic, numeric, odd, bad.
modes_=(
  755 0700 1777 2755 4755 7777 0 "" 8 -1 u+x u=rwx,go= a=rwx g+s o+t
  +t -w =r u+s,o-x a-w ug=rx,o=w go-rwx "u=g" =,u=r X a+X "u+rw,g=u"
  +40 rwx u+q u=r,z 00755 077777 "" , "a=,g+s" u-s
)
