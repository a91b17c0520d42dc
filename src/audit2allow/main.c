/* audit2allow, audit2why -- rules, and reasons, from SELinux denials, as
   policycoreutils-python-utils 3.4 gives them (audit2why is the same
   program under its other name).  */

#include <config.h>

#include "system.h"
#include "options.h"
#include "input.h"
#include "analyze.h"
#include "access.h"
#include "write.h"
#include "why.h"
#include "extras.h"
#include "follow.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>

#include <selinux/selinux.h>
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include "c-ctype.h"
#include "ignore-value.h"
#include "xalloc.h"

/* clang names AddressSanitizer its own way.  */
#if defined __has_feature
# if __has_feature (address_sanitizer)
#  define A2A_FREE_AT_EXIT 1
# endif
#endif

/* Python's str () of an OSError for FILE.  */
static char *
os_error (int err, char const *file)
{
  char *r = py_repr (file), *s;
  xasprintf_err (&s, "[Errno %d] %s: %s", err, strerror (err), r);
  free (r);
  return s;
}

/* Read FD into BUF from *LEN on until end of file or CAP bytes: true
   when BUF is full and more may come.  */
static bool
fill (int fd, char *buf, size_t *len, size_t cap)
{
  while (*len < cap)
    {
      ssize_t r = read (fd, buf + *len, cap - *len);
      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0)
        return false;
      *len += r;
    }
  return true;
}

/* Read all of FD.  */
static char *
slurp (int fd, size_t *n)
{
  size_t alloc = 65536, len = 0;
  char *buf = xmalloc (alloc);
  while (fill (fd, buf, &len, alloc))
    buf = x2realloc (buf, &alloc);
  *n = len;
  return buf;
}

/* Read all of the file FD (ST from fstat, or NULL) into a buffer of
   big_buffer_alloc, of *ALLOC bytes: a large log's pages then come
   populated, not a fault per 4 KiB.  */
static char *
slurp_big (int fd, struct stat const *st, size_t *n, size_t *alloc)
{
  size_t a = 65536;
  if (st && S_ISREG (st->st_mode) && st->st_size > 0
      && st->st_size < SIZE_MAX / 4)
    a += st->st_size;
  char *buf = big_buffer_alloc (a);
  size_t len = 0;
  while (fill (fd, buf, &len, a))
    {
      if (a > SIZE_MAX / 2)
        xalloc_die ();
      char *nb = big_buffer_alloc (a * 2);
      memcpy (nb, buf, len);
      big_buffer_free (buf, a);
      buf = nb;
      a *= 2;
    }
  *n = len;
  *alloc = a;
  return buf;
}

/* -i FILE: lines as Python's text layer gives them, which fails on the
   first byte that is not UTF-8 after handing over the lines before.  */
static void
read_file (struct log *log, char const *file)
{
  int fd = open (file, O_RDONLY);
  struct stat st;
  bool have_st = fd >= 0 && fstat (fd, &st) == 0;
  if (have_st && S_ISDIR (st.st_mode))
    {
      close (fd);
      fd = -1;
      errno = EISDIR;
    }
  if (fd < 0)
    {
      char *e = os_error (errno, file);
      fprintf (stderr, "could not open file %s - \"%s\"\n",
               py_stderr_str (file), e);
      exit (EXIT_FAILURE);
    }
  size_t n, alloc;
  char *buf = slurp_big (fd, have_st ? &st : NULL, &n, &alloc);
  close (fd);
  struct utf8_error ue;
  if (utf8_first_error ((unsigned char *) buf, n, &ue))
    {
      /* Only lines ended before the failing chunk; a "\r" at its edge
         waits to see whether "\n" follows.  */
      size_t end = ue.boundary;
      if (end && buf[end - 1] == '\r')
        end--;
      while (end && buf[end - 1] != '\n' && buf[end - 1] != '\r')
        end--;
      feed_universal (log, buf, end);
      char *msg = utf8_error_message (&ue);
      puts (msg);
      exit (EXIT_FAILURE);
    }
  feed_universal (log, buf, n);
  big_buffer_free (buf, alloc);
}

/* Run ARGV, returning its standard output; false if it cannot start.  */
static bool
run_capture (char *const *argv, char **out, size_t *n, int *err)
{
  int p[2];
  if (pipe (p) < 0)
    xalloc_die ();
  int e[2];
  if (pipe2 (e, O_CLOEXEC) < 0)
    xalloc_die ();
  pid_t pid = fork ();
  if (pid < 0)
    xalloc_die ();
  if (pid == 0)
    {
      close (p[0]);
      close (e[0]);
      dup2 (p[1], STDOUT_FILENO);
      close (p[1]);
      execv (argv[0], argv);
      int x = errno;
      ignore_value (write (e[1], &x, sizeof x));
      _exit (127);
    }
  close (p[1]);
  close (e[1]);
  int x;
  ssize_t r = read (e[0], &x, sizeof x);
  close (e[0]);
  *out = slurp (p[0], n);
  close (p[0]);
  waitpid (pid, NULL, 0);
  if (r == sizeof x)
    {
      *err = x;
      free (*out);
      return false;
    }
  return true;
}

/* Command output, decoded as 3.4 decodes it, then split at "\n".  */
static void
feed_output (struct log *log, char *buf, size_t n)
{
  struct utf8_error ue;
  if (utf8_first_error ((unsigned char *) buf, n, &ue))
    {
      ue.start = ue.offset;
      ue.end = ue.offset + (ue.end - (ue.offset - ue.boundary));
      puts (utf8_error_message (&ue));
      exit (EXIT_FAILURE);
    }
  feed_lines (log, buf, n, false);
  free (buf);
}

static void
read_ausearch (struct log *log, bool boot)
{
  char *argv[8] = { (char *) "/sbin/ausearch", (char *) "-m",
    (char *) "AVC,USER_AVC,MAC_POLICY_LOAD,DAEMON_START,SELINUX_ERR",
    NULL, NULL, NULL, NULL };
  char date[128], tod[128];
  if (boot)
    {
      double up = 0;
      FILE *f = fopen ("/proc/uptime", "r");
      if (f && fscanf (f, "%lf", &up) != 1)
        up = 0;
      if (f)
        fclose (f);
      time_t t = time (NULL) - (time_t) up;
      struct tm tm;
      localtime_r (&t, &tm);
      strftime (date, sizeof date, "%x", &tm);
      strftime (tod, sizeof tod, "%X", &tm);
      argv[3] = (char *) "-ts";
      argv[4] = date;
      argv[5] = tod;
    }
  char *buf;
  size_t n;
  int err;
  if (!run_capture (argv, &buf, &n, &err))
    {
      char *e = os_error (err, argv[0]);
      fprintf (stderr, "could not run ausearch - \"%s\"\n", e);
      exit (EXIT_FAILURE);
    }
  feed_output (log, buf, n);
}

static void
read_dmesg (struct log *log)
{
  char *argv[] = { (char *) "/bin/dmesg", NULL };
  char *buf;
  size_t n;
  int err;
  if (!run_capture (argv, &buf, &n, &err))
    {
      char *e = os_error (err, argv[0]);
      fprintf (stderr, _("%s: cannot run dmesg: %s\n"), program_name, e);
      exit (EXIT_FAILURE);
    }
  feed_output (log, buf, n);
}

static void
read_input (struct log *log, struct options const *o)
{
  if (o->input)
    read_file (log, o->input);
  else if (o->dmesg)
    read_dmesg (log);
  else if (o->all || o->boot)
    read_ausearch (log, !o->all);
  else
    {
      size_t n;
      char *buf = slurp (STDIN_FILENO, &n);
      feed_lines (log, buf, n, true);
      free (buf);
    }
  if ((o->input || !(o->dmesg || o->all || o->boot)) && !log->recognised)
    {
      fputs ("Nothing to do\n", stderr);
      exit (EXIT_SUCCESS);
    }
  log_finish (log);
}

/* -t: Python's re.match, a match anchored at the start only.  */
static bool
type_matches (char const *type, void *arg)
{
  pcre2_code *re = arg;
  pcre2_match_data *md = pcre2_match_data_create_from_pattern (re, NULL);
  int rc = pcre2_match (re, (PCRE2_SPTR) type, strlen (type), 0,
                        PCRE2_ANCHORED, md, NULL);
  pcre2_match_data_free (md);
  return rc >= 0;
}

static pcre2_code *
compile_type (char const *regex)
{
  int err;
  PCRE2_SIZE off;
  pcre2_code *re = pcre2_compile ((PCRE2_SPTR) regex, PCRE2_ZERO_TERMINATED,
                                  PCRE2_UTF | PCRE2_MATCH_INVALID_UTF, &err,
                                  &off, NULL);
  if (!re)
    {
      PCRE2_UCHAR msg[256];
      pcre2_get_error_message (err, msg, sizeof msg);
      fprintf (stderr, "re.error: %s at position %zu\n", (char *) msg,
               (size_t) off);
      exit (EXIT_FAILURE);
    }
  return re;
}

static struct analysis const *
analyze_record (void *policy, struct record const *r, char const **why)
{
  return policy_analyze (policy, r, why);
}

/* Beyond 3.4: what it drops or mangles in silence, on standard error.  */
static void
report_line (void *ctx, size_t line, char const *msg)
{
  fprintf (stderr, _("%s: line %zu: %s\n"), (char const *) ctx, line, msg);
}

static void
check_name (struct options *o)
{
  char const *name = o->module && *o->module ? o->module : o->module_package;
  if (!name || !*name)
    return;
  o->requires = true;
  bool ok = c_isalpha (name[0]);
  for (char const *p = name; ok && *p; p++)
    ok = c_isalnum (*p) || *p == '_' || *p == '-' || *p == '.';
  if (!ok)
    {
      fputs ("error: module names must begin with a letter, optionally"
             " followed by letters, numbers, \"-\", \"_\", \".\"\n", stderr);
      exit (2);
    }
  if (o->module_package && *o->module_package)
    {
      if (o->output && *o->output)
        {
          fputs ("error: --module-package conflicts with --output\n", stderr);
          exit (2);
        }
      if (o->module && *o->module)
        {
          fputs ("error: --module-package conflicts with --module\n", stderr);
          exit (2);
        }
    }
}

static void
check_conflicts (struct options *o)
{
  if (o->all || o->boot)
    {
      if (o->input)
        fputs ("error: --all/--boot conflicts with --input\n", stderr);
      if (o->dmesg)
        fputs ("error: --all/--boot conflicts with --dmesg\n", stderr);
    }
  if (o->input && o->dmesg)
    fputs ("error: --input conflicts with --dmesg\n", stderr);
  check_name (o);
}

static struct policy *
open_policy (struct options const *o)
{
  char const *path = o->policy;
  if (!path)
    path = selinux_current_policy_path ();
  if (!path)
    {
      fputs ("ValueError: You must specify the -p option with the path to"
             " the policy file.\n", stderr);
      exit (EXIT_FAILURE);
    }
  char *err;
  struct policy *p = policy_open (path, &err);
  if (!p)
    {
      fprintf (stderr, "ValueError: %s\n", err);
      exit (EXIT_FAILURE);
    }
  return p;
}

/* -R: 3.4 needs sepolgen's interface database; without it, its message.
   With it, say that interfaces are not used here.  */
static void
check_reference (struct options const *o)
{
  char const *ifs = o->interface_info ? o->interface_info
                                      : "/var/lib/sepolgen/interface_info";
  char const *pm = o->perm_map ? o->perm_map : "/var/lib/sepolgen/perm_map";
  FILE *f = fopen (ifs, "r");
  if (!f)
    {
      fprintf (stderr, "could not open interface info [%s]\n",
               py_stderr_str (ifs));
      exit (EXIT_FAILURE);
    }
  fclose (f);
  f = fopen (pm, "r");
  if (!f)
    {
      fprintf (stderr, "could not open perm map [%s]\n", py_stderr_str (pm));
      exit (EXIT_FAILURE);
    }
  fclose (f);
  fprintf (stderr, _("%s: -R: refpolicy interfaces are not offered;"
                     " writing plain rules\n"), program_name);
}

/* Run a command line through the shell as 3.4 does; its output, as
   subprocess.getstatusoutput gives it, in *OUT.  */
static int
run_shell (char const *cmd, char **out)
{
  char *full;
  xasprintf_err (&full, "%s 2>&1", cmd);
  FILE *p = popen (full, "r");
  free (full);
  if (!p)
    xalloc_die ();
  size_t n;
  *out = slurp (fileno (p), &n);
  int st = pclose (p);
  if (n && (*out)[n - 1] == '\n')
    n--;
  (*out)[n] = '\0';
  return st;
}

/* sepolgen's path chooser: NAME in the first of the development
   directories that has it, else in the first.  */
static char *
devel_file (char const *name)
{
  static char const *const dirs[] = { "/usr/share/selinux/default",
    "/usr/share/selinux/mls", "/usr/share/selinux/devel" };
  char *p;
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++)
    {
      xasprintf_err (&p, "%s/%s", dirs[i], name);
      if (access (p, F_OK) == 0)
        return p;
      free (p);
    }
  xasprintf_err (&p, "%s/%s", dirs[0], name);
  return p;
}

/* -M with -R: 3.4 builds with refpolicy's development Makefile.  */
static void
refpolicy_build (void)
{
  char *mk = devel_file ("Makefile");
  if (access (mk, F_OK) != 0)
    {
      free (mk);
      mk = devel_file ("include/Makefile");
    }
  char *cmd, *out;
  xasprintf_err (&cmd, "/usr/bin/make -f %s", mk);
  if (run_shell (cmd, &out) != 0)
    {
      printf ("compilation failed:\n%s\n", out);
      exit (EXIT_FAILURE);
    }
  free (cmd), free (out), free (mk);
}

static void
module_package (struct options const *o, struct access const *a,
                struct write_opts const *w)
{
  char *te, *mod, *pp, *cmd, *out;
  xasprintf_err (&te, "%s.te", o->module_package);
  xasprintf_err (&mod, "%s.mod", o->module_package);
  xasprintf_err (&pp, "%s.pp", o->module_package);
  FILE *f = fopen (te, "w");
  if (!f)
    {
      char *e = os_error (errno, te);
      fprintf (stderr, "could not write output file: %s\n", e);
      exit (EXIT_FAILURE);
    }
  write_module (f, a, w);
  if (fclose (f) != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (te));
  if (w->refpolicy)
    {
      refpolicy_build ();
      goto done;
    }
  xasprintf_err (&cmd, "/usr/bin/checkmodule%s -m -o %s %s",
                 is_selinux_mls_enabled () == 1 ? " -M" : "", mod, te);
  if (run_shell (cmd, &out) != 0)
    {
      printf ("compilation failed:\n%s\n", out);
      exit (EXIT_FAILURE);
    }
  free (cmd), free (out);
  xasprintf_err (&cmd, "/usr/bin/semodule_package -o %s -m %s", pp, mod);
  if (run_shell (cmd, &out) != 0)
    {
      printf ("packaging failed [%s]\n", out);
      exit (EXIT_FAILURE);
    }
  unlink (mod);
  free (cmd), free (out);
 done:
  printf (_("******************** IMPORTANT ***********************\n"));
  printf (_("To make this policy package active, execute:\n\nsemodule -i %s\n\n"),
          pp);
  free (te), free (mod), free (pp);
}

static void
output (struct options const *o, struct log const *log,
        struct access const *a, struct policy *policy)
{
  if (o->why)
    {
      write_why (stdout, log);
      return;
    }
  struct write_opts w = { 0 };
  if (o->refpolicy)
    {
      check_reference (o);
      w.refpolicy = true;
    }
  w.module = o->module_package && *o->module_package ? o->module_package
             : o->module && *o->module ? o->module : NULL;
  w.requires = o->requires || w.refpolicy;
  w.dontaudit = o->dontaudit;
  w.xperms = o->xperms;
  w.explain = o->explain_long ? EXPLAIN_LONG
              : o->verbose ? EXPLAIN_SHORT : EXPLAIN_NONE;
  w.fragment = o->fragment;
  if (o->module_package && *o->module_package)
    {
      module_package (o, a, &w);
      return;
    }
  FILE *out = stdout;
  if (o->output && *o->output)
    {
      out = fopen (o->output, "a");
      if (!out)
        {
          puts (os_error (errno, o->output));
          exit (EXIT_FAILURE);
        }
    }
  if (o->advise)
    write_advice (out, a, log, o->policy, policy_has_type, policy);
  else if (o->summary)
    write_summary (out, a, log);
  else
    write_module (out, a, &w);
  if (out != stdout && fclose (out) != 0)
    error (EXIT_FAILURE, errno, "%s", quotef (o->output));
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);
  struct options o;
  options_parse (&o, argc, argv);
  check_conflicts (&o);

  struct log log = { 0 };
  log.last_load_only = o.lastreload;
  struct policy *policy = open_policy (&o);
  log.analyze = analyze_record;
  log.analyze_ctx = policy;
  log.report = report_line;
  log.report_ctx = (void *) o.prog;
  log.report_hexcomm = o.verbose || o.explain_long;
  log.keep_lines = o.why || o.explain_long;
  if (o.follow)
    return follow_kmsg (&log, o.kmsg ? o.kmsg : "/dev/kmsg", stdout);
  read_input (&log, &o);
  pcre2_code *re = o.type ? compile_type (o.type) : NULL;

  struct access a;
  char *err;
  if (!access_build (&a, &log, re ? type_matches : NULL, re, &err))
    {
      puts (err);
      exit (EXIT_FAILURE);
    }
  output (&o, &log, &a, policy);
  /* Freeing a large log costs as much as reading it: exit does it, but
     under the sanitizers everything is freed, to show nothing leaks.  */
#if defined __SANITIZE_ADDRESS__ || defined A2A_FREE_AT_EXIT
  access_free (&a);
  log_free (&log);
  policy_close (policy);
  pcre2_code_free (re);
#endif
  return EXIT_SUCCESS;
}
