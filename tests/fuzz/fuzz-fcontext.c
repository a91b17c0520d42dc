/* libFuzzer target: the file_contexts text parser (lib/fcontext-parse.c),
   then the lookup tables and lookups over what it read.
   Fuzz-sources: lib/fcontext-parse.c lib/fcontext-index.c lib/fcontext-lookup.c lib/fcontext-bin.c lib/context.c
   Fuzz-options: -max_len=8192  */

#include <config.h>

#include "fcontext-fuzz.h"

#include <stdint.h>

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  struct sectx_fc *fc = fuzz_fc_new ();
  struct sectx_fc_open_opts o = { 0 };
  struct fc_load ld = { .opts = &o, .specs = &fc->specs };
  /* The parser cuts lines in place and keeps the buffer.  */
  char *buf = malloc (size + 1);
  if (!buf)
    abort ();
  memcpy (buf, data, size);
  buf[size] = '\0';
  if (fc_specs_keep (&fc->specs, buf) < 0)
    abort ();
  bool ok = fc_parse_text (&ld, "fuzz", buf, size) == 0;
  fuzz_fc_finish (fc, ok);
  return 0;
}
