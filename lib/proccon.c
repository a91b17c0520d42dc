/* Process contexts: self and by pid.  */

#include <config.h>

#include "sectx.h"

#include <c-ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <selinux/selinux.h>

#include "intprops.h"

bool
sectx_enabled (void)
{
  return is_selinux_enabled () > 0;
}

/* Read the attribute file into BUF (size SIZE) and return the length of
   its printable prefix, or -1 with errno set.  */
static ssize_t
read_printable (char const *file, char *buf, size_t size)
{
  int fd = open (file, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  ssize_t n = read (fd, buf, size);
  int err = errno;
  close (fd);
  if (n < 0)
    {
      errno = err;
      return -1;
    }
  ssize_t len = 0;
  while (len < n && c_isprint (buf[len]))
    len++;
  return len;
}

int
sectx_proc_attr_read (char const *proc_root, pid_t pid, char **ctx)
{
  *ctx = NULL;
  if (pid < 0)
    {
      errno = EINVAL;
      return -1;
    }
  size_t flen = strlen (proc_root) + INT_BUFSIZE_BOUND (pid_t)
                + sizeof "/attr/current";
  char *file = malloc (flen);
  if (file == NULL)
    return -1;
  if (pid == 0)
    snprintf (file, flen, "%s/self/attr/current", proc_root);
  else
    snprintf (file, flen, "%s/%ld/attr/current", proc_root, (long) pid);

  /* A context is one page at most; the kernel never gives more.  */
  enum { ATTR_MAX = 4096 };
  char *buf = malloc (ATTR_MAX + 1);
  ssize_t len = buf ? read_printable (file, buf, ATTR_MAX) : -1;
  int err = errno;
  free (file);
  if (len <= 0)
    {
      free (buf);
      errno = len < 0 ? err : ENODATA;
      return -1;
    }
  buf[len] = '\0';
  *ctx = buf;
  return 0;
}

int
sectx_proc_get (pid_t pid, int flags, char **ctx)
{
  *ctx = NULL;
  if (!sectx_enabled ())
    return sectx_proc_attr_read ("/proc", pid, ctx);

  char *got = NULL;
  bool raw = flags & SECTX_RAW;
  int r = (pid == 0
           ? (raw ? getcon_raw (&got) : getcon (&got))
           : (raw ? getpidcon_raw (pid, &got) : getpidcon (pid, &got)));
  if (r < 0)
    return -1;
  if (got == NULL)
    {
      errno = ENODATA;
      return -1;
    }
  *ctx = got;
  return 0;
}
