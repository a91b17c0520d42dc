/* libFuzzer target: the TABSIZE and COLUMNS (-w) parsers (src/ls/env.c), fed the input as the
   variable's value (up to its first NUL byte, as the environment
   can hold no more).
   Fuzz-sources: src/ls/env.c gl/lib/argmatch.c gl/lib/quotearg.c gl/lib/human.c gl/lib/xstrtoumax.c gl/lib/xstrtol.c gl/lib/xmalloc.c gl/lib/xalloc-die.c gl/lib/exitfail.c gl/lib/localcharset.c gl/lib/hard-locale.c gl/lib/setlocale_null.c gl/lib/c-strcasecmp.c gl/lib/getprogname.c gl/lib/error.c gl/lib/mbrtowc.c gl/lib/lc-charset-dispatch.c gl/lib/mbtowc-lock.c
   Fuzz-options: -max_len=256  */

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
  size_t tab = 12345;
  if (!ls_tabsize_parse (s, &tab) && tab != 12345)
    abort ();
  intmax_t w = ls_line_length_parse (s);
  if (w < -1)
    abort ();
  free (s);
  return 0;
}
