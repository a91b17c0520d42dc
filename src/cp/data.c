/* The bytes of a regular file: a clone when allowed, else
   copy_file_range, else read and write; holes kept by SEEK_DATA and
   SEEK_HOLE as --sparse says.  */

#include <config.h>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>

#include "system.h"
#include "copy.h"
#include "full-write.h"
#include "xalloc.h"

enum { IO_BUFSIZE = 128 * 1024, FADVISE_MIN = 128 * 1024 };

/* Where one copy stands, for the helpers below.  */
struct data_copy
{
  int src, dst;
  char const *src_name, *dst_name;
  bool make_holes;              /* turn zero blocks into holes */
  bool zero_holes;              /* --sparse=never: write holes as zeros */
  bool try_cfr;                 /* copy_file_range still worth trying */
  char *buf;
  size_t bufsize;
  off_t hole_pending;           /* bytes of hole not yet skipped over */
  off_t dst_pos;                /* DST's offset, and the end of what was */
  off_t dst_end;                /* written: DST starts empty */
};

static bool
all_zero (char const *p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (p[i])
      return false;
  return true;
}

/* Write N bytes of BUF, or make them a hole when they are zeros and
   holes are wanted.  */
static bool
put_block (struct data_copy *c, char const *buf, size_t n)
{
  if (c->make_holes && all_zero (buf, n))
    {
      c->hole_pending += n;
      return true;
    }
  if (c->hole_pending)
    {
      if (lseek (c->dst, c->hole_pending, SEEK_CUR) < 0)
        {
          error (0, errno, _("cannot lseek %s"), quoteaf (c->dst_name));
          return false;
        }
      c->dst_pos += c->hole_pending;
      c->hole_pending = 0;
    }
  if (full_write (c->dst, buf, n) != n)
    {
      error (0, errno, _("error writing %s"), quoteaf (c->dst_name));
      return false;
    }
  c->dst_pos += n;
  c->dst_end = c->dst_pos;
  return true;
}

static bool
cfr_unsupported (int e)
{
  return e == ENOSYS || e == ENOTSUP || e == EOPNOTSUPP || e == EINVAL
         || e == EBADF || e == EXDEV || e == ETXTBSY || e == EPERM;
}

/* Copy LEN bytes (or to end of file when LEN < 0) from the current
   offsets.  */
static bool
copy_range (struct data_copy *c, off_t len)
{
  while (c->try_cfr && !c->make_holes && len != 0)
    {
      size_t want = len < 0 || len > (off_t) (SSIZE_MAX >> 1)
                    ? (size_t) (SSIZE_MAX >> 1) : (size_t) len;
      ssize_t n = copy_file_range (c->src, NULL, c->dst, NULL, want, 0);
      if (n > 0)
        {
          if (len > 0)
            len -= n;
          c->dst_pos += n;
          c->dst_end = c->dst_pos;
          continue;
        }
      if (n == 0)
        return true;
      if (errno == EINTR)
        continue;
      /* Where copy_file_range cannot work, read and write can; any
         other failure is the copy's, and is said as GNU 9.1 says it.  */
      if (!cfr_unsupported (errno))
        {
          error (0, errno, _("error copying %s to %s"),
                 quoteaf_n (0, c->src_name), quoteaf_n (1, c->dst_name));
          return false;
        }
      c->try_cfr = false;
    }
  /* The buffer only when copy_file_range could not do it all.  */
  if (len != 0 && !c->buf)
    c->buf = xmalloc (c->bufsize);
  while (len != 0)
    {
      size_t want = len < 0 || len > (off_t) c->bufsize
                    ? c->bufsize : (size_t) len;
      ssize_t n = read (c->src, c->buf, want);
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          error (0, errno, _("error reading %s"), quoteaf (c->src_name));
          return false;
        }
      if (n == 0)
        break;
      if (!put_block (c, c->buf, n))
        return false;
      if (len > 0)
        len -= n;
    }
  return true;
}

/* Write N zero bytes at DST's offset.  */
static bool
put_zeros (struct data_copy *c, off_t n)
{
  size_t chunk = n < IO_BUFSIZE ? n : IO_BUFSIZE;
  char *z = xcalloc (chunk, 1);
  bool ok = true;
  while (ok && n > 0)
    {
      size_t k = n < (off_t) chunk ? n : chunk;
      ok = full_write (c->dst, z, k) == k;
      if (ok)
        {
          n -= k;
          c->dst_pos += k;
          c->dst_end = c->dst_pos;
        }
    }
  int e = errno;
  free (z);
  errno = e;
  return ok;
}

/* Finish: a trailing hole becomes the file's size.  The offsets are
   known: no call is needed to learn them.  */
static bool
finish_size (struct data_copy *c, off_t size)
{
  off_t end = c->dst_pos + c->hole_pending;
  c->hole_pending = 0;
  if (end < size)
    end = size;
  if (c->dst_end >= end)
    return true;
  if (c->zero_holes ? !put_zeros (c, end - c->dst_pos)
      : ftruncate (c->dst, end) != 0)
    {
      error (0, errno, _("failed to extend %s"), quoteaf (c->dst_name));
      return false;
    }
  return true;
}

/* Copy data extent by extent; false with errno ENXIO/EINVAL set and
   nothing printed when the file system cannot tell extents.  */
static bool
copy_extents (struct data_copy *c, off_t size, bool *unsupported)
{
  off_t pos = 0;
  *unsupported = false;
  while (pos < size)
    {
      off_t data = lseek (c->src, pos, SEEK_DATA);
      if (data < 0)
        {
          if (errno == ENXIO)
            break;
          if (pos == 0)
            {
              *unsupported = true;
              return false;
            }
          error (0, errno, _("cannot lseek %s"), quoteaf (c->src_name));
          return false;
        }
      off_t hole = lseek (c->src, data, SEEK_HOLE);
      if (hole < 0 || lseek (c->src, data, SEEK_SET) < 0)
        {
          error (0, errno, _("cannot lseek %s"), quoteaf (c->src_name));
          return false;
        }
      c->hole_pending += data - pos;
      /* GNU's words for a failure to fill a hole differ.  */
      if (c->hole_pending && c->zero_holes)
        {
          if (!put_zeros (c, c->hole_pending))
            {
              error (0, errno, _("%s: write failed"), quotef (c->dst_name));
              return false;
            }
          c->hole_pending = 0;
        }
      else if (c->hole_pending && !c->make_holes)
        {
          if (lseek (c->dst, c->hole_pending, SEEK_CUR) < 0)
            {
              error (0, errno, _("cannot lseek %s"), quoteaf (c->dst_name));
              return false;
            }
          c->dst_pos += c->hole_pending;
          c->hole_pending = 0;
        }
      bool cfr = c->try_cfr;
      c->try_cfr = false;       /* read/write keeps the hole bookkeeping */
      bool ok = copy_range (c, hole - data);
      c->try_cfr = cfr;
      if (!ok)
        return false;
      pos = hole;
    }
  return finish_size (c, size);
}

/* The pair of file systems (source's, destination's) where a clone was
   refused as unsupported: --reflink=auto stops asking there, as the
   answer is the file systems', not the file's.  */
static struct { bool set; dev_t src, dst; } no_clone;

static bool
clone_refused (dev_t src, dev_t dst)
{
  return no_clone.set && no_clone.src == src && no_clone.dst == dst;
}

static void
clone_failed (dev_t src, dev_t dst, int e)
{
  if (e == EOPNOTSUPP || e == ENOTTY || e == EXDEV || e == ENOSYS)
    {
      no_clone.set = true;
      no_clone.src = src;
      no_clone.dst = dst;
    }
}

bool
copy_data (int src_fd, char const *src_name, struct stat const *sb,
           int dst_fd, char const *dst_name, bool dst_new,
           struct cp_options const *x, struct stat *dst_sb_out)
{
  dst_sb_out->st_ino = 0;
  struct stat dst_sb;
  if (fstat (dst_fd, &dst_sb) != 0)
    {
      error (0, errno, _("cannot fstat %s"), quoteaf (dst_name));
      return false;
    }
  *dst_sb_out = dst_sb;
  if (x->reflink != REFLINK_NEVER
      && (x->reflink == REFLINK_ALWAYS
          || !clone_refused (sb->st_dev, dst_sb.st_dev)))
    {
      if (ioctl (dst_fd, FICLONE, src_fd) == 0)
        return true;
      if (x->reflink == REFLINK_ALWAYS)
        {
          error (0, errno, _("failed to clone %s from %s"),
                 quoteaf_n (0, dst_name), quoteaf_n (1, src_name));
          return false;
        }
      clone_failed (sb->st_dev, dst_sb.st_dev, errno);
    }
  struct data_copy c = {
    .src = src_fd, .dst = dst_fd, .src_name = src_name,
    /* copy_file_range may share extents: not under --reflink=never.  */
    .dst_name = dst_name, .try_cfr = x->reflink != REFLINK_NEVER,
    .make_holes = x->sparse == SPARSE_ALWAYS && S_ISREG (dst_sb.st_mode),
    .zero_holes = x->sparse == SPARSE_NEVER,
  };
  c.bufsize = IO_BUFSIZE;
  if (dst_sb.st_blksize > 0 && (size_t) dst_sb.st_blksize > c.bufsize)
    c.bufsize = dst_sb.st_blksize;

  bool sparse_src = S_ISREG (sb->st_mode)
                    && sb->st_size / 512 > sb->st_blocks;
  bool ok;
  /* Read-ahead advice pays only for a file longer than the default
     read-ahead window.  */
  if (sb->st_size > FADVISE_MIN)
    posix_fadvise (src_fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  /* Extent by extent even under --sparse=never, as GNU's: its holes
     are written as zeros.  */
  if (sparse_src && S_ISREG (dst_sb.st_mode))
    {
      bool unsupported;
      ok = copy_extents (&c, sb->st_size, &unsupported);
      if (!ok && unsupported)
        ok = copy_range (&c, -1) && finish_size (&c, 0);
    }
  else
    {
      if (c.make_holes)
        c.try_cfr = false;
      ok = copy_range (&c, -1) && (!c.make_holes || finish_size (&c, 0));
    }
  free (c.buf);
  (void) dst_new;
  return ok;
}
