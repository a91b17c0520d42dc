/* The digest of a directory's partial matches, as libselinux 3.4
   computes it for restorecon's security.sehash (hash_all_partial_matches):
   for each spec that could match the directory or below, best first, up
   to the first <<none>>: the regex and its NUL, the mode_t, the context
   and its NUL.  */

#include <config.h>

#include "fcontext.h"

#include <string.h>

#include "sha1.h"

static bool
hash_one (void *arg, struct fc_spec const *sp)
{
  struct sha1_ctx *ctx = arg;
  mode_t mode = sp->mode;
  sha1_process_bytes (sp->regex, strlen (sp->regex) + 1, ctx);
  sha1_process_bytes (&mode, sizeof mode, ctx);
  sha1_process_bytes (sp->ctx, strlen (sp->ctx) + 1, ctx);
  return true;
}

int
sectx_fc_partial_digest (struct sectx_fc const *fc, char const *dirpath,
                         unsigned char sha1[20])
{
  struct sha1_ctx ctx;
  sha1_init_ctx (&ctx);
  int n = fc_partial_each (fc, dirpath, hash_one, &ctx);
  if (n <= 0)
    return n;
  sha1_finish_ctx (&ctx, sha1);
  return 1;
}
