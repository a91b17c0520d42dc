/* filecon -- print the security.selinux attribute of each FILE (not
   following symlinks), straight from the kernel: an oracle for chcon's
   work that does not go through libsectx.  A helper of the tests/vm
   checks.  */

#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/xattr.h>

int
main (int argc, char **argv)
{
  int status = EXIT_SUCCESS;

  for (int i = 1; i < argc; i++)
    {
      char buf[4096];
      ssize_t n = lgetxattr (argv[i], "security.selinux", buf,
                             sizeof buf - 1);

      if (n < 0)
        {
          fprintf (stderr, "%s: %s: %s\n", argv[0], argv[i],
                   strerror (errno));
          status = EXIT_FAILURE;
          continue;
        }
      /* The kernel stores the context with its terminating NUL.  */
      buf[n] = '\0';
      puts (buf);
    }
  return status;
}
