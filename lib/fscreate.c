/* New files and their labels, as GNU coreutils 9.1's -Z makes them
   (src/selinux.c defaultcon and restorecon): before a file is made, its
   default context becomes the process's creation context, so the file
   never exists with another label; after, an existing file keeps its
   user, role and range and takes the type file_contexts gives its path.
   cp, mv, mkdir, mknod and mkfifo share this.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include <selinux/selinux.h>

#include "canonicalize.h"
#include "fts_.h"

bool
sectx_ignorable (int err)
{
  return err == ENOTSUP || err == ENODATA;
}

int
sectx_fscreate_set (char const *ctx)
{
  return setfscreatecon (ctx) < 0 ? -1 : 0;
}

int
sectx_fscreate_set_raw (char const *ctx)
{
  return setfscreatecon_raw (ctx) < 0 ? -1 : 0;
}

/* PATH made absolute (file_contexts holds absolute paths); NULL with
   errno.  *FREE_ME is what to free.  */
static char const *
absolute (char const *path, char **free_me)
{
  *free_me = NULL;
  if (path[0] == '/')
    return path;
  return *free_me = canonicalize_filename_mode (path, CAN_MISSING);
}

/* No matching spec is "no data", as GNU reports it.  */
static int
lookup_errno (void)
{
  return errno == ENOENT ? ENODATA : errno;
}

int
sectx_fscreate_default (struct sectx_fc const *fc, char const *path,
                        mode_t mode)
{
  char *abs_free;
  char const *abs = absolute (path, &abs_free);
  char *ctx = NULL;
  int r = -1, e;
  if (!abs)
    e = errno;
  else if (sectx_fc_default_context (fc, abs, mode, &ctx) < 0)
    e = lookup_errno ();
  else
    {
      r = sectx_fscreate_set (ctx);
      e = errno;
    }
  free (ctx);
  free (abs_free);
  errno = e;
  return r;
}

/* Give PATH the type its file_contexts entry names; -1 with errno.  */
static int
retype (struct sectx_fc const *fc, char const *path)
{
  int fd = open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0 && errno != ELOOP)
    return -1;
  struct stat sb;
  char const *want;
  char *cur = NULL;
  int r = -1, e;
  if ((fd >= 0 ? fstat (fd, &sb) : lstat (path, &sb)) != 0)
    e = errno;
  else if (sectx_fc_lookup (fc, path, sb.st_mode, &want) < 0)
    e = lookup_errno ();
  else if ((fd >= 0 ? fgetfilecon (fd, &cur) : lgetfilecon (path, &cur)) < 0)
    e = errno;
  else
    {
      char *s;
      if (sectx_context_take_type (cur, want, &s) == 0)
        {
          r = fd >= 0 ? fsetfilecon (fd, s) : lsetfilecon (path, s);
          e = errno;
          free (s);
        }
      else
        e = errno;
    }
  freecon (cur);
  if (fd >= 0)
    close (fd);
  errno = e;
  return r;
}

/* Retype every file under PATH.  As GNU 9.1's does, any entry that
   failed (even for want of a spec) fails the whole, and the errno left
   is the walk's own: none when it ended normally.  */
static int
retype_tree (struct sectx_fc const *fc, char const *path)
{
  char *const names[2] = { (char *) path, NULL };
  FTS *fts = fts_open (names, FTS_PHYSICAL, NULL);
  if (!fts)
    return -1;
  int err = 0;
  FTSENT *ent;
  while ((ent = fts_read (fts)))
    if (ent->fts_info != FTS_DP && retype (fc, ent->fts_path) < 0)
      err = errno;
  if (errno != 0)
    err = errno;
  int walk_errno = errno;
  if (fts_close (fts) != 0)
    err = walk_errno = errno;
  errno = walk_errno;
  return err ? -1 : 0;
}

int
sectx_restore_type (struct sectx_fc const *fc, char const *path,
                    bool recurse)
{
  char *abs_free;
  char const *abs = absolute (path, &abs_free);
  int r = !abs ? -1 : recurse ? retype_tree (fc, abs) : retype (fc, abs);
  int e = errno;
  free (abs_free);
  errno = e;
  return r;
}
