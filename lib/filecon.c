/* File contexts: get and set by path, by fd, and by directory fd + name.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <stdint.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
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

/* ---- getxattrat (Linux 6.13): the label of DIRFD + NAME without
   walking the directory's path again ---- */

#if defined __linux__ && ! defined __alpha__ && ! defined __NR_getxattrat
/* Its number is the same on every architecture but alpha.  */
# define __NR_getxattrat 464
#endif

/* Whether the kernel has getxattrat: -1 not known yet, 0 no, 1 yes.  */
static int have_xattrat = -1;

#ifdef __NR_getxattrat
struct xattrat_args
{
  uint64_t value;
  uint32_t size;
  uint32_t flags;
};

static ssize_t
xattrat (int dirfd, char const *name, int at_flags, void *buf, size_t size)
{
  struct xattrat_args args = { (uintptr_t) buf, size, 0 };
  return syscall (__NR_getxattrat, dirfd, name, at_flags,
                  "security.selinux", &args, sizeof args);
}
#endif

/* Room for the labels most files have, read without a heap buffer.  */
enum { SMALL_CON = 256 };

/* Like lgetfilecon_raw or getfilecon_raw (FLAGS says which) on DIRFD +
   NAME, reading as libselinux 3.4 does: a 255-byte buffer first (SMALL,
   of SMALL_CON bytes), then the size the kernel gives (in a buffer
   malloc'd for it); NUL-terminated; no bytes is ENOTSUP.  *CTX is SMALL
   or the malloc'd buffer.  -1 with errno ENOSYS when the kernel has no
   getxattrat.  */
static int
get_raw_at (int dirfd, char const *name, int flags, char *small, char **ctx)
{
#ifdef __NR_getxattrat
  int at_flags = flags & SECTX_NOFOLLOW ? AT_SYMLINK_NOFOLLOW : 0;
  size_t size = SMALL_CON - 1;
  char *buf = small;
  ssize_t r = xattrat (dirfd, name, at_flags, buf, size);
  if (r < 0 && errno == ERANGE)
    {
      r = xattrat (dirfd, name, at_flags, NULL, 0);
      if (0 <= r)
        {
          size = r;
          buf = calloc (1, size + 1);
          if (! buf)
            r = -1;
          else
            r = xattrat (dirfd, name, at_flags, buf, size);
        }
    }
  if (r == 0)
    {
      errno = ENOTSUP;
      r = -1;
    }
  if (r < 0)
    {
      int err = errno;
      if (buf != small)
        free (buf);
      errno = err;
      return -1;
    }
  if (buf == small)
    small[r] = '\0';
  *ctx = buf;
  return r;
#else
  errno = ENOSYS;
  return -1;
#endif
}

/* sectx_file_get on DIRFD + NAME through getxattrat; -1 with errno
   ENOSYS (and nothing else done) if the kernel lacks it.  */
static int
get_direct (int dirfd, char const *name, int flags, char **ctx)
{
  char small[SMALL_CON];
  char *raw = NULL;
  int r = get_raw_at (dirfd, name, flags, small, &raw);
  if (r < 0)
    {
      /* Seccomp filters may say EPERM for a call they do not know.  */
      if (have_xattrat < 0)
        {
          have_xattrat = ! (errno == ENOSYS || errno == EPERM);
          if (! have_xattrat)
            errno = ENOSYS;
        }
      return finish_get (-1, NULL, flags, ctx);
    }
  have_xattrat = 1;
  char *got = raw;
  if (! (flags & SECTX_RAW))
    {
      got = NULL;
      /* As getfilecon does: the translation's result, or its failure.  */
      r = selinux_raw_to_trans_context (raw, &got);
      if (0 <= r)
        r = got ? (int) strlen (got) + 1 : 0;
    }
  else if (raw == small)
    {
      /* The value's bytes (a NUL among them too) and the NUL after.  */
      got = malloc (r + 1);
      if (! got)
        r = -1;
      else
        memcpy (got, small, r + 1);
    }
  if (raw != small && raw != got)
    free (raw);
  return finish_get (r, got, flags, ctx);
}

bool
sectx_file_at_direct (void)
{
  if (have_xattrat < 0)
    {
      char *c;
      if (get_direct (AT_FDCWD, "/", SECTX_RAW, &c) == 0)
        freecon (c);
    }
  return have_xattrat;
}

/* The *at calls name the file through /proc/self/fd/DIRFD/NAME when
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
  if (get && have_xattrat != 0)
    {
      int r = get_direct (dirfd, name, flags, ctx);
      if (! (r < 0 && have_xattrat == 0))
        return r;
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
