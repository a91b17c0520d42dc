/* ps -- escaping a string for a cell: what procps-ng 4.0.2 shows in
   place of characters a terminal cannot print.  A leaf: both the
   gathering (proc.c) and the printing (format.c, output.c) use it.  */

#include <config.h>

#include <wchar.h>
#include <wctype.h>

#include "system.h"
#include "ps.h"

/* Copy SRC to DST (SIZE bytes) with non-printable characters as '?',
   using at most *CELLS screen cells; subtract the cells used from
   *CELLS.  Return the bytes written.  In a UTF-8 locale a valid
   printable multibyte character is kept whole.  */
int
ps_escape (char *dst, char const *src, size_t size, int *cells, bool utf8)
{
  int used = 0;
  size_t n = 0;
  mbstate_t st = { 0 };
  while (*src && used < *cells && n + 1 < size)
    {
      unsigned char c = *src;
      if (!utf8 || c < 0x80)
        {
          /* Like procps: in a single-byte locale a control character
             shows as '.', a high byte as '?'.  */
          dst[n++] = (c >= 0x20 && c < 0x7f) ? c
                     : (!utf8 && c < 0x80) ? '.' : '?';
          src++;
          used++;
          continue;
        }
      wchar_t wc;
      size_t len = mbrtowc (&wc, src, MB_CUR_MAX, &st);
      if (len == (size_t) -1 || len == (size_t) -2 || len == 0)
        {
          memset (&st, 0, sizeof st);
          dst[n++] = '?';
          src++;
          used++;
        }
      else if (!iswprint (wc))
        {
          dst[n++] = '?';
          src += len;
          used++;
        }
      else
        {
          int w = wcwidth (wc);
          if (w > *cells - used || n + len + 1 > size)
            break;
          memcpy (dst + n, src, len);
          n += len;
          src += len;
          if (w > 0)
            used += w;
        }
    }
  dst[n] = '\0';
  *cells -= used;
  return n;
}

/* What the byte C becomes where procps gives up on UTF-8 (or has no
   UTF-8 locale): a control character or DEL '.', a byte above 0x7f
   '?'.  */
static char
escape_byte (unsigned char c)
{
  return c < 0x20 || c == 0x7f ? '.' : c > 0x7f ? '?' : c;
}

/* The length a UTF-8 sequence claims by its first byte C (procps
   checks nothing more), or 0 if C cannot begin one.  */
static int
lead_length (unsigned char c)
{
  return (c < 0x80 ? 1 : c < 0xc2 ? 0 : c < 0xe0 ? 2 : c < 0xf0 ? 3
          : c < 0xf5 ? 4 : 0);
}

/* Escape S in place as libproc2 does when it reads a string (a name,
   a command line, the environment, a cgroup, the executable's path):
   ps escapes each cell of it again when printing.  In a UTF-8 locale
   the string is stepped through by the lengths its lead bytes claim,
   a control character at a step becoming '?'; from a byte that cannot
   lead, or a sequence cut by the end, the rest is escaped byte by byte
   as in other locales.  So valid text after a bad byte shows as '?'s,
   as procps shows it.  */
void
ps_escape_read (char *s, bool utf8)
{
  size_t len = strlen (s);
  size_t i = 0;
  while (utf8 && i < len)
    {
      unsigned char c = s[i];
      int n = lead_length (c);
      if (!n || i + n > len)
        break;
      if (c < 0x20 || c == 0x7f)
        s[i] = '?';
      i += n;
    }
  for (; i < len; i++)
    s[i] = escape_byte (s[i]);
}
