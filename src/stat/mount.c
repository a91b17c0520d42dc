/* stat's %m: the mount point a file lies under, as GNU stat 9.1 finds
   it: a bind mount of the file itself first, else the directory where
   the device changes on the way up (through chdir, so that the name is
   the one getcwd gives), itself mapped back to a bind mount's source.  */

#include <config.h>

#include <sys/stat.h>

#include "system.h"
#include "dirname.h"
#include "mountlist.h"
#include "same-inode.h"
#include "save-cwd.h"
#include "xalloc.h"
#include "xgetcwd.h"
#include "stat.h"

/* The source of a bind mount mounted on NAME, or NULL.  The mount
   table is read once per process, with one warning if it cannot be.  */
static char const *
bind_source (char const *name)
{
  static struct mount_entry *mounts;
  static bool read_mounts;
  if (!read_mounts)
    {
      mounts = read_file_system_list (false);
      if (!mounts)
        error (0, errno, "%s", _("cannot read table of mounted file systems"));
      read_mounts = true;
    }

  struct stat st;
  if (stat (name, &st) != 0)
    return NULL;
  for (struct mount_entry *me = mounts; me; me = me->me_next)
    {
      struct stat dev_st;
      if (me->me_dummy && me->me_devname[0] == '/'
          && STREQ (me->me_mountdir, name)
          && stat (me->me_devname, &dev_st) == 0 && SAME_INODE (st, dev_st))
        return me->me_devname;
    }
  return NULL;
}

/* Go to the directory to start from: NAME if a directory, else the
   directory NAME is in; store its status in *ST.  Return 0; -1 after a
   diagnostic, in the same working directory; -2 after a diagnostic,
   in another one.  */
static int
enter_start (char const *name, struct stat const *name_st, struct stat *st)
{
  if (S_ISDIR (name_st->st_mode))
    {
      *st = *name_st;
      if (chdir (name) == 0)
        return 0;
      error (0, errno, _("cannot change to directory %s"), quoteaf (name));
      return -1;
    }
  char *dir = dir_name (name);
  int r = 0;
  if (chdir (dir) != 0)
    {
      error (0, errno, _("cannot change to directory %s"), quoteaf (dir));
      r = -1;
    }
  else if (stat (".", st) != 0)
    {
      error (0, errno, _("cannot stat current directory (now %s)"),
             quoteaf (dir));
      r = -2;
    }
  free (dir);
  return r;
}

/* From the working directory (status *ST), climb while ".." is on the
   same device and not the directory itself.  -1 after a diagnostic.  */
static int
climb (struct stat *st)
{
  for (;;)
    {
      struct stat up;
      if (stat ("..", &up) != 0)
        {
          error (0, errno, _("cannot stat %s"), quoteaf (".."));
          return -1;
        }
      if (up.st_dev != st->st_dev || up.st_ino == st->st_ino)
        return 0;
      if (chdir ("..") != 0)
        {
          error (0, errno, _("cannot change to directory %s"), quoteaf (".."));
          return -1;
        }
      *st = up;
    }
}

/* The mount point of the file system NAME (status NAME_ST) is on.  */
static char *
device_top (char const *name, struct stat const *name_st)
{
  struct saved_cwd cwd;
  if (save_cwd (&cwd) != 0)
    {
      error (0, errno, _("cannot get current directory"));
      return NULL;
    }
  struct stat st;
  int r = enter_start (name, name_st, &st);
  if (r == -1)
    {
      free_cwd (&cwd);
      return NULL;
    }
  char *top = r == 0 && climb (&st) == 0 ? xgetcwd () : NULL;

  int saved_errno = errno;
  if (restore_cwd (&cwd) != 0)
    error (EXIT_FAILURE, errno,
           _("failed to return to initial working directory"));
  free_cwd (&cwd);
  errno = saved_errno;
  return top;
}

char *
mount_point_of (char const *name, bool follow, struct stat const *st)
{
  if (follow || !S_ISLNK (st->st_mode))
    {
      char *resolved = canonicalize_file_name (name);
      if (!resolved)
        {
          error (0, errno, _("failed to canonicalize %s"), quoteaf (name));
          return NULL;
        }
      char const *src = bind_source (resolved);
      free (resolved);
      if (src)
        return xstrdup (src);
    }

  char *top = device_top (name, st);
  if (!top)
    return NULL;
  char const *src = bind_source (top);
  if (!src)
    return top;
  free (top);
  return xstrdup (src);
}
