/* load_policy -- load the installed SELinux policy into the kernel, as
   policycoreutils 3.4's load_policy.  */

#include <config.h>

#include "system.h"
#include "sectx.h"

/* The reference parses its options with getopt, short options only, and
   names itself by argv[0] as given; so do we, so that every argument
   form gives the same bytes.  */
static char const short_options[] = "bqi";

static char const *prog;

static noreturn void
usage (void)
{
  fprintf (stderr, _("usage:  %s [-qi]\n"), prog);
  exit (EXIT_FAILURE);
}

struct load_options
{
  bool quiet;                   /* -q: no warnings, no libsepol messages */
  bool init;                    /* -i: the initial load at boot */
};

static void
parse_options (int argc, char **argv, struct load_options *o)
{
  int c;
  while ((c = getopt (argc, argv, short_options)) > 0)
    switch (c)
      {
      case 'b':
        fprintf (stderr, _("%s:  Warning! The -b option is no longer "
                           "supported, booleans are always preserved "
                           "across reloads.  Continuing...\n"), prog);
        break;
      case 'q': o->quiet = true; break;
      case 'i': o->init = true; break;
      default:
        usage ();
      }

  /* The old positional arguments, a policy file and a booleans file, are
     ignored.  */
  int nargs = argc - optind;
  if (nargs > 2)
    usage ();
  if (nargs >= 1 && !o->quiet)
    fprintf (stderr, _("%s:  Warning!  Policy file argument (%s) is no "
                       "longer supported, installed policy is always "
                       "loaded.  Continuing...\n"), prog, argv[optind]);
  if (nargs == 2 && !o->quiet)
    fprintf (stderr, _("%s:  Warning!  Boolean file argument (%s) is no "
                       "longer supported, installed booleans file is "
                       "always used.  Continuing...\n"),
             prog, argv[optind + 1]);
}

/* Word what the library reports as libselinux and libsepol word it.  */
static void
print_note (void *arg, struct sectx_note const *n)
{
  struct load_options const *o = arg;
  char const *e = n->err ? strerror (n->err) : "";
  switch (n->kind)
    {
    case SECTX_NOTE_OPEN:
      fprintf (stderr, _("SELinux:  Could not open policy file <= %s.%d:  "
                         "%s\n"), n->path, n->vers, e);
      break;
    case SECTX_NOTE_STAT:
      fprintf (stderr, _("SELinux:  Could not stat policy file %s:  %s\n"),
               n->path, e);
      break;
    case SECTX_NOTE_MAP:
      fprintf (stderr, _("SELinux:  Could not map policy file %s:  %s\n"),
               n->path, e);
      break;
    case SECTX_NOTE_DOWNGRADE:
      fprintf (stderr, _("SELinux:  Could not downgrade policy file %s, "
                         "searching for an older version.\n"), n->path);
      break;
    case SECTX_NOTE_LOAD:
      fprintf (stderr, _("SELinux:  Could not load policy file %s:  %s\n"),
               n->path, e);
      break;
    case SECTX_NOTE_SEPOL:
      /* -q silences libsepol, as sepol_debug (0) does.  */
      if (!o->quiet)
        fprintf (n->vers == SECTX_SEPOL_INFO ? stdout : stderr, "%s\n",
                 n->text);
      break;
    case SECTX_NOTE_MOUNT:
      fprintf (stderr, _("Mount failed for selinuxfs on %s:  %s\n"),
               n->path, e);
      break;
    case SECTX_NOTE_BOOLEANS:
      if (n->vers > 0)
        fprintf (stderr, _("%s:  Can't apply the booleans of %s:  line %d "
                           "is invalid\n"), prog, n->path, n->vers);
      else
        fprintf (stderr, _("%s:  Can't apply the booleans of %s:  %s\n"),
                 prog, n->path, e);
      break;
    case SECTX_NOTE_SWITCH:
      fprintf (stderr, _("SELinux:  Unable to switch to %s mode:  %s\n"),
               n->vers ? "enforcing" : "permissive", e);
      break;
    }
}

/* The initial load: mount what is needed, set the mode, load.  */
static int
load_initial (struct load_options *o)
{
  struct sectx_boot boot = {
    .root = "/",
    .cmdline = "/proc/cmdline",
    .selinuxfs = SECTX_SELINUXFS,
    .mount = true,
    .notify = print_note,
    .notify_arg = o
  };
  int enforce = 0;
  if (sectx_policy_load_initial (&boot, &enforce) == 0)
    return 0;
  if (enforce > 0)
    {
      fprintf (stderr, _("%s:  Can't load policy and enforcing mode "
                         "requested:  %s\n"), prog, strerror (errno));
      exit (3);
    }
  return -1;
}

/* A reload into the running kernel.  */
static int
load_running (struct load_options *o)
{
  char *mnt;
  sectx_selinuxfs_find (&mnt);
  int r = sectx_policy_load ("/", mnt, print_note, o);
  int err = errno;
  free (mnt);
  errno = err;
  return r;
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);
  prog = argv[0];

  struct load_options o = { false, false };
  parse_options (argc, argv, &o);
  if ((o.init ? load_initial (&o) : load_running (&o)) != 0)
    {
      fprintf (stderr, _("%s:  Can't load policy:  %s\n"), prog,
               strerror (errno));
      return 2;
    }
  return EXIT_SUCCESS;
}
