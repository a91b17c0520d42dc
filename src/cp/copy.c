/* Traversal: one source onto one destination, as GNU coreutils 9.1's cp
   and mv do it, with their special cases (a file onto itself, a
   directory into itself, directories onto files), hard links kept,
   backups, prompts, and mv's rename with its copy-then-remove fallback.  */

#include <config.h>

#include <fcntl.h>
#include <stdarg.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "system.h"
#include "copy.h"
#include "areadlink.h"
#include "dirname.h"
#include "filemode.h"
#include "filenamecat.h"
#include "ignore-value.h"
#include "intprops.h"
#include "renameatu.h"
#include "same-inode.h"
#include <dirent.h>
#include "stat-time.h"
#include "utimecmp.h"
#include "xalloc.h"
#include "yesno.h"

/* ---- dev/ino tables ---- */

struct ino_entry
{
  dev_t dev;
  ino_t ino;
  char *name;                   /* first destination, for hard links */
  dev_t cdev;                   /* that copy's device and inode, to link */
  ino_t cino;                   /* to it checked; 0: unknown */
};

static size_t
ino_hash (void const *p, size_t n)
{
  struct ino_entry const *e = p;
  return (e->ino ^ (e->dev * 31)) % n;
}

static bool
ino_eq (void const *a, void const *b)
{
  struct ino_entry const *x = a, *y = b;
  return x->ino == y->ino && x->dev == y->dev;
}

static void
ino_free (void *p)
{
  struct ino_entry *e = p;
  free (e->name);
  free (e);
}

/* The command-line sources: the same name and file twice.  */
static bool
arg_eq (void const *a, void const *b)
{
  struct ino_entry const *x = a, *y = b;
  /* The same name in the same directory, however spelt.  */
  return ino_eq (a, b) && same_entry (x->name, y->name);
}

static Hash_table *
ino_table_with (Hash_comparator eq)
{
  Hash_table *t = hash_initialize (61, NULL, ino_hash, eq, ino_free);
  if (!t)
    xalloc_die ();
  return t;
}

void
copy_tables_init (struct cp_options *x)
{
  x->links = ino_table_with (ino_eq);
  x->created = ino_table_with (ino_eq);
  x->seen_args = ino_table_with (arg_eq);
}

static struct ino_entry *
ino_find_named (Hash_table *t, struct stat const *st, char const *name)
{
  struct ino_entry key = { st->st_dev, st->st_ino, (char *) name, 0, 0 };
  return t ? hash_lookup (t, &key) : NULL;
}

static struct ino_entry *
ino_find (Hash_table *t, struct stat const *st)
{
  return ino_find_named (t, st, NULL);
}

static void
ino_record (Hash_table *t, struct stat const *st, char const *name)
{
  if (!t || ino_find_named (t, st, name))
    return;
  struct ino_entry *e = xmalloc (sizeof *e);
  e->dev = st->st_dev;
  e->ino = st->st_ino;
  e->name = name ? xstrdup (name) : NULL;
  e->cdev = 0;
  e->cino = 0;
  if (!hash_insert (t, e))
    xalloc_die ();
}

/* Record in T that ST's file was copied to NAME, the file COPY.  */
static void
ino_record_copy (Hash_table *t, struct stat const *st, char const *name,
                 struct stat const *copy)
{
  ino_record (t, st, name);
  struct ino_entry *e = ino_find (t, st);
  if (e && !e->cino)
    {
      e->cdev = copy->st_dev;
      e->cino = copy->st_ino;
    }
}

/* Drop what T holds for ST's file.  */
static void
ino_forget (Hash_table *t, struct stat const *st)
{
  struct ino_entry key = { st->st_dev, st->st_ino, NULL, 0, 0 };
  struct ino_entry *e = hash_remove (t, &key);
  if (e)
    ino_free (e);
}

/* ---- prompts ---- */

bool
yes_or_no (char const *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  fprintf (stderr, "%s: ", program_name);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fflush (stderr);
  return yesno ();
}

void
cp_options_init (struct cp_options *x)
{
  memset (x, 0, sizeof *x);
  x->backup_type = no_backups;
  x->dereference = DEREF_UNSET;
  x->interactive = I_UNSET;
  x->sparse = SPARSE_AUTO;
  x->reflink = REFLINK_AUTO;
  x->data_copy_required = true;
  x->root = geteuid () == 0;
}

/* ---- one entry ---- */

/* The directories being copied, innermost first, to catch loops.  */
struct ancestor
{
  struct ancestor const *up;
  dev_t dev;
  ino_t ino;
};

/* A directory being copied, its source and its copy held open: the
   entries are reached through these descriptors, never by a path an
   attacker could bend on the way.  */
struct level
{
  struct level *up;
  char const *src, *dst;        /* their names, for messages */
  int sfd, dfd;                 /* -1 while closed for a deeper level;
                                   DFD is O_PATH */
  dev_t sdev, ddev;             /* what they are, to reopen them */
  ino_t sino, dino;
  bool lost;                    /* could not be reopened: stop */
};

/* The walk of one command-line source.  */
struct walk
{
  struct cp_options const *x;
  char const *top_src, *top_dst;
  bool into_self;
  bool renamed;
  bool copied;                  /* mv: copied across file systems */
  bool top_absent;              /* stat found no top destination */
  bool swap_install;            /* install: replace the old file by a
                                   rename, not remove it first */
  /* The entry being copied as a name in its directories, open (see
     struct level); AT_NAME NULL on the command line: the path.  */
  char const *at_name;
  int at_src, at_dst;
  struct level *cur;            /* the directory being copied */
  int held;                     /* levels held open, 2 fds each */
};

/* How many directories may be held open: above that, a level closes
   its parent's descriptors while it is copied and reopens them through
   "..", checked, as a tree deeper than the fd limit must still copy.
   An eighth of the fd limit, so the files being copied and the
   libraries keep theirs.  */
static int
held_max (void)
{
  static int max = -1;
  if (max < 0)
    {
      struct rlimit rl;
      max = 128;
      if (getrlimit (RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur / 8 < 128)
        max = rl.rlim_cur / 8;
      if (max < 1)
        max = 1;
    }
  return max;
}

/* Is /proc there, for the paths of fd_path?  */
static bool
have_proc (void)
{
  static int have = -1;
  if (have < 0)
    have = access ("/proc/self/fd", X_OK) == 0;
  return have;
}

/* For the calls that have no fd or *at form: into BUF (FD_PATH_MAX),
   "/proc/self/fd/FD" (the file FD holds) or, with NAME,
   "/proc/self/fd/FD/NAME" (NAME in the directory FD holds).  NULL when
   FD is not open or /proc is missing: the caller's path is used.  */
enum { FD_PATH_MAX = sizeof "/proc/self/fd//" + INT_STRLEN_BOUND (int)
                     + NAME_MAX + 1 };
static char const *
fd_path (char *buf, int fd, char const *name)
{
  if (fd < 0 || !have_proc () || (name && strlen (name) > NAME_MAX))
    return NULL;
  if (name)
    snprintf (buf, FD_PATH_MAX, "/proc/self/fd/%d/%s", fd, name);
  else
    snprintf (buf, FD_PATH_MAX, "/proc/self/fd/%d", fd);
  return buf;
}

/* Where to find SRC (or DST, when DST_SIDE) for an *at call: *FD gets
   the directory fd, and the name to use is returned.  */
static char const *
at_path (struct walk const *w, char const *path, bool dst_side, int *fd)
{
  int dfd = dst_side ? w->at_dst : w->at_src;
  if (w->at_name && dfd >= 0)
    {
      *fd = dfd;
      return w->at_name;
    }
  *fd = AT_FDCWD;
  return path;
}

static bool copy_entry (char const *src, char const *dst, bool dst_new,
                        struct ancestor const *up, dev_t parent_dev,
                        struct walk *w, bool cmdline);

/* -v's line, quoted in the quotearg slots from SLOT on.  */
static void
verbose_line (struct walk *w, char const *src, char const *dst,
              char const *backup, int slot)
{
  struct cp_options const *x = w->x;
  char const *s = quoteaf_n (slot, src), *d = quoteaf_n (slot + 1, dst);
  if (x->move_mode && !w->renamed)
    printf (_("copied %s -> %s"), s, d);
  else if (x->move_mode)
    printf (_("renamed %s -> %s"), s, d);
  else
    printf ("%s -> %s", s, d);
  if (backup)
    printf (_(" (backup: %s)"), quoteaf_n (slot + 2, backup));
  putchar ('\n');
}

static void
verbose_copy (struct walk *w, char const *src, char const *dst,
              char const *backup)
{
  verbose_line (w, src, dst, backup, 0);
}

static bool
follow_src (struct cp_options const *x, bool cmdline)
{
  return x->dereference == DEREF_ALWAYS
         || (x->dereference == DEREF_ARGS && cmdline);
}

struct dirent_ino
{
  ino_t ino;
  char *name;
};

static int
by_inode (void const *a, void const *b)
{
  ino_t x = ((struct dirent_ino const *) a)->ino;
  ino_t y = ((struct dirent_ino const *) b)->ino;
  return x < y ? -1 : x > y;
}

/* SRC's entry names, NUL-separated and doubly NUL-terminated, in inode
   order: the order GNU's cp takes them in, and the fast one to read.  */
static char *
read_dir_by_inode (DIR *dir)
{
  struct dirent_ino *v = NULL;
  size_t n = 0, alloc = 0, bytes = 1;
  struct dirent *e;
  errno = 0;
  while ((e = readdir (dir)))
    {
      if (e->d_name[0] == '.'
          && (!e->d_name[1] || (e->d_name[1] == '.' && !e->d_name[2])))
        continue;
      if (n == alloc)
        v = x2nrealloc (v, &alloc, sizeof *v);
      v[n].ino = e->d_ino;
      v[n++].name = xstrdup (e->d_name);
      bytes += strlen (e->d_name) + 1;
      errno = 0;
    }
  int err = errno;
  if (err)
    {
      for (size_t i = 0; i < n; i++)
        free (v[i].name);
      free (v);
      errno = err;
      return NULL;
    }
  /* qsort's array may not be NULL, even empty.  */
  if (n > 1)
    qsort (v, n, sizeof *v, by_inode);
  char *names = xmalloc (bytes), *p = names;
  for (size_t i = 0; i < n; i++)
    {
      p = stpcpy (p, v[i].name) + 1;
      free (v[i].name);
    }
  *p = '\0';
  free (v);
  return names;
}

/* Copy the entries of the directory ME (SRC, status *SB) into DST.  */
static bool
copy_dir_entries (char const *src, char const *dst, bool dst_new,
                  struct ancestor const *up, struct stat const *sb,
                  struct walk *w, struct level *me)
{
  /* Read through a duplicate: closing the stream closes it, and ME's
     descriptor stays for the entries.  */
  int rfd = dup (me->sfd);
  DIR *dir = rfd < 0 ? NULL : fdopendir (rfd);
  char *names = dir ? read_dir_by_inode (dir) : NULL;
  int e = errno;
  if (dir)
    closedir (dir);
  else if (rfd >= 0)
    close (rfd);
  if (!names)
    {
      error (0, e, _("cannot access %s"), quoteaf (src));
      return false;
    }
  char const *saved_name = w->at_name;
  int saved_src = w->at_src, saved_dst = w->at_dst;
  struct level *saved_cur = w->cur;
  w->cur = me;
  struct ancestor anc = { up, sb->st_dev, sb->st_ino };
  bool ok = true;
  for (char const *n = names; *n && !me->lost; n += strlen (n) + 1)
    {
      char *s = file_name_concat (src, n, NULL);
      char *d = file_name_concat (dst, n, NULL);
      w->at_name = n;
      w->at_src = me->sfd;
      w->at_dst = me->dfd;
      ok &= copy_entry (s, d, dst_new, &anc, sb->st_dev, w, false);
      free (s);
      free (d);
      if (w->into_self)
        break;
    }
  w->at_name = saved_name;
  w->at_src = saved_src;
  w->at_dst = saved_dst;
  w->cur = saved_cur;
  free (names);
  return ok && !me->lost;
}

/* Say that the directory SRC (or, when DST_SIDE, the directory DST
   being filled) is no longer the one examined: someone swapped it.  */
static void
dir_replaced (char const *name, bool dst_side)
{
  if (dst_side)
    error (0, 0, _("directory %s was replaced while being copied into"),
           quoteaf (name));
  else
    error (0, 0, _("skipping directory %s, as it was replaced while being "
                   "copied"), quoteaf (name));
}

/* Open the directory NAME in AT (a copy's), without following a
   symlink.  O_PATH: it is only to find the entries (any mode serves, as
   with the path) and to be the file its attributes are set on, through
   /proc/self/fd.  */
static int
open_dst_dir (int at, char const *name)
{
  return openat (at, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

static void
level_close (struct level *l)
{
  if (l->sfd >= 0)
    close (l->sfd);
  if (l->dfd >= 0)
    close (l->dfd);
  l->sfd = l->dfd = -1;
}

/* Reopen P's directories, closed while ME (below them) was copied,
   through ME's "..", and check they are still the ones held before.  */
static void
reopen_parent (struct level *p, struct level const *me)
{
  struct stat st;
  p->sfd = openat (me->sfd, "..", O_RDONLY | O_NONBLOCK | O_DIRECTORY
                   | O_NOFOLLOW | O_CLOEXEC);
  if (p->sfd < 0 || fstat (p->sfd, &st) != 0
      || st.st_dev != p->sdev || st.st_ino != p->sino)
    {
      dir_replaced (p->src, false);
      level_close (p);
      p->lost = true;
      return;
    }
  p->dfd = open_dst_dir (me->dfd, "..");
  if (p->dfd < 0 || fstat (p->dfd, &st) != 0
      || st.st_dev != p->ddev || st.st_ino != p->dino)
    {
      dir_replaced (p->dst, true);
      level_close (p);
      p->lost = true;
    }
}

/* Copy ME's entries, closing the parent level's descriptors meanwhile
   when too many are held.  */
static bool
descend (char const *src, char const *dst, bool dst_new,
         struct ancestor const *up, struct stat const *sb, struct walk *w,
         struct level *me)
{
  struct level *p = me->up;
  w->held++;
  bool closed = p && w->held > held_max () && p->sfd >= 0;
  if (closed)
    {
      level_close (p);
      w->held--;
    }
  bool ok = copy_dir_entries (src, dst, dst_new, up, sb, w, me);
  if (closed)
    {
      reopen_parent (p, me);
      w->held++;
    }
  w->held--;
  return ok;
}

/* Make the existing DST (in DAT) a hard link to TARGET (in TAT, FLAGS
   for linkat) or, when SYM, a symlink holding TARGET: made under a free
   name beside DST and renamed over it, so DST is never missing and
   TARGET, which may lead through DST, is resolved first.  0, or -1
   with errno.  */
static int
link_over (int tat, char const *target, int dat, char const *dst, bool sym,
           int flags)
{
  /* Relative to DAT, the free name is in DAT itself.  */
  char *dir = dat == AT_FDCWD ? dir_name (dst) : NULL;
  size_t len = (dir ? strlen (dir) : 0) + sizeof "/CuXXXXXXXXXXXXXXXX";
  char *tmp = xmalloc (len);
  int r = -1, err = EEXIST;
  for (unsigned i = 0; r != 0 && err == EEXIST && i < 1000; i++)
    {
      snprintf (tmp, len, "%s%sCu%08x%04x", dir ? dir : "", dir ? "/" : "",
                (unsigned) getpid (), i);
      r = sym ? symlinkat (target, dat, tmp)
              : linkat (tat, target, dat, tmp, flags);
      err = errno;
    }
  if (r == 0)
    {
      r = renameat (dat, tmp, dat, dst);
      err = errno;
      /* A rename onto another name of the same file leaves TMP.  */
      ignore_value (unlinkat (dat, tmp, 0));
    }
  free (tmp);
  free (dir);
  errno = err;
  return r;
}

/* Make DST a hard link to TARGET (a path, or with W the walk's source
   entry, for cp -l), replacing DST when REPLACE: 1 when it replaced
   DST, 0 when DST was free, -1 on failure.  DST is made relative to
   the directory the walk holds.  */
static int
make_hard_link_at (char const *target, int tat, char const *tname,
                   int flags, char const *dst, bool replace,
                   struct walk const *w)
{
  int dat;
  char const *dname = at_path (w, dst, true, &dat);
  if (linkat (tat, tname, dat, dname, flags) == 0)
    return 0;
  if (errno == EEXIST && replace
      && link_over (tat, tname, dat, dname, false, flags) == 0)
    return 1;
  error (0, errno, _("cannot create hard link %s to %s"),
         quoteaf_n (0, dst), quoteaf_n (1, target));
  return -1;
}

static int
make_hard_link (char const *target, char const *dst, bool replace,
                bool follow, struct walk const *w, bool target_in_walk)
{
  int tat = AT_FDCWD;
  char const *tname = target_in_walk ? at_path (w, target, false, &tat)
                      : target;
  return make_hard_link_at (target, tat, tname,
                            follow ? AT_SYMLINK_FOLLOW : 0, dst, replace, w);
}

/* Make DST a hard link to E's earlier copy, as make_hard_link: the copy
   is opened by its path, checked to be the file made then, and linked
   through its descriptor, so a directory swapped on that path cannot
   send the link to a file outside the copy.  */
static int
link_to_copy (struct ino_entry const *e, char const *dst, bool replace,
              struct walk const *w)
{
  int fd = e->cino && have_proc ()
           ? open (e->name, O_PATH | O_NOFOLLOW | O_CLOEXEC) : -1;
  /* Not opened: by its path, for GNU's error about it.  */
  if (fd < 0)
    return make_hard_link (e->name, dst, replace, false, w, false);
  struct stat st;
  int r;
  if (fstat (fd, &st) != 0 || st.st_ino != e->cino || st.st_dev != e->cdev)
    {
      error (0, 0, _("%s was replaced while being copied"),
             quoteaf (e->name));
      r = -1;
    }
  else
    {
      char buf[FD_PATH_MAX];
      r = make_hard_link_at (e->name, AT_FDCWD, fd_path (buf, fd, NULL),
                             AT_SYMLINK_FOLLOW, dst, replace, w);
    }
  close (fd);
  return r;
}

/* A free name beside a destination that mv replaces by a rename: the
   directory DAT and, once a file is made there, its NAME (else "").  */
struct free_name
{
  int dat;
  char name[sizeof "CuXXXXXXXXXXXXXXXX"];
};

/* Create a regular file of mode M under a free name in FN->dat, never
   following a symlink: its descriptor, or -1 with errno.  */
static int
create_free (struct free_name *fn, mode_t m)
{
  int fd = -1;
  errno = EEXIST;
  for (unsigned i = 0; fd < 0 && errno == EEXIST && i < 1000; i++)
    {
      snprintf (fn->name, sizeof fn->name, "Cu%08x%04x",
                (unsigned) getpid (), i);
      fd = openat (fn->dat, fn->name,
                   O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, m);
    }
  if (fd < 0)
    fn->name[0] = '\0';
  return fd;
}

/* mv -v's "copied" line for a file replaced by a rename, waiting: GNU's
   says it once the old file is removed, so before any message about the
   copy, but never with "unable to remove target".  */
static struct
{
  struct walk *w;
  char const *src, *dst;
  bool removed;                 /* install -v: "removed" first */
} pending;

static void
pending_flush (void)
{
  struct walk *w = pending.w;
  pending.w = NULL;
  /* Within error (), whose arguments may be in slots 0 and 1.  */
  if (w && pending.removed)
    printf (_("removed %s\n"),
            quotearg_n_style (9, shell_escape_always_quoting_style,
                              pending.dst));
  if (w)
    verbose_line (w, pending.src, pending.dst, NULL, 8);
}

/* error ()'s program name, after the waiting "copied" line.  */
static void
progname_after_pending (void)
{
  pending_flush ();
  fflush (stdout);
  fprintf (stderr, "%s: ", program_invocation_name);
}

/* GNU's message when mv (or install) cannot remove DST (errno E) to
   put SRC there.  */
static void
unable_to_remove (struct cp_options const *x, char const *src,
                  char const *dst, int e)
{
  pending.w = NULL;
  if (x->install_mode)
    error (0, e, _("cannot remove %s"), quoteaf (dst));
  else
    error (0, e, _("inter-device move failed: %s to %s; "
                   "unable to remove target"),
           quoteaf_n (0, src), quoteaf_n (1, dst));
}

/* Copy a regular file's data and attributes; with FN, into a new file
   under a free name in FN->dat rather than DST.  */
static bool
copy_reg (char const *src, char const *dst, bool *dst_new,
          struct stat const *sb, bool follow, struct walk *w,
          struct free_name *fn)
{
  struct cp_options const *x = w->x;
  int sat, dat;
  char const *sname = at_path (w, src, false, &sat);
  char const *dname = at_path (w, dst, true, &dat);
  int sfd = openat (sat, sname,
                    O_RDONLY | (follow ? 0 : O_NOFOLLOW) | O_CLOEXEC);
  if (sfd < 0)
    {
      error (0, errno, _("cannot open %s for reading"), quoteaf (src));
      return false;
    }
  struct stat ssb;
  if (fstat (sfd, &ssb) != 0)
    {
      error (0, errno, _("cannot fstat %s"), quoteaf (src));
      close (sfd);
      return false;
    }
  if (!SAME_INODE (ssb, *sb))
    {
      error (0, 0, _("skipping file %s, as it was replaced while being copied"),
             quoteaf (src));
      close (sfd);
      return false;
    }

  bool ok = true;
  mode_t omitted = x->preserve_ownership ? sb->st_mode & (S_IRWXG | S_IRWXO)
                   : 0;
  /* A user copies the xattrs of a read-only file only into a file it
     may write: u+w until they are set (the kernel checks the mode).  */
  mode_t extra = x->preserve_xattr && !x->root ? S_IWUSR & ~sb->st_mode : 0;
  int dfd = -1;
  /* --preserve=context takes the source's label for an existing
     destination too, before it is opened.  */
  if (!*dst_new && x->preserve_context
      && !context_before_create (src, dst, sb->st_mode, x))
    {
      close (sfd);
      return false;
    }
  if (!*dst_new)
    {
      dfd = openat (dat, dname, O_WRONLY | O_CLOEXEC
                    | (x->data_copy_required ? O_TRUNC : 0));
      if (dfd >= 0)
        {
          if (!context_after_open (dst, dfd, x))
            {
              close (dfd);
              close (sfd);
              return false;
            }
        }
      else if (x->remove_after_failed_open)
        {
          if (unlinkat (dat, dname, 0) != 0)
            {
              error (0, errno, _("cannot remove %s"), quoteaf (dst));
              close (sfd);
              return false;
            }
          if (x->verbose)
            printf (_("removed %s\n"), quoteaf (dst));
          *dst_new = true;
        }
      else
        {
          error (0, errno, _("cannot create regular file %s"), quoteaf (dst));
          close (sfd);
          return false;
        }
    }
  if (*dst_new)
    {
      if (!context_before_create (src, dst, sb->st_mode, x))
        {
          close (sfd);
          return false;
        }
      mode_t m = x->set_mode ? x->mode & 0777
                 : (sb->st_mode & 0777 & ~omitted) | extra;
      dfd = fn ? create_free (fn, m)
            : openat (dat, dname, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, m);
      int e = errno;
      /* install: refused the file with its final context, make it as
         GNU's does, to be relabelled.  */
      if (dfd < 0 && e == EACCES && x->born_fc && label_unborn ())
        {
          dfd = fn ? create_free (fn, m)
                : openat (dat, dname, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                          m);
          e = errno;
        }
      if (dfd < 0 && e == EEXIST && !fn)
        {
          struct stat lsb;
          if (lstat (dst, &lsb) == 0 && S_ISLNK (lsb.st_mode)
              && stat (dst, &lsb) != 0)
            {
              if (getenv ("POSIXLY_CORRECT"))
                dfd = open (dst, O_WRONLY | O_CREAT | O_CLOEXEC, m);
              else
                {
                  error (0, 0, _("not writing through dangling symlink %s"),
                         quoteaf (dst));
                  close (sfd);
                  return false;
                }
            }
        }
      if (dfd < 0)
        {
          /* "dir/" names a directory to be: not one we can create.  */
          if (e == EISDIR && dst[0] && dst[strlen (dst) - 1] == '/')
            e = ENOTDIR;
          /* Where GNU's mv could not have removed the old file.  */
          if (fn && (e == EACCES || e == EROFS || e == EPERM))
            unable_to_remove (x, src, dst, e);
          else
            error (0, e, _("cannot create regular file %s"), quoteaf (dst));
          close (sfd);
          return false;
        }
    }

  struct stat dsb = { .st_ino = 0 };
  if (x->data_copy_required)
    ok = copy_data (sfd, src, sb, dfd, dst, *dst_new, x, &dsb);

  if (ok)
    {
      struct attr_target t = { src, dst, sfd, dfd, sb, *dst_new, false,
                               omitted, dsb.st_ino ? &dsb : NULL,
                               *dst_new ? extra : 0,
                               NULL, NULL, NULL, NULL, false };
      if (!copy_attributes (&t, x))
        ok = false;
    }

  if (close (dfd) != 0)
    {
      error (0, errno, _("failed to close %s"), quoteaf (dst));
      ok = false;
    }
  if (close (sfd) != 0)
    {
      error (0, errno, _("failed to close %s"), quoteaf (src));
      ok = false;
    }
  return ok;
}

/* Make NAME in DAT a special file of SB's type and MODE, or a symlink
   holding TARGET: 0, or an errno value.  */
static int
make_special (struct stat const *sb, mode_t mode, char const *target,
              int dat, char const *name)
{
  int r = S_ISLNK (sb->st_mode) ? symlinkat (target, dat, name)
          : S_ISFIFO (sb->st_mode) ? mkfifoat (dat, name, mode & 07777)
          : mknodat (dat, name, (sb->st_mode & S_IFMT) | mode, sb->st_rdev);
  return r == 0 ? 0 : errno;
}

/* Report the failure E to make DST, a copy of SRC (status *SB).  */
static void
special_failed (char const *dst, struct stat const *sb, int e)
{
  error (0, e, S_ISLNK (sb->st_mode) ? _("cannot create symbolic link %s")
               : S_ISFIFO (sb->st_mode) ? _("cannot create fifo %s")
               : _("cannot create special file %s"), quoteaf (dst));
}

/* What a copy of the non-directory, non-regular SRC (status *SB)
   needs: its creation context set and, for a symlink, its target
   (*TARGET, to free).  The mode to create with goes to *MODE.  False
   after a diagnostic.  */
static bool
special_prepare (char const *src, char const *dst, struct stat const *sb,
                 struct walk *w, char **target, mode_t *mode)
{
  struct cp_options const *x = w->x;
  *target = NULL;
  int sat;
  char const *sname = at_path (w, src, false, &sat);
  char buf[FD_PATH_MAX];
  char const *src_at = w->at_name ? fd_path (buf, sat, sname) : NULL;
  if (!context_before_create_at (src, -1, src_at, dst, sb->st_mode, x))
    return false;
  if (!(S_ISLNK (sb->st_mode) || S_ISFIFO (sb->st_mode)
        || S_ISCHR (sb->st_mode) || S_ISBLK (sb->st_mode)
        || S_ISSOCK (sb->st_mode)))
    {
      error (0, 0, _("%s has unknown file type"), quoteaf (src));
      return false;
    }
  *mode = sb->st_mode & 07777 & ~(x->preserve_ownership
                                  ? (mode_t) (S_IRWXG | S_IRWXO) : 0);
  if (S_ISLNK (sb->st_mode)
      && !(*target = areadlinkat_with_size (sat, sname, sb->st_size)))
    {
      error (0, errno, _("cannot read symbolic link %s"), quoteaf (src));
      return false;
    }
  return true;
}

/* Create DST as a copy of the non-directory, non-regular SRC.  */
static bool
copy_special (char const *src, char const *dst, struct stat const *sb,
              struct walk *w)
{
  struct cp_options const *x = w->x;
  char *target;
  mode_t m;
  if (!special_prepare (src, dst, sb, w, &target, &m))
    return false;
  int dat;
  char const *dname = at_path (w, dst, true, &dat);
  int e = make_special (sb, m, target, dat, dname);
  if (e == EEXIST && target && x->update)
    {
      /* -u keeps an identical existing link.  */
      char *old = areadlinkat_with_size (dat, dname, 256);
      bool same = old && STREQ (old, target);
      free (old);
      if (same)
        {
          free (target);
          return true;
        }
    }
  if (target)
    context_reset (x);
  free (target);
  if (e)
    special_failed (dst, sb, e);
  return e == 0;
}

/* A file that could not be made gives its name back to the backup of
   what was there.  */
static void
un_backup (char const *backup, char const *dst, struct cp_options const *x)
{
  if (!backup)
    return;
  if (rename (backup, dst) != 0)
    error (0, errno, _("cannot un-backup %s"), quoteaf (dst));
  else if (x->verbose)
    printf (_("%s -> %s (unbackup)\n"), quoteaf_n (0, backup),
            quoteaf_n (1, dst));
}

/* May DST (status *DSB) be written to?  Root may write anything, and a
   symlink's own mode means nothing.  */
static bool
dst_writable (char const *dst, struct stat const *dsb,
              struct cp_options const *x)
{
  return x->root || S_ISLNK (dsb->st_mode)
         || faccessat (AT_FDCWD, dst, W_OK, AT_EACCESS) == 0;
}

/* Ask whether to replace DST, naming its mode when it is unwritable,
   as GNU's does: "replace" where the old file goes first, "try anyway"
   where cp would write into it.  */
static bool
ask_overwrite (char const *dst, struct stat const *dsb, bool writable,
               struct cp_options const *x)
{
  if (writable)
    return yes_or_no (_("overwrite %s? "), quoteaf (dst));
  char perms[12];
  strmode (dsb->st_mode, perms);
  perms[10] = '\0';
  unsigned long m = dsb->st_mode & 07777;
  if (x->move_mode || x->remove_before_open || x->remove_after_failed_open)
    return yes_or_no (_("replace %s, overriding mode %04lo (%s)? "),
                      quoteaf (dst), m, &perms[1]);
  return yes_or_no (_("unwritable %s (mode %04lo, %s); try anyway? "),
                    quoteaf (dst), m, &perms[1]);
}

/* Is SRC (status *SB) the simple backup DST would get, by name and by
   inode?  As GNU's, the test guards "cp -b a~ a" even where the backup
   would have been numbered (--backup=existing).  */
static bool
src_is_dst_backup (char const *src, struct stat const *sb, char const *dst)
{
  char const *sbase = last_component (src), *dbase = last_component (dst);
  size_t sl = strlen (sbase), dl = strlen (dbase);
  if (! (sl == dl + strlen (simple_backup_suffix)
         && memcmp (sbase, dbase, dl) == 0
         && STREQ (sbase + dl, simple_backup_suffix)))
    return false;
  size_t n = strlen (dst);
  char *b = xmalloc (n + strlen (simple_backup_suffix) + 1);
  strcpy (stpcpy (b, dst), simple_backup_suffix);
  struct stat bsb;
  bool same = stat (b, &bsb) == 0 && SAME_INODE (*sb, bsb);
  free (b);
  return same;
}

/* -u keeps DST, not older than SRC (*SB); but as GNU's, DST is still
   SRC's copy for the hard links to come, and where an earlier link of
   SRC was copied, DST becomes a link to that copy, newer or not.
   0 to skip SRC, -1 on failure.  */
static int
update_skip (char const *src, char const *dst, struct stat const *sb,
             struct walk const *w)
{
  struct cp_options const *x = w->x;
  struct ino_entry *e = ino_find (x->links, sb);
  if (!e)
    {
      ino_record (x->links, sb, dst);
      return 0;
    }
  int r = link_to_copy (e, dst, true, w);
  if (r > 0 && x->verbose)
    printf (_("removed %s\n"), quoteaf (dst));
  return r < 0 ? -1 : 0;
}

/* May someone other than this process's user make entries in DST's
   directory (group or other write, an ACL's mask included, or another
   owner)?  In doubt, yes.  */
static bool
others_may_write_dir (struct walk const *w, char const *dst)
{
  int dat;
  struct stat st;
  at_path (w, dst, true, &dat);
  int r;
  if (dat != AT_FDCWD)
    r = fstat (dat, &st);
  else
    {
      char *dir = dir_name (dst);
      r = stat (dir, &st);
      free (dir);
    }
  return r != 0 || st.st_uid != geteuid ()
         || (st.st_mode & (S_IWGRP | S_IWOTH));
}

/* What the existing destination DST (status *DSB) means for copying
   SRC (*SB): 1 go on, 0 skip quietly, -1 fail.  May back DST up or
   remove it, setting *DST_NEW; *BACKUP gets the backup's name.  */
static int
existing_dst (char const *src, char const *dst, struct stat const *sb,
              struct stat const *dsb, bool *dst_new, char **backup,
              struct walk *w, bool cmdline)
{
  struct cp_options const *x = w->x;
  bool src_dir = S_ISDIR (sb->st_mode), dst_dir = S_ISDIR (dsb->st_mode);

  /* -n skips any existing non-directory before anything else.  */
  if (x->interactive == I_NO && !src_dir)
    return 0;

  enum same_verdict same = same_file_verdict (src, dst, sb, dsb, x);
  if (same == SAME_FAIL)
    {
      error (0, 0, _("%s and %s are the same file"),
             quoteaf_n (0, src), quoteaf_n (1, dst));
      return -1;
    }

  /* As GNU's: -u and the questions come before the checks of file
     types; cp asks only about non-directories, mv about anything.  */
  if (x->update && !src_dir && utimecmp (dst, dsb, sb, 0) >= 0)
    return update_skip (src, dst, sb, w);
  if (x->move_mode || !src_dir)
    {
      if (x->interactive == I_NO)
        return 0;
      /* mv with neither -f nor -i asks too, before replacing an
         unwritable file, when its input is a terminal.  */
      if (x->interactive == I_ASK
          || (x->move_mode && x->interactive == I_UNSET && x->stdin_tty))
        {
          bool writable = dst_writable (dst, dsb, x);
          if ((x->interactive == I_ASK || !writable)
              && !ask_overwrite (dst, dsb, writable, x))
            return 0;
        }
    }
  /* GNU asks first, then finds nothing to do.  */
  if (same == SAME_DONE)
    return 0;

  /* mv --backup may move a non-directory onto a directory, which is
     kept as the backup, as GNU's.  */
  if (!src_dir && dst_dir
      && !(x->move_mode && x->backup_type != no_backups))
    {
      error (0, 0, _("cannot overwrite directory %s with non-directory"),
             quoteaf (dst));
      return -1;
    }
  /* mv --backup may move a directory onto a non-directory: it is kept
     as the backup.  */
  if (src_dir && !dst_dir
      && !(x->move_mode && x->backup_type != no_backups))
    {
      error (0, 0, _("cannot overwrite non-directory %s with directory %s"),
             quoteaf_n (0, dst), quoteaf_n (1, src));
      return -1;
    }
  /* cp merges directories; mv --backup keeps the old one aside.  */
  if (src_dir && dst_dir
      && !(x->move_mode && x->backup_type != no_backups))
    return 1;

  /* Only a top-level destination is remembered, and numbered backups
     keep both: as GNU's.  */
  if (cmdline && x->backup_type != numbered_backups
      && ino_find (x->created, dsb))
    {
      error (0, 0, _("will not overwrite just-created %s with %s"),
             quoteaf_n (0, dst), quoteaf_n (1, src));
      return -1;
    }

  if (x->backup_type != no_backups)
    {
      if (x->backup_type != numbered_backups
          && src_is_dst_backup (src, sb, dst))
        {
          error (0, 0, x->move_mode
                 ? _("backing up %s might destroy source;  %s not moved")
                 : _("backing up %s might destroy source;  %s not copied"),
                 quoteaf_n (0, dst), quoteaf_n (1, src));
          return -1;
        }
      char *b = find_backup_file_name (AT_FDCWD, dst, x->backup_type);
      if (rename (dst, b) != 0)
        {
          if (errno != ENOENT)
            {
              error (0, errno, _("cannot backup %s"), quoteaf (dst));
              free (b);
              return -1;
            }
          free (b);
        }
      else
        *backup = b;
      *dst_new = true;
      return 1;
    }

  /* As GNU's: what is copied as itself without following links and is
     not a regular file needs the name free (-l and -s replace only with
     -f); --attributes-only keeps the existing file; a destination with
     other hard links is replaced rather than written through under -a.  */
  bool replace = x->remove_before_open
    || (!x->move_mode && x->data_copy_required
        && ((!x->hard_link && !x->symbolic_link
             && x->dereference == DEREF_NEVER && !S_ISREG (sb->st_mode))
            || (x->preserve_links && dsb->st_nlink > 1)));
  /* Root's install, in a directory someone else may write, replaces a
     file by a rename, as mv does across file systems: the name is never
     free for another to take, and a failure leaves the old file.  GNU's
     removes it first, and so does ours where no one else could take the
     name.  Others keep GNU's order, as a rename may be refused (a
     sticky directory) where the removal is refused too, but only after
     the new file was made; so does a source that is the destination's
     own entry (a symlink that GNU's removal leaves dangling).  */
  struct stat lsb;
  if (replace && x->install_mode && x->root && S_ISREG (sb->st_mode)
      && others_may_write_dir (w, dst)
      && !(lstat (src, &lsb) == 0 && SAME_INODE (lsb, *dsb)))
    {
      w->swap_install = true;
      return 1;
    }
  if (replace)
    {
      int dat;
      char const *dname = at_path (w, dst, true, &dat);
      if (unlinkat (dat, dname, 0) != 0 && errno != ENOENT)
        {
          error (0, errno, _("cannot remove %s"), quoteaf (dst));
          return -1;
        }
      if (x->verbose && !x->move_mode)
        printf (_("removed %s\n"), quoteaf (dst));
      *dst_new = true;
    }
  return 1;
}

/* Was the directory SRC (*SB) given before, to go to DST?  Then warn,
   as GNU's, once the destination passed its checks (an error about it
   comes each time).  cp knows a source by its name; mv by where it
   goes, as a directory it renamed is gone (mv ./b b b/).  */
static bool
dir_seen_again (char const *src, char const *dst, struct stat const *sb,
                struct cp_options const *x)
{
  char const *key = x->move_mode ? dst : src;
  if (ino_find_named (x->seen_args, sb, key))
    {
      error (0, 0, _("warning: source directory %s specified more than once"),
             quoteaf (src));
      return true;
    }
  ino_record (x->seen_args, sb, key);
  return false;
}

/* Open the source directory SRC (status *SB) for its entries, found
in the walk as SNAME in SAT, and check it is the one examined: -1
with errno when it cannot be opened, -1 with *REPLACED when someone
swapped it.  */
static int
open_src_dir (int sat, char const *sname, struct stat const *sb,
              bool follow, bool *replaced)
{
  /* The flags opendir uses, so failures are the same.  */
  int fd = openat (sat, sname, O_RDONLY | O_NONBLOCK | O_CLOEXEC
                   | O_DIRECTORY | (follow ? 0 : O_NOFOLLOW));
  struct stat st;
  *replaced = fd < 0 ? errno == ELOOP || errno == ENOTDIR
              : fstat (fd, &st) != 0 || !SAME_INODE (st, *sb);
  if (*replaced && fd >= 0)
    {
      close (fd);
      fd = -1;
    }
  return fd;
}

/* Make the directory DST (DNAME in DAT) with mode M and open it, as
   the one made: a directory, not a symlink put in its place.  (Not
   asked to be ours: on vfat or NFS with root_squash a new directory has
   another owner, and another's directory swapped in can lead nowhere
   outside the destination.)  False after a diagnostic.  */
static bool
make_dst_dir (char const *dst, int dat, char const *dname, mode_t m,
              struct level *me, struct stat *st)
{
  if (mkdirat (dat, dname, m) != 0)
    {
      error (0, errno, _("cannot create directory %s"), quoteaf (dst));
      return false;
    }
  me->dfd = open_dst_dir (dat, dname);
  if (me->dfd < 0 && errno != ELOOP && errno != ENOTDIR)
    {
      error (0, errno, _("cannot stat %s"), quoteaf (dst));
      return false;
    }
  if (me->dfd < 0 || fstat (me->dfd, st) != 0 || !S_ISDIR (st->st_mode))
    {
      dir_replaced (dst, true);
      return false;
    }
  return true;
}

/* Open the existing directory DST (DNAME in DAT, status *DSB when
   known) to copy into.  False after a diagnostic.  */
static bool
open_existing_dir (char const *dst, int dat, char const *dname,
                   struct stat const *dsb, struct level *me, struct stat *st)
{
  me->dfd = open_dst_dir (dat, dname);
  if (me->dfd < 0 && errno != ELOOP && errno != ENOTDIR)
    {
      error (0, errno, _("cannot stat %s"), quoteaf (dst));
      return false;
    }
  if (me->dfd < 0 || fstat (me->dfd, st) != 0 || !S_ISDIR (st->st_mode)
      || (dsb && !SAME_INODE (*st, *dsb)))
    {
      dir_replaced (dst, true);
      return false;
    }
  return true;
}

/* The attributes of the copied directory ME, and the mode held back
   while it was filled.  Its parent's descriptors (reopened, they may
   have changed) pin the names; its own, the directories.  */
static bool
dir_attributes (char const *src, char const *dst, struct stat const *sb,
                bool created, mode_t omitted, struct level const *me,
                int dat, struct cp_options const *x)
{
  char sbuf[FD_PATH_MAX], dbuf[FD_PATH_MAX], sibuf[FD_PATH_MAX],
    dibuf[FD_PATH_MAX];
  struct level const *p = me->up;
  struct attr_target t = { src, dst, me->sfd, -1, sb, created, false, 0,
                           NULL, 0,
                           p ? fd_path (sbuf, p->sfd, last_component (src))
                           : NULL,
                           fd_path (dbuf, p ? p->dfd : dat,
                                    last_component (dst)),
                           fd_path (sibuf, me->sfd, NULL),
                           fd_path (dibuf, me->dfd, NULL), true };
  bool attrs = copy_attributes (&t, x);
  /* A required attribute that failed leaves the creation mode, as
     GNU's stops there.  */
  if (attrs && created && !x->preserve_mode && !x->move_mode)
    {
      /* Give back the bits held back while the tree was filled.  */
      mode_t want = sb->st_mode & 07777 & ~cached_umask ();
      if (x->explicit_no_preserve_mode)
        want = 0777 & ~cached_umask ();
      if (want != ((sb->st_mode & 07777 & ~omitted) | S_IRWXU)
          && chmod (t.dst_inode ? t.dst_inode : dst, want) != 0)
        {
          error (0, errno, _("setting permissions for %s"), quoteaf (dst));
          return false;
        }
    }
  return attrs;
}

/* Copy the directory SRC (status *SB) to DST (status *DSB when it
   exists and was examined).  */
static bool
copy_directory (char const *src, char const *dst, bool dst_new,
                struct stat const *sb, struct stat const *dsb,
                struct ancestor const *up, dev_t parent_dev, struct walk *w,
                bool cmdline)
{
  struct cp_options const *x = w->x;

  for (struct ancestor const *a = up; a; a = a->up)
    if (a->dev == sb->st_dev && a->ino == sb->st_ino)
      {
        error (0, 0, _("cannot copy cyclic symbolic link %s"), quoteaf (src));
        return false;
      }
  /* A directory this run created, met as a source: the copy went into
     itself.  */
  if (ino_find (x->created, sb))
    {
      error (0, 0, _("cannot copy a directory, %s, into itself, %s"),
             quoteaf_n (0, w->top_src), quoteaf_n (1, w->top_dst));
      w->into_self = true;
      return false;
    }

  int sat, dat;
  char const *sname = at_path (w, src, false, &sat);
  char const *dname = at_path (w, dst, true, &dat);
  struct level me = { w->cur, src, dst, -1, -1, 0, 0, 0, 0, false };
  bool replaced;
  me.sfd = open_src_dir (sat, sname, sb, follow_src (x, cmdline), &replaced);
  int serr = errno;
  if (replaced)
    {
      dir_replaced (src, false);
      return false;
    }

  mode_t omitted = sb->st_mode & (x->preserve_ownership
                                  ? S_IRWXG | S_IRWXO : S_IWGRP | S_IWOTH);
  bool ok = true;
  bool created = false;
  struct stat dst_st;
  if (dst_new)
    {
      if (!context_before_create_at (src, me.sfd, NULL, dst, sb->st_mode, x))
        ok = false;
      else
        {
          mode_t m = (sb->st_mode & 07777 & ~omitted) | S_IRWXU;
          ok = created = make_dst_dir (dst, dat, dname, m, &me, &dst_st);
        }
      if (created)
        {
          ino_record (x->created, &dst_st, NULL);
          if (x->verbose)
            {
              if (x->move_mode)
                printf (_("created directory %s\n"), quoteaf (dst));
              else
                verbose_copy (w, src, dst, NULL);
            }
        }
    }
  else
    {
      ok = open_existing_dir (dst, dat, dname, dsb, &me, &dst_st);
      if (ok && ((x->preserve_context
                  && !context_before_create_at (src, me.sfd, NULL, dst,
                                                sb->st_mode, x))
                 || !context_after_open (dst, me.dfd, x)))
        ok = false;
      if (!ok && me.dfd < 0)
        {
          level_close (&me);
          return false;
        }
    }
  if (!ok && !created && dst_new)
    {
      level_close (&me);
      return false;
    }

  bool skip = x->one_file_system && !cmdline && parent_dev != sb->st_dev;
  if (me.sfd < 0 && !skip)
    {
      error (0, serr, _("cannot access %s"), quoteaf (src));
      ok = false;
    }
  else if (!skip)
    {
      me.sdev = sb->st_dev;
      me.sino = sb->st_ino;
      me.ddev = dst_st.st_dev;
      me.dino = dst_st.st_ino;
      ok &= descend (src, dst, dst_new, up, sb, w, &me);
    }

  /* A parent that moved away (reported) leaves no name to pin.  */
  bool parent_lost = me.up && me.up->lost;
  if (!me.lost && !parent_lost
      && !dir_attributes (src, dst, sb, created, omitted, &me, dat, x))
    ok = false;
  level_close (&me);
  return ok;
}

/* mv: try a rename.  1 done, 0 go on and copy (across file systems),
   -1 failed.  */
static int
try_rename (char const *src, char const *dst, struct walk *w)
{
  if (renameatu (AT_FDCWD, src, AT_FDCWD, dst, 0) == 0)
    {
      w->renamed = true;
      context_relabel_tree (dst, w->x);
      return 1;
    }
  int e = errno;
  if (e == EXDEV)
    return 0;
  if (e == EINVAL)
    {
      error (0, 0, _("cannot move %s to a subdirectory of itself, %s"),
             quoteaf_n (0, w->top_src), quoteaf_n (1, w->top_dst));
      w->into_self = true;
      return -1;
    }
  error (0, e, _("cannot move %s to %s"), quoteaf_n (0, src),
         quoteaf_n (1, dst));
  return -1;
}

/* Attributes of a new symlink or special file, DNAME in DAT (DST in
   messages): set through paths that pin its directory, and what
   follows a symlink through the file itself, checked to be the one
   made, so a swap of the name cannot send them elsewhere.  */
static bool
special_attributes (char const *src, char const *dst, struct stat const *sb,
                    struct walk *w, int dat, char const *dname)
{
  struct cp_options const *x = w->x;
  bool link = S_ISLNK (sb->st_mode);
  struct attr_target t = { src, dst, -1, -1, sb, true, link, 0, NULL, 0,
                           NULL, NULL, NULL, NULL, false };
  char sbuf[FD_PATH_MAX], dbuf[FD_PATH_MAX], ibuf[FD_PATH_MAX];
  int sat;
  char const *sname = at_path (w, src, false, &sat);
  t.src_at = t.src_inode = w->at_name ? fd_path (sbuf, sat, sname) : NULL;
  t.dst_at = dat == AT_FDCWD ? NULL : fd_path (dbuf, dat, dname);
  int fd = -1;
  if (!link)
    {
      struct stat st;
      fd = openat (dat, dname, O_PATH | O_NOFOLLOW | O_CLOEXEC);
      if (fd < 0 || fstat (fd, &st) != 0
          || (st.st_mode & S_IFMT) != (sb->st_mode & S_IFMT))
        {
          error (0, 0, _("%s was replaced while being copied"),
                 quoteaf (dst));
          if (fd >= 0)
            close (fd);
          return false;
        }
      t.dst_inode = fd_path (ibuf, fd, NULL);
    }
  bool ok = copy_attributes (&t, x);
  if (!link && !x->preserve_mode && !x->move_mode
      && x->preserve_ownership && (sb->st_mode & (S_IRWXG | S_IRWXO)))
    ignore_value (chmod (t.dst_inode ? t.dst_inode : dst,
                         sb->st_mode & 0777 & ~cached_umask ()));
  if (fd >= 0)
    close (fd);
  return ok;
}

/* The directory of the destination DST, to make a file beside it: its
   descriptor to *DAT (-1 with errno on failure; one the walk holds, or
   one opened here and also put in *DIRFD, else -1, to close) and DST's
   name in it.  */
static char const *
dst_dir_at (struct walk *w, char const *dst, int *dat, int *dirfd)
{
  char const *base = at_path (w, dst, true, dat);
  *dirfd = -1;
  if (*dat == AT_FDCWD)
    {
      char *dir = dir_name (dst);
      *dat = *dirfd = open (dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
      free (dir);
      base = last_component (dst);
    }
  return base;
}

/* mv across file systems: replace the existing DST with a copy of the
   regular file SRC (*SB) made beside it under a free name and renamed
   over it, so that DST is never missing and a failure leaves it.  */
static bool
swap_in_reg (char const *src, char const *dst, struct stat const *sb,
             bool follow, struct walk *w)
{
  int dirfd;
  struct free_name fn = { .name = "" };
  char const *base = dst_dir_at (w, dst, &fn.dat, &dirfd);
  if (fn.dat < 0)
    {
      unable_to_remove (w->x, src, dst, errno);
      return false;
    }
  if (w->x->verbose)
    {
      pending.w = w;
      pending.src = src;
      pending.dst = dst;
      pending.removed = w->x->install_mode;
    }
  error_print_progname = progname_after_pending;
  bool dst_new = true;
  bool ok = copy_reg (src, dst, &dst_new, sb, follow, w, &fn);
  if (ok && renameat (fn.dat, fn.name, fn.dat, base) != 0)
    {
      int e = errno;
      ignore_value (unlinkat (fn.dat, fn.name, 0));
      unable_to_remove (w->x, src, dst, e);
      ok = false;
    }
  else if (!ok && fn.name[0])
    ignore_value (unlinkat (fn.dat, fn.name, 0));
  /* Done, or a copy that failed after GNU's would have said "copied".  */
  pending_flush ();
  error_print_progname = NULL;
  if (dirfd >= 0)
    close (dirfd);
  return ok;
}

/* mv across file systems: replace the existing DST with a copy of the
   special file or symlink SRC made beside it under a free name, then
   renamed over it, so that DST is never missing and a failure leaves
   it.  Says "copied" with -v (BACKUP none) where GNU's would.  */
static bool
swap_in_special (char const *src, char const *dst, struct stat const *sb,
                 struct walk *w)
{
  struct cp_options const *x = w->x;
  char *target;
  mode_t m;
  if (!special_prepare (src, dst, sb, w, &target, &m))
    return false;
  int dat, dirfd;
  char const *base = dst_dir_at (w, dst, &dat, &dirfd);
  char tmp[sizeof "CuXXXXXXXXXXXXXXXX"];
  int e = dat < 0 ? errno : EEXIST;
  for (unsigned i = 0; e == EEXIST && i < 1000; i++)
    {
      snprintf (tmp, sizeof tmp, "Cu%08x%04x", (unsigned) getpid (), i);
      e = make_special (sb, m, target, dat, tmp);
    }
  if (target)
    context_reset (x);
  free (target);
  bool ok = false;
  if (e == EACCES || e == EROFS)
    error (0, e, _("inter-device move failed: %s to %s; "
                   "unable to remove target"),
           quoteaf_n (0, src), quoteaf_n (1, dst));
  else if (e)
    {
      if (x->verbose)
        verbose_copy (w, src, dst, NULL);
      special_failed (dst, sb, e);
    }
  else if (!special_attributes (src, dst, sb, w, dat, tmp))
    ignore_value (unlinkat (dat, tmp, 0));
  else if (renameat (dat, tmp, dat, base) != 0)
    {
      error (0, errno, _("inter-device move failed: %s to %s; "
                         "unable to remove target"),
             quoteaf_n (0, src), quoteaf_n (1, dst));
      ignore_value (unlinkat (dat, tmp, 0));
    }
  else
    {
      if (x->verbose)
        verbose_copy (w, src, dst, NULL);
      ok = true;
    }
  if (dirfd >= 0)
    close (dirfd);
  return ok;
}

/* Would copying SRC to the command-line destination DST write through
   a symlink this run has just made there (cp -dR a/1 b/1 c, with a/1 a
   symlink)?  Then say so, as GNU's does: whoever wrote the sources
   could otherwise aim the copy at any file.  LSB is DST's lstat when
   the caller has it.  mv replaces the name, and a backup moves the
   symlink aside, so neither can write through it.  */
static bool
through_new_symlink (char const *src, char const *dst,
                     struct stat const *lsb, struct walk *w)
{
  struct cp_options const *x = w->x;
  if (!x->track_dests || x->move_mode || x->backup_type != no_backups)
    return false;
  struct stat st;
  if (!lsb)
    {
      int dat;
      char const *dname = at_path (w, dst, true, &dat);
      if (fstatat (dat, dname, &st, AT_SYMLINK_NOFOLLOW) != 0)
        return false;
      lsb = &st;
    }
  if (!S_ISLNK (lsb->st_mode) || !ino_find (x->created, lsb))
    return false;
  error (0, 0, _("will not copy %s through just-created symlink %s"),
         quoteaf_n (0, src), quoteaf_n (1, dst));
  return true;
}

/* Is the non-directory SB (met on the command line when CMDLINE, its
   links followed when FOLLOW) one whose copy is looked up among, and
   recorded in, the copies made so far?  Only a file that can be met
   again: one with other names, or reached through a followed link.
   mv looks whatever its link count: the other names may have gone
   already.  */
static bool
links_tracked (struct cp_options const *x, struct stat const *sb,
               bool cmdline, bool follow)
{
  if (S_ISDIR (sb->st_mode))
    return false;
  if (x->move_mode)
    return true;
  /* -l links to the sources themselves.  */
  return x->preserve_links && !x->hard_link
         && (sb->st_nlink > 1 || (cmdline && follow)
             || x->dereference == DEREF_ALWAYS);
}

static bool
copy_entry (char const *src, char const *dst, bool dst_new,
            struct ancestor const *up, dev_t parent_dev, struct walk *w,
            bool cmdline)
{
  struct cp_options const *x = w->x;
  bool follow = follow_src (x, cmdline);

  if (x->move_mode && cmdline)
    {
      int r = renameatu (AT_FDCWD, src, AT_FDCWD, dst, RENAME_NOREPLACE);
      if (r == 0)
        {
          w->renamed = true;
          context_relabel_tree (dst, x);
          if (x->verbose)
            verbose_copy (w, src, dst, NULL);
          struct stat nsb;
          if (x->track_dests && lstat (dst, &nsb) == 0
              && !S_ISDIR (nsb.st_mode))
            ino_record (x->created, &nsb, NULL);
          return true;
        }
      if (errno == EEXIST && x->interactive == I_NO)
        return true;
    }

  struct stat sb;
  int sat;
  char const *sname = at_path (w, src, false, &sat);
  if (fstatat (sat, sname, &sb, follow ? 0 : AT_SYMLINK_NOFOLLOW) != 0)
    {
      error (0, errno, _("cannot stat %s"), quoteaf (src));
      return false;
    }
  bool src_dir = S_ISDIR (sb.st_mode);
  if (src_dir && !x->recursive)
    {
      error (0, 0, x->install_mode ? _("omitting directory %s")
                   : _("-r not specified; omitting directory %s"),
             quoteaf (src));
      return false;
    }

  if (cmdline && !x->move_mode && !src_dir)
    {
      if (x->backup_type == no_backups
          && ino_find_named (x->seen_args, &sb, src))
        {
          error (0, 0, _("warning: source file %s specified more than once"),
                 quoteaf (src));
          return true;
        }
      ino_record (x->seen_args, &sb, src);
    }

  char *backup = NULL;
  struct stat dsb;
  bool dsb_lstat = false;       /* dsb holds DST's lstat */
  bool have_dsb = false;        /* dsb holds DST's status */
  if (!dst_new)
    {
      bool use_lstat = x->move_mode || x->hard_link || x->symbolic_link
        || x->backup_type != no_backups || x->remove_before_open
        || !(S_ISREG (sb.st_mode)
             || (x->copy_as_regular && !src_dir && !S_ISLNK (sb.st_mode)));
      /* The caller's stat found nothing there (a dangling symlink at
         most, which the creation meets): no need to look again.  */
      int dat;
      char const *dname = at_path (w, dst, true, &dat);
      int r = cmdline && w->top_absent && !use_lstat ? (errno = ENOENT, -1)
              : fstatat (dat, dname, &dsb,
                         use_lstat ? AT_SYMLINK_NOFOLLOW : 0);
      if (r != 0)
        {
          /* A symlink loop, with -f: as GNU's, the open fails and the
             name is removed (GNU's tests/cp/thru-dangling.sh).  */
          if (errno == ELOOP && x->remove_after_failed_open)
            ;
          else if (errno != ENOENT)
            {
              error (0, errno, _("cannot stat %s"), quoteaf (dst));
              return false;
            }
          else
            dst_new = true;
        }
      else
        {
          dsb_lstat = use_lstat;
          have_dsb = true;
          int go = existing_dst (src, dst, &sb, &dsb, &dst_new, &backup, w,
                                 cmdline);
          if (go <= 0)
            return go == 0;
        }
    }

  if (cmdline && src_dir && dir_seen_again (src, dst, &sb, x))
    {
      free (backup);
      return true;
    }

  if (cmdline && through_new_symlink (src, dst, dsb_lstat ? &dsb : NULL, w))
    {
      free (backup);
      return false;
    }

  /* Hard links among the sources become hard links among the copies;
     mv links to a copy or a name kept by -u before any rename, as
     GNU's.  */
  bool track_links = links_tracked (x, &sb, cmdline, follow);
  if (track_links)
    {
      struct ino_entry *e = ino_find (x->links, &sb);
      if (e)
        {
          int r = link_to_copy (e, dst, !dst_new, w);
          bool ok = r >= 0;
          if (ok && x->verbose && !x->move_mode)
            verbose_copy (w, src, dst, backup);
          /* GNU's says so after the copy's line.  */
          if (r > 0 && x->verbose)
            printf (_("removed %s\n"), quoteaf (dst));
          if (!ok)
            un_backup (backup, dst, x);
          else if (x->move_mode && cmdline)
            w->copied = true;
          free (backup);
          return ok;
        }
    }

  if (x->move_mode && cmdline)
    {
      int r = try_rename (src, dst, w);
      if (r != 0)
        {
          if (r > 0 && x->verbose)
            verbose_copy (w, src, dst, backup);
          /* A rename keeps the device and inode.  */
          if (r > 0 && !src_dir && x->track_dests)
            ino_record (x->created, &sb, NULL);
          if (r > 0 && track_links && sb.st_nlink > 1)
            ino_record_copy (x->links, &sb, dst, &sb);
          free (backup);
          return r > 0;
        }
      w->copied = true;
    }
  /* mv across file systems onto an existing non-directory replaces it,
     never removing it first.  */
  bool swap_in = (x->move_mode && !w->renamed && have_dsb && !dst_new
                  && !src_dir) || w->swap_install;
  w->swap_install = false;
  if (x->move_mode && !w->renamed && !swap_in)
    {
      /* As a rename would, replace what is there; the name is cleared
         even when nothing seemed to be there, and for every file of a
         moved tree, as GNU's does.  */
      int dat;
      char const *dname = at_path (w, dst, true, &dat);
      if (unlinkat (dat, dname, src_dir ? AT_REMOVEDIR : 0) != 0
          && errno != ENOENT)
        {
          error (0, errno, _("inter-device move failed: %s to %s; "
                             "unable to remove target"),
                 quoteaf_n (0, src), quoteaf_n (1, dst));
          free (backup);
          return false;
        }
      dst_new = true;
    }

  if (x->verbose && !src_dir && !swap_in)
    verbose_copy (w, src, dst, backup);

  bool ok;
  if (swap_in && S_ISREG (sb.st_mode))
    ok = swap_in_reg (src, dst, &sb, follow, w);
  else if (swap_in)
    ok = swap_in_special (src, dst, &sb, w);
  else if (src_dir)
    ok = copy_directory (src, dst, dst_new, &sb, have_dsb ? &dsb : NULL, up,
                         parent_dev, w, cmdline);
  else if (x->symbolic_link)
    {
      char const *slash = strrchr (dst, '/');
      if (src[0] != '/' && slash)
        {
          char *dir = dir_name (dst);
          struct stat a, b;
          bool here = stat (".", &a) == 0 && stat (dir, &b) == 0
                      && SAME_INODE (a, b);
          free (dir);
          if (!here)
            {
              error (0, 0, _("%s: can make relative symbolic links only in "
                             "current directory"), quotef (dst));
              un_backup (backup, dst, x);
              free (backup);
              return false;
            }
        }
      int dat;
      char const *dname = at_path (w, dst, true, &dat);
      ok = symlinkat (src, dat, dname) == 0;
      if (!ok && errno == EEXIST && x->remove_after_failed_open)
        ok = link_over (AT_FDCWD, src, dat, dname, true, 0) == 0;
      if (!ok)
        error (0, errno, _("cannot create symbolic link %s to %s"),
               quoteaf_n (0, dst), quoteaf_n (1, src));
    }
  else if (x->hard_link)
    ok = 0 <= make_hard_link (src, dst, x->remove_after_failed_open,
                              follow, w, true);
  else if (S_ISREG (sb.st_mode)
           || (x->copy_as_regular && !S_ISLNK (sb.st_mode)))
    ok = copy_reg (src, dst, &dst_new, &sb, follow, w, NULL);
  else
    {
      int dat;
      char const *dname = at_path (w, dst, true, &dat);
      ok = copy_special (src, dst, &sb, w)
           && special_attributes (src, dst, &sb, w, dat, dname);
    }

  if (!ok && !src_dir)
    {
      un_backup (backup, dst, x);
      /* As GNU's: no later link of SRC is to look for this copy, nor
         for one its -u skip or another link left.  */
      ino_forget (x->links, &sb);
    }
  free (backup);
  if (ok && !src_dir)
    {
      struct stat nsb;
      if (cmdline && x->track_dests && lstat (dst, &nsb) == 0)
        ino_record (x->created, &nsb, NULL);
      /* The copy's identity, to link to it checked; not sought for
         a file mv meets once.  */
      int dat;
      char const *dname = at_path (w, dst, true, &dat);
      if (track_links && (sb.st_nlink > 1 || !x->move_mode)
          && fstatat (dat, dname, &nsb, AT_SYMLINK_NOFOLLOW) == 0)
        ino_record_copy (x->links, &sb, dst, &nsb);
      else if (track_links)
        ino_record (x->links, &sb, dst);
    }
  return ok;
}

bool
copy (char const *src, char const *dst, int dst_state,
      struct cp_options const *x, struct copy_result *res)
{
  return copy_in (src, dst, -1, dst_state, x, res);
}

bool
copy_in (char const *src, char const *dst, int dst_dirfd, int dst_state,
         struct cp_options const *x, struct copy_result *res)
{
  struct walk w = { .x = x, .top_src = src, .top_dst = dst,
                    .top_absent = dst_state < 0 };
  if (dst_dirfd >= 0)
    {
      w.at_name = last_component (dst);
      w.at_src = -1;
      w.at_dst = dst_dirfd;
    }
  bool ok = copy_entry (src, dst, dst_state > 0, NULL, 0, &w, true);
  res->into_self = w.into_self;
  res->renamed = w.renamed;
  res->copied = w.copied;
  return ok;
}
