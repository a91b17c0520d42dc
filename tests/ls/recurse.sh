#!/bin/bash
# Traversal: -R -d -a -A -B --hide -I -H -L
# --dereference-command-line-symlink-to-dir, loops under -R -L,
# unreadable directories (exit status 1 and 2, as nobody).
. "$abs_top_srcdir/tests/ls/lib.sh"

trav=(-R -Ra -RA -RB -Rd -d -dR -RL -RH -RLa -Rl -RlL -RlH -R1 -RC -Rm
      "-R --hide=*.o" "-R -I b" "-R -I ?" "-R --hide=a -a" "-R -I .h* -a"
      "-Ra --hide=.*" "-RA -I *~" "-R -B -a" "-R --ignore=[ad]"
      "-R --dereference-command-line-symlink-to-dir" "-R --group-directories-first"
      "-RS" "-Rt" "-Rr" "-RU" "-Rs" "-R -Z" "-R -lZ" "-RL -Z" -a -A -B
      "-a -A" "-A -a" -H -L -dL -dH -lL -lH -ld -ldL "-l --dereference"
      "--dereference-command-line-symlink-to-dir" "-l --dereference-command-line-symlink-to-dir"
      "--hide=*" "--hide=*.o -a" "-I*" "-I '*'" "--ignore-backups" "-F" "-RF" "-RD" "-RDl")
targets=(tree tree/sl_ab tree/a/b/c/up_loop "tree tree/sl_ab" "tree/a tree/d tree/top"
         types/sl_dir "types/sl_sl_dir types/sl_dangling"
         "types/sl_up types/dir" labels "." "names/dir with space")
for o in "${trav[@]}"; do
  for t in "${targets[@]}"; do
    # shellcheck disable=SC2086
    c_ $o $t
  done
done
# Unreadable and unsearchable directories, as an ordinary user.
for o in "" -R -l -lR -RL -d -ld -i -s -Z -lZ -a; do
  # shellcheck disable=SC2086
  c_ @nobody $o locked
  # shellcheck disable=SC2086
  c_ @nobody $o locked/shut locked/noexec locked/open
  # shellcheck disable=SC2086
  c_ @nobody $o locked/noexec/y locked/shut/x
done
run_cases_
finish_
