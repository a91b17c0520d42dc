#!/bin/bash
# Classes of differences found by fixtures built apart from ours, each
# with random combinations around GNU's rule, against GNU's cp and mv:
# backups (names, places, sources that are backups, directories made
# backups, mount points), mv --strip-trailing-slashes, a full disk under
# --sparse=never, --no-preserve=mode under a default ACL.  Where GNU
# 9.1 has a bug a user would call one (man/cp.1, man/mv.1,
# DIFFERENCES), ours is checked alone for the right result.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/cp /usr/bin/mv

# ours_ CHECK SCRIPT: run SCRIPT with our tools only; CHECK, a shell
# test run in ./t afterwards, must hold.
ours_ () {
  local loc
  for loc in $locales; do
    cases=$((cases + 1))
    fresh_ "$mounts"
    (cd t && PATH=$work/obin:$PATH LC_ALL=$loc /bin/bash -c "$2") \
      >O/out 2>O/err
    if ! (cd t && eval "$1"); then
      mismatches=$((mismatches + 1))
      echo "WRONG [$loc]: $2 (expected: $1)"
      sed 's/^/  /' O/out O/err
    fi
  done
  untree_
  rm -rf t O/*
}
scase_ true                     # makes obin

# Backups.  A directory target: GNU 9.1 puts a simple backup in the
# working directory (or the source tree), ours beside the file it keeps.
for b in --backup=never --backup=simple "-b -S .x" -b "--backup=never -S .x"; do
  for ve in "" VERSION_CONTROL=never VERSION_CONTROL=simple; do
    sx=\~; case $b in *-S*) sx=.x ;; esac
    [ -z "$ve" ] || [ "$b" = -b ] || continue
    e=${ve:+env $ve}
    case "$b$ve" in -b|*existing*) sx=\~ ;; esac
    [ "$b$ve" = -b ] && continue
    ours_ "[ -f dd/f$sx ] && [ ! -e f$sx ] && grep -q 'old f' dd/f$sx" "$e cp $b f dd"
    ours_ "[ -f dd/f$sx ] && [ ! -e f$sx ]" "$e cp $b -t dd f"
    ours_ "[ -f dd/f$sx ] && [ ! -e f$sx ] && [ ! -e d/f ]" "cp f d/; $e mv $b d/f dd/"
    ours_ "[ -f dd/sub/c$sx ] && [ ! -e d/sub/c$sx ]" "$e cp -r $b d/sub dd"
    ours_ "[ -f dd/d/a$sx ] && [ ! -e d/a$sx ]" "mkdir -p dd/d; echo o > dd/d/a; $e cp --parents $b d/a dd"
    # Where GNU is right: the destination named in full.
    scase_ "$e cp $b f dd/f; $e mv $b dst dd/f; ls -a dd"
  done
done
# A source that is a backup's name; a backup type; a directory or mount
# point in the way; -T with a suffix.
mounts=o
for b in -b --backup=simple --backup=never --backup=existing \
         --backup=numbered "-S .x" "-T -S .x" "-T --backup=numbered"; do
  for t in cp mv; do
    scase_ "echo s > simple; echo b > simple~; $t $b simple~ simple; echo \$?; ls"
    scase_ "echo s > simple; echo b > simple.x; $t $b simple.x simple; echo \$?; ls"
  done
  # (A simple backup in a target directory is GNU's bug, above.)
  case $b in *simple*|*never*) d=dd/x ;; *) d=dd/ ;; esac
  scase_ "mkdir dd/x; mv $b x $d; echo \$?; mv --context $b e dd/x; echo \$?"
  case $b in *simple*|*never*) d="-T f dd/f" ;; *) d="f dd/" ;; esac
  scase_ "mkdir dd/f/; mv $b $d; echo \$?; mv -v $b dd/f dd/a; echo \$?"
  scase_ "mv $b -T f o; echo \$?; mv $b -T d o; echo \$?; mv $b -T o d2; echo \$?"
  scase_ "mv $b -T f d; echo \$?; mv $b -T dst d2; echo \$?"
done
mounts=
# -n with backups: cp refuses both; mv too when the destination exists
# (GNU 9.1's mv moves the file first when it does not: ours refuses).
for b in --backup=numbered --backup=none --backup=existing --backup=bogus -b; do
  scase_ "cp -n $b h1 h2; echo \$?; cp -n $b h1 d/h3; echo \$?; cp -n $b h1 new; echo \$?"
  scase_ "mv -n $b h1 h2; echo \$?; mv -n $b h1 d/h3; echo \$?; mv -n $b h1 d/; echo \$?"
  ours_ "[ -f h1 ] && [ ! -e new ]" "mv -n $b h1 new"
done
for b in --backup=bogus --backup= --backup=nev --backup=n; do
  scase_ "mv $b f dst; echo \$?; mv $b f e d; echo \$?; mv $b -t d f"
done
ours_ "[ -f f ] && [ ! -e new ]" "mv --backup=bogus f new; [ \$? = 1 ]"
ours_ "[ -f f ] && [ ! -e new ]" "mv --backup=n f new; [ \$? = 1 ]"

# Seeded random combinations around the backup rules: types (not simple
# into a target directory, GNU's bug), -T, -S, -n, -f, -u, -v, sources
# that are backups' names, directories in the way, another file system.
bopts=(-b --backup=numbered --backup=existing -S.x -S~ -T -f -n -u -v -i
       --backup=t --backup=nil)
bops=(f e dst x d dd d2 h1 h2 sl dl dsl o o/ dd/ "f~" "d~" "dst.x" nosuch)
mounts=o
for seed in $(seq 1 40); do
  RANDOM=$seed
  if [ $((RANDOM % 2)) = 0 ]; then tool=cp; else tool=mv; fi
  w=()
  n=$((RANDOM % 3 + 1)); while [ $n -gt 0 ]; do
    w+=("${bopts[RANDOM % ${#bopts[@]}]}"); n=$((n - 1)); done
  n=$((RANDOM % 2 + 2)); while [ $n -gt 0 ]; do
    w+=("${bops[RANDOM % ${#bops[@]}]}"); n=$((n - 1)); done
  [ $tool = cp ] && [ $((RANDOM % 2)) = 0 ] && w=(-r "${w[@]}")
  scase_ "echo b > f~; mkdir d~ dd/x; echo s > dst.x; mkdir dd/f; $tool ${w[*]} </dev/null; echo \$?"
done
scase_ "mkdir dd/e; mv --context -b e dd/; echo \$?; mv --context --backup=numbered f dd/e; echo \$?"
mounts=

# mv --strip-trailing-slashes: GNU's rename comes before the slashes
# go: a symlink to a directory, or a file, with a slash, is "Not a
# directory" when nothing is at the destination.
mounts=o
for s in dsl/ sl/ dl/ f/ d/ d// dsl// nosuch/; do
  for t in new new/ dst o/new dd/ o/ d2; do
    scase_ "mv --strip-trailing-slashes $s $t; echo \$?; mv --strip-trailing-slashes -v -T $s $t; echo \$?"
  done
done
mounts=

# A full file system: GNU's words for a hole it could not fill with
# zeros under --sparse=never ("write failed") or at the end ("failed to
# extend").
mounts=s
for o in --sparse=never --sparse=auto --sparse=always "--sparse=never --reflink=never" \
         "--sparse=never -a" "--sparse=never -f"; do
  scase_ "printf xx | dd of=e1 bs=1 seek=10000 status=none; truncate -s 1M e1
    truncate -s 100k e2; printf d >> e2; truncate -s 1M e2
    head -c 60000 big > e3; truncate -s 1M e3
    for f in sp e1 e2 e3 big; do cp $o \$f s/x; echo \$?; rm -f s/x; done"
done
scase_ "mv --sparse=never sp s/ 2>&1; mv sp s/; echo \$?"
mounts=

# --no-preserve=mode under a default ACL: the new file's ACL is its mode
# alone, as GNU's (the inherited entries go).
for o in "-P --no-preserve=mode" --no-preserve=mode "-a --no-preserve=mode" \
         "-r --no-preserve=mode" "-p" "" "--no-preserve=all" "-R --no-preserve=mode"; do
  scase_ "setfacl -d -m u:nobody:rwx,g::r-x,o::- dd; setfacl -d -m u:nobody:rw d2
    cp $o f sl acl x dd/; echo \$?; cp $o -r d d2/; echo \$?; cp -R $o p dd/p; echo \$?"
done
finish_
