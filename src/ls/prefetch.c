/* ls: a large directory's stats, labels and ACLs read by two threads.

   Each call is the one gobble_file would make, with the same flags; its
   result or errno waits in the entry for gobble_file, which takes it in
   readdir order, so messages, exit status and the per-device caches
   come out as with one thread.  The worker prints nothing, exits
   nothing and blocks every signal.  Once a file system refuses labels
   (or ACLs), neither thread asks for more of them: gobble_file then
   makes the calls itself, and the caches spare the rest.  The calls are
   made in inode order (see inode_order).  */

#include <config.h>

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>

#include "system.h"
#include "ls.h"
#include "sectx.h"

#include "acl.h"

static atomic_bool con_refused, acl_refused;

/* A hint that the memory at P is wanted soon (RW: for writing).  */
#if defined __GNUC__ || defined __clang__
# define WANT(p, rw) __builtin_prefetch (p, rw)
#else
# define WANT(p, rw) ((void) (p))
#endif

static bool
refusal (int err)
{
  return err == EINVAL || err == ENOSYS || err == ENOTSUP
         || err == EOPNOTSUPP;
}

/* A thread's full names: the last PREFIX used, and room for it and a
   name.  */
struct namer
{
  char const *prefix;
  size_t prefix_len;
  char *buf;
  size_t alloc;
};

/* PREFIX + NAME, or NULL when memory is short: the worker must not
   exit, so gobble_file is left to ask.  */
static char const *
full_name (struct namer *nm, char const *prefix, char const *name)
{
  bool fresh = nm->prefix != prefix;
  if (fresh)
    {
      nm->prefix = prefix;
      nm->prefix_len = strlen (prefix);
    }
  size_t len = strlen (name) + 1;
  if (nm->alloc < nm->prefix_len + len)
    {
      size_t alloc = 2 * (nm->prefix_len + len);
      char *buf = realloc (nm->buf, alloc);
      if (! buf)
        {
          nm->prefix = NULL;
          return NULL;
        }
      nm->buf = buf;
      nm->alloc = alloc;
      fresh = true;
    }
  if (fresh)
    memcpy (nm->buf, prefix, nm->prefix_len);
  memcpy (nm->buf + nm->prefix_len, name, len);
  return nm->buf;
}

/* Whether P has an ACL, as gobble_file would find it (by FULL, its
   full name, unless that is NULL); -2 when that is left to
   gobble_file.  */
static int
fetch_acl (int dirfd, char const *full, struct prefetch *p,
           struct stat const *st)
{
  if (! full)
    {
      int n = ls_acl_quick (dirfd, p->name, st);
      p->acl_err = n < 0 ? errno : ENODATA;
      return n;
    }
  errno = 0;
  int n = file_has_acl (full, st);
  p->acl_err = errno;
  return n;
}

static void
fetch_one (struct namer *nm, struct prefetch *p)
{
  int dirfd = p->dirfd;
  int flags = SECTX_NOFOLLOW;
  struct stat const *st = NULL;
  if (p->plan & PF_STAT)
    {
      p->done |= PF_STAT;
      if (ls_statx (dirfd, p->name, &p->st, p->plan & PF_DEREF) != 0)
        {
          p->stat_err = errno;
          return;
        }
      st = &p->st;
      if (p->plan & PF_DEREF)
        flags = 0;
    }
  if (! (p->plan & PF_CON) || atomic_load (&con_refused))
    return;
  char const *full = NULL;
  if (p->prefix && ! (full = full_name (nm, p->prefix, p->name)))
    return;
  int r = (full ? sectx_file_get_at (AT_FDCWD, full, flags, &p->con)
           : sectx_file_get_at (dirfd, p->name, flags, &p->con));
  if (r != 0)
    {
      p->con_err = errno;
      if (refusal (errno))
        atomic_store (&con_refused, true);
      else if (errno != ENODATA)
        {
          p->done |= PF_CON;
          return;               /* gobble_file asks no ACL then */
        }
    }
  p->done |= PF_CON;
  if (! (p->plan & PF_ACL) || ! st || atomic_load (&acl_refused))
    return;
  int n = fetch_acl (dirfd, full, p, st);
  if (n == -2)
    return;
  p->acl_ret = n;
  if (n <= 0 && refusal (p->acl_err))
    atomic_store (&acl_refused, true);
  p->done |= PF_ACL;
}

/* The entries P[ORDER[0..N-1]] to fill (P[0..N-1] when ORDER is
   NULL), shared by the two threads: each takes the next CHUNK of them
   from NEXT until none is left, so that neither waits for the other
   when the scheduler gives one of them less time (the other processor
   busy, or the worker woken late).  */
struct share
{
  struct prefetch *p;
  size_t const *order;
  size_t n;
  atomic_size_t next;
};

/* Small enough that the last chunk taken ends soon after the others,
   large enough that taking one costs nothing beside its calls.  */
enum { CHUNK = 16 };

static void
fetch_share (struct share *s)
{
  struct namer nm = { NULL, 0, NULL, 0 };
  size_t start;
  while ((start = atomic_fetch_add (&s->next, CHUNK)) < s->n)
    {
      size_t end = s->n - start < CHUNK ? s->n : start + CHUNK;
      for (size_t i = start; i < end; i++)
        {
          struct prefetch *p = &s->p[s->order ? s->order[i] : i];
          /* In inode order the entries lie anywhere in a large batch:
             ask for those of the next calls now (the entry two on, the
             name of the next), as this one's calls take long enough.  */
          if (s->order && i + 2 < end)
            {
              char const *next = (char const *) &s->p[s->order[i + 2]];
              for (size_t off = 0; off < sizeof *p; off += 64)
                WANT (next + off, 1);
            }
          if (s->order && i + 1 < end)
            WANT (s->p[s->order[i + 1]].name, 0);
          if (p->plan)
            fetch_one (&nm, p);
        }
    }
  free (nm.buf);
}

/* ---- the calls in inode order ----

   A directory lists its entries in hash order, scattered over the
   inode table and the kernel's inode and dentry caches: made in that
   order, each call's first touch of a file misses every cache.  Made
   in inode order, neighbours share the inode table's blocks and lie
   near in the caches (ls -l of 100,000 files: about a tenth less
   system time; sorting only within batches of 2,048 gains nothing).  */

struct by_ino
{
  ino_t ino;
  size_t i;
};

/* Sort V[0..N-1] by inode, with TMP (N elements) for scratch: a radix
   sort on the bytes in which the numbers differ, as a directory's
   inodes mostly lie in a narrow range.  Return the sorted array (V or
   TMP).  */
static struct by_ino *
radix_by_ino (struct by_ino *v, struct by_ino *tmp, size_t n)
{
  ino_t lo = v[0].ino, hi = v[0].ino;
  for (size_t i = 1; i < n; i++)
    {
      lo = v[i].ino < lo ? v[i].ino : lo;
      hi = hi < v[i].ino ? v[i].ino : hi;
    }
  for (unsigned int shift = 0;
       shift < sizeof (ino_t) * CHAR_BIT && (hi - lo) >> shift; shift += 8)
    {
      size_t count[257] = { 0 };
      for (size_t i = 0; i < n; i++)
        count[((v[i].ino - lo) >> shift & 0xff) + 1]++;
      for (int d = 0; d < 256; d++)
        count[d + 1] += count[d];
      for (size_t i = 0; i < n; i++)
        tmp[count[(v[i].ino - lo) >> shift & 0xff]++] = v[i];
      struct by_ino *t = v;
      v = tmp;
      tmp = t;
    }
  return v;
}

/* The indexes of P[0..N-1]'s entries that have calls to make, in inode
   order, and their count in *M; NULL when memory is short.  */
static size_t *
inode_order (struct prefetch const *p, size_t n, size_t *m)
{
  static struct by_ino *v;
  static size_t *order;
  static size_t alloc;
  if (alloc < n)
    {
      free (v);
      free (order);
      alloc = n;
      v = malloc (2 * n * sizeof *v);
      order = malloc (n * sizeof *order);
      if (! v || ! order)
        {
          free (v);
          free (order);
          v = NULL;
          order = NULL;
          alloc = 0;
          return NULL;
        }
    }
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (p[i].plan)
      v[k++] = (struct by_ino) { p[i].ino, i };
  *m = k;
  if (k == 0)
    return order;
  struct by_ino *sorted = radix_by_ino (v, v + n, k);
  for (size_t i = 0; i < k; i++)
    order[i] = sorted[i].i;
  return order;
}

/* One thread serves every batch of the run: a thread started anew for
   each would often begin on the main thread's processor and finish
   there before the scheduler moved it, sharing that processor rather
   than using the other.  JOB is the batch, handed over under LOCK:
   JOB_PENDING until the worker takes it, WORKER_BUSY while it works on
   it.  */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t job_ready = PTHREAD_COND_INITIALIZER;
static pthread_cond_t job_done = PTHREAD_COND_INITIALIZER;
static struct share job;
static bool job_pending, worker_busy;
static pthread_t thread;
static enum { NOT_STARTED, RUNNING, FAILED } thread_state;

static void *
worker (void *arg)
{
  (void) arg;
  pthread_mutex_lock (&lock);
  for (;;)
    {
      while (! job_pending)
        pthread_cond_wait (&job_ready, &lock);
      job_pending = false;
      worker_busy = true;
      pthread_mutex_unlock (&lock);
      fetch_share (&job);
      pthread_mutex_lock (&lock);
      worker_busy = false;
      pthread_cond_signal (&job_done);
    }
  return NULL;
}

/* Is the thread there to take a batch?  Started at the first one.  */
static bool
thread_ready (void)
{
  if (thread_state == NOT_STARTED)
    {
      sigset_t all, old;
      sigfillset (&all);
      thread_state = FAILED;
      /* The thread inherits the mask: signals stay with the main
         thread.  */
      if (pthread_sigmask (SIG_SETMASK, &all, &old) == 0)
        {
          if (pthread_create (&thread, NULL, worker, NULL) == 0)
            thread_state = RUNNING;
          pthread_sigmask (SIG_SETMASK, &old, NULL);
        }
    }
  return thread_state == RUNNING;
}

/* Fill P[0..N-1] as their plans say, each from its directory's
   descriptor (for labels and ACLs, by its full name when it has a
   prefix), in inode order, with the second thread's help when there is
   one.  FIRST if P starts a directory or a group: a refusal seen in
   the earlier entries holds for the rest.  */
void
prefetch_fill (struct prefetch *p, size_t n, bool first)
{
  if (first)
    {
      atomic_store (&con_refused, false);
      atomic_store (&acl_refused, false);
    }
  size_t m = n;
  size_t const *order = inode_order (p, n, &m);
  job = (struct share) { p, order, order ? m : n, 0 };
  if (! thread_ready ())
    {
      fetch_share (&job);
      return;
    }
  pthread_mutex_lock (&lock);
  job_pending = true;
  pthread_cond_signal (&job_ready);
  pthread_mutex_unlock (&lock);
  fetch_share (&job);
  /* Done here: take the batch back if the worker has not woken for it,
     or wait for the chunk it is on.  */
  pthread_mutex_lock (&lock);
  job_pending = false;
  while (worker_busy)
    pthread_cond_wait (&job_done, &lock);
  pthread_mutex_unlock (&lock);
}
