#!/bin/bash
# install -s against GNU's: a real ELF program (built here, with its
# symbols) stripped by binutils' strip, and stand-in strip programs that
# succeed, fail, die of a signal, cannot be run, remove or replace the
# file, or print; with -v (whose buffered lines a child that cannot run
# the program writes again, as GNU's does), -p, -m, -o, -b, -D and -t.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/install
require_cmd_ cc strip

(cd tpl || exit 99
 printf 'int counter;\nint main (void) { return counter; }\n' > prog.c
 cc -g -o prog prog.c || exit 1
 cp prog prog2
 mkdir bin
 printf '#!/bin/sh\nexit 0\n' > bin/ok
 printf '#!/bin/sh\nexit 3\n' > bin/fail
 printf '#!/bin/sh\nkill -9 $$\n' > bin/kill
 printf '#!/bin/sh\nrm -f "$1"\n' > bin/rm
 printf '#!/bin/sh\necho "strip: $*"; echo oops >&2; printf x >> "$1"\n' > bin/talk
 printf '#!/bin/sh\n[ $# = 1 ] && [ -f "$1" ] && printf "%%s" "$1" > "$1"\n' > bin/name
 printf '#!/bin/sh\nmv "$1" "$1.x" && cp "$1.x" "$1"\n' > bin/swap
 printf '#!/bin/sh\nchmod 600 "$1"; touch -d 2001-01-01 "$1"\n' > bin/mode
 printf 'not run\n' > bin/noexec
 chmod 755 bin/ok bin/fail bin/kill bin/rm bin/talk bin/name bin/swap bin/mode
 find . -exec touch -h -t $OLD {} +) || framework_failure_ "could not build the ELF fixture"

while IFS= read -r args; do
  case $args in ''|'#'*) continue ;; esac
  # shellcheck disable=SC2086
  case_ install $args
done <<'LIST'
-s prog y
-sv prog y
-s prog prog2
-s -p prog y
-sp -m 4755 prog y
-s -m 600 prog y
-s -o nobody -g nogroup prog y
-s -b prog prog2
-sv --backup=numbered prog prog2
-sDv prog y/z/w
-sv -t d2 prog prog2
-s f y
-sv f e d2
-s cdev y
-s --strip-program=strip prog y
-s --strip-program=/usr/bin/strip prog y
-s --strip-program=bin/ok prog y
-s --strip-program=./bin/ok f y
-sv --strip-program=./bin/fail f y
-sv --strip-program=./bin/fail f dst
-sv --strip-program=./bin/fail -b f dst
-sv --strip-program=./bin/fail f e d2
-sv --strip-program=./bin/kill f y
-sv --strip-program=./bin/rm f y
-sv --strip-program=./bin/talk f y
-s --strip-program=./bin/name f y
-sp --strip-program=./bin/name f y
-s --strip-program=./bin/swap f y
-sp --strip-program=./bin/mode -m 640 f y
-sv --strip-program=./bin/noexec f y
-sv --strip-program=./bin f y
-sv --strip-program=./bin/nosuch f y
-sv --strip-program=nosuch-strip f y e d2
-s --strip-program=./bin/ok --strip-program=./bin/fail f y
--strip-program=./bin/fail f y
--strip-prog=./bin/fail -s f y
LIST
finish_
