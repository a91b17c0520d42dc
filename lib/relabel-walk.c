/* Relabel: the tree walk.  Depth first, each directory's entries in the
   order readdir gives them, as 3.4's fts walk (FTS_PHYSICAL) visits them.
   Every entry is stat'ed relative to its parent's fd, never following a
   symlink; a directory is opened O_PATH|O_NOFOLLOW there and walked
   through that very inode.  Other entries are read through the parent's
   fd and opened only to be written (relabel.c), so a name swapped for a
   symlink mid-walk cannot lead outside the tree.  With several threads
   the walk stays in this thread and the decisions (lookup, label I/O)
   run in a pool.  */

#include <config.h>

#include "relabel-priv.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/vfs.h>
#include <sys/xattr.h>
#include <linux/magic.h>

#define SEHASH "security.sehash"

/* A digest to store once the whole walk went well (3.4 stores them at
   the end).  */
struct rl_digest
{
  char *rel;                    /* path below the operand */
  unsigned char sha1[20];
};

/* The pool: a bounded queue of items between the walker and workers.  */
struct rl_pool
{
  pthread_mutex_t mu;
  pthread_cond_t nonempty, nonfull;
  struct rl_item *q;
  size_t cap, head, len;
  bool done;
  pthread_t *tid;
  size_t ntid;
};

struct rl_walk
{
  struct sectx_relabel *rl;
  int topfd;
  dev_t topdev;
  size_t toplen;                /* length of the operand's path */
  bool sysfs, digest;
  int error;                    /* an error counted against the run */
  unsigned long skipped;
  struct rl_digest *dg;
  size_t ndg, dgalloc;
  struct rl_pool *pool;
};

void
rl_dir_release (struct rl_dir *dir)
{
  if (dir && atomic_fetch_sub (&dir->refs, 1) == 1)
    {
      close (dir->fd);
      free (dir);
    }
}

static void
item_free (struct rl_item *it)
{
  if (it->fd >= 0)
    close (it->fd);
  rl_dir_release (it->dir);
  free (it->path);
}

/* Count an error as 3.4 does: apart with COUNT_ERRORS, else fatal for
   the exit status (the walk goes on either way).  */
static void
tally (struct rl_walk *w, int r)
{
  if (r == RL_OK)
    return;
  pthread_mutex_lock (&w->rl->lock);
  if (w->rl->o.flags & SECTX_RL_COUNT_ERRORS)
    w->skipped++;
  else
    w->error = -1;
  pthread_mutex_unlock (&w->rl->lock);
}

static void *
worker (void *arg)
{
  struct rl_walk *w = arg;
  struct rl_pool *p = w->pool;
  for (;;)
    {
      pthread_mutex_lock (&p->mu);
      while (!p->len && !p->done)
        pthread_cond_wait (&p->nonempty, &p->mu);
      if (!p->len)
        {
          pthread_mutex_unlock (&p->mu);
          return NULL;
        }
      struct rl_item it = p->q[p->head];
      p->head = (p->head + 1) % p->cap;
      p->len--;
      pthread_cond_signal (&p->nonfull);
      pthread_mutex_unlock (&p->mu);
      tally (w, rl_decide (w->rl, &it));
      item_free (&it);
    }
}

static size_t
thread_count (size_t n)
{
  if (n == 0)
    {
      long cpus = sysconf (_SC_NPROCESSORS_ONLN);
      n = cpus > 0 ? (size_t) cpus : 1;
    }
  return n;
}

static void
pool_start (struct rl_walk *w, size_t nthreads)
{
  struct rl_pool *p = calloc (1, sizeof *p);
  if (!p)
    return;
  p->cap = 256;
  p->q = calloc (p->cap, sizeof *p->q);
  p->tid = calloc (nthreads, sizeof *p->tid);
  if (!p->q || !p->tid)
    {
      free (p->q);
      free (p->tid);
      free (p);
      return;
    }
  pthread_mutex_init (&p->mu, NULL);
  pthread_cond_init (&p->nonempty, NULL);
  pthread_cond_init (&p->nonfull, NULL);
  w->pool = p;
  for (size_t i = 0; i < nthreads; i++)
    if (pthread_create (&p->tid[p->ntid], NULL, worker, w) == 0)
      p->ntid++;
  if (!p->ntid)
    {
      free (p->q);
      free (p->tid);
      free (p);
      w->pool = NULL;
    }
}

static void
pool_finish (struct rl_walk *w)
{
  struct rl_pool *p = w->pool;
  if (!p)
    return;
  pthread_mutex_lock (&p->mu);
  p->done = true;
  pthread_cond_broadcast (&p->nonempty);
  pthread_mutex_unlock (&p->mu);
  for (size_t i = 0; i < p->ntid; i++)
    pthread_join (p->tid[i], NULL);
  pthread_mutex_destroy (&p->mu);
  pthread_cond_destroy (&p->nonempty);
  pthread_cond_destroy (&p->nonfull);
  free (p->q);
  free (p->tid);
  free (p);
  w->pool = NULL;
}

/* Decide IT now, or hand it to the pool, which then owns it.  */
static void
dispatch (struct rl_walk *w, struct rl_item *it)
{
  struct rl_pool *p = w->pool;
  if (!p)
    {
      tally (w, rl_decide (w->rl, it));
      item_free (it);
      return;
    }
  pthread_mutex_lock (&p->mu);
  while (p->len == p->cap)
    pthread_cond_wait (&p->nonfull, &p->mu);
  p->q[(p->head + p->len) % p->cap] = *it;
  p->len++;
  pthread_cond_signal (&p->nonempty);
  pthread_mutex_unlock (&p->mu);
}

static void
report_top (struct sectx_relabel *rl, enum sectx_rl_kind kind,
            char const *path, int err)
{
  struct sectx_rl_event ev = { .kind = kind, .path = path, .err = err };
  rl_notify (rl, &ev);
}

static void
report (struct rl_walk *w, enum sectx_rl_kind kind, char const *path,
        int err)
{
  report_top (w->rl, kind, path, err);
}

static char *
join (char const *dir, char const *name)
{
  size_t n = strlen (dir);
  char *s = malloc (n + strlen (name) + 2);
  if (s)
    sprintf (s, "%s%s%s", dir, n && dir[n - 1] == '/' ? "" : "/", name);
  return s;
}

/* ---- Digests (security.sehash) -------------------------------------- */

/* 1 when DIR's stored digest is current (skip it); else remember the new
   one to store after the walk.  */
static int
digest_check (struct rl_walk *w, struct rl_item const *dir)
{
  unsigned char sha1[20], stored[20];
  int r = sectx_fc_partial_digest (w->rl->o.fc, dir->path, sha1);
  if (r <= 0)
    return 0;
  char proc[40];
  snprintf (proc, sizeof proc, "/proc/self/fd/%d", dir->fd);
  if (getxattr (proc, SEHASH, stored, sizeof stored) == sizeof stored
      && memcmp (stored, sha1, sizeof sha1) == 0)
    return 1;
  if (w->error)
    return 0;
  if (w->ndg == w->dgalloc)
    {
      size_t n = w->dgalloc ? 2 * w->dgalloc : 64;
      struct rl_digest *d = reallocarray (w->dg, n, sizeof *d);
      if (!d)
        return 0;
      w->dg = d;
      w->dgalloc = n;
    }
  char const *rel = dir->path + w->toplen;
  while (*rel == '/')
    rel++;
  if (!(w->dg[w->ndg].rel = strdup (rel)))
    return 0;
  memcpy (w->dg[w->ndg++].sha1, sha1, sizeof sha1);
  return 0;
}

/* Open REL below the operand's fd one component at a time, never
   following a symlink.  */
static int
open_beneath (int topfd, char const *rel)
{
  int fd = openat (topfd, ".", O_PATH | O_DIRECTORY | O_CLOEXEC);
  char *copy = strdup (rel), *save = NULL;
  if (!copy)
    {
      if (fd >= 0)
        close (fd);
      return -1;
    }
  for (char *c = strtok_r (copy, "/", &save); c && fd >= 0;
       c = strtok_r (NULL, "/", &save))
    {
      int next = openat (fd, c, O_PATH | O_NOFOLLOW | O_DIRECTORY | O_CLOEXEC);
      close (fd);
      fd = next;
    }
  free (copy);
  return fd;
}

static void
digest_store (struct rl_walk *w, char const *top)
{
  for (size_t i = 0; i < w->ndg; i++)
    {
      int fd = open_beneath (w->topfd, w->dg[i].rel);
      char proc[40];
      snprintf (proc, sizeof proc, "/proc/self/fd/%d", fd);
      if (fd < 0 || setxattr (proc, SEHASH, w->dg[i].sha1, 20, 0) < 0)
        {
          int err = errno;
          char *path = *w->dg[i].rel ? join (top, w->dg[i].rel) : NULL;
          report (w, SECTX_RL_DIGEST_ERROR, path ? path : top, err);
          free (path);
        }
      if (fd >= 0)
        close (fd);
    }
}

/* ---- The walk ------------------------------------------------------- */

static void visit (struct rl_walk *w, struct rl_item *it);

/* NAME in DIR as an item, stat'ed there.  A directory is opened, to be
   walked through the inode stat'ed; anything else stays unopened (one
   syscall instead of three when its label is already right).  */
static int
open_entry (struct rl_dir *dir, char const *name, char *path,
            struct rl_item *it)
{
  it->path = path;
  it->first = false;
  it->name = path + strlen (path) - strlen (name);
  if (fstatat (dir->fd, name, &it->st, AT_SYMLINK_NOFOLLOW) < 0)
    return -1;
  if (!S_ISDIR (it->st.st_mode))
    {
      atomic_fetch_add (&dir->refs, 1);
      it->dir = dir;
      return 0;
    }
  it->fd = openat (dir->fd, name, O_PATH | O_NOFOLLOW | O_CLOEXEC);
  if (it->fd < 0 || fstat (it->fd, &it->st) < 0)
    return -1;
  return 0;
}

/* Read every name in directory DFD (3.4's fts reads a directory whole
   before visiting its entries).  DFD stays open.  */
static char **
read_names (int dfd, size_t *n, int *err)
{
  int dup_fd = fcntl (dfd, F_DUPFD_CLOEXEC, 0);
  DIR *d = dup_fd < 0 ? NULL : fdopendir (dup_fd);
  char **v = NULL;
  size_t alloc = 0;
  *n = 0;
  *err = 0;
  if (!d)
    {
      *err = errno;
      if (dup_fd >= 0)
        close (dup_fd);
      return NULL;
    }
  struct dirent *e;
  while ((errno = 0, e = readdir (d)))
    {
      char const *nm = e->d_name;
      if (nm[0] == '.' && (!nm[1] || (nm[1] == '.' && !nm[2])))
        continue;
      if (*n == alloc)
        {
          alloc = alloc ? 2 * alloc : 32;
          char **nv = reallocarray (v, alloc, sizeof *v);
          if (!nv)
            break;
          v = nv;
        }
      if (!(v[*n] = strdup (nm)))
        break;
      (*n)++;
    }
  if (errno)
    *err = errno;
  closedir (d);
  return v;
}

/* Visit every entry of the directory DFD, named DPATH; closes DFD once
   the entries read from it are done.  */
static void
walk_dir (struct rl_walk *w, int dfd, char const *dpath)
{
  size_t n;
  int err;
  char **names = read_names (dfd, &n, &err);
  if (err)
    report (w, SECTX_RL_READ_ERROR, dpath, err);
  struct rl_dir *dir = malloc (sizeof *dir);
  if (!dir)
    {
      report (w, SECTX_RL_READ_ERROR, dpath, ENOMEM);
      close (dfd);
    }
  else
    {
      dir->fd = dfd;
      atomic_init (&dir->refs, 1);
    }
  size_t todo = dir ? n : 0;
  for (size_t i = 0; i < todo; i++)
    {
      struct rl_item it = { .fd = -1 };
      char *path = join (dpath, names[i]);
      if (!path)
        report (w, SECTX_RL_STAT_ERROR, dpath, ENOMEM);
      else if (open_entry (dir, names[i], path, &it) < 0)
        {
          report (w, SECTX_RL_STAT_ERROR, path, errno);
          item_free (&it);
        }
      else
        visit (w, &it);
      free (names[i]);
    }
  for (size_t i = todo; i < n; i++)
    free (names[i]);
  free (names);
  rl_dir_release (dir);
}

/* Should the walk leave directory IT (and all below it) alone?  */
static bool
prune (struct rl_walk *w, struct rl_item const *it)
{
  if (w->sysfs && !sectx_fc_partial_match (w->rl->o.fc, it->path))
    return true;
  if (rl_excluded (w->rl, it->path))
    return true;
  if (w->digest && digest_check (w, it) > 0)
    {
      if (!(w->rl->o.flags & SECTX_RL_IGNORE_DIGEST))
        {
          report (w, SECTX_RL_SKIP_DIR, it->path, 0);
          return true;
        }
    }
  return false;
}

/* Visit IT, which this function owns.  */
static void
visit (struct rl_walk *w, struct rl_item *it)
{
  bool xdev = w->rl->o.flags & SECTX_RL_XDEV;
  if ((xdev && it->st.st_dev != w->topdev)
      || (S_ISDIR (it->st.st_mode) && prune (w, it)))
    {
      item_free (it);
      return;
    }
  if (!S_ISDIR (it->st.st_mode))
    {
      dispatch (w, it);
      return;
    }
  /* Open the directory for reading through the very inode stat'ed.  */
  int dfd = openat (it->fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  int err = errno;
  char *dpath = strdup (it->path);
  dispatch (w, it);
  if (!dpath)
    {
      if (dfd >= 0)
        close (dfd);
      return;
    }
  if (dfd < 0)
    report (w, SECTX_RL_READ_ERROR, dpath, err);
  else
    walk_dir (w, dfd, dpath);
  free (dpath);
}

/* The operand as 3.4's restorecon names it: its parent made canonical.  */
static char *
canonical (char const *path)
{
  char *b = strdup (path), *d = strdup (path), *out = NULL;
  if (!b || !d)
    goto done;
  char const *base = basename (b);
  if (!strcmp (base, "/") || !strcmp (base, ".") || !strcmp (base, ".."))
    out = realpath (path, NULL);
  else
    {
      char *parent = realpath (dirname (d), NULL);
      if (parent)
        {
          out = join (strcmp (parent, "/") ? parent : "", base);
          free (parent);
        }
    }
done:
  free (b);
  free (d);
  return out;
}

static bool
in_memory_fs (struct statfs const *sf)
{
  return ((uint32_t) sf->f_type == (uint32_t) RAMFS_MAGIC
          || sf->f_type == TMPFS_MAGIC || sf->f_type == SYSFS_MAGIC);
}

/* Walk the operand PATH, open in IT.  */
static int
walk_top (struct sectx_relabel *rl, struct rl_item *it,
          unsigned long *skipped)
{
  struct rl_walk w = { .rl = rl, .topfd = -1, .topdev = it->st.st_dev,
                       .toplen = strlen (it->path) };
  struct statfs sf = { 0 };
  if (!S_ISLNK (it->st.st_mode) && fstatfs (it->fd, &sf) < 0)
    {
      report (&w, SECTX_RL_STATFS_ERROR, it->path, errno);
      item_free (it);
      return -1;
    }
  w.sysfs = sf.f_type == SYSFS_MAGIC;
  w.digest = ((rl->o.flags & (SECTX_RL_DIGEST | SECTX_RL_IGNORE_DIGEST))
              && S_ISDIR (it->st.st_mode) && !in_memory_fs (&sf));
  if (w.digest)
    w.topfd = fcntl (it->fd, F_DUPFD_CLOEXEC, 0);
  size_t n = thread_count (rl->o.nthreads);
  if (n - 1 > PTRDIFF_MAX / sizeof (pthread_t))
    {
      /* 3.4 fails to allocate that many threads before any work.  */
      report (&w, SECTX_RL_NOMEM_ERROR, it->path, ENOMEM);
      item_free (it);
      if (w.topfd >= 0)
        close (w.topfd);
      return -1;
    }
  if (n > 256)
    n = 256;
  char *top = strdup (it->path);
  if (n > 1)
    pool_start (&w, n);
  visit (&w, it);
  pool_finish (&w);
  if (w.digest && top && !(rl->o.flags & SECTX_RL_NOCHANGE) && !w.error
      && !w.skipped)
    digest_store (&w, top);
  for (size_t i = 0; i < w.ndg; i++)
    free (w.dg[i].rel);
  free (w.dg);
  free (top);
  if (w.topfd >= 0)
    close (w.topfd);
  *skipped += w.skipped;
  return w.error;
}

int
sectx_relabel_run (struct sectx_relabel *rl, char const *operand,
                   unsigned long *skipped)
{
  bool noent_ok = rl->o.flags & SECTX_RL_IGNORE_NOENT;
  struct rl_item it = { .fd = -1, .first = true };
  rl->pid = getpid ();
  it.path = (rl->o.flags & SECTX_RL_REALPATH
             ? canonical (operand) : strdup (operand));
  if (!it.path)
    {
      if (noent_ok && errno == ENOENT)
        return 0;
      report_top (rl, SECTX_RL_REALPATH_ERROR, operand, errno);
      return -1;
    }
  it.fd = open (it.path, O_PATH | O_NOFOLLOW | O_CLOEXEC);
  if (it.fd < 0 || fstat (it.fd, &it.st) < 0)
    {
      int err = errno;
      int rc = noent_ok && err == ENOENT ? 0 : -1;
      if (rc)
        report_top (rl, SECTX_RL_LSTAT_ERROR, it.path, err);
      item_free (&it);
      return rc;
    }
  rl_assoc_clear (&rl->assoc);
  int rc;
  if (rl->o.flags & SECTX_RL_RECURSE)
    rc = walk_top (rl, &it, skipped);
  else
    {
      rc = rl_excluded (rl, it.path) ? 0 : rl_decide (rl, &it);
      item_free (&it);
    }
  rl_assoc_clear (&rl->assoc);
  return rc;
}
