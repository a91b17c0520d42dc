/* ps -- the command line: UNIX options (-x), BSD options (x), GNU long
   options (--x), bare PIDs, with procps-ng 4.0.2's rules: a failed
   parse is retried in BSD mode, and if that fails too the first error
   is shown with the usage block.  */

#include <config.h>

#include <ctype.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/ioctl.h>
#include <termios.h>

#include "system.h"
#include "help.h"
#include "xalloc.h"
#include "ps.h"

static int ps_argc;
static char **ps_argv;
static int thisarg;

/* ---- Help --------------------------------------------------------------- */

static char const help_usage[] = N_("\nUsage:\n %s [options]\n");

static char const help_simple[] = N_("\
\n\
Basic options:\n\
 -A, -e               all processes\n\
 -a                   all with tty, except session leaders\n\
  a                   all with tty, including other users\n\
 -d                   all except session leaders\n\
 -N, --deselect       negate selection\n\
  r                   only running processes\n\
  T                   all processes on this terminal\n\
  x                   processes without controlling ttys\n");

static char const help_list[] = N_("\
\n\
Selection by list:\n\
 -C <command>         command name\n\
 -G, --Group <GID>    real group id or name\n\
 -g, --group <group>  session or effective group name\n\
 -p, p, --pid <PID>   process id\n\
        --ppid <PID>  parent process id\n\
 -q, q, --quick-pid <PID>\n\
                      process id (quick mode)\n\
 -s, --sid <session>  session id\n\
 -t, t, --tty <tty>   terminal\n\
 -u, U, --user <UID>  effective user id or name\n\
 -U, --User <UID>     real user id or name\n\
\n\
  The selection options take as their argument either:\n\
    a comma-separated list e.g. '-u root,nobody' or\n\
    a blank-separated list e.g. '-p 123 4567'\n");

static char const help_output[] = N_("\
\n\
Output formats:\n\
 -F                   extra full\n\
 -f                   full-format, including command lines\n\
  f, --forest         ascii art process tree\n\
 -H                   show process hierarchy\n\
 -j                   jobs format\n\
  j                   BSD job control format\n\
 -l                   long format\n\
  l                   BSD long format\n\
 -M, Z                add security data (for SELinux)\n\
 -O <format>          preloaded with default columns\n\
  O <format>          as -O, with BSD personality\n\
 -o, o, --format <format>\n\
                      user-defined format\n\
  -P                  add psr column\n\
  s                   signal format\n\
  u                   user-oriented format\n\
  v                   virtual memory format\n\
  X                   register format\n\
 -y                   do not show flags, show rss vs. addr (used with -l)\n\
     --context        display security context (for SELinux)\n\
     --headers        repeat header lines, one per page\n\
     --no-headers     do not print header at all\n\
     --cols, --columns, --width <num>\n\
                      set screen width\n\
     --rows, --lines <num>\n\
                      set screen height\n");

static char const help_threads[] = N_("\
\n\
Show threads:\n\
  H                   as if they were processes\n\
 -L                   possibly with LWP and NLWP columns\n\
 -m, m                after processes\n\
 -T                   possibly with SPID column\n");

static char const help_misc[] = N_("\
\n\
Miscellaneous options:\n\
 -c                   show scheduling class with -l option\n\
  c                   show true command name\n\
  e                   show the environment after command\n\
  k,    --sort        specify sort order as: [+|-]key[,[+|-]key[,...]]\n\
  L                   show format specifiers\n\
  n                   display numeric uid and wchan\n\
  S,    --cumulative  include some dead child process data\n\
 -y                   do not show flags, show rss (only with -l)\n\
 -V, V, --version     display version information and exit\n\
 -w, w                unlimited output width\n\
\n\
        --help <simple|list|output|threads|misc|all>\n\
                      display help and exit\n");

static char const help_try[] = N_("\
\n\
 Try '%s --help <simple|list|output|threads|misc|all>'\n\
  or '%s --help <s|l|o|t|m|a>'\n\
 for additional help text.\n");

static void
help_body (FILE *out, char const *section)
{
  char const *s = section ? section : "";
  /* procps names itself by its short name.  */
  char const *name = strrchr (program_name, '/');
  name = name ? name + 1 : program_name;
  fprintf (out, _(help_usage), name);
  bool all = STREQ (s, "a") || STREQ (s, "all");
  bool any = all;
  if (all || STREQ (s, "s") || STREQ (s, "simple"))
    fputs (_(help_simple), out), any = true;
  if (all || STREQ (s, "l") || STREQ (s, "list"))
    fputs (_(help_list), out), any = true;
  if (all || STREQ (s, "o") || STREQ (s, "output"))
    fputs (_(help_output), out), any = true;
  if (all || STREQ (s, "t") || STREQ (s, "threads"))
    fputs (_(help_threads), out), any = true;
  if (all || STREQ (s, "m") || STREQ (s, "misc"))
    fputs (_(help_misc), out), any = true;
  if (!any)
    fprintf (out, _(help_try), name, name);
}

static noreturn void
do_help (char const *section)
{
  help_body (stdout, section);
  emit_ancillary_info ("ps");
  exit (EXIT_SUCCESS);
}

void
ps_usage_error (char const *msg)
{
  fflush (stdout);
  fprintf (stderr, _("error: %s\n"), msg);
  help_body (stderr, NULL);
  fprintf (stderr, _("\nFor more details see ps(1).\n"));
  exit (EXIT_FAILURE);
}

/* The specifiers procps accepts but leaves out of ps L.  */
static char const *const unlisted[] = {
  "addr", "addr_1", "alarm", "cpu", "cursig", "environ", "jobc", "m_dt",
  "m_resident", "m_share", "m_swap", "re", "sl", "tmout", "vm_lib"
};

void
ps_list_specs (void)
{
  for (size_t i = 0; i < ps_n_specs; i++)
    {
      bool hide = false;
      for (size_t j = 0; j < sizeof unlisted / sizeof *unlisted; j++)
        hide |= STREQ (ps_specs[i].name, unlisted[j]);
      if (!hide)
        printf ("%-12.12s %-8.8s\n", ps_specs[i].name, ps_specs[i].head);
    }
  exit (EXIT_SUCCESS);
}

/* ---- Lists ------------------------------------------------------------ */

typedef char const *(*item_fn) (char *s, struct sel_list *l, size_t i);

/* Parse S as a decimal number in [MIN, MAX] into *NUM: 0 on success,
   1 when S is not a number, 2 when it is out of range.  */
static int
item_number (char const *s, long min, long max, long *num)
{
  char *end;
  errno = 0;
  long v = strtol (s, &end, 10);
  if (*end || end == s)
    return 1;
  if (errno || v < min || v > max)
    return 2;
  *num = v;
  return 0;
}

/* Process and session IDs.  */
static char const *
item_pid (char *s, struct sel_list *l, size_t i)
{
  long v;
  switch (item_number (s, 1, 0x7fffffff, &v))
    {
    case 1: return _("process ID list syntax error");
    case 2: return _("process ID out of range");
    }
  l->v[i].num = v;
  return NULL;
}

static char const *
item_uid (char *s, struct sel_list *l, size_t i)
{
  struct passwd *pw = getpwnam (s);
  if (pw)
    {
      l->v[i].num = pw->pw_uid;
      return NULL;
    }
  long v;
  switch (item_number (s, 0, 0xfffffffe, &v))
    {
    case 1: return _("user name does not exist");
    case 2: return _("user ID out of range");
    }
  l->v[i].num = v;
  return NULL;
}

static char const *
item_gid (char *s, struct sel_list *l, size_t i)
{
  struct group *gr = getgrnam (s);
  if (gr)
    {
      l->v[i].num = gr->gr_gid;
      return NULL;
    }
  long v;
  switch (item_number (s, 0, 0xfffffffe, &v))
    {
    case 1: return _("group name does not exist");
    case 2: return _("group ID out of range");
    }
  l->v[i].num = v;
  return NULL;
}

static char const *
item_comm (char *s, struct sel_list *l, size_t i)
{
  l->v[i].str = xstrdup (s);
  return NULL;
}

/* A terminal of a -t or t list, looked up as procps does: a path; or a
   name under /dev/pts, /dev, /dev/tty, /dev/pty or /dev/...nsole ("co"
   is the console); or "-" or "?" for no terminal, as is a one-letter
   name of a file here (a '?' the shell expanded).  */
static char const *
item_tty (char *s, struct sel_list *l, size_t i)
{
  static char const *const fmts[] = { "/dev/pts/%s", "/dev/%s", "/dev/tty%s",
                                      "/dev/pty%s", "/dev/%snsole" };
  struct stat st;
  bool found = false;
  if (*s == '/')
    found = stat (s, &st) == 0;
  else
    for (size_t k = 0; k < sizeof fmts / sizeof *fmts && !found; k++)
      {
        char path[4096];
        snprintf (path, sizeof path, fmts[k], s);
        found = stat (path, &st) == 0;
      }
  if (!found && *s != '/'
      && (STREQ (s, "-") || STREQ (s, "?")
          || (*s && !s[1] && stat (s, &st) == 0)))
    {
      l->v[i].num = 0;
      return NULL;
    }
  if (!found)
    return _("TTY could not be found");
  if (!S_ISCHR (st.st_mode))
    return _("list member was not a TTY");
  l->v[i].num = st.st_rdev;
  return NULL;
}

/* Free the N first items of L, the strings of a -C list among them.  */
static void
free_list_items (struct sel_list *l, size_t n)
{
  if (l->kind == SEL_COMM)
    for (size_t i = 0; i < n; i++)
      free (l->v[i].str);
  free (l->v);
}

static char const *
parse_list (char const *arg, enum sel_kind kind, item_fn fn)
{
  char *buf = xstrdup (arg);
  size_t items = 0;
  bool need = true;
  for (char *w = buf; *w; w++)
    {
      if (*w == ' ' || *w == ',')
        {
          if (need)
            return free (buf), _("improper list");
          need = true;
        }
      else
        {
          if (need)
            items++;
          need = false;
        }
    }
  if (need)
    return free (buf), _("improper list");
  struct sel_list l = { kind, items, xcalloc (items, sizeof *l.v) };
  size_t i = 0;
  char *save = NULL;
  for (char *t = strtok_r (buf, " ,", &save); t;
       t = strtok_r (NULL, " ,", &save))
    {
      char const *err = fn (t, &l, i);
      if (err)
        {
          free_list_items (&l, i);
          free (buf);
          return err;
        }
      i++;
    }
  free (buf);
  sel_lists = xreallocarray (sel_lists, n_sel_lists + 1, sizeof *sel_lists);
  sel_lists[n_sel_lists++] = l;
  opts.any_list = true;
  return NULL;
}

/* -g: a list of sessions, else of effective groups.  */
static char const *
parse_g_list (char const *arg)
{
  char const *err = parse_list (arg, SEL_SID, item_pid);
  if (err)
    err = parse_list (arg, SEL_EGID, item_gid);
  if (err)
    return _("list of session leaders OR effective group IDs was invalid");
  return NULL;
}

/* ---- Option arguments ------------------------------------------------- */

/* The argument of the option at the end of WORD (after position POS),
   or the next word.  NULL when there is none.  */
static char *
opt_arg (char *rest)
{
  if (*rest)
    return rest;
  if (thisarg + 1 < ps_argc)
    return ps_argv[++thisarg];
  return NULL;
}

/* Each -o list is parsed on its own: an AIX list may follow a list of
   names.  */
static char const *
add_format (char const *arg)
{
  opts.user_format = xreallocarray (opts.user_format,
                                    opts.n_user_format + 1,
                                    sizeof *opts.user_format);
  opts.user_format[opts.n_user_format++] = xstrdup (arg);
  return NULL;
}

static char const *
add_sort (char const *arg)
{
  if (opts.sort_list)
    return _("multiple sort options");
  opts.sort_list = xstrdup (arg);
  return NULL;
}

static char const *
parse_sysv (void)
{
  char *word = ps_argv[thisarg] + 1;
  for (char *c = word; *c; c++)
    {
      char *arg;
      char const *err = NULL;
      switch (*c)
        {
        case 'A': case 'e': opts.simple_all = true; break;
        case 'a': opts.unix_a = true; break;
        case 'd': opts.unix_d = true; break;
        case 'N': opts.negate = true; break;
        case 'C':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of command names must follow -C");
          return parse_list (arg, SEL_COMM, item_comm);
        case 'G':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of real groups must follow -G");
          return parse_list (arg, SEL_RGID, item_gid);
        case 'g':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of session leaders OR effective group names "
                     "must follow -g");
          return parse_g_list (arg);
        case 'p':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of process IDs must follow -p");
          return parse_list (arg, SEL_PID, item_pid);
        case 'q':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("List of process IDs must follow -q.");
          opts.quick = true;
          return parse_list (arg, SEL_QUICK, item_pid);
        case 's':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of session IDs must follow -s");
          return parse_list (arg, SEL_SID, item_pid);
        case 't':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of terminals (pty, tty...) must follow -t");
          return parse_list (arg, SEL_TTY, item_tty);
        case 'u':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of users must follow -u");
          return parse_list (arg, SEL_EUID, item_uid);
        case 'U':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of real users must follow -U");
          return parse_list (arg, SEL_RUID, item_uid);
        case 'o':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("format specification must follow -o");
          return add_format (arg);
        case 'O':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("format or sort specification must follow -O");
          if (opts.o_format || opts.user_format)
            return _("option -O can not follow other format options");
          opts.o_format = xstrdup (arg);
          return NULL;
        case 'f': opts.format_flags |= FF_Uf; break;
        case 'F': opts.format_flags |= FF_Uf; opts.modifiers |= FM_F; break;
        case 'l': opts.format_flags |= FF_Ul; break;
        case 'j':
          /* A personality with a -j format of its own makes it one.  */
          if (opts.per_formats[PF_j])
            opts.format_flags |= FF_Uj;
          else
            opts.modifiers |= FM_j;
          break;
        case 'y': opts.modifiers |= FM_y; break;
        case 'c': opts.modifiers |= FM_c; break;
        case 'P': opts.modifiers |= FM_P; break;
        case 'M': case 'Z': opts.modifiers |= FM_M; break;
        case 'H': opts.hier = true; break;
        case 'L': opts.thread_flags |= TF_U_L; break;
        case 'T': opts.thread_flags |= TF_U_T; break;
        case 'm': opts.thread_flags |= TF_U_m; break;
        case 'w': opts.w_count++; break;
        case 'V':
          if (ps_argc != 2 || c[1] || c != word)
            return _("the option is exclusive: -V");
          emit_version ("ps");
        case 'x':
          /* System V's -x is -y.  */
          if (opts.personality & PER_SVR4_x)
            {
              opts.modifiers |= FM_y;
              break;
            }
          /* HP-UX's -x: command lines in full, as -f shows them.  */
          if (opts.personality & PER_HPUX_x)
            {
              opts.unix_x = true;
              break;
            }
          return _("must set personality to get -x option");
        case '-':
          return _("embedded '-' among SysV options makes no sense");
        default: return _("unsupported SysV option");
        }
      if (err)
        return err;
    }
  return NULL;
}

static char const *
parse_bsd (void)
{
  char *word = ps_argv[thisarg];
  if (*word == '-')
    word++;
  for (char *c = word; *c; c++)
    {
      char *arg;
      switch (*c)
        {
        case 'a': opts.bsd_a = true; break;
        case 'x': opts.bsd_x = true; break;
        case 'g': opts.bsd_g = true; break;
        case 'r': opts.bsd_r = true; break;
        case 'T': opts.bsd_T = true; break;
        case 'c': opts.bsd_c = true; break;
        case 'e': opts.bsd_e = true; break;
        case 'n': opts.bsd_n = true; break;
        case 'S': opts.bsd_S = true; break;
        case 'h':
          if (opts.header)
            return _("only one heading option may be specified");
          opts.header = (opts.personality & PER_BSD_h) ? 1 : -1;
          break;
        case 'f': opts.forest = true; break;
        case 'j': opts.format_flags |= FF_Bj; break;
        case 'l': opts.format_flags |= FF_Bl; break;
        case 's': opts.format_flags |= FF_Bs; break;
        case 'u': opts.format_flags |= FF_Bu; break;
        case 'v': opts.format_flags |= FF_Bv; break;
        case 'X': opts.format_flags |= FF_BX; break;
        case 'Z': opts.modifiers |= FM_M; break;
        case 'H': opts.thread_flags |= TF_B_H; break;
        case 'm': case 'M':
          /* BSD's m sorts by memory use.  */
          if (*c == 'm' && (opts.personality & PER_BSD_m))
            {
              char const *e = add_sort ("pmem");
              if (e)
                return e;
              break;
            }
          /* In the retry of a failed parse, "-m" asks for memory.  */
          if (*c == 'm' && ((opts.personality & PER_OLD_m)
                            || (opts.force_bsd && word != ps_argv[thisarg])))
            opts.format_flags |= FF_Bm;
          else
            opts.thread_flags |= TF_B_m;
          break;
        case 'w': opts.w_count++; break;
        case 'L':
          if (ps_argc != 2 || c[1] || c != word)
            return _("the option is exclusive: L");
          opts.list_specs = true;
          break;
        case 'V':
          if (ps_argc != 2 || c[1] || c != word)
            return _("the option is exclusive: V");
          emit_version ("ps");
        case 'W':
          return _("obsolete W option not supported (you have a /dev/drum?)");
        case 'k':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("long sort specification must follow 'k'");
          return add_sort (arg);
        case 'o':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("format specification must follow o");
          return add_format (arg);
        case 'O':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("format or sort specification must follow O");
          if (opts.o_format || opts.user_format)
            return _("option O is neither first format nor sort order");
          opts.o_format = xstrdup (arg);
          opts.o_bsd = true;
          return NULL;
        case 'p':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of process IDs must follow p");
          return parse_list (arg, SEL_PID, item_pid);
        case 'q':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("List of process IDs must follow q.");
          opts.quick = true;
          return parse_list (arg, SEL_QUICK, item_pid);
        case 'U':
          if (!(arg = opt_arg (c + 1)) || !*arg)
            return _("list of users must follow U");
          return parse_list (arg, SEL_EUID, item_uid);
        case 't':
          /* The rest of the word, or the next word if not empty (even
             one that starts with '-'); without either, the terminal of
             ps itself.  */
          if (c[1])
            return parse_list (c + 1, SEL_TTY, item_tty);
          if (thisarg + 1 < ps_argc && *ps_argv[thisarg + 1])
            return parse_list (ps_argv[++thisarg], SEL_TTY, item_tty);
          opts.bsd_T = true;
          return NULL;
        case '-':
          return _("embedded '-' among BSD options makes no sense");
        default:
          return _("unsupported option (BSD syntax)");
        }
    }
  return NULL;
}

static char const *
parse_gnu (void)
{
  char *word = ps_argv[thisarg] + 2;
  char *eq = strchr (word, '=');
  char name[64];
  size_t nlen = eq ? (size_t) (eq - word) : strlen (word);
  if (nlen >= sizeof name)
    return _("unknown gnu long option");
  memcpy (name, word, nlen);
  name[nlen] = '\0';
  char *val = eq ? eq + 1 : NULL;
#define ARG() (val ? val : (thisarg + 1 < ps_argc ? ps_argv[++thisarg] : NULL))
#define NOARG(msg) do { if (val) return msg; } while (0)
  char *a;
  if (STREQ (name, "help"))
    {
      char *sec = val ? val : (thisarg + 1 < ps_argc ? ps_argv[thisarg + 1]
                               : NULL);
      do_help (sec);
    }
  if (STREQ (name, "version"))
    {
      if (ps_argc != 2)
        return _("the option is exclusive: --version");
      emit_version ("ps");
    }
  if (STREQ (name, "info"))
    return _("the option is exclusive: --info");
  if (STREQ (name, "Group"))
    {
      if (!(a = ARG ()) || !*a)
        return _("list of real groups must follow --Group");
      return parse_list (a, SEL_RGID, item_gid);
    }
  if (STREQ (name, "User"))
    {
      if (!(a = ARG ()) || !*a)
        return _("list of real users must follow --User");
      return parse_list (a, SEL_RUID, item_uid);
    }
  if (STREQ (name, "group"))
    {
      if (!(a = ARG ()) || !*a)
        return _("list of effective groups must follow --group");
      return parse_list (a, SEL_EGID, item_gid);
    }
  if (STREQ (name, "user"))
    {
      if (!(a = ARG ()) || !*a)
        return _("list of effective users must follow --user");
      return parse_list (a, SEL_EUID, item_uid);
    }
  if (STREQ (name, "pid"))
    {
      if (!(a = ARG ()) || !*a)
        return _("list of process IDs must follow --pid");
      return parse_list (a, SEL_PID, item_pid);
    }
  if (STREQ (name, "ppid"))
    {
      if (!(a = ARG ()) || !*a)
        return _("list of process IDs must follow --ppid");
      return parse_list (a, SEL_PPID, item_pid);
    }
  if (STREQ (name, "quick-pid"))
    {
      if (!(a = ARG ()) || !*a)
        return _("List of process IDs must follow --quick-pid.");
      opts.quick = true;
      return parse_list (a, SEL_QUICK, item_pid);
    }
  if (STREQ (name, "sid"))
    {
      if (!(a = ARG ()) || !*a)
        return _("some sid thing(s) must follow --sid");
      return parse_list (a, SEL_SID, item_pid);
    }
  if (STREQ (name, "tty"))
    {
      if (!(a = ARG ()) || !*a)
        return _("list of ttys must follow --tty");
      return parse_list (a, SEL_TTY, item_tty);
    }
  if (STREQ (name, "cols") || STREQ (name, "columns")
      || STREQ (name, "width"))
    {
      if (!(a = ARG ()) || !*a)
        return _("number of columns must follow --cols, --width, or "
                 "--columns");
      char *end;
      long v = strtol (a, &end, 0);
      if (*end || v < 1 || v > 128 * 1024 - 1)
        return _("number of columns must follow --cols, --width, or "
                 "--columns");
      opts.screen_cols = v;
      opts.cols_set = true;
      return NULL;
    }
  if (STREQ (name, "lines") || STREQ (name, "rows"))
    {
      if (!(a = ARG ()) || !*a)
        return _("number of rows must follow --rows or --lines");
      char *end;
      long v = strtol (a, &end, 0);
      if (*end || v < 1 || v > 128 * 1024 - 1)
        return _("number of rows must follow --rows or --lines");
      opts.screen_rows = v;
      return NULL;
    }
  if (STREQ (name, "context"))
    {
      opts.format_flags |= FF_Fc;
      return NULL;
    }
  if (STREQ (name, "cumulative"))
    {
      NOARG (_("option --cumulative does not take an argument"));
      opts.bsd_S = true;
      return NULL;
    }
  if (STREQ (name, "deselect"))
    {
      NOARG (_("option --deselect does not take an argument"));
      opts.negate = true;
      return NULL;
    }
  if (STREQ (name, "forest"))
    {
      NOARG (_("option --forest does not take an argument"));
      opts.forest = true;
      return NULL;
    }
  if (STREQ (name, "format"))
    {
      if (!(a = ARG ()) || !*a)
        return _("format specification must follow --format");
      return add_format (a);
    }
  if (STREQ (name, "sort"))
    {
      if (!(a = ARG ()) || !*a)
        return _("long sort specification must follow --sort");
      return add_sort (a);
    }
  static char const *const heads[] = { "header", "headers", "heading",
                                       "headings" };
  for (size_t i = 0; i < 4; i++)
    if (STREQ (name, heads[i]))
      {
        NOARG (_("option --heading does not take an argument"));
        if (opts.header)
          return _("only one heading option may be specified");
        opts.header = 1;
        return NULL;
      }
  static char const *const noheads[] = {
    "no-header", "no-headers", "no-heading", "no-headings", "noheader",
    "noheaders", "noheading", "noheadings"
  };
  for (size_t i = 0; i < 8; i++)
    if (STREQ (name, noheads[i]))
      {
        NOARG (_("option --no-heading does not take an argument"));
        if (opts.header)
          return _("only one heading option may be specified");
        opts.header = -1;
        return NULL;
      }
  return _("unknown gnu long option");
}

/* A bare PID, -PGRP or +SID takes every remaining word as one.  */
static char const *
parse_pids (void)
{
  opts.bsd = true;
  for (; thisarg < ps_argc; thisarg++)
    {
      char *w = ps_argv[thisarg];
      enum sel_kind kind = SEL_PID;
      if (*w == '-')
        kind = SEL_PGRP, w++;
      else if (*w == '+')
        kind = SEL_SID, w++;
      char *end;
      errno = 0;
      long v = strtol (w, &end, 10);
      if (*end || (end == w && *w))
        return _("process ID list syntax error");
      if (errno || v < 1 || v > 0x7fffffff)
        return _("process ID out of range");
      struct sel_list l = { kind, 1, xcalloc (1, sizeof *l.v) };
      l.v[0].num = v;
      sel_lists = xreallocarray (sel_lists, n_sel_lists + 1,
                                 sizeof *sel_lists);
      sel_lists[n_sel_lists++] = l;
      opts.any_list = true;
    }
  return NULL;
}

static char const *
parse_all (void)
{
  for (thisarg = 1; thisarg < ps_argc; thisarg++)
    {
      char *w = ps_argv[thisarg];
      unsigned char c0 = w[0], c1 = c0 ? w[1] : 0, c2 = c1 ? w[2] : 0;
      char const *err;
      if (isalpha (c0))
        {
          /* The retry in BSD mode takes only dashed words as BSD ones,
             unless the personality forces BSD parsing.  */
          if (opts.force_bsd && !(opts.personality & PER_FORCE_BSD))
            return _("way bad");
          opts.bsd = true;
          err = parse_bsd ();
        }
      else if (isdigit (c0) || c0 == '+')
        err = parse_pids ();
      else if (c0 != '-')
        return _("garbage option");
      else if (isalpha (c1))
        {
          if (opts.force_bsd)
            {
              opts.bsd = true;
              err = parse_bsd ();
            }
          else
            err = parse_sysv ();
        }
      else if (isdigit (c1))
        err = parse_pids ();
      else if (c1 == '-' && isalpha (c2))
        err = parse_gnu ();
      else
        return _("garbage option");
      if (err)
        return err;
    }
  return NULL;
}

static char const *
check_threads (void)
{
  unsigned tf = opts.thread_flags;
  if (!tf)
    return NULL;
  if (opts.forest || opts.hier)
    return _("thread display conflicts with forest display");
  if ((tf & TF_B_H) && (tf & (TF_B_m | TF_U_m)))
    return _("thread flags conflict; can't use H with m or -m");
  if ((tf & TF_B_m) && (tf & TF_U_m))
    return _("thread flags conflict; can't use both m and -m");
  if ((tf & TF_U_L) && (tf & TF_U_T))
    return _("thread flags conflict; can't use both -L and -T");
  return NULL;
}

static char const *
check_selection (void)
{
  if ((opts.unix_a || opts.unix_d) && (opts.bsd_a || opts.bsd_x || opts.bsd_g))
    return _("process selection options conflict");
  return NULL;
}

static void
reset (void)
{
  char *env_format = opts.ps_format_env;
  long cols = opts.screen_cols, rows = opts.screen_rows;
  unsigned per = opts.personality;
  char const *const *per_formats = opts.per_formats;
  for (size_t i = 0; i < opts.n_user_format; i++)
    free (opts.user_format[i]);
  free (opts.user_format);
  free (opts.o_format);
  free (opts.sort_list);
  /* The first try's lists and columns: the second starts afresh.  */
  for (size_t i = 0; i < n_sel_lists; i++)
    free_list_items (&sel_lists[i], sel_lists[i].n);
  ps_free_columns ();
  memset (&opts, 0, sizeof opts);
  opts.ps_format_env = env_format;
  opts.screen_cols = cols;
  opts.screen_rows = rows;
  opts.personality = per;
  opts.per_formats = per_formats;
  opts.bsd = per & PER_PREFER_BSD;
  n_sel_lists = 0;
}

static char const *
try_parse (void)
{
  ps_format_warning = NULL;
  char const *err = parse_all ();
  if (!err)
    err = check_threads ();
  if (!err && opts.sort_list)
    err = ps_parse_sort (opts.sort_list);
  if (!err)
    err = ps_build_format ();
  if (!err)
    err = check_selection ();
  return err;
}

/* The terminal's size as procps takes it: from the first of stdout,
   stderr, stdin and /dev/tty that answers, else 80x24.  */
static bool
window_size (struct winsize *ws)
{
  static int const fds[] = { STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO };
  for (int i = 0; i < 3; i++)
    if (ioctl (fds[i], TIOCGWINSZ, ws) == 0 && ws->ws_col > 0
        && ws->ws_row > 0)
      return true;
  int fd = open ("/dev/tty", O_NOCTTY | O_NONBLOCK | O_RDONLY);
  if (fd < 0)
    return false;
  int r = ioctl (fd, TIOCGWINSZ, ws);
  close (fd);
  return r == 0 && ws->ws_col > 0 && ws->ws_row > 0;
}

/* COLUMNS or LINES if it holds a number procps takes, else DFLT.  */
static long
env_size (char const *name, long dflt)
{
  char const *e = getenv (name);
  if (!e || !*e)
    return dflt;
  char *end;
  long v = strtol (e, &end, 0);
  return !*end && v > 0 && v < 128 * 1024 ? v : dflt;
}

static void
screen_size (void)
{
  struct winsize ws;
  long c = 80, r = 24;
  if (window_size (&ws))
    c = ws.ws_col, r = ws.ws_row;
  if (!isatty (STDOUT_FILENO))
    c = 128 * 1024;
  opts.screen_cols = env_size ("COLUMNS", c);
  opts.screen_rows = env_size ("LINES", r);
  if (opts.screen_cols < 9 || opts.screen_rows < 2)
    fprintf (stderr, _("your %dx%d screen size is bogus. expect trouble\n"),
             (int) opts.screen_cols, (int) opts.screen_rows);
}

/* -q reads only the processes it names, so procps refuses what would
   need the others.  Its messages are not translated.  */
static void
quick_conflicts (void)
{
  size_t quick = 0;
  for (size_t i = 0; i < n_sel_lists; i++)
    quick += sel_lists[i].kind == SEL_QUICK;
  if (!quick)
    return;
  size_t lists = n_sel_lists + opts.bsd_T;
  char const *msg =
    (quick > 1 ? "q/-q/--quick-pid can only be used once."
     : lists > quick
       ? "q/-q/--quick-pid cannot be combined with other selection options."
     : opts.forest || opts.hier
       ? "q/-q/--quick-pid cannot be used together with forest type listings."
     : opts.sort_list
       ? "q/-q,--quick-pid cannot be used together with sort options."
     : opts.negate
       ? "q/-q/--quick-pid cannot be used together with negation switches."
     : NULL);
  if (msg)
    {
      fprintf (stderr, "%s\n", msg);
      exit (EXIT_FAILURE);
    }
}

void
ps_parse_args (int argc, char **argv)
{
  ps_argc = argc;
  ps_argv = argv;
  opts.ps_format_env = getenv ("PS_FORMAT");
  opts.personality = ps_personality (&opts.per_formats);
  opts.bsd = opts.personality & PER_PREFER_BSD;
  screen_size ();
  /* bsd and old parse every word as BSD options, as procps' second
     try does; their errors are that try's.  */
  bool forced = opts.personality & PER_FORCE_BSD;
  char const *err = forced ? "" : try_parse ();
  if (err)
    {
      reset ();
      screen_size ();
      opts.force_bsd = true;
      opts.bsd = true;
      char const *err2 = try_parse ();
      if (err2)
        ps_usage_error (forced ? err2 : err);
    }
  if (ps_format_warning)
    fprintf (stderr, _("warning: $PS_FORMAT ignored. (%s)\n"),
             ps_format_warning);
  if (opts.w_count == 1 && opts.screen_cols < 132)
    opts.screen_cols = 132;
  else if (opts.w_count > 1)
    opts.screen_cols = 128 * 1024;
  quick_conflicts ();
}
