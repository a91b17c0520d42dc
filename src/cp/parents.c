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
};

/* Make the missing directory DST of the source directory SRC, whose
   entry is P.  */
static bool
make_one (char const *dst, char const *src, struct parent_dir *p,
          struct cp_options const *x)
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
  if (mkdir (dst, mk) != 0)
    {
      error (0, errno, _("cannot make directory %s"), quoteaf (dst));
      return false;
    }
  if (x->verbose)
    printf ("%s -> %s\n", src, dst);
  struct stat st;
  if (lstat (dst, &st) != 0)
    {
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
  if ((st.st_mode | S_IRWXU) != st.st_mode
      && chmod (dst, st.st_mode | S_IRWXU) != 0)
    {
      error (0, errno, _("setting permissions for %s"), quoteaf (dst));
      return false;
    }
  return true;
}

/* One directory on the way: DST, a copy of SRC.  */
static bool
one_parent (char const *dst, char const *src, struct parent_dir **list,
            struct cp_options const *x)
{
  struct stat st;
  bool missing = stat (dst, &st) != 0;
  if (!missing && !S_ISDIR (st.st_mode))
    {
      error (0, 0, _("%s exists but is not a directory"), quoteaf (dst));
      return false;
    }
  /* An existing one takes the source's context (or, with -Z, its
     default) as GNU's does.  */
  if (!missing && (x->preserve_context || x->fc)
      && !(context_before_create (src, dst, st.st_mode, x)
           && context_after_open (dst, -1, x)))
    return false;
  if (!(missing || x->preserve_ownership || x->preserve_mode
        || x->preserve_timestamps))
    return true;
  struct stat ssb;
  int e = stat (src, &ssb) != 0 ? errno : S_ISDIR (ssb.st_mode) ? 0 : ENOTDIR;
  if (e)
    {
      error (0, e, _("failed to get attributes of %s"), quoteaf (src));
      return false;
    }
  struct parent_dir *p = xmalloc (sizeof *p);
  *p = (struct parent_dir) { *list, xstrdup (src), xstrdup (dst), ssb,
                             false };
  *list = p;
  return !missing || make_one (dst, src, p, x);
}

/* Make the missing directories of DST below its first OFF bytes (the
   target directory), as copies of those of SRC, which DST ends with
   (SRC's leading slashes aside).  *LIST gets what is to be protected
   once the copy is done.  */
bool
make_parents (char const *dst, size_t off, char const *src,
              struct parent_dir **list, struct cp_options const *x)
{
  *list = NULL;
  if (dir_len (dst) <= off)
    return true;
  char *d = dir_name (dst);
  struct stat st;
  int r = stat (d, &st);
  bool ok = r != 0 || S_ISDIR (st.st_mode);
  if (!ok)
    error (0, 0, _("%s exists but is not a directory"), quoteaf (d));
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
  /* The same name in both: S's index is D's less BASE.  */
  size_t base = (p - d) - lead;
  while (ok && (p = strchr (p, '/')))
    {
      size_t i = p - d;
      *p = s[i - base] = '\0';
      ok = one_parent (d, s, list, x);
      *p = s[i - base] = '/';
      while (*++p == '/')
        ;
    }
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
  if (x->preserve_timestamps)
    {
      struct timespec ts[2] = { get_stat_atime (&p->sb),
                                get_stat_mtime (&p->sb) };
      if (utimens (p->dst, ts) != 0)
        {
          error (0, errno, _("failed to preserve times for %s"),
                 quoteaf (p->dst));
          return false;
        }
    }
  if (x->preserve_ownership
      && lchown (p->dst, p->sb.st_uid, p->sb.st_gid) != 0)
    {
      if (! ((errno == EPERM || errno == EINVAL) && !x->root))
        {
          error (0, errno, _("failed to preserve ownership for %s"),
                 quoteaf (p->dst));
          return false;
        }
      ignore_value (lchown (p->dst, -1, p->sb.st_gid));
    }
  if (x->preserve_mode)
    {
      int r = qcopy_acl (p->src, -1, p->dst, -1, p->sb.st_mode);
      if (r == -2)
        error (0, errno, "%s", quotef (p->src));
      else if (r != 0)
        error (0, errno, _("preserving permissions for %s"), quote (p->dst));
      return r == 0;
    }
  if (p->restore_mode && chmod (p->dst, p->sb.st_mode) != 0)
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
      free (p->src);
      free (p->dst);
      free (p);
    }
  return ok;
}
