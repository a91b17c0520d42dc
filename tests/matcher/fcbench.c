/* fcbench: load time and lookups per second of libsectx's matcher and of
   libselinux's selabel_lookup_raw, on one core, over a list of paths.

   fcbench FC LIST [SECONDS]: LIST has lines "T PATH" as find -printf
   '%y %p\n' writes them (T: f d l c b s p).  Each side loads FC 20
   times (the median is shown), then looks every path up with its type,
   round after round until SECONDS (default 3) have passed.  */

#define _GNU_SOURCE 1
#include <config.h>

#include "sectx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <selinux/selinux.h>
#include <selinux/label.h>

struct key
{
  char *path;
  mode_t mode;
};

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
cmp_double (void const *a, void const *b)
{
  double x = *(double const *) a, y = *(double const *) b;
  return x < y ? -1 : x > y;
}

static mode_t
kind (char c)
{
  switch (c)
    {
    case 'f': return S_IFREG;
    case 'd': return S_IFDIR;
    case 'l': return S_IFLNK;
    case 'c': return S_IFCHR;
    case 'b': return S_IFBLK;
    case 's': return S_IFSOCK;
    case 'p': return S_IFIFO;
    default: return 0;
    }
}

static struct key *
read_keys (char const *file, size_t *n)
{
  FILE *f = fopen (file, "r");
  if (!f)
    {
      perror (file);
      exit (2);
    }
  struct key *v = NULL;
  size_t alloc = 0;
  char *line = NULL;
  size_t ln = 0;
  ssize_t len;
  *n = 0;
  while ((len = getline (&line, &ln, f)) > 2)
    {
      if (line[len - 1] == '\n')
        line[len - 1] = '\0';
      if (*n == alloc)
        v = realloc (v, (alloc = alloc * 2 + 1024) * sizeof *v);
      v[*n].path = strdup (line + 2);
      v[*n].mode = kind (line[0]);
      (*n)++;
    }
  free (line);
  fclose (f);
  return v;
}

enum { LOADS = 20 };

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      fprintf (stderr, "usage: fcbench FC LIST [SECONDS]\n");
      return 2;
    }
  char const *fc = argv[1];
  double secs = argc > 3 ? atof (argv[3]) : 3;
  size_t n;
  struct key *keys = read_keys (argv[2], &n);
  if (!n)
    return 2;

  double lt[2][LOADS];
  struct selinux_opt o = { SELABEL_OPT_PATH, fc };
  struct sectx_fc_open_opts oo = { .path = fc };
  struct selabel_handle *ref = NULL;
  struct sectx_fc *ours = NULL;
  for (int i = 0; i < LOADS; i++)
    {
      double t = now ();
      if (ref)
        selabel_close (ref);
      ref = selabel_open (SELABEL_CTX_FILE, &o, 1);
      lt[0][i] = now () - t;
      t = now ();
      if (ours)
        sectx_fc_close (ours);
      if (sectx_fc_open (&oo, &ours) < 0)
        ours = NULL;
      lt[1][i] = now () - t;
      if (!ref || !ours)
        {
          fprintf (stderr, "fcbench: cannot load %s\n", fc);
          return 2;
        }
    }
  qsort (lt[0], LOADS, sizeof (double), cmp_double);
  qsort (lt[1], LOADS, sizeof (double), cmp_double);

  double rate[2];
  unsigned long hits[2];
  for (int side = 0; side < 2; side++)
    {
      unsigned long done = 0, found = 0;
      double start = now (), t;
      do
        for (size_t i = 0; i < n; i++)
          {
            if (side == 0)
              {
                char *c;
                if (selabel_lookup_raw (ref, &c, keys[i].path,
                                        keys[i].mode) == 0)
                  {
                    found++;
                    freecon (c);
                  }
              }
            else
              {
                char const *c;
                found += sectx_fc_lookup (ours, keys[i].path, keys[i].mode,
                                          &c) == 0;
              }
            if (++done % 1024 == 0 && now () - start > secs)
              break;
          }
      while ((t = now () - start) < secs);
      rate[side] = done / t;
      hits[side] = found;
    }
  printf ("%-12s %12s %14s\n", "", "load (ms)", "lookups/s");
  printf ("%-12s %12.2f %14.0f\n", "libselinux", lt[0][LOADS / 2] * 1e3,
          rate[0]);
  printf ("%-12s %12.2f %14.0f\n", "libsectx", lt[1][LOADS / 2] * 1e3,
          rate[1]);
  printf ("paths %zu; speed-up %.0fx\n", n, rate[1] / rate[0]);
  (void) hits;
  selabel_close (ref);
  sectx_fc_close (ours);
  return 0;
}
