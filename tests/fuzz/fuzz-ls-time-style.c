/* libFuzzer target: the TIME_STYLE and --time-style parser (src/ls/env.c), fed the input as the
   variable's value (up to its first NUL byte, as the environment
   can hold no more).
   Fuzz-sources: src/ls/env.c gl/lib/argmatch.c gl/lib/quotearg.c gl/lib/human.c gl/lib/xstrtoumax.c gl/lib/xstrtol.c gl/lib/xmalloc.c gl/lib/xalloc-die.c gl/lib/exitfail.c gl/lib/localcharset.c gl/lib/hard-locale.c gl/lib/setlocale_null.c gl/lib/c-strcasecmp.c gl/lib/getprogname.c gl/lib/error.c gl/lib/mbrtowc.c gl/lib/lc-charset-dispatch.c gl/lib/mbtowc-lock.c
   Fuzz-options: -max_len=4096  */

#include <config.h>

#include "env.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>


int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  char *s = strndup ((char const *) data, size);
  if (!s)
    return 0;
  for (int hard = 0; hard <= 1; hard++)
    {
      struct ls_time_style ts;
      switch (ls_time_style_parse (s, hard, &ts))
        {
        case LS_TIME_STYLE_OK:
          if (ts.kind == LS_TS_FORMAT
              && (!ts.formats[0] || !ts.formats[1]
                  || strchr (ts.formats[0], '\n')
                  || strchr (ts.formats[1], '\n')))
            abort ();
          if (ts.kind != LS_TS_FORMAT && (ts.formats[0] || ts.formats[1]))
            abort ();
          break;
        case LS_TIME_STYLE_POSIX_DEFAULT:
          if (hard || strncmp (s, "posix-", 6) != 0)
            abort ();
          break;
        case LS_TIME_STYLE_BAD_FORMAT:
        case LS_TIME_STYLE_INVALID:
          if (!ts.bad || ts.bad < s || ts.bad > s + strlen (s))
            abort ();
          break;
        default:
          abort ();
        }
      ls_time_style_free (&ts);
    }
  free (s);
  return 0;
}
