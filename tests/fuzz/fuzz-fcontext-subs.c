/* libFuzzer target: the .subs/.subs_dist reader (fc_parse_subs in
   lib/fcontext-parse.c), then lookups through the substitutions read.
   Fuzz-sources: lib/fcontext-parse.c lib/fcontext-index.c lib/fcontext-lookup.c lib/fcontext-bin.c lib/context.c
   Fuzz-options: -max_len=8192  */

#include <config.h>

#include "fcontext-fuzz.h"

#include <stdint.h>

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  struct sectx_fc *fc = fuzz_fc_new ();
  if (fc_parse_subs ((char const *) data, size, &fc->subs) < 0)
    abort ();
  for (size_t i = 0; i < fc->subs.n; i++)
    if (!fc->subs.v[i].src[0] || !fc->subs.v[i].dst[0]
        || strlen (fc->subs.v[i].src) != fc->subs.v[i].slen)
      abort ();
  /* One catch-all spec, so every substituted key is looked up.  */
  struct sectx_fc_open_opts o = { 0 };
  struct fc_load ld = { .opts = &o, .specs = &fc->specs };
  char *buf = strdup ("/.* u:r:t:s0\n/a/b u:r:ab:s0\n");
  if (!buf || fc_specs_keep (&fc->specs, buf) < 0
      || fc_parse_text (&ld, "fuzz", buf, strlen (buf)) < 0)
    abort ();
  fuzz_fc_finish (fc, true);
  return 0;
}
