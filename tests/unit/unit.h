/* What the C unit tests of libsectx share: checks that count and report,
   a scratch directory, and file helpers.  Exit status: 0 pass, 1 fail,
   77 skip (with the reason on stderr), 99 a broken test environment.  */

#ifndef SECTX_UNIT_H
#define SECTX_UNIT_H

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int unit_checks, unit_failed;

/* CHECK (COND): count it; on failure say where and what.  */
#define CHECK(cond) unit_check_ ((cond), #cond, __FILE__, __LINE__)

static inline void
unit_check_ (bool ok, char const *what, char const *file, int line)
{
  unit_checks++;
  if (!ok)
    {
      unit_failed++;
      fprintf (stderr, "%s:%d: check failed: %s\n", file, line, what);
    }
}

/* CHECK_STR (A, B): two strings (A may be NULL) are equal.  */
#define CHECK_STR(a, b) unit_check_str_ ((a), (b), __FILE__, __LINE__)

static inline void
unit_check_str_ (char const *a, char const *b, char const *file, int line)
{
  bool ok = a && strcmp (a, b) == 0;
  unit_check_ (ok, "strings equal", file, line);
  if (!ok)
    fprintf (stderr, "  got %s%s%s, want \"%s\"\n", a ? "\"" : "",
             a ? a : "NULL", a ? "\"" : "", b);
}

static inline void
unit_skip (char const *why)
{
  fprintf (stderr, "SKIP: %s\n", why);
  exit (77);
}

static inline void
unit_broken (char const *what)
{
  fprintf (stderr, "ERROR: %s: %s\n", what, strerror (errno));
  exit (99);
}

/* The scratch directory, removed at exit.  */
static char unit_dir[4096];

static inline int
unit_rm_ (char const *path, struct stat const *st, int flag, struct FTW *f)
{
  (void) st; (void) flag; (void) f;
  return remove (path);
}

static inline void
unit_cleanup_ (void)
{
  if (*unit_dir)
    nftw (unit_dir, unit_rm_, 16, FTW_DEPTH | FTW_PHYS);
}

static inline char const *
unit_scratch (void)
{
  char const *tmp = getenv ("TMPDIR");
  snprintf (unit_dir, sizeof unit_dir, "%s/sectx-unit.XXXXXX",
            tmp && *tmp ? tmp : "/tmp");
  if (mkdtemp (unit_dir) == NULL)
    unit_broken ("mkdtemp");
  atexit (unit_cleanup_);
  return unit_dir;
}

/* The malloc'd path DIR/REL.  */
static inline char *
unit_path (char const *dir, char const *rel)
{
  size_t n = strlen (dir) + strlen (rel) + 2;
  char *p = malloc (n);
  if (p == NULL)
    unit_broken ("malloc");
  snprintf (p, n, "%s/%s", dir, rel);
  return p;
}

/* Make the directories leading to DIR/REL.  */
static inline void
unit_mkparents (char const *dir, char const *rel)
{
  char *p = unit_path (dir, rel);
  for (char *s = p + strlen (dir) + 1; (s = strchr (s, '/')); s++)
    {
      *s = '\0';
      if (mkdir (p, 0755) != 0 && errno != EEXIST)
        unit_broken (p);
      *s = '/';
    }
  free (p);
}

/* Write LEN bytes of DATA to DIR/REL, replacing it; make its parents.  */
static inline void
unit_write (char const *dir, char const *rel, void const *data, size_t len)
{
  unit_mkparents (dir, rel);
  char *p = unit_path (dir, rel);
  int fd = open (p, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || write (fd, data, len) != (ssize_t) len || close (fd) != 0)
    unit_broken (p);
  free (p);
}

/* Write the string S to DIR/REL.  */
static inline void
unit_put (char const *dir, char const *rel, char const *s)
{
  unit_write (dir, rel, s, strlen (s));
}

/* Make the directory DIR/REL and its parents.  */
static inline void
unit_mkdir (char const *dir, char const *rel)
{
  unit_mkparents (dir, rel);
  char *p = unit_path (dir, rel);
  if (mkdir (p, 0755) != 0 && errno != EEXIST)
    unit_broken (p);
  free (p);
}

/* Remove DIR/REL, a file or an empty directory, if it is there.  */
static inline void
unit_remove (char const *dir, char const *rel)
{
  char *p = unit_path (dir, rel);
  if (remove (p) != 0 && errno != ENOENT)
    unit_broken (p);
  free (p);
}

/* The contents of DIR/REL, malloc'd and NUL-terminated, with the length
   in *LEN (may be NULL); NULL if it cannot be read.  */
static inline char *
unit_read (char const *dir, char const *rel, size_t *len)
{
  char *p = unit_path (dir, rel);
  FILE *fp = fopen (p, "rb");
  free (p);
  if (fp == NULL)
    return NULL;
  size_t size = 0, alloc = 4096;
  char *buf = malloc (alloc + 1);
  size_t n;
  while (buf && (n = fread (buf + size, 1, alloc - size, fp)) > 0)
    if ((size += n) == alloc)
      buf = realloc (buf, (alloc *= 2) + 1);
  fclose (fp);
  if (buf == NULL)
    unit_broken ("malloc");
  buf[size] = '\0';
  if (len)
    *len = size;
  return buf;
}

/* Print the count and return the exit status.  */
static inline int
unit_finish (char const *name)
{
  printf ("%s: %d of %d checks passed\n", name, unit_checks - unit_failed,
          unit_checks);
  return unit_failed ? 1 : 0;
}

#endif
