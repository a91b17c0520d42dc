/* ls: writing the current group in the chosen format.  Every byte of a
   listing goes through the out_* functions, which keep the offset that
   --dired reports.  */

#include <config.h>

#include <ctype.h>
#include <sys/sysmacros.h>
#include <wchar.h>

#include "system.h"
#include "ls.h"
#include "env.h"

#include "c-ctype.h"
#include "filemode.h"
#include "human.h"
#include "idcache.h"
#include "inttostr.h"
#include "stat-time.h"
#include "xalloc.h"

enum { MIN_COLUMN_WIDTH = 3 };

/* ---- output, and --dired's offsets ---- */

static intmax_t dired_pos;
struct offsets
{
  intmax_t *v;
  size_t n;
  ptrdiff_t alloc;
};
static struct offsets dired_names, subdired_names;

static void
push_pos (struct offsets *o)
{
  if (! o)
    return;
  if (o->n == o->alloc)
    o->v = xpalloc (o->v, &o->alloc, 1, -1, sizeof *o->v);
  o->v[o->n++] = dired_pos;
}

void
out_byte (char c)
{
  putchar (c);
  dired_pos++;
}

static void
out_buf (char const *s, size_t len)
{
  fwrite (s, 1, len, stdout);
  dired_pos += len;
}

static void
out_str (char const *s)
{
  out_buf (s, strlen (s));
}

static void
dired_indent (void)
{
  if (ls.dired)
    out_buf ("  ", 2);
}

static void
dump_offsets (char const *prefix, struct offsets const *o)
{
  if (o->n == 0)
    return;
  fputs (prefix, stdout);
  for (size_t i = 0; i < o->n; i++)
    printf (" %jd", o->v[i]);
  putchar ('\n');
}

void
dired_finish (void)
{
  if (! ls.dired)
    return;
  dump_offsets ("//DIRED//", &dired_names);
  dump_offsets ("//SUBDIRED//", &subdired_names);
  printf ("//DIRED-OPTIONS// --quoting-style=%s\n",
          quoting_style_args[get_quoting_style (ls.filename_quoting)]);
}

/* ---- quoting names ---- */

/* The bytes that the quoting OPTIONS leave alone wherever they stand
   in a name (tried alone, first and last), among those that never
   start an escape sequence or a shell word; none when OPTIONS change
   a plain letter (the styles that always quote).  */
static bool const *
plain_bytes (struct quoting_options const *options)
{
  static struct quoting_options const *cached;
  static bool plain[UCHAR_MAX + 1];
  if (cached == options)
    return plain;
  cached = options;
  memset (plain, 0, sizeof plain);
  static char const candidates[] =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._+,";
  char out[8];
  if (quotearg_buffer (out, sizeof out, "a", 1, options) != 1
      || out[0] != 'a')
    return plain;
  for (char const *c = candidates; *c; c++)
    {
      char const *tries[] = { "?", "?a", "a?" };
      bool ok = true;
      for (int i = 0; i < 3 && ok; i++)
        {
          char in[3];
          size_t len = strlen (tries[i]);
          memcpy (in, tries[i], len);
          *(char *) memchr (in, '?', len) = *c;
          ok = (quotearg_buffer (out, sizeof out, in, len, options) == len
                && memcmp (in, out, len) == 0);
        }
      plain[(unsigned char) *c] = ok;
    }
  return plain;
}

/* Is NAME (of *LEN bytes, set) left alone by OPTIONS, and as wide as
   it is long?  Most names are: a byte scan avoids quotearg's
   multibyte conversion of each character.  */
static bool
plain_name (char const *name, struct quoting_options const *options,
            size_t *len)
{
  bool const *plain = plain_bytes (options);
  char const *p = name;
  for (; *p; p++)
    if (! plain[(unsigned char) *p])
      return false;
  *len = p - name;
  return true;
}

/* Does NAME change under the file-name quoting options?  */
bool
needs_quoting (char const *name)
{
  size_t plain_len;
  if (plain_name (name, ls.filename_quoting, &plain_len))
    return false;
  char test[2];
  size_t len = quotearg_buffer (test, sizeof test, name, -1,
                                ls.filename_quoting);
  return *name != *test || strlen (name) != len;
}

/* Replace each unprintable character of BUF (LEN bytes) with '?', as
   -q does; return the new length and store the display width.  */
static size_t
qmark_funny (char *buf, size_t len, size_t *width)
{
  char const *p = buf, *plimit = buf + len;
  char *q = buf;
  size_t w = 0;

  if (MB_CUR_MAX == 1)
    {
      for (; p < plimit; p++)
        *q++ = isprint ((unsigned char) *p) ? *p : '?';
      *width = len;
      return len;
    }

  while (p < plimit)
    {
      if (0x20 <= *p && *p < 0x7f)
        {
          *q++ = *p++;
          w++;
          continue;
        }
      mbstate_t mbs = { 0 };
      do
        {
          wchar_t wc;
          size_t bytes = mbrtowc (&wc, p, plimit - p, &mbs);
          if (bytes == (size_t) -1)
            {
              p++;
              *q++ = '?';
              w++;
              break;
            }
          if (bytes == (size_t) -2)
            {
              p = plimit;
              *q++ = '?';
              w++;
              break;
            }
          if (bytes == 0)
            bytes = 1;
          int cw = wcwidth (wc);
          if (cw >= 0)
            {
              memmove (q, p, bytes);
              q += bytes;
              p += bytes;
              w += cw;
            }
          else
            {
              p += bytes;
              *q++ = '?';
              w++;
            }
        }
      while (! mbsinit (&mbs));
    }
  *width = w;
  return q - buf;
}

struct quoted
{
  char *buf;                    /* NAME itself, or malloc'd */
  size_t len;
  size_t width;
  bool pad;                     /* one space to align with quoted names */
};

static void
quote_name_buf (struct quoted *qn, char const *name,
                struct quoting_options const *options,
                int needs_general_quoting, bool want_width)
{
  enum quoting_style qs = get_quoting_style (options);
  bool further = ls.qmark_funny_chars
    && (qs == shell_quoting_style || qs == shell_always_quoting_style
        || qs == literal_quoting_style);
  bool quoted = false;

  if (plain_name (name, options, &qn->len))
    {
      qn->buf = (char *) name;
      qn->width = qn->len;
      qn->pad = ls.align_variable_outer_quotes && cwd.some_quoted;
      return;
    }

  if (needs_general_quoting != 0)
    {
      qn->len = quotearg_buffer (NULL, 0, name, -1, options);
      qn->buf = xmalloc (qn->len + 1);
      quotearg_buffer (qn->buf, qn->len + 1, name, -1, options);
      quoted = *name != *qn->buf || strlen (name) != qn->len;
    }
  else
    {
      qn->len = strlen (name);
      qn->buf = further ? xstrdup (name) : (char *) name;
    }

  qn->width = 0;
  if (further)
    qn->len = qmark_funny (qn->buf, qn->len, &qn->width);
  else if (want_width)
    {
      if (MB_CUR_MAX > 1)
        qn->width = ls_nwidth (qn->buf, qn->len);
      else
        for (size_t i = 0; i < qn->len; i++)
          qn->width += isprint ((unsigned char) qn->buf[i]) != 0;
    }
  qn->pad = ls.align_variable_outer_quotes && cwd.some_quoted && ! quoted;
}

static void
quoted_free (struct quoted *qn, char const *name)
{
  if (qn->buf != name)
    free (qn->buf);
}

size_t
quote_name_width (char const *name, int needs_general_quoting)
{
  struct quoted qn;
  quote_name_buf (&qn, name, ls.filename_quoting, needs_general_quoting,
                  true);
  quoted_free (&qn, name);
  return qn.width + qn.pad;
}

size_t
fileinfo_name_width (struct fileinfo const *f)
{
  return f->width ? f->width : quote_name_width (f->name, f->quoted);
}

/* Percent-encode STR for a file:// URI; slashes stay when PATH.  */
static char *
file_escape (char const *str, bool path)
{
  char *esc = xnmalloc (3, strlen (str) + 1);
  char *p = esc;
  for (; *str; str++)
    {
      unsigned char c = *str;
      if ((path && c == '/') || c_isalnum (c) || c == '~' || c == '-'
          || c == '.' || c == '_')
        *p++ = c;
      else
        p += sprintf (p, "%%%02x", c);
    }
  *p = '\0';
  return esc;
}

/* Write NAME quoted, in COLOR, as a hyperlink to ABSOLUTE_NAME; record
   its offsets in OFFS.  Return its length in bytes plus any pad.  */
static size_t
quote_name (char const *name, struct quoting_options const *options,
            int needs_general_quoting, struct bin_str const *color,
            bool allow_pad, struct offsets *offs, char const *absolute_name)
{
  struct quoted qn;
  quote_name_buf (&qn, name, options, needs_general_quoting, false);
  if (qn.pad && allow_pad)
    out_byte (' ');
  if (color)
    color_put (color);

  /* When padding, keep the outer quotes out of the link, for alignment.  */
  bool skip_quotes = false;
  if (absolute_name)
    {
      if (ls.align_variable_outer_quotes && cwd.some_quoted && ! qn.pad)
        {
          skip_quotes = true;
          putchar (*qn.buf);
        }
      char *h = file_escape (ls.hostname, false);
      char *n = file_escape (absolute_name, true);
      printf ("\033]8;;file://%s%s%s\a", h, *n == '/' ? "" : "/", n);
      free (h);
      free (n);
    }

  push_pos (offs);
  fwrite (qn.buf + skip_quotes, 1, qn.len - 2 * skip_quotes, stdout);
  dired_pos += qn.len;
  push_pos (offs);

  if (absolute_name)
    {
      fputs ("\033]8;;\a", stdout);
      if (skip_quotes)
        putchar (qn.buf[qn.len - 1]);
    }
  quoted_free (&qn, name);
  return qn.len + qn.pad;
}

static size_t
print_name_with_quoting (struct fileinfo const *f, bool symlink_target,
                         struct offsets *offs, size_t start_col)
{
  char const *name = symlink_target ? f->linkname : f->name;
  struct bin_str const *color
    = ls.print_with_color ? color_of (f, symlink_target) : NULL;
  bool used_color_this_time
    = ls.print_with_color && (color || is_colored_type (C_NORM));
  size_t len = quote_name (name, ls.filename_quoting, f->quoted, color,
                           ! symlink_target, offs, f->absolute_name);
  /* A signal caught meanwhile acts here, between names.  */
  signals_process (color_reset_default);
  if (used_color_this_time)
    color_end_name (start_col, len);
  return len;
}

void
print_dir_header (char const *name, char const *absolute_name)
{
  dired_indent ();
  quote_name (name, ls.dirname_quoting, -1, NULL, true, &subdired_names,
              absolute_name);
  out_str (":\n");
}

/* ---- indicators ---- */

static char
type_indicator (bool stat_ok, mode_t mode, enum filetype type)
{
  if (stat_ok ? S_ISREG (mode) : type == ft_normal)
    return (stat_ok && ls.indicator_style == indicator_classify
            && (mode & (S_IXUSR | S_IXGRP | S_IXOTH))) ? '*' : 0;
  if (stat_ok ? S_ISDIR (mode)
      : type == ft_directory || type == ft_arg_directory)
    return '/';
  if (ls.indicator_style == indicator_slash)
    return 0;
  if (stat_ok ? S_ISLNK (mode) : type == ft_symbolic_link)
    return '@';
  if (stat_ok ? S_ISFIFO (mode) : type == ft_fifo)
    return '|';
  if (stat_ok ? S_ISSOCK (mode) : type == ft_sock)
    return '=';
  return 0;
}

static size_t
print_type_indicator (bool stat_ok, mode_t mode, enum filetype type)
{
  char c = type_indicator (stat_ok, mode, type);
  if (c)
    out_byte (c);
  return c != 0;
}

/* ---- short formats ---- */

static char const *
format_inode (char *buf, struct fileinfo const *f)
{
  return f->stat_ok ? umaxtostr (f->stat.st_ino, buf) : "?";
}

static char const *
format_blocks (char *buf, struct fileinfo const *f)
{
  return ! f->stat_ok ? "?"
    : ls_human (ST_NBLOCKS (f->stat), buf, ls.human_output_opts,
                      ST_NBLOCKSIZE, ls.output_block_size);
}

static size_t
length_of_file_name_and_frills (struct fileinfo const *f)
{
  size_t len = 0;
  bool commas = ls.format == with_commas;
  char buf[MAX (LONGEST_HUMAN_READABLE + 1, INT_BUFSIZE_BOUND (uintmax_t))];

  if (ls.print_inode)
    len += 1 + (commas ? strlen (format_inode (buf, f)) : cwd.inode_width);
  if (ls.print_block_size)
    len += 1 + (commas ? strlen (format_blocks (buf, f))
                : cwd.block_size_width);
  if (ls.print_scontext)
    len += 1 + (commas ? strlen (f->scontext) : cwd.scontext_width);
  len += fileinfo_name_width (f);
  if (ls.indicator_style != indicator_none)
    len += type_indicator (f->stat_ok, f->stat.st_mode, f->filetype) != 0;
  return len;
}

static size_t
print_file_name_and_frills (struct fileinfo const *f, size_t start_col)
{
  char buf[MAX (LONGEST_HUMAN_READABLE + 1, INT_BUFSIZE_BOUND (uintmax_t))];
  bool commas = ls.format == with_commas;
  color_set_normal ();
  if (ls.print_inode)
    dired_pos += printf ("%*s ", commas ? 0 : cwd.inode_width,
                         format_inode (buf, f));
  if (ls.print_block_size)
    dired_pos += printf ("%*s ", commas ? 0 : cwd.block_size_width,
                         format_blocks (buf, f));
  if (ls.print_scontext)
    dired_pos += printf ("%*s ", commas ? 0 : cwd.scontext_width,
                         f->scontext);
  size_t width = print_name_with_quoting (f, false, NULL, start_col);
  if (ls.indicator_style != indicator_none)
    width += print_type_indicator (f->stat_ok, f->stat.st_mode, f->filetype);
  return width;
}

/* Pad from column FROM to TO, with tabs where they fit.  */
static void
indent (size_t from, size_t to)
{
  while (from < to)
    {
      if (ls.tabsize != 0 && to / ls.tabsize > (from + 1) / ls.tabsize)
        {
          out_byte ('\t');
          from += ls.tabsize - from % ls.tabsize;
        }
      else
        {
          out_byte (' ');
          from++;
        }
    }
}

/* One candidate layout: COLS columns and their widths.  */
struct column_info
{
  bool valid_len;
  size_t line_len;
  size_t *col_arr;
};

/* Find the most columns that fit the line, as GNU does: try each
   column count at once, widening its columns name by name.  */
static size_t
calculate_columns (bool by_columns, struct column_info **info)
{
  size_t n = cwd.n_used;
  size_t max_cols = MIN (ls.max_idx, n);
  struct column_info *ci = xnmalloc (max_cols, sizeof *ci);
  size_t *arr = xnmalloc (max_cols * (max_cols + 1) / 2, sizeof *arr);
  size_t *p = arr;
  for (size_t i = 0; i < max_cols; i++)
    {
      ci[i].valid_len = true;
      ci[i].line_len = (i + 1) * MIN_COLUMN_WIDTH;
      ci[i].col_arr = p;
      for (size_t j = 0; j <= i; j++)
        *p++ = MIN_COLUMN_WIDTH;
    }

  for (size_t filesno = 0; filesno < n; filesno++)
    {
      size_t name_length = length_of_file_name_and_frills (cwd.sorted[filesno]);
      for (size_t i = 0; i < max_cols; i++)
        {
          if (! ci[i].valid_len)
            continue;
          size_t idx = (by_columns ? filesno / ((n + i) / (i + 1))
                        : filesno % (i + 1));
          size_t real_length = name_length + (idx == i ? 0 : 2);
          if (ci[i].col_arr[idx] < real_length)
            {
              ci[i].line_len += real_length - ci[i].col_arr[idx];
              ci[i].col_arr[idx] = real_length;
              ci[i].valid_len = ci[i].line_len < ls.line_length;
            }
        }
    }

  size_t cols;
  for (cols = max_cols; 1 < cols; cols--)
    if (ci[cols - 1].valid_len)
      break;
  *info = ci;
  return cols;
}

static void
free_columns (struct column_info *ci)
{
  if (ci)
    free (ci[0].col_arr);
  free (ci);
}

static void
print_many_per_line (void)
{
  struct column_info *ci;
  size_t cols = calculate_columns (true, &ci);
  size_t const *widths = ci[cols - 1].col_arr;
  size_t rows = cwd.n_used / cols + (cwd.n_used % cols != 0);

  for (size_t row = 0; row < rows; row++)
    {
      size_t col = 0, filesno = row, pos = 0;
      for (;;)
        {
          struct fileinfo const *f = cwd.sorted[filesno];
          size_t name_length = length_of_file_name_and_frills (f);
          size_t max_name_length = widths[col++];
          print_file_name_and_frills (f, pos);
          filesno += rows;
          if (filesno >= cwd.n_used)
            break;
          indent (pos + name_length, pos + max_name_length);
          pos += max_name_length;
        }
      out_byte (ls.eolbyte);
    }
  free_columns (ci);
}

static void
print_horizontal (void)
{
  struct column_info *ci;
  size_t cols = calculate_columns (false, &ci);
  size_t const *widths = ci[cols - 1].col_arr;
  size_t pos = 0;
  struct fileinfo const *f = cwd.sorted[0];
  size_t name_length = length_of_file_name_and_frills (f);
  size_t max_name_length = widths[0];
  print_file_name_and_frills (f, 0);

  for (size_t filesno = 1; filesno < cwd.n_used; filesno++)
    {
      size_t col = filesno % cols;
      if (col == 0)
        {
          out_byte (ls.eolbyte);
          pos = 0;
        }
      else
        {
          indent (pos + name_length, pos + max_name_length);
          pos += max_name_length;
        }
      f = cwd.sorted[filesno];
      print_file_name_and_frills (f, pos);
      name_length = length_of_file_name_and_frills (f);
      max_name_length = widths[col];
    }
  out_byte (ls.eolbyte);
  free_columns (ci);
}

static void
print_with_separator (char sep)
{
  size_t pos = 0;
  for (size_t filesno = 0; filesno < cwd.n_used; filesno++)
    {
      struct fileinfo const *f = cwd.sorted[filesno];
      size_t len = ls.line_length ? length_of_file_name_and_frills (f) : 0;
      if (filesno != 0)
        {
          char separator;
          if (! ls.line_length
              || (pos + len + 2 < ls.line_length
                  && pos <= SIZE_MAX - len - 2))
            {
              pos += 2;
              separator = ' ';
            }
          else
            {
              pos = 0;
              separator = ls.eolbyte;
            }
          out_byte (sep);
          out_byte (separator);
        }
      print_file_name_and_frills (f, pos);
      pos += len;
    }
  out_byte (ls.eolbyte);
}

/* ---- long format ---- */

int
format_user_width (uid_t u)
{
  char const *name = ls.numeric_ids ? NULL : getuser (u);
  return name ? ls_width (name) : snprintf (NULL, 0, "%ju",
                                               (uintmax_t) u);
}

int
format_group_width (gid_t g)
{
  char const *name = ls.numeric_ids ? NULL : getgroup (g);
  return name ? ls_width (name) : snprintf (NULL, 0, "%ju",
                                               (uintmax_t) g);
}

static char const filetype_letter[] = "?pcdb-lswd";

/* Right-align S to WIDTH at P, then a space; return the end.  */
static char *
put_right (char *p, char const *s, int width)
{
  for (int pad = width - ls_width (s); 0 < pad; pad--)
    *p++ = ' ';
  p = stpcpy (p, s);
  *p++ = ' ';
  return p;
}

/* Left-align NAME to WIDTH at P, then a space; a number ID when NAME
   is null, right-aligned.  */
static char *
put_user_or_group (char *p, char const *name, uintmax_t id, int width)
{
  if (! name)
    {
      char ibuf[INT_BUFSIZE_BOUND (uintmax_t)];
      return put_right (p, umaxtostr (id, ibuf), width);
    }
  int pad = width - ls_width (name);
  p = stpcpy (p, name);
  do
    *p++ = ' ';
  while (pad-- > 0);
  return p;
}

static char const *
user_name (uid_t u, bool stat_ok)
{
  return ! stat_ok ? "?" : ls.numeric_ids ? NULL : getuser (u);
}

static char const *
group_name (gid_t g, bool stat_ok)
{
  return ! stat_ok ? "?" : ls.numeric_ids ? NULL : getgroup (g);
}

/* The bytes a left-aligned field S of WIDTH can take, with its space.  */
static size_t
field_room (char const *s, int width)
{
  return (s ? strlen (s) : INT_BUFSIZE_BOUND (uintmax_t)) + MAX (width, 0) + 1;
}

/* A buffer for one line up to its name, of at least NEED bytes.  */
static char *
line_buffer (size_t need)
{
  static char *line;
  static size_t alloc;
  if (alloc < need)
    {
      free (line);
      alloc = MAX (need, 2 * alloc);
      line = xmalloc (alloc);
    }
  return line;
}

/* Write F's owner, group, author and context columns at P.  */
static char *
put_owners (char *p, struct fileinfo const *f)
{
  if (ls.print_owner)
    p = put_user_or_group (p, user_name (f->stat.st_uid, f->stat_ok),
                           f->stat.st_uid, cwd.owner_width);
  if (ls.print_group)
    p = put_user_or_group (p, group_name (f->stat.st_gid, f->stat_ok),
                           f->stat.st_gid, cwd.group_width);
  if (ls.print_author)
    p = put_user_or_group (p, user_name (f->stat.st_uid, f->stat_ok),
                           f->stat.st_uid, cwd.author_width);
  if (ls.print_scontext)
    p = put_user_or_group (p, f->scontext, 0, cwd.scontext_width);
  return p;
}

static size_t
owners_room (struct fileinfo const *f)
{
  size_t room = 0;
  if (ls.print_owner)
    room += field_room (user_name (f->stat.st_uid, f->stat_ok),
                        cwd.owner_width);
  if (ls.print_group)
    room += field_room (group_name (f->stat.st_gid, f->stat_ok),
                        cwd.group_width);
  if (ls.print_author)
    room += field_room (user_name (f->stat.st_uid, f->stat_ok),
                        cwd.author_width);
  if (ls.print_scontext)
    room += field_room (f->scontext, cwd.scontext_width);
  return room;
}

static void
format_mode (char *modebuf, struct fileinfo const *f)
{
  if (f->stat_ok)
    filemodestring (&f->stat, modebuf);
  else
    {
      modebuf[0] = filetype_letter[f->filetype];
      memset (modebuf + 1, '?', 10);
      modebuf[11] = '\0';
    }
  if (! cwd.any_has_acl)
    modebuf[10] = '\0';
  else if (f->acl_type == ACL_T_LSM_CONTEXT_ONLY)
    modebuf[10] = '.';
  else if (f->acl_type == ACL_T_YES)
    modebuf[10] = '+';
}

/* Write F's size column (or device numbers) at P.  */
static char *
put_size (char *p, struct fileinfo const *f)
{
  char hbuf[MAX (LONGEST_HUMAN_READABLE + 1, INT_BUFSIZE_BOUND (uintmax_t))];
  if (f->stat_ok && (S_ISCHR (f->stat.st_mode) || S_ISBLK (f->stat.st_mode)))
    {
      char minorbuf[INT_BUFSIZE_BOUND (uintmax_t)];
      int blanks = cwd.file_size_width
        - (cwd.major_width + 2 + cwd.minor_width);
      return p + sprintf (p, "%*s, %*s ", cwd.major_width + MAX (0, blanks),
                          umaxtostr (major (f->stat.st_rdev), hbuf),
                          cwd.minor_width,
                          umaxtostr (minor (f->stat.st_rdev), minorbuf));
    }
  uintmax_t size = f->stat.st_size < 0 ? 0 : f->stat.st_size;
  return put_right (p, ! f->stat_ok ? "?"
                    : ls_human (size, hbuf, ls.file_human_output_opts,
                                1, ls.file_output_block_size),
                    cwd.file_size_width);
}

/* The line is built in one buffer and written at once, up to the name.
   The name's start column, for colour's end, counts from after the
   owner columns, as GNU's does.  */
static void
print_long_format (struct fileinfo const *f)
{
  char modebuf[12];
  char hbuf[MAX (LONGEST_HUMAN_READABLE + 1, INT_BUFSIZE_BOUND (uintmax_t))];
  size_t fixed = (INT_BUFSIZE_BOUND (uintmax_t) * 4
                  + LONGEST_HUMAN_READABLE * 2 + TIME_STAMP_ROOM + 100
                  + MAX (cwd.inode_width, 0) + MAX (cwd.block_size_width, 0)
                  + MAX (cwd.nlink_width, 0) + MAX (cwd.file_size_width, 0)
                  + MAX (cwd.major_width, 0) + MAX (cwd.minor_width, 0));
  char *buf = line_buffer (fixed + owners_room (f));
  char *p = buf;

  format_mode (modebuf, f);
  if (ls.print_inode)
    p = put_right (p, format_inode (hbuf, f), cwd.inode_width);
  if (ls.print_block_size)
    p = put_right (p, format_blocks (hbuf, f), cwd.block_size_width);
  p = stpcpy (p, modebuf);
  *p++ = ' ';
  p = put_right (p, ! f->stat_ok ? "?" : umaxtostr (f->stat.st_nlink, hbuf),
                 cwd.nlink_width);

  dired_indent ();
  char *col0 = buf;
  if (ls.print_owner || ls.print_group || ls.print_author
      || ls.print_scontext)
    col0 = p = put_owners (p, f);

  p = put_size (p, f);
  bool ok;
  struct timespec when = file_time (f, ls.time_type, &ok);
  p += format_long_time (p, buf + fixed - p, f, when, ok);

  out_buf (buf, p - buf);
  size_t w = print_name_with_quoting (f, false,
                                     ls.dired ? &dired_names : NULL, p - col0);

  if (f->filetype == ft_symbolic_link)
    {
      if (f->linkname)
        {
          out_str (" -> ");
          print_name_with_quoting (f, true, NULL, (p - col0) + w + 4);
          if (ls.indicator_style != indicator_none)
            print_type_indicator (true, f->linkmode, ft_unknown);
        }
    }
  else if (ls.indicator_style != indicator_none)
    print_type_indicator (f->stat_ok, f->stat.st_mode, f->filetype);
}

void
print_total (uintmax_t total_blocks)
{
  char buf[LONGEST_HUMAN_READABLE + 1];
  dired_indent ();
  out_str (_("total"));
  out_byte (' ');
  out_str (human_readable (total_blocks, buf, ls.human_output_opts,
                           ST_NBLOCKSIZE, ls.output_block_size));
  out_byte (ls.eolbyte);
}

void
print_current_files (void)
{
  switch (ls.format)
    {
    case one_per_line:
      for (size_t i = 0; i < cwd.n_used; i++)
        {
          print_file_name_and_frills (cwd.sorted[i], 0);
          out_byte (ls.eolbyte);
        }
      break;
    case many_per_line:
      if (! ls.line_length)
        print_with_separator (' ');
      else
        print_many_per_line ();
      break;
    case horizontal:
      if (! ls.line_length)
        print_with_separator (' ');
      else
        print_horizontal ();
      break;
    case with_commas:
      print_with_separator (',');
      break;
    case long_format:
      for (size_t i = 0; i < cwd.n_used; i++)
        {
          color_set_normal ();
          print_long_format (cwd.sorted[i]);
          out_byte (ls.eolbyte);
        }
      break;
    }
}
