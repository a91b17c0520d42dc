/* newrole's options, and the context they ask for: the old context with
   the role, type and level replaced, the role's default type filling in
   a missing type, and the policy's word on the result.  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "role.h"

/* The reference's one-line usage, printed untranslated.  */
#define USAGE_STRING "USAGE: newrole [ -r role ] [ -t type ] [ -l level ] [ -p ] [ -V ] [ -- args ]"

static struct option const long_options[] = {
  {"role", required_argument, NULL, 'r'},
  {"type", required_argument, NULL, 't'},
  {"level", required_argument, NULL, 'l'},
  {"preserve-environment", no_argument, NULL, 'p'},
  {"version", no_argument, NULL, 'V'},
  {NULL, 0, NULL, 0}
};

/* The range for LEVEL in a context whose range is RANGE: a range given
   is taken whole; a level replaces the low end, keeping the high one.
   NULL when either is missing or empty.  */
static char *
new_range (char const *level, char const *range)
{
  if (!range || !*range || !level || !*level)
    return NULL;
  if (strchr (level, '-'))
    return strdup (level);
  char const *high = strchr (range, '-');
  char *r = NULL;
  if (high)
    return asprintf (&r, "%s-%s", level, high + 1) < 0 ? NULL : r;
  if (STREQ (level, range))
    return strdup (range);
  return asprintf (&r, "%s-%s", level, range) < 0 ? NULL : r;
}

/* -l is for MLS policies, once, and from a secure terminal only.  */
static int
check_level_option (char const *tty, char const *prev)
{
  if (!sectx_mls ())
    {
      fputs (_("Sorry, -l may be used with SELinux MLS support.\n"), stderr);
      return -1;
    }
  if (prev)
    {
      fputs (_("Error: multiple levels specified\n"), stderr);
      return -1;
    }
  char *tty_ctx;
  if (tty && sectx_file_get_fd (STDIN_FILENO, 0, &tty_ctx) == 0)
    {
      bool secure = sectx_securetty (tty_ctx);
      free (tty_ctx);
      if (!secure)
        {
          fputs (_("Error: you are not allowed to change levels on a non secure terminal \n"),
                 stderr);
          return -1;
        }
    }
  return 0;
}

/* The range part of the context CTX (after its third colon), or NULL.  */
static char const *
range_of (char const *ctx)
{
  char const *p = ctx;
  for (int i = 0; i < 3 && p; i++)
    {
      p = strchr (p, ':');
      if (p)
        p++;
    }
  return p;
}

/* OLD with ROLE, TYPE and LEVEL in it, checked by the kernel.  */
static char *
build_context (char const *old, char const *role, char const *type,
               char const *level, char const *tty)
{
  struct sectx_parts parts = { .role = role, .type = type };
  char *ctx = NULL;
  unsigned int failed;
  if (sectx_context_edit (old, &parts, &ctx, &failed) != 0)
    {
      if (failed & SECTX_PART_ROLE)
        fprintf (stderr, _("failed to set new role %s\n"), role);
      else if (failed & SECTX_PART_TYPE)
        fprintf (stderr, _("failed to set new type %s\n"), type);
      else
        fputs (_("failed to get new context.\n"), stderr);
      return NULL;
    }
  if (level)
    {
      char *range = new_range (level, range_of (ctx));
      if (!range)
        {
          fprintf (stderr, _("failed to build new range with level %s\n"),
                   level);
          free (ctx);
          return NULL;
        }
      struct sectx_parts with_range = { .range = range };
      char *ranged;
      int rc = sectx_context_edit (ctx, &with_range, &ranged, &failed);
      free (ctx);
      if (rc != 0)
        {
          fprintf (stderr, _("failed to set new range %s\n"), range);
          free (range);
          return NULL;
        }
      free (range);
      ctx = ranged;
    }
  if (sectx_context_check (ctx) != 0)
    {
      fprintf (stderr, _("%s is not a valid context\n"), ctx);
      newrole_audit (false, old, ctx, tty);
      free (ctx);
      return NULL;
    }
  return ctx;
}

int
newrole_parse (int argc, char **argv, char const *tty, char const *old,
               struct newrole_opts *opts)
{
  char const *role = NULL, *type = NULL, *level = NULL;
  opts->preserve_env = false;
  opts->context = NULL;

  int c;
  while ((c = getopt_long (argc, argv, "r:t:l:pV", long_options, NULL)) != -1)
    switch (c)
      {
      case 'V':
        printf ("newrole: %s version %s\n", "policycoreutils", "3.4");
        exit (EXIT_SUCCESS);
      case 'p':
        opts->preserve_env = true;
        break;
      case 'r':
        if (role)
          {
            fputs (_("Error: multiple roles specified\n"), stderr);
            return -1;
          }
        role = optarg;
        break;
      case 't':
        if (type)
          {
            fputs (_("Error: multiple types specified\n"), stderr);
            return -1;
          }
        type = optarg;
        break;
      case 'l':
        if (check_level_option (tty, level) != 0)
          return -1;
        level = optarg;
        break;
      default:
        fprintf (stderr, "%s\n", USAGE_STRING);
        return -1;
      }

  if (!role && !type && !level)
    {
      fprintf (stderr, "%s\n", USAGE_STRING);
      return -1;
    }

  char *default_type = NULL;
  if (role && !type)
    {
      if (sectx_default_type (role, &default_type) != 0)
        {
          fputs (_("Couldn't get default type.\n"), stderr);
          newrole_audit (false, old, NULL, tty);
          return -1;
        }
      type = default_type;
    }
  opts->context = build_context (old, role, type, level, tty);
  free (default_type);
  return opts->context ? 0 : -1;
}
