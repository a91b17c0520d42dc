#!/bin/bash
# The files of each program family (src/ls/, src/ps/, src/cp/, ...) depend on
# one another one way only: no file uses a global symbol of a file that
# uses one of its own, directly or around a circle.  Read from the
# objects with nm; tsort finds the circles.
. "$abs_top_srcdir/tests/init.sh"
require_cmd_ nm tsort

fails=0
for fam in ls ps cp mk stat booleans audit2allow newrole; do
  dir=$builddir/src/$fam
  objs=$(ls "$dir"/*.o 2>/dev/null) || skip_ "src/$fam is not built"
  # mode.c is compiled once per program (ls-mode.o, dir-mode.o, ...):
  # one of them stands for the file.
  objs=$(printf '%s\n' $objs | grep -v -e '/dir-mode\.o$' -e '/vdir-mode\.o$')
  edges=$(for o in $objs; do
            f=$(basename "$o" .o); f=${f#ls-}
            nm --defined-only -g "$o" | awk -v f="$f" '{print "D", $3, f}'
            nm -u "$o" | awk -v f="$f" '{print "U", $2, f}'
          done | awk '$1 == "D" { def[$2] = $3; next }
                      { use[NR] = $2 " " $3 }
                      END { for (i in use) { split (use[i], u, " ");
                              if (u[1] in def && def[u[1]] != u[2])
                                print u[2], def[u[1]], u[1] } }' | sort -u)
  # FILE DEPENDS-ON SYMBOL lines; tsort wants pairs.
  loops=$(printf '%s\n' "$edges" | awk 'NF == 3 { print $1, $2 }' |
          tsort 2>&1 >/dev/null)
  if [ -n "$loops" ]; then
    fails=$((fails + 1))
    echo "src/$fam: its files use each other's symbols around a circle:"
    printf '%s\n' "$loops" | sed 's/^/  /'
    echo "  (file, the file whose symbol it uses, the symbol:)"
    printf '%s\n' "$edges" | sed 's/^/    /'
  else
    echo "src/$fam: no circles among $(printf '%s\n' $objs | wc -l) files"
  fi
done
[ $fails = 0 ]
