#!/bin/bash
# install's options one by one and their errors, against GNU's
# /usr/bin/install on fresh trees (tests/cp/lib.sh): output, status, and
# the tree left (modes, owners, kept times, every xattr).  The list is
# GNU's --help and source read as a specification: each option, the
# combinations it refuses, each operand form and the diagnostics.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/install

run_list_ () {
  local args
  while IFS= read -r args; do
    case $args in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086
    case_ install $args
  done
}

run_list_ <<'LIST'
# operands
f
f y
f dst
f d2
f e d2
f e dd
f e f
f e nosuch
f nosuch/y
f y/
f d2/
f ./d2/.
f .
f f
f ./f
f h1
h1 h2
h1 d/h3
sl f
f sl
f dl
f dsl
f e dsl
f d/ln
sl y
dl y
dsl y
d y
d d2
d/ d2
nosuch y
nosuch f d2
f nosuch d2
f/ y
cdev y
lab y
lab dst
acl y
sx y
ro y
ro dst
x y
sp y
big y
el y
# -t and -T
-t d2 f e
-t d2 f f
-t d2 f d/a d/b
-t d2 d/a dd/a
-t d2
-t nosuch f
-t f e
-t dl f
-t dsl f e
-t . f
-t ./ sl
-t d2 -t dd f
-T f y
-T f dst
-T f d2
-T d d2
-T f e dst
-t d2 -T f
-T -t d2 f
-T
-T f
# -d
-d
-d y
-dv y/z/w
-dv y/z d2/q dd/sub
-d f
-d f/x
-d d2 d/sub
-d nosuch/../y
-d y/../z
-dv ./y//z/
-d d2 -t dd
-ds y
-d -s y
-dm 700 y
-dm 0 y/z
-dm u=rwx,g=s y
-dm g+s y
-d -m 1777 y
-d -m 2755 d2
-d -m 755 d2
-dm a-x y
-dm +t y
-d -o nobody y/z
-d -g nogroup y
-d -o 65534 -g 0 y
-d -o nobody d2
-dv -o nosuch y
-dC y
-dp y
-db y
-dT y z
-dT y z w
-dZ y
-d --context y/z
-d --preserve-context y
# -D
-D f y/z/w
-Dv f y/z/w
-Dv f y/z/
-D f d2/q/r
-Dv f f/x
-Dv f f/x/y
-D f dst/x
-Dv -t y/z f e
-Dv -t y f d/a
-D -t d2 f
-D -t f e
-Dv -t y nosuch f
-Dv f ./y/../z/w
-Dv f y//z///w
-D f
-Dv sl y/sl
-Dv -m 700 -o nobody f y/z
-DTv f y/z
# -m
-m 644 f y
-m 0 f y
-m 000 f dst
-m u+s f y
-m 4755 f y
-m 2755 f y
-m 1755 f y
-m 7777 f y
-m a=r,u+w f y
-m +x f y
-m -w f y
-m g-x f y
-m o= f y
-m ug=rw,o=r f y
-m =rwx f y
-m u=g f y
-m a+X f y
-m bogus f y
-m 8 f y
-m 77777 f y
-m u+z f y
-m , f y
-m 644 -m 600 f y
--mode=640 f y
--mode 640 f y
--mod=640 f y
-m
# -o, -g
-o nobody f y
-o 65534 f y
-o 0x10 f y
-o 010 f y
-o 4294967295 f y
-o 4294967296 f y
-o 99999999999999999999999 f y
-o -1 f y
-o nosuch f y
-o root f y
-o 0 -g 0 f y
-g nogroup f y
-g 65534 f y
-g 0x10 f y
-g nosuch f y
-g -1 f y
-o nobody -g nogroup f y
-o nobody -m 4755 f y
-o nobody -g nogroup f dst
--owner=nobody f y
--group=nogroup f y
-o nosuch -g nosuch f y
-o nosuch -d y
# -p
-p f y
-p f dst
-p sl y
-p cdev y
-p dl y
-p nosuch y
-p e dst
-pv f dst
--preserve-timestamps f y
-p -s --strip-program=true f y
# backups
-b f dst
-bv f dst
-b f y
-b f f
-b f ./f
--backup=numbered f dst
--backup=t f dst
--backup=existing f dst
--backup=nil f dst
--backup=never f dst
--backup=simple f dst
--backup=none f dst
--backup=off f dst
--backup=bogus f dst
--backup= f dst
--backup=n f dst
--backup=ni f dst
-S .bak f dst
-S .bak -v f dst
-S / f dst
-S x/y f dst
--suffix=~x f dst
-b -S .s -v f d/a d2 
-bv -t dd f d/a
-b --backup=numbered -v f dst
-b h1 h2
-b sl f
-bv f dl
-bv f sl
# -c, -C
-c f y
-cv f dst
-C f y
-Cv f dst
-C f f
-Cv dst dst
-C -p f y
-C -s f y
-C -s -p f y
-C -m 4755 f y
-Cv -m 4755 f dst
-Cv -m 2755 -d y
-Cv sl y
-Cv cdev y
-Cv d y
# -s
-s --strip-program=true f y
-sv --strip-program=true f y
-s --strip-program=false f y
-sv --strip-program=false f y
-s --strip-program=false f e d2
-sv --strip-program=/nonexistent-strip f y
-s --strip-program=nonexistent-strip f y
-s --strip-program= f y
--strip-program=true f y
--strip-program=true -d y
-s -d y
-s --strip-program=true -m 4755 f y
-s --strip-program=true -o nobody -g nogroup f y
# -v
-v f y
-v f dst
-v f e d2
-v -t d2 f e
-v nosuch y
-v d y
--verbose f y
--verb f y
# SELinux options on a kernel without it
-Z f y
-Zv f dst
--context f y
--context=system_u:object_r:tmp_t:s0 f y
--context= f y
--context=bogus -d y
--preserve-context f y
--preserve-context -Z f y
-Z --preserve-context f y
--preserve-context --context=x f y
--preserve-context --preserve-context f y
-Z -Z --context=a --context f y
--preserve-con f y
--pres f y
--con f y
--co f y
# usage
--bogus
-x f y
-q
--backup
--bogus --help
--strip-program
-t
-S
-g
-o
LIST

# Words the list above cannot hold.
case_ install 'sp ace' y
case_ install -v 'sp ace' "new"$'\n'"line"
case_ install -Dv f "a b/c"$'\n'"d/e"
case_ install -dv "x y" $'tab\tdir' 'quote'\''d'
case_ install -m '' f y
case_ install -o '' f y
case_ install -g '' f y
case_ install -t '' f
case_ install f ''
case_ install '' y
case_ install -d ''
case_ install -D f ''
case_ install -S '' -b f dst
case_ install -- -f y
case_ install -v f -- -y
case_ install -m 'u=rwx,g=rx,o=' f y
case_ install -v f $'\xff\xfe'
case_ install -dv $'\xe2\x80\x98q\xe2\x80\x99'

# The environment: backup control, POSIXLY_CORRECT.
for env in VERSION_CONTROL=numbered VERSION_CONTROL=existing \
           VERSION_CONTROL=bogus SIMPLE_BACKUP_SUFFIX=.s \
           SIMPLE_BACKUP_SUFFIX=/ POSIXLY_CORRECT=1; do
  tool_env=("$env")
  case_ install -bv f dst
  case_ install -v --suffix=.x f dst
  case_ install f y x
done
tool_env=()

# The umask does not matter to install (it clears it): new
# directories and files alike.
for m in 077 000 027; do
  umask $m
  case_ install -Dv f y/z/w
  case_ install -dv -m u+rwx y/z
  case_ install -v -m +w f y
done
umask 022

# As an unprivileged user (nobody): what it may not do (chown, write
# into root's directories, replace root's files in the sticky ./) and
# what it may.
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
run_list_ <<'LIST'
f y
-v f y
-o root f y
-o nobody f y
-g 0 f y
-g nogroup f y
-o nobody -g nogroup f y
-m 4755 f y
-m 2755 f y
-p f y
-p sl y
f dst
-v f dst
-b f dst
f ro
-t d2 f
f d2/y
-d d2/x
-dv y/z
-dv -m 2775 y
-d -o root y
-Dv f y/z/w
-Dv f d2/y/z
-Dv -t y/z f e
-C f y
-Cv f dst
-s --strip-program=true f y
-s --strip-program=false f y
-Z f y
--preserve-context f y
lab y
acl y
d2/n y
LIST
wrap=

finish_
