/* Scratch trees for the C unit tests of lib/: a temporary directory,
   removed at exit, and helpers to write, read and remove files in it.
   A helper that cannot do its job exits 99 (a broken environment).  */

#ifndef TREE_H
#define TREE_H

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "unit.h"

/* Like CHECK_STR, for a WANT that is not a literal.  */
#define CHECK_TEXT(s, want)                                             \
  do                                                                    \
    {                                                                   \
      char const *s_ = (s), *w_ = (want);                               \
      int ok_ = s_ && strcmp (s_, w_) == 0;                             \
      unit_report (ok_, __FILE__, __LINE__, #s " is " #want);           \
      if (!ok_)                                                         \
        printf ("  got \"%s\", want \"%s\"\n", s_ ? s_ : "(null)", w_); \
    }                                                                   \
  while (0)

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

/* The name of a sectx_note kind, for the notes the load tests record.  */
static inline char const *
unit_note_kind (int kind)
{
  static char const *const kinds[] = { "open", "stat", "map", "downgrade",
                                       "load", "sepol", "mount", "switch" };
  return kinds[kind];
}

#endif
