/* ps -- report a snapshot of the current processes, as procps-ng
   4.0.2's ps, with the SELinux context from libsectx.

   Flow: read the options (options.c), build the column list
   (output.c), gather the selected processes, reading only the /proc
   files those columns need (gather.c, proc.c), sort, arrange as a
   forest if asked, print.  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "xalloc.h"
#include "ps.h"

#define PROGRAM_NAME "ps"

static struct proc_table table;

static int
cmp_rows (void const *a, void const *b)
{
  struct proc const *x = *(struct proc *const *) a;
  struct proc const *y = *(struct proc *const *) b;
  for (size_t i = 0; i < n_sortkeys; i++)
    {
      int c = sortkeys[i].spec->cmp (x, y);
      if (c)
        return c * sortkeys[i].dir;
    }
  return (x->ord > y->ord) - (x->ord < y->ord);
}

/* ---- Forest ------------------------------------------------------------ */

static struct proc **out_rows;
static size_t n_out;
static bool *done;
static char *prefix_buf;
/* Row indexes ordered by parent (then start time, then row), as procps
   orders a forest, and by pid, so that the children and the parent of a
   row are found by binary search.  */
static size_t *by_ppid, *by_pid;

static int
cmp_by_ppid (void const *a, void const *b)
{
  size_t x = *(size_t const *) a, y = *(size_t const *) b;
  pid_t px = table.v[x]->ppid, py = table.v[y]->ppid;
  if (px != py)
    return px < py ? -1 : 1;
  unsigned long long sx = table.v[x]->starttime, sy = table.v[y]->starttime;
  if (sx != sy)
    return sx < sy ? -1 : 1;
  return (x > y) - (x < y);
}

static int
cmp_by_pid (void const *a, void const *b)
{
  size_t x = *(size_t const *) a, y = *(size_t const *) b;
  pid_t px = table.v[x]->tgid, py = table.v[y]->tgid;
  return (px > py) - (px < py);
}

/* The first position in by_ppid whose parent is PID.  */
static size_t
first_child (pid_t pid)
{
  size_t lo = 0, hi = table.n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (table.v[by_ppid[mid]]->ppid < pid)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

static bool
listed_pid (pid_t pid)
{
  size_t lo = 0, hi = table.n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      pid_t m = table.v[by_pid[mid]]->tgid;
      if (m == pid)
        return true;
      if (m < pid)
        lo = mid + 1;
      else
        hi = mid;
    }
  return false;
}

/* Put row SELF out at LEVEL, with the prefix its place gives it.  */
static void
put_row (size_t self, int level, bool sibling)
{
  struct proc *p = table.v[self];
  done[self] = true;
  size_t plen = level * 4;
  if (opts.forest)
    {
      if (level)
        memcpy (prefix_buf + plen - 4, " \\_ ", 4);
      prefix_buf[plen] = '\0';
    }
  else
    {
      /* -H indents by two spaces a level.  */
      memset (prefix_buf, ' ', level * 2);
      prefix_buf[level * 2] = '\0';
    }
  p->forest_prefix = xstrdup (prefix_buf);
  out_rows[n_out++] = p;
  if (level && opts.forest)
    memcpy (prefix_buf + plen - 4, sibling ? " |  " : "    ", 4);
}

/* The level of the children of P: those of init stay at its level in a
   --forest.  */
static int
child_level (struct proc const *p, int level)
{
  return opts.forest && p->tgid == 1 ? level : level + 1;
}

/* A sorted forest, as procps 4.0.2 walks it: the children of a row are
   the run of rows from the first whose parent it is, as long as the
   parent stays the same; a row outside such runs is not shown.  */
static void
tree_sorted (size_t self, int level, bool sibling)
{
  struct proc *p = table.v[self];
  if (done[self])
    return;			/* a table that changed under us */
  put_row (self, level, sibling);
  size_t i = 0;
  while (i < table.n && table.v[i]->ppid != p->tgid)
    i++;
  for (; i < table.n; i++)
    {
      bool more = i + 1 < table.n && table.v[i + 1]->ppid == p->tgid;
      tree_sorted (i, child_level (p, level), more);
      if (!more)
        break;
    }
}

static void
tree (size_t self, int level, bool sibling)
{
  struct proc *p = table.v[self];
  put_row (self, level, sibling);
  int next = child_level (p, level);
  size_t first = first_child (p->tgid), end = first;
  while (end < table.n && table.v[by_ppid[end]]->ppid == p->tgid)
    end++;
  size_t last = SIZE_MAX;
  for (size_t k = first; k < end; k++)
    if (!done[by_ppid[k]])
      last = by_ppid[k];
  for (size_t k = first; k < end; k++)
    if (!done[by_ppid[k]])
      tree (by_ppid[k], next, by_ppid[k] != last);
}

/* Trees in the order procps shows them: a process whose parent is not
   listed starts one, the last such process (by parent, then start
   time) first.  */
static void
arrange_forest (void)
{
  out_rows = xnmalloc (table.n + 1, sizeof *out_rows);
  done = xzalloc (table.n + 1);
  prefix_buf = xmalloc (4 * table.n + 16);
  by_ppid = xnmalloc (table.n + 1, sizeof *by_ppid);
  by_pid = xnmalloc (table.n + 1, sizeof *by_pid);
  for (size_t i = 0; i < table.n; i++)
    by_ppid[i] = by_pid[i] = i;
  qsort (by_ppid, table.n, sizeof *by_ppid, cmp_by_ppid);
  qsort (by_pid, table.n, sizeof *by_pid, cmp_by_pid);
  if (n_sortkeys)
    {
      for (size_t i = table.n; i-- > 0;)
        if (!listed_pid (table.v[i]->ppid))
          tree_sorted (i, 0, false);
    }
  else
    {
      /* The roots from the last in that order, as procps walks them.  */
      for (size_t k = table.n; k-- > 0;)
        {
          size_t i = by_ppid[k];
          if (!done[i] && !listed_pid (table.v[i]->ppid))
            tree (i, 0, false);
        }
      for (size_t i = 0; i < table.n; i++)
        if (!done[i])
          tree (i, 0, false);
    }
  if (n_out)			/* an empty table has no vector */
    memcpy (table.v, out_rows, n_out * sizeof *out_rows);
  table.n = n_out;
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  ps_parse_args (argc, argv);
  if (opts.list_specs)
    ps_list_specs ();

  struct ps_ctx ctx = { 0 };
  ctx.o = &opts;
  ctx.utf8 = MB_CUR_MAX > 1;
  ctx.show_forest = opts.forest || opts.hier;
  ctx.unix_f = (opts.format_flags & FF_Uf) || opts.unix_x;
  ctx.pid_width = ps_pid_width ();
  unsigned need = ps_needs ();
  if (opts.bsd_e)
    need |= NEED_ENVIRON;
  if (opts.unix_x)
    need |= NEED_CMDLINE;
  if (opts.forest || opts.hier)
    need |= NEED_STAT;
  ctx.selinux = (need & NEED_LABEL) && sectx_enabled ();
  ps_read_globals (&ctx, need);
  ps_gather (&table, need, ctx.selinux);
  for (size_t i = 0; i < table.n; i++)
    table.v[i]->ord = i;
  ps_sort_ctx = &ctx;
  /* An empty table may have no array: qsort must not see NULL.  */
  if (n_sortkeys && table.n > 1)
    qsort (table.v, table.n, sizeof *table.v, cmp_rows);
  if (opts.forest || opts.hier)
    arrange_forest ();

  ps_layout_init (&ctx);
  /* procps counts down the rows to the next header; one is due when
     the count reaches 0, and --headers restarts it at a screenful.
     The test columns (_left, ...) print from the count too.  */
  ctx.header_due = opts.header < 0 || (!opts.header && !ps_has_header ())
                   ? -1 : 1;
  int gap = opts.header > 0 ? opts.screen_rows - 1 : -1;
  for (size_t i = 0; i < table.n; i++)
    {
      if (!--ctx.header_due)
        {
          ctx.header_due = gap;
          ps_print_header (&ctx);
        }
      ps_print_row (table.v[i], &ctx);
    }
  if (!table.n && !--ctx.header_due)
    ps_print_header (&ctx);
  return table.n ? EXIT_SUCCESS : EXIT_FAILURE;
}
