/* ls: the shortcuts of a listing's hot path.  Each gives what the
   general gnulib call would, byte for byte, and falls back to it for
   anything but the common case.  */

#include <config.h>

#include "system.h"
#include "ls.h"

#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>

#include "acl.h"
#include "human.h"
#include "inttostr.h"
#include "mbswidth.h"

/* Is each byte of S..S+LEN printable ASCII, one column wide in any
   locale?  */
static bool
printable_ascii (char const *s, size_t len)
{
  for (size_t i = 0; i < len; i++)
    if (0x5f <= (unsigned char) (s[i] - 0x20))
      return false;
  return true;
}

/* mbswidth (S, 0).  */
int
ls_width (char const *s)
{
  unsigned char const *p = (unsigned char const *) s;
  for (; *p; p++)
    if (0x5f <= (unsigned char) (*p - 0x20))
      return mbswidth (s, 0);
  size_t len = p - (unsigned char const *) s;
  return len <= INT_MAX ? len : mbswidth (s, 0);
}

/* mbsnwidth (S, LEN, 0).  */
size_t
ls_nwidth (char const *s, size_t len)
{
  return printable_ascii (s, len) ? len : mbsnwidth (s, len, 0);
}

/* human_readable (N, BUF, OPTS, FROM, TO), without its cost (a
   localeconv call and a long division) when the amount is a whole
   number of output units shown plainly: no scaling, grouping or unit,
   rounding up or down.  */
char *
ls_human (uintmax_t n, char *buf, int opts, uintmax_t from, uintmax_t to)
{
  if (opts & ~(human_ceiling | human_floor) || from == 0 || to == 0)
    return human_readable (n, buf, opts, from, to);
  if (from == to)
    return umaxtostr (n, buf);
  /* Larger units would overflow human_readable's remainder arithmetic,
     whose wrapped results GNU's output has.  */
  if (to % from == 0 && to / from <= UINTMAX_MAX / 20)
    {
      uintmax_t k = to / from;
      uintmax_t q = n / k;
      if (opts == human_ceiling && n % k)
        q++;
      return umaxtostr (q, buf);
    }
  return human_readable (n, buf, opts, from, to);
}

#if defined __linux__ && ! defined __alpha__ && ! defined __NR_getxattrat
# define __NR_getxattrat 464    /* Linux 6.13, every architecture but alpha */
#endif

/* The size of DIRFD + NAME's attribute ATTR, following a symlink.  */
static ssize_t
xattr_size_at (int dirfd, char const *name, char const *attr)
{
#ifdef __NR_getxattrat
  struct { uint64_t value; uint32_t size, flags; } args = { 0, 0, 0 };
  return syscall (__NR_getxattrat, dirfd, name, 0, attr, &args, sizeof args);
#else
  errno = ENOSYS;
  return -1;
#endif
}

/* file_has_acl (NAME's full name, ST) for the entry NAME of the
   directory DIRFD, from calls that do not walk the directory's path
   again, when the answer is a common one (an ACL: 1, none: 0, with
   errno ENODATA); -2 when only file_has_acl can tell.  */
int
ls_acl_quick (int dirfd, char const *name, struct stat const *st)
{
  if (S_ISLNK (st->st_mode))
    return 0;
  ssize_t r = xattr_size_at (dirfd, name, "system.posix_acl_access");
  if (r == 0 || (r < 0 && errno == ENODATA))
    {
      if (! S_ISDIR (st->st_mode))
        return 0;
      r = xattr_size_at (dirfd, name, "system.posix_acl_default");
      if (r == 0 || (r < 0 && errno == ENODATA))
        return 0;
    }
  return 0 < r ? 1 : -2;
}

/* file_has_acl (FULL, ST), FULL being the entry NAME of DIRFD.  */
int
ls_file_has_acl_at (int dirfd, char const *name, char const *full,
                    struct stat const *st)
{
  int n = ls_acl_quick (dirfd, name, st);
  return n != -2 ? n : file_has_acl (full, st);
}

int
do_statx (int dirfd, char const *name, struct stat *st, int flags)
{
  struct statx stx;
  unsigned int mask = STATX_BASIC_STATS;
  if (ls.time_type == time_btime)
    mask |= STATX_BTIME;
  if (statx (dirfd, name, flags | AT_NO_AUTOMOUNT, mask, &stx) < 0)
    return -1;
  memset (st, 0, sizeof *st);
  st->st_dev = makedev (stx.stx_dev_major, stx.stx_dev_minor);
  st->st_ino = stx.stx_ino;
  st->st_mode = stx.stx_mode;
  st->st_nlink = stx.stx_nlink;
  st->st_uid = stx.stx_uid;
  st->st_gid = stx.stx_gid;
  st->st_rdev = makedev (stx.stx_rdev_major, stx.stx_rdev_minor);
  st->st_size = stx.stx_size;
  st->st_blksize = stx.stx_blksize;
  st->st_blocks = stx.stx_blocks;
  st->st_atim.tv_sec = stx.stx_atime.tv_sec;
  st->st_atim.tv_nsec = stx.stx_atime.tv_nsec;
  st->st_ctim.tv_sec = stx.stx_ctime.tv_sec;
  st->st_ctim.tv_nsec = stx.stx_ctime.tv_nsec;
  st->st_mtim.tv_sec = stx.stx_mtime.tv_sec;
  st->st_mtim.tv_nsec = stx.stx_mtime.tv_nsec;
  /* Only one time is ever shown or sorted on: keep the birth time (or
     -1 when the file system has none) where the others are read.  */
  if (mask & STATX_BTIME)
    {
      if (stx.stx_mask & STATX_BTIME)
        {
          st->st_mtim.tv_sec = stx.stx_btime.tv_sec;
          st->st_mtim.tv_nsec = stx.stx_btime.tv_nsec;
        }
      else
        st->st_mtim.tv_sec = st->st_mtim.tv_nsec = -1;
    }
  return 0;
}

int
ls_statx (int dirfd, char const *name, struct stat *st, bool deref)
{
  return do_statx (dirfd, name, st, deref ? 0 : AT_SYMLINK_NOFOLLOW);
}
