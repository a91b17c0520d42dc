/* File contexts: get and set by path, by fd, and by directory fd + name.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <selinux/selinux.h>

#include "openat-priv.h"

bool
sectx_no_context (int err)
{
  return err == ENODATA || err == ENOTSUP;
}

/* Turn a libselinux getter's result into ours: "unlabeled" (unless
   FLAGS has SECTX_VERBATIM) and an empty value are no context, as
   gnulib's getfilecon wrappers define it.  */
static int
finish_get (int r, char *got, int flags, char **ctx)
{
  int err = 0;
  if (r < 0)
    err = errno;
  else if (r == 0 || got == NULL || *got == '\0')
    err = ENOTSUP;
  else if (strcmp (got, "unlabeled") == 0 && !(flags & SECTX_VERBATIM))
    err = ENODATA;

  if (err)
    {
      freecon (got);
      *ctx = NULL;
      errno = err;
      return -1;
    }
  *ctx = got;
  return 0;
}

int
sectx_file_get (char const *path, int flags, char **ctx)
{
  char *got = NULL;
  bool raw = flags & SECTX_RAW;
  int r = (flags & SECTX_NOFOLLOW
           ? (raw ? lgetfilecon_raw (path, &got) : lgetfilecon (path, &got))
           : (raw ? getfilecon_raw (path, &got) : getfilecon (path, &got)));
  return finish_get (r, got, flags, ctx);
}

int
sectx_file_get_fd (int fd, int flags, char **ctx)
{
  char *got = NULL;
  int r = (flags & SECTX_RAW
           ? fgetfilecon_raw (fd, &got) : fgetfilecon (fd, &got));
  return finish_get (r, got, flags, ctx);
}

int
sectx_file_set (char const *path, int flags, char const *ctx)
{
  bool raw = flags & SECTX_RAW;
  if (flags & SECTX_NOFOLLOW)
    return raw ? lsetfilecon_raw (path, ctx) : lsetfilecon (path, ctx);
  return raw ? setfilecon_raw (path, ctx) : setfilecon (path, ctx);
}

int
sectx_file_set_fd (int fd, int flags, char const *ctx)
{
  return (flags & SECTX_RAW
          ? fsetfilecon_raw (fd, ctx) : fsetfilecon (fd, ctx));
}

/* The *at calls name the file through /proc/self/fd/DIRFD/NAME, since
   the kernel has no getxattrat.  A path-relative call needs no /proc.  */
static char *
at_name (char *buf, int dirfd, char const *name)
{
  if (dirfd == AT_FDCWD || *name == '/')
    return (char *) name;
  char *proc = openat_proc_name (buf, dirfd, name);
  if (proc == NULL)
    errno = errno == ENOMEM ? ENOMEM : ENOSYS;
  return proc;
}

static void
free_at_name (char *p, char const *buf, char const *name)
{
  if (p != buf && p != name)
    free (p);
}

int
sectx_file_get_at (int dirfd, char const *name, int flags, char **ctx)
{
  char buf[OPENAT_BUFFER_SIZE];
  char *p = at_name (buf, dirfd, name);
  if (p == NULL)
    return -1;
  int r = sectx_file_get (p, flags, ctx);
  int err = errno;
  free_at_name (p, buf, name);
  errno = err;
  return r;
}

int
sectx_file_set_at (int dirfd, char const *name, int flags, char const *ctx)
{
  char buf[OPENAT_BUFFER_SIZE];
  char *p = at_name (buf, dirfd, name);
  if (p == NULL)
    return -1;
  int r = sectx_file_set (p, flags, ctx);
  int err = errno;
  free_at_name (p, buf, name);
  errno = err;
  return r;
}
