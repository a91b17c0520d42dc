/* An LD_PRELOAD shim for tests/cp/install-selinux.sh: SELinux "enabled"
   on a kernel without it, for GNU's install and ours alike.  The
   creation context lives in the process (the kernel would ignore it);
   the contexts of files are their real security.selinux attributes.
   With SIM_REFUSE set, a file created while a creation context is set
   is refused (EACCES), as a policy refusing that context would.  */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static char *fscon;

int
is_selinux_enabled (void)
{
  return 1;
}

int
setfscreatecon_raw (const char *c)
{
  free (fscon);
  fscon = c ? strdup (c) : NULL;
  return 0;
}

int
setfscreatecon (const char *c)
{
  return setfscreatecon_raw (c);
}

int
openat (int d, const char *n, int f, ...)
{
  static int (*real) (int, const char *, int, ...);
  if (!real)
    real = (int (*) (int, const char *, int, ...)) dlsym (RTLD_NEXT, "openat");
  mode_t m = 0;
  if (f & O_CREAT)
    {
      va_list ap;
      va_start (ap, f);
      m = va_arg (ap, int);
      va_end (ap);
      if (fscon && getenv ("SIM_REFUSE"))
        {
          errno = EACCES;
          return -1;
        }
    }
  return real (d, n, f, m);
}
