/* A progress bar for a terminal (setfiles -p, restorecon -p).  */

#include <config.h>

#include "progress.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/statvfs.h>
#include <time.h>
#include <unistd.h>

#include "xalloc.h"

struct progress
{
  FILE *out;
  unsigned long long total;     /* estimated files, 0: unknown */
  bool fixed;                   /* TOTAL was given, not estimated */
  unsigned long done;
  double start, last;           /* seconds */
  bool shown;
};

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

struct progress *
progress_new (FILE *out, unsigned long long estimate)
{
  struct progress *p = xzalloc (sizeof *p);
  p->out = out;
  p->total = estimate;
  p->fixed = estimate > 0;
  p->start = now ();
  return p;
}

/* The files in use on PATH's file system: what a walk of it may meet.  */
void
progress_start (struct progress *p, char const *path)
{
  struct statvfs sv;
  if (!p->fixed && statvfs (path, &sv) == 0 && sv.f_files >= sv.f_ffree)
    p->total += sv.f_files - sv.f_ffree;
}

static int
width (FILE *out)
{
  struct winsize ws;
  if (ioctl (fileno (out), TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 40)
    return ws.ws_col;
  return 80;
}

static void
draw (struct progress *p, double t)
{
  double elapsed = t - p->start;
  double rate = elapsed > 0 ? p->done / elapsed : 0;
  unsigned long long total = p->total > p->done ? p->total : p->done;
  char eta[32] = "--:--";
  if (rate > 0 && p->total > p->done)
    {
      unsigned long s = (p->total - p->done) / rate;
      snprintf (eta, sizeof eta, "%lu:%02lu:%02lu", s / 3600, s / 60 % 60,
                s % 60);
    }
  char tail[128];
  int n = snprintf (tail, sizeof tail, " %lu/~%llu files  %.0f/s  left %s",
                    p->done, total, rate, eta);
  int bar = width (p->out) - n - 3;
  if (bar < 10)
    bar = 10;
  int fill = total ? (int) ((double) p->done / total * bar) : 0;
  fputs ("\r[", p->out);
  for (int i = 0; i < bar; i++)
    fputc (i < fill ? '#' : '.', p->out);
  fprintf (p->out, "]%s", tail);
  fflush (p->out);
  p->shown = true;
  p->last = t;
}

void
progress_update (struct progress *p, unsigned long done)
{
  p->done = done;
  double t = now ();
  if (t - p->last >= 0.1)
    draw (p, t);
}

void
progress_clear (struct progress *p)
{
  if (!p->shown)
    return;
  fprintf (p->out, "\r\033[K");
  fflush (p->out);
  p->shown = false;
  p->last = 0;
}

void
progress_free (struct progress *p)
{
  if (p && p->done)
    {
      draw (p, now ());
      fputc ('\n', p->out);
    }
  free (p);
}
