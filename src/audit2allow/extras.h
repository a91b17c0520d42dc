/* Beyond 3.4: advice and a summary per domain.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_EXTRAS_H
#define SECOREUTILS_AUDIT2ALLOW_EXTRAS_H

#include <stdio.h>

#include "access.h"
#include "input.h"

void write_advice (FILE *out, struct access const *a, struct log const *log,
                   char const *policy);
void write_summary (FILE *out, struct access const *a, struct log const *log);

#endif
