/* stat's file mode: statx one file and write its directives.  */

#include <config.h>

#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "system.h"
#include "areadlink.h"
#include "c-ctype.h"
#include "file-type.h"
#include "filemode.h"
#include "inttostr.h"
#include "sectx.h"
#include "stat-size.h"
#include "stat-time.h"
#include "strftime.h"
#include "stat.h"

/* What the directives of one file read.  */
struct file_info
{
  char const *name;             /* as given */
  bool follow;                  /* -L */
  struct stat st;
  struct timespec btime;        /* tv_nsec < 0: unknown */
};

/* ---- What statx is asked for ---- */

static unsigned int
directive_mask (char conv)
{
  switch (conv)
    {
    case 'N': case 'd': case 'D': case 'a': case 'A': case 't': case 'T':
      return STATX_MODE;
    case 'f':
      return STATX_MODE | STATX_TYPE;
    case 'F':
      return STATX_TYPE;
    case 'i':
      return STATX_INO;
    case 'm':
      return STATX_MODE | STATX_INO;
    case 'h':
      return STATX_NLINK;
    case 'u': case 'U':
      return STATX_UID;
    case 'g': case 'G':
      return STATX_GID;
    case 's':
      return STATX_SIZE;
    case 'b':
      return STATX_BLOCKS;
    case 'w': case 'W':
      return STATX_BTIME;
    case 'x': case 'X':
      return STATX_ATIME;
    case 'y': case 'Y':
      return STATX_MTIME;
    case 'z': case 'Z':
      return STATX_CTIME;
    }
  return 0;
}

/* The fields FORMAT's directives need, as GNU asks for them: by the
   letter right after each directive's width (so %Hd asks for nothing)
   and with backslashes taken as they stand.  */
static unsigned int
format_mask (char const *format)
{
  unsigned int mask = 0;
  for (char const *b = format; *b; b++)
    if (*b == '%')
      {
        b += directive_length (b);
        if (!*b)
          break;
        mask |= directive_mask (*b);
      }
  return mask;
}

static struct timespec
stx_time (struct statx_timestamp t)
{
  return (struct timespec) { .tv_sec = t.tv_sec, .tv_nsec = t.tv_nsec };
}

static void
statx_to_stat (struct statx const *x, struct stat *st)
{
  memset (st, 0, sizeof *st);
  st->st_dev = makedev (x->stx_dev_major, x->stx_dev_minor);
  st->st_ino = x->stx_ino;
  st->st_mode = x->stx_mode;
  st->st_nlink = x->stx_nlink;
  st->st_uid = x->stx_uid;
  st->st_gid = x->stx_gid;
  st->st_rdev = makedev (x->stx_rdev_major, x->stx_rdev_minor);
  st->st_size = x->stx_size;
  st->st_blksize = x->stx_blksize;
  st->st_blocks = x->stx_blocks;
  st->st_atim = stx_time (x->stx_atime);
  st->st_mtim = stx_time (x->stx_mtime);
  st->st_ctim = stx_time (x->stx_ctime);
}

/* ---- Directives ---- */

/* A time as "2024-01-31 12:00:00.123456789 +0000" in $TZ.  */
static char const *
human_time (struct timespec t)
{
  static char buf[INT_BUFSIZE_BOUND (intmax_t) + INT_STRLEN_BOUND (int) + 1
                  + sizeof "-MM-DD HH:MM:SS.NNNNNNNNN +"];
  static timezone_t tz;
  if (!tz)
    tz = tzalloc (getenv ("TZ"));
  struct tm tm;
  if (localtime_rz (tz, &t.tv_sec, &tm))
    nstrftime (buf, sizeof buf, "%Y-%m-%d %H:%M:%S.%N %z", &tm, tz,
               t.tv_nsec);
  else
    {
      char secs[INT_BUFSIZE_BOUND (intmax_t)];
      sprintf (buf, "%s.%09d", imaxtostr (t.tv_sec, secs), (int) t.tv_nsec);
    }
  return buf;
}

static void
out_time (char *spec, size_t len, char conv, struct file_info const *f)
{
  struct stat const *st = &f->st;
  struct timespec t = (conv == 'x' || conv == 'X' ? get_stat_atime (st)
                       : conv == 'y' || conv == 'Y' ? get_stat_mtime (st)
                       : conv == 'z' || conv == 'Z' ? get_stat_ctime (st)
                       : f->btime);
  bool human = c_islower (conv);
  if (conv == 'w' && t.tv_nsec < 0)
    out_string (spec, len, "-");
  else if (conv == 'W' && t.tv_nsec < 0)
    out_epoch (spec, len, (struct timespec) { 0, 0 });
  else if (human)
    out_string (spec, len, human_time (t));
  else
    out_epoch (spec, len, t);
}

/* %N: the name quoted as QUOTING_STYLE asks, and a link's target.  */
static bool
out_quoted_name (char *spec, size_t len, struct file_info const *f)
{
  enum quoting_style style = get_quoting_style (NULL);
  out_string (spec, len, quotearg_style (style, f->name));
  if (!S_ISLNK (f->st.st_mode))
    return false;
  char *target = areadlink_with_size (f->name, f->st.st_size);
  if (!target)
    {
      error (0, errno, _("cannot read symbolic link %s"), quoteaf (f->name));
      return true;
    }
  fputs (" -> ", stdout);
  /* SPEC as the name's output left it, as GNU reuses it.  */
  out_string (spec, len, quotearg_style (style, target));
  free (target);
  return false;
}

/* %C: the file's context, or "?" and a diagnostic.  Not gated on
   SELinux being enabled: a label on disk is shown.  */
static bool
out_context (char *spec, size_t len, struct file_info const *f)
{
  char *ctx = NULL;
  bool fail = sectx_file_get (f->name, f->follow ? 0 : SECTX_NOFOLLOW,
                              &ctx) < 0;
  if (fail)
    error (0, errno, _("failed to get security context of %s"),
           quoteaf (f->name));
  /* The spec as written, flags and all, as GNU passes it to printf;
     but for 'I', which does nothing to a string and which sanitizers'
     printf refuses.  */
  char *end = spec + len;
  char *dst = spec;
  for (char const *src = spec; src < end; src++)
    if (*src != 'I')
      *dst++ = *src;
  strcpy (dst, "s");
  printf (spec, ctx ? ctx : "?");
  free (ctx);
  return fail;
}

static bool
out_mount (char *spec, size_t len, struct file_info const *f)
{
  char *mp = mount_point_of (f->name, f->follow, &f->st);
  out_string (spec, len, mp ? mp : "?");
  free (mp);
  return !mp;
}

static void
out_owner (char *spec, size_t len, char conv, struct stat const *st)
{
  char const *name = NULL;
  if (conv == 'U')
    {
      struct passwd const *pw = getpwuid (st->st_uid);
      name = pw ? pw->pw_name : NULL;
    }
  else
    {
      struct group const *gr = getgrgid (st->st_gid);
      name = gr ? gr->gr_name : NULL;
    }
  out_string (spec, len, name ? name : "UNKNOWN");
}

/* A device number, whole or its major (MOD 'H') or minor ('L') part.  */
static void
out_device (char *spec, size_t len, char mod, dev_t dev)
{
  out_uint (spec, len, (mod == 'H' ? major (dev)
                        : mod == 'L' ? minor (dev) : dev));
}

/* The numeric and plain-string directives; '?' for an unknown one.  */
static void
out_field (char *spec, size_t len, char mod, char conv, struct stat const *st)
{
  char mode[12];
  switch (conv)
    {
    case 'd': out_device (spec, len, mod, st->st_dev); break;
    case 'D': out_hex (spec, len, st->st_dev); break;
    case 'r': out_device (spec, len, mod, st->st_rdev); break;
    case 'R': out_hex (spec, len, st->st_rdev); break;
    case 't': out_hex (spec, len, major (st->st_rdev)); break;
    case 'T': out_hex (spec, len, minor (st->st_rdev)); break;
    case 'i': out_uint (spec, len, st->st_ino); break;
    case 'a': out_octal (spec, len, st->st_mode & 07777); break;
    case 'f': out_hex (spec, len, st->st_mode); break;
    case 'h': out_uint (spec, len, st->st_nlink); break;
    case 'u': out_uint (spec, len, st->st_uid); break;
    case 'g': out_uint (spec, len, st->st_gid); break;
    case 's': out_int (spec, len, st->st_size); break;
    case 'B': out_uint (spec, len, ST_NBLOCKSIZE); break;
    case 'b': out_uint (spec, len, ST_NBLOCKS (*st)); break;
    case 'o': out_uint (spec, len, ST_BLKSIZE (*st)); break;
    case 'F': out_string (spec, len, file_type (st)); break;
    case 'A':
      filemodestring (st, mode);
      mode[10] = '\0';
      out_string (spec, len, mode);
      break;
    default: putchar ('?'); break;
    }
}

static bool
file_directive (char *spec, size_t len, char mod, char conv, void *arg)
{
  struct file_info const *f = arg;
  switch (conv)
    {
    case 'n':
      out_string (spec, len, f->name);
      return false;
    case 'N':
      return out_quoted_name (spec, len, f);
    case 'C':
      return out_context (spec, len, f);
    case 'm':
      return out_mount (spec, len, f);
    case 'U': case 'G':
      out_owner (spec, len, conv, &f->st);
      return false;
    case 'w': case 'W': case 'x': case 'X':
    case 'y': case 'Y': case 'z': case 'Z':
      out_time (spec, len, conv, f);
      return false;
    }
  out_field (spec, len, mod, conv, &f->st);
  return false;
}

bool
stat_file (char const *name, char const *format, char const *dev_format,
           struct stat_run const *run)
{
  bool is_stdin = STREQ (name, "-");
  int flags = run->statx_flags | (is_stdin ? AT_EMPTY_PATH
                                  : run->follow ? 0 : AT_SYMLINK_NOFOLLOW);
  struct statx stx = { 0 };
  if (statx (is_stdin ? STDIN_FILENO : AT_FDCWD, is_stdin ? "" : name,
             flags, format_mask (format), &stx) < 0)
    {
      if (is_stdin)
        error (0, errno, _("cannot stat standard input"));
      else
        error (0, errno, _("cannot statx %s"), quoteaf (name));
      return false;
    }

  struct file_info f = { .name = name, .follow = run->follow,
                         .btime = { -1, -1 } };
  statx_to_stat (&stx, &f.st);
  if (stx.stx_mask & STATX_BTIME)
    f.btime = stx_time (stx.stx_btime);
  if (S_ISBLK (f.st.st_mode) || S_ISCHR (f.st.st_mode))
    format = dev_format;
  return !format_print (format, run, true, file_directive, &f);
}
