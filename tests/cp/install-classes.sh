#!/bin/bash
# install in sequences a user runs (a second install onto the first, -C
# after an install, repeated backups, -D then -d, absolute names, which
# make GNU's install keep the working directory), compared with GNU's
# as scripts (scase_); and the one place where GNU 9.1 has a bug a user
# would call one (man/install.1, DIFFERENCES), where ours is checked
# alone for the right result: a simple backup of a file in a target
# directory is made beside it, not in the working directory.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/install

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

for b in --backup=simple --backup=never "--backup=never -S .x" \
         "-S .x --backup=simple"; do
  sx=\~; case $b in *-S*) sx=.x ;; esac
  for ve in "" VERSION_CONTROL=never; do
    e=${ve:+env $ve}
    ours_ "[ -f dd/f$sx ] && [ ! -e f$sx ] && grep -q 'old f' dd/f$sx" "$e install $b f dd"
    ours_ "[ -f dd/f$sx ] && [ ! -e f$sx ]" "$e install -v $b -t dd f"
    ours_ "[ -f dd/a$sx ] && [ ! -e a$sx ] && [ ! -e d/a$sx ]" "$e install $b d/a dd"
    # Where GNU's is right: the destination named in full.
    scase_ "$e install -v $b f dd/f; $e install $b dst dd/f; ls -a dd"
  done
done
for ve in "" VERSION_CONTROL=never; do
  ours_ "[ -f dd/f~ ] && [ ! -e f~ ]" "${ve:+env $ve} install -b f dd"
done

while IFS= read -r s; do
  case $s in ''|'#'*) continue ;; esac
  scase_ "$s"
done <<'LIST'
install f y; install f y; echo $?; ls -l y
install -v f y; install -Cv f y; echo $?; install -Cv -m 644 f y; install -Cv -m 644 f y
install -C f y; install -C e y; install -C e y; ls -l y
install -m 4755 f y; install -C -m 4755 f y
install -b f dst; install -b f dst; install -bv e dst; ls -a
install --backup=numbered f dst; install --backup=numbered f dst; install -v --backup=numbered e dst; ls -a
install --backup=numbered f dst; install -bv e dst; ls -a
install -b -S .k f dst; install -bv -S .k f dst; ls -a
install -D f a/b/c; install -dv a/b/c2; install -Dv -t a/b f e; find a | sort
install -dv a; chmod 700 a; install -dv a; install -d -m 750 a; stat -c %a a
install -d -m 2755 a; install -d a; stat -c %a a; chmod 2755 a; install -d -m 755 a; stat -c %a a
mkdir -m 700 q; install -dv q/r; stat -c %a q q/r
ln -s f lnk; install lnk y; install f lnk; ls -l lnk y
ln -s nowhere lnk; install f lnk; ls -l lnk
ln -s d2 ld; install -v f e ld; install -v -t ld x; ls ld
ln -s ../f d2/up; install d2/up y; install -v -t d2 f; ls -l d2
install -Dv f "$PWD/a/b/c"; install -dv "$PWD/q/r"; install -v -t "$PWD/q" "$PWD/f" e
install -Dv "$PWD/f" "$PWD/a/b/c"; install -Dv -t "$PWD/a/x" f "$PWD/e"
install -Dv f ./a/./b/../c/d; find . -newer tpl 2>/dev/null | sort
install -Dv f a//b///c; install -dv x//y///
install -Dv f a/b/c/; echo $?; find a | sort
install -D f dst/x; echo $?; install -D -t dst/x f; echo $?
install -dv a/b; install -Dv f a/b; echo $?; install -Dv -T f a/b; echo $?
touch -d 2001-02-03 f; install -p f y; install -p -m 600 f z; ls -l --time-style=+%F y z
touch -d 2001-02-03 f; install -pv -s --strip-program=true f y; ls -l --time-style=+%F y
install -o nobody -g nogroup -m 640 f y; install -C -o nobody -g nogroup -m 640 f y; ls -ln y
install f y; chown nobody y; install -C f y; ls -ln y
cat f f f > g; install -C g y; install -C f y; install -Cv f y
install -t d2 f; install -t d2 f d/a; echo $?; install -v -t d2 f f; echo $?
install -v f e d/a d2; install -v f f d2; echo $?
install -v -t d2 f d/../f; echo $?
install -v -b -t d2 f f; ls -a d2
install --backup=numbered -v -t d2 f f f; ls -a d2
setfacl -d -m u:nobody:rwx d2; install f d2/; install -m 640 e d2/e; getfacl -cp d2/f d2/e
setfacl -d -m u:nobody:rwx d2; install -dv d2/a/b; install -Dv f d2/c/d; getfacl -cp d2/a/b d2/c
setfacl -m u:nobody:rw dst; install f dst; getfacl -cp dst
p=$(printf 'd%d/' $(seq 1 40)); install -D f "${p}f"; install -dv "${p}x/y"; find d1 | wc -l
p=$(printf '%0200d/' $(seq 1 30)); install -D f "${p}f"; echo $?; install -d "${p}x/y"; echo $?; find . -name f | wc -l
p=$(printf '%0250d/' $(seq 1 20)); install -dv "$p"; echo $?; install -Dv f "${p}g"; echo $?; install -v -t "$p" f; echo $?
LIST

# Other file systems: a full one, one without xattrs.
mounts="s r"
while IFS= read -r args; do
  # shellcheck disable=SC2086
  case_ install $args
done <<'LIST'
big s/
-v big s/x
-b big s/x
-Dv big s/a/b
-d s/a
f r/
-Z f r/y
-v -t r f e lab
--preserve-context lab r/
-C f r/y
LIST
mounts=

# As nobody: a sticky working directory owned by root, root's files.
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
while IFS= read -r s; do
  scase_ "$s"
done <<'LIST'
install f y; install f y; echo $?; ls -ln y
install -b f y; install -b f y; ls -a
install -D f a/b/c; install -dv a/b/d; chmod 500 a/b; install -D f a/b/e/f; echo $?; chmod 700 a/b
install -d -m 2755 -g nogroup a; stat -c %a a
install -C f dst; echo $?
LIST
wrap=
finish_
