/* mkfifo -- make named pipes, as GNU coreutils 9.1's mkfifo.  */

#include <config.h>

#include <sys/stat.h>

#include "system.h"
#include "mk.h"

#define PROGRAM_NAME "mkfifo"

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
      printf (_("Usage: %s [OPTION]... NAME...\n"), program_name);
      fputs (_("Create named pipes (FIFOs) with the given NAMEs.\n"), stdout);
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
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

int
main (int argc, char **argv)
{
  struct mk_label label = { NULL, NULL };
  char const *spec = NULL;
  int status = EXIT_SUCCESS;
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

  if (optind == argc)
    {
      error (0, 0, _("missing operand"));
      usage (EXIT_FAILURE);
    }
  mk_label_apply (&label);
  mode_t mode = MK_MODE_RW_UGO;
  if (spec)
    mode = mk_mode_special (spec);

  for (; optind < argc; optind++)
    {
      char const *name = argv[optind];
      /* GNU ignores what -Z's labelling says.  */
      if (label.fc)
        mk_label_default (&label, name, S_IFIFO);
      if (mkfifo (name, mode) != 0)
        {
          error (0, errno, _("cannot create fifo %s"), quoteaf (name));
          status = EXIT_FAILURE;
        }
      else if (spec && lchmod (name, mode) != 0)
        {
          error (0, errno, _("cannot set permissions of %s"), quoteaf (name));
          status = EXIT_FAILURE;
        }
    }
  return status;
}
