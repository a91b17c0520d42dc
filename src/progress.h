/* A progress bar for a terminal: files done, the estimated total, rate
   and time left, redrawn at most ten times a second.  */

#ifndef SECOREUTILS_PROGRESS_H
#define SECOREUTILS_PROGRESS_H

#include <stdio.h>

struct progress;

/* A bar on OUT; ESTIMATE files in all (0: estimate from each operand's
   file system at progress_start).  */
struct progress *progress_new (FILE *out, unsigned long long estimate);
void progress_start (struct progress *p, char const *path);
void progress_update (struct progress *p, unsigned long done);
void progress_clear (struct progress *p);
void progress_free (struct progress *p);

#endif
