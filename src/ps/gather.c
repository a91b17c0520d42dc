/* ps -- gather the process table: which processes, read from /proc.

   The selection (procps' table of a, x, g, -a, -d; the lists; T, r and
   -N) decides on what stat and the directory's owner give; only the
   selected processes are kept, and their threads read when shown.  */

#include <config.h>

#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/mman.h>

#include "system.h"
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

static struct proc_table *table;
static uid_t my_euid;
static int my_tty;

static void
table_add (struct proc *p)
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
  static unsigned bits;
  if (!bits)
    bits = select_bits ();
  unsigned i = (p->euid == my_euid) | (p->sid == p->tgid) << 1
               | (p->tty == 0) << 2 | (p->tty == my_tty) << 3;
  return bits >> i & 1;
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
   kept is cleared and handed out again.  */

static struct proc *spare;

static struct proc *
new_row (void)
{
  static struct proc *block;
  static size_t left, block_rows = 64;
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
read_threads (int procfd, pid_t tgid, unsigned need, bool selinux, int mrow)
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
          table_add (t);
        }
      else
        drop_row (t);
    }
  closedir (d);
}

/* Read process PID, and its threads if they are shown, into the table
   if it is selected.  */
static void
take (int procfd, pid_t pid, unsigned need, bool selinux)
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
      read_threads (procfd, pid, need, selinux, 0);
    }
  else if (mthreads)
    {
      /* -m: the process, then its threads; a sorted list has no
         thread rows.  */
      p->mrow = MROW_PROCESS;
      table_add (p);
      if (!n_sortkeys)
        read_threads (procfd, pid, need, selinux, MROW_THREAD);
    }
  else
    table_add (p);
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

/* Read into TAB the processes selected, with what NEED says.  */
void
ps_gather (struct proc_table *tab, unsigned need, bool selinux)
{
  table = tab;
  know_self ();
  int procfd = ps_proc_open ();
  if (procfd < 0)
    return;
  need |= selection_needs ();
  struct sel_list const *quick = quick_list ();
  if (quick)
    {
      /* -q reads its processes only, in its order, each as often as
         it is named, as procps does.  */
      for (size_t i = 0; i < quick->n; i++)
        if (quick->v[i].num > 0 && quick->v[i].num <= INT_MAX)
          take (procfd, quick->v[i].num, need, selinux);
      ps_close_deferred ();
      close (procfd);
      return;
    }
  int dfd = dup (procfd);
  DIR *d = dfd >= 0 ? fdopendir (dfd) : NULL;
  struct dirent *e;
  while (d && (e = readdir (d)))
    if (isdigit ((unsigned char) e->d_name[0]))
      take (procfd, atoi (e->d_name), need, selinux);
  if (d)
    closedir (d);
  ps_close_deferred ();
  close (procfd);
}
