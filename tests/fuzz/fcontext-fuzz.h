/* Shared by the file_contexts fuzz targets: build the lookup tables over
   whatever specs were read, look a few keys up, and free everything, so
   the index and the lookup run on every input too.  */

#ifndef FCONTEXT_FUZZ_H
#define FCONTEXT_FUZZ_H

#include "fcontext.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static struct sectx_fc *
fuzz_fc_new (void)
{
  struct sectx_fc *fc = calloc (1, sizeof *fc);
  if (!fc)
    abort ();
  pthread_mutex_init (&fc->compile_lock, NULL);
  return fc;
}

/* Index and query FC, then free it.  */
static void
fuzz_fc_finish (struct sectx_fc *fc, bool parsed)
{
  if (parsed && fc_index_build (fc) == 0)
    {
      static char const *const keys[] = {
        "/", "/a", "/a/b", "/usr/bin/ls", "/etc//passwd/", "/x\n", "rel"
      };
      static mode_t const modes[] = { 0, S_IFREG, S_IFDIR, S_IFLNK };
      for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
        for (size_t m = 0; m < 4; m++)
          {
            char const *ctx;
            size_t spec;
            if (sectx_fc_lookup_spec (fc, keys[k], modes[m], &ctx, &spec)
                == 0 && (spec >= fc->specs.n || !ctx))
              abort ();
          }
      /* Every spec's own text, as a key (a literal finds itself).  */
      for (size_t i = 0; i < fc->specs.n && i < 64; i++)
        {
          char const *ctx;
          sectx_fc_lookup (fc, fc->specs.v[i].regex, 0, &ctx);
        }
    }
  fc_index_free (fc);
  fc_specs_free (&fc->specs);
  fc_subs_free (&fc->subs);
  fc_subs_free (&fc->dist_subs);
  pthread_mutex_destroy (&fc->compile_lock);
  free (fc);
}

#endif
