/* mkdir -- make directories, as GNU coreutils 9.1's mkdir.  The walk
   down -p's ancestors and the mode and umask rules are gnulib's
   mkdir-p and savewd, as in GNU's.  */

#include <config.h>

#include <sys/stat.h>

#include "system.h"
#include "mk.h"
#include "sectx.h"
#include "basename-lgpl.h"
#include "mkdir-p.h"
#include "savewd.h"

#define PROGRAM_NAME "mkdir"

static struct option const long_options[] =
{
  {GETOPT_SELINUX_CONTEXT_OPTION_DECL},
  {"mode", required_argument, NULL, 'm'},
  {"parents", no_argument, NULL, 'p'},
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
      printf (_("Usage: %s [OPTION]... DIRECTORY...\n"), program_name);
      fputs (_("\
Create the DIRECTORY(ies), if they do not already exist.\n\
"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
  -m, --mode=MODE   set file mode (as in chmod), not a=rwx - umask\n\
  -p, --parents     no error if existing, make parent directories as needed,\n\
                    with their file modes unaffected by any -m option.\n\
  -v, --verbose     print a message for each created directory\n\
"), stdout);
      fputs (_("\
  -Z                   set SELinux security context of each created directory\n\
                         to the default type\n\
      --context[=CTX]  like -Z, or if CTX is specified then set the SELinux\n\
                         or SMACK security context to CTX\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

struct mkdir_options
{
  bool parents;                 /* -p */
  bool verbose;                 /* -v */
  mode_t umask_ancestor;        /* the umask for -p's ancestors */
  mode_t umask_self;            /* the umask for an operand itself */
  mode_t mode;                  /* an operand's mode */
  mode_t mode_bits;             /* the bits -m names */
  struct mk_label label;
};

static void
announce (char const *dir, void *arg)
{
  struct mkdir_options const *o = arg;
  if (o->verbose)
    {
      printf ("%s: ", program_name);
      printf (_("created directory %s"), quoteaf (dir));
      putchar ('\n');
    }
}

/* -Z, before DIR (the name to report) is made: a failure other than
   "no context" is a warning.  */
static void
label_before (struct mkdir_options const *o, char const *dir,
              char const *name)
{
  if (o->label.fc && mk_label_default (&o->label, name, S_IFDIR) < 0
      && !sectx_ignorable (errno))
    error (0, errno, _("failed to set default creation context for %s"),
           quoteaf (dir));
}

/* -p: make the ancestor COMPONENT (DIR so far) in the working
   directory, its parent: 0 when made and readable, 1 when made and not
   readable, -1 with errno when not made.  */
static int
make_ancestor (char const *dir, char const *component, void *arg)
{
  struct mkdir_options const *o = arg;
  label_before (o, dir, component);
  if (o->umask_ancestor != o->umask_self)
    umask (o->umask_ancestor);
  int r = mkdir (component, S_IRWXU | S_IRWXG | S_IRWXO);
  if (o->umask_ancestor != o->umask_self)
    {
      int e = errno;
      umask (o->umask_self);
      errno = e;
    }
  if (r != 0)
    return -1;
  announce (dir, arg);
  return (o->umask_ancestor & S_IRUSR) != 0;
}

/* One operand.  With -p the last component is made with what the
   ancestors left as the creation context, and then retyped, as GNU
   does: gnulib's walk has no hook before it.  */
static int
process_dir (char *dir, struct savewd *wd, void *arg)
{
  struct mkdir_options const *o = arg;
  if (!o->parents)
    label_before (o, dir, dir);
  bool ok = make_dir_parents (dir, wd, o->parents ? make_ancestor : NULL,
                              arg, o->mode, announce, o->mode_bits,
                              (uid_t) -1, (gid_t) -1, true);
  if (ok && o->label.fc && o->parents
      && mk_label_restore (&o->label, last_component (dir)) != 0
      && !sectx_ignorable (errno))
    error (0, errno, _("failed to restore context for %s"), quoteaf (dir));
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}

/* The umasks and the mode, from -m's SPEC (or NULL), as GNU sets them
   (only when -p or -m asks: otherwise the umask is the kernel's
   business alone).  */
static void
set_modes (struct mkdir_options *o, char const *spec)
{
  if (!o->parents && !spec)
    return;
  mode_t mask = umask (0);
  o->umask_ancestor = mask & ~(S_IWUSR | S_IXUSR);
  if (spec)
    {
      o->mode = mk_mode_dir (spec, mask, &o->mode_bits);
      o->umask_self = mask & ~o->mode;
    }
  else
    o->umask_self = mask;
  umask (o->umask_self);
}

int
main (int argc, char **argv)
{
  struct mkdir_options o = { .mode = S_IRWXU | S_IRWXG | S_IRWXO };
  char const *spec = NULL;
  int c;

  TOOL_INIT (argv);

  while ((c = getopt_long (argc, argv, "pm:vZ", long_options, NULL)) != -1)
    switch (c)
      {
      case 'p':
        o.parents = true;
        break;
      case 'm':
        spec = optarg;
        break;
      case 'v':
        o.verbose = true;
        break;
      case 'Z':
        mk_label_option (&o.label, optarg);
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
      error (0, 0, _("missing operand"));
      usage (EXIT_FAILURE);
    }
  mk_label_apply (&o.label);
  set_modes (&o, spec);
  return savewd_process_files (argc - optind, argv + optind, process_dir, &o);
}
