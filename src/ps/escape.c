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
