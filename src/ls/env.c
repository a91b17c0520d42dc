/* ls: parsers of the environment variables that configure it.
   No global state and no output here: see env.h.  */

#include <config.h>

#include "env.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "argmatch.h"
#include "human.h"
#include "quotearg.h"
#include "xstrtol.h"

#define STR_PAIR(s) { sizeof (s) - 1, s }

static struct bin_str const default_indicator[C_N_INDICATORS] =
{
  STR_PAIR ("\033["),           /* lc */
  STR_PAIR ("m"),               /* rc */
  { 0, NULL },                  /* ec */
  STR_PAIR ("0"),               /* rs */
  { 0, NULL },                  /* no */
  { 0, NULL },                  /* fi */
  STR_PAIR ("01;34"),           /* di */
  STR_PAIR ("01;36"),           /* ln */
  STR_PAIR ("33"),              /* pi */
  STR_PAIR ("01;35"),           /* so */
  STR_PAIR ("01;33"),           /* bd */
  STR_PAIR ("01;33"),           /* cd */
  { 0, NULL },                  /* mi */
  { 0, NULL },                  /* or */
  STR_PAIR ("01;32"),           /* ex */
  STR_PAIR ("01;35"),           /* do */
  STR_PAIR ("37;41"),           /* su */
  STR_PAIR ("30;43"),           /* sg */
  STR_PAIR ("37;44"),           /* st */
  STR_PAIR ("34;42"),           /* ow */
  STR_PAIR ("30;42"),           /* tw */
  STR_PAIR ("30;41"),           /* ca */
  { 0, NULL },                  /* mh */
  STR_PAIR ("\033[K"),          /* cl */
};

static char const indicator_name[C_N_INDICATORS][3] =
{
  "lc", "rc", "ec", "rs", "no", "fi", "di", "ln", "pi", "so", "bd", "cd",
  "mi", "or", "ex", "do", "su", "sg", "st", "ow", "tw", "ca", "mh", "cl"
};

void
ls_colors_default (struct ls_colors *colors)
{
  memcpy (colors->indicator, default_indicator, sizeof default_indicator);
  colors->exts = NULL;
  colors->buf = NULL;
}

bool
ls_color_is_set (struct bin_str const *s)
{
  return ! (s->len == 0
            || (s->len == 1 && s->string[0] == '0')
            || (s->len == 2 && s->string[0] == '0' && s->string[1] == '0'));
}

/* Decode one escaped value from *SRC into *DEST, as GNU does: it ends at
   ':' or NUL (or '=' when EQUALS_END).  Return false on a bad escape.
   Note "^?" gives DEL and leaves the '?' to be copied too, as GNU 9.1's
   decoder does.  */
static bool
decode_value (char **dest, char const **src, bool equals_end, size_t *count)
{
  char const *p = *src;
  char *q = *dest;
  size_t n = 0;
  bool ok = true;

  for (;;)
    {
      char c = *p;
      if (c == ':' || c == '\0' || (c == '=' && equals_end))
        break;
      p++;
      if (c == '^')
        {
          if ('@' <= *p && *p <= '~')
            c = *p++ & 037;
          else if (*p == '?')
            c = 127;
          else
            {
              ok = false;
              break;
            }
        }
      else if (c == '\\')
        {
          char e = *p;
          if (e == '\0')
            {
              ok = false;
              break;
            }
          p++;
          if ('0' <= e && e <= '7')
            {
              c = e - '0';
              while ('0' <= *p && *p <= '7')
                c = (char) ((unsigned char) c << 3) + (*p++ - '0');
            }
          else if (e == 'x' || e == 'X')
            {
              c = 0;
              for (;; p++)
                {
                  int d;
                  if ('0' <= *p && *p <= '9')
                    d = *p - '0';
                  else if ('a' <= *p && *p <= 'f')
                    d = *p - 'a' + 10;
                  else if ('A' <= *p && *p <= 'F')
                    d = *p - 'A' + 10;
                  else
                    break;
                  c = (char) ((unsigned char) c << 4) + d;
                }
            }
          else
            {
              static char const from[] = "abefnrtv?_";
              static char const to[] = "\a\b\033\f\n\r\t\v\177 ";
              char const *k = strchr (from, e);
              c = k ? to[k - from] : e;
            }
        }
      *q++ = c;
      n++;
    }

  *dest = q;
  *src = p;
  *count = n;
  return ok;
}

static void
free_exts (struct color_ext *e)
{
  while (e)
    {
      struct color_ext *next = e->next;
      free (e);
      e = next;
    }
}

/* Parse "XX=VALUE": P points at XX.  */
static bool
parse_indicator (char const **pp, char **bufp, struct ls_colors *colors,
                 void (*warn) (void *, char const *), void *arg)
{
  char const *p = *pp;
  char label[3];
  label[0] = *p++;
  if (! *p)
    return false;
  label[1] = *p++;
  label[2] = '\0';
  if (*p++ != '=')
    return false;
  for (int i = 0; i < C_N_INDICATORS; i++)
    if (strcmp (label, indicator_name[i]) == 0)
      {
        colors->indicator[i].string = *bufp;
        bool ok = decode_value (bufp, &p, false,
                                &colors->indicator[i].len);
        *pp = p;
        return ok;
      }
  if (warn)
    warn (arg, label);
  return false;
}

/* Parse "*EXT=VALUE": P points after the '*'.  */
static bool
parse_ext (char const **pp, char **bufp, struct ls_colors *colors)
{
  struct color_ext *e = malloc (sizeof *e);
  if (!e)
    return false;
  e->next = colors->exts;
  colors->exts = e;
  e->seq.string = NULL;
  e->seq.len = 0;
  e->ext.string = *bufp;
  if (! decode_value (bufp, pp, true, &e->ext.len))
    return false;
  if (*(*pp)++ != '=')
    return false;
  e->seq.string = *bufp;
  return decode_value (bufp, pp, false, &e->seq.len);
}

bool
ls_colors_parse (char const *spec, struct ls_colors *colors,
                 void (*warn) (void *arg, char const *key), void *arg)
{
  /* Decoding never lengthens a value, so a copy's size is enough.  */
  char *buf = strdup (spec);
  if (!buf)
    return false;
  colors->buf = buf;
  char const *p = spec;
  bool ok = true;

  while (ok && *p)
    {
      if (*p == ':')
        p++;
      else if (*p == '*')
        {
          p++;
          ok = parse_ext (&p, &buf, colors);
        }
      else
        ok = parse_indicator (&p, &buf, colors, warn, arg);
    }

  if (!ok)
    ls_colors_free (colors);
  return ok;
}

void
ls_colors_free (struct ls_colors *colors)
{
  free_exts (colors->exts);
  colors->exts = NULL;
  free (colors->buf);
  colors->buf = NULL;
}

/* The TERM patterns of dircolors' database in coreutils 9.1.  */
static char const *const color_terms[] =
{
  "Eterm", "ansi", "*color*", "con[0-9]*x[0-9]*", "cons25", "console",
  "cygwin", "*direct*", "dtterm", "gnome", "hurd", "jfbterm", "konsole",
  "kterm", "linux", "linux-c", "mlterm", "putty", "rxvt*", "screen*",
  "st", "terminator", "tmux*", "vt100", "xterm*"
};

bool
ls_known_term_type (char const *term)
{
  if (! term || ! *term)
    return false;
  for (size_t i = 0; i < sizeof color_terms / sizeof *color_terms; i++)
    if (fnmatch (color_terms[i], term, 0) == 0)
      return true;
  return false;
}

/* ---- TIME_STYLE ---- */

char const *const ls_time_style_args[] =
{
  "full-iso", "long-iso", "iso", "locale", NULL
};
static enum ls_time_style_kind const time_style_kinds[] =
{
  LS_TS_FULL_ISO, LS_TS_LONG_ISO, LS_TS_ISO, LS_TS_LOCALE
};

enum ls_time_style_result
ls_time_style_parse (char const *style, bool hard_locale_time,
                     struct ls_time_style *out)
{
  static char const posix_prefix[] = "posix-";
  out->formats[0] = out->formats[1] = NULL;
  out->bad = NULL;
  out->argmatch_result = 0;

  while (strncmp (style, posix_prefix, sizeof posix_prefix - 1) == 0)
    {
      if (! hard_locale_time)
        return LS_TIME_STYLE_POSIX_DEFAULT;
      style += sizeof posix_prefix - 1;
    }

  if (*style == '+')
    {
      char const *f0 = style + 1;
      char const *nl = strchr (f0, '\n');
      out->kind = LS_TS_FORMAT;
      if (nl && strchr (nl + 1, '\n'))
        {
          out->bad = f0;
          return LS_TIME_STYLE_BAD_FORMAT;
        }
      out->formats[0] = nl ? strndup (f0, nl - f0) : strdup (f0);
      out->formats[1] = strdup (nl ? nl + 1 : f0);
      if (! out->formats[0] || ! out->formats[1])
        {
          ls_time_style_free (out);
          abort ();
        }
      return LS_TIME_STYLE_OK;
    }

  ptrdiff_t i = argmatch (style, ls_time_style_args,
                          (char const *) time_style_kinds,
                          sizeof *time_style_kinds);
  if (i < 0)
    {
      out->bad = style;
      out->argmatch_result = i;
      return LS_TIME_STYLE_INVALID;
    }
  out->kind = time_style_kinds[i];
  return LS_TIME_STYLE_OK;
}

void
ls_time_style_free (struct ls_time_style *ts)
{
  free (ts->formats[0]);
  free (ts->formats[1]);
  ts->formats[0] = ts->formats[1] = NULL;
}

/* ---- QUOTING_STYLE, BLOCK_SIZE, TABSIZE, COLUMNS ---- */

int
ls_quoting_style_parse (char const *s)
{
  ptrdiff_t i = argmatch (s, quoting_style_args,
                          (char const *) quoting_style_vals,
                          sizeof *quoting_style_vals);
  return i < 0 ? -1 : quoting_style_vals[i];
}

int
ls_block_size_parse (char const *spec, int *opts, uintmax_t *size)
{
  return human_options (spec, opts, size);
}

bool
ls_tabsize_parse (char const *s, size_t *tabsize)
{
  uintmax_t v;
  if (xstrtoumax (s, NULL, 0, &v, "") == LONGINT_OK && v <= SIZE_MAX)
    {
      *tabsize = v;
      return true;
    }
  return false;
}

intmax_t
ls_line_length_parse (char const *s)
{
  uintmax_t v;
  switch (xstrtoumax (s, NULL, 0, &v, ""))
    {
    case LONGINT_OK:
      /* Too large is as good as no limit.  */
      return v <= (PTRDIFF_MAX < SIZE_MAX ? PTRDIFF_MAX : SIZE_MAX) ? v : 0;
    case LONGINT_OVERFLOW:
      return 0;
    default:
      return -1;
    }
}
