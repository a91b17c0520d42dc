/* install: one file, as GNU coreutils 9.1's install does it.  -C first
   compares and may leave the destination alone; then the engine copies
   (the old file removed first, the new one made u+rw, or with the
   default context); strip runs on the copy; the times, the owner and
   group, then the mode are set; last, with SELinux on, the context
   file_contexts gives the name, whole (user and range included).  */

#include <config.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <selinux/selinux.h>

#include "system.h"
#include "install.h"
#include "dirname.h"
#include "full-read.h"
#include "intprops.h"
#include "sectx.h"
#include "stat-time.h"

struct sectx_fc *
install_labels (struct install *i, bool warn)
{
  static bool tried, warned;
  if (!tried)
    {
      tried = true;
      if (sectx_fc_open (NULL, &i->fc) != 0)
        {
          i->fc = NULL;
          i->fc_errno = errno;
        }
    }
  if (!i->fc && warn && !warned)
    {
      warned = true;
      error (0, i->fc_errno, _("warning: security labeling handle failed"));
    }
  return i->fc;
}

/* ---- -C: is the copy needed? ---- */

/* Mode bits beyond the permissions: set-id, sticky.  */
static bool
extra_mode (mode_t m)
{
  return (m & ~(S_IRWXU | S_IRWXG | S_IRWXO | S_IFMT)) != 0;
}

/* Do the open files A and B hold the same bytes?  */
static bool
same_content (int a, int b)
{
  enum { BLOCK = 4096 };
  static char abuf[BLOCK], bbuf[BLOCK];
  size_t n;
  while ((n = full_read (a, abuf, sizeof abuf)) > 0)
    if (full_read (b, bbuf, sizeof bbuf) != n || memcmp (abuf, bbuf, n) != 0)
      return false;
  return n == 0;
}

/* Do FROM's and TO's contexts differ (--preserve-context)?  Either
   unreadable counts as a difference.  */
static bool
contexts_differ (char const *from, char const *to)
{
  char *a = NULL, *b = NULL;
  bool differ = sectx_file_get (from, 0, &a) < 0
                || sectx_file_get (to, 0, &b) < 0 || !STREQ (a, b);
  free (a);
  free (b);
  return differ;
}

/* Would installing FROM change TO: another type, size, mode, owner,
   group, context or content?  Any doubt means yes.  */
static bool
need_copy (char const *from, char const *to, struct install const *i)
{
  struct stat s, d;
  if (extra_mode (i->mode) || lstat (from, &s) != 0 || lstat (to, &d) != 0)
    return true;
  if (!S_ISREG (s.st_mode) || !S_ISREG (d.st_mode)
      || extra_mode (s.st_mode) || extra_mode (d.st_mode)
      || s.st_size != d.st_size || (d.st_mode & 07777) != i->mode)
    return true;
  /* The owner and group asked for, or the real ones.  */
  if (d.st_uid != (i->owner != (uid_t) -1 ? i->owner : getuid ())
      || d.st_gid != (i->group != (gid_t) -1 ? i->group : getgid ()))
    return true;
  if (i->selinux && i->x.preserve_context && contexts_differ (from, to))
    return true;
  int a = open (from, O_RDONLY | O_CLOEXEC);
  if (a < 0)
    return true;
  int b = open (to, O_RDONLY | O_CLOEXEC);
  if (b < 0)
    {
      close (a);
      return true;
    }
  bool same = same_content (a, b);
  close (a);
  close (b);
  return !same;
}

/* ---- after the copy ---- */

/* Run the strip program on NAME.  The child inherits what stdout has
   buffered and, failing to run it, writes it again as it exits: GNU's
   does too.  */
static bool
run_strip (char const *name, struct install const *i)
{
  int status;
  pid_t pid = fork ();
  if (pid < 0)
    {
      error (0, errno, _("fork system call failed"));
      return false;
    }
  if (pid == 0)
    {
      execlp (i->strip_program, i->strip_program, name, (char *) NULL);
      error (EXIT_FAILURE, errno, _("cannot run %s"),
             quoteaf (i->strip_program));
    }
  if (waitpid (pid, &status, 0) < 0)
    {
      error (0, errno, _("waiting for strip"));
      return false;
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    {
      error (0, 0, _("strip process terminated abnormally"));
      return false;
    }
  return true;
}

/* With SELinux on, give NAME the whole context file_contexts gives it
   (not only the type, as -Z does).  Warnings only.  AT reaches the file
   (following it: its held descriptor in /proc), or is NULL: NAME,
   without following a last symlink.  ST is its status when AT is
   given.  */
static void
default_context (char const *name, char const *at, struct stat const *sb,
                 struct install *i)
{
  struct stat st;
  if (!i->selinux || (at ? (st = *sb, false) : lstat (name, &st) != 0))
    return;
  int flags = SECTX_RAW | (at ? 0 : SECTX_NOFOLLOW);
  if (!at)
    at = name;
  struct sectx_fc *fc = install_labels (i, true);
  char const *ctx;
  if (!fc)
    return;
  if (sectx_fc_lookup (fc, name, st.st_mode, &ctx) != 0)
    {
      if (errno != ENOENT && errno != ENOTSUP && errno != ENODATA)
        error (0, errno, _("warning: %s: context lookup failed"),
               quotef (name));
      return;
    }
  /* Made with it (label_born, copy.c): nothing to change, and nothing
     to ask of a policy that may let a process create a file of a type
     but not relabel one.  */
  char *cur;
  if (sectx_file_get (at, flags, &cur) == 0)
    {
      bool same = STREQ (cur, ctx);
      free (cur);
      if (same)
        return;
    }
  if (sectx_file_set (at, flags, ctx) == 0 || errno == ENOTSUP)
    return;
  int e = errno;
  char *shown = NULL;
  if (selinux_raw_to_trans_context (ctx, &shown) != 0)
    shown = NULL;
  error (0, e, _("warning: %s: failed to change context to %s"),
         quotearg_n_style_colon (0, shell_escape_quoting_style, name),
         quote_n (1, shown ? shown : ctx));
  freecon (shown);
}

/* The copy NAME (NAME's last component in DIRFD, or NAME by its path
   when DIRFD is -1), held open: O_PATH, not following a symlink, as
   the copy is never one; its "/proc/self/fd/N" name in BUF to *AT.
   -1 when it cannot be opened so (no /proc, or gone): the calls then
   go by NAME, as GNU's.  -2 after a diagnostic: a symlink was put in
   its place since it was made.  */
enum { PROC_MAX = sizeof "/proc/self/fd/" + INT_STRLEN_BOUND (int) };
static int
hold_copy (char const *name, int dirfd, char *buf, char const **at,
           struct stat *st)
{
  *at = NULL;
  if (access ("/proc/self/fd", X_OK) != 0)
    return -1;
  int fd = openat (dirfd < 0 ? AT_FDCWD : dirfd,
                   dirfd < 0 ? name : last_component (name),
                   O_PATH | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0)
    return -1;
  if (fstat (fd, st) != 0)
    {
      close (fd);
      return -1;
    }
  if (S_ISLNK (st->st_mode))
    {
      error (0, 0, _("%s was replaced while being copied"), quoteaf (name));
      close (fd);
      return -2;
    }
  snprintf (buf, PROC_MAX, "/proc/self/fd/%d", fd);
  *at = buf;
  return fd;
}

/* Owner and group (when asked for) before the mode: a chown may clear
   set-id bits.  Through the copy held open (AT, FD, status *ST), so a
   name swapped since the copy cannot send them elsewhere; by NAME when
   FD is -1.  */
static bool
change_attributes (char const *name, int fd, char const *at,
                   struct stat const *st, struct install *i)
{
  bool ok = false;
  if ((i->owner != (uid_t) -1 || i->group != (gid_t) -1)
      && (fd >= 0 ? fchownat (fd, "", i->owner, i->group, AT_EMPTY_PATH)
          : fchownat (AT_FDCWD, name, i->owner, i->group,
                      AT_SYMLINK_NOFOLLOW)) != 0)
    error (0, errno, _("cannot change ownership of %s"), quoteaf (name));
  else if (fchmodat (AT_FDCWD, at ? at : name, i->mode, 0) != 0)
    error (0, errno, _("cannot change permissions of %s"), quoteaf (name));
  else
    ok = true;
  if (i->default_label)
    default_context (name, at, st, i);
  return ok;
}

bool
install_file_in_file (char const *from, char const *to, int dirfd,
                      struct install *i)
{
  struct cp_options const *x = &i->x;
  struct stat from_sb;
  if (x->preserve_timestamps && stat (from, &from_sb) != 0)
    {
      error (0, errno, _("cannot stat %s"), quoteaf (from));
      return false;
    }
  if (!i->compare || need_copy (from, to, i))
    {
      struct copy_result res;
      if (!copy_in (from, to, dirfd, 0, x, &res))
        return false;
    }
  if (i->strip && !run_strip (to, i))
    {
      if (unlink (to) != 0)
        error (EXIT_FAILURE, errno, _("cannot unlink %s"), quoteaf (to));
      return false;
    }
  char buf[PROC_MAX];
  char const *at;
  struct stat st;
  int fd = hold_copy (to, dirfd, buf, &at, &st);
  if (fd == -2)
    return false;
  bool ok = true;
  if (x->preserve_timestamps && (i->strip || !S_ISREG (from_sb.st_mode)))
    {
      struct timespec ts[2] = { get_stat_atime (&from_sb),
                                get_stat_mtime (&from_sb) };
      if (utimensat (AT_FDCWD, at ? at : to, ts, 0) != 0)
        {
          error (0, errno, _("cannot set timestamps for %s"), quoteaf (to));
          ok = false;
        }
    }
  ok = ok && change_attributes (to, fd, at, &st, i);
  if (fd >= 0)
    close (fd);
  return ok;
}
