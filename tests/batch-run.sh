#!/bin/bash
# batch-run.sh NAME BIN CASES: run BIN (as argv[0] NAME) once for each
# line of the file CASES, a shell-quoted argument list, in this one shell.
# After each case a marker line goes to stdout, with the exit status, and
# one to stderr, so that the two programs' streams can be compared whole
# and, when they differ, case by case (run_queue_ in tests/init.sh).
name=$1 bin=$2 i=0
while IFS= read -r -u 9 line; do
  eval "args=($line)"
  (exec -a "$name" "$bin" "${args[@]}")
  printf '\n@@@case %s status %s\n' $i $?
  printf '\n@@@case %s\n' $i >&2
  i=$((i + 1))
done 9< "$3"
