/* ps -- the column list (user formats, built-in formats, sort keys)
   and the layout engine that places each value on the line.

   Layout, as procps-ng 4.0.2 does it: columns are one space apart;
   RIGHT values are padded to their width; a value wider than its
   column pushes the rest of the line right, and later padding absorbs
   the debt; the last column gets what is left of the screen.  */

#include <config.h>

#include "system.h"
#include "xalloc.h"
#include "ps.h"

static size_t cols_alloc;

static void
add_col (struct ps_spec const *spec, char const *head, int width)
{
  if (n_cols == cols_alloc)
    cols = x2nrealloc (cols, &cols_alloc, sizeof *cols);
  cols[n_cols++] = (struct ps_col) { spec, head, width,
                                      ps_spec_rows (spec->name) };
}

/* Take back the columns from index N on.  */
static void
drop_cols (size_t n)
{
  while (n_cols > n)
    {
      struct ps_col *c = &cols[--n_cols];
      if (c->head != c->spec->head)
        free ((char *) c->head);
    }
}

static bool
is_sep (char c)
{
  return c == ',' || c == ' ' || c == '\t' || c == '\n';
}

/* True while parsing a built-in format, which may name specifiers
   that users cannot.  */
static bool allow_internal;

/* Parse one item NAME[:WIDTH][=HEADER].  */
static char const *
parse_item (char *item)
{
  static char errbuf[256];
  char *head = NULL;
  char *eq = strchr (item, '=');
  if (eq)
    {
      *eq = '\0';
      head = eq + 1;
    }
  int width = -1;
  char *colon = strchr (item, ':');
  if (colon)
    {
      *colon = '\0';
      char *w = colon + 1;
      if (!*w || strspn (w, "0123456789") != strlen (w))
        return _("column widths must be unsigned decimal numbers");
      long v = strtol (w, NULL, 10);
      if (v <= 0 || v > 32 * 1024)
        return _("column widths must be unsigned decimal numbers");
      width = v;
    }
  struct ps_spec const *spec = ps_find_spec (item);
  if (!spec || (!allow_internal && STREQ (item, "addr_1")))
    {
      snprintf (errbuf, sizeof errbuf,
                _("unknown user-defined format specifier \"%s\""), item);
      return errbuf;
    }
  if (width < 0)
    width = spec->width;
  char const *h = head ? xstrdup (head) : spec->head;
  if (head && (int) strlen (head) > width)
    width = strlen (head);
  add_col (spec, h, width);
  return NULL;
}

/* A literal of an AIX format: its text is its header and its value.  */
static struct ps_spec const literal_spec = { "", "", NULL, NULL, 0, AL_LEFT,
                                             false, 0 };

static bool
is_literal (struct ps_col const *c)
{
  return c->spec == &literal_spec;
}

/* The AIX descriptors: the letter, the specifier, its header here.  */
static struct { char c; char const *name, *head; } const aix_descs[] = {
  { 'C', "pcpu", "%CPU" }, { 'G', "group", "GROUP" },
  { 'P', "ppid", "PPID" }, { 'U', "user", "USER" },
  { 'a', "args", "COMMAND" }, { 'c', "comm", "COMMAND" },
  { 'g', "rgroup", "RGROUP" }, { 'n', "nice", "NI" },
  { 'p', "pid", "PID" }, { 'r', "pgid", "PGID" },
  { 't', "etime", "ELAPSED" }, { 'u', "ruser", "RUSER" },
  { 'x', "time", "TIME" }, { 'y', "tty", "TTY" },
  { 'z', "vsz", "VSZ" }
};

/* Check LIST against the AIX grammar: an optional leading character
   that is not '%', then descriptors "%X", each followed by spaces only.
   Return an error, or NULL.  */
static char const *
aix_syntax (char const *list)
{
  char const *s = list;
  if (*s && *s != '%')
    s++;
  for (;;)
    {
      while (*s == ' ')
        s++;
      if (!*s)
        return NULL;
      if (*s != '%')
        return _("improper AIX field descriptor");
      s++;
      if (!*s || *s == ' ' || *s == '%')
        return _("missing AIX field descriptor");
      s++;
    }
}

/* Append the columns of an AIX format LIST ("%p %c"): each descriptor
   a column, each run of other text a literal printed as is.  */
static char const *
parse_aix (char const *list)
{
  char const *err = aix_syntax (list);
  if (err)
    return err;
  size_t n_before = n_cols;
  for (char const *s = list; *s;)
    {
      if (*s != '%')
        {
          size_t len = strcspn (s, "%");
          char *text = ximemdup0 (s, len);
          add_col (&literal_spec, text, len);
          s += len;
          continue;
        }
      size_t i = 0;
      while (i < sizeof aix_descs / sizeof *aix_descs && aix_descs[i].c != s[1])
        i++;
      if (i == sizeof aix_descs / sizeof *aix_descs)
        {
          drop_cols (n_before);
          return _("unknown AIX field descriptor");
        }
      struct ps_spec const *spec = ps_find_spec (aix_descs[i].name);
      add_col (spec, xstrdup (aix_descs[i].head), spec->width);
      s += 2;
    }
  /* Every AIX column keeps its width, the last too: an empty literal
     after it takes the padding.  */
  if (!is_literal (&cols[n_cols - 1]))
    add_col (&literal_spec, xstrdup (""), 0);
  return NULL;
}

/* Append the columns of LIST (a -o argument) to the column list.  */
char const *
ps_parse_format (char const *list, bool append)
{
  (void) append;
  size_t n_before = n_cols;
  char *buf = xstrdup (list);
  char *s = buf;
  char const *err = NULL;
  for (;;)
    {
      size_t len = 0;
      while (s[len] && !is_sep (s[len]))
        len++;
      if (!len)
        {
          err = _("improper format list");
          break;
        }
      char end = s[len];
      s[len] = '\0';
      err = parse_item (s);
      if (err || !end || !s[len + 1])
        break;
      s += len + 1;
    }
  free (buf);
  if (err && strchr (list, '%'))
    {
      /* Not a list of names: AIX descriptors.  */
      drop_cols (n_before);
      return parse_aix (list);
    }
  return err;
}

/* Forget the columns and sort keys, freeing the headers parsed from
   lists (the others are the table's).  */
void
ps_free_columns (void)
{
  for (size_t i = 0; i < n_cols; i++)
    if (cols[i].head != cols[i].spec->head)
      free ((char *) cols[i].head);
  free (cols);
  cols = NULL;
  n_cols = cols_alloc = 0;
  free (sortkeys);
  sortkeys = NULL;
  n_sortkeys = 0;
}

char const *
ps_parse_sort (char const *list)
{
  char *buf = xstrdup (list);
  char *save = NULL;
  char const *err = NULL;
  for (char *k = strtok_r (buf, ",", &save); k;
       k = strtok_r (NULL, ",", &save))
    {
      int dir = 1;
      if (*k == '+' || *k == '-')
        dir = *k++ == '-' ? -1 : 1;
      struct ps_spec const *spec = ps_find_spec (k);
      if (!spec || !spec->cmp)
        {
          err = _("unknown sort specifier");
          break;
        }
      sortkeys = xreallocarray (sortkeys, n_sortkeys + 1,
                                sizeof *sortkeys);
      sortkeys[n_sortkeys++] = (struct ps_sortkey) { spec, dir };
    }
  free (buf);
  return err;
}

/* Built-in formats.  */
static char const bsd_j[] =
  "ppid,pid,pgid,sid,tname,tpgid,stat,uid,bsdtime,args";
static char const bsd_l[] =
  "flags,uid,pid,ppid,priority,nice,vsz,rss,wchan,stat,tname,bsdtime,args";
static char const bsd_s[] =
  "uid,pid,pending,sig_block,sig_ignore,caught,stat,tname,bsdtime,args";
static char const bsd_u[] =
  "user,pid,pcpu,pmem,vsz,rss,tname,stat,start_time,bsdtime,args";
static char const bsd_v[] =
  "pid,tname,stat,bsdtime,maj_flt,m_trs,m_drs,rss,pmem,args";
static char const bsd_X[] =
  "pid,stackp,esp,eip,tmout,alarm,stat,tname,bsdtime,args";
static char const fc_fmt[] = "pid,context,command";
static char const bsd_m[] =
  "pid,tname,majflt,minflt,m_trs,m_drs,m_size,m_swap,rss,m_share,vm_lib,"
  "m_dt,args";

static void
push (char const *name)
{
  struct ps_spec const *s = ps_find_spec (name);
  add_col (s, s->head, s->width);
}

/* The SysV formats, built front to back from the flags.  */
static char const *
sysv_list (void)
{
  unsigned ff = opts.format_flags, fm = opts.modifiers, tf = opts.thread_flags;
  if ((fm & FM_y) && !(ff & FF_Ul))
    return _("modifier -y without format -l makes no sense");
  if (fm & FM_M)
    push ("label");
  if (ff & FF_Ul)
    {
      if (!(fm & FM_y))
        push ("flag");
      push ("s");
    }
  if (ff & FF_Uf)
    push ((opts.personality & PER_SANE_USER) ? "user" : "uid_hack");
  else if (ff & FF_Ul)
    push ("uid");
  push ("pid");
  if (tf & TF_U_T)
    push ("spid");
  if (ff & (FF_Uf | FF_Ul))
    push ("ppid");
  if (fm & FM_j)
    {
      push ("pgid");
      push ("sid");
    }
  if (tf & TF_U_L)
    push ("lwp");
  if (fm & FM_P)
    push ("psr");
  if ((ff & (FF_Uf | FF_Ul)) && !(fm & FM_c))
    push ("c");
  if ((tf & TF_U_L) && (ff & FF_Uf))
    push ("nlwp");
  if (fm & FM_c)
    {
      push ("class");
      push ("pri");
    }
  else if (ff & FF_Ul)
    {
      push ((opts.personality & PER_IRIX_l) ? "priority" : "opri");
      push ("ni");
    }
  if (ff & FF_Ul)
    push ((fm & FM_y) ? "rss"
          : (opts.personality & (PER_ZAP_ADDR | PER_IRIX_l)) ? "sgi_p"
          : "addr_1");
  if ((fm & FM_F) || (ff & FF_Ul))
    push ("sz");
  /* IRIX's -l joins SZ and RSS as SZ:RSS.  */
  if ((ff & FF_Ul) && !(fm & FM_y) && (opts.personality & PER_IRIX_l))
    {
      add_col (&literal_spec, xstrdup (":"), 1);
      push ("sgi_rss");
    }
  if (ff & FF_Ul)
    push ("wchan");
  if (fm & FM_F)
    {
      /* No second RSS with -ly, no second PSR with -P.  */
      if (!((ff & FF_Ul) && (fm & FM_y)))
        push ("rss");
      if (!(fm & FM_P))
        push ("psr");
    }
  if (ff & FF_Uf)
    push ("stime");
  push ("tname");
  if (opts.bsd)
    {
      if (!(ff & FF_Ul))
        push ("stat");
      push ("bsdtime");
      push (ff ? "cmd" : "args");
    }
  else
    {
      push ("time");
      push ((ff & FF_Uf) ? "cmd" : "ucmd");
    }
  return NULL;
}

/* procps edits a built-in format by the columns' headers: the first
   column from FROM on headed HEAD, or n_cols.  */
static size_t
find_head (char const *head, size_t from)
{
  for (size_t i = from; i < n_cols; i++)
    if (STREQ (cols[i].head, head))
      return i;
  return n_cols;
}

/* Put the column NAME at index AT.  */
static void
insert_col (size_t at, char const *name)
{
  push (name);
  struct ps_col c = cols[n_cols - 1];
  memmove (&cols[at + 1], &cols[at], (n_cols - 1 - at) * sizeof *cols);
  cols[at] = c;
}

/* Put the column NAME after the first headed HEAD; false if none is.  */
static bool
add_after (char const *head, char const *name, size_t from)
{
  size_t i = find_head (head, from);
  if (i == n_cols)
    return false;
  insert_col (i + 1, name);
  return true;
}

/* Drop the first column headed HEAD, if any.  */
static bool
del_head (char const *head, size_t from)
{
  size_t at = find_head (head, from);
  if (at == n_cols)
    return false;
  memmove (&cols[at], &cols[at + 1], (n_cols - at - 1) * sizeof *cols);
  n_cols--;
  return true;
}

/* The UNIX modifiers -j -y -c -T -L applied to a built-in format that
   starts at column FROM, in procps' order.  */
static char const *
modify_bsd (size_t from)
{
  unsigned fm = opts.modifiers, tf = opts.thread_flags;
  if (fm & FM_j)
    {
      if (!add_after ("PPID", "pgid", from) && !add_after ("PID", "pgid", from))
        insert_col (n_cols, "pgid");
      add_after ("PGID", "sid", from);
    }
  if (fm & FM_y)
    {
      del_head ("F", from);
      if (add_after ("ADDR", "rss", from))
        del_head ("ADDR", from);
    }
  if (fm & FM_c)
    {
      static char const *const gone[] = { "%CPU", "CPU", "CP", "C", "NI" };
      for (size_t i = 0; i < sizeof gone / sizeof *gone; i++)
        del_head (gone[i], from);
      if (!add_after ("PRI", "class", from))
        {
          /* procps stops here, with its own words.  */
          fprintf (stderr, "%s:src/ps/sortformat.c:900: internal error: "
                   "no PRI for -c option\n", program_name);
          exit (EXIT_FAILURE);
        }
      del_head ("PRI", from);
      add_after ("CLS", "pri", from);
    }
  if (tf & TF_U_T)
    add_after ("PID", "spid", from);
  if (tf & TF_U_L)
    {
      static char const *const after[] = { "SID", "SESS", "PGID", "PGRP",
                                           "PPID", "PID" };
      for (size_t i = 0; i < sizeof after / sizeof *after; i++)
        if (add_after (after[i], "lwp", from))
          break;
      add_after ("%CPU", "nlwp", from);
    }
  return NULL;
}

static char const *
macro (char const *fmt)
{
  char const *err;
  if (opts.modifiers & FM_M)
    push ("label");
  size_t from = n_cols;
  allow_internal = true;
  err = ps_parse_format (fmt, true);
  allow_internal = false;
  return err ? err : modify_bsd (from);
}

/* Build the column list from the options.  */
char const *
ps_build_format (void)
{
  if (opts.user_format || opts.o_format)
    {
      if (opts.format_flags || (opts.modifiers & FM_F))
        return _("conflicting format options");
      if (opts.modifiers)
        return _("can not use output modifiers with user-defined output");
      if (opts.o_format)
        {
          char const *err = ps_parse_format ("pid", true);
          if (!err)
            err = ps_parse_format (opts.o_format, true);
          if (!err)
            err = ps_parse_format (opts.o_bsd
                                   ? "state,tname,time,comm"
                                   : "state,tname,time,command", true);
          if (err)
            return err;
        }
      for (size_t i = 0; i < opts.n_user_format; i++)
        {
          char const *err = ps_parse_format (opts.user_format[i], true);
          if (err)
            return err;
        }
      return NULL;
    }
  if (!opts.format_flags && !opts.modifiers && opts.ps_format_env
      && *opts.ps_format_env)
    {
      /* $PS_FORMAT replaces the default format, unless it is bad.  */
      size_t n_before = n_cols;
      char const *err = ps_parse_format (opts.ps_format_env, true);
      if (!err)
        return NULL;
      drop_cols (n_before);
      ps_format_warning = err;
    }
  char const *const *pf = opts.per_formats;
#define PER_OR(i, builtin) (pf[i] ? macro (pf[i]) : (builtin))
  switch (opts.format_flags)
    {
    case 0: return sysv_list ();
    case FF_Uf: return PER_OR (PF_f, sysv_list ());
    case FF_Ul: return PER_OR (PF_l, sysv_list ());
    case FF_Uf | FF_Ul: return PER_OR (PF_fl, sysv_list ());
    case FF_Uj: return macro (pf[PF_j]);
    case FF_Uj | FF_Uf: return macro (ps_rd_fj);
    case FF_Uj | FF_Ul: return macro (ps_rd_lj);
    case FF_Bj: return macro (pf[PF_Bj] ? pf[PF_Bj] : bsd_j);
    case FF_Bl: return macro (pf[PF_Bl] ? pf[PF_Bl] : bsd_l);
    case FF_Bs: return macro (pf[PF_Bs] ? pf[PF_Bs] : bsd_s);
    case FF_Bu: return macro (pf[PF_Bu] ? pf[PF_Bu] : bsd_u);
    case FF_Bv: return macro (pf[PF_Bv] ? pf[PF_Bv] : bsd_v);
    case FF_BX: return macro (bsd_X);
    case FF_Fc: return macro (fc_fmt);
    case FF_Bm: return macro (bsd_m);
    default: return _("conflicting format options");
    }
#undef PER_OR
}

unsigned
ps_needs (void)
{
  unsigned need = 0;
  for (size_t i = 0; i < n_cols; i++)
    need |= cols[i].spec->need;
  for (size_t i = 0; i < n_sortkeys; i++)
    need |= sortkeys[i].spec->need;
  return need;
}

/* ---- Layout ------------------------------------------------------------ */

static long active_cols;
static char *line;
static size_t line_size;
static char *vbuf;
static size_t vbuf_size;

void
ps_layout_init (struct ps_ctx *ctx)
{
  long total = 0;
  unsigned sigs = 0;
  for (size_t i = 0; i < n_cols; i++)
    {
      struct ps_col const *c = &cols[i];
      if (c->spec->pidmax && c->width == c->spec->width)
        cols[i].width = ctx->pid_width > c->width ? ctx->pid_width : c->width;
      if (c->spec->align == AL_SIGNAL)
        sigs++;
      if (c->spec->align == AL_UNLIMITED && i + 1 == n_cols)
        total += 3;
      else
        total += c->width;
      total += i > 0;
    }
  long screen = ctx->o->screen_cols;
  long max = 128 * 1024;
  for (long i = 1;; i++)
    {
      active_cols = screen * i;
      if (active_cols >= total || screen * i >= max / 2)
        break;
    }
  ctx->wide_signals = total + sigs * 7 <= active_cols;
  for (size_t i = 0; i < n_cols; i++)
    if (cols[i].spec->align == AL_SIGNAL)
      cols[i].width = ctx->wide_signals ? 16 : 9;
  vbuf_size = max;
  vbuf = xmalloc (vbuf_size);
  line_size = max * 2;
  line = xmalloc (line_size);
}

static void
emit (struct proc const *p, struct ps_ctx *ctx)
{
  long correct = 0, actual = 0;
  size_t len = 0;
  for (size_t i = 0; i < n_cols; i++)
    {
      struct ps_col const *c = &cols[i];
      bool last = i + 1 == n_cols;
      long pos = correct > actual ? correct : actual;
      /* Columns are a space apart, but an AIX literal brings its own.  */
      bool sep = i > 0 && !is_literal (c) && !is_literal (c - 1);
      long start_correct = correct + sep;
      ctx->max_rightward = last ? active_cols - pos - sep : c->width;
      if (!last)
        ctx->max_rightward = c->width;
      else if (ctx->max_rightward < 0)
        ctx->max_rightward = 0;
      int cells;
      if (p && p->mrow && !(p->mrow & c->rows))
        cells = snprintf (vbuf, vbuf_size, "-");
      else if (p && !is_literal (c))
        cells = c->spec->pr (vbuf, vbuf_size, p, ctx);
      else
        {
          int room = INT_MAX;
          ps_escape (vbuf, c->head, vbuf_size, &room, ctx->utf8);
          cells = INT_MAX - room;
        }
      if (cells < 0)
        {
          cells = 0;
          vbuf[0] = '\0';
        }
      int align = c->spec->align;
      long leftpad = 0;
      if (align == AL_RIGHT || align == AL_SIGNAL
          || (align == AL_USER && ctx->o->bsd_n))
        leftpad = c->width - cells;
      if (align == AL_SIGNAL)
        leftpad = (ctx->wide_signals ? 16 : 9) - cells;
      if (leftpad < 0)
        leftpad = 0;
      long space = start_correct - actual + leftpad;
      if (space < sep)
        space = sep;
      if (last && !p && (align == AL_UNLIMITED || align == AL_WCHAN)
          && (long) (actual + space + cells) > active_cols)
        {
          /* A header is cut to the screen too.  */
          long room = active_cols - actual - space;
          if (room < 1)
            room = 1;
          if (cells > room)
            {
              vbuf[room] = '\0';
              cells = room;
            }
        }
      if (last && p && (align == AL_WCHAN || align == AL_LEFT
                        || align == AL_USER || align == AL_RIGHT)
          && active_cols - actual - space < cells)
        {
          long room = active_cols - actual - space;
          if (room < (align == AL_WCHAN ? 1 : 0))
            room = 1;
          if (align == AL_WCHAN && room < cells)
            {
              vbuf[room] = '\0';
              cells = room;
            }
        }
      size_t blen = strlen (vbuf);
      if (len + space + blen + 2 > line_size)
        {
          line_size = len + space + blen + 2;
          line = xrealloc (line, line_size);
        }
      memset (line + len, ' ', space);
      len += space;
      memcpy (line + len, vbuf, blen);
      len += blen;
      actual += space + cells;
      correct = start_correct + c->width;
    }
  line[len++] = '\n';
  fwrite (line, 1, len, stdout);
}

void
ps_print_header (struct ps_ctx *ctx)
{
  bool any = false;
  for (size_t i = 0; i < n_cols; i++)
    if (*cols[i].head)
      any = true;
  if (any)
    emit (NULL, ctx);
}

void
ps_print_row (struct proc const *p, struct ps_ctx *ctx)
{
  emit (p, ctx);
}
