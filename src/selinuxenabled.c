/* selinuxenabled -- tell by the exit status whether SELinux is enabled,
   as libselinux 3.4's selinuxenabled.  */

#include <config.h>

#include "system.h"
#include "sectx.h"

/* No options, no output: arguments are ignored, as in the reference.  */

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  char *mnt;
  sectx_selinuxfs_find (&mnt);
  bool enabled = sectx_selinux_enabled ("/", mnt);
  free (mnt);
  return enabled ? EXIT_SUCCESS : EXIT_FAILURE;
}
