/* What travels with the data: ownership, mode and ACLs, timestamps,
   extended attributes (libattr, honouring /etc/xattr.conf) and SELinux
   contexts, with GNU coreutils 9.1's rules for which failures are
   reported and which are fatal.  */

#include <config.h>

#include <fcntl.h>
#include <stdarg.h>
#include <attr/libattr.h>
#include <attr/error_context.h>
#include <selinux/selinux.h>

#include "system.h"
#include "copy.h"
#include "sectx.h"
#include "acl.h"
#include "stat-time.h"
#include "ignore-value.h"
#include "utimens.h"

/* The umask, read once and only when a mode needs it.  */
mode_t
cached_umask (void)
{
  static mode_t mask = (mode_t) -1;
  if (mask == (mode_t) -1)
    {
      mask = umask (0);
      umask (mask);
    }
  return mask;
}

/* The paths the system calls take: see struct attr_target.  */
static char const *
src_l (struct attr_target const *t)
{
  return t->src_at ? t->src_at : t->src;
}

static char const *
dst_l (struct attr_target const *t)
{
  return t->dst_at ? t->dst_at : t->dst;
}

static char const *
src_f (struct attr_target const *t)
{
  return t->src_inode ? t->src_inode : t->src;
}

static char const *
dst_f (struct attr_target const *t)
{
  return t->dst_inode ? t->dst_inode : t->dst;
}

/* Failures that mean "nothing to copy" rather than "copy failed".  */
static bool
errno_unsupported (int e)
{
  return e == ENOTSUP || e == ENODATA;
}

/* ---- Extended attributes ---- */

static void
xattr_error_all (struct error_context *ctx, char const *fmt, ...)
{
  int err = errno;
  va_list ap;
  va_start (ap, fmt);
  char *msg;
  if (vasprintf (&msg, fmt, ap) < 0)
    msg = NULL;
  va_end (ap);
  error (0, err, "%s", msg ? msg : fmt);
  free (msg);
  errno = err;
}

static void
xattr_error_some (struct error_context *ctx, char const *fmt, ...)
{
  int err = errno;
  if (errno_unsupported (err))
    return;
  va_list ap;
  va_start (ap, fmt);
  char *msg;
  if (vasprintf (&msg, fmt, ap) < 0)
    msg = NULL;
  va_end (ap);
  error (0, err, "%s", msg ? msg : fmt);
  free (msg);
  errno = err;
}

/* libattr's context, and the names its messages are to give for the
   paths it was handed (/proc/self/fd/... for the walk's files).  */
struct named_context
{
  struct error_context ctx;
  struct attr_target const *t;
};

static char const *
xattr_quote (struct error_context *ctx, char const *s)
{
  struct attr_target const *t = ((struct named_context *) ctx)->t;
  if (t->src_at && STREQ (s, t->src_at))
    s = t->src;
  else if (t->dst_at && STREQ (s, t->dst_at))
    s = t->dst;
  return quoteaf (s);
}

static void
xattr_quote_free (struct error_context *ctx, char const *s)
{
}

/* libattr's verdict on NAME (/etc/xattr.conf), remembered: it depends
   on the name alone, and finding it runs fnmatch over every pattern of
   the file in wide characters, which cost more than all the rest of a
   small file's copy in user space.  A tree has few distinct names.  */
static int
cached_check (char const *name, struct error_context *ctx)
{
  enum { CACHE_SIZE = 16 };
  static struct { char *name; int verdict; } cache[CACHE_SIZE];
  static int used;
  for (int i = 0; i < used; i++)
    if (STREQ (cache[i].name, name))
      return cache[i].verdict;
  int verdict = attr_copy_check_permissions (name, ctx);
  if (used < CACHE_SIZE)
    {
      char *copy = strdup (name);
      if (copy)
        {
          cache[used].name = copy;
          cache[used++].verdict = verdict;
        }
    }
  return verdict;
}

/* When contexts are handled on their own, security.selinux is left out
   of the plain xattr copy.  */
static int
skip_selinux_check (char const *name, struct error_context *ctx)
{
  if (STREQ (name, "security.selinux"))
    return 0;
  return cached_check (name, ctx);
}

bool
copy_xattrs (struct attr_target const *t, struct cp_options const *x)
{
  bool all = !x->data_copy_required || x->require_preserve_xattr;
  bool some = !all && !x->reduce_diagnostics;
  struct named_context nctx = {
    .ctx = {
      .error = all ? xattr_error_all : some ? xattr_error_some : NULL,
      .quote = xattr_quote,
      .quote_free = xattr_quote_free,
    },
    .t = t,
  };
  struct error_context *ctx = &nctx.ctx;
  int (*check) (char const *, struct error_context *)
    = x->preserve_context || x->set_context ? skip_selinux_check
      : cached_check;
  int r;
  if (t->src_fd >= 0 && t->dst_fd >= 0)
    r = attr_copy_fd (t->src, t->src_fd, t->dst, t->dst_fd, check, ctx);
  else
    r = attr_copy_file (src_l (t), dst_l (t), check, ctx);
  return r == 0;
}

/* ---- Ownership ---- */

/* Is a chown failure one that a user without privileges expects?  */
static bool
chown_failure_ok (struct cp_options const *x)
{
  return (errno == EPERM || errno == EINVAL) && !x->root;
}

/* Give the destination the source's owner and group.  True when done;
   when it was refused quietly, *DROP tells to drop set-id bits.  */
static bool
owner_apply (struct attr_target const *t, struct cp_options const *x,
             bool *drop)
{
  uid_t uid = t->sb->st_uid;
  gid_t gid = t->sb->st_gid;
  /* Writing the data changes neither owner nor group: the status
     taken before it serves.  */
  struct stat dsb;
  int sr = t->dsb ? (dsb = *t->dsb, 0)
           : t->dst_fd >= 0 ? fstat (t->dst_fd, &dsb)
           : t->dst_inode ? stat (t->dst_inode, &dsb)
           : lstat (dst_l (t), &dsb);
  if (sr == 0 && dsb.st_uid == uid && dsb.st_gid == gid)
    return true;                /* nothing to change */
  int r = t->dst_fd >= 0 ? fchown (t->dst_fd, uid, gid)
          : t->dst_inode ? chown (t->dst_inode, uid, gid)
          : lchown (dst_l (t), uid, gid);
  if (r == 0)
    return true;
  if (chown_failure_ok (x))
    {
      /* At least the group, when we belong to it.  */
      if (t->dst_fd >= 0)
        ignore_value (fchown (t->dst_fd, -1, gid));
      else if (t->dst_inode)
        ignore_value (chown (t->dst_inode, -1, gid));
      else
        ignore_value (lchown (dst_l (t), -1, gid));
      *drop = true;
      return true;
    }
  error (0, errno, _("failed to preserve ownership for %s"), quoteaf (t->dst));
  return false;
}

bool
set_owner (struct attr_target const *t, struct cp_options const *x)
{
  bool drop = false;
  return owner_apply (t, x, &drop);
}

/* ---- Mode, timestamps, the whole set ---- */

static bool
apply_times (struct attr_target const *t, struct cp_options const *x)
{
  struct timespec ts[2] = { get_stat_atime (t->sb), get_stat_mtime (t->sb) };
  int r;
  if (t->is_link)
    r = lutimens (dst_l (t), ts);
  else if (t->dst_fd >= 0)
    r = fdutimens (t->dst_fd, t->dst, ts);
  else
    r = utimens (dst_f (t), ts);
  if (r == 0)
    return true;
  error (0, errno, _("preserving times for %s"), quoteaf (t->dst));
  return false;
}

static bool
apply_mode (struct attr_target const *t, struct cp_options const *x,
            mode_t mode)
{
  int r = qcopy_acl (src_f (t), t->src_fd, dst_f (t), t->dst_fd, mode);
  if (r == 0)
    return true;
  if (r == -2)
    error (0, errno, "%s", quotef (t->src));
  else
    error (0, errno, _("preserving permissions for %s"), quote (t->dst));
  return false;
}

bool
copy_attributes (struct attr_target const *t, struct cp_options const *x)
{
  bool ok = true;
  mode_t mode = t->sb->st_mode;

  /* A required time or owner that failed stops here, as GNU's does: the
     file keeps the restrictive mode it was created with.  */
  if (x->preserve_timestamps && !apply_times (t, x) && x->require_preserve)
    return false;

  if (x->preserve_ownership)
    {
      bool drop = false;
      if (!owner_apply (t, x, &drop) && x->require_preserve)
        return false;
      if (drop)
        mode &= ~(S_ISUID | S_ISGID | S_ISVTX);
    }

  if (x->preserve_xattr && !copy_xattrs (t, x) && x->require_preserve_xattr)
    {
      /* GNU goes on to the mode of a regular file only: anything else
         (a directory made 0700-masked) keeps its creation mode.  */
      if (t->dst_fd < 0 || t->is_dir)
        return false;
      ok = false;
    }

  if (t->is_link)
    return ok;

  if (x->preserve_mode || x->move_mode)
    {
      if (!apply_mode (t, x, mode) && x->require_preserve)
        ok = false;
    }
  else if (x->set_mode)
    {
      if (qset_acl (t->dst, t->dst_fd, x->mode) != 0)
        {
          error (0, errno, _("setting permissions for %s"), quote (t->dst));
          ok = false;
        }
    }
  else if (x->explicit_no_preserve_mode && t->dst_new)
    {
      /* The mode alone: an ACL the new file inherited goes, as GNU's.  */
      mode_t m = (S_ISDIR (mode) || S_ISSOCK (mode) ? 0777 : 0666)
                 & ~cached_umask ();
      if (qset_acl (dst_f (t), t->dst_fd, m) != 0)
        {
          error (0, errno, _("setting permissions for %s"), quote (t->dst));
          ok = false;
        }
    }
  else if (t->dst_new
           && ((t->omitted & ~cached_umask () & t->sb->st_mode) || t->extra))
    {
      mode_t want = t->sb->st_mode & 0777 & ~cached_umask ();
      int r = t->dst_fd >= 0 ? fchmod (t->dst_fd, want)
              : chmod (dst_f (t), want);
      if (r != 0)
        {
          error (0, errno, _("preserving permissions for %s"),
                 quoteaf (t->dst));
          if (x->require_preserve)
            ok = false;
        }
    }
  return ok;
}

/* ---- SELinux contexts ----
   With SELinux enabled, a new object is created with its context (the
   process's fscreate context) so it never exists with another label; an
   existing destination is relabelled once it is open.  */

bool
context_check_options (struct cp_options *x, char const *ctx)
{
  if (ctx && sectx_fscreate_set (ctx) != 0)
    {
      error (0, errno, _("failed to set default file creation context to %s"),
             quote (ctx));
      return false;
    }
  return true;
}

bool
context_before_create (char const *src, char const *dst, mode_t mode,
                       struct cp_options const *x)
{
  return context_before_create_at (src, -1, NULL, dst, mode, x);
}

bool
context_before_create_at (char const *src, int src_fd, char const *src_at,
                          char const *dst, mode_t mode,
                          struct cp_options const *x)
{
  if (x->born_fc)
    label_born (dst, x);
  if (x->fc)
    {
      /* -Z failures are warnings only.  */
      label_default (dst, mode, x);
      return true;
    }
  if (!x->preserve_context)
    return true;
  char *con = NULL;
  int got = src_fd >= 0 ? fgetfilecon_raw (src_fd, &con)
            : lgetfilecon_raw (src_at ? src_at : src, &con);
  if (got < 0 || (con && STREQ (con, "unlabeled")))
    {
      if (errno == 0 || (con && STREQ (con, "unlabeled")))
        errno = ENODATA;
      int e = errno;
      if (x->require_preserve_context
          || (!x->reduce_diagnostics && !errno_unsupported (e)))
        error (0, e, _("failed to get security context of %s"),
               quoteaf (src));
      return !x->require_preserve_context;
    }
  int r = sectx_fscreate_set_raw (con);
  int e = errno;
  if (r != 0 && (x->require_preserve_context
                 || (!x->reduce_diagnostics && !errno_unsupported (e))))
    error (0, e, _("failed to set default file creation context to %s"),
           quote (con));
  freecon (con);
  return r == 0 || !x->require_preserve_context;
}

/* Report a failure to label DST (errno E) as GNU does.  */
static void
label_failed (char const *dst, int e, struct cp_options const *x)
{
  bool all = !x->data_copy_required || x->require_preserve_context;
  bool some = !all && !x->reduce_diagnostics;
  if (all || (some && !errno_unsupported (e)))
    error (0, e, _("failed to set the security context of %s"),
           quoteaf (dst));
}

bool
context_after_open (char const *dst, int fd, struct cp_options const *x)
{
  if (x->fc)
    {
      /* Through FD when there is one: the name may have been swapped
         since it was opened.  */
      if (!(fd >= 0 ? label_restore_fd (dst, fd, x)
            : label_restore (dst, false, x)))
        label_failed (dst, errno, x);
      return true;
    }
  if (!x->preserve_context)
    return true;
  char *con;
  if (getfscreatecon_raw (&con) != 0 || !con)
    return !x->require_preserve_context;
  int r = fd >= 0 ? fsetfilecon_raw (fd, con) : lsetfilecon_raw (dst, con);
  int e = errno;
  freecon (con);
  if (r == 0)
    return true;
  label_failed (dst, e, x);
  return !x->require_preserve_context;
}

void
context_relabel_tree (char const *dst, struct cp_options const *x)
{
  if (x->fc && !label_restore (dst, true, x))
    label_failed (dst, errno, x);
}

void
context_reset (struct cp_options const *x)
{
  if (x->preserve_context && sectx_fscreate_set (NULL) != 0)
    error (EXIT_FAILURE, 0,
           _("failed to restore the default file creation context"));
}
