#!/bin/bash
# Errors and the exit status: missing and unreachable files, standard
# input ('-', closed, a pipe, a directory), bad options and --cached
# values, invalid directives mid-output, -f on '-', unreadable labels;
# as root and as an unprivileged user.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/stat/lib.sh"

mkdir -p locked/in && : > locked/in/f && chmod 700 locked
long=$(printf 'n%.0s' $(seq 300))
deep=$(printf 'd/%.0s' $(seq 2100))x

for opts in '' -L -t -f\ -c\ %n:%T:%b:%c '-c %n' '--printf=%n\n' '-c %C' '-c %m' '-c %N'; do
  # shellcheck disable=SC2086
  for f in missing '' dangling dangling/x reg/x "$long" "$deep" \
           locked/in/f locked/in locked link2/x '-' ./-; do
    queue_ $opts "$f"
    queue_ $opts reg "$f" dir
  done
done
# Options and operands.
for a in '' -x --bogus --cached --cached= --cached=x --cached=al \
         --cached=n --cached=d --cached=alwaysx --cached=never \
         --cached=default --cached=always --form=%n --printf --format \
         '-c' --terse=x --dereference=1 --file --file-sys -- '-- -' \
         '-tfL' '-c%n' '-Lc%a' --ca=never --pr=%n --de --te; do
  # shellcheck disable=SC2086
  queue_ $a ../ro/f
  # shellcheck disable=SC2086
  queue_ $a
done
# Invalid directives, after part of the output.
for fmt in '%-%' '%5%' '%.%' '%#%' 'ab%0' 'x%-' '%.' '%+5.3' '%%' '%' \
           'a%' '%%%' '%n%-5%' '%I%' "%'%"; do
  queue_ -c "$fmt" reg dir
  queue_ --printf="$fmt" reg
  queue_ -f -c "$fmt" /proc
done
# Widths and precisions printf cannot take.
for fmt in '%99999999999n' '[%2147483648s]' '%.99999999999n|%n' \
           '%99999999999X' '%4294967297i'; do
  queue_ -c "$fmt" reg
  queue_ -f -c "$fmt" /proc
done
run_queue_ stat $ref "$ours"

# A full standard output.
for a in reg '-c %n reg' '-f /proc' '-t reg missing'; do
  for loc in $locales; do
    cases=$((cases + 1))
    # shellcheck disable=SC2086
    LC_ALL=$loc run_as_ stat $ref $a > /dev/full 2> ref.err; rs=$?
    # shellcheck disable=SC2086
    LC_ALL=$loc run_as_ stat "$ours" $a > /dev/full 2> our.err; os=$?
    : > ref.out; : > our.out
    [ $rs = $os ] && same_file_ ref.err our.err ||
      report_mismatch_ $loc "stat $a > /dev/full" $rs $os
  done
done
rm -f ref.out ref.err our.out our.err

# Standard input: a file, a directory, a pipe, a closed descriptor.
for opts in '' -L -t '-c %n|%N|%F|%s|%m|%C' '-f -c %n:%T:%b:%c'; do
  # shellcheck disable=SC2086
  compare_ stat $ref "$ours" $opts - < reg
  # shellcheck disable=SC2086
  compare_ stat $ref "$ours" $opts - < dir
  # shellcheck disable=SC2086
  compare_ stat $ref "$ours" $opts - reg - < lab
  # shellcheck disable=SC2086
  compare_ stat $ref "$ours" $opts - <&-
  # shellcheck disable=SC2086
  : | compare_ stat $ref "$ours" $opts -c '%F %s %a' -
done

# As a user who cannot reach locked/.
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
for opts in '' -L '-f -c %n:%T:%b:%c' '-c %m' '-c %C' '-c %N'; do
  for f in locked/in/f locked reg lab missing; do
    # shellcheck disable=SC2086
    compare_ stat $ref "$ours" $opts "$f"
  done
done
wrap=
finish_
