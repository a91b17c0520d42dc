/* libFuzzer target: the LS_COLORS parser (src/ls/env.c), fed the input as the
   variable's value (up to its first NUL byte, as the environment
   can hold no more).
   Fuzz-sources: src/ls/env.c gl/lib/argmatch.c gl/lib/quotearg.c gl/lib/human.c gl/lib/xstrtoumax.c gl/lib/xstrtol.c gl/lib/xmalloc.c gl/lib/xalloc-die.c gl/lib/exitfail.c gl/lib/localcharset.c gl/lib/hard-locale.c gl/lib/setlocale_null.c gl/lib/c-strcasecmp.c gl/lib/getprogname.c gl/lib/error.c gl/lib/mbrtowc.c gl/lib/lc-charset-dispatch.c gl/lib/mbtowc-lock.c
   Fuzz-options: -max_len=8192  */

#include <config.h>

#include "env.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Unknown keys are warned about: count them, check each is two bytes.  */
static void
warn (void *arg, char const *key)
{
  if (strlen (key) != 2)
    abort ();
  ++*(size_t *) arg;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  char *s = strndup ((char const *) data, size);
  if (!s)
    return 0;
  struct ls_colors colors;
  size_t warnings = 0;
  ls_colors_default (&colors);
  if (ls_colors_parse (s, &colors, warn, &warnings))
    {
      /* Every decoded string lies in the buffer and is no longer than
         the input; every extension rule is whole.  */
      size_t n = strlen (s);
      for (int i = 0; i < C_N_INDICATORS; i++)
        if (colors.indicator[i].len > 64 + n
            || (colors.indicator[i].len && !colors.indicator[i].string))
          abort ();
      for (struct color_ext *e = colors.exts; e; e = e->next)
        {
          if (e->ext.len > n || e->seq.len > n
              || (e->ext.len && !e->ext.string))
            abort ();
          if (e->ext.len)
            (void) memchr (e->ext.string, 0, e->ext.len);
          if (e->seq.len)
            (void) memchr (e->seq.string, 0, e->seq.len);
          ls_color_is_set (&e->seq);
        }
      ls_colors_free (&colors);
    }
  (void) ls_known_term_type (s);
  free (s);
  return 0;
}
