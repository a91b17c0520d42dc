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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* A name for the file FD holds that the label calls follow to it (a
   symlink's own inode too, from an O_PATH|O_NOFOLLOW descriptor):
   "/proc/self/fd/FD" into BUF, or NULL without /proc.  */
static char const *
fd_name (char buf[sizeof "/proc/self/fd/" + 3 * sizeof (int)], int fd)
{
  if (access ("/proc/self/fd", X_OK) != 0)
    return NULL;
  sprintf (buf, "/proc/self/fd/%d", fd);
  return buf;
}

/* Give the file FD holds (status *SB) the type its file_contexts entry
   for PATH names; -1 with errno.  The label is read and written through
   FD, never through PATH.  */
static int
retype_fd (struct sectx_fc const *fc, int fd, struct stat const *sb,
           char const *path)
{
  char buf[sizeof "/proc/self/fd/" + 3 * sizeof (int)];
  char const *proc = fd_name (buf, fd);
  char const *want;
  char *cur = NULL;
  int r = -1, e;
  if (sectx_fc_lookup (fc, path, sb->st_mode, &want) < 0)
    e = lookup_errno ();
  else if ((proc ? getfilecon (proc, &cur) : fgetfilecon (fd, &cur)) < 0)
    e = errno;
  else
    {
      char *s;
      if (sectx_context_take_type (cur, want, &s) == 0)
        {
          r = proc ? setfilecon (proc, s) : fsetfilecon (fd, s);
          e = errno;
          free (s);
        }
      else
        e = errno;
    }
  freecon (cur);
  errno = e;
  return r;
}

/* Open NAME in AT to retype it: for reading, as GNU 9.1's restorecon
   does (so the same files fail, with the same errno), but a symlink
   through O_PATH, never followed.  */
static int
open_to_retype (int at, char const *name)
{
  int fd = openat (at, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0 && errno == ELOOP)
    fd = openat (at, name, O_PATH | O_NOFOLLOW | O_CLOEXEC);
  return fd;
}

/* Give PATH the type its file_contexts entry for ABS (PATH made
   absolute) names; -1 with errno.  The file is opened by PATH as given:
   relative to the working directory a caller may have entered safely
   (mkdir -p), not again from the root by ABS, which a swap could
   bend.  */
static int
retype (struct sectx_fc const *fc, char const *path, char const *abs)
{
  int fd = open_to_retype (AT_FDCWD, path);
  struct stat sb;
  if (fd < 0)
    return -1;
  int r = fstat (fd, &sb) != 0 ? -1 : retype_fd (fc, fd, &sb, abs);
  int e = errno;
  close (fd);
  errno = e;
  return r;
}

/* Retype every file under PATH.  As GNU 9.1's does, any entry that
   failed (even for want of a spec) fails the whole, and the errno left
   is the walk's own: none when it ended normally.  Each entry is
   opened relative to the directory fts holds, without following a
   symlink, and must be the file fts examined: a directory swapped for
   a symlink during the walk leads nowhere outside the tree.  */
static int
retype_tree (struct sectx_fc const *fc, char const *path, char const *abs)
{
  /* What fts adds to PATH starts after PATH's trailing slashes.  */
  size_t plen = strlen (path);
  while (1 < plen && path[plen - 1] == '/')
    plen--;
  char const *prefix = abs[0] == '/' && !abs[1] ? "" : abs;
  char *const names[2] = { (char *) path, NULL };
  FTS *fts = fts_open (names, FTS_PHYSICAL | FTS_CWDFD, NULL);
  if (!fts)
    return -1;
  int err = 0;
  FTSENT *ent;
  while ((ent = fts_read (fts)))
    {
      if (ent->fts_info == FTS_DP)
        continue;
      if (ent->fts_info == FTS_NS)
        {
          err = ent->fts_errno;
          continue;
        }
      int fd = open_to_retype (fts->fts_cwd_fd, ent->fts_accpath);
      struct stat sb;
      if (fd < 0)
        err = errno;
      else if (fstat (fd, &sb) != 0)
        err = errno;
      else if (ent->fts_info != FTS_ERR
               && (sb.st_dev != ent->fts_statp->st_dev
                   || sb.st_ino != ent->fts_statp->st_ino))
        err = ESTALE;
      else
        {
          /* Its name for the lookup: ABS, then what fts added to PATH.  */
          char *name = NULL;
          if (ent->fts_level > 0
              && asprintf (&name, "%s%s", prefix, ent->fts_path + plen) < 0)
            {
              name = NULL;
              err = ENOMEM;
            }
          else if (retype_fd (fc, fd, &sb, name ? name : abs) < 0)
            err = errno;
          free (name);
        }
      if (fd >= 0)
        close (fd);
    }
  if (errno != 0)
    err = errno;
  int walk_errno = errno;
  if (fts_close (fts) != 0)
    err = walk_errno = errno;
  errno = walk_errno;
  return err ? -1 : 0;
}

int
sectx_restore_type_fd (struct sectx_fc const *fc, int fd, char const *path)
{
  struct stat sb;
  if (fstat (fd, &sb) != 0)
    return -1;
  char *abs_free;
  char const *abs = absolute (path, &abs_free);
  int r = !abs ? -1 : retype_fd (fc, fd, &sb, abs);
  int e = errno;
  free (abs_free);
  errno = e;
  return r;
}

int
sectx_restore_type (struct sectx_fc const *fc, char const *path,
                    bool recurse)
{
  char *abs_free;
  char const *abs = absolute (path, &abs_free);
  int r = (!abs ? -1 : recurse ? retype_tree (fc, path, abs)
           : retype (fc, path, abs));
  int e = errno;
  free (abs_free);
  errno = e;
  return r;
}
