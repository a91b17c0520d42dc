/* ps -- gather what the columns need from /proc.

   Each /proc file is read once, with one open and as few reads as its
   size takes, and parsed from the buffer; only the files that the
   chosen columns need are read.  A process that vanishes while we read
   it is reported as unreadable and skipped by the caller.  */

#include <config.h>

#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <time.h>

#include "system.h"
#include "sectx.h"
#include "xalloc.h"
#include "ps.h"

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
  char dir[48];
};

static int
open_in (struct where const *w, char const *name)
{
  char path[128];
  snprintf (path, sizeof path, "%s/%s", w->dir, name);
  return openat (w->procfd, path, O_RDONLY | O_CLOEXEC);
}

static ssize_t
readlink_in (struct where const *w, char const *name, char *buf,
             size_t size)
{
  char path[128];
  snprintf (path, sizeof path, "%s/%s", w->dir, name);
  return readlinkat (w->procfd, path, buf, size);
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
          close (fd);
          return n ? (ssize_t) n : -1;
        }
      if (r == 0)
        break;
      n += r;
      if (n < size - 1 && (!vector || n < 4096))
        break;
    }
  close (fd);
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
  struct where w = { AT_FDCWD, "/proc" };
  return read_in (&w, name, buf, size, true);
}

static char *big_buf;

static char *
bigbuf (void)
{
  if (!big_buf)
    big_buf = xmalloc (MAX_BUFSZ);
  return big_buf;
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
  size_t n = strlen (p->rawcomm);
  char *esc = xmalloc (n + 1);
  int cells = INT_MAX;
  ps_escape (esc, p->rawcomm, n + 1, &cells, utf8);
  free (p->comm);
  p->comm = esc;

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
      v[i] = (long long) strtoull (s, &end, 10);
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
  return strtol (s, NULL, 10);
}

/* The "a b c d" id lines of status.  */
static void
four_ids (char const *v, unsigned *a, unsigned *b, unsigned *c, unsigned *d)
{
  unsigned *out[] = { a, b, c, d };
  for (int i = 0; i < 4; i++)
    {
      char *end;
      unsigned long x = strtoul (v, &end, 10);
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

static void
status_vm (char const *key, char const *v, struct proc *p)
{
  static struct { char const *key; size_t off; } const vm[] = {
    { "Size", offsetof (struct proc, vm_size) },
    { "RSS", offsetof (struct proc, vm_rss) },
    { "Lck", offsetof (struct proc, vm_lck) },
    { "Data", offsetof (struct proc, vm_data) },
    { "Stk", offsetof (struct proc, vm_stk) },
    { "Exe", offsetof (struct proc, vm_exe) },
    { "Lib", offsetof (struct proc, vm_lib) },
    { "Swap", offsetof (struct proc, vm_swap) },
  };
  for (size_t i = 0; i < sizeof vm / sizeof *vm; i++)
    if (STREQ (key, vm[i].key))
      {
        *(long *) ((char *) p + vm[i].off) = kb_field (v);
        return;
      }
}

static void
status_sig (char const *key, char const *v, struct proc *p)
{
  char *dst = (STREQ (key, "SigPnd") ? p->sigpnd
               : STREQ (key, "ShdPnd") ? p->shdpnd
               : STREQ (key, "SigBlk") ? p->sigblk
               : STREQ (key, "SigIgn") ? p->sigign
               : STREQ (key, "SigCgt") ? p->sigcgt : NULL);
  if (dst)
    snprintf (dst, sizeof p->sigpnd, "%s", v);
}

/* Parse /proc/PID/status.  Keys are told apart by their first letter
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
          char *v = colon + 1;
          *colon = '\0';
          while (*v == ' ' || *v == '\t')
            v++;
          switch (line[0])
            {
            case 'U':
              if (STREQ (line, "Uid"))
                four_ids (v, &p->ruid, &p->euid, &p->suid, &p->fuid);
              break;
            case 'G':
              if (STREQ (line, "Gid"))
                four_ids (v, &p->rgid, &p->egid, &p->sgid, &p->fgid);
              else if (STREQ (line, "Groups"))
                status_groups (v, p);
              break;
            case 'V':
              if (line[1] == 'm')
                status_vm (line + 2, v, p);
              break;
            case 'R':
              if (STREQ (line, "RssAnon"))
                p->rss_anon = kb_field (v);
              else if (STREQ (line, "RssFile"))
                p->rss_file = kb_field (v);
              else if (STREQ (line, "RssShmem"))
                p->rss_shmem = kb_field (v);
              break;
            case 'S':
              if (line[1] == 'i' || line[1] == 'h')
                status_sig (line, v, p);
              break;
            case 'T':
              if (STREQ (line, "Threads"))
                p->nlwp = kb_field (v);
              break;
            default:
              break;
            }
          if (STREQ (line, "SigCgt"))
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
  char *out = xmalloc (len + 1);
  int cells = INT_MAX;
  ps_escape (out, buf, len + 1, &cells, utf8);
  return out;
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
  /* Without SELinux: the printable prefix of attr/current.  When no
     security module answers for this process (EINVAL), none answers
     for any: skip the file from then on.  */
  static int attr_works = -1;
  if (attr_works < 0)
    {
      int fd = open ("/proc/self/attr/current", O_RDONLY | O_CLOEXEC);
      char c;
      attr_works = !(fd >= 0 && read (fd, &c, 1) < 0 && errno == EINVAL);
      if (fd >= 0)
        close (fd);
    }
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
read_cgroup (struct where const *dirfd, char *buf, size_t size)
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
  struct where here = { procfd, "" };
  struct where *dirfd = &here;
  if (tid && tid != tgid)
    snprintf (here.dir, sizeof here.dir, "%d/task/%d", (int) tgid,
              (int) tid);
  else
    snprintf (here.dir, sizeof here.dir, "%d", (int) tgid);
  p->tgid = tgid;
  p->tid = tid ? tid : tgid;
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
  if (ok && (need & NEED_CMDLINE))
    p->cmdline = read_vector (dirfd, "cmdline", utf8);
  if (ok && (need & NEED_ENVIRON))
    p->environ = read_vector (dirfd, "environ", utf8);
  if (ok && (need & NEED_WCHAN))
    p->wchan = read_wchan (dirfd);
  if (ok && (need & NEED_LABEL))
    {
      /* A thread shows its process's label.  */
      struct where proc = { procfd, "" };
      snprintf (proc.dir, sizeof proc.dir, "%d", (int) tgid);
      p->label = read_label (&proc, tgid, selinux);
    }
  if (ok && (need & NEED_CGROUP))
    p->cgroup = read_cgroup (dirfd, buf, sizeof buf);
  if (ok)
    read_extras (dirfd, need, p, buf, sizeof buf);
  if (ok && (need & NEED_EXE))
    {
      ssize_t n = readlink_in (dirfd, "exe", buf, sizeof buf - 1);
      if (n > 0)
        {
          buf[n] = '\0';
          p->exe = xstrdup (buf);
        }
    }
  return ok;
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

/* The name of terminal TTY (stat's tty_nr) for process PID, without
   "/dev/", as procps finds it.  "?" when there is none.  HOW: 0 full,
   1 strip a "tty" prefix too.  */
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
        return snprintf (buf, size, "%u,%u", major, minor);
    }
  char const *n = name;
  if (how == 1 && strncmp (n, "tty", 3) == 0 && n[3])
    n += 3;
  return snprintf (buf, size, "%s", n);
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
