/* libFuzzer target: the parsers of /proc files in lib/selinuxfs.c and
   lib/initload.c, each given the input as the file's bytes through a
   memfd.  The first byte picks the parser: 0 /proc/mounts
   (sectx_selinuxfs_in_mounts), 1 /proc/filesystems
   (sectx_selinuxfs_known), 2 /proc/cmdline (sectx_cmdline_enforcing).
   Fuzz-sources: lib/selinuxfs.c lib/initload.c lib/policyload.c lib/boolfile.c lib/booleans.c lib/config.c gl/lib/c-ctype.c gl/lib/c-strncasecmp.c
   Fuzz-options: -max_len=12000  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  if (size == 0)
    return 0;
  int fd = memfd_create ("fuzz-procfs", MFD_CLOEXEC);
  if (fd < 0)
    abort ();
  if (size > 1 && write (fd, data + 1, size - 1) != (ssize_t) (size - 1))
    abort ();
  char path[64];
  snprintf (path, sizeof path, "/proc/self/fd/%d", fd);

  switch (data[0] % 3)
    {
    case 0:
      {
        char *mnt = (char *) "unchanged";
        int r = sectx_selinuxfs_in_mounts (path, &mnt);
        /* A mount point is a piece of one line: no newline in it.  */
        if (r == 0 ? !mnt || strchr (mnt, '\n') : mnt || errno != ENOENT)
          abort ();
        free (mnt);
        break;
      }
    case 1:
      {
        bool known = sectx_selinuxfs_known (path);
        if (known != (memmem (data + 1, size - 1, "selinuxfs", 9) != NULL)
            && memchr (data + 1, '\0', size - 1) == NULL)
          abort ();
        break;
      }
    case 2:
      {
        int v;
        int r = sectx_cmdline_enforcing (path, &v);
        if (r == 0 ? !memmem (data + 1, size - 1, "enforcing=", 10)
            : errno != ENOENT)
          abort ();
        break;
      }
    }
  close (fd);
  return 0;
}
