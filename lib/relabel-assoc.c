/* The hard-link table of a relabel: which context an inode got first, so
   that two links with different specs do not flip its label (setfiles'
   ADD_ASSOC in policycoreutils 3.4).  Callers hold the relabel lock.  */

#include <config.h>

#include "relabel-priv.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static size_t
bucket_of (struct rl_assoc const *a, ino_t ino)
{
  return (size_t) (ino ^ (ino >> 16)) & (a->nbuckets - 1);
}

static int
grow (struct rl_assoc *a)
{
  size_t n = a->nbuckets ? a->nbuckets * 2 : 1024;
  struct rl_assoc_ent **b = calloc (n, sizeof *b);
  if (!b)
    return -1;
  struct rl_assoc old = *a;
  a->bucket = b;
  a->nbuckets = n;
  for (size_t i = 0; i < old.nbuckets; i++)
    for (struct rl_assoc_ent *e = old.bucket[i], *next; e; e = next)
      {
        next = e->next;
        size_t h = bucket_of (a, e->ino);
        e->next = b[h];
        b[h] = e;
      }
  free (old.bucket);
  return 0;
}

static int
replace (char **slot, char const *s)
{
  char *copy = strdup (s);
  if (!copy)
    return -1;
  free (*slot);
  *slot = copy;
  return 0;
}

/* An inode met again.  The first context stays; 3.4 forgets the entry
   when its path no longer names the inode (the file was replaced).  */
static int
met_again (struct rl_assoc_ent *e, struct stat const *st, char const *ctx,
           char const *path, char **other, char **win)
{
  struct stat sb;
  if (lstat (e->path, &sb) < 0 || sb.st_ino != st->st_ino)
    {
      if (replace (&e->path, path) < 0 || replace (&e->ctx, ctx) < 0)
        return -1;
      return 1;
    }
  if (strcmp (e->ctx, ctx) == 0)
    return 1;
  *other = strdup (e->path);
  *win = strdup (e->ctx);
  if (!*other || !*win || replace (&e->path, path) < 0)
    {
      free (*other);
      free (*win);
      *other = *win = NULL;
      return -1;
    }
  return 1;
}

int
rl_assoc_add (struct rl_assoc *a, struct stat const *st, char const *ctx,
              char const *path, char **other, char **win)
{
  *other = *win = NULL;
  if (a->nbuckets)
    for (struct rl_assoc_ent *e = a->bucket[bucket_of (a, st->st_ino)];
         e; e = e->next)
      if (e->ino == st->st_ino)
        return met_again (e, st, ctx, path, other, win);

  if (a->count >= a->nbuckets && grow (a) < 0)
    return -1;
  struct rl_assoc_ent *e = malloc (sizeof *e);
  if (!e)
    return -1;
  e->ino = st->st_ino;
  e->dev = st->st_dev;
  e->ctx = strdup (ctx);
  e->path = strdup (path);
  if (!e->ctx || !e->path)
    {
      free (e->ctx);
      free (e->path);
      free (e);
      errno = ENOMEM;
      return -1;
    }
  size_t h = bucket_of (a, e->ino);
  e->next = a->bucket[h];
  a->bucket[h] = e;
  a->count++;
  return 0;
}

void
rl_assoc_clear (struct rl_assoc *a)
{
  for (size_t i = 0; i < a->nbuckets; i++)
    for (struct rl_assoc_ent *e = a->bucket[i], *next; e; e = next)
      {
        next = e->next;
        free (e->ctx);
        free (e->path);
        free (e);
      }
  free (a->bucket);
  a->bucket = NULL;
  a->nbuckets = a->count = 0;
}
