#!/bin/bash
# Output formats (-1 -C -x -m -l -g -o -n, --format, widths, tabs,
# --zero, --dired) and indicators, for ls, dir and vdir.
. "$abs_top_srcdir/tests/ls/lib.sh"

formats=(-1 -C -x -m -l -g -o -n -lg -lo -go -ln -ng -l1 -1l -Cl -lC -mx
         -xm -m1 -lm --format=long --format=verbose --format=commas
         --format=horizontal --format=across --format=vertical
         --format=single-column --form=comm -w0 -w1 -w30 -Cw50 -xw50
         -mw50 -Cw200 -xw7 "-C -T0" "-C -T1" "-x -T3" "-C -T8 -w100" -l1
         "-C --zero" "--zero" "-l --zero" "-m --zero" "-D" "-lD" "-lDR"
         "-D -l -Z" -lF -F -p "-C -F" "-x -p" --file-type "-l --file-type"
         --indicator-style=none --indicator-style=slash
         --indicator-style=file-type --indicator-style=classify
         --classify=always --classify=never --classify=auto -Fp -pF
         "-lF --file-type" -li -i -Ci -si -lsi -lnZ "-C -Z" "-x -Z" "-m -Z")
targets=(types names many "types/dir types/reg" "names/a b" labels)
for f in "${formats[@]}"; do
  for t in "${targets[@]}"; do
    # shellcheck disable=SC2086
    c_ $f $t
  done
done
for p in @dir @vdir; do
  for f in "" -l -x -m -1 -F -Z -b -N -q "-w 40" --zero; do
    # shellcheck disable=SC2086
    c_ $p $f many names types
  done
done
for w in 0 1 20 40 79 80 81 132 abc -1 99999999999; do
  c_ COLUMNS=$w -C many
  c_ COLUMNS=$w -x names
  c_ COLUMNS=$w -m types
done
for t in 0 1 2 7 8 16 x -3 99999999999; do
  c_ TABSIZE=$t -C many
  c_ TABSIZE=$t -x -w 60 names
done
run_cases_
finish_
