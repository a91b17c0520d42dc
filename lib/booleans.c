/* Policy booleans, as selinuxfs shows them under MNT/booleans: each file
   holds "ACTIVE PENDING"; a write sets the pending value and a write to
   MNT/commit_pending_bools makes every pending value active.  Read and
   written as libselinux 3.4 does.  */

#include <config.h>

#include "sectx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Read the value of the boolean file NAME in the directory DIRFD into
   B: the first byte is the active value, the rest the pending one.
   libselinux insists on reading exactly three bytes.  */
static void
read_value (int dirfd, struct sectx_boolean *b)
{
  char buf[4] = "";
  int fd = openat (dirfd, b->name, O_RDONLY | O_CLOEXEC);
  ssize_t n = fd < 0 ? -1 : read (fd, buf, 3);
  int err = errno;
  if (fd >= 0)
    close (fd);
  if (n != 3)
    {
      b->active = b->pending = -1;
      b->err = n < 0 ? err : EINVAL;
      return;
    }
  b->pending = atoi (buf + 1) != 0;
  buf[1] = '\0';
  b->active = atoi (buf) != 0;
  b->err = 0;
}

/* alphasort's order: strcoll.  */
static int
compare_names (void const *a, void const *b)
{
  struct sectx_boolean const *x = a, *y = b;
  return strcoll (x->name, y->name);
}

/* Append NAME to *BOOLS (*N entries, room for *ALLOC).  */
static int
append_name (struct sectx_boolean **bools, size_t *n, size_t *alloc,
             char const *name)
{
  if (*n == *alloc)
    {
      size_t want = *alloc ? 2 * *alloc : 64;
      struct sectx_boolean *p = reallocarray (*bools, want, sizeof *p);
      if (p == NULL)
        return -1;
      *bools = p;
      *alloc = want;
    }
  struct sectx_boolean *b = &(*bools)[*n];
  b->name = strdup (name);
  if (b->name == NULL)
    return -1;
  ++*n;
  return 0;
}

/* Every name in the directory DIR but "." and "..".  */
static int
list_names (DIR *dir, struct sectx_boolean **bools, size_t *n)
{
  size_t alloc = 0;
  struct dirent *e;
  errno = 0;
  while ((e = readdir (dir)) != NULL)
    {
      if (strcmp (e->d_name, ".") == 0 || strcmp (e->d_name, "..") == 0)
        continue;
      if (append_name (bools, n, &alloc, e->d_name) != 0)
        return -1;
      errno = 0;
    }
  return errno ? -1 : 0;
}

int
sectx_booleans_read (char const *mnt, struct sectx_boolean **bools,
                     size_t *n)
{
  *bools = NULL;
  *n = 0;
  if (mnt == NULL)
    {
      errno = ENOENT;
      return -1;
    }
  size_t mlen = strlen (mnt);
  char *path = malloc (mlen + sizeof "/booleans");
  if (path == NULL)
    return -1;
  memcpy (path, mnt, mlen);
  strcpy (path + mlen, "/booleans");
  DIR *dir = opendir (path);
  int err = errno;
  free (path);
  if (dir == NULL)
    {
      errno = err;
      return -1;
    }

  int r = list_names (dir, bools, n);
  err = r ? errno : ENOENT;
  if (r == 0 && *n > 0)
    {
      qsort (*bools, *n, sizeof **bools, compare_names);
      for (size_t i = 0; i < *n; i++)
        read_value (dirfd (dir), &(*bools)[i]);
    }
  closedir (dir);
  if (r != 0 || *n == 0)
    {
      sectx_booleans_free (*bools, *n);
      *bools = NULL;
      *n = 0;
      errno = err;
      return -1;
    }
  return 0;
}

void
sectx_booleans_free (struct sectx_boolean *bools, size_t n)
{
  for (size_t i = 0; i < n; i++)
    free (bools[i].name);
  free (bools);
}

void
sectx_boolsettings_free (struct sectx_boolsetting *list, size_t n)
{
  for (size_t i = 0; i < n; i++)
    free (list[i].name);
  free (list);
}

/* ---- Substitutions (booleans.subs_dist) ---- */

/* If LINE ("OLD NEW ...", blanks around) maps NAME, return NEW's start
   and store its length in *LEN.  */
static char const *
sub_of (char const *line, char const *name, size_t *len)
{
  char const *s = line + strspn (line, " \t\n\v\f\r");
  size_t olen = strcspn (s, " \t\n\v\f\r");
  if (olen == 0 || *s == '#' || strlen (name) != olen
      || memcmp (s, name, olen) != 0)
    return NULL;
  s += olen;
  s += strspn (s, " \t\n\v\f\r");
  *len = strcspn (s, " \t\n\v\f\r");
  return *len ? s : NULL;
}

char *
sectx_boolean_sub (char const *subs, char const *name)
{
  FILE *fp = subs ? fopen (subs, "re") : NULL;
  char *sub = NULL, *line = NULL;
  size_t size = 0;
  int err = 0;
  while (fp && sub == NULL && getline (&line, &size, fp) != -1)
    {
      size_t len;
      char const *s = sub_of (line, name, &len);
      if (s && (sub = strndup (s, len)) == NULL)
        err = errno;
    }
  free (line);
  if (fp)
    fclose (fp);
  if (sub == NULL && !err)
    sub = strdup (name);
  return sub;
}

/* ---- Reading and writing one boolean ---- */

/* Can NAME be a file in MNT/booleans?  */
static bool
plain_name (char const *name)
{
  return *name && strchr (name, '/') == NULL && strcmp (name, ".") != 0
         && strcmp (name, "..") != 0;
}

/* Open MNT/booleans/NAME with FLAGS.  */
static int
open_plain (char const *mnt, char const *name, int flags)
{
  if (!plain_name (name))
    {
      errno = ENOENT;
      return -1;
    }
  char *path = malloc (strlen (mnt) + strlen (name) + sizeof "/booleans/");
  if (path == NULL)
    return -1;
  stpcpy (stpcpy (stpcpy (path, mnt), "/booleans/"), name);
  int fd = open (path, flags | O_CLOEXEC);
  int err = errno;
  free (path);
  errno = err;
  return fd;
}

/* Open boolean NAME as libselinux's bool_open: its own file, else the
   one SUBS maps it to.  */
static int
open_boolean (char const *mnt, char const *subs, char const *name,
              int flags)
{
  if (mnt == NULL)
    {
      errno = ENOENT;
      return -1;
    }
  int fd = open_plain (mnt, name, flags);
  if (fd >= 0 || errno != ENOENT)
    return fd;
  char *alt = sectx_boolean_sub (subs, name);
  if (alt == NULL)
    return -1;
  fd = open_plain (mnt, alt, flags);
  int err = errno;
  free (alt);
  errno = err;
  return fd;
}

int
sectx_boolean_get (char const *mnt, char const *subs, char const *name,
                   int *active, int *pending)
{
  int fd = open_boolean (mnt, subs, name, O_RDONLY);
  if (fd < 0)
    return -1;
  char buf[4] = "";
  ssize_t n = read (fd, buf, 3);
  int err = errno;
  close (fd);
  if (n != 3)
    {
      errno = n < 0 ? err : EINVAL;
      return -1;
    }
  *pending = atoi (buf + 1) != 0;
  buf[1] = '\0';
  *active = atoi (buf) != 0;
  return 0;
}

/* Write the two bytes "V" and NUL to the open file FD, as libselinux
   does; a write of nothing is a failure.  */
static int
write_flag (int fd, int value)
{
  char buf[2] = { value ? '1' : '0', '\0' };
  ssize_t n = write (fd, buf, sizeof buf);
  int err = errno;
  close (fd);
  if (n > 0)
    return 0;
  errno = n < 0 ? err : EIO;
  return -1;
}

int
sectx_boolean_set (char const *mnt, char const *subs, char const *name,
                   int value)
{
  if (value != 0 && value != 1)
    {
      errno = EINVAL;
      return -1;
    }
  int fd = open_boolean (mnt, subs, name, O_WRONLY);
  return fd < 0 ? -1 : write_flag (fd, value);
}

int
sectx_booleans_commit (char const *mnt)
{
  if (mnt == NULL)
    {
      errno = ENOENT;
      return -1;
    }
  char *path = malloc (strlen (mnt) + sizeof "/commit_pending_bools");
  if (path == NULL)
    return -1;
  stpcpy (stpcpy (path, mnt), "/commit_pending_bools");
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  int err = errno;
  free (path);
  if (fd < 0)
    {
      errno = err;
      return -1;
    }
  return write_flag (fd, 1);
}

void
sectx_booleans_roll_back (char const *mnt, char const *subs,
                          struct sectx_boolsetting const *list, size_t n)
{
  int err = errno;
  for (size_t i = 0; i < n; i++)
    {
      int active, pending;
      if (sectx_boolean_get (mnt, subs, list[i].name, &active, &pending)
          == 0)
        sectx_boolean_set (mnt, subs, list[i].name, active);
    }
  errno = err;
}

int
sectx_booleans_set_pending (char const *mnt, char const *subs,
                            struct sectx_boolsetting const *list, size_t n,
                            size_t *failed)
{
  for (size_t i = 0; i < n; i++)
    if (sectx_boolean_set (mnt, subs, list[i].name, list[i].value != 0)
        != 0)
      {
        sectx_booleans_roll_back (mnt, subs, list, i);
        *failed = i;
        return -1;
      }
  return 0;
}

int
sectx_booleans_set_list (char const *mnt, char const *subs,
                         struct sectx_boolsetting const *list, size_t n,
                         size_t *failed)
{
  if (sectx_booleans_set_pending (mnt, subs, list, n, failed) != 0)
    return -1;
  if (sectx_booleans_commit (mnt) != 0)
    {
      sectx_booleans_roll_back (mnt, subs, list, n);
      *failed = n;
      return -1;
    }
  return 0;
}
