/* --follow: the kernel log, live.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_FOLLOW_H
#define SECOREUTILS_AUDIT2ALLOW_FOLLOW_H

#include <stdio.h>

#include "input.h"

/* Read records from PATH (/dev/kmsg) until its end (never, for the
   device) and print each permission a denial asks for the first time.  */
int follow_kmsg (struct log *log, char const *path, FILE *out);

#endif
