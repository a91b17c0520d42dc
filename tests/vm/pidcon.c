/* pidcon -- print the security context of each process PID, as libsectx
   reads it (sectx_proc_get), one per line.  A helper of the tests/vm
   checks: the kernel's own answer is /proc/PID/attr/current.  */

#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sectx.h"

int
main (int argc, char **argv)
{
  int status = EXIT_SUCCESS;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s PID...\n", argv[0]);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      char *end;
      long pid = strtol (argv[i], &end, 10);
      char *ctx;

      if (end == argv[i] || *end || pid <= 0)
        {
          fprintf (stderr, "%s: not a pid: %s\n", argv[0], argv[i]);
          return 2;
        }
      if (sectx_proc_get (pid, SECTX_RAW, &ctx) < 0)
        {
          fprintf (stderr, "%s: %ld: %s\n", argv[0], pid, strerror (errno));
          status = EXIT_FAILURE;
          continue;
        }
      puts (ctx);
      free (ctx);
    }
  return status;
}
