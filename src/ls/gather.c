/* ls: gathering files.  Each file is read once, with only the calls the
   chosen format, sort and colours need, into the current listing group
   with its column widths; a directory's entries are read ahead in two
   threads when there are many (prefetch.c).  */

#include <config.h>

#include <dirent.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "system.h"
#include "ls.h"
#include "env.h"
#include "sectx.h"

#include "acl.h"
#include "areadlink.h"
#include "canonicalize.h"
#include "basename-lgpl.h"
#include "filenamecat.h"
#include "hash.h"
#include "human.h"
#include "inttostr.h"
#include "idcache.h"
#include "xalloc.h"


static char unknown_context[] = "?";

void
free_ent (struct fileinfo *f)
{
  free (f->name);
  free (f->linkname);
  free (f->absolute_name);
  if (f->scontext_owned)
    free (f->scontext);
  f->name = f->linkname = f->absolute_name = NULL;
}

/* Start a new listing group.  */
void
clear_files (void)
{
  for (size_t i = 0; i < cwd.n_used; i++)
    free_ent (cwd.sorted[i]);
  cwd.n_used = 0;
  cwd.some_quoted = false;
  cwd.any_has_acl = false;
  cwd.inode_width = cwd.block_size_width = cwd.nlink_width = 0;
  cwd.owner_width = cwd.group_width = cwd.author_width = 0;
  cwd.scontext_width = cwd.major_width = cwd.minor_width = 0;
  cwd.file_size_width = 0;
}

/* ---- stat ---- */

/* The directory being read, to reach its entries by their own names
   without walking the directory's path for each (AT_FDCWD: names are
   full); XATTR_FD likewise for the label and ACL calls, when the
   kernel has getxattrat.  */
static int stat_fd = AT_FDCWD, xattr_fd = AT_FDCWD;

/* Does the listing read each file's context (and, long, its ACL)?  */
static bool
wants_context (void)
{
  return ls.format == long_format || ls.print_scontext;
}

/* A name of one entry: from the directory (FD, NAME) and from here
   (FULL, for messages and for the calls that need a full name).  */
struct at_name
{
  int fd;
  char const *name;
  char const *full;
};

/* What was read ahead of the entry being gathered, or NULL.  */
static struct prefetch *pre;

/* ---- contexts and ACLs, with GNU's memory of the last device that
   refused them (libsectx's cache for contexts) ---- */

static bool
errno_unsupported (int err)
{
  return err == EINVAL || err == ENOSYS || err == ENOTSUP
         || err == EOPNOTSUPP;
}

static int
getfilecon_cache (struct at_name const *file, struct fileinfo *f, bool deref)
{
  static struct sectx_fscache *cache;
  char *ctx;
  if (! cache && ! (cache = sectx_fscache_new ()))
    xalloc_die ();
  if (pre && (pre->done & PF_CON))
    {
      pre->done &= ~PF_CON;
      /* Taken as if read now; unless the cache would not have read.  */
      if (! sectx_fscache_refuses (cache, f->stat.st_dev))
        {
          if (pre->con_err)
            {
              sectx_fscache_note (cache, f->stat.st_dev, pre->con_err);
              errno = pre->con_err;
              return -1;
            }
          f->scontext = pre->con;
          f->scontext_owned = true;
          pre->con = NULL;
          return 0;
        }
    }
  bool at = xattr_fd != AT_FDCWD;
  if (sectx_file_get_cached (cache, f->stat.st_dev, at ? xattr_fd : AT_FDCWD,
                             at ? file->name : file->full,
                             deref ? 0 : SECTX_NOFOLLOW, &ctx) < 0)
    return -1;
  f->scontext = ctx;
  f->scontext_owned = true;
  return 0;
}

static int
file_has_acl_cache (struct at_name const *file, struct fileinfo *f)
{
  static dev_t unsupported_device;
  if (f->stat.st_dev == unsupported_device)
    {
      errno = ENOTSUP;
      return 0;
    }
  errno = 0;
  if (pre && (pre->done & PF_ACL))
    {
      pre->done &= ~PF_ACL;
      errno = pre->acl_err;
      int n = pre->acl_ret;
      if (n <= 0 && errno_unsupported (errno))
        unsupported_device = f->stat.st_dev;
      return n;
    }
  int n = (xattr_fd != AT_FDCWD
           ? ls_file_has_acl_at (xattr_fd, file->name, file->full, &f->stat)
           : file_has_acl (file->full, &f->stat));
  if (n <= 0 && errno_unsupported (errno))
    unsupported_device = f->stat.st_dev;
  return n;
}

/* Read F's context (and for long listings whether it has an ACL).  */
static void
gather_context (struct fileinfo *f, struct at_name const *file, bool deref)
{
  bool have_scontext = false, have_acl = false;
  int err = getfilecon_cache (file, f, deref) < 0;
  if (! err)
    have_scontext = true;
  else
    {
      f->scontext = unknown_context;
      /* No context, or no support for them: not worth a word.  */
      if (errno_unsupported (errno) || errno == ENODATA)
        err = 0;
    }
  if (! err && ls.format == long_format)
    {
      int n = file_has_acl_cache (file, f);
      err = n < 0;
      have_acl = 0 < n;
    }
  f->acl_type = (have_acl ? ACL_T_YES
                 : have_scontext ? ACL_T_LSM_CONTEXT_ONLY : ACL_T_NONE);
  cwd.any_has_acl |= f->acl_type != ACL_T_NONE;
  if (err)
    error (0, errno, "%s", quotef (file->full));
}

/* ---- symbolic links ---- */

/* The target LINKNAME of the symlink NAME, as a name usable from here.  */
static char *
make_link_name (char const *name, char const *linkname)
{
  if (linkname[0] == '/')
    return xstrdup (linkname);
  /* The directory part of NAME, without trailing slashes ("/" kept).  */
  size_t prefix_len = last_component (name) - name;
  while (1 < prefix_len && name[prefix_len - 1] == '/')
    prefix_len--;
  if (prefix_len == 0)
    return xstrdup (linkname);
  char *p = xmalloc (prefix_len + 1 + strlen (linkname) + 1);
  if (name[prefix_len - 1] != '/')
    prefix_len++;
  memcpy (p, name, prefix_len);
  strcpy (p + prefix_len, linkname);
  return p;
}

static void
gather_link (struct fileinfo *f, char const *full_name,
             bool command_line_arg)
{
  f->linkname = areadlink_with_size (full_name, f->stat.st_size);
  if (! f->linkname)
    {
      file_failure (command_line_arg, _("cannot read symbolic link %s"),
                    full_name);
      return;
    }
  char *target = make_link_name (full_name, f->linkname);
  /* The target name may need quoting where the link's does not.  */
  if (f->quoted == 0 && needs_quoting (f->linkname))
    f->quoted = -1;
  struct stat st;
  if ((indicator_file_type <= ls.indicator_style || ls.check_symlink_mode)
      && stat (target, &st) == 0)
    {
      f->linkok = true;
      f->linkmode = st.st_mode;
    }
  free (target);
}

/* ---- measuring ---- */

static int
width_of_number (uintmax_t n)
{
  char buf[INT_BUFSIZE_BOUND (uintmax_t)];
  return strlen (umaxtostr (n, buf));
}

static void
widen (int *w, int len)
{
  if (*w < len)
    *w = len;
}

static void
measure_long (struct fileinfo const *f)
{
  if (ls.print_owner)
    widen (&cwd.owner_width, format_user_width (f->stat.st_uid));
  if (ls.print_group)
    widen (&cwd.group_width, format_group_width (f->stat.st_gid));
  if (ls.print_author)
    widen (&cwd.author_width, format_user_width (f->stat.st_uid));
  widen (&cwd.nlink_width, width_of_number (f->stat.st_nlink));
  if (S_ISCHR (f->stat.st_mode) || S_ISBLK (f->stat.st_mode))
    {
      widen (&cwd.major_width, width_of_number (major (f->stat.st_rdev)));
      widen (&cwd.minor_width, width_of_number (minor (f->stat.st_rdev)));
      widen (&cwd.file_size_width,
             cwd.major_width + 2 + cwd.minor_width);
    }
  else
    {
      char buf[LONGEST_HUMAN_READABLE + 1];
      uintmax_t size = f->stat.st_size < 0 ? 0 : f->stat.st_size;
      widen (&cwd.file_size_width,
             ls_width (ls_human (size, buf, ls.file_human_output_opts,
                                 1, ls.file_output_block_size)));
    }
}

/* ---- gobble_file ---- */

static bool
needs_stat (enum filetype type, ino_t inode, bool command_line_arg,
            bool format_needs_stat)
{
  bool colors_exec = ls.print_with_color
    && (is_colored_type (C_EXEC) || is_colored_type (C_SETUID)
        || is_colored_type (C_SETGID) || is_colored_type (C_CAP));
  return (command_line_arg
          || ls.print_hyperlink
          || format_needs_stat
          || (type == ft_directory && ls.print_with_color
              && (is_colored_type (C_OTHER_WRITABLE)
                  || is_colored_type (C_STICKY)
                  || is_colored_type (C_STICKY_OTHER_WRITABLE)))
          || ((ls.print_inode || ls.format_needs_type)
              && (type == ft_symbolic_link || type == ft_unknown)
              && (ls.dereference == DEREF_ALWAYS
                  || ls.color_symlink_as_referent || ls.check_symlink_mode))
          || (ls.print_inode && inode == 0)
          || (ls.format_needs_type
              && (type == ft_unknown || command_line_arg
                  || (type == ft_normal
                      && (ls.indicator_style == indicator_classify
                          || colors_exec)))));
}

/* The device of the directory being read, when known.  */
static dev_t dir_dev;
static bool dir_dev_known;

/* Can the context of this entry be read without a stat?  Only -Z wants
   the stat then, and the file lies on its directory's device (a
   directory may be a mount point, so it is stat'ed; so is a symlink
   that -L follows).  */
static bool
context_without_stat (enum filetype type, bool command_line_arg)
{
  return (ls.context_without_stat && dir_dev_known && ! command_line_arg
          && type != ft_unknown && type != ft_directory
          && ! (type == ft_symbolic_link && ls.dereference == DEREF_ALWAYS));
}

/* NAME in DIRNAME, as a name usable from here: NAME itself, or in a
   buffer that the next call reuses (a malloc and free per file cost
   more than the rest of its name's handling).  */
static char const *
entry_name (char const *name, char const *dirname)
{
  static char *buf, *dir;
  static size_t alloc, prefix_len;
  if (name[0] == '/' || dirname[0] == '\0'
      || (dirname[0] == '.' && dirname[1] == '\0'))
    return name;
  if (! dir || strcmp (dir, dirname) != 0)
    {
      /* The directory's part, with the separator file_name_concat
         would put before a name.  */
      char *prefix = file_name_concat (dirname, "", NULL);
      prefix_len = strlen (prefix);
      free (dir);
      dir = xstrdup (dirname);
      free (buf);
      alloc = 0;
      buf = prefix;
    }
  size_t len = strlen (name);
  if (alloc < prefix_len + len + 1)
    {
      alloc = 2 * (prefix_len + len + 1);
      buf = xrealloc (buf, alloc);
    }
  memcpy (buf + prefix_len, name, len + 1);
  return buf;
}

/* Read F's context without the stat GNU makes, which nothing shown
   would use.  On a failure worth a message, return false, so that the
   stat is made and its message is GNU's.  */
static bool
context_only (struct fileinfo *f, char const *name, char const *dirname)
{
  struct at_name file = { xattr_fd, name, NULL };
  if (xattr_fd == AT_FDCWD)
    file.full = entry_name (name, dirname);
  f->stat.st_dev = dir_dev;
  bool ok = getfilecon_cache (&file, f, false) == 0;
  if (! ok)
    {
      if (! (errno_unsupported (errno) || errno == ENODATA))
        return false;
      f->scontext = unknown_context;
    }
  f->acl_type = ok ? ACL_T_LSM_CONTEXT_ONLY : ACL_T_NONE;
  cwd.any_has_acl |= ok;
  return true;
}

/* Stat FULL_NAME as the dereference options say; return the stat
   result and whether it followed a symlink.  */
static int
stat_file (struct at_name const *file, struct stat *st,
           bool command_line_arg, bool *deref)
{
  int fd = file->fd;
  char const *name = file->name;
  int err;
  if (pre && (pre->done & PF_STAT))
    {
      pre->done &= ~PF_STAT;
      *deref = pre->plan & PF_DEREF;
      *st = pre->st;
      errno = pre->stat_err;
      return pre->stat_err ? -1 : 0;
    }
  switch (ls.dereference)
    {
    case DEREF_ALWAYS:
      *deref = true;
      return do_statx (fd, name, st, 0);
    case DEREF_COMMAND_LINE_ARGUMENTS:
    case DEREF_COMMAND_LINE_SYMLINK_TO_DIR:
      if (command_line_arg)
        {
          err = do_statx (fd, name, st, 0);
          *deref = true;
          if (ls.dereference == DEREF_COMMAND_LINE_ARGUMENTS)
            return err;
          /* 9.1 falls back to lstat for a missing target only (not ELOOP).  */
          if (err < 0 ? errno != ENOENT
              : S_ISDIR (st->st_mode))
            return err;
        }
      __attribute__ ((__fallthrough__));
    default:
      *deref = false;
      return do_statx (fd, name, st, AT_SYMLINK_NOFOLLOW);
    }
}

static struct fileinfo *
new_entry (void)
{
  if (cwd.n_used == cwd.n_alloc)
    {
      /* The sorted array points into FILES: rebuild it after growth.  */
      cwd.files = xpalloc (cwd.files, &cwd.n_alloc, 1, -1,
                           sizeof *cwd.files);
    }
  struct fileinfo *f = &cwd.files[cwd.n_used];
  memset (f, 0, sizeof *f);
  return f;
}

/* NAME for the entry being gathered: taken from the batch when it is
   the batch's copy, rather than copied again.  */
static char *
entry_copy (char const *name)
{
  if (pre && name == pre->name)
    {
      char *own = pre->name;
      pre->name = NULL;
      return own;
    }
  return xstrdup (name);
}

/* Add NAME (in DIRNAME; "" for a command-line operand) to the current
   group.  TYPE and INODE come from readdir when known.  Return its
   blocks, for the total.  */
uintmax_t
gobble_file (char const *name, enum filetype type, ino_t inode,
             bool command_line_arg, char const *dirname)
{
  uintmax_t blocks = 0;
  struct fileinfo *f = new_entry ();
  f->stat.st_ino = inode;
  f->filetype = type;
  f->quoted = -1;
  f->scontext = unknown_context;

  if (! cwd.some_quoted && ls.align_variable_outer_quotes)
    {
      f->quoted = needs_quoting (name);
      if (f->quoted)
        cwd.some_quoted = true;
    }

  if (context_without_stat (type, command_line_arg)
      && context_only (f, name, dirname))
    ;
  else if (needs_stat (type, inode, command_line_arg, ls.format_needs_stat))
    {
      char const *full_name = entry_name (name, dirname);
      struct at_name file = { stat_fd, stat_fd == AT_FDCWD ? full_name : name,
                              full_name };
      bool deref;

      if (ls.print_hyperlink)
        {
          f->absolute_name = canonicalize_filename_mode (full_name,
                                                         CAN_MISSING);
          if (! f->absolute_name)
            file_failure (command_line_arg, _("error canonicalizing %s"),
                          full_name);
        }

      if (stat_file (&file, &f->stat, command_line_arg, &deref) != 0)
        {
          file_failure (command_line_arg, _("cannot access %s"), full_name);
          if (command_line_arg)
            {
              /* The entry is not kept, and its slot is cleared when
                 handed out again: free its --hyperlink name now.  */
              free (f->absolute_name);
              return 0;
            }
          f->name = entry_copy (name);
          cwd.n_used++;
          return 0;
        }

      f->stat_ok = true;
      if (wants_context ())
        gather_context (f, &file, deref);

      if (S_ISLNK (f->stat.st_mode)
          && (ls.format == long_format || ls.check_symlink_mode))
        gather_link (f, full_name, command_line_arg);

      if (S_ISLNK (f->stat.st_mode))
        f->filetype = ft_symbolic_link;
      else if (S_ISDIR (f->stat.st_mode))
        f->filetype = (command_line_arg && ! ls.immediate_dirs
                       ? ft_arg_directory : ft_directory);
      else
        f->filetype = ft_normal;

      blocks = ST_NBLOCKS (f->stat);
      if (ls.format == long_format || ls.print_block_size)
        {
          char buf[LONGEST_HUMAN_READABLE + 1];
          widen (&cwd.block_size_width,
                 ls_width (ls_human (blocks, buf, ls.human_output_opts,
                                     ST_NBLOCKSIZE, ls.output_block_size)));
        }
      if (ls.format == long_format)
        measure_long (f);
    }

  if (ls.print_inode)
    widen (&cwd.inode_width, width_of_number (f->stat.st_ino));
  if (ls.print_scontext)
    widen (&cwd.scontext_width, strlen (f->scontext));

  f->name = entry_copy (name);
  cwd.n_used++;
  return blocks;
}

/* What gobble_file will read of a directory's entry.  */
static unsigned char
prefetch_plan (enum filetype type, ino_t inode)
{
  if (context_without_stat (type, false))
    return PF_CON;
  if (! needs_stat (type, inode, false, ls.format_needs_stat))
    return 0;
  unsigned char plan = PF_STAT;
  if (ls.dereference == DEREF_ALWAYS)
    plan |= PF_DEREF;
  if (wants_context ())
    plan |= PF_CON;
  if (ls.format == long_format)
    plan |= PF_ACL;
  return plan;
}

/* Entries of a directory being read, when read ahead: up to BATCH_MAX
   at a time.  The batch is large (about 200 bytes an entry), as
   prefetch.c makes its calls in inode order, which gains only over
   much of a directory: in batches of 2,048 it gained nothing, in
   batches of 131,072 it saves more than the batch's page faults
   (about 6,000 more for 100,000 entries) cost.  */
static struct prefetch *batch;
static size_t batch_n;
static ptrdiff_t batch_alloc;
enum { BATCH_MAX = 131072 };

/* Some of the directory being read is gathered already.  */
static bool batch_continued;

/* Below this many entries to read, one thread does it all.  */
enum { PREFETCH_MIN = 128 };

/* Gather the entries V[0..N-1] (in DIRNAME); ahead_discard frees what
   gobble_file did not take.  */
static uintmax_t
gobble_range (char const *dirname, struct prefetch *v, size_t n)
{
  uintmax_t blocks = 0;
  for (size_t i = 0; i < n; i++)
    {
      pre = &v[i];
      blocks += gobble_file (pre->name, pre->type, pre->ino, false, dirname);
      pre = NULL;
    }
  return blocks;
}

/* Plan the calls for P[0..N-1] and make them ahead, in two threads,
   when there are enough; FIRST as for prefetch_fill.  */
static void
fill (struct prefetch *p, size_t n, bool first)
{
  size_t planned = 0;
  for (size_t i = 0; i < n; i++)
    planned += ! ! (p[i].plan = prefetch_plan (p[i].type, p[i].ino));
  if (PREFETCH_MIN <= planned)
    prefetch_fill (p, n, first);
}

/* The prefix of the full names of DIRNAME's entries for their labels
   and ACLs (a copy, to be freed once they are gathered), or NULL when
   they are read by descriptor.  */
char *
gather_ahead_prefix (char const *dirname)
{
  if (! wants_context () || sectx_file_at_direct ())
    return NULL;
  return xstrdup (entry_name ("", dirname));
}

/* Gather the entries of BATCH (in DIRNAME), read ahead in two threads
   when there are enough, and empty it; LAST if the directory is read
   to its end.  */
uintmax_t
gobble_batch (char const *dirname, bool last)
{
  /* Without getxattrat, labels go by full name, as gobble_file's.  */
  char *prefix = xattr_fd != AT_FDCWD ? NULL : gather_ahead_prefix (dirname);
  for (size_t i = 0; i < batch_n; i++)
    batch[i].prefix = prefix;
  fill (batch, batch_n, ! batch_continued);
  free (prefix);
  uintmax_t blocks = gobble_range (dirname, batch, batch_n);
  ahead_discard (batch, batch_n);
  batch_n = 0;
  batch_continued = ! last;
  return blocks;
}

/* ---- directories read ahead under -R (list.c): several at once, so
   that the two threads share one long job rather than a short one per
   directory ---- */

/* Can entries be read ahead of their directory's turn: does each
   call go by the directory's descriptor, the label's too?  */
bool
gather_ahead_possible (void)
{
  return ls.format_needs_stat && ! ls.context_without_stat;
}

/* Make P the entry NAME (TYPE, INO) of the directory open as DIRFD,
   whose full name and a slash are PREFIX when labels go by full
   name.  */
void
ahead_entry (struct prefetch *p, char const *name, enum filetype type,
             ino_t ino, int dirfd, char const *prefix)
{
  memset (p, 0, sizeof *p);
  p->name = xstrdup (name);
  p->type = type;
  p->ino = ino;
  p->dirfd = dirfd;
  p->prefix = prefix;
}

/* Make the calls for the entries P[0..N-1], of several directories.  */
void
gather_ahead (struct prefetch *p, size_t n)
{
  fill (p, n, true);
}

/* Gather the entries P[0..N-1] of DIRNAME, read ahead, at its turn.  */
uintmax_t
gobble_ahead (char const *dirname, struct prefetch *p, size_t n)
{
  return gobble_range (dirname, p, n);
}

/* Free what gobble_file did not take of the entries P[0..N-1] (all of
   them for a directory not listed after all).  */
void
ahead_discard (struct prefetch *p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      free (p[i].name);
      free (p[i].con);
    }
}

/* Add an entry to the batch; true if it is full.  */
bool
batch_add (char const *name, enum filetype type, ino_t ino)
{
  if (batch_n == batch_alloc)
    batch = xpalloc (batch, &batch_alloc, 1, BATCH_MAX, sizeof *batch);
  ahead_entry (&batch[batch_n++], name, type, ino, stat_fd, NULL);
  return batch_n == BATCH_MAX;
}

/* Gather the entries of the directory open as FD (negative: reach them
   by full names) from now on; true if they are reached through FD.  */
bool
gather_dir_begin (int fd)
{
  stat_fd = fd;
  /* Whether the kernel has getxattrat is asked only of a listing that
     reads labels or ACLs: the question costs a call.  */
  xattr_fd = (0 <= stat_fd && wants_context ()
              && sectx_file_at_direct () ? stat_fd : AT_FDCWD);
  if (stat_fd < 0)
    stat_fd = AT_FDCWD;
  return stat_fd != AT_FDCWD;
}

/* The directory's entries are read: names are full again.  */
void
gather_dir_end (void)
{
  stat_fd = xattr_fd = AT_FDCWD;
}

/* The directory being read is on DEV, if KNOWN.  */
void
gather_dir_device (dev_t dev, bool known)
{
  dir_dev = dev;
  dir_dev_known = known;
}
