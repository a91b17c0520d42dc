/* ps -- the format specifiers: name, header, width, alignment, the
   /proc files each needs, its printer and its sort order.  Values are
   computed as procps-ng 4.0.2 computes them.  */

#include <config.h>

#include <grp.h>
#include <stdarg.h>
#include <pwd.h>
#include <time.h>

#include "system.h"
#include "xalloc.h"
#include "ps.h"

/* ---- Helpers -------------------------------------------------------- */

char *
ps_xasprintf (char const *fmt, ...)
{
  va_list ap;
  char *s;
  va_start (ap, fmt);
  int r = vasprintf (&s, fmt, ap);
  va_end (ap);
  if (r < 0)
    xalloc_die ();
  return s;
}

/* A number as snprintf's "%llu" (or with NEG, "-%llu") would print it
   into BUF, without printf's cost: a column of thousands of rows spends
   most of its time there otherwise.  */
static int
put_digits (char *buf, size_t size, unsigned long long u, bool neg)
{
  char tmp[24];
  char *e = tmp + sizeof tmp, *d = e;
  do
    *--d = '0' + u % 10;
  while (u /= 10);
  if (neg)
    *--d = '-';
  size_t n = e - d;
  if (size)
    {
      size_t k = n < size ? n : size - 1;
      memcpy (buf, d, k);
      buf[k] = '\0';
    }
  return n;
}

/* "M:SS" with M at least WIDTH wide, or "M.T" (SEP '.') for a tenth.  */
static int
put_pair (char *buf, size_t size, unsigned long long m, int width, char sep,
          unsigned long long low, int low_digits)
{
  char tmp[48];
  int n = put_digits (tmp, 24, m, false);
  int pad = width > n ? width - n : 0;
  if (pad)
    {
      memmove (tmp + pad, tmp, n);
      memset (tmp, ' ', pad);
      n += pad;
    }
  tmp[n++] = sep;
  if (low_digits == 2 && low < 10)
    tmp[n++] = '0';
  n += put_digits (tmp + n, 24, low, false);
  size_t k = (size_t) n < size ? (size_t) n : size ? size - 1 : 0;
  if (size)
    {
      memcpy (buf, tmp, k);
      buf[k] = '\0';
    }
  return n;
}

static int
put_num (char *buf, size_t size, long long v)
{
  return put_digits (buf, size, v < 0 ? -(unsigned long long) v : v, v < 0);
}

static int
put_unum (char *buf, size_t size, unsigned long long v)
{
  return put_digits (buf, size, v, false);
}

#define PR(name) \
  static int pr_##name (char *buf, size_t size, struct proc const *p, \
                        struct ps_ctx *ctx)
#define UNUSED_ARGS (void) p; (void) ctx

static int
put (char *buf, size_t size, char const *s, struct ps_ctx *ctx)
{
  int cells = ctx->max_rightward > 0 ? ctx->max_rightward : 0;
  int before = cells;
  ps_escape (buf, s, size, &cells, ctx->utf8);
  return before - cells;
}

/* A LEFT value (a context, a terminal name) is never cut: a long one
   pushes the rest of the line right.  */
static int
put_whole (char *buf, size_t size, char const *s, struct ps_ctx *ctx)
{
  int cells = INT_MAX;
  ps_escape (buf, s, size, &cells, ctx->utf8);
  return INT_MAX - cells;
}

/* A user or group name as procps prints it: whole if its cells fit
   the room; else cut with a '+' where the byte before the '+' would be
   ASCII, for a cut that cannot split a character; else the number.  */
static int
put_name (char *buf, size_t size, char const *name, unsigned long id,
          struct ps_ctx *ctx)
{
  if (!ctx->o->bsd_n)
    {
      int cells = INT_MAX;
      ps_escape (buf, name, size, &cells, ctx->utf8);
      int len = INT_MAX - cells;
      int room = ctx->max_rightward;
      if (len <= room)
        return len;
      if (room >= 1 && (unsigned char) buf[room - 1] < 127)
        {
          buf[room - 1] = '+';
          buf[room] = '\0';
          return room;
        }
    }
  return snprintf (buf, size, "%lu", id);
}

struct idname
{
  unsigned long id;
  char *name;
};

/* The name of user or group ID, or its number when it has none or one
   of 33 bytes or more (procps keeps 32).  Cached.  */
static char const *
id_name (unsigned long id, bool group)
{
  static struct idname *cache[2];
  static size_t n[2];
  for (size_t i = 0; i < n[group]; i++)
    if (cache[group][i].id == id)
      return cache[group][i].name;
  char *name = NULL;
  if (group)
    {
      struct group *gr = getgrgid (id);
      if (gr)
        name = xstrdup (gr->gr_name);
    }
  else
    {
      struct passwd *pw = getpwuid (id);
      if (pw)
        name = xstrdup (pw->pw_name);
    }
  if (name && strlen (name) >= 33)
    {
      free (name);
      name = NULL;
    }
  if (!name)
    name = ps_xasprintf ("%lu", id);
  cache[group] = xreallocarray (cache[group], n[group] + 1,
                                sizeof **cache);
  cache[group][n[group]++] = (struct idname) { id, name };
  return name;
}

static unsigned long long
tics (struct proc const *p, struct ps_ctx *ctx)
{
  unsigned long long t = p->utime + p->stime;
  if (ctx->o->bsd_S)
    t += p->cutime + p->cstime;
  return t;
}

static unsigned long long
tics_alone (struct proc const *p)
{
  return p->utime + p->stime;
}

/* Seconds since the process started, as procps: uptime minus start.  */
static unsigned long
elapsed (struct proc const *p, struct ps_ctx *ctx)
{
  double up = (double) ctx->uptime_tics / ctx->hertz;
  double st = (double) p->starttime / ctx->hertz;
  return up >= st ? (unsigned long) (up - st) : 0;
}

static double
elapsed_real (struct proc const *p, struct ps_ctx *ctx)
{
  double up = (double) ctx->uptime_tics / ctx->hertz;
  double st = (double) p->starttime / ctx->hertz;
  return up >= st ? up - st : 0;
}

static time_t
start_time (struct proc const *p, struct ps_ctx *ctx)
{
  return ctx->btime + (time_t) ((double) p->starttime / ctx->hertz);
}

static bool
sched_has_nice (struct proc const *p)
{
  return p->policy == 0 || p->policy == 3;
}

/* ---- Printers --------------------------------------------------------- */

PR (pid) { UNUSED_ARGS; return put_num (buf, size, p->tgid); }
PR (tid) { UNUSED_ARGS; return put_num (buf, size, p->tid); }
PR (ppid) { UNUSED_ARGS; return put_num (buf, size, p->ppid); }
PR (pgid) { UNUSED_ARGS; return put_num (buf, size, p->pgrp); }
PR (sid) { UNUSED_ARGS; return put_num (buf, size, p->sid); }
PR (tpgid) { UNUSED_ARGS; return put_num (buf, size, p->tpgid); }
PR (nlwp) { UNUSED_ARGS; return put_num (buf, size, p->nlwp); }

PR (euid) { UNUSED_ARGS; return put_unum (buf, size, p->euid); }
PR (ruid) { UNUSED_ARGS; return put_unum (buf, size, p->ruid); }
PR (suid) { UNUSED_ARGS; return put_unum (buf, size, p->suid); }
PR (fuid) { UNUSED_ARGS; return put_unum (buf, size, p->fuid); }
PR (egid) { UNUSED_ARGS; return put_unum (buf, size, p->egid); }
PR (rgid) { UNUSED_ARGS; return put_unum (buf, size, p->rgid); }
PR (sgid) { UNUSED_ARGS; return put_unum (buf, size, p->sgid); }
PR (fgid) { UNUSED_ARGS; return put_unum (buf, size, p->fgid); }

#define NAMEPR(fn, field, grp) \
  PR (fn) { return put_name (buf, size, id_name (p->field, grp), \
                             p->field, ctx); }
NAMEPR (euser, euid, false)
NAMEPR (ruser, ruid, false)
NAMEPR (suser, suid, false)
NAMEPR (fuser, fuid, false)
NAMEPR (egroup, egid, true)
NAMEPR (rgroup, rgid, true)
NAMEPR (sgroup, sgid, true)
NAMEPR (fgroup, fgid, true)

PR (supgid)
{
  UNUSED_ARGS;
  return put (buf, size, p->groups ? p->groups : "-", ctx);
}

/* The supplementary groups by name (by number when nameless), comma
   separated: "-" when none.  Free the result.  */
static char *
supgrp_names (struct proc const *p)
{
  if (!p->groups || STREQ (p->groups, "-"))
    return xstrdup ("-");
  char *out = xstrdup ("");
  char const *s = p->groups;
  while (*s)
    {
      unsigned long g = strtoul (s, (char **) &s, 10);
      char const *nm = id_name (g, true);
      char *t = ps_xasprintf ("%s%s%s", out, *out ? "," : "", nm);
      free (out);
      out = t;
      if (*s == ',')
        s++;
      else if (*s)
        break;
    }
  return out;
}

PR (supgrp)
{
  UNUSED_ARGS;
  char *out = supgrp_names (p);
  int r = put (buf, size, out, ctx);
  free (out);
  return r;
}

static int
tty_pr (char *buf, size_t size, struct proc const *p, struct ps_ctx *ctx,
        int how)
{
  char name[128];
  ps_tty_name (name, sizeof name, p->tty, p->tgid, how);
  return put_whole (buf, size, name, ctx);
}
PR (tty8) { return tty_pr (buf, size, p, ctx, 0); }
PR (tty4) { return tty_pr (buf, size, p, ctx, 1); }

PR (luid)
{
  UNUSED_ARGS;
  return p->luid == -1 ? snprintf (buf, size, "-") : put_num (buf, size,
                                                               p->luid);
}

PR (state) { UNUSED_ARGS; return snprintf (buf, size, "%c", p->state); }

PR (stat)
{
  UNUSED_ARGS;
  int n = 0;
  buf[n++] = p->state;
  if (p->nice < 0)
    buf[n++] = '<';
  else if (p->nice > 0)
    buf[n++] = 'N';
  if (p->vm_lck > 0)
    buf[n++] = 'L';
  if (p->sid == p->tgid)
    buf[n++] = 's';
  if (p->nlwp > 1)
    buf[n++] = 'l';
  if (p->pgrp == p->tpgid)
    buf[n++] = '+';
  buf[n] = '\0';
  (void) size;
  return n;
}

PR (time)
{
  unsigned long long t = tics (p, ctx) / ctx->hertz;
  unsigned ss = t % 60, mm = t / 60 % 60, hh = t / 3600 % 24;
  unsigned long long dd = t / 86400;
  if (dd)
    return snprintf (buf, size, "%llu-%02u:%02u:%02u", dd, hh, mm, ss);
  return snprintf (buf, size, "%02u:%02u:%02u", hh, mm, ss);
}

PR (bsdtime)
{
  unsigned long long t = tics (p, ctx) / ctx->hertz;
  return put_pair (buf, size, t / 60, 3, ':', t % 60, 2);
}

PR (times)
{
  return snprintf (buf, size, "%llu", tics (p, ctx) / ctx->hertz);
}

PR (etime)
{
  unsigned long t = elapsed (p, ctx);
  unsigned ss = t % 60, mm = t / 60 % 60, hh = t / 3600 % 24;
  unsigned long dd = t / 86400;
  int n = 0;
  if (dd)
    n += snprintf (buf + n, size - n, "%lu-", dd);
  if (dd || hh)
    n += snprintf (buf + n, size - n, "%02u:", hh);
  n += snprintf (buf + n, size - n, "%02u:%02u", mm, ss);
  return n;
}

PR (etimes)
{
  return snprintf (buf, size, "%lu", elapsed (p, ctx));
}

/* Lifetime CPU use per SCALE, over the exact elapsed time.  */
static unsigned long long
permill (struct proc const *p, struct ps_ctx *ctx, unsigned long long scale)
{
  double secs = elapsed_real (p, ctx);
  if (secs <= 0)
    return 0;
  return (unsigned long long) ((double) (tics (p, ctx) * scale
                                         / ctx->hertz) / secs);
}

PR (pcpu)
{
  unsigned long long v = permill (p, ctx, 1000);
  if (v > 999)
    return put_unum (buf, size, v / 10);
  return put_pair (buf, size, v / 10, 0, '.', v % 10, 1);
}

PR (c)
{
  unsigned long long v = permill (p, ctx, 100);
  return snprintf (buf, size, "%2llu", v > 99 ? 99 : v);
}

PR (cp)
{
  unsigned long long v = permill (p, ctx, 1000);
  return snprintf (buf, size, "%3llu", v > 999 ? 999 : v);
}

static int
cu_pr (char *buf, size_t size, struct proc const *p, struct ps_ctx *ctx,
       bool children)
{
  double secs = elapsed_real (p, ctx);
  unsigned long long t = tics_alone (p);
  if (children)
    t += p->cutime + p->cstime;
  double v = secs > 0 ? (double) t * 100 / ctx->hertz / secs : 0;
  /* procps shows more than 99% as 99.999 (meant for ps itself).  */
  if (v > 99.0)
    v = 99.999;
  return snprintf (buf, size, "%.3f", v);
}
PR (cuu) { return cu_pr (buf, size, p, ctx, false); }
PR (cuc) { return cu_pr (buf, size, p, ctx, true); }

PR (pmem)
{
  unsigned long long v = ctx->mem_total
                         ? p->vm_rss * 1000ULL / ctx->mem_total : 0;
  if (v > 999)
    v = 999;
  return put_pair (buf, size, v / 10, 2, '.', v % 10, 1);
}

PR (vsz) { UNUSED_ARGS; return put_num (buf, size, p->vm_size); }
PR (rss) { UNUSED_ARGS; return put_num (buf, size, p->vm_rss); }
PR (sz)
{
  return snprintf (buf, size, "%ld", p->vm_size / ctx->page_kb);
}
PR (size)
{
  UNUSED_ARGS;
  return snprintf (buf, size, "%ld", p->vm_data + p->vm_stk);
}
PR (m_size) { UNUSED_ARGS; return put_unum (buf, size, p->vsize); }

/* Text and data sizes from stat's code bounds, in kB.  */
static unsigned long
code_bytes (struct proc const *p)
{
  return p->endcode > p->startcode ? p->endcode - p->startcode : 0;
}
PR (drs)
{
  UNUSED_ARGS;
  return snprintf (buf, size, "%lu", (p->vsize - code_bytes (p)) >> 10);
}
PR (trs)
{
  UNUSED_ARGS;
  return snprintf (buf, size, "%lu", code_bytes (p) >> 10);
}

PR (ni)
{
  UNUSED_ARGS;
  if (!sched_has_nice (p))
    return snprintf (buf, size, "-");
  return put_num (buf, size, p->nice);
}

PR (pri) { UNUSED_ARGS; return snprintf (buf, size, "%ld", 39 - p->priority); }
PR (opri) { UNUSED_ARGS; return snprintf (buf, size, "%ld", 60 + p->priority); }
PR (priority) { UNUSED_ARGS; return put_num (buf, size, p->priority); }
PR (pri_foo) { UNUSED_ARGS; return snprintf (buf, size, "%ld", p->priority - 20); }
PR (pri_bar) { UNUSED_ARGS; return snprintf (buf, size, "%ld", p->priority + 1); }
PR (pri_baz) { UNUSED_ARGS; return snprintf (buf, size, "%ld", p->priority + 100); }
PR (pri_api) { UNUSED_ARGS; return snprintf (buf, size, "%ld", -1 - p->priority); }

PR (psr) { UNUSED_ARGS; return put_num (buf, size, p->processor); }

PR (rtprio)
{
  UNUSED_ARGS;
  if (p->policy == 0)
    return snprintf (buf, size, "-");
  return put_unum (buf, size, p->rtprio);
}

PR (sched) { UNUSED_ARGS; return put_unum (buf, size, p->policy); }

PR (cls)
{
  UNUSED_ARGS;
  static char const *const names[] = { "TS", "FF", "RR", "B", "ISO",
                                       "IDL", "DLN" };
  if (p->policy < sizeof names / sizeof *names)
    return snprintf (buf, size, "%s", names[p->policy]);
  return snprintf (buf, size, "?");
}

PR (flags)
{
  UNUSED_ARGS;
  return snprintf (buf, size, "%lo", (p->flags >> 6) & 7);
}

PR (minflt) { UNUSED_ARGS; return put_unum (buf, size, p->minflt); }
PR (majflt) { UNUSED_ARGS; return put_unum (buf, size, p->majflt); }

PR (wchan)
{
  UNUSED_ARGS;
  return put (buf, size, p->wchan ? p->wchan : "-", ctx);
}

PR (label)
{
  UNUSED_ARGS;
  return put_whole (buf, size, p->label ? p->label : "-", ctx);
}

PR (dash) { UNUSED_ARGS; return snprintf (buf, size, "-"); }
PR (addr) { UNUSED_ARGS; return snprintf (buf, size, "-"); }

static int
hex16 (char *buf, size_t size, unsigned long v)
{
  return snprintf (buf, size, "%016lx", v);
}
PR (eip) { UNUSED_ARGS; return hex16 (buf, size, p->kstkeip); }
PR (esp) { UNUSED_ARGS; return hex16 (buf, size, p->kstkesp); }
PR (stackp) { UNUSED_ARGS; return hex16 (buf, size, p->startstack); }

static int
sig_pr (char *buf, size_t size, char const *mask, struct ps_ctx *ctx)
{
  /* As procps: a narrow column shows the low 8 digits, after a '<'
     when the mask has more significant digits than that.  */
  size_t len = strlen (mask);
  if (ctx->wide_signals)
    return snprintf (buf, size, "%s%s", len > 8 ? "" : "00000000", mask);
  if (len - strspn (mask, "0") > 8)
    return snprintf (buf, size, "<%s", mask + len - 8);
  if (len < 8)
    return snprintf (buf, size, "%s%s", "00000000" + len, mask);
  return snprintf (buf, size, "%s", mask + len - 8);
}

/* What procps shows as a row's pending signals: the process-wide set
   (ShdPnd) on a process's row and its leader's, the thread's own
   (SigPnd) on another thread's (-L, -T, -m's thread rows): procps reads
   a leader from the process's directory.  */
static char const *
pending_set (struct proc const *p)
{
  return p->task ? p->sigpnd : p->shdpnd;
}

PR (pending) { return sig_pr (buf, size, pending_set (p), ctx); }
PR (tsig) { return sig_pr (buf, size, p->sigpnd, ctx); }
PR (blocked) { return sig_pr (buf, size, p->sigblk, ctx); }
PR (ignored) { return sig_pr (buf, size, p->sigign, ctx); }
PR (caught) { return sig_pr (buf, size, p->sigcgt, ctx); }

static int
start_fmt (char *buf, size_t size, struct proc const *p,
           struct ps_ctx *ctx, char const *fmt)
{
  time_t t = start_time (p, ctx);
  struct tm tm;
  /* localtime_r: no stat of /etc/localtime for every row.  */
  if (!localtime_r (&t, &tm))
    return snprintf (buf, size, "-");
  return strftime (buf, size, fmt, &tm);
}

PR (stime)
{
  time_t now = ctx->now;
  struct tm nt, pt;
  time_t t = start_time (p, ctx);
  /* Processes started in one second come in runs: the last one's text
     again rather than two localtime_r and a strftime per row.  */
  static time_t last_t = -1, last_now;
  static char last[32];
  static int last_n;
  if (t == last_t && now == last_now && size > sizeof last)
    {
      memcpy (buf, last, last_n + 1);
      return last_n;
    }
  if (!localtime_r (&now, &nt) || !localtime_r (&t, &pt))
    return snprintf (buf, size, "-");
  char const *fmt = "%H:%M";
  if (nt.tm_yday != pt.tm_yday)
    fmt = "%b%d";
  if (nt.tm_year != pt.tm_year)
    fmt = "%Y";
  int n = strftime (buf, size, fmt, &pt);
  if (n > 0 && (size_t) n < sizeof last)
    {
      memcpy (last, buf, n + 1);
      last_n = n;
      last_t = t;
      last_now = now;
    }
  return n;
}

PR (start)
{
  time_t t = start_time (p, ctx);
  if (ctx->now - t > 86400)
    return start_fmt (buf, size, p, ctx, "  %b %d");
  return start_fmt (buf, size, p, ctx, "%H:%M:%S");
}

PR (bsdstart)
{
  time_t t = start_time (p, ctx);
  if (ctx->now - t > 86400)
    return start_fmt (buf, size, p, ctx, "%b %d");
  return start_fmt (buf, size, p, ctx, " %H:%M");
}

PR (lstart)
{
  return start_fmt (buf, size, p, ctx, "%a %b %e %H:%M:%S %Y");
}

/* The tree prefix of --forest rows.  */
static int
forest (char *buf, size_t size, struct proc const *p, struct ps_ctx *ctx)
{
  if (!ctx->show_forest || !p->forest_prefix)
    return 0;
  /* procps keeps the whole steps of the prefix (4 cells, 2 for -H)
     that fit the column, and no part of the next.  */
  int step = ctx->o->forest ? 4 : 2;
  int room = ctx->max_rightward;
  int len = strlen (p->forest_prefix), keep = 0;
  while (keep < len && room >= step)
    {
      keep += step;
      room -= step;
    }
  return snprintf (buf, size, "%.*s", keep, p->forest_prefix);
}

static int
command_pr (char *buf, size_t size, struct proc const *p,
            struct ps_ctx *ctx, bool args)
{
  int n = forest (buf, size, p, ctx);
  int cells = ctx->max_rightward - n;
  if (cells < 0)
    cells = 0;
  char *tmp = NULL;
  char const *text;
  if ((!args && !ctx->unix_f) || ctx->o->bsd_c)
    text = p->comm;
  else if (p->cmdline)
    text = p->cmdline;
  else
    text = tmp = ps_xasprintf (p->state == 'Z' ? "[%s] <defunct>" : "[%s]",
                               p->comm);
  n += ps_escape (buf + n, text, size - n, &cells, ctx->utf8);
  free (tmp);
  if (ctx->o->bsd_e && p->environ && cells > 1)
    {
      buf[n++] = ' ';
      cells--;
      n += ps_escape (buf + n, p->environ, size - n, &cells, ctx->utf8);
    }
  int used = ctx->max_rightward - cells;
  return used;
}

PR (args) { return command_pr (buf, size, p, ctx, true); }
PR (comm) { return command_pr (buf, size, p, ctx, false); }
PR (ucomm) { return command_pr (buf, size, p, ctx, false); }

/* The name in at most 8 cells after the tree prefix.  The count is
   procps': with more room than 8 cells (the last column) it counts the
   room left unused as used, which nothing after the last column sees.  */
PR (fname)
{
  int n = forest (buf, size, p, ctx);
  int cells = ctx->max_rightward - n;
  if (cells > 8)
    cells = 8;
  ps_escape (buf + n, p->comm, size - n, &cells, ctx->utf8);
  return ctx->max_rightward - cells;
}

/* procps 4.0.2 shows no environment in this column, only "-".  */
PR (environ)
{
  UNUSED_ARGS;
  return snprintf (buf, size, "-");
}

PR (cgroup)
{
  UNUSED_ARGS;
  return put (buf, size, p->cgroup ? p->cgroup : "-", ctx);
}

PR (exe)
{
  UNUSED_ARGS;
  return put (buf, size, p->exe ? p->exe : "-", ctx);
}

PR (ag_id) { UNUSED_ARGS; return put_num (buf, size, p->ag_id); }
PR (ag_nice) { UNUSED_ARGS; return put_num (buf, size, p->ag_nice); }
PR (oom) { UNUSED_ARGS; return put_num (buf, size, p->oom_score); }
PR (oomadj) { UNUSED_ARGS; return put_num (buf, size, p->oom_adj); }
PR (pss) { UNUSED_ARGS; return put_num (buf, size, p->pss); }
PR (uss) { UNUSED_ARGS; return put_num (buf, size, p->uss); }
#define IOPR(name, i) \
  PR (name) { UNUSED_ARGS; return snprintf (buf, size, "%llu", p->io[i]); }
IOPR (rchars, 0)
IOPR (wchars, 1)
IOPR (rops, 2)
IOPR (wops, 3)
IOPR (rbytes, 4)
IOPR (wbytes, 5)
IOPR (wcbytes, 6)
#define NSPR(name, i) \
  PR (name) { UNUSED_ARGS; return p->ns[i] \
      ? snprintf (buf, size, "%lu", p->ns[i]) : snprintf (buf, size, "-"); }
NSPR (cgroupns, 0)
NSPR (ipcns, 1)
NSPR (mntns, 2)
NSPR (netns, 3)
NSPR (pidns, 4)
NSPR (timens, 5)
NSPR (userns, 6)
NSPR (utsns, 7)
PR (xx) { UNUSED_ARGS; return snprintf (buf, size, "xx"); }
PR (slice) { UNUSED_ARGS; return snprintf (buf, size, "-.slice"); }
PR (zero) { UNUSED_ARGS; return snprintf (buf, size, "0"); }
PR (sgi_p)
{
  UNUSED_ARGS;
  if (p->state == 'R')
    return put_num (buf, size, p->processor);
  return snprintf (buf, size, "*");
}

/* The test columns print from fixed lists, chosen by procps' count of
   rows to the next header taken as unsigned (-2 is 4294967294).  */
static char const *
test_value (char const *const *vals, unsigned n, struct ps_ctx const *ctx)
{
  return vals[(unsigned) ctx->header_due % n];
}

PR (left)
{
  static char const *const v[] = { "tty7", "pts/9999", "iseries/vtty42",
                                   "ttySMX0", "3270/tty4" };
  (void) p;
  return snprintf (buf, size, "%s", test_value (v, 5, ctx));
}

PR (left2)
{
  static char const *const v[] = { "tty7", "pts/9999", "ttySMX0",
                                   "3270/tty4" };
  (void) p;
  return snprintf (buf, size, "%s", test_value (v, 4, ctx));
}

PR (right)
{
  static char const *const v[] = { "999-23:59:59", "99-23:59:59",
                                   "9-23:59:59", "59:59" };
  (void) p;
  return snprintf (buf, size, "%s", test_value (v, 4, ctx));
}

PR (right2)
{
  static char const *const v[] = { "999-23:59:59", "99-23:59:59",
                                   "9-23:59:59" };
  (void) p;
  return snprintf (buf, size, "%s", test_value (v, 3, ctx));
}

/* Like args: cut to the room the line has.  */
static int
test_unlimited (char *buf, size_t size, char const *s, struct ps_ctx *ctx)
{
  int room = ctx->max_rightward > 0 ? ctx->max_rightward : 0;
  if ((size_t) room + 1 < size)
    size = room + 1;
  snprintf (buf, size, "%s", s);
  return strlen (buf);
}

PR (unlimited)
{
  static char const *const v[] = { "[123456789-12345] <defunct>", "ps",
                                   "123456789-123456" };
  (void) p;
  return test_unlimited (buf, size, test_value (v, 3, ctx), ctx);
}

PR (unlimited2)
{
  static char const *const v[] = { "unlimited", "[123456789-12345] <defunct>",
                                   "ps", "123456789-123456" };
  (void) p;
  return test_unlimited (buf, size, test_value (v, 4, ctx), ctx);
}

/* ---- Sort orders ------------------------------------------------------ */

#define CMPNUM(name, expr) \
  static int cmp_##name (struct proc const *a, struct proc const *b) \
  { \
    struct proc const *p = a; __typeof__ (expr) x = (expr); \
    p = b; __typeof__ (expr) y = (expr); \
    return (x > y) - (x < y); \
  }

CMPNUM (pid, p->tgid)
CMPNUM (tid, p->tid)
CMPNUM (ppid, p->ppid)
CMPNUM (pgid, p->pgrp)
CMPNUM (sid, p->sid)
CMPNUM (tpgid, p->tpgid)
CMPNUM (nlwp, p->nlwp)
CMPNUM (euid, p->euid)
CMPNUM (ruid, p->ruid)
CMPNUM (suid, p->suid)
CMPNUM (fuid, p->fuid)
CMPNUM (egid, p->egid)
CMPNUM (rgid, p->rgid)
CMPNUM (sgid, p->sgid)
CMPNUM (fgid, p->fgid)
/* procps sorts terminals by name, in version order (pts/9 before
   pts/10).  */
static int
cmp_tty (struct proc const *a, struct proc const *b)
{
  char x[128], y[128];
  ps_tty_name (x, sizeof x, a->tty, a->tgid, 0);
  ps_tty_name (y, sizeof y, b->tty, b->tgid, 0);
  return strverscmp (x, y);
}

/* procps sorts by tty4 through the terminal's name, which it reads only
   for a column or key that prints the name (tty, tname, ...): without
   one, every row ties.  */
static int
cmp_tty4 (struct proc const *a, struct proc const *b)
{
  static int named = -1;
  if (named < 0)
    {
      named = 0;
      for (size_t i = 0; i < n_cols; i++)
        named |= cols[i].spec->pr == pr_tty8;
      for (size_t i = 0; i < n_sortkeys; i++)
        named |= sortkeys[i].spec->pr == pr_tty8;
    }
  return named ? cmp_tty (a, b) : 0;
}
CMPNUM (state, p->state)
CMPNUM (time, p->utime + p->stime)
CMPNUM (start, p->starttime)
CMPNUM (vsz, p->vm_size)
CMPNUM (rss, p->vm_rss)
CMPNUM (nice, p->nice)
CMPNUM (pri, p->priority)
CMPNUM (psr, p->processor)
CMPNUM (rtprio, p->rtprio)
CMPNUM (policy, p->policy)
CMPNUM (flags, p->flags)
CMPNUM (minflt, p->minflt)
CMPNUM (majflt, p->majflt)

static int
cmp_str (char const *x, char const *y)
{
  return strcmp (x ? x : "", y ? y : "");
}
static int cmp_comm (struct proc const *a, struct proc const *b)
{ return cmp_str (a->comm, b->comm); }
/* procps sorts a process without a command line (a zombie, a kernel
   thread) by the text it prints for it: "[comm]", "[comm] <defunct>".  */
static char const *
args_key (struct proc const *p, char *buf, size_t size)
{
  if (p->cmdline)
    return p->cmdline;
  char *text = ps_xasprintf (p->state == 'Z' ? "[%s] <defunct>" : "[%s]",
                             p->comm ? p->comm : "");
  int cells = INT_MAX;
  ps_escape (buf, text, size, &cells, ps_sort_ctx && ps_sort_ctx->utf8);
  free (text);
  return buf;
}
static int cmp_args (struct proc const *a, struct proc const *b)
{
  char x[128], y[128];
  return strcmp (args_key (a, x, sizeof x), args_key (b, y, sizeof y));
}
static int cmp_euser (struct proc const *a, struct proc const *b)
{ return cmp_str (id_name (a->euid, false), id_name (b->euid, false)); }
static int cmp_ruser (struct proc const *a, struct proc const *b)
{ return cmp_str (id_name (a->ruid, false), id_name (b->ruid, false)); }
static int cmp_egroup (struct proc const *a, struct proc const *b)
{ return cmp_str (id_name (a->egid, true), id_name (b->egid, true)); }
static int cmp_rgroup (struct proc const *a, struct proc const *b)
{ return cmp_str (id_name (a->rgid, true), id_name (b->rgid, true)); }
static int cmp_wchan (struct proc const *a, struct proc const *b)
{ return cmp_str (a->wchan, b->wchan); }
/* CPU time over elapsed time, as procps sorts %CPU: the ratio itself,
   not the tenths it prints.  */
static double
utilization (struct proc const *p, unsigned long long tics)
{
  struct ps_ctx *ctx = ps_sort_ctx;
  double secs = ctx ? elapsed_real (p, ctx) : 0;
  return secs > 0 ? (double) tics / ctx->hertz / secs : 0;
}
static int cmp_pcpu (struct proc const *a, struct proc const *b)
{
  double x = utilization (a, tics_alone (a));
  double y = utilization (b, tics_alone (b));
  return (x > y) - (x < y);
}
static int cmp_pcpu_c (struct proc const *a, struct proc const *b)
{
  double x = utilization (a, tics_alone (a) + a->cutime + a->cstime);
  double y = utilization (b, tics_alone (b) + b->cutime + b->cstime);
  return (x > y) - (x < y);
}
/* Elapsed time: the later start first.  */
static int cmp_elapsed (struct proc const *a, struct proc const *b)
{
  return -cmp_start (a, b);
}

/* The keys procps 4.0.2 sorts by though it prints nothing from them
   (test columns, systemd and login fields, NUMA): every row ties, so
   the order is the unsorted one.  */
static int cmp_none (struct proc const *a, struct proc const *b)
{ (void) a; (void) b; return 0; }
CMPNUM (ag_id, p->ag_id)
CMPNUM (ag_nice, p->ag_nice)
CMPNUM (vsize, p->vsize)
CMPNUM (eip, p->kstkeip)
CMPNUM (esp, p->kstkesp)
CMPNUM (stackp, p->startstack)
CMPNUM (luid, p->luid)
CMPNUM (rsslim, p->rsslim)
CMPNUM (oom, p->oom_score)
CMPNUM (oomadj, p->oom_adj)
CMPNUM (pss, p->pss)
CMPNUM (uss, p->uss)
CMPNUM (rchars, p->io[0])
CMPNUM (wchars, p->io[1])
CMPNUM (rops, p->io[2])
CMPNUM (wops, p->io[3])
CMPNUM (rbytes, p->io[4])
CMPNUM (wbytes, p->io[5])
CMPNUM (wcbytes, p->io[6])
CMPNUM (cgroupns, p->ns[0])
CMPNUM (ipcns, p->ns[1])
CMPNUM (mntns, p->ns[2])
CMPNUM (netns, p->ns[3])
CMPNUM (pidns, p->ns[4])
CMPNUM (timens, p->ns[5])
CMPNUM (userns, p->ns[6])
CMPNUM (utsns, p->ns[7])
/* Signal masks are fixed-width hex text: text order is number order.  */
static int cmp_sigpnd (struct proc const *a, struct proc const *b)
{ return strcmp (a->sigpnd, b->sigpnd); }
static int cmp_shdpnd (struct proc const *a, struct proc const *b)
{ return strcmp (pending_set (a), pending_set (b)); }
static int cmp_sigblk (struct proc const *a, struct proc const *b)
{ return strcmp (a->sigblk, b->sigblk); }
static int cmp_sigign (struct proc const *a, struct proc const *b)
{ return strcmp (a->sigign, b->sigign); }
static int cmp_sigcgt (struct proc const *a, struct proc const *b)
{ return strcmp (a->sigcgt, b->sigcgt); }
static int cmp_cgroup (struct proc const *a, struct proc const *b)
{ return cmp_str (a->cgroup, b->cgroup); }
static int cmp_exe (struct proc const *a, struct proc const *b)
{ return cmp_str (a->exe, b->exe); }
static int cmp_groups (struct proc const *a, struct proc const *b)
{ return cmp_str (a->groups, b->groups); }
/* procps 4.0.2 sorts fgid by the flags, and vsize by the stat vsize,
   but only when a column or sort key of the run reads that value (f,
   flag, flags; drs, size, trs...): else every row ties.  */
static bool
item_read (ps_cmp cmp)
{
  for (size_t i = 0; i < n_cols; i++)
    if (cols[i].spec->cmp == cmp)
      return true;
  for (size_t i = 0; i < n_sortkeys; i++)
    if (sortkeys[i].spec->cmp == cmp)
      return true;
  return false;
}
static int cmp_fgid_flags (struct proc const *a, struct proc const *b)
{ return item_read (cmp_flags) ? cmp_flags (a, b) : 0; }
static int cmp_vsize_item (struct proc const *a, struct proc const *b)
{ return item_read (cmp_vsize) ? cmp_vsize (a, b) : 0; }

/* procps sorts supgrp by the names it prints.  */
static int cmp_supgrp (struct proc const *a, struct proc const *b)
{
  char *x = supgrp_names (a), *y = supgrp_names (b);
  int c = strcmp (x, y);
  free (x);
  free (y);
  return c;
}
static int cmp_fuser (struct proc const *a, struct proc const *b)
{ return cmp_str (id_name (a->fuid, false), id_name (b->fuid, false)); }
static int cmp_suser (struct proc const *a, struct proc const *b)
{ return cmp_str (id_name (a->suid, false), id_name (b->suid, false)); }
static int cmp_fgroup (struct proc const *a, struct proc const *b)
{ return cmp_str (id_name (a->fgid, true), id_name (b->fgid, true)); }
static int cmp_sgroup (struct proc const *a, struct proc const *b)
{ return cmp_str (id_name (a->sgid, true), id_name (b->sgid, true)); }

/* ---- The table -------------------------------------------------------- */

#define S NEED_STAT
#define ST NEED_STATUS
#define OW (NEED_STAT | NEED_OWNER)
#define CL NEED_CMDLINE
#define R AL_RIGHT
#define L AL_LEFT
#define U AL_USER
#define UN AL_UNLIMITED
#define SG AL_SIGNAL
#define W AL_WCHAN
#define E(name, head, pr, cmp, width, align, pidmax, need) \
  { name, head, pr_##pr, cmp, width, align, pidmax, need }

struct ps_spec const ps_specs[] =
{
  E ("%cpu", "%CPU", pcpu, cmp_pcpu, 4, R, 0, S),
  E ("%mem", "%MEM", pmem, cmp_rss, 4, R, 0, ST),
  E ("_left", "LLLLLLLL", left, cmp_none, 8, L, 0, 0),
  E ("_left2", "L2L2L2L2", left2, cmp_none, 8, L, 0, 0),
  E ("_right", "RRRRRRRRRRR", right, cmp_none, 11, R, 0, 0),
  E ("_right2", "R2R2R2R2R2R", right2, cmp_none, 11, R, 0, 0),
  E ("_unlimited", "U", unlimited, cmp_none, 16, UN, 0, 0),
  E ("_unlimited2", "U2", unlimited2, cmp_none, 16, UN, 0, 0),
  E ("ag_id", "AGID", ag_id, cmp_ag_id, 5, R, 0, NEED_AUTOGROUP),
  E ("ag_nice", "AGNI", ag_nice, cmp_ag_nice, 4, R, 0, NEED_AUTOGROUP),
  E ("args", "COMMAND", args, cmp_args, 27, UN, 0, S | CL),
  E ("atime", "TIME", time, cmp_time, 8, R, 0, S),
  E ("blocked", "BLOCKED", blocked, cmp_sigblk, 9, SG, 0, ST),
  E ("bsdstart", "START", bsdstart, cmp_start, 6, R, 0, S),
  E ("bsdtime", "TIME", bsdtime, cmp_time, 6, R, 0, S),
  E ("c", "C", c, cmp_pcpu, 2, R, 0, S),
  E ("caught", "CAUGHT", caught, cmp_sigcgt, 9, SG, 0, ST),
  E ("cgname", "CGNAME", cgroup, cmp_cgroup, 27, UN, 0, NEED_CGROUP),
  E ("cgroup", "CGROUP", cgroup, cmp_cgroup, 27, UN, 0, NEED_CGROUP),
  E ("cgroupns", "CGROUPNS", cgroupns, cmp_cgroupns, 10, R, 0, NEED_NS),
  E ("class", "CLS", cls, cmp_policy, 3, L, 0, S),
  E ("cls", "CLS", cls, cmp_policy, 3, R, 0, S),
  E ("cmd", "CMD", args, cmp_args, 27, UN, 0, S | CL),
  E ("comm", "COMMAND", comm, cmp_comm, 15, UN, 0, S),
  E ("command", "COMMAND", args, cmp_args, 27, UN, 0, S | CL),
  E ("context", "CONTEXT", label, cmp_pid, 31, L, 0, NEED_LABEL),
  E ("cp", "CP", cp, cmp_pcpu, 3, R, 0, S),
  E ("cpuid", "CPUID", psr, cmp_psr, 5, R, 0, S),
  E ("cputime", "TIME", time, cmp_time, 8, R, 0, S),
  E ("cputimes", "TIME", times, cmp_time, 8, R, 0, S),
  E ("cuc", "%CUC", cuc, cmp_pcpu_c, 7, R, 0, S),
  E ("cuu", "%CUU", cuu, cmp_pcpu, 6, R, 0, S),
  E ("drs", "DRS", drs, cmp_vsize, 5, R, 0, S),
  E ("dsiz", "DSIZ", drs, cmp_vsize, 4, R, 0, S),
  E ("egid", "EGID", egid, cmp_egid, 5, R, 0, OW),
  E ("egroup", "EGROUP", egroup, cmp_egroup, 8, U, 0, OW),
  E ("eip", "EIP", eip, cmp_eip, 16, R, 0, S),
  E ("environ", "ENVIRONMENT", environ, cmp_none, 11, UN, 0, 0),
  E ("esp", "ESP", esp, cmp_esp, 16, R, 0, S),
  E ("etime", "ELAPSED", etime, cmp_elapsed, 11, R, 0, S),
  E ("etimes", "ELAPSED", etimes, cmp_elapsed, 7, R, 0, S),
  E ("euid", "EUID", euid, cmp_euid, 5, R, 0, OW),
  E ("euser", "EUSER", euser, cmp_euser, 8, U, 0, OW),
  E ("exe", "EXE", exe, cmp_exe, 27, UN, 0, NEED_EXE),
  E ("f", "F", flags, cmp_flags, 1, R, 0, S),
  E ("fgid", "FGID", fgid, cmp_fgid_flags, 5, R, 0, ST),
  E ("fgroup", "FGROUP", fgroup, cmp_fgroup, 8, U, 0, ST),
  E ("flag", "F", flags, cmp_flags, 1, R, 0, S),
  E ("flags", "F", flags, cmp_flags, 1, R, 0, S),
  E ("fname", "COMMAND", fname, cmp_comm, 8, L, 0, S),
  E ("fsgid", "FSGID", fgid, cmp_fgid, 5, R, 0, ST),
  E ("fsgroup", "FSGROUP", fgroup, cmp_fgroup, 8, U, 0, ST),
  E ("fsuid", "FSUID", fuid, cmp_fuid, 5, R, 0, ST),
  E ("fsuser", "FSUSER", fuser, cmp_fuser, 8, U, 0, ST),
  E ("fuid", "FUID", fuid, cmp_fuid, 5, R, 0, ST),
  E ("fuser", "FUSER", fuser, cmp_fuser, 8, U, 0, ST),
  E ("gid", "GID", egid, cmp_egid, 5, R, 0, OW),
  E ("group", "GROUP", egroup, cmp_egroup, 8, U, 0, OW),
  E ("ignored", "IGNORED", ignored, cmp_sigign, 9, SG, 0, ST),
  E ("intpri", "PRI", opri, cmp_pri, 3, R, 0, S),
  E ("ipcns", "IPCNS", ipcns, cmp_ipcns, 10, R, 0, NEED_NS),
  E ("label", "LABEL", label, cmp_pid, 31, L, 0, NEED_LABEL),
  E ("lastcpu", "C", psr, cmp_psr, 3, R, 0, S),
  E ("lim", "LIM", xx, cmp_rsslim, 5, R, 0, S),
  E ("longtname", "TTY", tty8, cmp_tty, 8, L, 0, S),
  E ("lsession", "SESSION", dash, cmp_none, 11, L, 0, 0),
  E ("lstart", "STARTED", lstart, cmp_start, 24, R, 0, S),
  E ("luid", "LUID", luid, cmp_luid, 5, R, 0, NEED_LOGINUID),
  E ("lwp", "LWP", tid, cmp_tid, 5, R, 1, S),
  E ("lxc", "LXC", dash, cmp_none, 8, L, 0, 0),
  E ("m_drs", "DRS", drs, cmp_vsize, 5, R, 0, S),
  E ("m_size", "SIZE", m_size, cmp_vsize, 5, R, 0, S),
  E ("m_trs", "TRS", trs, cmp_vsize, 5, R, 0, S),
  E ("machine", "MACHINE", dash, cmp_none, 31, L, 0, 0),
  E ("maj_flt", "MAJFL", majflt, cmp_majflt, 6, R, 0, S),
  E ("majflt", "MAJFLT", majflt, cmp_majflt, 6, R, 0, S),
  E ("min_flt", "MINFL", minflt, cmp_minflt, 6, R, 0, S),
  E ("minflt", "MINFLT", minflt, cmp_minflt, 6, R, 0, S),
  E ("mntns", "MNTNS", mntns, cmp_mntns, 10, R, 0, NEED_NS),
  E ("netns", "NETNS", netns, cmp_netns, 10, R, 0, NEED_NS),
  E ("ni", "NI", ni, cmp_nice, 3, R, 0, S),
  E ("nice", "NI", ni, cmp_nice, 3, R, 0, S),
  E ("nlwp", "NLWP", nlwp, cmp_nlwp, 4, R, 0, S),
  E ("numa", "NUMA", zero, cmp_none, 4, R, 0, 0),
  E ("oom", "OOM", oom, cmp_oom, 4, R, 0, NEED_OOM),
  E ("oomadj", "OOMADJ", oomadj, cmp_oomadj, 5, R, 0, NEED_OOM),
  E ("opri", "PRI", opri, cmp_pri, 3, R, 0, S),
  E ("ouid", "OWNER", dash, cmp_none, 5, L, 0, 0),
  E ("pagein", "PAGEIN", majflt, cmp_majflt, 6, R, 0, S),
  E ("pcpu", "%CPU", pcpu, cmp_pcpu, 4, R, 0, S),
  E ("pending", "PENDING", pending, cmp_shdpnd, 9, SG, 0, ST),
  E ("pgid", "PGID", pgid, cmp_pgid, 5, R, 1, S),
  E ("pgrp", "PGRP", pgid, cmp_pgid, 5, R, 1, S),
  E ("pid", "PID", pid, cmp_pid, 5, R, 1, 0),
  E ("pidns", "PIDNS", pidns, cmp_pidns, 10, R, 0, NEED_NS),
  E ("pmem", "%MEM", pmem, cmp_rss, 4, R, 0, ST),
  E ("policy", "POL", cls, cmp_policy, 3, L, 0, S),
  E ("ppid", "PPID", ppid, cmp_ppid, 5, R, 1, S),
  E ("pri", "PRI", pri, cmp_pri, 3, R, 0, S),
  E ("pri_api", "API", pri_api, cmp_pri, 3, R, 0, S),
  E ("pri_bar", "BAR", pri_bar, cmp_pri, 3, R, 0, S),
  E ("pri_baz", "BAZ", pri_baz, cmp_pri, 3, R, 0, S),
  E ("pri_foo", "FOO", pri_foo, cmp_pri, 3, R, 0, S),
  E ("priority", "PRI", priority, cmp_pri, 3, R, 0, S),
  E ("psr", "PSR", psr, cmp_psr, 3, R, 0, S),
  E ("pss", "PSS", pss, cmp_pss, 5, R, 0, NEED_SMAPS),
  E ("rbytes", "RBYTES", rbytes, cmp_rbytes, 5, R, 0, NEED_IO),
  E ("rchars", "RCHARS", rchars, cmp_rchars, 5, R, 0, NEED_IO),
  E ("rgid", "RGID", rgid, cmp_rgid, 5, R, 0, ST),
  E ("rgroup", "RGROUP", rgroup, cmp_rgroup, 8, U, 0, ST),
  E ("rops", "ROPS", rops, cmp_rops, 5, R, 0, NEED_IO),
  E ("rss", "RSS", rss, cmp_rss, 5, R, 0, ST),
  E ("rssize", "RSS", rss, cmp_rss, 5, R, 0, ST),
  E ("rsz", "RSZ", rss, cmp_rss, 5, R, 0, ST),
  E ("rtprio", "RTPRIO", rtprio, cmp_rtprio, 6, R, 0, S),
  E ("ruid", "RUID", ruid, cmp_ruid, 5, R, 0, ST),
  E ("ruser", "RUSER", ruser, cmp_ruser, 8, U, 0, ST),
  E ("s", "S", state, cmp_state, 1, L, 0, S),
  E ("sched", "SCH", sched, cmp_policy, 3, R, 0, S),
  E ("seat", "SEAT", dash, cmp_none, 11, L, 0, 0),
  E ("sess", "SESS", sid, cmp_sid, 5, R, 1, S),
  E ("session", "SESS", sid, cmp_sid, 5, R, 1, S),
  E ("sgi_p", "P", sgi_p, cmp_state, 1, R, 0, S),
  E ("sgi_rss", "RSS", rss, cmp_rss, 4, L, 0, ST),
  E ("sgid", "SGID", sgid, cmp_sgid, 5, R, 0, ST),
  E ("sgroup", "SGROUP", sgroup, cmp_sgroup, 8, U, 0, ST),
  E ("sid", "SID", sid, cmp_sid, 5, R, 1, S),
  E ("sig", "PENDING", pending, cmp_shdpnd, 9, SG, 0, ST),
  E ("sig_block", "BLOCKED", blocked, cmp_sigblk, 9, SG, 0, ST),
  E ("sig_catch", "CATCHED", caught, cmp_sigcgt, 9, SG, 0, ST),
  E ("sig_ignore", "IGNORED", ignored, cmp_sigign, 9, SG, 0, ST),
  E ("sig_pend", "SIGNAL", pending, cmp_shdpnd, 9, SG, 0, ST),
  E ("sigcatch", "CAUGHT", caught, cmp_sigcgt, 9, SG, 0, ST),
  E ("sigignore", "IGNORED", ignored, cmp_sigign, 9, SG, 0, ST),
  E ("sigmask", "BLOCKED", blocked, cmp_sigblk, 9, SG, 0, ST),
  E ("size", "SIZE", size, cmp_vsize, 5, R, 0, ST | S),
  E ("slice", "SLICE", slice, cmp_none, 31, L, 0, 0),
  E ("spid", "SPID", tid, cmp_tid, 5, R, 1, S),
  E ("stackp", "STACKP", stackp, cmp_stackp, 16, R, 0, S),
  E ("start", "STARTED", start, cmp_start, 8, R, 0, S),
  E ("start_stack", "STACKP", stackp, cmp_stackp, 16, R, 0, S),
  E ("start_time", "START", stime, cmp_start, 5, R, 0, S),
  E ("stat", "STAT", stat, cmp_state, 4, L, 0, S | ST),
  E ("state", "S", state, cmp_state, 1, L, 0, S),
  E ("stime", "STIME", stime, cmp_start, 5, R, 0, S),
  E ("suid", "SUID", suid, cmp_suid, 5, R, 0, ST),
  E ("supgid", "SUPGID", supgid, cmp_groups, 20, UN, 0, ST),
  E ("supgrp", "SUPGRP", supgrp, cmp_supgrp, 40, UN, 0, ST),
  E ("suser", "SUSER", suser, cmp_suser, 8, U, 0, ST),
  E ("svgid", "SVGID", sgid, cmp_sgid, 5, R, 0, ST),
  E ("svgroup", "SVGROUP", sgroup, cmp_sgroup, 8, U, 0, ST),
  E ("svuid", "SVUID", suid, cmp_suid, 5, R, 0, ST),
  E ("svuser", "SVUSER", suser, cmp_suser, 8, U, 0, ST),
  E ("sz", "SZ", sz, cmp_vsz, 5, R, 0, ST),
  E ("tgid", "TGID", pid, cmp_pid, 5, R, 1, 0),
  E ("thcount", "THCNT", nlwp, cmp_nlwp, 5, R, 0, S),
  E ("tid", "TID", tid, cmp_tid, 5, R, 1, S),
  E ("time", "TIME", time, cmp_time, 8, R, 0, S),
  E ("timens", "TIMENS", timens, cmp_timens, 10, R, 0, NEED_NS),
  E ("times", "TIME", times, cmp_time, 8, R, 0, S),
  E ("tname", "TTY", tty8, cmp_tty, 8, L, 0, S),
  E ("tpgid", "TPGID", tpgid, cmp_tpgid, 5, R, 1, S),
  E ("trs", "TRS", trs, cmp_vsize, 4, R, 0, S),
  E ("trss", "TRSS", trs, cmp_vsize, 4, R, 0, S),
  E ("tsig", "PENDING", tsig, cmp_sigpnd, 9, SG, 0, ST),
  E ("tsiz", "TSIZ", trs, cmp_vsize, 4, R, 0, S),
  E ("tt", "TT", tty8, cmp_tty, 8, L, 0, S),
  E ("tty", "TT", tty8, cmp_tty, 8, L, 0, S),
  E ("tty4", "TTY", tty4, cmp_tty4, 4, L, 0, S),
  E ("tty8", "TTY", tty8, cmp_tty, 8, L, 0, S),
  E ("ucmd", "CMD", ucomm, cmp_comm, 15, UN, 0, S),
  E ("ucomm", "COMMAND", ucomm, cmp_comm, 15, UN, 0, S),
  E ("uid", "UID", euid, cmp_euid, 5, R, 0, OW),
  E ("uid_hack", "UID", euser, cmp_euser, 8, U, 0, OW),
  E ("uname", "USER", euser, cmp_euser, 8, U, 0, OW),
  E ("unit", "UNIT", dash, cmp_none, 31, L, 0, 0),
  E ("user", "USER", euser, cmp_euser, 8, U, 0, OW),
  E ("userns", "USERNS", userns, cmp_userns, 10, R, 0, NEED_NS),
  E ("uss", "USS", uss, cmp_uss, 5, R, 0, NEED_SMAPS),
  E ("util", "C", c, cmp_pcpu, 2, R, 0, S),
  E ("utsns", "UTSNS", utsns, cmp_utsns, 10, R, 0, NEED_NS),
  E ("uunit", "UUNIT", dash, cmp_none, 31, L, 0, 0),
  E ("vsize", "VSZ", vsz, cmp_vsize_item, 6, R, 0, ST),
  E ("vsz", "VSZ", vsz, cmp_vsz, 6, R, 0, ST),
  E ("wbytes", "WBYTES", wbytes, cmp_wbytes, 5, R, 0, NEED_IO),
  E ("wcbytes", "WCBYTES", wcbytes, cmp_wcbytes, 5, R, 0, NEED_IO),
  E ("wchan", "WCHAN", wchan, cmp_wchan, 6, W, 0, NEED_WCHAN),
  E ("wchars", "WCHARS", wchars, cmp_wchars, 5, R, 0, NEED_IO),
  E ("wname", "WCHAN", wchan, cmp_wchan, 6, W, 0, NEED_WCHAN),
  E ("wops", "WOPS", wops, cmp_wops, 5, R, 0, NEED_IO),
  E ("zone", "ZONE", label, cmp_pid, 31, L, 0, NEED_LABEL),
  /* Specifiers used only by the built-in formats.  */
  E ("addr_1", "ADDR", addr, cmp_none, 1, L, 0, 0),
  E ("tmout", "TMOUT", dash, cmp_none, 5, R, 0, 0),
  E ("alarm", "ALARM", dash, cmp_none, 5, R, 0, 0),
  /* Named by the memory format of a retried -m; ps L hides them.  */
  E ("m_swap", "SWAP", dash, cmp_none, 5, R, 0, 0),
  E ("m_share", "SHRD", dash, cmp_none, 5, R, 0, 0),
  E ("vm_lib", "LIB", dash, cmp_none, 5, R, 0, 0),
  E ("m_dt", "DT", dash, cmp_none, 4, R, 0, 0),
  E ("m_resident", "RES", dash, cmp_none, 5, R, 0, 0),
  /* Named by the FreeBSD formats (PS_PERSONALITY=aix, bsd, sunos4); ps L
     hides them too.  */
  E ("jobc", "JOBC", dash, cmp_none, 4, R, 0, 0),
  E ("cpu", "CPU", dash, cmp_none, 3, R, 0, 0),
  E ("sl", "SL", dash, cmp_none, 3, R, 0, 0),
  E ("re", "RE", dash, cmp_none, 3, R, 0, 0),
  /* Named by Digital's formats (PS_PERSONALITY=tru64).  */
  E ("addr", "ADDR", dash, cmp_none, 4, R, 0, 0),
  E ("cursig", "CURSIG", dash, cmp_none, 6, R, 0, 0),
};

size_t const ps_n_specs = sizeof ps_specs / sizeof *ps_specs;

/* The specifiers of other systems that procps 4.0.2 accepts, and
   prints as "-" on Linux; ps L leaves them out.  Sorting by them leaves
   the order alone, as in procps, which reads no value for them.  */
#define N(name, head, cmp, width, align, pidmax, need) \
  E (name, head, dash, cmp, width, align, pidmax, need)
static struct ps_spec const nop_specs[] =
{
  N ("acflag", "ACFLG", cmp_none, 5, R, 0, 0),
  N ("acflg", "ACFLG", cmp_none, 5, R, 0, 0),
  N ("argc", "ARGC", cmp_none, 4, R, 0, 0),
  N ("bnd", "BND", cmp_none, 1, R, 0, 0),
  N ("cmaj_flt", "-", cmp_none, 1, R, 0, 0),
  N ("cmin_flt", "-", cmp_none, 1, R, 0, 0),
  N ("cnswap", "-", cmp_none, 1, R, 0, 0),
  N ("ctid", "CTID", cmp_none, 5, R, 0, 0),
  N ("cutime", "-", cmp_none, 1, R, 0, 0),
  N ("cwd", "CWD", cmp_none, 3, L, 0, 0),
  N ("emul", "EMUL", cmp_none, 13, L, 0, 0),
  N ("end_code", "E_CODE", cmp_none, 16, R, 0, 0),
  N ("inblk", "INBLK", cmp_none, 5, R, 0, 0),
  N ("inblock", "INBLK", cmp_none, 5, R, 0, 0),
  N ("jid", "JID", cmp_none, 1, R, 0, 0),
  N ("ktrace", "KTRACE", cmp_none, 8, R, 0, 0),
  N ("ktracep", "KTRACEP", cmp_none, 8, R, 0, 0),
  N ("login", "LOGNAME", cmp_none, 8, L, 0, 0),
  N ("logname", "LOGNAME", cmp_none, 8, L, 0, 0),
  N ("luser", "LUSER", cmp_none, 8, U, 0, 0),
  N ("m_lrs", "LRS", cmp_none, 5, R, 0, 0),
  N ("msgrcv", "MSGRCV", cmp_none, 6, R, 0, 0),
  N ("msgsnd", "MSGSND", cmp_none, 6, R, 0, 0),
  N ("mwchan", "MWCHAN", cmp_none, 6, W, 0, 0),
  N ("nivcsw", "IVCSW", cmp_none, 5, R, 0, 0),
  N ("nsignals", "NSIGS", cmp_none, 5, R, 0, 0),
  N ("nsigs", "NSIGS", cmp_none, 5, R, 0, 0),
  N ("nswap", "NSWAP", cmp_none, 5, R, 0, 0),
  N ("nvcsw", "VCSW", cmp_none, 5, R, 0, 0),
  N ("nwchan", "WCHAN", cmp_none, 6, R, 0, 0),
  N ("osz", "SZ", cmp_none, 2, R, 0, 0),
  N ("oublk", "OUBLK", cmp_none, 5, R, 0, 0),
  N ("oublock", "OUBLK", cmp_none, 5, R, 0, 0),
  N ("p_ru", "P_RU", cmp_none, 6, R, 0, 0),
  N ("paddr", "PADDR", cmp_none, 6, R, 0, 0),
  N ("poip", "-", cmp_none, 1, R, 0, 0),
  N ("prmgrp", "PRMGRP", cmp_none, 12, R, 0, 0),
  N ("prmid", "PRMID", cmp_none, 12, R, 0, 0),
  N ("project", "PROJECT", cmp_none, 12, L, 0, 0),
  N ("projid", "PROJID", cmp_none, 5, R, 0, 0),
  N ("pset", "PSET", cmp_none, 4, R, 0, 0),
  N ("psxpri", "PPR", cmp_none, 3, R, 0, 0),
  N ("resident", "RES", cmp_none, 5, R, 0, 0),
  N ("rlink", "RLINK", cmp_none, 8, R, 0, 0),
  N ("scnt", "SCNT", cmp_none, 4, R, 0, 0),
  N ("scount", "SC", cmp_none, 4, R, 0, 0),
  N ("share", "-", cmp_none, 1, R, 0, 0),
  N ("start_code", "S_CODE", cmp_none, 16, R, 0, 0),
  N ("status", "STATUS", cmp_none, 6, R, 0, 0),
  N ("systime", "SYSTEM", cmp_none, 6, R, 0, 0),
  N ("taskid", "TASKID", cmp_none, 5, R, 1, 0),
  N ("tdev", "TDEV", cmp_none, 4, R, 0, 0),
  N ("timeout", "TMOUT", cmp_none, 5, R, 0, 0),
  N ("tsess", "TSESS", cmp_none, 5, R, 1, 0),
  N ("tsession", "TSESS", cmp_none, 5, R, 1, 0),
  N ("tsid", "TSID", cmp_none, 5, R, 1, 0),
  N ("u_procp", "UPROCP", cmp_none, 6, R, 0, 0),
  N ("umask", "UMASK", cmp_none, 5, R, 0, 0),
  N ("upr", "UPR", cmp_none, 3, R, 0, 0),
  N ("uprocp", "UPROCP", cmp_none, 8, R, 0, 0),
  N ("usertime", "USER", cmp_none, 4, R, 0, 0),
  N ("usrpri", "UPR", cmp_none, 3, R, 0, 0),
  N ("utime", "UTIME", cmp_none, 6, R, 0, 0),
  N ("vm_data", "DATA", cmp_none, 5, R, 0, 0),
  N ("vm_exe", "EXE", cmp_none, 5, R, 0, 0),
  N ("vm_lock", "LCK", cmp_none, 3, R, 0, 0),
  N ("vm_stack", "STACK", cmp_none, 5, R, 0, 0),
  N ("xstat", "XSTAT", cmp_none, 5, R, 0, 0),
  N ("zoneid", "ZONEID", cmp_none, 31, R, 0, 0),
};
#undef N

struct ps_spec const *
ps_find_spec (char const *name)
{
  for (size_t i = 0; i < ps_n_specs; i++)
    if (STREQ (ps_specs[i].name, name))
      return &ps_specs[i];
  for (size_t i = 0; i < sizeof nop_specs / sizeof *nop_specs; i++)
    if (STREQ (nop_specs[i].name, name))
      return &nop_specs[i];
  return NULL;
}
