/* setenforce -- switch SELinux between enforcing and permissive mode, as
   libselinux 3.4's setenforce.  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "c-strcase.h"

/* The reference has no options: exactly one argument, the mode.  Its
   messages name the program by argv[0], as given.  */

static noreturn void
usage (char const *prog)
{
  fprintf (stderr, _("usage:  %s [ Enforcing | Permissive | 1 | 0 ]\n"),
           prog);
  exit (EXIT_FAILURE);
}

/* The mode ARG names: "1" or "0" exactly, or "Enforcing" or "Permissive"
   in any case; -1 for anything else.  */
static int
parse_mode (char const *arg)
{
  if ((arg[0] == '0' || arg[0] == '1') && arg[1] == '\0')
    return arg[0] - '0';
  if (c_strcasecmp (arg, "enforcing") == 0)
    return 1;
  if (c_strcasecmp (arg, "permissive") == 0)
    return 0;
  return -1;
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  if (argc != 2)
    usage (argv[0]);

  /* As in the reference, a disabled system is reported before the
     argument is looked at.  */
  char *mnt;
  sectx_selinuxfs_find (&mnt);
  if (!sectx_selinux_enabled ("/", mnt))
    {
      fprintf (stderr, _("%s: SELinux is disabled\n"), argv[0]);
      return EXIT_FAILURE;
    }

  int mode = parse_mode (argv[1]);
  if (mode < 0)
    usage (argv[0]);
  if (sectx_setenforce (mnt, mode) != 0)
    {
      fprintf (stderr, _("%s:  security_setenforce() failed:  %s\n"),
               argv[0], strerror (errno));
      return 2;
    }
  free (mnt);
  return EXIT_SUCCESS;
}
