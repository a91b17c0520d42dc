/* ls: colouring names (--color, LS_COLORS).  */

#include <config.h>

#include "system.h"
#include "ls.h"
#include "env.h"

#include "c-strcase.h"

static struct ls_colors colors;
static bool used_color;

bool
is_colored_type (int type)
{
  return ls_color_is_set (&colors.indicator[type]);
}

static void
warn_prefix (void *arg, char const *key)
{
  error (0, 0, _("unrecognized prefix: %s"), quote (key));
}

/* Read LS_COLORS (or decide from COLORTERM and TERM to use the built-in
   colours).  Return false when colours are off after all.  */
bool
parse_ls_colors_env (void)
{
  ls_colors_default (&colors);
  char const *spec = getenv ("LS_COLORS");
  if (! spec || ! *spec)
    {
      char const *colorterm = getenv ("COLORTERM");
      return (colorterm && *colorterm) || ls_known_term_type (getenv ("TERM"));
    }
  if (! ls_colors_parse (spec, &colors, warn_prefix, NULL))
    {
      error (0, 0, _("unparsable value for LS_COLORS environment variable"));
      ls_colors_default (&colors);
      return false;
    }
  struct bin_str const *ln = &colors.indicator[C_LINK];
  if (ln->len == 6 && memcmp (ln->string, "target", 6) == 0)
    ls.color_symlink_as_referent = true;
  return true;
}

static void
write_str (struct bin_str const *s)
{
  fwrite (s->string, 1, s->len, stdout);
}

/* What goes between coloured names: the end sequence, or a reset.  */
static void
prep_non_filename_text (void)
{
  if (colors.indicator[C_END].string)
    write_str (&colors.indicator[C_END]);
  else
    {
      write_str (&colors.indicator[C_LEFT]);
      write_str (&colors.indicator[C_RESET]);
      write_str (&colors.indicator[C_RIGHT]);
    }
}

/* The first sequence written resets the terminal first.  */
static void
put_indicator (struct bin_str const *s)
{
  if (! used_color)
    {
      used_color = true;
      signals_catch ();
      prep_non_filename_text ();
    }
  write_str (s);
}

bool
color_used (void)
{
  return used_color;
}

void
color_put (struct bin_str const *ind)
{
  if (is_colored_type (C_NORM))
    {
      put_indicator (&colors.indicator[C_LEFT]);
      put_indicator (&colors.indicator[C_RIGHT]);
    }
  put_indicator (&colors.indicator[C_LEFT]);
  put_indicator (ind);
  put_indicator (&colors.indicator[C_RIGHT]);
}

void
color_set_normal (void)
{
  if (ls.print_with_color && is_colored_type (C_NORM))
    {
      put_indicator (&colors.indicator[C_LEFT]);
      put_indicator (&colors.indicator[C_NORM]);
      put_indicator (&colors.indicator[C_RIGHT]);
    }
}

/* After a name written in colour: back to normal, and clear to the end
   of the line when the name may have wrapped.  Byte length stands in
   for width, as in GNU.  */
void
color_end_name (size_t start_col, size_t len)
{
  prep_non_filename_text ();
  if (ls.line_length
      && start_col / ls.line_length != (start_col + len - 1) / ls.line_length)
    put_indicator (&colors.indicator[C_CLR_TO_EOL]);
}

/* Back to the terminal's default colours, whatever LS_COLORS says.  */
void
color_reset_default (void)
{
  put_indicator (&colors.indicator[C_LEFT]);
  put_indicator (&colors.indicator[C_RIGHT]);
}

void
color_restore_at_exit (void)
{
  struct bin_str const *l = &colors.indicator[C_LEFT];
  struct bin_str const *r = &colors.indicator[C_RIGHT];
  if (! used_color)
    return;
  /* Skip a restore that would change nothing.  */
  if (l->len == 2 && memcmp (l->string, "\033[", 2) == 0
      && r->len == 1 && r->string[0] == 'm')
    return;
  color_reset_default ();
}

static int
regular_color (struct fileinfo const *f, mode_t mode)
{
  if ((mode & S_ISUID) && is_colored_type (C_SETUID))
    return C_SETUID;
  if ((mode & S_ISGID) && is_colored_type (C_SETGID))
    return C_SETGID;
  /* ca needs libcap's view of file capabilities, which GNU's Debian
     build lacks, so no file ever gets it.  */
  if ((mode & (S_IXUSR | S_IXGRP | S_IXOTH)) && is_colored_type (C_EXEC))
    return C_EXEC;
  if (f->stat.st_nlink > 1 && is_colored_type (C_MULTIHARDLINK))
    return C_MULTIHARDLINK;
  return C_FILE;
}

static int
mode_color (struct fileinfo const *f, mode_t mode)
{
  if (S_ISREG (mode))
    return regular_color (f, mode);
  if (S_ISDIR (mode))
    {
      if ((mode & S_ISVTX) && (mode & S_IWOTH)
          && is_colored_type (C_STICKY_OTHER_WRITABLE))
        return C_STICKY_OTHER_WRITABLE;
      if ((mode & S_IWOTH) && is_colored_type (C_OTHER_WRITABLE))
        return C_OTHER_WRITABLE;
      if ((mode & S_ISVTX) && is_colored_type (C_STICKY))
        return C_STICKY;
      return C_DIR;
    }
  if (S_ISLNK (mode))
    return C_LINK;
  if (S_ISFIFO (mode))
    return C_FIFO;
  if (S_ISSOCK (mode))
    return C_SOCK;
  if (S_ISBLK (mode))
    return C_BLK;
  if (S_ISCHR (mode))
    return C_CHR;
  return C_ORPHAN;
}

static int const filetype_color[] =
{
  C_ORPHAN, C_FIFO, C_CHR, C_DIR, C_BLK, C_FILE, C_LINK, C_SOCK, C_FILE,
  C_DIR
};

static struct color_ext const *
match_ext (char const *name)
{
  size_t len = strlen (name);
  for (struct color_ext const *e = colors.exts; e; e = e->next)
    if (e->ext.len <= len
        && c_strncasecmp (name + len - e->ext.len, e->ext.string,
                          e->ext.len) == 0)
      return e;
  return NULL;
}

/* The colour of F's name, or of its symlink's target when TARGET; NULL
   for none.  */
struct bin_str const *
color_of (struct fileinfo const *f, bool target)
{
  char const *name;
  mode_t mode;
  int linkok;
  int type;

  if (target)
    {
      name = f->linkname;
      mode = f->linkmode;
      linkok = f->linkok ? 0 : -1;
    }
  else
    {
      name = f->name;
      mode = (ls.color_symlink_as_referent && f->linkok
              ? f->linkmode : f->stat.st_mode);
      linkok = f->linkok;
    }

  if (linkok == -1 && is_colored_type (C_MISSING))
    type = C_MISSING;
  else if (! f->stat_ok)
    type = filetype_color[f->filetype];
  else
    type = mode_color (f, mode);

  struct color_ext const *ext = type == C_FILE ? match_ext (name) : NULL;

  if (type == C_LINK && ! linkok
      && (ls.color_symlink_as_referent || is_colored_type (C_ORPHAN)))
    type = C_ORPHAN;

  struct bin_str const *s = ext ? &ext->seq : &colors.indicator[type];
  return s->string ? s : NULL;
}
