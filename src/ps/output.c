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

/* The format names procps 4.0.2 accepts wherever a specifier may
   stand, each a list of specifiers; sorted.  */
static struct { char const *name, *words; } const macros[] = {
  { "DFMT", "pid,tname,state,cputime,cmd" },
  { "DefBSD", "pid,tname,stat,bsdtime,args" },
  { "DefSysV", "pid,tname,time,cmd" },
  { "END_BSD", "state,tname,cputime,comm" },
  { "END_SYS5", "state,tname,time,command" },
  { "F5FMT", "uname,pid,ppid,c,start,tname,time,cmd" },
  { "FB_", "pid,tt,stat,time,command" },
  { "FB_j", "user,pid,ppid,pgid,sess,jobc,stat,tt,time,command" },
  { "FB_l", "uid,pid,ppid,cpu,pri,nice,vsz,rss,wchan,stat,tt,time,command" },
  { "FB_u", "user,pid,pcpu,pmem,vsz,rss,tt,stat,start,time,command" },
  { "FB_v", "pid,stat,time,sl,re,pagein,vsz,rss,lim,tsiz,pcpu,pmem,command" },
  { "FD_", "pid,tty,time,comm" },
  { "FD_f", "user,pid,ppid,start_time,tty,time,comm" },
  { "FD_fj", "user,pid,ppid,start_time,tty,time,pgid,sid,comm" },
  { "FD_j", "pid,tty,time,pgid,sid,comm" },
  { "FD_l", "flags,state,uid,pid,ppid,priority,nice,vsz,wchan,tty,time,comm" },
  { "FD_lj", "flags,state,uid,pid,ppid,priority,nice,vsz,wchan,tty,time,"
             "pgid,sid,comm" },
  { "FL5FMT", "f,state,uid,pid,ppid,pcpu,pri,nice,rss,wchan,start,time,"
              "command" },
  { "FLASK_context", "pid,context,command" },
  { "HP_", "pid,tty,time,comm" },
  { "HP_f", "user,pid,ppid,cpu,stime,tty,time,args" },
  { "HP_fl", "flags,state,user,pid,ppid,cpu,intpri,nice,addr,sz,wchan,stime,"
             "tty,time,args" },
  { "HP_l", "flags,state,uid,pid,ppid,cpu,intpri,nice,addr,sz,wchan,tty,time,"
            "comm" },
  { "J390", "pid,sid,pgrp,tname,atime,args" },
  { "JFMT", "user,pid,ppid,pgid,sess,jobc,state,tname,cputime,command" },
  { "L5FMT", "f,state,uid,pid,ppid,c,pri,nice,addr,sz,wchan,tt,time,ucmd" },
  { "LFMT", "uid,pid,ppid,cp,pri,nice,vsz,rss,wchan,state,tname,cputime,"
            "command" },
  { "OL_X", "pid,start_stack,esp,eip,timeout,alarm,stat,tname,bsdtime,args" },
  { "OL_j", "ppid,pid,pgid,sid,tname,tpgid,stat,uid,bsdtime,args" },
  { "OL_l", "flags,uid,pid,ppid,priority,nice,vsz,rss,wchan,stat,tname,"
            "bsdtime,args" },
  { "OL_m", "pid,tname,majflt,minflt,m_trs,m_drs,m_size,m_swap,rss,m_share,"
            "vm_lib,m_dt,args" },
  { "OL_s", "uid,pid,pending,sig_block,sig_ignore,caught,stat,tname,bsdtime,"
            "args" },
  { "OL_u", "user,pid,pcpu,pmem,vsz,rss,tname,stat,start_time,bsdtime,args" },
  { "OL_v", "pid,tname,stat,bsdtime,maj_flt,m_trs,m_drs,rss,pmem,args" },
  { "RD_", "pid,tname,state,bsdtime,comm" },
  { "RD_f", "uid,pid,ppid,start_time,tname,bsdtime,args" },
  { "RD_fj", "uid,pid,ppid,start_time,tname,bsdtime,pgid,sid,args" },
  { "RD_j", "pid,tname,state,bsdtime,pgid,sid,comm" },
  { "RD_l", "flags,state,uid,pid,ppid,priority,nice,wchan,tname,bsdtime,"
            "comm" },
  { "RD_lj", "flags,state,uid,pid,ppid,priority,nice,wchan,tname,bsdtime,"
             "pgid,sid,comm" },
  { "RUSAGE", "minflt,majflt,nswap,inblock,oublock,msgsnd,msgrcv,nsigs,"
              "nvcsw,nivcsw" },
  { "SCHED", "user,pcpu,pri,usrpri,nice,psxpri,psr,policy,pset" },
  { "SFMT", "uid,pid,cursig,sig,sigmask,sigignore,sigcatch,stat,tname,"
            "command" },
  { "Std_f", "uid_hack,pid,ppid,c,stime,tname,time,cmd" },
  { "Std_fl", "f,s,uid_hack,pid,ppid,c,opri,ni,addr,sz,wchan,stime,tname,"
              "time,cmd" },
  { "Std_l", "f,s,uid,pid,ppid,c,opri,ni,addr,sz,wchan,tname,time,ucmd" },
  { "THREAD", "user,pcpu,pri,scnt,wchan,usertime,systime" },
  { "UFMT", "uname,pid,pcpu,pmem,vsz,rss,tt,state,start,time,command" },
  { "VFMT", "pid,tt,state,time,sl,pagein,vsz,rss,pcpu,pmem,command" },
};

static char const *
find_macro (char const *name)
{
  for (size_t i = 0; i < sizeof macros / sizeof *macros; i++)
    if (STREQ (macros[i].name, name))
      return macros[i].words;
  return NULL;
}

/* Append SPEC as a column, with HEAD (or NULL) for its header and
   WIDTH (or -1 for the specifier's own).  */
static void
add_spec (struct ps_spec const *spec, char const *head, int width)
{
  if (width < 0)
    width = spec->width;
  char const *h = head ? xstrdup (head) : spec->head;
  if (head && (int) strlen (head) > width)
    width = strlen (head);
  add_col (spec, h, width);
}

/* Append the columns of a macro's WORDS, each with HEAD if not NULL,
   as procps expands a format name.  */
static void
add_macro (char const *words, char const *head)
{
  while (*words)
    {
      size_t len = strcspn (words, ",");
      char name[16];
      memcpy (name, words, len);
      name[len] = '\0';
      add_spec (ps_find_spec (name), head, -1);
      words += len + (words[len] == ',');
    }
}

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
  char const *words = spec ? NULL : find_macro (item);
  if (!spec && !words)
    {
      snprintf (errbuf, sizeof errbuf,
                _("unknown user-defined format specifier \"%s\""), item);
      return errbuf;
    }
  if (words && colon)
    return _("can not set width for a macro (multi-column) format specifier");
  if (words)
    add_macro (words, head);
  else
    add_spec (spec, head, width);
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
  err = ps_parse_format (fmt, true);
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
        {
          /* procps: as wide as the longest PID, or as the header.  */
          int head = strlen (c->spec->head);
          int w = ctx->pid_width > head ? ctx->pid_width : head;
          cols[i].width = w > c->width ? w : c->width;
        }
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
          /* procps prints a header (or an AIX literal) as given, and
             counts its bytes as cells.  */
          cells = snprintf (vbuf, vbuf_size, "%s", c->head);
        }
      if (cells < 0)
        {
          cells = 0;
          vbuf[0] = '\0';
        }
      int align = c->spec->align;
      long leftpad = 0;
      /* BSD n makes user and wchan columns numbers, padded as such
         (their headers too), as procps does.  */
      if (align == AL_RIGHT || align == AL_SIGNAL
          || ((align == AL_USER || align == AL_WCHAN) && ctx->o->bsd_n))
        leftpad = c->width - cells;
      if (align == AL_SIGNAL)
        leftpad = (ctx->wide_signals ? 16 : 9) - cells;
      if (leftpad < 0)
        leftpad = 0;
      long space = start_correct - actual + leftpad;
      if (space < sep)
        space = sep;
      if (last && (align == AL_UNLIMITED
                   || (align == AL_WCHAN && !ctx->o->bsd_n))
          && active_cols - actual - space < 1 && vbuf[0])
        {
          /* No room at all: procps keeps the first byte (of a header,
             or of a row's tree prefix); a header with room is whole.  */
          vbuf[1] = '\0';
          cells = 1;
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

/* Whether a column has a header to show: procps prints none when
   every header is empty (UNIX98's way to say --no-headers).  */
bool
ps_has_header (void)
{
  for (size_t i = 0; i < n_cols; i++)
    if (*cols[i].head && !is_literal (&cols[i]))
      return true;
  return false;
}

void
ps_print_header (struct ps_ctx *ctx)
{
  emit (NULL, ctx);
}

void
ps_print_row (struct proc const *p, struct ps_ctx *ctx)
{
  emit (p, ctx);
}
