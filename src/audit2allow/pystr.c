/* Python's ways with strings that 3.4's output shows: repr () in its
   error messages, textwrap in -e's explanations.  */

#include <config.h>

#include "audit2allow.h"
#include "write.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"

void
xasprintf_err (char **out, char const *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  if (vasprintf (out, fmt, ap) < 0)
    xalloc_die ();
  va_end (ap);
}

/* A code point Python prints as is in repr (): printable ASCII, or a
   valid non-ASCII character (most are printable).  */
char *
py_repr (char const *s)
{
  char quote = strchr (s, '\'') && !strchr (s, '"') ? '"' : '\'';
  size_t n = strlen (s);
  char *r = xmalloc (n * 6 + 3), *q = r;
  *q++ = quote;
  for (size_t i = 0; i < n;)
    {
      unsigned char c = s[i];
      unsigned int cp;
      size_t l = utf8_valid_len ((unsigned char const *) s + i, n - i, &cp);
      if (l > 1)
        {
          if (cp < 0xA0)
            q += sprintf (q, "\\x%02x", cp);
          else
            memcpy (q, s + i, l), q += l;
          i += l;
          continue;
        }
      i++;
      if (!l)
        q += sprintf (q, "\\udc%02x", c);
      else if (c == '\\' || c == (unsigned char) quote)
        *q++ = '\\', *q++ = c;
      else if (c == '\t')
        q = stpcpy (q, "\\t");
      else if (c == '\n')
        q = stpcpy (q, "\\n");
      else if (c == '\r')
        q = stpcpy (q, "\\r");
      else if (c < 0x20 || c == 0x7f)
        q += sprintf (q, "\\x%02x", c);
      else
        *q++ = c;
    }
  *q++ = quote;
  *q = '\0';
  return r;
}

/* S as Python writes it to standard error (errors=backslashreplace):
   bytes that are not UTF-8 (surrogates to Python) as \udcXX.  */
char *
py_stderr_str (char const *s)
{
  size_t n = strlen (s);
  char *r = xmalloc (n * 6 + 1), *q = r;
  for (size_t i = 0; i < n;)
    {
      unsigned int cp;
      size_t l = utf8_valid_len ((unsigned char const *) s + i, n - i, &cp);
      if (l)
        {
          memcpy (q, s + i, l);
          q += l, i += l;
        }
      else
        q += sprintf (q, "\\udc%02x", (unsigned char) s[i++]);
    }
  *q = '\0';
  return r;
}

/* Text as code points: Python's view of a line read with
   surrogateescape (each undecodable byte one character).  */
struct cps
{
  char const **at;              /* where each character starts */
  size_t *len;                  /* its length in bytes */
  size_t n;
};

static void
cps_of (struct cps *c, char const *s, size_t n)
{
  c->at = xnmalloc (n + 1, sizeof *c->at);
  c->len = xnmalloc (n + 1, sizeof *c->len);
  c->n = 0;
  for (size_t i = 0; i < n;)
    {
      unsigned int cp;
      size_t l = utf8_valid_len ((unsigned char const *) s + i, n - i, &cp);
      if (!l)
        l = 1;
      c->at[c->n] = s + i;
      c->len[c->n++] = l;
      i += l;
    }
}

static bool
is_letter (char const *p, size_t len)
{
  unsigned char c = *p;
  return len > 1 || c == '_' || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}

/* Python's textwrap.wrap (TEXT, WIDTH, initial_indent=INIT,
   subsequent_indent=SUB) for the texts -e wraps: tabs expanded, white
   space made spaces, chunks of spaces and words (split after a hyphen
   between letters), long words broken.  Each line is handed to EMIT.  */
void
py_wrap (char const *text, size_t width, char const *init, char const *sub,
         void (*emit) (char const *line, void *arg), void *arg)
{
  /* Expand tabs and make ASCII white space spaces.  */
  size_t n = strlen (text), col = 0, o = 0;
  char *t = xmalloc (n * 8 + 1);
  struct cps c;
  cps_of (&c, text, n);
  for (size_t i = 0; i < c.n; i++)
    {
      char ch = *c.at[i];
      if (c.len[i] == 1 && ch == '\t')
        {
          do
            t[o++] = ' ';
          while (++col % 8);
        }
      else if (c.len[i] == 1 && strchr ("\n\r\v\f ", ch) && ch)
        {
          t[o++] = ' ';
          col = ch == '\n' || ch == '\r' ? 0 : col + 1;
        }
      else
        {
          memcpy (t + o, c.at[i], c.len[i]);
          o += c.len[i];
          col++;
        }
    }
  free (c.at);
  free (c.len);
  cps_of (&c, t, o);

  /* Chunks: [start, end) in characters.  */
  size_t *cs = xnmalloc (c.n + 1, sizeof *cs), nc = 0;
  for (size_t i = 0; i < c.n;)
    {
      cs[nc++] = i;
      bool sp = c.len[i] == 1 && *c.at[i] == ' ';
      size_t j = i + 1;
      if (sp)
        while (j < c.n && c.len[j] == 1 && *c.at[j] == ' ')
          j++;
      else
        for (; j < c.n && !(c.len[j] == 1 && *c.at[j] == ' '); j++)
          if (*c.at[j - 1] == '-' && c.len[j - 1] == 1 && j >= 3
              && is_letter (c.at[j - 2], c.len[j - 2])
              && (is_letter (c.at[j - 3], c.len[j - 3])
                  || (*c.at[j - 3] == '-' && j >= 4
                      && is_letter (c.at[j - 4], c.len[j - 4])))
              && (is_letter (c.at[j], c.len[j])
                  || (*c.at[j] == '-' && j + 1 < c.n
                      && is_letter (c.at[j + 1], c.len[j + 1]))))
            break;
      i = j;
    }
  cs[nc] = c.n;

  /* Fill lines greedily.  */
  char *line = xmalloc (o + strlen (init) + strlen (sub) + 1);
  size_t k = 0, lines = 0, off = 0;   /* OFF: characters of chunk K used */
  while (k < nc)
    {
      char const *indent = lines ? sub : init;
      size_t w = width - strlen (indent), cur = 0;
      char *q = stpcpy (line, indent);
      if (lines && off == 0 && *c.at[cs[k]] == ' ')
        k++;
      size_t first = k;
      if (k == nc)
        break;
      while (k < nc && cur + (cs[k + 1] - cs[k] - off) <= w)
        {
          for (size_t i = cs[k] + off; i < cs[k + 1]; i++)
            q = mempcpy (q, c.at[i], c.len[i]);
          cur += cs[k + 1] - cs[k] - off;
          off = 0;
          k++;
        }
      if (k < nc && cs[k + 1] - cs[k] - off > w)
        {
          size_t left = w < 1 ? 1 : w - cur;
          size_t end = left;
          size_t clen = cs[k + 1] - cs[k] - off;
          if (clen > left)
            {
              size_t h = left;
              while (h-- > 0)
                if (*c.at[cs[k] + off + h] == '-'
                    && c.len[cs[k] + off + h] == 1)
                  break;
              if (h != (size_t) -1 && h > 0)
                {
                  bool nondash = false;
                  for (size_t i = 0; i < h; i++)
                    nondash |= *c.at[cs[k] + off + i] != '-';
                  if (nondash)
                    end = h + 1;
                }
            }
          for (size_t i = 0; i < end; i++)
            q = mempcpy (q, c.at[cs[k] + off + i], c.len[cs[k] + off + i]);
          cur += end;
          off += end;
        }
      /* Drop trailing white space; a line left empty is no line.  */
      char *e = q;
      while (e > line + strlen (indent) && e[-1] == ' ')
        e--;
      *e = '\0';
      if (e > line + strlen (indent))
        {
          emit (line, arg);
          lines++;
        }
      else if (k == first && off == 0)
        break;
    }
  free (line);
  free (cs);
  free (c.at);
  free (c.len);
  free (t);
}
