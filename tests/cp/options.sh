#!/bin/bash
# cp's option parsing: abbreviations, argmatch errors, conflicts, operand
# errors, -t/-T, against GNU cp on fresh trees.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/cp

while IFS= read -r args; do
  [ -n "$args" ] || continue
  # shellcheck disable=SC2086
  case_ cp $args
done <<'LIST'
f
-r
f f
f ./f
f h1
h1 h2
h1 d/h3
f e dst
f e nosuch
f e ro
-t f e
-t nosuch e
-t d -T f x
-t d -t dd f
-T f e dst
-T f dd
-T d dd
-rT d dd
-l -s f y
-ls f y
-b -n f y
-nb f y
--reflink=always --sparse=never f y
--reflink=always --sparse=always f y
--reflink=never --sparse=never f y
--reflink=bo f y
--reflink= f y
--reflink=au f y
--refl f y
--sparse=x f y
--sparse= f y
--sparse=al f y
--sparse=a f y
--sparse f y
--backup=x f y
--backup=nil f dst
--backup=ni f dst
--backup= f dst
--backup=t f dst
--backup=none f dst
--backup=off f dst
--backup=n f dst
--preserve=cont f y
--preserve=context f y
--preserve=mode,x f y
--preserve=mode,,x f y
--preserve=all,context f y
--preserve=foo f y
--preserve=l f y
--preserve= f y
--no-preserve= f y
--no-preserve=all f y
--no-preserve=context --preserve=context f y
--preserve=context --no-preserve=context f y
--no-preserve f y
--parents f y
--parents f
--parents -t d f
--parents d/a dd
--parents -r d/sub dd
--parents -v d/sub/c dd
--parents -pv d/sub/c dd
--parents f/x dd
--parents d/a f
--path d/b dd
--context=foo f y
--context f y
--context= f y
-Z f y
-Z --preserve=context f y
-a -Z f y
-a --context=x f y
--attributes-only --reflink f y
--attri f y
--att f dst
--re f y
--r f y
--no f y
--no-d f y
--no-t f y
--ver f y
--verbose --verbose f y
-c f y
-Q f y
--bogus f y
-t
-t d
-T
-T f
f d/sub/c/
f nonex/
f d/
f dl
f dl/
f sl
-r d f
-r d d
-r d d/
-r d d/sub
-r d d/sub/new
-r d dd
-r d dd/
-r d nosuch/x
-R d d2/
-r . dd
-r d/.. dd
-r d/. dd
-r dd/ dd/sub
-r d d d2
f f d
d/a d/a dd
d/a d/a d/b dd
-b d/a d/a dd
-r d d dd
-r d d/ dd
f d/a dd/f d2
-T f d2
-r -T d2 d
-s f y
-s f d/y
-s /dev/null d/y
-s d/a y
-s f f
-s -f f dst
-l f y
-l f f
-l -f f dst
-l f dst
-l d y
-rl d y
-S .bak f dst
-S .bak -b f dst
--suffix=x f dst
-S '' f dst
-bS / f dst
--strip-trailing-slashes f/ y
--strip-trailing-slashes d/// y
--strip-trailing-slashes -r d/// y
-- -f y
f -- y
--remove-destination h1 h2
--remove-destination h1 d/h3
--remove-destination h1 h1
--remove-destination sl f
--remove-destination f sl
-d --remove-destination h1 h2
-a --remove-destination h1 d/h3
-u --remove-destination h1 h2
-f h1 h2
-b h1 h2
-bf h1 h1
-b sl f
-s h1 h2
-sf h1 h2
-sf sl f
-s --remove-destination sl f
-sf h1 d
-fl sl f
-fl h1 h2
-l h1 d/h3
-i -l h1 h2
-uT f dd
-iT f dd
-ri d f
d/a dd/a d2
-b d/a dd/a d2
--backup=numbered d/a dd/a d2
-l d/a dd/a d2
-r d/sub dd/sub d2
-a d/sub dd/sub d2
-t d2 d/sub/c dd/sub/c
LIST

# An unwritable destination, for an unprivileged user: the question
# names its mode (no answer on stdin: no).
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
for args in "-i f ro" "-i f dst" "-if f ro" "-i --remove-destination f ro"; do
  # shellcheck disable=SC2086
  case_ cp $args
done
wrap=
finish_
