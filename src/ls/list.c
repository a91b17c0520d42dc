/* ls: the driver.  A directory is opened, its entries gathered
   (gather.c), sorted (sort.c) and printed (print.c); under -R the
   directories among them are queued and listed in turn, depth first,
   with loops caught, and those queued next read ahead in groups.  */

#include <config.h>

#include <dirent.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <sys/stat.h>

#include "system.h"
#include "ls.h"
#include "sectx.h"

#include "basename-lgpl.h"
#include "canonicalize.h"
#include "dirname.h"
#include "filenamecat.h"
#include "hash.h"
#include "same-inode.h"
#include "xalloc.h"

/* ---- directories ---- */

struct pending
{
  char *name;
  char *realname;               /* the symlink's name, for the header */
  bool command_line_arg;
  /* Under -R, a subdirectory met in a listing must, when it is opened,
     still sit in the directory listed (PARENT_DEV, PARENT_INO) and, if
     it was stat'ed, be the directory examined (DEV, INO): one that
     someone swaps for a symlink or another directory meanwhile is not
     listed in its place.  */
  bool subdir;                  /* met in a listing under -R */
  dev_t parent_dev, dev;
  ino_t parent_ino, ino;
  bool stat_ok;                 /* dev and ino are known */
  struct ahead *ahead;          /* read ahead, or NULL */
  struct pending *next;
};

static struct pending *pending_dirs;

/* The directories being listed under -R, to catch loops.  */
struct dev_ino
{
  dev_t dev;
  ino_t ino;
};
static Hash_table *active_dirs;
static struct dev_ino *dir_stack;
static size_t dir_stack_n;
static ptrdiff_t dir_stack_alloc;

static size_t
dev_ino_hash (void const *x, size_t n)
{
  struct dev_ino const *p = x;
  return (uintmax_t) p->ino % n;
}

static bool
dev_ino_equal (void const *a, void const *b)
{
  struct dev_ino const *p = a, *q = b;
  return p->dev == q->dev && p->ino == q->ino;
}

void
init_loop_detection (void)
{
  active_dirs = hash_initialize (30, NULL, dev_ino_hash, dev_ino_equal,
                                 free);
  if (! active_dirs)
    xalloc_die ();
}

/* Enter directory DEV/INO; false if it is already being listed.  */
static bool
enter_dir (dev_t dev, ino_t ino)
{
  struct dev_ino *ent = xmalloc (sizeof *ent);
  ent->dev = dev;
  ent->ino = ino;
  struct dev_ino *found = hash_insert (active_dirs, ent);
  if (! found)
    xalloc_die ();
  if (found != ent)
    {
      free (ent);
      return false;
    }
  if (dir_stack_n == dir_stack_alloc)
    dir_stack = xpalloc (dir_stack, &dir_stack_alloc, 1, -1,
                         sizeof *dir_stack);
  dir_stack[dir_stack_n++] = *ent;
  return true;
}

static void
leave_dir (void)
{
  struct dev_ino di = dir_stack[--dir_stack_n];
  free (hash_remove (active_dirs, &di));
}

void
queue_directory (char const *name, char const *realname,
                 bool command_line_arg)
{
  struct pending *p = xzalloc (sizeof *p);
  p->name = name ? xstrdup (name) : NULL;
  p->realname = realname ? xstrdup (realname) : NULL;
  p->command_line_arg = command_line_arg;
  p->next = pending_dirs;
  pending_dirs = p;
}

/* The directory being listed, when its subdirectories are queued.  */
static struct stat const *listing_st;

/* Queue F, met in the directory being listed (whose status is
   *LISTING_ST), as its subdirectory NAME.  */
static void
queue_subdirectory (char const *name, struct fileinfo const *f)
{
  queue_directory (name, f->linkname, false);
  struct pending *p = pending_dirs;
  p->subdir = true;
  p->parent_dev = listing_st->st_dev;
  p->parent_ino = listing_st->st_ino;
  p->stat_ok = f->stat_ok;
  p->dev = f->stat.st_dev;
  p->ino = f->stat.st_ino;
}

bool
pending_dirs_any (void)
{
  return pending_dirs != NULL;
}

bool
pending_dirs_single (void)
{
  return pending_dirs && ! pending_dirs->next;
}

static bool
is_directory (struct fileinfo const *f)
{
  return f->filetype == ft_directory || f->filetype == ft_arg_directory;
}

static bool
is_dot_or_dotdot (char const *name)
{
  char const *base = last_component (name);
  return base[0] == '.' && (base[1] == '\0'
                            || (base[1] == '.' && base[2] == '\0'));
}

/* Queue the directories of the current group for listing; drop the
   command-line ones from the group.  */
void
extract_dirs_from_files (char const *dirname, bool command_line_arg)
{
  if (dirname && active_dirs)
    queue_directory (NULL, dirname, false);   /* marks the end of DIRNAME */

  for (size_t i = cwd.n_used; i-- != 0; )
    {
      struct fileinfo *f = cwd.sorted[i];
      if (is_directory (f) && (! dirname || ! is_dot_or_dotdot (f->name)))
        {
          if (! dirname || f->name[0] == '/')
            queue_directory (f->name, f->linkname, command_line_arg);
          else
            {
              char *name = file_name_concat (dirname, f->name, NULL);
              if (listing_st)
                queue_subdirectory (name, f);
              else
                queue_directory (name, f->linkname, command_line_arg);
              free (name);
            }
          if (f->filetype == ft_arg_directory)
            free_ent (f);
        }
    }

  size_t j = 0;
  for (size_t i = 0; i < cwd.n_used; i++)
    {
      struct fileinfo *f = cwd.sorted[i];
      cwd.sorted[j] = f;
      j += f->filetype != ft_arg_directory;
    }
  cwd.n_used = j;
}

static bool
ignored (char const *name)
{
  if (ls.ignore_mode != IGNORE_MINIMAL && name[0] == '.'
      && (ls.ignore_mode == IGNORE_DEFAULT
          || ! name[1 + (name[1] == '.')]))
    return true;
  if (ls.ignore_mode == IGNORE_DEFAULT)
    for (struct pattern *p = ls.hide_patterns; p; p = p->next)
      if (fnmatch (p->pattern, name, FNM_PERIOD) == 0)
        return true;
  for (struct pattern *p = ls.ignore_patterns; p; p = p->next)
    if (fnmatch (p->pattern, name, FNM_PERIOD) == 0)
      return true;
  return false;
}

static enum filetype
dtype_to_filetype (unsigned char d_type)
{
  switch (d_type)
    {
    case DT_BLK: return ft_blockdev;
    case DT_CHR: return ft_chardev;
    case DT_DIR: return ft_directory;
    case DT_FIFO: return ft_fifo;
    case DT_LNK: return ft_symbolic_link;
    case DT_REG: return ft_normal;
    case DT_SOCK: return ft_sock;
    default: return ft_unknown;
    }
}

/* Read directory NAME into the current group (BY_FD: its entries are
   reached through its descriptor).  */
static uintmax_t
read_dir (DIR *dirp, char const *name, bool command_line_arg, bool by_fd)
{
  uintmax_t total_blocks = 0;
  /* One name per line, unsorted: print as we read, in constant memory.  */
  bool stream = (ls.format == one_per_line && ls.sort_type == sort_none
                 && ! ls.print_block_size && ! ls.recursive);
  /* Otherwise the entries are read ahead when each needs a stat.  (-Z
     alone makes one call per file: the batch would cost more than a
     second thread saves.)  */
  bool ahead = (! stream && by_fd && ls.format_needs_stat
                && ! ls.context_without_stat);
  for (;;)
    {
      errno = 0;
      struct dirent *next = readdir (dirp);
      if (next && ahead)
        {
          if (! ignored (next->d_name)
              && batch_add (next->d_name, dtype_to_filetype (next->d_type),
                            next->d_ino))
            total_blocks += gobble_batch (name, false);
        }
      else if (next)
        {
          if (! ignored (next->d_name))
            {
              total_blocks += gobble_file (next->d_name,
                                           dtype_to_filetype (next->d_type),
                                           next->d_ino, false, name);
              if (stream)
                {
                  sort_files ();
                  print_current_files ();
                  clear_files ();
                }
            }
        }
      else if (errno != 0)
        {
          int err = errno;
          total_blocks += gobble_batch (name, false);
          errno = err;
          file_failure (command_line_arg, _("reading directory %s"), name);
          if (errno != EOVERFLOW)
            break;
        }
      else
        break;
    }
  return total_blocks + gobble_batch (name, true);
}

/* Report P as changed since it was examined; not listed.  */
static void
changed_dir (struct pending const *p)
{
  error (0, 0, _("cannot open directory %s: it changed during the listing"),
         quoteaf (p->name));
  if (exit_status == EXIT_SUCCESS)
    exit_status = LS_MINOR_PROBLEM;
}

/* Is the directory open as FD, met under -R as P, still where it was
   found: in the directory listed (P's PARENT_DEV, PARENT_INO)?  Its
   ".." says so, or, where FD may not be searched (a directory with
   read but no execute permission), its parent opened by name, checked,
   and holding FD's directory under P's last component.  */
static bool
in_listed_dir (struct pending const *p, int fd)
{
  struct stat st;
  if (fstatat (fd, "..", &st, 0) == 0)
    return st.st_dev == p->parent_dev && st.st_ino == p->parent_ino;
  if (errno != EACCES)
    return false;
  char *parent = dir_name (p->name);
  int pfd = open (parent, O_PATH | O_DIRECTORY | O_CLOEXEC);
  free (parent);
  struct stat here;
  bool ok = (0 <= pfd && fstat (pfd, &st) == 0
             && st.st_dev == p->parent_dev && st.st_ino == p->parent_ino
             && fstatat (pfd, last_component (p->name), &st,
                         AT_SYMLINK_NOFOLLOW) == 0
             && fstat (fd, &here) == 0 && SAME_INODE (st, here));
  if (0 <= pfd)
    close (pfd);
  return ok;
}

/* Is ST, of P's directory once opened, not the directory examined?  */
static bool
examined_other (struct pending const *p, struct stat const *st)
{
  return p->stat_ok && (st->st_dev != p->dev || st->st_ino != p->ino);
}

/* Open P's directory.  A subdirectory met under -R must still sit in
   the directory that was listed (not asked under -L, which follows
   links on purpose): otherwise someone swapped it, or a directory
   above it, for a symlink or another directory meanwhile, and NULL is
   returned with *CHANGED set.  NULL with errno set if it cannot be
   opened.  */
static DIR *
open_dir (struct pending const *p, bool *changed)
{
  *changed = false;
  DIR *dirp = opendir (p->name);
  if (! dirp || ! p->subdir || ls.dereference == DEREF_ALWAYS
      || in_listed_dir (p, dirfd (dirp)))
    return dirp;
  closedir (dirp);
  *changed = true;
  return NULL;
}

/* ---- directories read ahead ----

   Under -R, a long listing of a tree of small directories would hand
   the second thread a short job per directory, and wake it for each:
   when the other processor is busy, the scheduler then mostly keeps
   both threads on one.  So the subdirectories queued next are opened
   (checked as open_dir does), read, and their files' calls made
   together, in one job; each is then listed at its turn from what was
   read.  A group ends after a directory with subdirectories of its own
   (listed before the rest of the queue), so one group at most is open.
   Anything unusual (an error, a change, a full group) ends the group
   before that directory, which is then opened and read at its turn as
   any other, and reports what it finds then.  */

struct group
{
  struct prefetch *p;           /* the entries of every member */
  size_t n;
  ptrdiff_t alloc;
  int members;                  /* not yet listed or dropped */
};

struct ahead
{
  struct group *g;
  DIR *dirp;
  char *prefix;                 /* for its entries, or NULL */
  size_t start, n;              /* its entries in G */
};

/* A group's limits: its entries (about 200 bytes each; no directory
   is added once it has GROUP_FULL), and its directories (each an open
   descriptor).  */
enum { GROUP_ENTRIES = 131072, GROUP_FULL = 32768, GROUP_DIRS = 64 };

/* The entries' array of the last group freed, kept for the next: a
   new one each time would be mapped and faulted in anew.  */
static struct group *spare;

static struct group *
group_new (void)
{
  struct group *g = spare ? spare : xzalloc (sizeof *g);
  spare = NULL;
  return g;
}

static void
group_free (struct group *g)
{
  if (spare)
    {
      free (g->p);
      free (g);
      return;
    }
  g->n = 0;
  g->members = 0;
  spare = g;
}

static bool
may_have_subdirs (struct dirent const *e)
{
  return ((e->d_type == DT_DIR || e->d_type == DT_UNKNOWN)
          && ! is_dot_or_dotdot (e->d_name));
}

/* Open and read P's directory into G; false (G as it was) if anything
   is unusual.  Set *LEAF if it has no subdirectories.  */
static bool
read_member (struct pending *p, struct group *g, struct ahead *a,
             bool *leaf)
{
  bool changed;
  DIR *dirp = open_dir (p, &changed);
  if (! dirp)
    return false;
  int fd = dirfd (dirp);
  struct stat st;
  a->start = g->n;
  a->prefix = gather_ahead_prefix (p->name);
  *leaf = true;
  bool ok = 0 <= fd && fstat (fd, &st) == 0 && ! examined_other (p, &st);
  while (ok)
    {
      errno = 0;
      struct dirent *e = readdir (dirp);
      if (! e)
        {
          ok = errno == 0;
          break;
        }
      if (ignored (e->d_name))
        continue;
      if (g->n == GROUP_ENTRIES)
        ok = false;
      else
        {
          if (g->n == g->alloc)
            g->p = xpalloc (g->p, &g->alloc, 1, GROUP_ENTRIES,
                            sizeof *g->p);
          ahead_entry (&g->p[g->n++], e->d_name,
                       dtype_to_filetype (e->d_type), e->d_ino, fd,
                       a->prefix);
          *leaf &= ! may_have_subdirs (e);
        }
    }
  if (! ok)
    {
      ahead_discard (g->p + a->start, g->n - a->start);
      g->n = a->start;
      free (a->prefix);
      closedir (dirp);
      return false;
    }
  a->g = g;
  a->dirp = dirp;
  a->n = g->n - a->start;
  return true;
}

/* Read P and the subdirectories queued after it ahead.  */
static void
read_ahead (struct pending *p)
{
  if (! p->subdir || ls.dereference == DEREF_ALWAYS || ! active_dirs
      || ! gather_ahead_possible ())
    return;
  struct group *g = group_new ();
  struct pending *q = p;
  bool leaf = true;
  for (; (q && q->name && q->subdir && leaf && g->members < GROUP_DIRS
          && g->n < GROUP_FULL);
       q = q->next)
    {
      struct ahead *a = xmalloc (sizeof *a);
      if (! read_member (q, g, a, &leaf))
        {
          free (a);
          break;
        }
      q->ahead = a;
      g->members++;
    }
  if (g->members == 0)
    {
      group_free (g);
      return;
    }
  gather_ahead (g->p, g->n);
}

/* P's directory, read ahead, is listed or dropped: close it, and free
   the group after its last.  */
static void
ahead_done (struct pending *p)
{
  struct ahead *a = p->ahead;
  struct group *g = a->g;
  ahead_discard (g->p + a->start, a->n);
  if (a->dirp)
    closedir (a->dirp);
  free (a->prefix);
  free (a);
  p->ahead = NULL;
  if (--g->members == 0)
    group_free (g);
}

/* List the directory P (its REALNAME: the name given, for the header).  */
static void
print_dir (struct pending const *p, bool print_dir_name)
{
  static bool first = true;
  char const *name = p->name, *realname = p->realname;
  bool command_line_arg = p->command_line_arg, changed = false;
  struct ahead *a = p->ahead;
  DIR *dirp = a ? a->dirp : open_dir (p, &changed);
  if (a)
    a->dirp = NULL;             /* closed here */
  if (! dirp)
    {
      if (changed)
        changed_dir (p);
      else
        file_failure (command_line_arg, _("cannot open directory %s"), name);
      return;
    }

  gather_dir_device (0, false);
  if (ls.context_without_stat && ! active_dirs)
    {
      struct stat st;
      if (fstat (dirfd (dirp), &st) == 0)
        {
          gather_dir_device (st.st_dev, true);
        }
    }
  struct stat st;
  if (active_dirs)
    {
      int fd = dirfd (dirp);
      if ((0 <= fd ? fstat (fd, &st) : stat (name, &st)) < 0)
        {
          file_failure (command_line_arg,
                        _("cannot determine device and inode of %s"), name);
          closedir (dirp);
          return;
        }
      if (examined_other (p, &st))
        {
          changed_dir (p);
          closedir (dirp);
          return;
        }
      gather_dir_device (st.st_dev, ls.context_without_stat);
      if (! enter_dir (st.st_dev, st.st_ino))
        {
          error (0, 0, _("%s: not listing already-listed directory"),
                 quotef (name));
          closedir (dirp);
          exit_status = LS_FAILURE;
          return;
        }
    }

  clear_files ();

  if (ls.recursive || print_dir_name)
    {
      if (! first)
        out_byte ('\n');
      first = false;
      char *absolute_name = NULL;
      if (ls.print_hyperlink)
        {
          absolute_name = canonicalize_filename_mode (name, CAN_MISSING);
          if (! absolute_name)
            file_failure (command_line_arg, _("error canonicalizing %s"),
                          name);
        }
      print_dir_header (realname ? realname : name, absolute_name);
      free (absolute_name);
    }

  /* Reach the entries from the open directory: the kernel then walks
     one name per call, not the whole path.  */
  bool by_fd = gather_dir_begin (dirfd (dirp));
  uintmax_t total_blocks = (a ? gobble_ahead (name, a->g->p + a->start, a->n)
                            : read_dir (dirp, name, command_line_arg, by_fd));
  gather_dir_end ();

  if (closedir (dirp) != 0)
    file_failure (command_line_arg, _("closing directory %s"), name);

  sort_files ();
  if (ls.recursive)
    {
      listing_st = active_dirs ? &st : NULL;
      extract_dirs_from_files (name, false);
      listing_st = NULL;
    }
  if (ls.format == long_format || ls.print_block_size)
    print_total (total_blocks);
  if (cwd.n_used)
    print_current_files ();
}

/* List the queued directories, depth first.  */
void
list_pending_dirs (bool print_dir_name)
{
  while (pending_dirs)
    {
      struct pending *p = pending_dirs;
      pending_dirs = p->next;
      if (active_dirs && ! p->name)
        leave_dir ();
      else
        {
          if (! p->ahead)
            read_ahead (p);
          print_dir (p, print_dir_name);
          if (p->ahead)
            ahead_done (p);
          print_dir_name = true;
        }
      free (p->name);
      free (p->realname);
      free (p);
    }
}
