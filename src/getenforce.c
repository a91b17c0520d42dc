/* getenforce -- print the SELinux mode, as libselinux 3.4's getenforce.  */

#include <config.h>

#include "system.h"
#include "sectx.h"

/* The reference takes no options and ignores its arguments, so there is
   no usage text and no option table.  Its messages name "getenforce"
   whatever argv[0] is.  */

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  char *mnt;
  if (sectx_selinuxfs_find (&mnt) != 0 && errno == ENOMEM)
    {
      fputs (_("getenforce:  is_selinux_enabled() failed"), stderr);
      return 2;
    }

  /* The mode words are for scripts, so they are never translated.  */
  if (!sectx_selinux_enabled ("/", mnt))
    puts ("Disabled");
  else
    {
      int mode = sectx_getenforce (mnt);
      if (mode < 0)
        {
          fprintf (stderr, _("getenforce:  security_getenforce() failed:  %s\n"),
                   strerror (errno));
          return 2;
        }
      puts (mode ? "Enforcing" : "Permissive");
    }
  free (mnt);
  return EXIT_SUCCESS;
}
