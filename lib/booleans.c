/* Policy booleans, as selinuxfs shows them under MNT/booleans: each file
   holds "ACTIVE PENDING".  Read as libselinux 3.4 reads them.  */

#include <config.h>

#include "sectx.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
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
