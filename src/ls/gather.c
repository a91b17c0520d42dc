/* ls: gathering files.  Each file is read once, with only the calls the
   chosen format, sort and colours need; directories are queued for
   listing, and under -R watched for loops.  */

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

struct listing cwd;
int exit_status;

static char unknown_context[] = "?";

/* Record a problem with FILE: exit status 2 for a command-line operand
   (SERIOUS), else 1.  */
void
file_failure (bool serious, char const *message, char const *file)
{
  error (0, errno, message, quoteaf (file));
  if (serious)
    exit_status = LS_FAILURE;
  else if (exit_status == EXIT_SUCCESS)
    exit_status = LS_MINOR_PROBLEM;
}

static void
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

/* A name of one entry: from the directory (FD, NAME) and from here
   (FULL, for messages and for the calls that need a full name).  */
struct at_name
{
  int fd;
  char const *name;
  char const *full;
};

static int
do_statx (int dirfd, char const *name, struct stat *st, int flags)
{
  struct statx stx;
  unsigned int mask = STATX_BASIC_STATS;
  if (ls.time_type == time_btime)
    mask |= STATX_BTIME;
  if (statx (dirfd, name, flags | AT_NO_AUTOMOUNT, mask, &stx) < 0)
    return -1;
  memset (st, 0, sizeof *st);
  st->st_dev = makedev (stx.stx_dev_major, stx.stx_dev_minor);
  st->st_ino = stx.stx_ino;
  st->st_mode = stx.stx_mode;
  st->st_nlink = stx.stx_nlink;
  st->st_uid = stx.stx_uid;
  st->st_gid = stx.stx_gid;
  st->st_rdev = makedev (stx.stx_rdev_major, stx.stx_rdev_minor);
  st->st_size = stx.stx_size;
  st->st_blksize = stx.stx_blksize;
  st->st_blocks = stx.stx_blocks;
  st->st_atim.tv_sec = stx.stx_atime.tv_sec;
  st->st_atim.tv_nsec = stx.stx_atime.tv_nsec;
  st->st_ctim.tv_sec = stx.stx_ctime.tv_sec;
  st->st_ctim.tv_nsec = stx.stx_ctime.tv_nsec;
  st->st_mtim.tv_sec = stx.stx_mtime.tv_sec;
  st->st_mtim.tv_nsec = stx.stx_mtime.tv_nsec;
  /* Only one time is ever shown or sorted on: keep the birth time (or
     -1 when the file system has none) where the others are read.  */
  if (mask & STATX_BTIME)
    {
      if (stx.stx_mask & STATX_BTIME)
        {
          st->st_mtim.tv_sec = stx.stx_btime.tv_sec;
          st->st_mtim.tv_nsec = stx.stx_btime.tv_nsec;
        }
      else
        st->st_mtim.tv_sec = st->st_mtim.tv_nsec = -1;
    }
  return 0;
}

int
ls_statx (int dirfd, char const *name, struct stat *st, bool deref)
{
  return do_statx (dirfd, name, st, deref ? 0 : AT_SYMLINK_NOFOLLOW);
}

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
          f->name = xstrdup (name);
          cwd.n_used++;
          return 0;
        }

      f->stat_ok = true;
      if (ls.format == long_format || ls.print_scontext)
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

  f->name = xstrdup (name);
  cwd.n_used++;
  return blocks;
}

/* ---- directories ---- */

struct pending
{
  char *name;
  char *realname;               /* the symlink's name, for the header */
  bool command_line_arg;
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
  struct pending *p = xmalloc (sizeof *p);
  p->name = name ? xstrdup (name) : NULL;
  p->realname = realname ? xstrdup (realname) : NULL;
  p->command_line_arg = command_line_arg;
  p->next = pending_dirs;
  pending_dirs = p;
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
  if (ls.format == long_format || ls.print_scontext)
    plan |= PF_CON;
  if (ls.format == long_format)
    plan |= PF_ACL;
  return plan;
}

/* Entries of a directory being read, when read ahead.  */
static struct prefetch *batch;
static size_t batch_n;
static ptrdiff_t batch_alloc;

/* Below this many entries to read, one thread does it all.  */
enum { PREFETCH_MIN = 128 };

/* Gather the entries of BATCH (in DIRNAME), read ahead in two threads
   when there are enough, and empty it.  */
static uintmax_t
gobble_batch (char const *dirname)
{
  uintmax_t blocks = 0;
  size_t planned = 0;
  for (size_t i = 0; i < batch_n; i++)
    planned += ! ! (batch[i].plan = prefetch_plan (batch[i].type,
                                                   batch[i].ino));
  if (PREFETCH_MIN <= planned)
    {
      /* Without getxattrat, labels go by full name, as gobble_file's.  */
      char *prefix = (xattr_fd != AT_FDCWD ? NULL
                      : xstrdup (entry_name ("", dirname)));
      prefetch_run (stat_fd, prefix, batch, batch_n);
      free (prefix);
    }
  for (size_t i = 0; i < batch_n; i++)
    {
      pre = &batch[i];
      blocks += gobble_file (pre->name, pre->type, pre->ino, false, dirname);
      pre = NULL;
      free (batch[i].name);
      free (batch[i].con);
    }
  batch_n = 0;
  return blocks;
}

static void
batch_add (char const *name, enum filetype type, ino_t ino)
{
  if (batch_n == batch_alloc)
    batch = xpalloc (batch, &batch_alloc, 1, -1, sizeof *batch);
  struct prefetch *p = &batch[batch_n++];
  memset (p, 0, sizeof *p);
  p->name = xstrdup (name);
  p->type = type;
  p->ino = ino;
}

/* Read directory NAME into the current group.  */
static uintmax_t
read_dir (DIR *dirp, char const *name, bool command_line_arg)
{
  uintmax_t total_blocks = 0;
  /* One name per line, unsorted: print as we read, in constant memory.  */
  bool stream = (ls.format == one_per_line && ls.sort_type == sort_none
                 && ! ls.print_block_size && ! ls.recursive);
  /* Otherwise the entries are read ahead when each needs a stat.  (-Z
     alone makes one call per file: the batch would cost more than a
     second thread saves.)  */
  bool ahead = (! stream && stat_fd != AT_FDCWD && ls.format_needs_stat
                && ! ls.context_without_stat);
  for (;;)
    {
      errno = 0;
      struct dirent *next = readdir (dirp);
      if (next && ahead)
        {
          if (! ignored (next->d_name))
            batch_add (next->d_name, dtype_to_filetype (next->d_type),
                       next->d_ino);
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
          total_blocks += gobble_batch (name);
          errno = err;
          file_failure (command_line_arg, _("reading directory %s"), name);
          if (errno != EOVERFLOW)
            break;
        }
      else
        break;
    }
  return total_blocks + gobble_batch (name);
}

/* List directory NAME (REALNAME: the name given, for the header).  */
static void
print_dir (char const *name, char const *realname, bool command_line_arg,
           bool print_dir_name)
{
  static bool first = true;
  DIR *dirp = opendir (name);
  if (! dirp)
    {
      file_failure (command_line_arg, _("cannot open directory %s"), name);
      return;
    }

  dir_dev_known = false;
  if (ls.context_without_stat && ! active_dirs)
    {
      struct stat st;
      if (fstat (dirfd (dirp), &st) == 0)
        {
          dir_dev = st.st_dev;
          dir_dev_known = true;
        }
    }
  if (active_dirs)
    {
      struct stat st;
      int fd = dirfd (dirp);
      if ((0 <= fd ? fstat (fd, &st) : stat (name, &st)) < 0)
        {
          file_failure (command_line_arg,
                        _("cannot determine device and inode of %s"), name);
          closedir (dirp);
          return;
        }
      dir_dev = st.st_dev;
      dir_dev_known = ls.context_without_stat;
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
  stat_fd = dirfd (dirp);
  xattr_fd = 0 <= stat_fd && sectx_file_at_direct () ? stat_fd : AT_FDCWD;
  if (stat_fd < 0)
    stat_fd = AT_FDCWD;
  uintmax_t total_blocks = read_dir (dirp, name, command_line_arg);
  stat_fd = xattr_fd = AT_FDCWD;

  if (closedir (dirp) != 0)
    file_failure (command_line_arg, _("closing directory %s"), name);

  sort_files ();
  if (ls.recursive)
    extract_dirs_from_files (name, false);
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
          print_dir (p->name, p->realname, p->command_line_arg,
                     print_dir_name);
          print_dir_name = true;
        }
      free (p->name);
      free (p->realname);
      free (p);
    }
}
