/* runcon -- run a program in another SELinux security context, as GNU
   coreutils 9.1's runcon.  */

#include <config.h>

#include "system.h"
#include "sectx.h"

#define PROGRAM_NAME "runcon"

/* What GNU 9.1 exits with when the command cannot be run (its own
   failures exit 1).  */
enum { EXIT_CANNOT_INVOKE = 126, EXIT_ENOENT = 127 };

static struct option const long_options[] =
{
  {"role", required_argument, NULL, 'r'},
  {"type", required_argument, NULL, 't'},
  {"user", required_argument, NULL, 'u'},
  {"range", required_argument, NULL, 'l'},
  {"compute", no_argument, NULL, 'c'},
  {GETOPT_HELP_OPTION_DECL},
  {GETOPT_VERSION_OPTION_DECL},
  {NULL, 0, NULL, 0}
};

static noreturn void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    emit_try_help ();
  else
    {
      printf (_("\
Usage: %s CONTEXT COMMAND [args]\n\
  or:  %s [ -c ] [-u USER] [-r ROLE] [-t TYPE] [-l RANGE] COMMAND [args]\n\
"), program_name, program_name);
      fputs (_("\
Run a program in a different SELinux security context.\n\
With neither CONTEXT nor COMMAND, print the current security context.\n\
"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
  CONTEXT            Complete security context\n\
  -c, --compute      compute process transition context before modifying\n\
  -t, --type=TYPE    type (for same role as parent)\n\
  -u, --user=USER    user identity\n\
  -r, --role=ROLE    role\n\
  -l, --range=RANGE  levelrange\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

struct runcon_options
{
  struct sectx_parts parts;     /* -u -r -t -l */
  bool compute;                 /* -c */
};

/* Record the part ARG in *SLOT; a second one is an error.  */
static void
set_part (char const **slot, char const *arg, char const *multiple)
{
  if (*slot)
    error (EXIT_FAILURE, 0, "%s", multiple);
  *slot = arg;
}

static char *
current_context (void)
{
  char *ctx;
  if (sectx_self_context (&ctx) != 0)
    error (EXIT_FAILURE, errno, _("failed to get current context"));
  return ctx;
}

/* -c: what the kernel would make of this process executing CMD.  */
static char *
computed_context (char const *cmd)
{
  char *cur = current_context ();
  char *file_ctx, *ctx;
  if (sectx_file_get (cmd, 0, &file_ctx) != 0)
    error (EXIT_FAILURE, errno, _("failed to get security context of %s"),
           quoteaf (cmd));
  if (sectx_exec_compute (cur, file_ctx, &ctx) != 0)
    error (EXIT_FAILURE, errno, _("failed to compute a new context"));
  free (file_ctx);
  free (cur);
  return ctx;
}

/* The context from the current (or computed) one and the parts asked
   for.  GNU sets them one by one (user, type, range, role) and stops
   at the first refused, so that is the one named.  */
static char *
edited_context (struct runcon_options const *o, char const *cmd)
{
  char *base = o->compute ? computed_context (cmd) : current_context ();
  char *ctx;
  unsigned int failed;
  if (sectx_context_edit (base, &o->parts, &ctx, &failed) == 0)
    {
      free (base);
      return ctx;
    }
  struct { unsigned int bit; char const *value, *msg; } const order[] = {
    { SECTX_PART_USER, o->parts.user, N_("failed to set new user: %s") },
    { SECTX_PART_TYPE, o->parts.type, N_("failed to set new type: %s") },
    { SECTX_PART_RANGE, o->parts.range, N_("failed to set new range: %s") },
    { SECTX_PART_ROLE, o->parts.role, N_("failed to set new role: %s") },
  };
  for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
    if (failed & order[i].bit)
      error (EXIT_FAILURE, errno, _(order[i].msg), quote (order[i].value));
  error (EXIT_FAILURE, errno, _("failed to create security context: %s"),
         quote (base));
  abort ();
}

/* Run ARGV[0] in CTX (a whole context, or NULL for the edited one).  */
static noreturn void
run (char const *ctx, struct runcon_options const *o, char **argv)
{
  if (!sectx_enabled ())
    error (EXIT_FAILURE, 0, _("%s may be used only on a SELinux kernel"),
           program_name);
  char *new_ctx = ctx ? NULL : edited_context (o, argv[0]);
  if (ctx)
    {
      struct sectx_parts none = { NULL, NULL, NULL, NULL };
      unsigned int failed;
      if (sectx_context_edit (ctx, &none, &new_ctx, &failed) != 0)
        error (EXIT_FAILURE, errno, _("failed to create security context: %s"),
               quote (ctx));
    }
  if (sectx_context_check (new_ctx) != 0)
    error (EXIT_FAILURE, errno, _("invalid context: %s"), quote (new_ctx));
  if (sectx_exec_set (new_ctx) != 0)
    error (EXIT_FAILURE, errno, _("unable to set security context %s"),
           quote (new_ctx));
  execvp (argv[0], argv);
  int status = errno == ENOENT ? EXIT_ENOENT : EXIT_CANNOT_INVOKE;
  error (0, errno, "%s", quote (argv[0]));
  exit (status);
}

int
main (int argc, char **argv)
{
  struct runcon_options o = { { NULL, NULL, NULL, NULL }, false };
  int c;

  TOOL_INIT (argv);

  while ((c = getopt_long (argc, argv, "+r:t:u:l:c", long_options, NULL))
         != -1)
    switch (c)
      {
      case 'r':
        set_part (&o.parts.role, optarg, _("multiple roles"));
        break;
      case 't':
        set_part (&o.parts.type, optarg, _("multiple types"));
        break;
      case 'u':
        set_part (&o.parts.user, optarg, _("multiple users"));
        break;
      case 'l':
        set_part (&o.parts.range, optarg, _("multiple levelranges"));
        break;
      case 'c':
        o.compute = true;
        break;
      case GETOPT_HELP_CHAR:
        usage (EXIT_SUCCESS);
      case GETOPT_VERSION_CHAR:
        emit_version (PROGRAM_NAME);
      default:
        usage (EXIT_FAILURE);
      }

  if (optind == argc)
    {
      char *ctx = current_context ();
      puts (ctx);
      free (ctx);
      return EXIT_SUCCESS;
    }

  char const *ctx = NULL;
  struct sectx_parts const *p = &o.parts;
  if (!(p->user || p->role || p->type || p->range || o.compute))
    ctx = argv[optind++];
  if (optind == argc)
    {
      error (0, 0, _("no command specified"));
      usage (EXIT_FAILURE);
    }
  run (ctx, &o, argv + optind);
}
