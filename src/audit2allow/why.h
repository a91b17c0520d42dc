/* audit2why's report.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_WHY_H
#define SECOREUTILS_AUDIT2ALLOW_WHY_H

#include <stdio.h>

#include "input.h"

void write_why (FILE *out, struct log const *log);

#endif
