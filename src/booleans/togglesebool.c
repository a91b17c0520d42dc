/* togglesebool -- flip SELinux booleans, as libselinux 3.4's
   togglesebool: each NAME's active value, inverted, all or none.  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "env.h"

#include <libgen.h>

/* Put back the pending values of NAMES[0..N-1] and fail.  */
static noreturn void
roll_back (struct bool_env const *env, char **names, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      int active, pending;
      if (sectx_boolean_get (env->mnt, env->subs, names[i], &active,
                             &pending) == 0)
        sectx_boolean_set (env->mnt, env->subs, names[i], active);
    }
  exit (EXIT_FAILURE);
}

/* Make NAMES[I]'s pending value the opposite of its active one and say
   which it will be; roll everything back on failure.  The reference
   prints all of this on standard output.  */
static void
toggle (struct bool_env const *env, char **names, size_t i)
{
  int active, pending;
  printf ("%s: ", names[i]);
  if (sectx_boolean_get (env->mnt, env->subs, names[i], &active, &pending)
      != 0)
    {
      if (errno == ENOENT)
        puts (_("Boolean does not exist - rolling back all changes."));
      else
        printf (_("%s - rolling back all changes.\n"), strerror (errno));
      roll_back (env, names, i);
    }
  if (sectx_boolean_set (env->mnt, env->subs, names[i], !active) != 0)
    {
      printf (_("%s - rolling back all changes\n"), strerror (errno));
      roll_back (env, names, i);
    }
  puts (active ? "inactive" : "active");
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  struct bool_env env;
  bool_env_init (&env);
  if (!env.enabled)
    {
      fprintf (stderr, _("%s:  SELinux is disabled\n"), argv[0]);
      return EXIT_FAILURE;
    }
  if (argc < 2)
    {
      printf (_("Usage:  %s boolname1 [boolname2 ...]\n"), basename (argv[0]));
      return EXIT_FAILURE;
    }

  char **names = argv + 1;
  size_t n = argc - 1;
  for (size_t i = 0; i < n; i++)
    toggle (&env, names, i);
  if (sectx_booleans_commit (env.mnt) != 0)
    {
      printf (_("Commit failed. (%s)  No change to booleans.\n"),
              strerror (errno));
      return EXIT_FAILURE;
    }
  for (size_t i = 0; i < n; i++)
    bool_log_change (names[i], NULL);
  bool_env_free (&env);
  return EXIT_SUCCESS;
}
