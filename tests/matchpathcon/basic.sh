#!/bin/bash
# matchpathcon against selinux-utils' /usr/sbin/matchpathcon: every
# option (-n -N -m -f -p -P -V -q) on fixture trees of every file type,
# the precedence suite's paths, and labels for -V; stdout, stderr and
# exit status, in C and C.UTF-8.
. "$abs_top_srcdir/tests/init.sh"
ref=/usr/sbin/matchpathcon
ours=$builddir/src/matchpathcon
require_ref_ $ref
require_labels_
require_cmd_ mkfifo mknod python3

bash "$srcdir/tests/matcher/gen-specs.sh" gen >/dev/null ||
  framework_failure_ "gen-specs.sh"
fc=$work/gen/suite/file_contexts

# A tree with each file type, and specs for it, typed and not.
mkdir -p t/d/sub
touch t/f t/d/f "t/sp ace"
ln -s f t/l
ln -s nowhere t/dangling
mkfifo t/p
mknod t/c c 1 3
mknod t/b b 7 0
python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' t/s
cat >> "$fc" <<EOF
$work/t(/.*)?           u:r:t_t:s0
$work/t/[^/]*   --      u:r:t_file_t:s0
$work/t/[^/]*   -d      u:r:t_dir_t:s0
$work/t/[^/]*   -l      u:r:t_lnk_t:s0
$work/t/[^/]*   -p      u:r:t_fifo_t:s0
$work/t/[^/]*   -c      u:r:t_chr_t:s0
$work/t/[^/]*   -b      u:r:t_blk_t:s0
$work/t/[^/]*   -s      u:r:t_sock_t:s0
$work/t/d/.*            <<none>>
$work/t/d/f             u:r:t_df_t:s0
EOF
tree=(t t/ t/f t/d t/d/ t/d/f t/d/sub t/l t/dangling t/p t/c t/b t/s
      "t/sp ace" t/missing)
abs=()
for p in "${tree[@]}"; do abs+=("$work/$p"); done
keys=()
while read -r _ k; do keys+=("$k"); done < gen/suite/keys

opts=("" -n -N "-n -N" "-m f" "-m d" "-m dir" "-m l" "-m link" "-m c" "-m b"
      "-m s" "-m p" "-m file -n" "-n -m d -m f")
for o in "${opts[@]}"; do
  # shellcheck disable=SC2086
  compare_ matchpathcon $ref "$ours" $o -f "$fc" "${abs[@]}"
  # shellcheck disable=SC2086
  compare_ matchpathcon $ref "$ours" $o -f "$fc" "${keys[@]}"
done
for p in "${tree[@]}" "${abs[@]}"; do
  compare_ matchpathcon $ref "$ours" -f "$fc" "$p"
done

# -p: deprecated, a stem filter on the text file.
for p in /a /usr /u /nonexistent "" /a/b "$work"; do
  compare_ matchpathcon $ref "$ours" -p "$p" -f "$fc" /a/b /usr/lib/x /u/v \
    /x/1 "$work/t/f"
  compare_ matchpathcon $ref "$ours" -f "$fc" -p "$p" -n /a/b
done

# -P: a policy root; its file_contexts is used without -f, and by -V.
mkdir -p pol/contexts/files
cp gen/suite/file_contexts* pol/contexts/files/
compare_ matchpathcon $ref "$ours" -P "$work/pol" /a/b /chroot/a/b "$work/t/f"
compare_ matchpathcon $ref "$ours" -P "$work/pol" -f gen/random/file_contexts \
  /a/b /lib/c/a/ab
compare_ matchpathcon $ref "$ours" -N -P "$work/pol/" /a
compare_ matchpathcon $ref "$ours" -P "$work/nopol" /a

# -V: the label against the policy root's file_contexts; the answer
# printed comes from -f's.
label () { setfattr -h -n security.selinux -v "$2" "$1"; }
relabel_tree () {
  label t/f u:r:t_file_t:s0
  label t/d x:r:t_dir_t:s0
  label t/d/f u:r:wrong_t:s0
  label t/l u:r:t_lnk_t:s0
  label t/p unlabeled
  label t/c u:r:t_chr_t:s0
  setfattr -h -x security.selinux t/b 2>/dev/null || :
  label t/s ''
  label "t/sp ace" u:r:t_file_t:s0
}
relabel_tree
for p in "${tree[@]}" "${abs[@]}"; do
  for o in -V "-V -q" "-V -N" "-V -n" "-V -m d" "-V -m l"; do
    # shellcheck disable=SC2086
    compare_ matchpathcon $ref "$ours" $o -P "$work/pol" "$p"
  done
  compare_ matchpathcon $ref "$ours" -V -P "$work/pol" \
    -f gen/random/file_contexts "$p"
done
compare_ matchpathcon $ref "$ours" -V -P "$work/pol" "${abs[@]}"
compare_ matchpathcon $ref "$ours" -V -q -P "$work/pol" t/f t/c t/d
compare_ matchpathcon $ref "$ours" -V -f "$fc" t/f

finish_
