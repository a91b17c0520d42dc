/* libFuzzer target: the /etc/selinux/config parser (lib/config.c), fed
   the input as the file's bytes through fmemopen.
   Fuzz-sources: lib/config.c gl/lib/c-ctype.c gl/lib/c-strncasecmp.c
   Fuzz-options: -max_len=20000  */

#include <config.h>

#include "sectx.h"

#include <stdint.h>
#include <stdlib.h>

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  /* fmemopen refuses a buffer of no bytes; NULL is then the empty file's
     stand-in, which the parser takes as "no file".  */
  FILE *fp = size ? fmemopen ((void *) data, size, "r") : NULL;
  struct sectx_config cfg;
  int r = sectx_config_read_stream (fp, &cfg);
  if (fp)
    fclose (fp);

  /* What the parser promises, whatever the input.  */
  if (cfg.mode < SECTX_MODE_UNSET || cfg.mode > SECTX_MODE_ENFORCING)
    abort ();
  if (cfg.type == NULL)
    abort ();
  if (r == 0 && fp == NULL)
    abort ();
  sectx_config_free (&cfg);
  return 0;
}
