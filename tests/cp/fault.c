/* An LD_PRELOAD shim for the cp/mv fault tests: make chosen calls fail.
   FAULT_OP names the call (read, write, copy_file_range, open, fchown,
   fchmod, utimens, setxattr, rename, unlink, close), FAULT_ERRNO the
   errno (EIO, EPERM, ENOSPC, ...), FAULT_PATH a substring of the
   absolute name of the file the call is about (a relative name taken
   from the directory fd or the working directory it is relative to, so
   that a tool passing short names relative to a directory fd meets the
   same faults; for fds, /proc/self/fd/N's target), and
   FAULT_AFTER how many matching calls succeed first (default 0).  Both
   GNU's tools and ours run under it, so each meets the same fault.  */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

static int
errno_of (char const *s)
{
  static struct { char const *n; int e; } const t[] = {
    {"EIO", EIO}, {"EPERM", EPERM}, {"ENOSPC", ENOSPC}, {"EACCES", EACCES},
    {"ENOTSUP", ENOTSUP}, {"EROFS", EROFS}, {"EDQUOT", EDQUOT},
    {"ENOMEM", ENOMEM}, {"EXDEV", EXDEV}, {"EINVAL", EINVAL},
  };
  for (size_t i = 0; i < sizeof t / sizeof *t; i++)
    if (s && strcmp (s, t[i].n) == 0)
      return t[i].e;
  return EIO;
}

static int counter;

/* Should this call of OP on NAME fail?  */
static int
hit (char const *op, char const *name)
{
  char const *want = getenv ("FAULT_OP");
  if (!want || strcmp (want, op) != 0)
    return 0;
  char const *path = getenv ("FAULT_PATH");
  if (path && *path && (!name || !strstr (name, path)))
    return 0;
  char const *after = getenv ("FAULT_AFTER");
  if (counter++ < (after ? atoi (after) : 0))
    return 0;
  errno = errno_of (getenv ("FAULT_ERRNO"));
  return 1;
}

/* hit, for NAME relative to DIRFD.  */
static int
hit_at (char const *op, int dirfd, char const *name)
{
  char base[4096], full[8192];
  if (!name || name[0] == '/')
    return hit (op, name);
  if (dirfd == AT_FDCWD)
    {
      if (!getcwd (base, sizeof base))
        return hit (op, name);
    }
  else
    {
      char link[64];
      snprintf (link, sizeof link, "/proc/self/fd/%d", dirfd);
      ssize_t n = readlink (link, base, sizeof base - 1);
      if (n < 0)
        return hit (op, name);
      base[n] = '\0';
    }
  snprintf (full, sizeof full, "%s/%s", base, name);
  return hit (op, full);
}

static int
hit_fd (char const *op, int fd)
{
  char link[64], name[4096];
  if (!getenv ("FAULT_OP") || strcmp (getenv ("FAULT_OP"), op) != 0)
    return 0;
  snprintf (link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t n = readlink (link, name, sizeof name - 1);
  if (n < 0)
    return 0;
  name[n] = '\0';
  return hit (op, name);
}

#define NEXT(f) static __typeof__ (f) *next; if (!next) next = dlsym (RTLD_NEXT, #f)

ssize_t
read (int fd, void *buf, size_t n)
{
  NEXT (read);
  if (hit_fd ("read", fd))
    return -1;
  return next (fd, buf, n);
}

ssize_t
write (int fd, void const *buf, size_t n)
{
  NEXT (write);
  if (fd > 2 && hit_fd ("write", fd))
    return -1;
  return next (fd, buf, n);
}

ssize_t
copy_file_range (int in, off64_t *inoff, int out, off64_t *outoff,
                 size_t n, unsigned int flags)
{
  NEXT (copy_file_range);
  if (hit_fd ("copy_file_range", out) || hit_fd ("copy_file_range", in))
    return -1;
  return next (in, inoff, out, outoff, n, flags);
}

static int
open_common (int dirfd, char const *name, int flags, mode_t mode)
{
  NEXT (openat);
  /* An O_PATH open only finds a file (GNU's probe of its target
     directory operand); it reads and writes nothing, so it neither
     fails nor counts.  */
  if (!(flags & O_PATH) && hit_at ("open", dirfd, name))
    return -1;
  return next (dirfd, name, flags, mode);
}

int
open (char const *name, int flags, ...)
{
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE))
    {
      va_list ap;
      va_start (ap, flags);
      mode = va_arg (ap, mode_t);
      va_end (ap);
    }
  return open_common (AT_FDCWD, name, flags, mode);
}

int open64 (char const *, int, ...) __attribute__ ((alias ("open")));

int
openat (int dirfd, char const *name, int flags, ...)
{
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE))
    {
      va_list ap;
      va_start (ap, flags);
      mode = va_arg (ap, mode_t);
      va_end (ap);
    }
  return open_common (dirfd, name, flags, mode);
}

int openat64 (int, char const *, int, ...) __attribute__ ((alias ("openat")));

int
fchown (int fd, uid_t u, gid_t g)
{
  NEXT (fchown);
  if (hit_fd ("fchown", fd))
    return -1;
  return next (fd, u, g);
}

int
fchmod (int fd, mode_t m)
{
  NEXT (fchmod);
  if (hit_fd ("fchmod", fd))
    return -1;
  return next (fd, m);
}

int
futimens (int fd, struct timespec const t[2])
{
  NEXT (futimens);
  if (hit_fd ("utimens", fd))
    return -1;
  return next (fd, t);
}

int
utimensat (int dirfd, char const *name, struct timespec const t[2], int fl)
{
  NEXT (utimensat);
  if (name ? hit_at ("utimens", dirfd, name) : hit_fd ("utimens", dirfd))
    return -1;
  return next (dirfd, name, t, fl);
}

int
fsetxattr (int fd, char const *n, void const *v, size_t s, int f)
{
  NEXT (fsetxattr);
  if (hit_fd ("setxattr", fd))
    return -1;
  return next (fd, n, v, s, f);
}

int
lsetxattr (char const *p, char const *n, void const *v, size_t s, int f)
{
  NEXT (lsetxattr);
  if (hit_at ("setxattr", AT_FDCWD, p))
    return -1;
  return next (p, n, v, s, f);
}

int
setxattr (char const *p, char const *n, void const *v, size_t s, int f)
{
  NEXT (setxattr);
  if (hit_at ("setxattr", AT_FDCWD, p))
    return -1;
  return next (p, n, v, s, f);
}

int
close (int fd)
{
  NEXT (close);
  int r = next (fd);
  if (r == 0 && fd > 2 && getenv ("FAULT_OP")
      && strcmp (getenv ("FAULT_OP"), "close") == 0 && hit ("close", NULL))
    return -1;
  return r;
}

int
unlink (char const *p)
{
  NEXT (unlink);
  if (hit_at ("unlink", AT_FDCWD, p))
    return -1;
  return next (p);
}

int
unlinkat (int d, char const *p, int f)
{
  NEXT (unlinkat);
  if (hit_at ("unlink", d, p))
    return -1;
  return next (d, p, f);
}

int
rmdir (char const *p)
{
  NEXT (rmdir);
  if (hit_at ("unlink", AT_FDCWD, p))
    return -1;
  return next (p);
}

int
renameat2 (int od, char const *o, int nd, char const *n, unsigned int f)
{
  NEXT (renameat2);
  if (hit_at ("rename", od, o))
    return -1;
  return next (od, o, nd, n, f);
}

int
rename (char const *o, char const *n)
{
  NEXT (rename);
  if (hit_at ("rename", AT_FDCWD, o))
    return -1;
  return next (o, n);
}
