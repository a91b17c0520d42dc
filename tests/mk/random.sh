#!/bin/bash
# Seeded random combinations of mkdir's, mknod's and mkfifo's options,
# operands and umasks, against GNU's: 150 per program (SEED in the
# environment picks another set; the seed is printed).
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/mk/lib.sh"
require_ref_ /usr/bin/mkdir /usr/bin/mknod /usr/bin/mkfifo
require_labels_
seed=${SEED:-20}
echo "seed $seed"
RANDOM=$seed

pick_ () { local a=("$@"); printf '%s' "${a[RANDOM % ${#a[@]}]}"; }

opts_mk=(-p -v -Z --context --context=system_u:object_r:tmp_t:s0 --context=x
  -pv -vZ "-m MODE" "--mode=MODE" --parents --verbose -- --bogus)
opts_node=(-Z --context --context=x "-m MODE" "--mode=MODE" -- --bogus)
names=(x y a/b a/b/c d d/x f f/x sd sd/y sf dangling dangling/z ro/x sgid/q
  . .. / "" "x/" "a//b/" "./x/../y" nodir/x "sp ace" $'nl\nx' é $'\xff'
  "$(printf 'odd \n\001')/k" -x)
types=(p pipe b c u q "" P)
devs=(0 1 7 0x1f 010 08 -1 4294967295 4294967296 1k "")

# mode_word_: a mode from the list, or one made of random clauses.
mode_word_ () {
  if [ $((RANDOM % 2)) = 0 ]; then pick_ "${modes_[@]}"; return; fi
  local n=$((RANDOM % 3 + 1)) s= i
  for ((i = 0; i < n; i++)); do
    s+=${s:+,}$(pick_ u g o a "" ug go)$(pick_ + - =)$(pick_ r w x rw rx wx rwx s t X "" u g o st)
  done
  printf '%s' "$s"
}

# words_ ARRAY N: N random words of ARRAY, -m's MODE filled in.
args=()
add_opts_ () {
  local -n pool=$1; local n=$2 i w
  for ((i = 0; i < n; i++)); do
    w=$(pick_ "${pool[@]}")
    case $w in
      "-m MODE") args+=(-m "$(mode_word_)") ;;
      --mode=MODE) args+=("--mode=$(mode_word_)") ;;
      *) args+=("$w") ;;
    esac
  done
}

for prog in mkdir mknod mkfifo; do
  for ((k = 0; k < 150; k++)); do
    args=()
    umask "$(pick_ $umasks_)"
    case $prog in
      mkdir)
        add_opts_ opts_mk $((RANDOM % 4))
        for ((i = RANDOM % 4; i > 0; i--)); do args+=("$(pick_ "${names[@]}")"); done ;;
      mkfifo)
        add_opts_ opts_node $((RANDOM % 3))
        for ((i = RANDOM % 4; i > 0; i--)); do args+=("$(pick_ "${names[@]}")"); done ;;
      mknod)
        add_opts_ opts_node $((RANDOM % 3))
        args+=("$(pick_ "${names[@]}")" "$(pick_ "${types[@]}")")
        case $((RANDOM % 4)) in
          0) ;;
          1) args+=("$(pick_ "${devs[@]}")") ;;
          *) args+=("$(pick_ "${devs[@]}")" "$(pick_ "${devs[@]}")") ;;
        esac ;;
    esac
    compare_fs_ mk_tree $prog /usr/bin/$prog "$builddir/src/mk/$prog" "${args[@]}"
  done
done
finish_
