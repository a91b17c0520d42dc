/* libFuzzer target: the file_contexts.bin reader (lib/fcontext-bin.c),
   then the lookup tables and lookups over what it read.
   Fuzz-sources: lib/fcontext-parse.c lib/fcontext-index.c lib/fcontext-lookup.c lib/fcontext-bin.c lib/context.c
   Fuzz-options: -max_len=65536  */

#include <config.h>

#include "fcontext-fuzz.h"

#include <stdint.h>

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  struct sectx_fc *fc = fuzz_fc_new ();
  struct sectx_fc_open_opts o = { 0 };
  struct fc_load ld = { .opts = &o, .specs = &fc->specs };
  /* Strings point into the buffer, which the specs keep.  */
  char *buf = malloc (size ? size : 1);
  if (!buf)
    abort ();
  memcpy (buf, data, size);
  if (fc_specs_keep (&fc->specs, buf) < 0)
    abort ();
  bool ok = fc_parse_bin (&ld, "fuzz.bin", (unsigned char *) buf, size) == 0;
  fuzz_fc_finish (fc, ok);
  return 0;
}
