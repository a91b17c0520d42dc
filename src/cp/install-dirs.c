/* install -d, and -D's leading directories, as GNU coreutils 9.1's
   install makes them: gnulib's mkancesdirs and make_dir_parents walk
   down the name (changing into each directory, so a component is made
   where it was checked), each made rwxr-xr-x and announced under -v.
   With -Z each is made with its default context; so is -d's last one
   (GNU's makes it with the one before's and retypes it after).  */

#include <config.h>

#include <fcntl.h>
#include <sys/stat.h>

#include "system.h"
#include "install.h"
#include "canonicalize.h"
#include "dirname.h"
#include "mkancesdirs.h"
#include "mkdir-p.h"
#include "sectx.h"

/* What the callbacks of gnulib's walks get.  */
struct dirs
{
  struct install *i;
  char *last;                   /* -d -Z: the last directory, absolute */
};

static void
announce (char const *dir, void *arg)
{
  struct dirs const *d = arg;
  if (d->i->x.verbose)
    {
      printf ("%s: ", program_name);
      printf (_("creating directory %s"), quoteaf (dir));
      putchar ('\n');
    }
}

/* Make the directory COMPONENT of DIR (the working directory is its
   parent).  */
static int
make_ancestor (char const *dir, char const *component, void *arg)
{
  struct dirs const *d = arg;
  struct cp_options const *x = &d->i->x;
  if (x->fc && sectx_fscreate_default (x->fc, component, S_IFDIR) != 0
      && errno != ENOTSUP && errno != ENODATA)
    error (0, errno, _("failed to set default creation context for %s"),
           quoteaf (dir));
  int r = mkdir (component, INSTALL_DEFAULT_MODE);
  int e = errno;
  if (r == 0)
    announce (dir, arg);
  /* Once its parent is there (made now or before), the last directory's
     context can be the creation context: it is made next, or after
     more ancestors, whose own come first.  */
  if (d->last)
    sectx_fscreate_default (x->fc, d->last, S_IFDIR);
  errno = e;
  return r;
}

/* After mkancesdirs, the working directory is TO's parent, entered
   from its own parent without following a symlink when it was made:
   hold it, so the file goes there, not where a name swapped since
   leads.  -1 when it is not (savewd forked), or TO's last component is
   not what is left (LEFT, mkancesdirs' answer), or TO is too long to be
   used as GNU's uses it.  */
static int
hold_parent (char const *to, int left, struct savewd const *wd)
{
  /* A name too long for the system calls fails there, as GNU's.  */
  if (left < 0 || wd->state == FORKING_STATE || PATH_MAX <= strlen (to)
      || !STREQ (to + left, last_component (to)))
    return -1;
  return open (".", O_PATH | O_DIRECTORY | O_CLOEXEC);
}

bool
install_leading_dirs (char const *from, char *to, struct install *i,
                      bool save_always, int *dirfd)
{
  struct dirs d = { i, NULL };
  bool save = save_always || !(from[0] == '/' && to[0] == '/');
  bool ok = true;
  struct savewd wd;
  *dirfd = -1;
  savewd_init (&wd);
  if (!save)
    savewd_finish (&wd);
  int left = mkancesdirs (to, &wd, make_ancestor, &d);
  if (left == -1)
    {
      error (0, errno, _("cannot create directory %s"), quoteaf (to));
      ok = false;
    }
  else
    *dirfd = hold_parent (to, left, &wd);
  if (save)
    {
      int r = savewd_restore (&wd, ok ? EXIT_SUCCESS : EXIT_FAILURE);
      int e = errno;
      savewd_finish (&wd);
      if (EXIT_SUCCESS < r || (r < 0 && ok))
        {
          if (r < 0 && ok)
            error (0, e, _("cannot create directory %s"), quoteaf (to));
          if (*dirfd >= 0)
            close (*dirfd);
          *dirfd = -1;
          return false;
        }
    }
  return ok;
}

int
install_dir (char *dir, struct savewd *wd, void *arg)
{
  struct install *i = arg;
  struct cp_options const *x = &i->x;
  struct dirs d = { i, NULL };
  if (x->fc)
    {
      d.last = canonicalize_filename_mode (dir, CAN_MISSING);
      /* Its parent may be there already.  */
      if (d.last)
        sectx_fscreate_default (x->fc, d.last, S_IFDIR);
    }
  bool ok = make_dir_parents (dir, wd, make_ancestor, &d, i->dir_mode,
                              announce, i->dir_mode_bits, i->owner,
                              i->group, false);
  free (d.last);
  if (ok && x->fc && !label_restore (last_component (dir), false, x)
      && errno != ENOTSUP && errno != ENODATA)
    error (0, errno, _("failed to restore context for %s"), quoteaf (dir));
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
