#!/bin/bash
# Colour: --color=WHEN, GNU's built-in colours, LS_COLORS (dircolors'
# database, ln=target, mi, or, ca, su, sg, tw, ow, st, ex, extensions),
# TERM/COLORTERM gating, --hyperlink.
. "$abs_top_srcdir/tests/ls/lib.sh"

db=$(dircolors -b | sed -n "s/^LS_COLORS='\(.*\)';$/\1/p")
custom='di=01;34:ln=target:mi=05;31:or=40;31;01:ca=30;41:su=37;41:sg=30;43:tw=30;42:ow=34;42:st=37;44:ex=01;32:pi=33:so=35:bd=33;01:cd=33;01:do=35:fi=0:no=0:rs=0:lc=\e[:rc=m:ec=:*.c=1:*.tar.gz=31:*.TAR=32:*~=90:.gz=1;36:*README=4'
ls_colors=("" "$db" "$custom" "ln=target" "ln=01;36:or=01;05;37;41:mi=01;05;37;41"
           "no=33:fi=" "ex=:su=:sg=:ca=:tw=:ow=:st=" "*.c=01;35:*.C=01;36"
           "rs=1:lc=<:rc=>:ec=END" "di=0" ":::" "di=01;34:garbage"
           "zz=1" "di" "*.x" "=1" "di=\\x41\\101\\^[\\a\\b" "*\\=x=1"
           "ln=target:or=" "fi=1:ec=")
for lc in "${ls_colors[@]}"; do
  for t in types modes acls "names/x.c names/x.C names/a.tar.gz names/backup~" \
           "-R tree" "-a tree/a"; do
    # shellcheck disable=SC2086
    c_ LS_COLORS="$lc" --color=always $t
    # shellcheck disable=SC2086
    c_ LS_COLORS="$lc" --color=always -l $t
  done
  c_ LS_COLORS="$lc" --color=always -lL types
  c_ LS_COLORS="$lc" --color=always -F -C types modes
done
for when in always yes force never no none auto tty if-tty "" bogus al; do
  c_ "--color=$when" types
  c_ @unset=LS_COLORS "--color=$when" -l types
  c_ @tty "--color=$when" types
done
c_ --color types
c_ --colo=al -l types
for term in xterm dumb "" vt100 linux bogus-term; do
  c_ @tty TERM="$term" --color=auto types
  c_ @tty TERM="$term" COLORTERM=truecolor --color=auto types
  c_ @tty TERM="$term" LS_COLORS="$custom" --color=auto -l types
  c_ @tty @unset=TERM @unset=COLORTERM --color=auto types
done
for h in always never auto ""; do
  c_ --hyperlink="$h" types
  c_ --hyperlink="$h" --color=always -l types
  c_ @tty --hyperlink="$h" names
done
c_ --hyperlink=always -R names/dir*
c_ --color=always -l --hyperlink names
c_ --color=always -C -w 60 many names
c_ --color=always -Z labels
c_ --color=always -lZ acls
c_ @dir --color=always types
c_ @vdir --color=always types
run_cases_
finish_
