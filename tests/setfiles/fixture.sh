# Sourced by the setfiles tests after tests/init.sh: the scratch mounts,
# spec files and fixture trees.

ref=/usr/sbin/setfiles
ours=$builddir/src/setfiles
require_ref_ $ref
require_cmd_ setfattr getfattr mknod mkfifo

# The work directory becomes a tmpfs, and /etc/selinux a scratch policy
# root that names customizable types (3.4 reads them there even for
# setfiles).
mount -t tmpfs scratch "$work" || framework_failure_ "mount tmpfs"
cd "$work" || framework_failure_ "cd $work"
mkdir -p etc-selinux/fx/contexts
printf 'SELINUX=permissive\nSELINUXTYPE=fx\n' > etc-selinux/config
printf 'public_content_t\ncust_t\nswapfile_t\n' \
  > etc-selinux/fx/contexts/customizable_types
mount --bind etc-selinux /etc/selinux || framework_failure_ "bind /etc/selinux"
untree_ () { umount -R t/mnt 2>/dev/null; :; }
cleanup_ () { untree_; umount /etc/selinux; cd /; umount "$work"; }

S=system_u:object_r
cat > spec <<EOS
/t(/.*)?		$S:etc_t:s0
/t/d(/.*)?		$S:bin_t:s0
/t/d/reg	--	$S:lib_t:s0
/t/d/dir	-d	$S:var_t:s0
/t/d/lnk	-l	$S:tmp_t:s0
/t/d/fifo	-p	$S:fifo_t:s0
/t/d/sock	-s	$S:sock_t:s0
/t/d/chr	-c	$S:chr_t:s0
/t/d/blk	-b	$S:blk_t:s0
/t/none(/.*)?		<<none>>
/t/h/one	--	$S:lib_t:s0
/t/h/two	--	$S:usr_t:s0
/t/h/same[12]	--	$S:usr_t:s0
/t/ex(/.*)?		$S:var_t:s0
/t/cust.*		$S:usr_t:s0
/t/odd/.*		$S:odd_t:s0
/t/unused		$S:var_t:s0
/t/mnt(/.*)?		$S:mnt_t:s0
EOS

# Every file type, wrong, missing, unlabeled and customizable labels,
# hard links with conflicting and agreeing specs, symlinks, awkward names,
# a directory to exclude and a file system mounted below the operand.
labels_=
label_ () { labels_+="# file: $1"$'\n'"security.selinux=\"$2\""$'\n\n'; }
labels_done_ () { printf '%s' "$labels_" | setfattr -h --restore=-; labels_=; }
tree_ () {
  mkdir -p d/dir h ex/sub none/x odd
  touch d/reg d/other h/one h/same1 ex/sub/f none/x/f cust1 cust2 cust3 \
        wrongmls
  ln h/one h/two; ln h/same1 h/same2
  ln -s reg d/lnk; ln -s ../d sl; ln -s nowhere dangling
  mkfifo d/fifo; mknod d/chr c 1 3; mknod d/blk b 7 0
  perl -e 'use Socket; socket(S, PF_UNIX, SOCK_STREAM, 0) and bind(S, pack_sockaddr_un($ARGV[0]))' d/sock
  touch 'odd/sp ace' 'odd/-dash' "odd/$(printf 'nl\nx')" "odd/$(printf '\377\001')" \
        'odd/gl*b' 'odd/[b]' 'odd/q"uote'
  label_ d/reg $S:tmp_t:s0
  label_ d "foo_u:foo_r:tmp_t:s0:c1"
  label_ d/dir unlabeled
  label_ d/lnk $S:etc_t
  label_ cust1 "$S:public_content_t:s0"
  label_ cust2 "unconfined_u:object_r:cust_t:s0"
  label_ cust3 "$S:swapfile_t:s0"
  label_ wrongmls "unconfined_u:object_r:etc_t:s0-s0:c0.c1023"
  label_ h/one $S:tmp_t:s0
  labels_done_
  setfattr -h -n security.selinux -v '' d/other
  setfattr -h -n security.selinux -v 0x00 h/same1
}
# tree_ is built once and copied for each run (tests/init.sh).
copied_trees_=tree_
tree_mnt_ () { tree_; mkdir -p mnt && mount -t tmpfs sub mnt && touch mnt/inner; }

