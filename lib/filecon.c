/* File contexts: get and set by path, by fd, and by directory fd + name.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <selinux/selinux.h>

#include "openat-priv.h"

bool
sectx_no_context (int err)
{
  return err == ENODATA || err == ENOTSUP;
}

/* Turn a libselinux getter's result into ours: "unlabeled" (unless
   FLAGS has SECTX_VERBATIM) and a value of no bytes are no context, as
   gnulib's getfilecon wrappers define it.  A value of one NUL byte is
   the empty context "", as libselinux returns it (R is 1): GNU ls shows
   it, and GNU chcon fails to edit it.  */
static int
finish_get (int r, char *got, int flags, char **ctx)
{
  int err = 0;
  if (r < 0)
    err = errno;
  else if (r == 0 || got == NULL)
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
   the kernel has no getxattrat.  Without /proc (a chroot, early boot)
   they work from DIRFD as the working directory instead, as gnulib's
   *at emulation does; that is not thread-safe, like gnulib's.  */

typedef int (*get_fn) (char const *, int, char **);
typedef int (*set_fn) (char const *, int, char const *);

/* Call GET or SET on NAME with the working directory at DIRFD, then go
   back.  Should going back fail, -1 with its errno: the working
   directory is then DIRFD's.  */
static int
in_dir (int dirfd, char const *name, int flags, get_fn get, char **ctx,
        set_fn set, char const *con)
{
  int here = open (".", O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (here < 0)
    return -1;
  int r = fchdir (dirfd);
  int err = errno;
  if (r == 0)
    {
      r = get ? get (name, flags, ctx) : set (name, flags, con);
      err = errno;
      if (fchdir (here) != 0)
        {
          err = errno;
          r = -1;
        }
    }
  close (here);
  errno = err;
  return r;
}

/* Call GET or SET on DIRFD + NAME.  */
static int
at_call (int dirfd, char const *name, int flags, get_fn get, char **ctx,
         set_fn set, char const *con)
{
  if (dirfd == AT_FDCWD || *name == '/')
    return get ? get (name, flags, ctx) : set (name, flags, con);

  if (dirfd < 0)
    {
      errno = EBADF;
      return -1;
    }
  char buf[OPENAT_BUFFER_SIZE];
  char *proc = openat_proc_name (buf, dirfd, name);
  if (proc == NULL)
    return in_dir (dirfd, name, flags, get, ctx, set, con);
  int r = get ? get (proc, flags, ctx) : set (proc, flags, con);
  int err = errno;
  /* /proc/self/fd/N of a closed N is missing, where the *at calls say
     EBADF; the check costs a syscall on this failure only.  */
  if (r < 0 && err == ENOENT && fcntl (dirfd, F_GETFD) < 0)
    err = EBADF;
  if (proc != buf)
    free (proc);
  errno = err;
  return r;
}

int
sectx_file_get_at (int dirfd, char const *name, int flags, char **ctx)
{
  *ctx = NULL;
  return at_call (dirfd, name, flags, sectx_file_get, ctx, NULL, NULL);
}

int
sectx_file_set_at (int dirfd, char const *name, int flags, char const *ctx)
{
  return at_call (dirfd, name, flags, NULL, NULL, sectx_file_set, ctx);
}
