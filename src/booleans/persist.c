/* setsebool -P without a libsemanage store: the installed policy says
   which booleans exist, as a store's policy would, and the values go to
   ROOT/etc/selinux/TYPE/booleans.local, which load_policy applies after
   every load (see setsebool.8).  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "persist.h"

#include "xalloc.h"

static int
compare (void const *a, void const *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The boolean names of the installed policy: the policy file load_policy
   would pick.  */
static char **
installed_names (struct bool_env const *env, size_t *n)
{
  char *base = sectx_policy_base ("/", env->type);
  if (base == NULL)
    xalloc_die ();
  struct sectx_policy_range range;
  sectx_policy_range (sectx_policyvers (env->mnt), &range);
  int vers;
  int fd = sectx_policy_open (base, range.max, range.min, &vers);
  free (base);
  char **names = NULL;
  if (fd >= 0)
    {
      if (sectx_policy_booleans (fd, &names, n) != 0)
        names = NULL;
      close (fd);
    }
  return names;
}

/* Check each name of LIST against NAMES (N, sorted); a name the policy
   lacks may be an old one booleans.subs_dist renames.  */
static bool
check_names (struct bool_env const *env, struct sectx_boolsetting *list,
             size_t n, char **names, size_t nnames)
{
  for (size_t i = 0; i < n; i++)
    {
      if (bsearch (&list[i].name, names, nnames, sizeof *names, compare))
        continue;
      char *alt = sectx_boolean_sub (env->subs, list[i].name);
      if (alt == NULL)
        xalloc_die ();
      if (bsearch (&alt, names, nnames, sizeof *names, compare))
        {
          free (list[i].name);
          list[i].name = alt;
          continue;
        }
      free (alt);
      fprintf (stderr, _("Boolean %s is not defined\n"), list[i].name);
      return false;
    }
  return true;
}

/* Keep LIST's values in the booleans file.  */
static bool
keep (struct bool_env const *env, struct sectx_boolsetting const *list,
      size_t n)
{
  char *path = sectx_policy_file ("/", env->type, "booleans.local");
  if (path == NULL)
    xalloc_die ();
  unsigned long line;
  bool ok = sectx_boolfile_update (path, list, n, &line) == 0;
  if (!ok && line)
    fprintf (stderr, _("Failed to commit changes to booleans: %s: line %lu "
                       "is not NAME=VALUE\n"), path, line);
  else if (!ok)
    fprintf (stderr, _("Failed to commit changes to booleans: %s\n"),
             strerror (errno));
  free (path);
  return ok;
}

/* Make LIST pending in the kernel, keep it, then commit: a failure at
   any step leaves the kernel's values and the file as they were.  */
static bool
apply (struct bool_env const *env, struct sectx_boolsetting *list, size_t n)
{
  size_t failed;
  if (env->enabled
      && sectx_booleans_set_pending (env->mnt, env->subs, list, n, &failed)
         != 0)
    {
      fprintf (stderr, _("Failed to change boolean %s: %s\n"),
               list[failed].name, strerror (errno));
      return false;
    }
  if (!keep (env, list, n))
    {
      if (env->enabled)
        sectx_booleans_roll_back (env->mnt, env->subs, list, n);
      return false;
    }
  if (env->enabled && sectx_booleans_commit (env->mnt) != 0)
    {
      fprintf (stderr, _("Failed to commit changes to booleans: %s\n"),
               strerror (errno));
      sectx_booleans_roll_back (env->mnt, env->subs, list, n);
      return false;
    }
  return true;
}

/* May this user write the policy's directory?  The reference asks the
   same of the store first, and says so to anyone but root.  */
static bool
may_write (struct bool_env const *env)
{
  char *dir = sectx_policy_root ("/", env->type);
  if (dir == NULL)
    xalloc_die ();
  bool ok = access (dir, W_OK) == 0;
  free (dir);
  return ok;
}

bool
set_persistent (struct bool_env const *env, struct sectx_boolsetting *list,
                size_t n)
{
  size_t nnames;
  char **names = NULL;
  if (getuid () != 0 && !may_write (env))
    {
      fputs (_("Cannot set persistent booleans, please try as root.\n"),
             stderr);
      return false;
    }
  names = installed_names (env, &nnames);
  if (names == NULL)
    {
      fputs (_("Cannot set persistent booleans without managed policy.\n"),
             stderr);
      return false;
    }
  bool ok = check_names (env, list, n, names, nnames);
  for (size_t i = 0; i < nnames; i++)
    free (names[i]);
  free (names);
  return ok && apply (env, list, n);
}
