#!/bin/bash
# Flags, width and precision on every directive (%-10s, %010i, %#o,
# %'d, %I...), the seconds with a fraction (%.3Y, %10.9X, %-15.2Z) on
# times before the Epoch, at it and far after it, and --printf's
# backslash escapes.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/stat/lib.sh"

file_letters=(a A b B C d D f F g G h i m n N o r R s t T u U w W x X y Y
              z Z Hd Ld Hr Lr q)
fs_letters=(a b c d f i l n s S t T q)
flag_sets=('' - 0 + ' ' '#' "'" I -0 '#0' '+0' "'-" I0 '- +' '#-' 0000 -- ++)
for fl in "${flag_sets[@]}"; do
  for w in '' 7 25; do
    for p in '' .2; do
      fmt=
      for l in "${file_letters[@]}"; do fmt+="[%$fl$w$p$l]"; done
      queue_ -c "$fmt" reg
      queue_ -c "$fmt" chr
      queue_ -c "$fmt" lab
      queue_ -c "$fmt" link
      fmt=
      for l in "${fs_letters[@]}"; do fmt+="[%$fl$w$p$l]"; done
      queue_ -f -c "$fmt" /proc
    done
  done
done

# Seconds since the Epoch: widths, precisions and flags together.
for f in reg sub sub/deep dir link dangling huge tiny maxtime; do
  for spec in '' . .0 .1 .3 .6 .9 .10 .12 .20 1 2 5 10 12 20 30 \
              1.3 2.9 5.0 10. 10.3 10.9 11.9 12.9 13.9 20.9 25.12 \
              -5 -20 -20.3 -25.9 05 020 020.3 0020.3 +12.4 ' 12.4' \
              "'15.2" -010.3 '+-015.6' I10.2 '#12.3' 30.30; do
    queue_ -c "[%${spec}X][%${spec}Y][%${spec}Z][%${spec}W]" "$f"
  done
done

# String directives cut by a precision, padded by a width.
for spec in .0 .1 .5 .40 3.2 -12.4 40 -40 '#-20' 020; do
  queue_ -c "[%${spec}n][%${spec}N][%${spec}A][%${spec}F][%${spec}U][%${spec}x][%${spec}C][%${spec}w]" link
  queue_ -c "[%${spec}n][%${spec}N][%${spec}C][%${spec}m]" lab_mcs
  queue_ -f -c "[%${spec}n][%${spec}T]" /proc
done

# --printf's escapes, and -c taking them as they stand.
for esc in '\a\b\e\f\n\r\t\v' '\"\\' '\q\z\-' '\0' '\1\12\123\1234' \
           '\400\777' '\8\9' '\x' '\x4' '\x41\x4a4\x4G' '\xg' '\xFF\xfe' \
           '\' 'a\' '%n\' '\%n' '\c' "\\'" '\u00e9' '\N' '\%%'; do
  queue_ --printf="$esc" reg
  queue_ --printf="<$esc>%n\n" reg
  queue_ -c "$esc" reg
  queue_ -f --printf="$esc|%t\\n" /proc
done
run_queue_ stat $ref "$ours"
finish_
