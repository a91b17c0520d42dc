# Sourced by the chcon tests: shell functions that build a labelled tree
# in the current directory (compare_fs_ calls them in a fresh ./t).

L1=system_u:object_r:user_home_t:s0
L2=unconfined_u:object_r:tmp_t:s0-s0:c0.c1023

# These trees are built once per test and copied for each run
# (tests/init.sh).
copied_trees_="flat_tree deep_tree odd_tree"

# label_ FILE CTX queues a label; labels_done_ writes the queue in one
# setfattr call.
labels_=
label_ () { labels_+="# file: $1"$'\n'"security.selinux=\"$2\""$'\n\n'; }
labels_done_ () { printf '%s' "$labels_" | setfattr -h --restore=-; labels_=; }

# Files with every kind of label, links of every kind, a fifo.
flat_tree () {
  touch f_lab f_unl f_unlabeled f_empty f_mcs f_3 f_bad f_lab2
  label_ f_lab $L1
  label_ f_lab2 $L1
  label_ f_unlabeled unlabeled
  setfattr -n security.selinux -v '' f_empty
  label_ f_mcs $L2
  label_ f_3 u:r:t_t
  label_ f_bad foo
  ln -s f_lab sl
  ln -s f_unl sl_lab && label_ sl_lab $L2
  ln -s nowhere dangling
  ln -s loop2 loop1 && ln -s loop1 loop2
  mkfifo fifo && label_ fifo $L1
  mkdir d && label_ d $L1
  labels_done_
}

# Nested directories, links to directories inside and outside, and
# unlabelled entries among labelled ones.
deep_tree () {
  mkdir -p d/sub/deeper d/other out/inner
  touch d/a d/b d/sub/c d/sub/deeper/e out/inner/o
  for f in d d/a d/sub d/sub/c d/other out out/inner out/inner/o; do
    label_ "$f" $L1
  done
  label_ d/sub/deeper/e $L2
  ln -s ../out d/sub/to_out
  ln -s d dl
  ln -s sub d/sl_sub
  ln -s a d/sl_a && label_ d/sl_a $L2
  labels_done_
}

# Odd security.selinux values, byte for byte (label_ writes text with
# its escapes; these need exact bytes): none, no bytes, one NUL, two
# NULs, no trailing NUL, a NUL inside, "unlabeled" in three spellings,
# a near miss, the kernel's 64 KiB maximum.  hexlabel_ FILE HEX.
hexlabel_ () { labels_+="# file: $1"$'\n'"security.selinux=0x$2"$'\n\n'; }
hex_ () { printf '%s' "$1" | od -An -v -tx1 | tr -d ' \n'; }
huge_hex_ () { printf '%s00' "$(hex_ "u:r:$(printf '%65531s' '' | tr ' ' x)")"; }
odd_tree () {
  touch o_none o_zero o_nul o_nul2 o_nonul o_inner o_unl9 o_unl10 \
    o_unljunk o_unl8 o_huge o_lab
  setfattr -n security.selinux -v '' o_zero
  hexlabel_ o_nul 00
  hexlabel_ o_nul2 0000
  hexlabel_ o_nonul "$(hex_ a:b:c_t:s0)"
  hexlabel_ o_inner "$(hex_ a:b:c_t)00$(hex_ junk)"
  hexlabel_ o_unl9 "$(hex_ unlabeled)"
  hexlabel_ o_unl10 "$(hex_ unlabeled)00"
  hexlabel_ o_unljunk "$(hex_ unlabeled)00$(hex_ junk)"
  hexlabel_ o_unl8 "$(hex_ unlabele)"
  # The 64 KiB value is costly to make: a test sets huge_hex_ once.
  hexlabel_ o_huge "${huge_hex_:-$(huge_hex_)}"
  label_ o_lab $L1
  ln -s o_lab sl_nul && hexlabel_ sl_nul 00
  mkdir od && touch od/a od/b && hexlabel_ od 00 && hexlabel_ od/a 00 &&
    label_ od/b $L2
  labels_done_
}
