/* chcon -- change the security context of files, as GNU coreutils 9.1's
   chcon.  */

#include <config.h>

#include <fcntl.h>
#include <sys/stat.h>

#include "system.h"
#include "sectx.h"
#include "fts_.h"
#include "ignore-value.h"
#include "quotearg.h"
#include "same-inode.h"
#include "xalloc.h"

#define PROGRAM_NAME "chcon"

enum
{
  DEREFERENCE_OPTION = CHAR_MAX + 1,
  NO_PRESERVE_ROOT,
  PRESERVE_ROOT,
  REFERENCE_FILE_OPTION
};

static struct option const long_options[] =
{
  {"recursive", no_argument, NULL, 'R'},
  {"dereference", no_argument, NULL, DEREFERENCE_OPTION},
  {"no-dereference", no_argument, NULL, 'h'},
  {"no-preserve-root", no_argument, NULL, NO_PRESERVE_ROOT},
  {"preserve-root", no_argument, NULL, PRESERVE_ROOT},
  {"reference", required_argument, NULL, REFERENCE_FILE_OPTION},
  {"user", required_argument, NULL, 'u'},
  {"role", required_argument, NULL, 'r'},
  {"type", required_argument, NULL, 't'},
  {"range", required_argument, NULL, 'l'},
  {"verbose", no_argument, NULL, 'v'},
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
Usage: %s [OPTION]... CONTEXT FILE...\n\
  or:  %s [OPTION]... [-u USER] [-r ROLE] [-l RANGE] [-t TYPE] FILE...\n\
  or:  %s [OPTION]... --reference=RFILE FILE...\n\
"),
              program_name, program_name, program_name);
      fputs (_("\
Change the SELinux security context of each FILE to CONTEXT.\n\
With --reference, change the security context of each FILE to that of RFILE.\n\
"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
      --dereference      affect the referent of each symbolic link (this is\n\
                         the default), rather than the symbolic link itself\n\
  -h, --no-dereference   affect symbolic links instead of any referenced file\n\
"), stdout);
      fputs (_("\
  -u, --user=USER        set user USER in the target security context\n\
  -r, --role=ROLE        set role ROLE in the target security context\n\
  -t, --type=TYPE        set type TYPE in the target security context\n\
  -l, --range=RANGE      set range RANGE in the target security context\n\
"), stdout);
      fputs (_("\
      --no-preserve-root  do not treat '/' specially (the default)\n\
      --preserve-root    fail to operate recursively on '/'\n\
"), stdout);
      fputs (_("\
      --reference=RFILE  use RFILE's security context rather than specifying\n\
                         a CONTEXT value\n\
"), stdout);
      fputs (_("\
  -R, --recursive        operate on files and directories recursively\n\
"), stdout);
      fputs (_("\
  -v, --verbose          output a diagnostic for every file processed\n\
"), stdout);
      fputs (_("\
\n\
The following options modify how a hierarchy is traversed when the -R\n\
option is also specified.  If more than one is specified, only the final\n\
one takes effect.\n\
\n\
  -H                     if a command line argument is a symbolic link\n\
                         to a directory, traverse it\n\
  -L                     traverse every symbolic link to a directory\n\
                         encountered\n\
  -P                     do not traverse any symbolic links (default)\n\
\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

/* What to do, from the command line.  */
struct chcon_options
{
  int fts_flags;                /* FTS_PHYSICAL, FTS_LOGICAL, +COMFOLLOW */
  int dereference;              /* 1 --dereference, 0 -h, -1 neither */
  bool recurse, verbose, preserve_root;
  char const *reference;        /* --reference file, or NULL */
  struct sectx_parts parts;     /* -u -r -t -l */
  bool parts_given;

  /* Derived after parsing.  */
  bool follow;                  /* act on symlink referents */
  char *context;                /* the full context, or NULL for parts */
  struct stat root;             /* "/" for --preserve-root */
};

/* ---- Changing one file ---- */

/* The context FILE should get: the full one given, or its own with the
   given parts replaced.  NULL (after a diagnostic) if there is none.
   *OLD gets the file's current context, when read.  */
static char *
target_context (struct chcon_options const *o, int dirfd, char const *file,
                char **old)
{
  int flags = o->follow ? 0 : SECTX_NOFOLLOW;
  *old = NULL;
  if (o->context)
    return o->context;

  if (sectx_file_get_at (dirfd, file, flags, old) != 0)
    {
      if (errno != ENODATA)
        error (0, errno, _("failed to get security context of %s"),
               quoteaf (file));
      else
        error (0, 0, _("can't apply partial context to unlabeled file %s"),
               quoteaf (file));
      return NULL;
    }

  char *ctx;
  unsigned int failed;
  if (sectx_context_edit (*old, &o->parts, &ctx, &failed) == 0)
    return ctx;
  if (!failed)
    error (0, errno, _("failed to create security context: %s"),
           quote (*old));
  struct { unsigned int bit; char const *name, *value; } const part[] = {
    { SECTX_PART_USER, "user", o->parts.user },
    { SECTX_PART_ROLE, "role", o->parts.role },
    { SECTX_PART_RANGE, "range", o->parts.range },
    { SECTX_PART_TYPE, "type", o->parts.type },
  };
  for (size_t i = 0; i < sizeof part / sizeof part[0]; i++)
    if (failed & part[i].bit)
      error (0, errno, _("failed to set %s security context component to %s"),
             part[i].name, quote (part[i].value));
  return NULL;
}

static bool
change_context (struct chcon_options const *o, int dirfd, char const *file)
{
  char *old;
  char *ctx = target_context (o, dirfd, file, &old);
  bool ok = ctx != NULL;
  if (ok && !(old && STREQ (ctx, old))
      && sectx_file_set_at (dirfd, file, o->follow ? 0 : SECTX_NOFOLLOW,
                            ctx) != 0)
    {
      error (0, errno, _("failed to change context of %s to %s"),
             quoteaf_n (0, file), quote_n (1, ctx));
      ok = false;
    }
  if (ctx != o->context)
    free (ctx);
  free (old);
  return ok;
}

/* ---- The walk ---- */

static bool
is_root (struct chcon_options const *o, struct stat const *st)
{
  return o->recurse && o->preserve_root && SAME_INODE (o->root, *st);
}

static void
warn_root (char const *name)
{
  if (STREQ (name, "/"))
    error (0, 0, _("it is dangerous to operate recursively on %s"),
           quoteaf (name));
  else
    error (0, 0, _("it is dangerous to operate recursively on %s (same as %s)"),
           quoteaf_n (0, name), quoteaf_n (1, "/"));
  error (0, 0, _("use --no-preserve-root to override this failsafe"));
}

/* A directory cycle is a corrupt file system unless symlinks are being
   followed, where loops are expected.  */
static bool
cycle_is_serious (FTS const *fts, FTSENT const *ent)
{
  if (!(fts->fts_options & FTS_PHYSICAL))
    return false;
  return !(fts->fts_options & FTS_COMFOLLOW) || ent->fts_level != FTS_ROOTLEVEL;
}

/* What to do with an entry of the walk.  */
enum step
{
  STEP_DONE,                    /* nothing more: success */
  STEP_ABORT,                   /* nothing more: failure */
  STEP_FAILED,                  /* failed; still keep fts out of it */
  STEP_CHANGE                   /* relabel it */
};

static enum step
classify (FTS *fts, FTSENT *ent, struct chcon_options const *o)
{
  char const *name = ent->fts_path;
  switch (ent->fts_info)
    {
    case FTS_D:
      if (!o->recurse)
        return STEP_CHANGE;
      if (is_root (o, ent->fts_statp))
        {
          warn_root (name);
          fts_set (fts, ent, FTS_SKIP);
          /* Skip the post-order visit of "/" too.  */
          ignore_value (fts_read (fts));
          return STEP_ABORT;
        }
      return STEP_DONE;
    case FTS_DP:
      if (!o->recurse)
        return STEP_DONE;
      if (is_root (o, ent->fts_statp))
        {
          warn_root (name);
          return STEP_FAILED;
        }
      return STEP_CHANGE;
    case FTS_NS:
      /* A command-line name gets one more stat before it counts as gone.  */
      if (ent->fts_level == FTS_ROOTLEVEL && ent->fts_number == 0)
        {
          ent->fts_number = 1;
          fts_set (fts, ent, FTS_AGAIN);
          return STEP_DONE;
        }
      error (0, ent->fts_errno, _("cannot access %s"), quoteaf (name));
      return STEP_FAILED;
    case FTS_ERR:
      error (0, ent->fts_errno, "%s", quotef (name));
      return STEP_FAILED;
    case FTS_DNR:
      error (0, ent->fts_errno, _("cannot read directory %s"),
             quoteaf (name));
      return STEP_FAILED;
    case FTS_DC:
      if (!cycle_is_serious (fts, ent))
        return STEP_CHANGE;
      error (0, 0, _("\
WARNING: Circular directory structure.\n\
This almost certainly means that you have a corrupted file system.\n\
NOTIFY YOUR SYSTEM MANAGER.\n\
The following directory is part of the cycle:\n  %s\n"),
             quotef (name));
      return STEP_ABORT;
    default:
      return STEP_CHANGE;
    }
}

static bool
visit (FTS *fts, FTSENT *ent, struct chcon_options const *o)
{
  enum step step = classify (fts, ent, o);
  if (step == STEP_DONE || step == STEP_ABORT)
    return step == STEP_DONE;

  bool ok = step == STEP_CHANGE;
  if (ok)
    {
      if (o->verbose)
        printf (_("changing security context of %s\n"),
                quoteaf (ent->fts_path));
      ok = change_context (o, fts->fts_cwd_fd, ent->fts_accpath);
    }
  if (!o->recurse)
    fts_set (fts, ent, FTS_SKIP);
  return ok;
}

static bool
process_files (char **files, struct chcon_options const *o)
{
  FTS *fts = fts_open (files, o->fts_flags | FTS_NOSTAT | FTS_CWDFD, NULL);
  if (fts == NULL)
    xalloc_die ();

  bool ok = true;
  FTSENT *ent;
  while ((ent = fts_read (fts)) != NULL)
    ok &= visit (fts, ent, o);
  if (errno != 0)
    {
      error (0, errno, _("fts_read failed"));
      ok = false;
    }
  if (fts_close (fts) != 0)
    {
      error (0, errno, _("fts_close failed"));
      ok = false;
    }
  return ok;
}

/* ---- main ---- */

static void
parse_options (int argc, char **argv, struct chcon_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "HLPRhvu:r:t:l:", long_options, NULL))
         != -1)
    switch (c)
      {
      case 'H': o->fts_flags = FTS_COMFOLLOW | FTS_PHYSICAL; break;
      case 'L': o->fts_flags = FTS_LOGICAL; break;
      case 'P': o->fts_flags = FTS_PHYSICAL; break;
      case 'h': o->dereference = 0; break;
      case DEREFERENCE_OPTION: o->dereference = 1; break;
      case NO_PRESERVE_ROOT: o->preserve_root = false; break;
      case PRESERVE_ROOT: o->preserve_root = true; break;
      case REFERENCE_FILE_OPTION: o->reference = optarg; break;
      case 'R': o->recurse = true; break;
      case 'v': o->verbose = true; break;
      case 'u': o->parts.user = optarg; o->parts_given = true; break;
      case 'r': o->parts.role = optarg; o->parts_given = true; break;
      case 't': o->parts.type = optarg; o->parts_given = true; break;
      case 'l': o->parts.range = optarg; o->parts_given = true; break;
      case GETOPT_HELP_CHAR:
        usage (EXIT_SUCCESS);
      case GETOPT_VERSION_CHAR:
        emit_version (PROGRAM_NAME);
      default:
        usage (EXIT_FAILURE);
      }
}

/* Check the traversal options and work out whether links are followed.  */
static void
settle_traversal (struct chcon_options *o)
{
  if (!o->recurse)
    {
      o->fts_flags = FTS_PHYSICAL;
      o->follow = o->dereference != 0;
    }
  else if (o->fts_flags == FTS_PHYSICAL)
    {
      if (o->dereference == 1)
        error (EXIT_FAILURE, 0,
               _("-R --dereference requires either -H or -L"));
      o->follow = false;
    }
  else
    {
      if (o->dereference == 0)
        error (EXIT_FAILURE, 0, _("-R -h requires -P"));
      o->follow = true;
    }
}

/* Work out the context to apply; return the index of the first FILE.  */
static int
settle_context (int argc, char **argv, int first, struct chcon_options *o)
{
  if (argc - first < (o->reference || o->parts_given ? 1 : 2))
    {
      if (argc <= first)
        error (0, 0, _("missing operand"));
      else
        error (0, 0, _("missing operand after %s"), quote (argv[argc - 1]));
      usage (EXIT_FAILURE);
    }

  if (o->reference)
    {
      if (sectx_file_get (o->reference, 0, &o->context) != 0)
        error (EXIT_FAILURE, errno, _("failed to get security context of %s"),
               quoteaf (o->reference));
    }
  else if (!o->parts_given)
    {
      o->context = xstrdup (argv[first++]);
      if (sectx_enabled () && sectx_context_check (o->context) != 0)
        error (EXIT_FAILURE, errno, _("invalid context: %s"),
               quote (o->context));
    }

  if (o->reference && o->parts_given)
    {
      error (0, 0, _("conflicting security context specifiers given"));
      usage (EXIT_FAILURE);
    }
  return first;
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  struct chcon_options o = { .fts_flags = FTS_PHYSICAL, .dereference = -1 };
  parse_options (argc, argv, &o);
  settle_traversal (&o);
  int first = settle_context (argc, argv, optind, &o);

  if (o.recurse && o.preserve_root && lstat ("/", &o.root) != 0)
    error (EXIT_FAILURE, errno, _("failed to get attributes of %s"),
           quoteaf ("/"));

  bool ok = process_files (argv + first, &o);
  free (o.context);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
