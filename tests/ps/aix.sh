#!/bin/bash
# ps: AIX format descriptors ("%p %c"), their literals, spacing and
# errors, in -o, o, -O, --format and PS_FORMAT, against procps-ng 4.0.2.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_

for o in '%p %c' '%p%c' '%p  %c' ' %p' '%p ' 'a%p' 'a %p' ',%p' '%c%p' \
         '%a%p' '%p%c ' 'a  %p %c' '%U %p%c' '%a%p' 'x%a%p' '%p %a' '%U%p' \
         '%p%G' '%y %p' '%c %p' '%a%c%p' '%x%p' '%p%C' '%n %p' '%r %P %p' \
         '%p%t' '%u %g%p' '%z %p' '%p %y%x' \
         '%C %G %P %U %a %c %g %n %p %r %t %u %x %y %z' \
         '%z%y%x%u%t%r%p%n%g%c%a%U%P%G%C' '%pa%' '%%p' '%q%p' '%p%q' \
         'a%q' '%' '%%' '%p %' '%p%%' '  %' '% p' '%pa' '%p a' 'a%pb' \
         'ab%p' ' a%p' '%p,%c' 'pid %c' '%c pid' '%p:' '%p=X' '%é' 'é%p' \
         'pid,%cpu' 'pid,%cpu,%mem' '%cpu %mem pid' '%cpuc' 'pid,%cpu,c' '%mem%p'; do
  pscase_ -e -o "$o"
done
for f in "o %p%c" "--format %p%a" "-O %c" "O %U%p" "-O %q" "-o %p -o %c" \
         "-o %p -o pid" "-o pid -o %c" "-o %p,pid" "-o pid, -o comm" "-ww -o %a" "--cols 20 -o %p%a" "-o %p%c --sort=-pid" \
         "-o %p%a --forest" "-o %p%c -L" "-o %p%c --no-headers"; do
  # shellcheck disable=SC2086
  pscase_ -e $f
done
for v in "%p %c" "%p%a" "%q" "%p%"; do
  PS_FORMAT=$v pscase_ -e
  PS_FORMAT=$v pscase_ ax
done
finish_
