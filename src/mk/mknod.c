/* mknod -- make block or character special files and FIFOs, as GNU
   coreutils 9.1's mknod.  */

#include <config.h>

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "system.h"
#include "mk.h"
#include "xstrtol.h"

#define PROGRAM_NAME "mknod"

static struct option const long_options[] =
{
  {GETOPT_SELINUX_CONTEXT_OPTION_DECL},
  {"mode", required_argument, NULL, 'm'},
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
      printf (_("Usage: %s [OPTION]... NAME TYPE [MAJOR MINOR]\n"),
              program_name);
      fputs (_("Create the special file NAME of the given TYPE.\n"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
  -m, --mode=MODE    set file permission bits to MODE, not a=rw - umask\n\
"), stdout);
      fputs (_("\
  -Z                   set the SELinux security context to default type\n\
      --context[=CTX]  like -Z, or if CTX is specified then set the SELinux\n\
                         or SMACK security context to CTX\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      fputs (_("\n\
Both MAJOR and MINOR must be specified when TYPE is b, c, or u, and they\n\
must be omitted when TYPE is p.  If MAJOR or MINOR begins with 0x or 0X,\n\
it is interpreted as hexadecimal; otherwise, if it begins with 0, as octal;\n\
otherwise, as decimal.  TYPE may be:\n\
"), stdout);
      fputs (_("\
\n\
  b      create a block (buffered) special file\n\
  c, u   create a character (unbuffered) special file\n\
  p      create a FIFO\n\
"), stdout);
      printf (_("\n\
NOTE: your shell may have its own version of %s, which usually supersedes\n\
the version described here.  Please refer to your shell's documentation\n\
for details about the options it supports.\n"), PROGRAM_NAME);
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

/* The operands wanted: NAME TYPE, and MAJOR MINOR unless TYPE is p
   (judged by its first byte, as GNU does).  Exits with GNU's messages
   when they are missing or too many.  */
static void
check_operands (int n, char **args)
{
  int want = n == 0 || (n >= 2 && args[1][0] == 'p') ? 2 : 4;
  if (n < want)
    {
      if (n == 0)
        error (0, 0, _("missing operand"));
      else
        error (0, 0, _("missing operand after %s"), quote (args[n - 1]));
      if (want == 4 && n == 2)
        fprintf (stderr, "%s\n",
                 _("Special files require major and minor device numbers."));
      usage (EXIT_FAILURE);
    }
  if (n > want)
    {
      error (0, 0, _("extra operand %s"), quote (args[want]));
      if (want == 2 && n == 4)
        fprintf (stderr, "%s\n",
                 _("Fifos do not have major and minor device numbers."));
      usage (EXIT_FAILURE);
    }
}

/* A device number as GNU reads it: strtoumax's bases, no suffix, and
   within 32 bits (its major_t).  */
static bool
device_number (char const *s, unsigned int *n)
{
  uintmax_t v;
  if (xstrtoumax (s, NULL, 0, &v, "") != LONGINT_OK || v != (unsigned int) v)
    return false;
  *n = v;
  return true;
}

static dev_t
device (char const *s_major, char const *s_minor)
{
  unsigned int maj, min;
  if (!device_number (s_major, &maj))
    error (EXIT_FAILURE, 0, _("invalid major device number %s"),
           quote (s_major));
  if (!device_number (s_minor, &min))
    error (EXIT_FAILURE, 0, _("invalid minor device number %s"),
           quote (s_minor));
  dev_t dev = makedev (maj, min);
  /* GNU's build has NODEV, all ones, for "no device".  */
  if (dev == (dev_t) -1)
    error (EXIT_FAILURE, 0, _("invalid device %s %s"), s_major, s_minor);
  return dev;
}

int
main (int argc, char **argv)
{
  struct mk_label label = { NULL, NULL };
  char const *spec = NULL;
  int c;

  TOOL_INIT (argv);

  while ((c = getopt_long (argc, argv, "m:Z", long_options, NULL)) != -1)
    switch (c)
      {
      case 'm':
        spec = optarg;
        break;
      case 'Z':
        mk_label_option (&label, optarg);
        break;
      case GETOPT_HELP_CHAR:
        usage (EXIT_SUCCESS);
      case GETOPT_VERSION_CHAR:
        emit_version (PROGRAM_NAME);
      default:
        usage (EXIT_FAILURE);
      }

  mode_t mode = spec ? mk_mode_special (spec) : MK_MODE_RW_UGO;
  char **args = argv + optind;
  check_operands (argc - optind, args);
  mk_label_apply (&label);

  char const *name = args[0];
  mode_t type;
  dev_t dev = 0;
  switch (args[1][0])
    {
    case 'b':                   /* block, buffered */
    case 'c':                   /* character */
    case 'u':                   /* unbuffered */
      type = args[1][0] == 'b' ? S_IFBLK : S_IFCHR;
      dev = device (args[2], args[3]);
      break;
    case 'p':                   /* pipe */
      type = S_IFIFO;
      break;
    default:
      error (0, 0, _("invalid device type %s"), quote (args[1]));
      usage (EXIT_FAILURE);
    }

  /* GNU ignores what -Z's labelling says.  */
  if (label.fc)
    mk_label_default (&label, name, type);
  if ((type == S_IFIFO ? mkfifo (name, mode) : mknod (name, mode | type, dev))
      != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (name));
  if (spec && lchmod (name, mode) != 0)
    error (EXIT_FAILURE, errno, _("cannot set permissions of %s"),
           quoteaf (name));
  return EXIT_SUCCESS;
}
