/* cp -Z and mv -Z: labels from file_contexts, with GNU coreutils 9.1's
   rules.  A new file gets the default context set as the creation
   context before it is made (so it never exists with another label); an
   existing one keeps its user, role and range and takes the type
   file_contexts gives its path.  The matching is libsectx's.  */

#include <config.h>

#include <fcntl.h>
#include <selinux/selinux.h>

#include "system.h"
#include "copy.h"
#include "canonicalize.h"
#include "fts_.h"
#include "sectx.h"

bool
label_open (struct cp_options *x)
{
  if (sectx_fc_open (NULL, &x->fc) == 0)
    return true;
  error (0, errno, _("warning: ignoring --context"));
  x->fc = NULL;
  return false;
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

/* No matching spec is "no data", as GNU's defaultcon reports it.  */
static int
lookup_errno (void)
{
  return errno == ENOENT ? ENODATA : errno;
}

int
label_default_try (char const *dst, mode_t mode, struct cp_options const *x)
{
  char *abs_free;
  char const *path = absolute (dst, &abs_free);
  char *ctx = NULL;
  int r = -1, e;
  if (!path)
    e = errno;
  else if (sectx_fc_default_context (x->fc, path, mode, &ctx) < 0)
    e = lookup_errno ();
  else
    {
      r = setfscreatecon (ctx);
      e = errno;
    }
  free (ctx);
  free (abs_free);
  errno = e;
  return r;
}

bool
label_default (char const *dst, mode_t mode, struct cp_options const *x)
{
  if (label_default_try (dst, mode, x) == 0
      || errno == ENOTSUP || errno == ENODATA)
    return true;
  error (0, errno, _("failed to set default file creation context for %s"),
         quoteaf (dst));
  return false;
}

/* The name as given, not made absolute: GNU's install looks it up so,
   and a relative name matches no spec.  When the context cannot be
   the creation context, none is: a file is never made with the one
   meant for another.  */
void
label_born (char const *dst, struct cp_options const *x)
{
  char const *ctx;
  if (sectx_fc_lookup (x->born_fc, dst, S_IFREG, &ctx) != 0
      || setfscreatecon_raw (ctx) != 0)
    setfscreatecon_raw (NULL);
}

bool
label_unborn (void)
{
  return setfscreatecon_raw (NULL) == 0;
}

/* Give PATH the type its file_contexts entry names; -1 with errno.  */
static int
retype (char const *path, struct cp_options const *x)
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
  else if (sectx_fc_lookup (x->fc, path, sb.st_mode, &want) < 0)
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
retype_tree (char const *path, struct cp_options const *x)
{
  char *const names[2] = { (char *) path, NULL };
  FTS *fts = fts_open (names, FTS_PHYSICAL, NULL);
  if (!fts)
    return -1;
  int err = 0;
  FTSENT *ent;
  while ((ent = fts_read (fts)))
    if (ent->fts_info != FTS_DP && retype (ent->fts_path, x) < 0)
      err = errno;
  if (errno != 0)
    err = errno;
  int walk_errno = errno;
  if (fts_close (fts) != 0)
    err = walk_errno = errno;
  errno = walk_errno;
  return err ? -1 : 0;
}

bool
label_restore (char const *dst, bool recurse, struct cp_options const *x)
{
  char *abs_free;
  char const *path = absolute (dst, &abs_free);
  int r = !path ? -1 : recurse ? retype_tree (path, x) : retype (path, x);
  int e = errno;
  free (abs_free);
  errno = e;
  return r == 0;
}
