/* ps -- gather the process table: which processes, read from /proc.

   The selection (procps' table of a, x, g, -a, -d; the lists; T, r and
   -N) decides on what stat and the directory's owner give; only the
   selected processes are kept, and their threads read when shown.

   Reading /proc is nearly all kernel time (the kernel writing stat,
   status and cmdline, and the opens), one process after another: with
   more than one CPU, two threads read, each taking the next run of
   pids in readdir order, and each run's rows are kept apart, so that
   the table comes out in the order one thread gives.  The worker
   prints nothing and blocks every signal.  ps itself is read before the
   worker starts, so that its row (NLWP, STAT's l, its -L and m thread
   rows) shows one thread, as procps's does.  */

#include <config.h>

#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/mman.h>

#include "system.h"
#include "minmax.h"
#include "xalloc.h"
#include "ps.h"

#if defined __SANITIZE_ADDRESS__
# define PS_LSAN 1
#elif defined __has_feature
# if __has_feature (address_sanitizer)
#  define PS_LSAN 1
# endif
#endif
#ifdef PS_LSAN
# include <sanitizer/lsan_interface.h>
#endif

/* Settled before any reading; the readers only look.  */
static uid_t my_euid;
static int my_tty;
static unsigned accept_bits;

static void
table_add (struct proc_table *table, struct proc *p)
{
  if (table->n == table->alloc)
    table->v = x2nrealloc (table->v, &table->alloc, sizeof *table->v);
  table->v[table->n++] = p;
}

static bool
in_list (struct sel_list const *l, long v)
{
  for (size_t i = 0; i < l->n; i++)
    if (l->v[i].num == v)
      return true;
  return false;
}

static bool
comm_listed (struct sel_list const *l, struct proc const *p)
{
  for (size_t i = 0; i < l->n; i++)
    {
      char const *want = l->v[i].str;
      /* procps compares with the name as it read it, escaped; the
         kernel keeps 15 bytes of a name.  */
      if (strlen (want) >= 15 ? strncmp (want, p->comm, 15) == 0
          : STREQ (want, p->comm))
        return true;
    }
  return false;
}

static bool
listed (struct proc const *p)
{
  for (size_t i = 0; i < n_sel_lists; i++)
    {
      struct sel_list const *l = &sel_lists[i];
      bool hit = false;
      switch (l->kind)
        {
        case SEL_PID: case SEL_QUICK: hit = in_list (l, p->tgid); break;
        case SEL_PPID: hit = in_list (l, p->ppid); break;
        case SEL_SID: hit = in_list (l, p->sid); break;
        case SEL_PGRP: hit = in_list (l, p->pgrp); break;
        case SEL_TTY: hit = in_list (l, p->tty); break;
        case SEL_EUID: hit = in_list (l, p->euid); break;
        case SEL_RUID: hit = in_list (l, p->ruid); break;
        case SEL_EGID: hit = in_list (l, p->egid); break;
        case SEL_RGID: hit = in_list (l, p->rgid); break;
        case SEL_COMM: hit = comm_listed (l, p); break;
        default: break;
        }
      if (hit)
        return true;
    }
  return false;
}

/* procps' table of the simple selections (a, x, g, -a, -d): bit I of
   the result is set when a process of index I is shown, I being its
   bits: its euid is ours (1), it leads its session (2), it has no
   terminal (4), its terminal is ours (8).  */
static unsigned
select_bits (void)
{
  enum { Ua = 1, Ud = 2, Ba = 4, Bx = 8, Bg = 16 };
  unsigned ss = (opts.unix_a ? Ua : 0) | (opts.unix_d ? Ud : 0)
                | (opts.bsd_a ? Ba : 0) | (opts.bsd_x ? Bx : 0)
                | (opts.bsd_g ? Bg : 0);
  /* Every BSD but SunOS 4 has g on.  */
  if (!(opts.personality & PER_NO_DEFAULT_g) && !(ss & (Ua | Ud)))
    ss |= Bg;
  switch (ss)
    {
    case Ua | Ud: return 0x3f3f;
    case Ua: return 0x0303;
    case Ud: return 0x3333;
    case 0: return 0x0202;
    case Ba: return 0x0303;
    case Bx: return 0x2222;
    case Bx | Ba: return 0x3333;
    case Bg: return 0x0a0a;
    case Bg | Ba: return 0x0f0f;
    case Bg | Bx: return 0xaaaa;
    default: return 0xffff;	/* g, x and a: every process */
    }
}

static bool
simple_accept (struct proc const *p)
{
  unsigned i = (p->euid == my_euid) | (p->sid == p->tgid) << 1
               | (p->tty == 0) << 2 | (p->tty == my_tty) << 3;
  return accept_bits >> i & 1;
}

static bool
want (struct proc const *p)
{
  bool r;
  bool simple = opts.bsd_a || opts.bsd_x || opts.unix_a || opts.unix_d
                || opts.bsd_g;
  /* T, and t without a list, make a list of ps's own terminal.  */
  bool list = opts.any_list || opts.bsd_T;
  if (opts.simple_all)
    r = true;
  else if (!simple && !list)
    r = p->euid == my_euid
        && (opts.bsd ? p->tty != 0 : p->tty == my_tty);
  else
    r = (simple && simple_accept (p)) || (opts.any_list && listed (p))
        || (opts.bsd_T && p->tty == my_tty);
  if (opts.bsd_r && p->state != 'R' && p->state != 'D')
    r = false;
  return r != opts.negate;
}

static unsigned
selection_needs (void)
{
  unsigned need = NEED_STAT;
  if (opts.simple_all && !opts.negate)
    return need;
  /* The effective ids come with the directory's owner; the real ones
     only with status.  */
  need |= NEED_OWNER;
  for (size_t i = 0; i < n_sel_lists; i++)
    if (sel_lists[i].kind == SEL_RUID || sel_lists[i].kind == SEL_RGID)
      need |= NEED_STATUS;
  return need;
}

/* ---- Rows --------------------------------------------------------------

   Rows live in blocks mapped with MAP_POPULATE: with thousands of
   processes, faulting their pages in one at a time cost a third of the
   time of "ps -e".  Rows are never freed one by one; a row that is not
   kept is cleared and handed out again.  Each reader has its blocks.  */

static _Thread_local struct proc *spare;

static struct proc *
new_row (void)
{
  static _Thread_local struct proc *block;
  static _Thread_local size_t left, block_rows = 64;
  struct proc *p = spare;
  if (p)
    {
      spare = NULL;
      return p;
    }
  if (!left)
    {
      block = mmap (NULL, block_rows * sizeof *block,
                    PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
      if (block == MAP_FAILED)
        xalloc_die ();
#ifdef PS_LSAN
      /* The blocks live until exit and their rows own their strings,
         but LeakSanitizer does not look into memory we map ourselves.  */
      __lsan_register_root_region (block, block_rows * sizeof *block);
#endif
      left = block_rows;
      if (block_rows < 4096)
        block_rows *= 2;
    }
  left--;
  return block++;
}

static void
drop_row (struct proc *p)
{
  ps_clear_proc (p);
  if (!spare)
    spare = p;
}

static void
read_threads (struct proc_table *table, int procfd, pid_t tgid,
              unsigned need, bool selinux, int mrow)
{
  char path[64];
  snprintf (path, sizeof path, "%d/task", (int) tgid);
  int fd = openat (procfd, path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return;
  DIR *d = fdopendir (fd);
  if (!d)
    {
      close (fd);
      return;
    }
  struct dirent *e;
  while ((e = readdir (d)))
    {
      if (!isdigit ((unsigned char) e->d_name[0]))
        continue;
      struct proc *t = new_row ();
      pid_t tid = atoi (e->d_name);
      if (ps_read_proc (procfd, tgid, tid, need, t, selinux))
        {
          t->mrow = mrow;
          if (mrow == MROW_THREAD)
            {
              /* procps 4.0.2 leaves these unread on -m thread rows.  */
              t->priority = t->processor = 0;
              t->oom_score = t->oom_adj = 0;
              memset (t->io, 0, sizeof t->io);
            }
          table_add (table, t);
        }
      else
        drop_row (t);
    }
  closedir (d);
}

/* Read process PID, and its threads if they are shown, into TABLE if
   it is selected.  */
static void
take (struct proc_table *table, int procfd, pid_t pid, unsigned need,
      bool selinux)
{
  bool mthreads = opts.thread_flags & (TF_U_m | TF_B_m);
  bool threads = !mthreads
                 && (opts.thread_flags & (TF_U_L | TF_U_T | TF_B_H));
  struct proc *p = new_row ();
  if (!ps_read_proc (procfd, pid, 0, need, p, selinux) || !want (p))
    {
      drop_row (p);
      return;
    }
  if (threads)
    {
      drop_row (p);
      read_threads (table, procfd, pid, need, selinux, 0);
    }
  else if (mthreads)
    {
      /* -m: the process, then its threads; a sorted list has no
         thread rows.  */
      p->mrow = MROW_PROCESS;
      table_add (table, p);
      if (!n_sortkeys)
        read_threads (table, procfd, pid, need, selinux, MROW_THREAD);
    }
  else
    table_add (table, p);
}

/* The -q list, the only one then (see quick_conflicts).  */
static struct sel_list const *
quick_list (void)
{
  for (size_t i = 0; i < n_sel_lists; i++)
    if (sel_lists[i].kind == SEL_QUICK)
      return &sel_lists[i];
  return NULL;
}

/* ps's own effective uid and terminal, for the selections.  */
static void
know_self (void)
{
  my_euid = geteuid ();
  struct proc self = { 0 };
  int procfd = ps_proc_open ();
  if (procfd >= 0 && ps_read_proc (procfd, getpid (), 0, NEED_STAT, &self,
                                   false))
    my_tty = self.tty;
  ps_close_deferred ();
  if (procfd >= 0)
    close (procfd);
  free (self.comm);
  free (self.rawcomm);
}

/* The pids in /proc, in readdir order.  */
static pid_t *
list_pids (int procfd, size_t *n)
{
  pid_t *v = NULL;
  size_t alloc = 0;
  *n = 0;
  int dfd = dup (procfd);
  DIR *d = dfd >= 0 ? fdopendir (dfd) : NULL;
  if (!d)
    {
      if (dfd >= 0)
        close (dfd);
      return NULL;
    }
  struct dirent *e;
  while ((e = readdir (d)))
    if (isdigit ((unsigned char) e->d_name[0]))
      {
        if (*n == alloc)
          v = x2nrealloc (v, &alloc, sizeof *v);
        v[(*n)++] = atoi (e->d_name);
      }
  closedir (d);
  return v;
}

/* A run of pids a reader takes at a time: small enough that the two
   share the work evenly, and that a table as small as the tests' is
   read by both.  */
enum { RUN = 16 };

struct share
{
  int procfd;
  unsigned need;
  bool selinux;
  pid_t const *pids;
  size_t n;
  struct proc_table *runs;	/* the rows of each run */
  atomic_size_t next;		/* the next run to take */
  pid_t self;			/* ps itself, read already ... */
  struct proc_table self_rows;	/* ... into these */
};

static void *
reader (void *arg)
{
  struct share *s = arg;
  size_t r;
  while ((r = atomic_fetch_add (&s->next, 1)) < (s->n + RUN - 1) / RUN)
    {
      size_t end = MIN ((r + 1) * RUN, s->n);
      for (size_t i = r * RUN; i < end; i++)
        if (s->pids[i] != s->self)
          take (&s->runs[r], s->procfd, s->pids[i], s->need, s->selinux);
        else
          for (size_t k = 0; k < s->self_rows.n; k++)
            table_add (&s->runs[r], s->self_rows.v[k]);
    }
  ps_proc_reader_done ();
  return NULL;
}

/* Our pid as /proc numbers it (it may be another namespace's), or 0.  */
static pid_t
self_in_proc (int procfd)
{
  char buf[32];
  ssize_t n = readlinkat (procfd, "self", buf, sizeof buf - 1);
  if (n <= 0)
    return 0;
  buf[n] = '\0';
  return atoi (buf);
}

/* Whether we may run on more than one CPU.  */
static bool
several_cpus (void)
{
  cpu_set_t set;
  return sched_getaffinity (0, sizeof set, &set) == 0 && CPU_COUNT (&set) > 1;
}

/* Start a second reader on S in *T; false if none started.  */
static bool
start_reader (pthread_t *t, struct share *s)
{
  sigset_t all, old;
  sigfillset (&all);
  /* The thread inherits the mask: signals stay with the main thread.  */
  if (pthread_sigmask (SIG_SETMASK, &all, &old) != 0)
    return false;
  bool started = pthread_create (t, NULL, reader, s) == 0;
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  return started;
}

/* Read the processes of PIDS (N of them) into TABLE, in that order.  */
static void
read_all (struct proc_table *table, int procfd, pid_t const *pids, size_t n,
          unsigned need, bool selinux)
{
  size_t n_runs = (n + RUN - 1) / RUN;
  struct share s = { procfd, need, selinux, pids, n,
                     xcalloc (n_runs + 1, sizeof *s.runs), 0, 0, { 0 } };
  ps_proc_prepare (need);
  pthread_t t;
  bool two = n_runs > 1 && several_cpus ();
  if (two && (s.self = self_in_proc (procfd)))
    take (&s.self_rows, procfd, s.self, need, selinux);
  two = two && start_reader (&t, &s);
  reader (&s);
  if (two)
    pthread_join (t, NULL);
  ps_close_deferred ();
  free (s.self_rows.v);
  size_t rows = 0;
  for (size_t r = 0; r < n_runs; r++)
    rows += s.runs[r].n;
  table->v = xnmalloc (rows + 1, sizeof *table->v);
  table->alloc = rows + 1;
  for (size_t r = 0; r < n_runs; r++)
    {
      if (s.runs[r].n)
        memcpy (table->v + table->n, s.runs[r].v,
                s.runs[r].n * sizeof *table->v);
      table->n += s.runs[r].n;
      free (s.runs[r].v);
    }
  free (s.runs);
}

/* Read into TABLE the processes selected, with what NEED says.  */
void
ps_gather (struct proc_table *table, unsigned need, bool selinux)
{
  know_self ();
  accept_bits = select_bits ();
  int procfd = ps_proc_open ();
  if (procfd < 0)
    return;
  need |= selection_needs ();
  struct sel_list const *quick = quick_list ();
  if (quick)
    {
      /* -q reads its processes only, in its order, each as often as
         it is named, as procps does.  */
      ps_proc_prepare (need);
      for (size_t i = 0; i < quick->n; i++)
        if (quick->v[i].num > 0 && quick->v[i].num <= INT_MAX)
          take (table, procfd, quick->v[i].num, need, selinux);
      ps_close_deferred ();
    }
  else
    {
      size_t n;
      pid_t *pids = list_pids (procfd, &n);
      read_all (table, procfd, pids, n, need, selinux);
      free (pids);
    }
  close (procfd);
}
