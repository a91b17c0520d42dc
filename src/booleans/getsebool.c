/* getsebool -- show SELinux booleans, as libselinux 3.4's getsebool.  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "env.h"

#include "xalloc.h"

/* The reference parses with getopt, short options only, names itself by
   argv[0] as given, and has no --help; so do we.  */
static char const *prog;

static noreturn void
usage (void)
{
  fprintf (stderr, _("usage:  %s -a or %s boolean...\n"), prog, prog);
  exit (EXIT_FAILURE);
}

static noreturn void
disabled (void)
{
  fprintf (stderr, _("%s:  SELinux is disabled\n"), prog);
  exit (EXIT_FAILURE);
}

/* Every boolean's name, for -a.  */
static char **
all_names (struct bool_env const *env, size_t *n)
{
  struct sectx_boolean *b;
  if (sectx_booleans_read (env->mnt, &b, n) != 0)
    {
      if (errno == ENOMEM)
        xalloc_die ();
      /* libselinux reports any failure here as ENOENT.  */
      fprintf (stderr, _("%s:  Unable to get boolean names:  %s\n"), prog,
               strerror (ENOENT));
      exit (EXIT_FAILURE);
    }
  char **names = xnmalloc (*n, sizeof *names);
  for (size_t i = 0; i < *n; i++)
    names[i] = b[i].name;
  free (b);
  return names;
}

/* Print NAME's line; false when its values cannot be read (an -a
   listing passes over the ones it may not read).  */
static bool
show (struct bool_env const *env, char const *name, bool all)
{
  int active, pending;
  if (sectx_boolean_get (env->mnt, env->subs, name, &active, &pending) != 0)
    {
      if (all && errno == EACCES)
        return true;
      fprintf (stderr, _("Error getting active value for %s\n"), name);
      return false;
    }
  char *alt = sectx_boolean_sub (env->subs, name);
  if (alt == NULL)
    xalloc_die ();
  if (pending != active)
    printf ("%s --> %s pending: %s\n", alt, active ? "on" : "off",
            pending ? "on" : "off");
  else
    printf ("%s --> %s\n", alt, active ? "on" : "off");
  free (alt);
  return true;
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);
  prog = argv[0];

  struct bool_env env;
  bool_env_init (&env);
  bool all = false;
  int c;
  while ((c = getopt (argc, argv, "a")) > 0)
    {
      if (c != 'a' || argc > 2)
        usage ();
      if (!env.enabled)
        disabled ();
      all = true;
    }
  if (!env.enabled)
    disabled ();
  if (!all && argc < 2)
    usage ();

  /* Without -a the names are every argument after the program's name,
     as the reference takes them: options and "--" included.  */
  size_t n = argc - 1;
  char **names = all ? all_names (&env, &n) : argv + 1;
  int status = EXIT_SUCCESS;
  for (size_t i = 0; i < n && status == EXIT_SUCCESS; i++)
    if (!show (&env, names[i], all))
      status = 255;
  if (all)
    {
      for (size_t i = 0; i < n; i++)
        free (names[i]);
      free (names);
    }
  bool_env_free (&env);
  return status;
}
