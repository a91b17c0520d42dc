/* An LD_PRELOAD shim that both GNU's stat and ours run under, to show
   what this host cannot: SHIM_SELINUX=1 makes libselinux's
   is_selinux_enabled say yes (the Context: line, -t's %C), and
   SHIM_FSTYPE=HEX makes statfs report that f_type (every name of -f's
   %T).  */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/vfs.h>

int
is_selinux_enabled (void)
{
  char const *v = getenv ("SHIM_SELINUX");
  return v ? atoi (v) : 0;
}

int
statfs (char const *file, struct statfs *buf)
{
  static int (*real) (char const *, struct statfs *);
  if (!real)
    real = (int (*) (char const *, struct statfs *)) dlsym (RTLD_NEXT,
                                                           "statfs");
  int r = real (file, buf);
  char const *t = getenv ("SHIM_FSTYPE");
  if (r == 0 && t)
    buf->f_type = strtoul (t, NULL, 16);
  return r;
}
