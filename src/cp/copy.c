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
  struct ino_entry key = { st->st_dev, st->st_ino, (char *) name };
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
  if (!hash_insert (t, e))
    xalloc_die ();
}

/* Drop what T holds for ST's file.  */
static void
ino_forget (Hash_table *t, struct stat const *st)
{
  struct ino_entry key = { st->st_dev, st->st_ino, NULL };
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

/* The walk of one command-line source.  */
struct walk
{
  struct cp_options const *x;
  char const *top_src, *top_dst;
  bool into_self;
  bool renamed;
  bool copied;                  /* mv: copied across file systems */
  bool top_absent;              /* stat found no top destination */
  /* The entry being copied as a name in its directories, open: the
     kernel then walks one component, not the whole path, on the calls
     each file makes.  AT_NAME NULL (the command line) or a fd -1 (it
     could not be opened, e.g. fds ran out in a deep tree): the path.  */
  char const *at_name;
  int at_src, at_dst;
  int held;                     /* directories held open, 2 fds each */
};

/* How many directories may be held open: deeper ones are read and
   closed, as a tree deeper than the fd limit must still copy.  An
   eighth of the fd limit, so the files being copied and the libraries
   keep theirs.  */
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
    }
  return max;
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

static void
verbose_copy (struct walk *w, char const *src, char const *dst,
              char const *backup)
{
  struct cp_options const *x = w->x;
  if (x->move_mode && !w->renamed)
    printf (_("copied %s -> %s"), quoteaf_n (0, src), quoteaf_n (1, dst));
  else if (x->move_mode)
    printf (_("renamed %s -> %s"), quoteaf_n (0, src), quoteaf_n (1, dst));
  else
    printf ("%s -> %s", quoteaf_n (0, src), quoteaf_n (1, dst));
  if (backup)
    printf (_(" (backup: %s)"), quoteaf (backup));
  putchar ('\n');
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

/* Copy the directory SRC's entries into DST.  */
static bool
copy_dir_entries (char const *src, char const *dst, bool dst_new,
                  struct ancestor const *up, struct stat const *sb,
                  struct walk *w)
{
  /* The flags opendir uses, so failures are the same; the directory
     stays open while its entries are copied.  */
  int sfd = open (src, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_DIRECTORY);
  DIR *dir = sfd < 0 ? NULL : fdopendir (sfd);
  char *names = dir ? read_dir_by_inode (dir) : NULL;
  if (!names)
    {
      int e = errno;
      if (dir)
        closedir (dir);
      else if (sfd >= 0)
        close (sfd);
      error (0, e, _("cannot access %s"), quoteaf (src));
      return false;
    }
  /* O_PATH: later calls need search permission only, as the path.  */
  bool hold = w->held < held_max ();
  int dfd = hold ? open (dst, O_PATH | O_DIRECTORY | O_CLOEXEC) : -1;
  if (!hold)
    {
      closedir (dir);
      dir = NULL;
    }
  w->held += hold;
  char const *saved_name = w->at_name;
  int saved_src = w->at_src, saved_dst = w->at_dst;
  struct ancestor me = { up, sb->st_dev, sb->st_ino };
  bool ok = true;
  for (char const *n = names; *n; n += strlen (n) + 1)
    {
      char *s = file_name_concat (src, n, NULL);
      char *d = file_name_concat (dst, n, NULL);
      w->at_name = n;
      w->at_src = dir ? dirfd (dir) : -1;
      w->at_dst = dfd;
      ok &= copy_entry (s, d, dst_new, &me, sb->st_dev, w, false);
      free (s);
      free (d);
      if (w->into_self)
        break;
    }
  w->at_name = saved_name;
  w->at_src = saved_src;
  w->at_dst = saved_dst;
  w->held -= hold;
  if (dfd >= 0)
    close (dfd);
  if (dir)
    closedir (dir);
  free (names);
  return ok;
}

/* Make the existing DST a hard link to TARGET (FLAGS for linkat) or,
   when SYM, a symlink holding TARGET: made under a free name beside DST
   and renamed over it, so DST is never missing and TARGET, which may
   lead through DST, is resolved first.  0, or -1 with errno.  */
static int
link_over (char const *target, char const *dst, bool sym, int flags)
{
  char *dir = dir_name (dst);
  size_t len = strlen (dir) + sizeof "/CuXXXXXXXXXXXXXXXX";
  char *tmp = xmalloc (len);
  int r = -1, err = EEXIST;
  for (unsigned i = 0; r != 0 && err == EEXIST && i < 1000; i++)
    {
      snprintf (tmp, len, "%s/Cu%08x%04x", dir, (unsigned) getpid (), i);
      r = sym ? symlink (target, tmp)
              : linkat (AT_FDCWD, target, AT_FDCWD, tmp, flags);
      err = errno;
    }
  if (r == 0)
    {
      r = rename (tmp, dst);
      err = errno;
      /* A rename onto another name of the same file leaves TMP.  */
      ignore_value (unlink (tmp));
    }
  free (tmp);
  free (dir);
  errno = err;
  return r;
}

/* Make DST a hard link to TARGET, replacing DST when REPLACE: 1 when
   it replaced DST, 0 when DST was free, -1 on failure.  */
static int
make_hard_link (char const *target, char const *dst, bool replace,
                bool follow)
{
  int flags = follow ? AT_SYMLINK_FOLLOW : 0;
  if (linkat (AT_FDCWD, target, AT_FDCWD, dst, flags) == 0)
    return 0;
  if (errno == EEXIST && replace && link_over (target, dst, false, flags) == 0)
    return 1;
  error (0, errno, _("cannot create hard link %s to %s"),
         quoteaf_n (0, dst), quoteaf_n (1, target));
  return -1;
}

/* Copy a regular file's data and attributes.  */
static bool
copy_reg (char const *src, char const *dst, bool *dst_new,
          struct stat const *sb, bool follow, struct walk *w)
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
          if (unlink (dst) != 0)
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
      dfd = openat (dat, dname, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, m);
      int e = errno;
      /* install: refused the file with its final context, make it as
         GNU's does, to be relabelled.  */
      if (dfd < 0 && e == EACCES && x->born_fc && label_unborn ())
        {
          dfd = openat (dat, dname, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                        m);
          e = errno;
        }
      if (dfd < 0 && e == EEXIST)
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
                               *dst_new ? extra : 0 };
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

/* Create DST as a copy of the non-directory, non-regular SRC.  */
static bool
copy_special (char const *src, char const *dst, struct stat const *sb,
              struct walk *w)
{
  struct cp_options const *x = w->x;
  if (!context_before_create (src, dst, sb->st_mode, x))
    return false;
  if (S_ISLNK (sb->st_mode))
    {
      char *target = areadlink_with_size (src, sb->st_size);
      if (!target)
        {
          error (0, errno, _("cannot read symbolic link %s"), quoteaf (src));
          return false;
        }
      int r = symlink (target, dst);
      int e = errno;
      if (r != 0 && e == EEXIST && x->update)
        {
          /* -u keeps an identical existing link.  */
          char *old = areadlink_with_size (dst, 256);
          bool same = old && STREQ (old, target);
          free (old);
          if (same)
            {
              free (target);
              return true;
            }
        }
      free (target);
      context_reset (x);
      if (r != 0)
        {
          error (0, e, _("cannot create symbolic link %s"), quoteaf (dst));
          return false;
        }
      return true;
    }
  mode_t m = sb->st_mode & ~(x->preserve_ownership ? (mode_t) (S_IRWXG | S_IRWXO)
                                                   : 0);
  if (S_ISFIFO (m))
    {
      if (mkfifo (dst, m & 07777) != 0)
        {
          error (0, errno, _("cannot create fifo %s"), quoteaf (dst));
          return false;
        }
      return true;
    }
  if (S_ISCHR (m) || S_ISBLK (m) || S_ISSOCK (m))
    {
      if (mknod (dst, m, sb->st_rdev) != 0)
        {
          error (0, errno, _("cannot create special file %s"), quoteaf (dst));
          return false;
        }
      return true;
    }
  error (0, 0, _("%s has unknown file type"), quoteaf (src));
  return false;
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
             struct cp_options const *x)
{
  struct ino_entry *e = ino_find (x->links, sb);
  if (!e)
    {
      ino_record (x->links, sb, dst);
      return 0;
    }
  int r = make_hard_link (e->name, dst, true, false);
  if (r > 0 && x->verbose)
    printf (_("removed %s\n"), quoteaf (dst));
  return r < 0 ? -1 : 0;
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
    return update_skip (src, dst, sb, x);
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
  if (replace)
    {
      if (unlink (dst) != 0 && errno != ENOENT)
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

/* Copy the directory SRC (status *SB) to DST.  */
static bool
copy_directory (char const *src, char const *dst, bool dst_new,
                struct stat const *sb, struct ancestor const *up,
                dev_t parent_dev, struct walk *w, bool cmdline)
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

  mode_t omitted = sb->st_mode & (x->preserve_ownership
                                  ? S_IRWXG | S_IRWXO : S_IWGRP | S_IWOTH);
  bool ok = true;
  bool created = false;
  if (dst_new)
    {
      if (!context_before_create (src, dst, sb->st_mode, x))
        return false;
      mode_t m = (sb->st_mode & 07777 & ~omitted) | S_IRWXU;
      if (mkdir (dst, m) != 0)
        {
          error (0, errno, _("cannot create directory %s"), quoteaf (dst));
          return false;
        }
      created = true;
      struct stat dsb;
      if (lstat (dst, &dsb) == 0)
        ino_record (x->created, &dsb, NULL);
      if (x->verbose)
        {
          if (x->move_mode)
            printf (_("created directory %s\n"), quoteaf (dst));
          else
            verbose_copy (w, src, dst, NULL);
        }
    }
  else if ((x->preserve_context
            && !context_before_create (src, dst, sb->st_mode, x))
           || !context_after_open (dst, -1, x))
    ok = false;

  if (!(x->one_file_system && !cmdline && parent_dev != sb->st_dev))
    ok &= copy_dir_entries (src, dst, dst_new, up, sb, w);

  struct attr_target t = { src, dst, -1, -1, sb, created, false, 0,
                           NULL, 0 };
  bool attrs = copy_attributes (&t, x);
  if (!attrs)
    ok = false;
  /* A required attribute that failed leaves the creation mode, as
     GNU's stops there.  */
  if (attrs && created && !x->preserve_mode && !x->move_mode)
    {
      /* Give back the bits held back while the tree was filled.  */
      mode_t want = sb->st_mode & 07777 & ~cached_umask ();
      if (x->explicit_no_preserve_mode)
        want = 0777 & ~cached_umask ();
      if (want != ((sb->st_mode & 07777 & ~omitted) | S_IRWXU)
          && chmod (dst, want) != 0)
        {
          error (0, errno, _("setting permissions for %s"), quoteaf (dst));
          ok = false;
        }
    }
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

/* Attributes of a new symlink or special file.  */
static bool
special_attributes (char const *src, char const *dst, struct stat const *sb,
                    struct walk *w)
{
  struct attr_target t = { src, dst, -1, -1, sb, true, S_ISLNK (sb->st_mode),
                           0, NULL, 0 };
  struct cp_options const *x = w->x;
  bool ok = copy_attributes (&t, x);
  if (!S_ISLNK (sb->st_mode) && !x->preserve_mode && !x->move_mode
      && x->preserve_ownership && (sb->st_mode & (S_IRWXG | S_IRWXO)))
    ignore_value (chmod (dst, sb->st_mode & 0777 & ~cached_umask ()));
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
          int r = make_hard_link (e->name, dst, !dst_new, false);
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
            ino_record (x->links, &sb, dst);
          free (backup);
          return r > 0;
        }
      w->copied = true;
    }
  if (x->move_mode && !w->renamed)
    {
      /* As a rename would, replace what is there; the name is cleared
         even when nothing seemed to be there, and for every file of a
         moved tree, as GNU's does.  */
      if ((src_dir ? rmdir (dst) : unlink (dst)) != 0 && errno != ENOENT)
        {
          error (0, errno, _("inter-device move failed: %s to %s; "
                             "unable to remove target"),
                 quoteaf_n (0, src), quoteaf_n (1, dst));
          free (backup);
          return false;
        }
      dst_new = true;
    }

  if (x->verbose && !src_dir)
    verbose_copy (w, src, dst, backup);

  bool ok;
  if (src_dir)
    ok = copy_directory (src, dst, dst_new, &sb, up, parent_dev, w, cmdline);
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
      ok = symlink (src, dst) == 0;
      if (!ok && errno == EEXIST && x->remove_after_failed_open)
        ok = link_over (src, dst, true, 0) == 0;
      if (!ok)
        error (0, errno, _("cannot create symbolic link %s to %s"),
               quoteaf_n (0, dst), quoteaf_n (1, src));
    }
  else if (x->hard_link)
    ok = 0 <= make_hard_link (src, dst, x->remove_after_failed_open,
                              follow);
  else if (S_ISREG (sb.st_mode)
           || (x->copy_as_regular && !S_ISLNK (sb.st_mode)))
    ok = copy_reg (src, dst, &dst_new, &sb, follow, w);
  else
    ok = copy_special (src, dst, &sb, w)
         && special_attributes (src, dst, &sb, w);

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
      if (track_links)
        ino_record (x->links, &sb, dst);
    }
  return ok;
}

bool
copy (char const *src, char const *dst, int dst_state,
      struct cp_options const *x, struct copy_result *res)
{
  struct walk w = { .x = x, .top_src = src, .top_dst = dst,
                    .top_absent = dst_state < 0 };
  bool ok = copy_entry (src, dst, dst_state > 0, NULL, 0, &w, true);
  res->into_self = w.into_self;
  res->renamed = w.renamed;
  res->copied = w.copied;
  return ok;
}
