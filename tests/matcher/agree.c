/* agree: look paths up in one file_contexts with libselinux's
   selabel_lookup_raw and with libsectx's sectx_fc_lookup, and count
   where they agree.

   agree [-b] [-e EVERY] FC --walk DIR...   every path under each DIR
       (not crossing into /proc), with its lstat type; every EVERY-th
       path also with each of the 8 lookup types (mode 0 and the 7 kinds)
   agree [-b] FC --keys FILE   lines "T PATH": T is 0 f d l c b s p, or
       * for all 8; PATH runs to the end of the line, C escapes \n \\
   -s N: with --walk, only every N-th path with its own type.
   -b: base file only (no .homedirs/.local).
   Prints each disagreement, then "queries N agree N differ N"; exits 1
   when any differ.  */

#define _GNU_SOURCE 1
#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <selinux/selinux.h>
#include <selinux/label.h>

static struct selabel_handle *ref;
static struct sectx_fc *ours;
static unsigned long queries, agreed, differ, every = 1, sample = 1, seen;

static mode_t const kinds[8] = { 0, S_IFREG, S_IFDIR, S_IFLNK, S_IFCHR,
                                 S_IFBLK, S_IFSOCK, S_IFIFO };

static void
show (char const *path)
{
  for (char const *p = path; *p; p++)
    if (*p == '\n')
      fputs ("\\n", stdout);
    else
      putchar (*p);
}

static void
compare (char const *path, mode_t mode)
{
  char *rc = NULL;
  char const *oc = NULL;
  errno = 0;
  int r1 = selabel_lookup_raw (ref, &rc, path, mode);
  int e1 = r1 < 0 ? errno : 0;
  errno = 0;
  int r2 = sectx_fc_lookup (ours, path, mode, &oc);
  int e2 = r2 < 0 ? errno : 0;
  queries++;
  bool same = r1 == r2 && (r1 < 0 ? e1 == e2 : strcmp (rc, oc) == 0);
  if (same)
    agreed++;
  else
    {
      differ++;
      printf ("DIFF mode %o ", (unsigned) mode);
      show (path);
      printf (": libselinux %s (%d) ours %s (%d)\n", r1 < 0 ? "-" : rc, e1,
              r2 < 0 ? "-" : oc, e2);
    }
  freecon (rc);
}

static void
all_kinds (char const *path)
{
  for (int k = 0; k < 8; k++)
    compare (path, kinds[k]);
}

static int
visit (char const *path, struct stat const *st, int flag, struct FTW *ftw)
{
  (void) ftw;
  if (strcmp (path, "/proc") == 0 && flag == FTW_D)
    {
      compare (path, st->st_mode);
      return FTW_SKIP_SUBTREE;
    }
  seen++;
  if (seen % sample == 0)
    compare (path, flag == FTW_NS ? 0 : st->st_mode);
  if (seen % every == 0)
    all_kinds (path);
  return FTW_CONTINUE;
}

/* Undo the \n and \\ escapes of a --keys line in place.  */
static void
unescape (char *s)
{
  char *d = s;
  for (; *s; s++)
    if (*s == '\\' && s[1] == 'n')
      *d++ = '\n', s++;
    else if (*s == '\\' && s[1] == '\\')
      *d++ = '\\', s++;
    else
      *d++ = *s;
  *d = '\0';
}

static int
keys (char const *file)
{
  FILE *f = fopen (file, "r");
  if (!f)
    {
      perror (file);
      return -1;
    }
  char *line = NULL;
  size_t n = 0;
  ssize_t len;
  while ((len = getline (&line, &n, f)) > 0)
    {
      if (line[len - 1] == '\n')
        line[--len] = '\0';
      if (len < 3 || line[1] != ' ')
        continue;
      char *path = line + 2;
      unescape (path);
      char const *t = strchr ("0fdlcbsp", line[0]);
      if (line[0] == '*')
        all_kinds (path);
      else if (t && *t)
        compare (path, kinds[t - "0fdlcbsp"]);
    }
  free (line);
  fclose (f);
  return 0;
}

int
main (int argc, char **argv)
{
  bool base = false;
  int opt;
  while ((opt = getopt (argc, argv, "+be:s:")) != -1)
    switch (opt)
      {
      case 's': sample = strtoul (optarg, NULL, 10); break;
      case 'b': base = true; break;
      case 'e': every = strtoul (optarg, NULL, 10); break;
      default: return 2;
      }
  if (argc - optind < 3)
    {
      fprintf (stderr, "usage: agree [-b] [-e N] FC --walk DIR... | --keys FILE\n");
      return 2;
    }
  char const *fc = argv[optind];
  struct selinux_opt o[2] = { { SELABEL_OPT_PATH, fc },
                              { SELABEL_OPT_BASEONLY, base ? "1" : NULL } };
  ref = selabel_open (SELABEL_CTX_FILE, o, 2);
  struct sectx_fc_open_opts oo = { .path = fc, .baseonly = base };
  int r = sectx_fc_open (&oo, &ours);
  if (!ref || r < 0)
    {
      fprintf (stderr, "agree: cannot open %s: libselinux %s, ours %s\n", fc,
               ref ? "ok" : "failed", r < 0 ? "failed" : "ok");
      return 2;
    }
  if (strcmp (argv[optind + 1], "--walk") == 0)
    for (int i = optind + 2; i < argc; i++)
      nftw (argv[i], visit, 64, FTW_PHYS | FTW_ACTIONRETVAL);
  else if (keys (argv[optind + 2]) < 0)
    return 2;
  printf ("queries %lu agree %lu differ %lu\n", queries, agreed, differ);
  selabel_close (ref);
  sectx_fc_close (ours);
  return differ ? 1 : 0;
}
