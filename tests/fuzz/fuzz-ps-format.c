/* libFuzzer target: ps's format-list parser (src/ps/output.c): -o lists
   with header overrides and widths, AIX descriptors, and --sort keys.
   The input is split at NUL bytes: every piece but the last is one -o
   list, the last is a --sort list.
   Fuzz-sources: src/ps/output.c src/ps/mrows.c src/ps/format.c src/ps/state.c src/ps/escape.c src/ps/options.c src/ps/proc.c src/ps/persona.c src/help.c lib/proccon.c lib/selinuxfs.c lib/context.c lib/config.c gl/lib/c-ctype.c gl/lib/c-strncasecmp.c gl/lib/mbrtowc.c gl/lib/hard-locale.c gl/lib/setlocale_null.c gl/lib/progname.c gl/lib/xmalloc.c gl/lib/xalloc-die.c gl/lib/exitfail.c gl/lib/getprogname.c gl/lib/error.c
   Fuzz-options: -max_len=4096  */

#include <config.h>

#include "ps.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Every column is whole: a known specifier, a header that fits.  */
static void
check_columns (void)
{
  for (size_t i = 0; i < n_cols; i++)
    {
      struct ps_col const *c = &cols[i];
      if (!c->spec || !c->head || c->width < 0 || c->width > 32 * 1024 + 4096)
        abort ();
      if (c->spec->pr && c->head != c->spec->head
          && (int) strlen (c->head) > c->width)
        abort ();
    }
  for (size_t i = 0; i < n_sortkeys; i++)
    if (!sortkeys[i].spec || !sortkeys[i].spec->cmp
        || (sortkeys[i].dir != 1 && sortkeys[i].dir != -1))
      abort ();
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  char *buf = malloc (size + 1);
  if (!buf)
    return 0;
  memcpy (buf, data, size);
  buf[size] = '\0';
  char const *end = buf + size;
  char const *piece = buf;
  for (;;)
    {
      char const *next = piece + strlen (piece);
      if (next == end)
        {
          /* The last piece: sort keys.  */
          ps_parse_sort (piece);
          break;
        }
      size_t before = n_cols;
      char const *err = ps_parse_format (piece, true);
      /* A list that fails on '%' leaves no column behind.  */
      if (err && strchr (piece, '%') && n_cols != before)
        abort ();
      if (!err && n_cols == before)
        abort ();
      piece = next + 1;
    }
  check_columns ();
  ps_free_columns ();
  free (buf);
  return 0;
}
