#!/bin/bash
# Sorting: -S -t -X -v -U -f -r, --sort, --time, -c -u,
# --group-directories-first, version sort as filevercmp.
. "$abs_top_srcdir/tests/ls/lib.sh"

sorts=("" -S -t -X -v -U -f -r -Sr -tr -Xr -vr -Ur -fr -c -u -tc -tu -lc
       -lu -ltc -ltu "-l -t --time=ctime" "-lt --time=atime"
       "-lt --time=access" "-lt --time=use" "-lt --time=status"
       "-lt --time=modification" "-lt --time=mtime" "-l --time=birth"
       "-lt --time=birth" "-l --time=creation" "--sort=size"
       "--sort=time" "--sort=extension" "--sort=version" "--sort=none"
       "--sort=width" "--sort=name" "--sort=si" "--sort=t"
       --group-directories-first "--group-directories-first -r"
       "--group-directories-first -S" "--group-directories-first -U"
       "--group-directories-first -f" "--group-directories-first -l"
       "-a" "-A" "-fl" "-f -r" "-U -r" "-Ua" "-St" "-tS" "-XS" "-vX"
       "-S --sort=name" "--sort=size -t" "-tU" "-Ut" "-rv -a")
for s in "${sorts[@]}"; do
  for t in names types sizes times many "times sizes" labels "-d tree tree/a types names"; do
    # shellcheck disable=SC2086
    c_ $s $t
  done
done
# Version sort on its own names, and collation in both locales.
c_ -v1 names/file* names/v1*
c_ -v1r names/file* names/v1*
c_ -1 names/A names/a names/B names/b_ names/é names/z. names/.hidden
c_ -X1 names/*.* names/noext
run_cases_
finish_
