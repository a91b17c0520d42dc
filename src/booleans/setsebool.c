/* setsebool -- set SELinux booleans, as policycoreutils 3.4's setsebool;
   -P keeps the values in the policy's booleans.local (see setsebool.8).  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "env.h"
#include "persist.h"

#include <c-strcase.h>

#include "xalloc.h"

/* The reference exits with -1 on every failure after its arguments.  */
enum { SETSEBOOL_FAILURE = 255 };

struct set_options
{
  bool permanent;               /* -P */
};

static noreturn void
usage (void)
{
  fputs (_("\nUsage:  setsebool [ -NPV ] boolean value | "
           "bool1=val1 bool2=val2...\n\n"), stderr);
  exit (EXIT_FAILURE);
}

/* Options as the reference parses them, with getopt and argv[0] in its
   messages; -N (no policy reload) and -V (libsemanage's messages) have
   nothing to act on here and are taken silently.  */
static void
parse_options (int argc, char **argv, struct set_options *o)
{
  int c;
  if (argc < 2)
    usage ();
  while ((c = getopt (argc, argv, "PNV")) != -1)
    switch (c)
      {
      case 'P': o->permanent = true; break;
      case 'N': case 'V': break;
      default: usage ();
      }
  if (argc - optind < 1)
    {
      fputs (_("Error: boolean name required\n"), stderr);
      usage ();
    }
}

/* The value of the word W, or -1.  */
static int
value_of (char const *w)
{
  if (STREQ (w, "1") || c_strcasecmp (w, "true") == 0
      || c_strcasecmp (w, "on") == 0)
    return 1;
  if (STREQ (w, "0") || c_strcasecmp (w, "false") == 0
      || c_strcasecmp (w, "off") == 0)
    return 0;
  return -1;
}

/* Parse the N "NAME=VALUE" words of WORDS into a new list; NULL after
   saying what is wrong with the first bad one.  */
static struct sectx_boolsetting *
parse_settings (char *const *words, size_t n)
{
  struct sectx_boolsetting *list = xcalloc (n, sizeof *list);
  for (size_t i = 0; i < n; i++)
    {
      char const *eq = strchr (words[i], '=');
      if (eq == NULL)
        {
          fprintf (stderr, _("setsebool: '=' not found in boolean "
                             "expression %s\n"), words[i]);
          sectx_boolsettings_free (list, n);
          return NULL;
        }
      list[i].name = ximemdup0 (words[i], eq - words[i]);
      list[i].value = value_of (eq + 1);
      if (list[i].value < 0)
        {
          fprintf (stderr, _("setsebool: illegal value %s for boolean %s\n"),
                   eq + 1, list[i].name);
          sectx_boolsettings_free (list, n);
          return NULL;
        }
    }
  return list;
}

/* The active values, through the kernel: all or none.  */
static bool
set_active (struct bool_env const *env, struct sectx_boolsetting *list,
            size_t n)
{
  size_t failed;
  if (sectx_booleans_set_list (env->mnt, env->subs, list, n, &failed) == 0)
    return true;
  if (errno == ENOENT)
    fputs (_("Could not change active booleans: Invalid boolean\n"), stderr);
  else if (errno)
    fprintf (stderr, "%s: %s\n",
             getuid () == 0 ? _("Could not change active booleans")
             : _("Could not change active booleans. Please try as root"),
             strerror (errno));
  return false;
}

/* Log each change with the value as the user wrote it.  */
static void
log_changes (char *const *words, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      char const *eq = strchr (words[i], '=');
      char *name = ximemdup0 (words[i], eq - words[i]);
      bool_log_change (name, eq + 1);
      free (name);
    }
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  struct set_options o = { false };
  parse_options (argc, argv, &o);

  /* "NAME VALUE" is the one-setting form; any '=' in the first word
     means a list of settings.  */
  char *single = NULL;
  char **words = argv + optind;
  size_t n = argc - optind;
  if (strchr (argv[optind], '=') == NULL)
    {
      if (n != 2)
        usage ();
      single = xmalloc (strlen (argv[optind]) + strlen (argv[optind + 1]) + 2);
      stpcpy (stpcpy (stpcpy (single, argv[optind]), "="), argv[optind + 1]);
      words = &single;
      n = 1;
    }

  struct bool_env env;
  bool_env_init (&env);
  struct sectx_boolsetting *list = parse_settings (words, n);
  bool ok = list && (o.permanent ? set_persistent (&env, list, n)
                     : set_active (&env, list, n));
  if (ok)
    log_changes (words, n);
  if (list)
    sectx_boolsettings_free (list, n);
  free (single);
  bool_env_free (&env);
  return ok ? EXIT_SUCCESS : SETSEBOOL_FAILURE;
}
