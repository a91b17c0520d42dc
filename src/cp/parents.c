/* cp --parents: the directories between the target directory and a
   copy, made as GNU coreutils 9.1's cp makes them.  When the copy's
   parent is missing, each directory on the way is made from its
   source's mode, kept open to us (u+rwx) while the copy runs, and given
   afterwards what is preserved: times, owner, mode and ACLs, but no
   other xattr.  With -p (owner, mode or times kept) the directories
   that were already there get the same; when the parent exists,
   nothing is touched.  */

#include <config.h>

#include <sys/stat.h>

#include "system.h"
#include "copy.h"
#include "acl.h"
#include "intprops.h"
#include "same-inode.h"
#include "dirname.h"
#include "ignore-value.h"
#include "stat-time.h"
#include "utimens.h"
#include "xalloc.h"

struct parent_dir
{
  struct parent_dir *next;
  char *src, *dst;
  struct stat sb;               /* the source's; the mode to restore */
  bool restore_mode;            /* mode not kept, but to be fixed */
  int fd;                       /* DST, O_PATH: its attributes go there */
  bool link;                    /* DST was there, a symlink to it: GNU's
                                   lchown changes the symlink */
};

/* The name under which the calls that follow a symlink reach the
   directory FD holds: "/proc/self/fd/FD" in BUF, or without /proc,
   NAME.  */
enum { PROC_MAX = sizeof "/proc/self/fd/" + INT_STRLEN_BOUND (int) };
static char const *
at_fd (char *buf, int fd, char const *name)
{
  if (fd < 0 || access ("/proc/self/fd", X_OK) != 0)
    return name;
  snprintf (buf, PROC_MAX, "/proc/self/fd/%d", fd);
  return buf;
}

/* Open NAME in AT as a directory: O_PATH, following a symlink only
   when FOLLOW (one that was there before, as GNU's follows it).  The
   descriptor must be the directory *ST found, when ST is given.  -1
   with errno; ESTALE for another file.  */
static int
open_dir_at (int at, char const *name, bool follow, struct stat const *st)
{
  int fd = openat (at, name, O_PATH | O_DIRECTORY | O_CLOEXEC
                   | (follow ? 0 : O_NOFOLLOW));
  struct stat fst;
  if (fd >= 0 && (fstat (fd, &fst) != 0 || !S_ISDIR (fst.st_mode)
                  || (st && !SAME_INODE (fst, *st))))
    {
      close (fd);
      fd = -1;
      errno = ESTALE;
    }
  return fd;
}

/* A directory on the way was not the one examined or made.  */
static void
parent_replaced (char const *dst)
{
  error (0, 0, _("directory %s was replaced while being copied into"),
         quoteaf (dst));
}

/* Make the missing directory DST (NAME in AT) of the source directory
   SRC, whose entry is P, and hold it open in P->fd.  */
static bool
make_one (int at, char const *name, char const *dst, char const *src,
          struct parent_dir *p, struct cp_options const *x)
{
  mode_t smode = p->sb.st_mode;
  if (!context_before_create (src, dst, smode, x))
    return false;
  /* Until the owner is set, group and others get nothing a new owner
     would not give them.  */
  mode_t omitted = smode & (x->preserve_ownership ? S_IRWXG | S_IRWXO
                            : x->preserve_mode ? S_IWGRP | S_IWOTH : 0);
  mode_t mk = (x->explicit_no_preserve_mode ? S_IRWXUGO : smode)
              & 07777 & ~omitted;
  /* A name too long for mkdir fails, as GNU's by path.  */
  if ((PATH_MAX <= strlen (dst) ? (errno = ENAMETOOLONG, -1)
       : mkdirat (at, name, mk)) != 0)
    {
      error (0, errno, _("cannot make directory %s"), quoteaf (dst));
      return false;
    }
  if (x->verbose)
    printf ("%s -> %s\n", src, dst);
  /* The one made, not a symlink put in its place.  */
  struct stat st;
  p->fd = open_dir_at (at, name, false, NULL);
  if (p->fd < 0 || fstat (p->fd, &st) != 0)
    {
      if (errno == ELOOP || errno == ENOTDIR || errno == ESTALE
          || errno == ENOENT)
        parent_replaced (dst);
      else
        error (0, errno, _("failed to get attributes of %s"), quoteaf (dst));
      return false;
    }
  if (!x->preserve_mode)
    {
      if (omitted & ~st.st_mode)
        omitted &= ~cached_umask ();
      if ((omitted & ~st.st_mode) || (st.st_mode & S_IRWXU) != S_IRWXU)
        {
          p->sb.st_mode = st.st_mode | omitted;
          p->restore_mode = true;
        }
    }
  char buf[PROC_MAX];
  if ((st.st_mode | S_IRWXU) != st.st_mode
      && chmod (at_fd (buf, p->fd, dst), st.st_mode | S_IRWXU) != 0)
    {
      error (0, errno, _("setting permissions for %s"), quoteaf (dst));
      return false;
    }
  return true;
}

/* One directory on the way: DST (NAME in AT), a copy of SRC.  *NEXT
   gets it open (O_PATH), for the next one: checked to be the
   directory examined, or the one made.  */
static bool
one_parent (int at, char const *name, char const *dst, char const *src,
            struct parent_dir **list, struct cp_options const *x,
            int *next)
{
  *next = -1;
  struct stat st;
  bool missing = PATH_MAX <= strlen (dst) || fstatat (at, name, &st, 0) != 0;
  if (!missing && !S_ISDIR (st.st_mode))
    {
      error (0, 0, _("%s exists but is not a directory"), quoteaf (dst));
      return false;
    }
  int fd = -1;
  if (!missing && (fd = open_dir_at (at, name, true, &st)) < 0)
    {
      parent_replaced (dst);
      return false;
    }
  /* An existing one takes the source's context (or, with -Z, its
     default) as GNU's does.  */
  if (!missing && (x->preserve_context || x->fc)
      && !(context_before_create (src, dst, st.st_mode, x)
           && context_after_open (dst, fd, x)))
    {
      close (fd);
      return false;
    }
  if (!(missing || x->preserve_ownership || x->preserve_mode
        || x->preserve_timestamps))
    {
      *next = fd;
      return true;
    }
  struct stat ssb;
  int e = stat (src, &ssb) != 0 ? errno : S_ISDIR (ssb.st_mode) ? 0 : ENOTDIR;
  if (e)
    {
      error (0, e, _("failed to get attributes of %s"), quoteaf (src));
      if (fd >= 0)
        close (fd);
      return false;
    }
  struct stat lst;
  bool link = !missing && x->preserve_ownership
              && fstatat (at, name, &lst, AT_SYMLINK_NOFOLLOW) == 0
              && S_ISLNK (lst.st_mode);
  struct parent_dir *p = xmalloc (sizeof *p);
  *p = (struct parent_dir) { *list, xstrdup (src), xstrdup (dst), ssb,
                             false, fd, link };
  *list = p;
  if (missing && !make_one (at, name, dst, src, p, x))
    return false;
  /* The list keeps its own.  */
  *next = fcntl (p->fd, F_DUPFD_CLOEXEC, 0);
  if (*next < 0)
    {
      error (0, errno, _("cannot access %s"), quoteaf (dst));
      return false;
    }
  return true;
}

/* Make the missing directories of DST below its first OFF bytes (the
   target directory), as copies of those of SRC, which DST ends with
   (SRC's leading slashes aside).  *LIST gets what is to be protected
   once the copy is done.  */
bool
make_parents (char const *dst, size_t off, char const *src,
              struct parent_dir **list, struct cp_options const *x,
              int *dirfd)
{
  *list = NULL;
  *dirfd = -1;
  if (dir_len (dst) <= off)
    return true;
  char *d = dir_name (dst);
  struct stat st;
  int r = stat (d, &st);
  bool ok = r != 0 || S_ISDIR (st.st_mode);
  if (!ok)
    error (0, 0, _("%s exists but is not a directory"), quoteaf (d));
  else if (r == 0 && (*dirfd = open_dir_at (AT_FDCWD, d, true, &st)) < 0)
    {
      parent_replaced (d);
      ok = false;
    }
  free (d);
  if (r == 0)
    return ok;

  size_t lead = 0;
  while (src[lead] == '/')
    lead++;
  d = xstrdup (dst);
  char *s = xstrdup (src);
  char *p = d + off;
  while (*p == '/')
    p++;
  /* The target directory, as named; below it, each directory is
     reached from the one before.  */
  char c = *p;
  *p = '\0';
  int at = open_dir_at (AT_FDCWD, *d ? d : ".", true, NULL);
  if (at < 0)
    {
      error (0, errno, _("cannot access %s"), quoteaf (*d ? d : "."));
      ok = false;
    }
  *p = c;
  /* The same name in both: S's index is D's less BASE.  */
  size_t base = (p - d) - lead;
  char *name = p;
  while (ok && (p = strchr (p, '/')))
    {
      size_t i = p - d;
      *p = s[i - base] = '\0';
      int next;
      ok = one_parent (at, name, d, s, list, x, &next);
      close (at);
      at = next;
      *p = s[i - base] = '/';
      while (*++p == '/')
        ;
      name = p;
    }
  if (ok)
    *dirfd = at;
  else if (at >= 0)
    close (at);
  free (s);
  free (d);
  return ok;
}

/* Give the directories of LIST what is preserved, innermost first, and
   free LIST.  Only when the copy was tried: GNU's leaves them open
   after a failure to make them.  */
static bool
protect_one (struct parent_dir const *p, struct cp_options const *x)
{
  char buf[PROC_MAX];
  char const *dst = at_fd (buf, p->fd, p->dst);
  if (x->preserve_timestamps)
    {
      struct timespec ts[2] = { get_stat_atime (&p->sb),
                                get_stat_mtime (&p->sb) };
      if (utimens (dst, ts) != 0)
        {
          error (0, errno, _("failed to preserve times for %s"),
                 quoteaf (p->dst));
          return false;
        }
    }
  /* Through the directory held, but a symlink that was there is
     changed itself, as GNU's does.  */
  int (*own) (char const *, uid_t, gid_t) = p->link ? lchown : chown;
  char const *owned = p->link ? p->dst : dst;
  if (x->preserve_ownership
      && own (owned, p->sb.st_uid, p->sb.st_gid) != 0)
    {
      if (! ((errno == EPERM || errno == EINVAL) && !x->root))
        {
          error (0, errno, _("failed to preserve ownership for %s"),
                 quoteaf (p->dst));
          return false;
        }
      ignore_value (own (owned, -1, p->sb.st_gid));
    }
  if (x->preserve_mode)
    {
      int r = qcopy_acl (p->src, -1, dst, -1, p->sb.st_mode);
      if (r == -2)
        error (0, errno, "%s", quotef (p->src));
      else if (r != 0)
        error (0, errno, _("preserving permissions for %s"), quote (p->dst));
      return r == 0;
    }
  if (p->restore_mode && chmod (dst, p->sb.st_mode) != 0)
    {
      error (0, errno, _("failed to preserve permissions for %s"),
             quoteaf (p->dst));
      return false;
    }
  return true;
}

bool
protect_parents (struct parent_dir *list, bool copied,
                 struct cp_options const *x)
{
  bool ok = true;
  while (list)
    {
      struct parent_dir *p = list;
      if (copied && ok)
        ok = protect_one (p, x);
      list = p->next;
      if (p->fd >= 0)
        close (p->fd);
      free (p->src);
      free (p->dst);
      free (p);
    }
  return ok;
}
