/* File system type names for stat -f's %T: the statfs magic numbers
   and the names GNU stat 9.1 gives them.  */

#include <config.h>

#include <stdio.h>
#include <stdlib.h>

#include "stat.h"

struct fs_name
{
  unsigned long int magic;
  char const *name;
};

/* Sorted by magic number, for bsearch.  */
static struct fs_name const names[] =
{
  { 0x0000002F, "qnx4" },
  { 0x00000033, "z3fold" },
  { 0x00000187, "autofs" },
  { 0x000007C0, "jffs" },
  { 0x00001373, "devfs" },
  { 0x0000137D, "ext" },
  { 0x0000137F, "minix" },
  { 0x0000138F, "minix (30 char.)" },
  { 0x00001CD1, "devpts" },
  { 0x00002468, "minix v2" },
  { 0x00002478, "minix v2 (30 char.)" },
  { 0x00003434, "nilfs" },
  { 0x00004000, "isofs" },
  { 0x00004004, "isofs" },
  { 0x00004006, "fat" },
  { 0x00004244, "hfs" },
  { 0x0000482B, "hfs+" },
  { 0x00004858, "hfsx" },
  { 0x00004D44, "msdos" },
  { 0x00004D5A, "minix3" },
  { 0x0000517B, "smb" },
  { 0x0000564C, "novell" },
  { 0x00005DF5, "exofs" },
  { 0x00006969, "nfs" },
  { 0x00007275, "romfs" },
  { 0x000072B6, "jffs2" },
  { 0x00009660, "isofs" },
  { 0x00009FA0, "proc" },
  { 0x00009FA1, "openprom" },
  { 0x00009FA2, "usbdevfs" },
  { 0x0000ADF5, "adfs" },
  { 0x0000ADFF, "affs" },
  { 0x0000EF51, "ext2" },
  { 0x0000EF53, "ext2/ext3" },
  { 0x0000F15F, "ecryptfs" },
  { 0x00011954, "ufs" },
  { 0x0027E0EB, "cgroupfs" },
  { 0x00414A53, "efs" },
  { 0x00C0FFEE, "hostfs" },
  { 0x00C36400, "ceph" },
  { 0x01021994, "tmpfs" },
  { 0x01021997, "v9fs" },
  { 0x01161970, "gfs/gfs2" },
  { 0x012FD16D, "xia" },
  { 0x012FF7B4, "xenix" },
  { 0x012FF7B5, "sysv4" },
  { 0x012FF7B6, "sysv2" },
  { 0x012FF7B7, "coh" },
  { 0x013111A8, "ibrix" },
  { 0x07655821, "rdt" },
  { 0x09041934, "anon-inode FS" },
  { 0x0BAD1DEA, "futexfs" },
  { 0x0BD00BD0, "lustre" },
  { 0x11307854, "inodefs" },
  { 0x13661366, "balloon-kvm-fs" },
  { 0x15013346, "udf" },
  { 0x19800202, "mqueue" },
  { 0x19830326, "fhgfs" },
  { 0x1BADFACE, "bfs" },
  { 0x2011BAB0, "exfat" },
  { 0x24051905, "ubifs" },
  { 0x28CD3D45, "cramfs" },
  { 0x2BAD1DEA, "inotifyfs" },
  { 0x2FC12FC1, "zfs" },
  { 0x3153464A, "jfs" },
  { 0x42465331, "befs" },
  { 0x42494E4D, "binfmt_misc" },
  { 0x43415D53, "smackfs" },
  { 0x444D4142, "dma-buf-fs" },
  { 0x453DCD28, "cramfs-wend" },
  { 0x454D444D, "devmem" },
  { 0x45584653, "exfs" },
  { 0x47504653, "gpfs" },
  { 0x50495045, "pipefs" },
  { 0x52654973, "reiserfs" },
  { 0x5345434D, "secretmem" },
  { 0x5346314D, "m1fs" },
  { 0x5346414F, "afs" },
  { 0x53464846, "wslfs" },
  { 0x5346544E, "ntfs" },
  { 0x534F434B, "sockfs" },
  { 0x54190100, "ufs" },
  { 0x565A4653, "vzfs" },
  { 0x58295829, "zsmallocfs" },
  { 0x58465342, "xfs" },
  { 0x5A3C69F0, "aafs" },
  { 0x5A4F4653, "zonefs" },
  { 0x5DCA2DF5, "sdcardfs" },
  { 0x61636673, "acfs" },
  { 0x6165676C, "pstorefs" },
  { 0x61756673, "aufs" },
  { 0x62646576, "bdevfs" },
  { 0x62656570, "configfs" },
  { 0x62656572, "sysfs" },
  { 0x63677270, "cgroup2fs" },
  { 0x64626720, "debugfs" },
  { 0x64646178, "daxfs" },
  { 0x65735543, "fusectl" },
  { 0x65735546, "fuseblk" },
  { 0x67596969, "rpc_pipefs" },
  { 0x68191122, "qnx6" },
  { 0x6B414653, "k-afs" },
  { 0x6C6F6F70, "binderfs" },
  { 0x6E667364, "nfsd" },
  { 0x6E736673, "nsfs" },
  { 0x73636673, "securityfs" },
  { 0x73717368, "squashfs" },
  { 0x73727279, "btrfs_test" },
  { 0x73757245, "coda" },
  { 0x7461636F, "ocfs2" },
  { 0x74726163, "tracefs" },
  { 0x786F4256, "vboxsf" },
  { 0x794C7630, "overlayfs" },
  { 0x7C7C6673, "prl_fs" },
  { 0x858458F6, "ramfs" },
  { 0x9123683E, "btrfs" },
  { 0x958458F6, "hugetlbfs" },
  { 0xA501FCF5, "vxfs" },
  { 0xAAD7AAEA, "panfs" },
  { 0xABBA1974, "xenfs" },
  { 0xBACBACBC, "vmhgfs" },
  { 0xBEEFDEAD, "snfs" },
  { 0xC7571590, "ppc-cmm-fs" },
  { 0xC97E8168, "logfs" },
  { 0xCAFE4A11, "bpf_fs" },
  { 0xDE5E81E4, "efivarfs" },
  { 0xE0F5E1E2, "erofs" },
  { 0xF2F52010, "f2fs" },
  { 0xF97CFF8C, "selinux" },
  { 0xF995E849, "hpfs" },
  { 0xFE534D42, "smb2" },
  { 0xFF534D42, "cifs" },
};

static int
by_magic (void const *a, void const *b)
{
  unsigned long int x = ((struct fs_name const *) a)->magic;
  unsigned long int y = ((struct fs_name const *) b)->magic;
  return (x > y) - (x < y);
}

char const *
fs_type_name (unsigned long int type)
{
  struct fs_name key = { type, NULL };
  struct fs_name const *hit = bsearch (&key, names,
                                       sizeof names / sizeof *names,
                                       sizeof *names, by_magic);
  if (hit)
    return hit->name;
  static char buf[sizeof "UNKNOWN (0x)" + sizeof type * 2];
  sprintf (buf, "UNKNOWN (0x%lx)", type);
  return buf;
}
