/* install -d, and -D's leading directories, as GNU coreutils 9.1's
   install makes them: gnulib's mkancesdirs and make_dir_parents walk
   down the name (changing into each directory, so a component is made
   where it was checked), each made rwxr-xr-x and announced under -v.
   With -Z each is made with its default context; so is -d's last one
   (GNU's makes it with the one before's and retypes it after).  */

#include <config.h>

#include <sys/stat.h>

#include "system.h"
#include "install.h"
#include "canonicalize.h"
#include "dirname.h"
#include "mkancesdirs.h"
#include "mkdir-p.h"

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
  if (x->fc && label_default_try (component, S_IFDIR, x) != 0
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
    label_default_try (d->last, S_IFDIR, x);
  errno = e;
  return r;
}

bool
install_leading_dirs (char const *from, char *to, struct install *i,
                      bool save_always)
{
  struct dirs d = { i, NULL };
  bool save = save_always || !(from[0] == '/' && to[0] == '/');
  bool ok = true;
  struct savewd wd;
  savewd_init (&wd);
  if (!save)
    savewd_finish (&wd);
  if (mkancesdirs (to, &wd, make_ancestor, &d) == -1)
    {
      error (0, errno, _("cannot create directory %s"), quoteaf (to));
      ok = false;
    }
  if (save)
    {
      int r = savewd_restore (&wd, ok ? EXIT_SUCCESS : EXIT_FAILURE);
      int e = errno;
      savewd_finish (&wd);
      if (EXIT_SUCCESS < r)
        return false;
      if (r < 0 && ok)
        {
          error (0, e, _("cannot create directory %s"), quoteaf (to));
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
        label_default_try (d.last, S_IFDIR, x);
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
