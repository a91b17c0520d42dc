/* setfiles, restorecon -- set the security contexts of files from the
   policy's file_contexts, as policycoreutils 3.4's setfiles.  One binary,
   two names: argv[0] decides.  */

#include <config.h>

#include <fcntl.h>
#include <glob.h>
#include <libgen.h>
#include <stdarg.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <syslog.h>
#include <selinux/selinux.h>
#include <sepol/sepol.h>

#include "system.h"
#include "sectx.h"
#include "progress.h"
#include "xalloc.h"

/* What to do, from the command line.  */
struct setfiles
{
  char const *prog;             /* argv[0], as 3.4 names itself */
  bool restorecon;
  unsigned int flags;           /* SECTX_RL_* */
  bool verbose, progress, syslog, warn_no_match, null_sep, digest;
  bool mass, ignore_mounts, input;
  char const *input_file;
  char const *altroot;
  char const *policyfile;
  char const *spec;             /* setfiles' spec file */
  unsigned long long nthreads;
  char **excludes;
  size_t nexcludes;

  /* While running.  */
  unsigned long long estimate;  /* files on seclabel mounts (mass) */
  struct progress *bar;         /* a terminal's progress bar, or NULL */
  unsigned long skipped;
};

static noreturn void
usage (struct setfiles const *s)
{
  char const *n = s->prog;
  if (s->restorecon)
    fprintf (stderr, "usage:  %s [-iIDFmnprRv0xT] [-e excludedir] pathname...\n"
             "usage:  %s [-iIDFmnprRv0xT] [-e excludedir] -f filename\n",
             n, n);
  else
    fprintf (stderr, "usage:  %s [-diIDlmnpqvCEFWT] [-e excludedir] "
             "[-r alt_root_path] [-c policyfile] spec_file pathname...\n"
             "usage:  %s [-diIDlmnpqvCEFWT] [-e excludedir] "
             "[-r alt_root_path] [-c policyfile] spec_file -f filename\n"
             "usage:  %s -s [-diIDlmnpqvFWT] spec_file\n", n, n, n);
  exit (255);
}

/* 3.4's log callback: information on stdout as it is, warnings and
   errors on stderr after "PROG: ".  */
static void
say (struct setfiles const *s, bool info, char const *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  if (info)
    vprintf (fmt, ap);
  else
    {
      fflush (stdout);
      fprintf (stderr, "%s: ", s->prog);
      vfprintf (stderr, fmt, ap);
    }
  va_end (ap);
}

/* ---- Events from the relabel --------------------------------------- */

static void
on_count (struct setfiles *s, unsigned long n)
{
  if (s->bar)
    {
      progress_update (s->bar, n);
      return;
    }
  if (n % 1024)
    return;
  if (s->mass && s->estimate > 0)
    {
      float pc = n < s->estimate ? 100.0 * n / s->estimate : 100;
      printf ("\r%-.1f%%", (double) pc);
    }
  else
    printf ("\r%luk", n / 1024);
  fflush (stdout);
}

static void
on_change (struct setfiles *s, struct sectx_rl_event const *e)
{
  if (s->verbose)
    say (s, true, "%s %s from %s to %s\n",
         e->done ? "Relabeled" : "Would relabel", e->path,
         e->old ? e->old : "(null)", e->new);
  if (s->syslog && e->done)
    {
      if (e->old)
        syslog (LOG_INFO, "relabeling %s from %s to %s\n", e->path, e->old,
                e->new);
      else
        syslog (LOG_INFO, "labeling %s to %s\n", e->path, e->new);
    }
}

static void
on_event (void *arg, struct sectx_rl_event const *e)
{
  struct setfiles *s = arg;
  char const *m = e->err ? strerror (e->err) : "";
  if (s->bar && e->kind != SECTX_RL_COUNTED)
    progress_clear (s->bar);
  switch (e->kind)
    {
    case SECTX_RL_NO_DEFAULT:
      say (s, true, "Warning no default label for %s\n", e->path); break;
    case SECTX_RL_MATCHED:
      say (s, true, "%s matched by %s\n", e->path, e->new); break;
    case SECTX_RL_COUNTED:
      on_count (s, e->n); break;
    case SECTX_RL_CUSTOMIZED:
      if (s->verbose)
        say (s, true, "%s not reset as customized by admin to %s\n",
             e->path, e->old);
      break;
    case SECTX_RL_CHANGED:
      on_change (s, e); break;
    case SECTX_RL_SKIP_DIR:
      say (s, true, "Skipping restorecon on directory(%s)\n", e->path); break;
    case SECTX_RL_CONFLICT:
      say (s, false, "conflicting specifications for %s and %s, using %s.\n",
           e->path, e->other, e->new);
      break;
    case SECTX_RL_CONFLICT_FATAL:
      say (s, false, "treating conflicting specifications as an error.\n");
      break;
    case SECTX_RL_ASSOC_ERROR:
      say (s, false, "filespec_add error: %s\n", e->path); break;
    case SECTX_RL_SET_ERROR:
      say (s, false, "Could not set context for %s:  %s\n", e->path, m); break;
    case SECTX_RL_LSTAT_ERROR:
      say (s, false, "lstat(%s) failed: %s\n", e->path, m); break;
    case SECTX_RL_STATFS_ERROR:
      say (s, false, "statfs(%s) failed: %s\n", e->path, m); break;
    case SECTX_RL_REALPATH_ERROR:
      say (s, false, "SELinux: Could not get canonical path for %s "
           "restorecon: %s.\n", e->path, m);
      break;
    case SECTX_RL_READ_ERROR:
      say (s, false, "Could not read %s: %s.\n", e->path, m); break;
    case SECTX_RL_STAT_ERROR:
      say (s, false, "Could not stat %s: %s.\n", e->path, m); break;
    case SECTX_RL_ROOT_ERROR:
      say (s, false, "%s is not located in alt_rootpath %s\n", e->path,
           e->other);
      break;
    case SECTX_RL_DIGEST_ERROR:
      say (s, false, "setxattr failed: %s: %s\n", e->path, m); break;
    case SECTX_RL_NOMEM_ERROR:
      say (s, false, "selinux_restorecon_common:  Out of memory\n"); break;
    }
}

/* ---- Loading the specs --------------------------------------------- */

static void
on_fc_msg (void *arg, struct sectx_fc_msg const *msg)
{
  struct setfiles *s = arg;
  say (s, msg->level == SECTX_FC_INFO, "%s", msg->text);
}

/* setfiles' validation (3.4's canoncon): against the -c policy when
   given, else the kernel's canonical form; no kernel policy: valid.  */
static int
validate (void *arg, char const *ctx, char **canon)
{
  struct setfiles *s = arg;
  *canon = NULL;
  if (s->policyfile)
    {
      if (sepol_check_context (ctx) < 0)
        {
          fprintf (stderr, "invalid context %s\n", ctx);
          exit (255);
        }
      return 0;
    }
  char *c;
  if (security_canonicalize_context_raw (ctx, &c) == 0)
    {
      *canon = strdup (c);
      freecon (c);
      return 0;
    }
  return errno == ENOENT ? 0 : -1;
}

static struct sectx_fc *
load_specs (struct setfiles *s)
{
  struct sectx_fc_open_opts o = {
    .path = s->spec,
    .validate = !s->restorecon,
    .validator = validate, .validator_arg = s,
    .digest = s->digest,
    .notify = on_fc_msg, .notify_arg = s,
  };
  struct sectx_fc *fc;
  if (sectx_fc_open (&o, &fc) < 0)
    {
      if (s->spec)
        perror (s->spec);
      else
        perror (NULL);
      exit (1);
    }
  return fc;
}

static char **
customizable_types (void)
{
  struct sectx_config cfg;
  char **types = NULL;
  sectx_config_read (NULL, &cfg);
  char *root = cfg.type ? sectx_policy_root (NULL, cfg.type) : NULL;
  if (root)
    {
      char *file = malloc (strlen (root) + 40);
      if (file)
        {
          sprintf (file, "%s/contexts/customizable_types", root);
          sectx_customizable_types_read (file, &types);
          free (file);
        }
      free (root);
    }
  sectx_config_free (&cfg);
  return types;
}

/* ---- Operands ------------------------------------------------------ */

/* 3.4 skips glob results ending in "/." or "/..".  */
static bool
dot_entry (char const *p)
{
  size_t n = strlen (p);
  return ((n > 2 && strcmp (p + n - 2, "/.") == 0)
          || (n > 3 && strcmp (p + n - 3, "/..") == 0));
}

static int
run_one (struct setfiles *s, struct sectx_relabel *rl, char const *path)
{
  if (s->bar)
    progress_start (s->bar, path);
  int rc = sectx_relabel_run (rl, path, &s->skipped);
  if (s->bar)
    progress_clear (s->bar);
  else if (s->progress && s->mass && (s->flags & SECTX_RL_RECURSE))
    printf ("\r%s 100.0%%\n", path);
  return rc;
}

static int
process_glob (struct setfiles *s, struct sectx_relabel *rl, char const *arg)
{
  glob_t g;
  int errors = 0;
  if (glob (arg, GLOB_TILDE | GLOB_PERIOD | GLOB_NOCHECK | GLOB_BRACE, NULL,
            &g) != 0)
    return run_one (s, rl, arg) < 0;
  for (size_t i = 0; i < g.gl_pathc; i++)
    if (!dot_entry (g.gl_pathv[i]))
      errors |= run_one (s, rl, g.gl_pathv[i]) < 0;
  globfree (&g);
  return errors;
}

static int
process_input (struct setfiles *s, struct sectx_relabel *rl)
{
  FILE *f = stdin;
  if (strcmp (s->input_file, "-") != 0)
    f = fopen (s->input_file, "r");
  if (!f)
    {
      fprintf (stderr, "Unable to open %s: %s\n", s->input_file,
               strerror (errno));
      usage (s);
    }
  char *buf = NULL;
  size_t size = 0;
  ssize_t len;
  int errors = 0;
  while ((len = getdelim (&buf, &size, s->null_sep ? '\0' : '\n', f)) > 0)
    {
      /* 3.4 drops the last byte, delimiter or not.  */
      buf[len - 1] = '\0';
      /* "/" in the list is no mass relabel for -p: 3.4 sets its flags
         before it reads the list.  */
      errors |= process_glob (s, rl, buf);
    }
  free (buf);
  if (f != stdin)
    fclose (f);
  return errors;
}

/* ---- Options --------------------------------------------------------- */

static void
add_exclude (struct setfiles *s, char const *dir)
{
  struct stat st;
  if (lstat (dir, &st) < 0 && errno != EACCES)
    {
      fprintf (stderr, "Can't stat exclude path \"%s\", %s - ignoring.\n",
               dir, strerror (errno));
      return;
    }
  if (dir[0] != '/')
    {
      fprintf (stderr, "Full path required for exclude: %s.\n", dir);
      exit (255);
    }
  s->excludes = xreallocarray (s->excludes, s->nexcludes + 1,
                               sizeof *s->excludes);
  s->excludes[s->nexcludes++] = (char *) dir;
}

static void
set_altroot (struct setfiles *s, char const *dir, char const *argv0)
{
  struct stat st;
  if (lstat (dir, &st) < 0 && errno != EACCES)
    {
      fprintf (stderr, "Can't stat alt_root_path \"%s\", %s\n", dir,
               strerror (errno));
      exit (255);
    }
  if (s->altroot)
    {
      fprintf (stderr, "%s: only one -r can be specified\n", argv0);
      exit (255);
    }
  if (strcmp (dir, "/") == 0)
    {
      fprintf (stderr, "%s:  invalid alt_rootpath: %s\n", s->prog, dir);
      exit (255);
    }
  s->altroot = dir;
}

static void
load_policy_file (struct setfiles *s, char const *file)
{
  FILE *f = fopen (file, "r");
  if (!f)
    {
      fprintf (stderr, "Error opening %s: %s\n", file, strerror (errno));
      exit (255);
    }
  if (sepol_set_policydb_from_file (f) < 0)
    {
      fprintf (stderr, "Error reading policy %s: %s\n", file,
               strerror (errno));
      exit (255);
    }
  fclose (f);
  s->policyfile = file;
}

static void
parse_threads (struct setfiles *s, char const *arg)
{
  char *end;
  errno = 0;
  s->nthreads = strtoull (arg, &end, 10);
  if (!*arg || *end)
    usage (s);
}

static void
exclusive (struct setfiles *s)
{
  fprintf (stderr, "Progress and Verbose mutually exclusive\n");
  usage (s);
}

/* The options both names share.  */
static bool
common_option (struct setfiles *s, int c, char **argv)
{
  switch (c)
    {
    case 'e': add_exclude (s, optarg); break;
    case 'f': s->input = true; s->input_file = optarg; break;
    case 'i': s->flags |= SECTX_RL_IGNORE_NOENT; break;
    case 'I': s->flags |= SECTX_RL_IGNORE_DIGEST; s->digest = true; break;
    case 'D': s->digest = true; break;
    case 'F': s->flags |= SECTX_RL_FORCE; break;
    case 'm': s->ignore_mounts = true; break;
    case 'n': s->flags |= SECTX_RL_NOCHANGE; break;
    case 'o':
      fprintf (stderr, "%s: -o option no longer supported\n", s->prog);
      break;
    case 'q': break;
    case 'v':
      if (s->progress)
        exclusive (s);
      s->verbose = true;
      break;
    case 'p':
      if (s->verbose)
        exclusive (s);
      s->progress = true;
      break;
    case 'W': s->warn_no_match = true; break;
    case '0': s->null_sep = true; break;
    case 'T': parse_threads (s, optarg); break;
    case 'l': s->syslog = true; break;
    default: return false;
    }
  (void) argv;
  return true;
}

static void
parse (struct setfiles *s, int argc, char **argv)
{
  char const *opts = (s->restorecon ? "e:f:hiIDlmno:pqrsvFRW0xT:"
                      : "c:de:f:hiIDlmno:pqr:svCEFR:W0T:");
  int c;
  while ((c = getopt (argc, argv, opts)) > 0)
    {
      if (common_option (s, c, argv))
        continue;
      switch (c)
        {
        case 'c': load_policy_file (s, optarg); break;
        case 'd': s->flags |= SECTX_RL_LOG_MATCHES; break;
        case 'C': s->flags |= SECTX_RL_COUNT_ERRORS; break;
        case 'E': s->flags |= SECTX_RL_CONFLICT_ERROR; break;
        case 'x': s->flags |= SECTX_RL_XDEV; break;
        case 'r': case 'R':
          if (s->restorecon)
            s->flags |= SECTX_RL_RECURSE;
          else
            set_altroot (s, optarg, argv[0]);
          break;
        case 's':
          s->input = true;
          s->input_file = "-";
          s->flags &= ~SECTX_RL_ADD_ASSOC;
          break;
        default:
          usage (s);
        }
    }
  for (int i = optind; i < argc; i++)
    if (strcmp (argv[i], "/") == 0)
      s->mass = true;
}

/* setfiles: the operand count, then the spec file itself.  */
static void
take_spec (struct setfiles *s, int argc, char **argv)
{
  if (s->policyfile ? optind > argc - 1
      : s->input ? optind != argc - 1 : optind > argc - 2)
    usage (s);
  struct stat st;
  if (stat (argv[optind], &st) < 0)
    {
      perror (argv[optind]);
      exit (255);
    }
  if (!S_ISREG (st.st_mode))
    {
      fprintf (stderr, "%s:  spec file %s is not a regular file.\n", argv[0],
               argv[optind]);
      exit (255);
    }
  s->spec = argv[optind++];
}

/* ---- Main -------------------------------------------------------------- */

static void
identify (struct setfiles *s, char *argv0)
{
  char *copy = xstrdup (argv0);
  char const *base = basename (copy);
  s->prog = argv0;
  s->restorecon = strcmp (base, "setfiles") != 0;
  if (s->restorecon && strcmp (base, "restorecon") != 0)
    fprintf (stderr, "Executed with unrecognized name (%s), defaulting to "
             "%s behavior.\n", base, "restorecon");
  free (copy);
  s->flags = SECTX_RL_REALPATH;
  if (!s->restorecon)
    s->flags = SECTX_RL_RECURSE | SECTX_RL_ADD_ASSOC | SECTX_RL_XDEV;
  s->nthreads = 1;
}

static struct sectx_relabel *
make_relabel (struct setfiles *s, struct sectx_fc *fc, char **custom)
{
  struct sectx_relabel_opts o = {
    .fc = fc, .flags = s->flags, .altroot = s->altroot,
    .customizable = (char const *const *) custom,
    .nthreads = s->nthreads,
    .notify = on_event, .notify_arg = s,
  };
  if (s->progress)
    o.flags |= SECTX_RL_PROGRESS;
  if (s->digest)
    o.flags |= SECTX_RL_DIGEST;
  struct sectx_relabel *rl = sectx_relabel_new (&o);
  if (!rl)
    xalloc_die ();
  for (size_t i = 0; i < s->nexcludes; i++)
    sectx_relabel_exclude (rl, s->excludes[i]);
  if (!s->ignore_mounts && sectx_enabled ())
    s->estimate = sectx_relabel_exclude_mounts (rl, "/proc/mounts");
  return rl;
}

/* setfiles -W: the specs no lookup chose.  */
static void
report_unused (struct setfiles *s, struct sectx_fc *fc,
               struct sectx_relabel *rl)
{
  unsigned long const *hits = sectx_relabel_spec_hits (rl);
  size_t n = sectx_fc_nspecs (fc);
  for (size_t i = 0; i < n; i++)
    {
      struct sectx_fc_spec_info in;
      if (hits[i] || sectx_fc_spec (fc, i, &in) < 0)
        continue;
      if (in.type)
        say (s, false, "Warning!  No matches for (%s, %s, %s)\n", in.regex,
             in.type, in.ctx);
      else
        say (s, false, "Warning!  No matches for (%s, %s)\n", in.regex,
             in.ctx);
    }
}

/* Let a deep tree keep a directory fd per level.  */
static void
raise_fd_limit (void)
{
  struct rlimit r;
  if (getrlimit (RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max)
    {
      r.rlim_cur = r.rlim_max;
      setrlimit (RLIMIT_NOFILE, &r);
    }
}

int
main (int argc, char **argv)
{
  static struct setfiles s;
  set_program_name (argv[0]);
  setlocale (LC_ALL, "");
  bindtextdomain (PACKAGE, LOCALEDIR);
  textdomain (PACKAGE);
  atexit (close_stdout);

  identify (&s, argv[0]);
  /* restorecon without SELinux: a silent success, so scripts may call it
     unconditionally.  */
  if (s.restorecon && !sectx_enabled ())
    return EXIT_SUCCESS;
  parse (&s, argc, argv);
  if (!s.restorecon)
    take_spec (&s, argc, argv);
  else if (argc < 2)
    usage (&s);

  struct sectx_fc *fc = load_specs (&s);
  char **custom = customizable_types ();
  struct sectx_relabel *rl = make_relabel (&s, fc, custom);
  raise_fd_limit ();
  if (s.progress && isatty (STDOUT_FILENO))
    s.bar = progress_new (stdout, s.estimate);

  int errors = 0;
  if (s.input)
    errors = process_input (&s, rl);
  else
    for (int i = optind; i < argc; i++)
      errors |= process_glob (&s, rl, argv[i]);

  if (s.warn_no_match)
    report_unused (&s, fc, rl);
  if (s.bar)
    progress_free (s.bar);
  else if (s.progress)
    putchar ('\n');
  sectx_relabel_free (rl);
  sectx_strv_free (custom);
  sectx_fc_close (fc);
  free (s.excludes);
  return errors ? 255 : s.skipped ? 1 : 0;
}
