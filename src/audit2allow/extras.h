/* Beyond 3.4: advice and a summary per domain.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_EXTRAS_H
#define SECOREUTILS_AUDIT2ALLOW_EXTRAS_H

#include <stdio.h>

#include "access.h"
#include "input.h"

/* HAS_TYPE (CTX, NAME): the analysis policy has type NAME.  */
void write_advice (FILE *out, struct access const *a, struct log const *log,
                   char const *policy,
                   bool (*has_type) (void *ctx, char const *name), void *ctx);
void write_summary (FILE *out, struct access const *a, struct log const *log);

#endif
