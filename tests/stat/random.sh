#!/bin/bash
# Seeded random format strings: directives with random flags, widths,
# precisions and modifiers, literal bytes, backslash escapes and stray
# '%'s, for -c and --printf, in file mode (with and without -L, one or
# several operands) and in file system mode.  STAT_SEED picks the seed.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/stat/lib.sh"

seed=${STAT_SEED:-20}
echo "seed $seed"
RANDOM=$seed

pick () { local -n a=$1; echo "${a[RANDOM % ${#a[@]}]}"; }
letters=(a A b B C d D f F g G h i m n N o r R s t T u U w W x X y Y z Z
         H L l c S e q E j k '%' ' ' . 0 5 '\' '"')
flags=('' '' '' - 0 + ' ' '#' "'" I)
widths=('' '' '' 0 1 3 8 12 22)
precs=('' '' '' . .0 .2 .5 .9 .11)
literals=(x ' ' '|' : '\n' '\t' '\\' '\x41' '\101' '\q' '\' é $'\xff' '%%'
          '%' $'\n' '-' '\0')
files=(reg dir link dangling chr blk fifo sock lab lab_unl lab_empty
       setuid sub/deep "${odd_names[@]/#-/./-}" /proc/version missing)

random_format () {
  local n=$((RANDOM % 8 + 1)) s= i l
  for ((i = 0; i < n; i++)); do
    if ((RANDOM % 4 == 0)); then
      s+=$(pick literals)
    else
      l=$(pick letters)
      ((RANDOM % 6 == 0)) && l=$(pick x)$l
      s+="%$(pick flags)$(pick flags)$(pick widths)$(pick precs)$l"
    fi
  done
  printf '%s' "$s"
}

x=(H L)
for ((k = 0; k < 400; k++)); do
  fmt=$(random_format)
  f=$(pick files)
  case $((RANDOM % 6)) in
    0) queue_ -c "$fmt" "$f" ;;
    1) queue_ --printf="$fmt" "$f" ;;
    2) queue_ -L -c "$fmt" "$f" ;;
    3) queue_ --printf="$fmt" "$f" "$(pick files)" ;;
    4) queue_ -f -c "$fmt" /proc ;;
    5) queue_ -f --printf="$fmt" /sys ../ro/f ../ro/d ;;
  esac
done
run_queue_ stat $ref "$ours"
finish_
