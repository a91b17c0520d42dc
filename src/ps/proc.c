/* ps -- gather what the columns need from /proc.

   Each /proc file is read once, with one open and as few reads as its
   size takes, and parsed from the buffer; only the files that the
   chosen columns need are read.  A process that vanishes while we read
   it is reported as unreadable and skipped by the caller.

   Two threads may read at once (gather.c): each has its own big
   buffer; the descriptors waiting to be closed are one list under a
   lock; the rest they share is settled by ps_proc_prepare before they
   start.  */

#include <config.h>

#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>

#include "system.h"
#include "sectx.h"
#include "c-ctype.h"
#include "xalloc.h"
#include "ps.h"

/* stat's flag of a kernel thread (the kernel's PF_KTHREAD).  */
enum { PF_KTHREAD = 0x00200000 };

/* The most of one /proc file we keep, as procps does (128 KiB).  */
enum { MAX_BUFSZ = 128 * 1024 };

int
ps_proc_open (void)
{
  return open ("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}

/* A process's directory: /proc's fd and "PID" or "PID/task/TID", so
   that each file costs one openat and no directory is opened.  */
struct where
{
  int procfd;
  size_t len;			/* of DIR */
  char dir[48];
};

static void
where_set (struct where *w, int procfd, pid_t tgid, pid_t tid)
{
  int n = (tid && tid != tgid
           ? snprintf (w->dir, sizeof w->dir, "%d/task/%d", (int) tgid,
                       (int) tid)
           : snprintf (w->dir, sizeof w->dir, "%d", (int) tgid));
  w->procfd = procfd;
  w->len = n;
}

/* W's DIR/NAME into PATH (128 bytes), without printf's cost per file.  */
static char const *
path_in (struct where const *w, char const *name, char path[128])
{
  size_t n = strlen (name);
  if (w->len + 1 + n >= 128)
    return "";
  memcpy (path, w->dir, w->len);
  path[w->len] = '/';
  memcpy (path + w->len + 1, name, n + 1);
  return path;
}

/* Closing each /proc file is a system call of its own, a third of the
   calls per process; the descriptors are kept and closed in batches, a
   run of them by one close_range.  The readers share one list: the
   kernel hands out the lowest free numbers to both, so only together
   do their descriptors make runs.  A descriptor on the list is done
   with and still open, so its number cannot come back meanwhile.  */
enum { DEFER_MAX = 96 };
static pthread_mutex_t defer_lock = PTHREAD_MUTEX_INITIALIZER;
static int deferred[DEFER_MAX];
static size_t n_deferred;

/* Close FD[0..N-1] (N at most DEFER_MAX), by runs.  */
static void
close_runs (int *fd, size_t n)
{
  /* Insertion sort: they come nearly in order.  */
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j && fd[j - 1] > fd[j]; j--)
      {
        int t = fd[j];
        fd[j] = fd[j - 1];
        fd[j - 1] = t;
      }
  for (size_t i = 0; i < n;)
    {
      size_t j = i;
      while (j + 1 < n && fd[j + 1] == fd[j] + 1)
        j++;
#if HAVE_CLOSE_RANGE
      if (close_range (fd[i], fd[j], 0) == 0)
        {
          i = j + 1;
          continue;
        }
#endif
      for (; i <= j; i++)
        close (fd[i]);
    }
}

/* Close the list, the closing outside the lock: the other reader
   goes on meanwhile.  */
void
ps_close_deferred (void)
{
  int mine[DEFER_MAX];
  pthread_mutex_lock (&defer_lock);
  size_t n = n_deferred;
  memcpy (mine, deferred, n * sizeof *mine);
  n_deferred = 0;
  pthread_mutex_unlock (&defer_lock);
  close_runs (mine, n);
}

/* How many to keep: fewer under a low RLIMIT_NOFILE, so that the
   other opens (a task directory, libselinux's, the readers' files in
   hand) still find room.  Settled before the readers start.  */
static size_t
defer_cap (void)
{
  static long cap = -1;
  if (cap < 0)
    {
      struct rlimit rl;
      cap = DEFER_MAX;
      if (getrlimit (RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY
          && rl.rlim_cur < 2 * DEFER_MAX + 32)
        cap = rl.rlim_cur > 32 ? (rl.rlim_cur - 32) / 2 : 0;
    }
  return cap;
}

static void
release (int fd)
{
  size_t cap = defer_cap ();
  bool full = false;
  pthread_mutex_lock (&defer_lock);
  if (n_deferred < cap)
    {
      deferred[n_deferred++] = fd;
      fd = -1;
      full = n_deferred == cap;
    }
  pthread_mutex_unlock (&defer_lock);
  if (fd >= 0)
    close (fd);
  if (full)
    ps_close_deferred ();
}

static int
open_in (struct where const *w, char const *name)
{
  char path[128];
  char const *f = path_in (w, name, path);
  int fd = openat (w->procfd, f, O_RDONLY | O_CLOEXEC);
  if (fd < 0 && errno == EMFILE)
    {
      ps_close_deferred ();
      fd = openat (w->procfd, f, O_RDONLY | O_CLOEXEC);
    }
  return fd;
}

static ssize_t
readlink_in (struct where const *w, char const *name, char *buf,
             size_t size)
{
  char path[128];
  return readlinkat (w->procfd, path_in (w, name, path), buf, size);
}

/* Read W/NAME into BUF (SIZE bytes, NUL-terminated).  Return the length,
   or -1.  A /proc file that fits in the buffer comes whole in one read,
   so a short read ends it; for the vectors (cmdline, environ), only a
   short read of less than a page.  */
static ssize_t
read_in (struct where const *w, char const *name, char *buf, size_t size,
         bool vector)
{
  int fd = open_in (w, name);
  if (fd < 0)
    return -1;
  size_t n = 0;
  while (n < size - 1)
    {
      ssize_t r = read (fd, buf + n, size - 1 - n);
      if (r < 0)
        {
          if (errno == EINTR)
            continue;
          release (fd);
          return n ? (ssize_t) n : -1;
        }
      if (r == 0)
        break;
      n += r;
      if (n < size - 1 && (!vector || n < 4096))
        break;
    }
  release (fd);
  buf[n] = '\0';
  return n;
}

static ssize_t
read_at (struct where const *w, char const *name, char *buf, size_t size)
{
  return read_in (w, name, buf, size, false);
}

/* /proc/NAME, a file outside any process's directory.  */
static ssize_t
read_file (char const *name, char *buf, size_t size)
{
  struct where w = { AT_FDCWD, 5, "/proc" };
  return read_in (&w, name, buf, size, true);
}

static _Thread_local char *big_buf;

static char *
bigbuf (void)
{
  if (!big_buf)
    big_buf = xmalloc (MAX_BUFSZ);
  return big_buf;
}

/* strtoull's reading of a decimal number (blanks, a sign, digits; a
   "-" wraps, an overflow saturates), without its cost per call: the
   locale and base handling made it a fifth of ps's user time.  END as
   strtoull's.  */
static unsigned long long
scan_num (char const *s, char **end)
{
  char const *start = s;
  while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
    s++;
  bool neg = *s == '-';
  if (*s == '-' || *s == '+')
    s++;
  if (!c_isdigit (*s))
    {
      *end = (char *) start;
      return 0;
    }
  /* Nineteen digits cannot overflow; more go to strtoull itself.  */
  unsigned long long v = 0;
  char const *digits = s;
  for (; c_isdigit (*s); s++)
    v = v * 10 + (*s - '0');
  if (s - digits > 19)
    return strtoull (start, end, 10);
  *end = (char *) s;
  return neg ? -v : v;
}

/* Parse the stat line in BUF into P.  False on a malformed line.  */
static bool
parse_stat (char *buf, struct proc *p, bool utf8)
{
  char *open = strchr (buf, '(');
  char *close = strrchr (buf, ')');
  if (!open || !close || close < open || close[1] != ' ')
    return false;
  *close = '\0';
  free (p->rawcomm);
  p->rawcomm = xstrdup (open + 1);
  free (p->comm);
  p->comm = xstrdup (p->rawcomm);
  ps_escape_read (p->comm, utf8);

  /* The numbers after the state, read as sscanf's %d %lu... would
     read them, but without its cost per field: a row of 2,000 processes
     spends most of its user time here otherwise.  */
  char *s = close + 2;
  if (!*s)
    return false;
  p->state = *s++;
  long long v[38];
  int got = 1;
  for (int i = 0; i < 38; i++)
    {
      char *end;
      /* Unsigned fields wrap a "-1" as strtoul does.  */
      v[i] = (long long) scan_num (s, &end);
      if (end == s)
        break;
      s = end;
      got++;
    }
  if (got < 19 + 1)		/* up to starttime; itrealvalue skipped */
    return false;
  long long *f = v;
  p->ppid = f[0]; p->pgrp = f[1]; p->sid = f[2]; p->tty = f[3];
  p->tpgid = f[4]; p->flags = f[5]; p->minflt = f[6]; p->cminflt = f[7];
  p->majflt = f[8]; p->cmajflt = f[9]; p->utime = f[10];
  p->stime = f[11]; p->cutime = f[12]; p->cstime = f[13];
  p->priority = f[14]; p->nice = f[15]; p->nlwp = f[16];
  p->starttime = f[18];
  int nf = got - 1;		/* numbers read */
  unsigned long *ul[] = { &p->vsize, &p->rss, &p->rsslim, &p->startcode,
                          &p->endcode, &p->startstack, &p->kstkesp,
                          &p->kstkeip };
  for (int i = 19; i < 27 && i < nf; i++)
    *ul[i - 19] = f[i];
  /* Seven fields (signals, wchan, nswap) are not kept.  */
  if (nf > 34)
    p->exit_signal = f[34];
  if (nf > 35)
    p->processor = f[35];
  if (nf > 36)
    p->rtprio = f[36];
  if (nf > 37)
    p->policy = f[37];
  return true;
}

static long
kb_field (char const *s)
{
  char *end;
  return scan_num (s, &end);
}

/* The "a b c d" id lines of status.  */
static void
four_ids (char const *v, unsigned *a, unsigned *b, unsigned *c, unsigned *d)
{
  unsigned *out[] = { a, b, c, d };
  for (int i = 0; i < 4; i++)
    {
      char *end;
      unsigned long x = scan_num (v, &end);
      if (end == v)
        return;
      *out[i] = x;
      v = end;
    }
}

static void
status_groups (char const *v, struct proc *p)
{
  char *g = xstrdup (*v ? v : "-");
  size_t len = strlen (g);
  while (len && g[len - 1] == ' ')
    g[--len] = '\0';
  for (char *c = g; *c; c++)
    if (*c == ' ')
      *c = ',';
  if (!*g)
    {
      free (g);
      g = xstrdup ("-");
    }
  free (p->groups);
  p->groups = g;
}

/* The status lines kept: their key, and where the value goes.  */
enum st_kind { ST_UID, ST_GID, ST_GROUPS, ST_LONG, ST_SIG };
struct st_key
{
  char name[10];
  unsigned char len, kind;
  unsigned short off;
};
#define K(name, kind, field) \
  { name, sizeof name - 1, kind, offsetof (struct proc, field) }
/* Sorted by first letter, for st_find.  */
static struct st_key const st_keys[] = {
  K ("Gid", ST_GID, rgid), K ("Groups", ST_GROUPS, groups),
  K ("RssAnon", ST_LONG, rss_anon), K ("RssFile", ST_LONG, rss_file),
  K ("RssShmem", ST_LONG, rss_shmem),
  K ("SigPnd", ST_SIG, sigpnd), K ("ShdPnd", ST_SIG, shdpnd),
  K ("SigBlk", ST_SIG, sigblk), K ("SigIgn", ST_SIG, sigign),
  K ("SigCgt", ST_SIG, sigcgt),
  K ("Threads", ST_LONG, nlwp),
  K ("Uid", ST_UID, ruid),
  K ("VmSize", ST_LONG, vm_size), K ("VmLck", ST_LONG, vm_lck),
  K ("VmRSS", ST_LONG, vm_rss), K ("VmData", ST_LONG, vm_data),
  K ("VmStk", ST_LONG, vm_stk), K ("VmExe", ST_LONG, vm_exe),
  K ("VmLib", ST_LONG, vm_lib), K ("VmSwap", ST_LONG, vm_swap),
};
#undef K

/* The kept key KEY (LEN bytes), or NULL.  */
static struct st_key const *
st_find (char const *key, size_t len)
{
  size_t lo, hi;
  switch (key[0])
    {
    case 'G': lo = 0; hi = 2; break;
    case 'R': lo = 2; hi = 5; break;
    case 'S': lo = 5; hi = 10; break;
    case 'T': lo = 10; hi = 11; break;
    case 'U': lo = 11; hi = 12; break;
    case 'V': lo = 12; hi = 20; break;
    default: return NULL;
    }
  for (size_t i = lo; i < hi; i++)
    if (st_keys[i].len == len && !memcmp (st_keys[i].name, key, len))
      return &st_keys[i];
  return NULL;
}

static void
status_value (struct st_key const *k, char const *v, struct proc *p)
{
  char *at = (char *) p + k->off;
  switch (k->kind)
    {
    case ST_UID:
      four_ids (v, &p->ruid, &p->euid, &p->suid, &p->fuid);
      break;
    case ST_GID:
      four_ids (v, &p->rgid, &p->egid, &p->sgid, &p->fgid);
      break;
    case ST_GROUPS:
      status_groups (v, p);
      break;
    case ST_LONG:
      *(long *) at = kb_field (v);
      break;
    default:
      {
        size_t n = strnlen (v, sizeof p->sigpnd - 1);
        memcpy (at, v, n);
        at[n] = '\0';
      }
      break;
    }
}

/* Parse /proc/PID/status.  A line is looked up by its key's length
   first, as most lines are of no use; the signal masks are the last
   lines kept, so the rest (capabilities, CPU lists...) is not looked
   at.  */
static void
parse_status (char *buf, struct proc *p)
{
  for (char *line = buf; line && *line;)
    {
      char *nl = strchr (line, '\n');
      if (nl)
        *nl = '\0';
      char *colon = strchr (line, ':');
      if (colon)
        {
          size_t len = colon - line;
          char *v = colon + 1;
          while (*v == ' ' || *v == '\t')
            v++;
          struct st_key const *k = st_find (line, len);
          if (k)
            status_value (k, v, p);
          if (k == &st_keys[9])	/* SigCgt */
            break;
        }
      line = nl ? nl + 1 : NULL;
    }
  p->have_status = true;
}

/* A NUL-separated /proc vector (cmdline, environ) as one line: NULs and
   newlines become spaces, a trailing space goes; then escaped.  NULL
   when the file is empty or unreadable.  */
static char *
read_vector (struct where const *dirfd, char const *name, bool utf8)
{
  char *buf = bigbuf ();
  ssize_t n = read_in (dirfd, name, buf, MAX_BUFSZ, true);
  if (n <= 0)
    return NULL;
  size_t i = n;
  while (i && buf[i - 1] == '\0')
    i--;
  while (i--)
    if (buf[i] == '\0' || buf[i] == '\n')
      buf[i] = ' ';
  if (buf[n - 1] == ' ')
    buf[n - 1] = '\0';
  size_t len = strlen (buf);
  if (!len)
    return xstrdup ("?");
  char *out = xstrdup (buf);
  ps_escape_read (out, utf8);
  return out;
}

/* Whether attr/current is worth reading: when no security module
   answers for this process (EINVAL), none answers for any.  -1 until
   asked.  */
static int attr_works = -1;

static void
probe_attr (void)
{
  int fd = open ("/proc/self/attr/current", O_RDONLY | O_CLOEXEC);
  char c;
  attr_works = !(fd >= 0 && read (fd, &c, 1) < 0 && errno == EINVAL);
  if (fd >= 0)
    close (fd);
}

static char *
read_label (struct where const *dirfd, pid_t tgid, bool selinux)
{
  char *ctx = NULL;
  if (selinux)
    {
      if (sectx_proc_get (tgid, 0, &ctx) == 0)
        {
          size_t n = strlen (ctx);
          if (n && ctx[n - 1] == '\n')
            ctx[n - 1] = '\0';
          return ctx;
        }
    }
  /* Without SELinux: the printable prefix of attr/current.  */
  if (attr_works < 0)
    probe_attr ();
  if (!attr_works)
    return NULL;
  char buf[4096];
  ssize_t n = read_at (dirfd, "attr/current", buf, sizeof buf);
  if (n <= 0)
    return NULL;
  size_t i = 0;
  while (i < (size_t) n && isprint ((unsigned char) buf[i]))
    i++;
  if (!i)
    return NULL;
  buf[i] = '\0';
  return xstrdup (buf);
}

static char *
read_wchan (struct where const *dirfd)
{
  char buf[128];
  ssize_t n = read_at (dirfd, "wchan", buf, sizeof buf);
  if (n < 0)
    return xstrdup ("?");
  if (n == 0 || STREQ (buf, "0"))
    return xstrdup ("-");
  char *s = buf;
  while (*s == '_' || *s == '.')
    s++;
  return xstrdup (s);
}

/* cgroup lines that are not the root, comma-joined; NULL if none.  */
static char *
read_cgroup (struct where const *dirfd, char *buf, size_t size, bool utf8)
{
  ssize_t n = read_at (dirfd, "cgroup", buf, size);
  if (n <= 0)
    return NULL;
  char *out = xmalloc (n + 1);
  size_t o = 0;
  char *save = NULL;
  for (char *l = strtok_r (buf, "\n", &save); l;
       l = strtok_r (NULL, "\n", &save))
    {
      size_t len = strlen (l);
      if (len >= 2 && STREQ (l + len - 2, ":/"))
        continue;
      if (o)
        out[o++] = ',';
      /* procps escapes each group apart.  */
      ps_escape_read (l, utf8);
      memcpy (out + o, l, len);
      o += len;
    }
  out[o] = '\0';
  if (!o)
    {
      free (out);
      return NULL;
    }
  return out;
}

static long
read_long (struct where const *dirfd, char const *name, long dflt)
{
  char b[64];
  if (read_at (dirfd, name, b, sizeof b) <= 0)
    return dflt;
  return strtol (b, NULL, 10);
}

static unsigned long long
field_ull (char const *buf, char const *key)
{
  char const *k = strstr (buf, key);
  return k ? strtoull (k + strlen (key), NULL, 10) : 0;
}

/* The rarer files: autogroup, oom, io, smaps_rollup, namespaces.  */
static void
read_extras (struct where const *dirfd, unsigned need, struct proc *p, char *buf,
             size_t size)
{
  if (need & NEED_AUTOGROUP)
    {
      p->ag_id = -1;
      if (read_at (dirfd, "autogroup", buf, size) > 0)
        sscanf (buf, "/autogroup-%ld nice %ld", &p->ag_id, &p->ag_nice);
    }
  if (need & NEED_LOGINUID)
    {
      /* procps reads it with atoi: the kernel's "no login uid",
         4294967295, comes out as -1.  */
      p->luid = -1;
      ssize_t n = read_at (dirfd, "loginuid", buf, size);
      if (n > 0)
        p->luid = atoi (buf);
    }
  if (need & NEED_OOM)
    {
      p->oom_score = read_long (dirfd, "oom_score", 0);
      p->oom_adj = read_long (dirfd, "oom_score_adj", 0);
    }
  if ((need & NEED_IO) && read_at (dirfd, "io", buf, size) > 0)
    {
      static char const *const keys[] = {
        "rchar: ", "wchar: ", "syscr: ", "syscw: ", "read_bytes: ",
        "write_bytes: ", "cancelled_write_bytes: "
      };
      for (int i = 0; i < 7; i++)
        p->io[i] = field_ull (buf, keys[i]);
    }
  if ((need & NEED_SMAPS) && read_at (dirfd, "smaps_rollup", buf, size) > 0)
    {
      p->pss = field_ull (buf, "\nPss:");
      p->uss = field_ull (buf, "\nPrivate_Clean:")
               + field_ull (buf, "\nPrivate_Dirty:");
    }
  if (need & NEED_NS)
    {
      static char const *const names[] = { "ns/cgroup", "ns/ipc", "ns/mnt",
                                           "ns/net", "ns/pid", "ns/time",
                                           "ns/user", "ns/uts" };
      for (int i = 0; i < 8; i++)
        {
          ssize_t n = readlink_in (dirfd, names[i], buf, size - 1);
          p->ns[i] = 0;
          if (n > 0)
            {
              buf[n] = '\0';
              char *br = strchr (buf, '[');
              if (br)
                p->ns[i] = strtoul (br + 1, NULL, 10);
            }
        }
    }
}

bool
ps_read_proc (int procfd, pid_t tgid, pid_t tid, unsigned need,
              struct proc *p, bool selinux)
{
  bool utf8 = MB_CUR_MAX > 1;
  struct where here;
  struct where *dirfd = &here;
  where_set (&here, procfd, tgid, tid);
  p->tgid = tgid;
  p->tid = tid ? tid : tgid;
  p->task = tid && tid != tgid;
  bool ok = true;
  char buf[4096];

  if (need & NEED_STAT)
    ok = read_at (dirfd, "stat", buf, sizeof buf) > 0
         && parse_stat (buf, p, utf8);
  if (ok && (need & NEED_STATUS))
    ok = read_at (dirfd, "status", buf, sizeof buf) > 0
         && (parse_status (buf, p), true);
  else if (ok && (need & NEED_OWNER))
    {
      /* The kernel makes a process's directory owned by its effective
         ids, whatever its dumpable flag (procps reads them so too): one
         stat call instead of reading and parsing status.  */
      struct stat st;
      ok = fstatat (procfd, here.dir, &st, 0) == 0;
      if (ok)
        {
          p->euid = st.st_uid;
          p->egid = st.st_gid;
        }
    }
  if (ok && (need & NEED_STATM))
    {
      ok = read_at (dirfd, "statm", buf, sizeof buf) > 0;
      if (ok)
        sscanf (buf, "%ld %ld %ld %ld %*d %ld", &p->sm_size,
                &p->sm_resident, &p->sm_share, &p->sm_text, &p->sm_data);
    }
  /* A kernel thread has no memory, so no command line: its cmdline
     file is always empty.  */
  if (ok && (need & NEED_CMDLINE)
      && !((need & NEED_STAT) && (p->flags & PF_KTHREAD)))
    p->cmdline = read_vector (dirfd, "cmdline", utf8);
  if (ok && (need & NEED_ENVIRON))
    p->environ = read_vector (dirfd, "environ", utf8);
  if (ok && (need & NEED_WCHAN))
    p->wchan = read_wchan (dirfd);
  if (ok && (need & NEED_LABEL))
    {
      /* A thread shows its process's label.  */
      struct where proc;
      where_set (&proc, procfd, tgid, 0);
      p->label = read_label (&proc, tgid, selinux);
    }
  if (ok && (need & NEED_CGROUP))
    p->cgroup = read_cgroup (dirfd, buf, sizeof buf, utf8);
  if (ok)
    read_extras (dirfd, need, p, buf, sizeof buf);
  if (ok && (need & NEED_EXE))
    {
      ssize_t n = readlink_in (dirfd, "exe", buf, sizeof buf - 1);
      if (n > 0)
        {
          buf[n] = '\0';
          ps_escape_read (buf, utf8);
          p->exe = xstrdup (buf);
        }
    }
  return ok;
}

/* Settle what the readers share before they read with NEED: how many
   descriptors wait to be closed, whether attr/current answers.  */
void
ps_proc_prepare (unsigned need)
{
  defer_cap ();
  if (need & NEED_LABEL)
    probe_attr ();
}

/* A reader is done: free its buffer.  */
void
ps_proc_reader_done (void)
{
  free (big_buf);
  big_buf = NULL;
}

/* Free what P points to and zero it, for reuse.  */
void
ps_clear_proc (struct proc *p)
{
  free (p->comm);
  free (p->rawcomm);
  free (p->groups);
  free (p->cmdline);
  free (p->environ);
  free (p->label);
  free (p->wchan);
  free (p->cgroup);
  free (p->exe);
  memset (p, 0, sizeof *p);
}

void
ps_free_proc (struct proc *p)
{
  ps_clear_proc (p);
  free (p);
}

/* ---- Terminal names ---------------------------------------------- */

struct tty_driver
{
  char name[64];
  unsigned major, minor_lo, minor_hi;
};

static struct tty_driver *drivers;
static size_t n_drivers;
static bool drivers_read;

static void
read_drivers (void)
{
  drivers_read = true;
  FILE *f = fopen ("/proc/tty/drivers", "re");
  if (!f)
    return;
  char line[256];
  while (fgets (line, sizeof line, f))
    {
      char name[64], dev[64];
      unsigned major, lo, hi;
      int k = sscanf (line, "%*s %63s %u %u-%u", dev, &major, &lo, &hi);
      if (k < 3)
        continue;
      if (k == 3)
        hi = lo;
      snprintf (name, sizeof name, "%s", dev);
      if (strncmp (name, "/dev/", 5))
        continue;
      drivers = xreallocarray (drivers, n_drivers + 1, sizeof *drivers);
      struct tty_driver *d = &drivers[n_drivers++];
      snprintf (d->name, sizeof d->name, "%s", name + 5);
      d->major = major;
      d->minor_lo = lo;
      d->minor_hi = hi;
    }
  fclose (f);
}

/* Does /dev/NAME exist as the character device DEV?  */
static bool
dev_is (char const *name, dev_t dev)
{
  char path[160];
  struct stat st;
  snprintf (path, sizeof path, "/dev/%s", name);
  return stat (path, &st) == 0 && S_ISCHR (st.st_mode) && st.st_rdev == dev;
}

/* NAME as procps shows it: with HOW 1 (tty4) without a leading "tty"
   or "pts/" (when something follows); at most 63 bytes, a space,
   control or non-ASCII byte as '?'.  */
static int
tty_abbrev (char *buf, size_t size, char const *name, int how)
{
  if (how == 1 && strncmp (name, "tty", 3) == 0 && name[3])
    name += 3;
  if (how == 1 && strncmp (name, "pts/", 4) == 0 && name[4])
    name += 4;
  size_t n = 0;
  for (; name[n] && n < 63 && n + 1 < size; n++)
    {
      unsigned char c = name[n];
      buf[n] = c <= ' ' || c > 126 ? '?' : c;
    }
  buf[n] = '\0';
  return n;
}

/* The name of terminal TTY (stat's tty_nr) for process PID, without
   "/dev/", as procps finds it.  "?" when there is none.  HOW: 0 full,
   1 strip a "tty" or "pts/" prefix too.  */
int
ps_tty_name (char *buf, size_t size, int tty, pid_t pid, int how)
{
  unsigned major = major (tty), minor = minor (tty);
  char name[128] = "";
  if (!tty)
    return snprintf (buf, size, "?");
  if (major >= 136 && major <= 143)
    snprintf (name, sizeof name, "pts/%u", minor + (major - 136) * 256);
  else if (major == 4 && minor < 64)
    snprintf (name, sizeof name, "tty%u", minor);
  else if (major == 4)
    snprintf (name, sizeof name, "ttyS%u", minor - 64);
  else
    {
      if (!drivers_read)
        read_drivers ();
      for (size_t i = 0; i < n_drivers && !*name; i++)
        {
          struct tty_driver *d = &drivers[i];
          if (d->major != major || minor < d->minor_lo
              || minor > d->minor_hi)
            continue;
          char cand[128];
          snprintf (cand, sizeof cand, "%s", d->name);
          if (dev_is (cand, tty))
            snprintf (name, sizeof name, "%s", cand);
          else
            {
              snprintf (cand, sizeof cand, "%s%u", d->name,
                        minor - d->minor_lo);
              if (dev_is (cand, tty))
                snprintf (name, sizeof name, "%s", cand);
              else
                {
                  snprintf (cand, sizeof cand, "%s/%u", d->name,
                            minor - d->minor_lo);
                  if (dev_is (cand, tty))
                    snprintf (name, sizeof name, "%s", cand);
                }
            }
        }
      if (!*name)
        {
          static char const *const fds[] = { "2", "0", "255" };
          for (size_t i = 0; i < 3 && !*name; i++)
            {
              char path[64], link[128];
              snprintf (path, sizeof path, "/proc/%d/fd/%s", (int) pid,
                        fds[i]);
              ssize_t n = readlink (path, link, sizeof link - 1);
              if (n <= 5)
                continue;
              link[n] = '\0';
              if (strncmp (link, "/dev/", 5) == 0 && dev_is (link + 5, tty))
                snprintf (name, sizeof name, "%s", link + 5);
            }
        }
      if (!*name)
        return snprintf (buf, size, "?");
    }
  return tty_abbrev (buf, size, name, how);
}

/* ---- Global inputs ------------------------------------------------ */

int
ps_pid_width (void)
{
  char buf[32];
  int fd = open ("/proc/sys/kernel/pid_max", O_RDONLY | O_CLOEXEC);
  long max = 32768;
  if (fd >= 0)
    {
      ssize_t n = read (fd, buf, sizeof buf - 1);
      if (n > 0)
        {
          buf[n] = '\0';
          max = strtol (buf, NULL, 10);
        }
      close (fd);
    }
  int w = 0;
  for (long m = max - 1; m > 0; m /= 10)
    w++;
  return w < 5 ? 5 : w;
}

void
ps_read_globals (struct ps_ctx *ctx, unsigned need)
{
  (void) need;
  char buf[8192];
  ctx->hertz = sysconf (_SC_CLK_TCK);
  ctx->page_kb = sysconf (_SC_PAGESIZE) / 1024;
  if (read_file ("uptime", buf, sizeof buf) > 0)
    {
      double up = strtod (buf, NULL);
      ctx->uptime_tics = up * ctx->hertz;
    }
  char *big = bigbuf ();
  if (read_file ("stat", big, MAX_BUFSZ) > 0)
    {
      char *b = strstr (big, "\nbtime ");
      if (b)
        ctx->btime = strtoll (b + 7, NULL, 10);
    }
  if (read_file ("meminfo", buf, sizeof buf) > 0)
    {
      char *m = strstr (buf, "MemTotal:");
      if (m)
        ctx->mem_total = strtoul (m + 9, NULL, 10);
    }
  ctx->now = time (NULL);
}
