/* sestatus -- show the SELinux status, as policycoreutils 3.4's sestatus.  */

#include <config.h>

#include <dirent.h>
#include <libgen.h>
#include <sys/stat.h>

#include "system.h"
#include "sectx.h"
#include "c-ctype.h"
#include "xalloc.h"

/* The reference parses its options with getopt, short options only;
   so do we, so that every argument form gives the same bytes.  Its
   output is read by scripts and is not translated; nor is ours.  */
static char const short_options[] = "vb";

#define CONF_FILE "/etc/sestatus.conf"

/* At most this many processes and files are checked, and a line of the
   conf file is read in pieces of at most CONF_PIECE bytes, as in the
   reference.  */
enum { MAX_CHECK = 50, CONF_PIECE = 254 };

/* Labels are left-justified in a column this wide, widened for -b to
   the longest boolean name.  */
static int column = 32;

static noreturn void
usage (char const *argv0)
{
  /* The reference names itself here by the POSIX basename of argv[0].  */
  char *name = xstrdup (argv0);
  printf (_("\nUsage: %s [OPTION]\n\n"), basename (name));
  fputs (_("  -v  Verbose check of process and file contexts.\n"), stdout);
  fputs (_("  -b  Display current state of booleans.\n"), stdout);
  fputs (_("\nWithout options, show SELinux status.\n"), stdout);
  free (name);
  exit (255);
}

static void
label (char const *s)
{
  printf ("%-*s", column, s);
}

/* "unknown (ERROR)" or "error (ERROR)" after a label.  */
static void
failed (char const *how, int err)
{
  printf ("%s (%s)\n", how, strerror (err));
}

/* ---- The status ---- */

struct status
{
  char *mnt;                    /* selinuxfs, or NULL */
  char *policy_name;            /* the policy root's basename */
  int mode, mode_err;           /* the kernel's mode */
  int config_mode, config_err;  /* SELINUX= */
  bool mls;
  int deny_unknown, deny_err;
  int checkreqprot, check_err;
  int policyvers, vers_err;
};

/* A reading of VALUE: its errno when it failed, else 0.  */
static int
err_of (int value)
{
  return value < 0 ? errno : 0;
}

static void
gather_status (struct status *s)
{
  struct sectx_config cfg;
  int r = sectx_config_read ("/", &cfg);
  s->config_err = r != 0 ? errno : 0;
  s->config_mode = cfg.mode;
  if (r == 0 && cfg.mode == SECTX_MODE_UNSET)
    s->config_err = EINVAL;
  char *root = cfg.type ? sectx_policy_root ("/", cfg.type) : NULL;
  s->policy_name = root ? xstrdup (basename (root)) : NULL;
  free (root);
  sectx_config_free (&cfg);

  s->mode = sectx_getenforce (s->mnt);
  s->mode_err = err_of (s->mode);
  s->mls = sectx_mls_enabled (s->mnt);
  s->deny_unknown = sectx_deny_unknown (s->mnt);
  s->deny_err = err_of (s->deny_unknown);
  s->checkreqprot = sectx_checkreqprot (s->mnt);
  s->check_err = err_of (s->checkreqprot);
  s->policyvers = sectx_policyvers (s->mnt);
  s->vers_err = err_of (s->policyvers);
}

/* VALUE as one of the two words for 0 and 1, or "error (...)".  */
static void
print_choice (int value, int err, char const *zero, char const *one)
{
  if (value == 0 || value == 1)
    puts (value ? one : zero);
  else
    failed ("error", err ? err : EINVAL);
}

static void
print_status (struct status const *s)
{
  label ("SELinuxfs mount:");
  puts (s->mnt);
  label ("SELinux root directory:");
  puts (SECTX_SELINUX_DIR);
  label ("Loaded policy name:");
  if (s->policy_name)
    puts (s->policy_name);
  else
    failed ("error", ENOMEM);
  label ("Current mode:");
  if (s->mode < 0)
    failed ("unknown", s->mode_err);
  else
    puts (s->mode ? "enforcing" : "permissive");
  label ("Mode from config file:");
  if (s->config_err)
    failed ("error", s->config_err);
  else
    puts (s->config_mode == SECTX_MODE_ENFORCING ? "enforcing"
          : s->config_mode == SECTX_MODE_PERMISSIVE ? "permissive"
          : "disabled");
  label ("Policy MLS status:");
  puts (s->mls ? "enabled" : "disabled");
  label ("Policy deny_unknown status:");
  print_choice (s->deny_unknown, s->deny_err, "allowed", "denied");
  label ("Memory protection checking:");
  print_choice (s->checkreqprot, s->check_err, "actual (secure)",
                "requested (insecure)");
  label ("Max kernel policy version:");
  if (s->policyvers < 0)
    failed ("unknown", s->vers_err);
  else
    printf ("%d\n", s->policyvers);
}

/* ---- Booleans (-b) ---- */

static void
print_booleans (char const *mnt)
{
  struct sectx_boolean *b;
  size_t n;
  if (sectx_booleans_read (mnt, &b, &n) != 0)
    return;
  puts ("\nPolicy booleans:");
  for (size_t i = 0; i < n; i++)
    if (strlen (b[i].name) + 1 > (size_t) column)
      column = strlen (b[i].name) + 1;
  for (size_t i = 0; i < n; i++)
    {
      label (b[i].name);
      if (b[i].active < 0)
        printf ("unknown (%s)", strerror (b[i].err));
      else
        fputs (b[i].active ? "on" : "off", stdout);
      if (b[i].pending != b[i].active)
        fputs (b[i].pending ? " (activate pending)"
               : " (inactivate pending)", stdout);
      putchar ('\n');
    }
  sectx_booleans_free (b, n);
}

/* ---- Contexts (-v) ---- */

/* What /etc/sestatus.conf asks for.  */
struct checks
{
  bool missing;                 /* the file could not be opened */
  char **stray;                 /* lines before any section */
  size_t nstray;
  char *proc[MAX_CHECK];        /* [process]: executables */
  size_t nproc;
  char *file[MAX_CHECK];        /* [files] */
  size_t nfile;
};

static void
add_string (char ***v, size_t *n, char const *s)
{
  *v = xreallocarray (*v, *n + 1, sizeof **v);
  (*v)[(*n)++] = xstrdup (s);
}

/* Apply one piece of a conf line (a string, newline removed).  */
static void
apply_conf_piece (char const *piece, int *section, struct checks *c)
{
  char const *p = piece;
  while (c_isspace (*p))
    p++;
  if (*p == '#' || *p == '\0')
    return;
  if (strncmp (p, "[process]", 9) == 0)
    *section = 0;
  else if (strncmp (p, "[files]", 7) == 0)
    *section = 1;
  else if (*section == 0)
    {
      if (c->nproc < MAX_CHECK)
        c->proc[c->nproc++] = xstrdup (p);
    }
  else if (*section == 1)
    {
      if (c->nfile < MAX_CHECK)
        c->file[c->nfile++] = xstrdup (p);
    }
  else
    add_string (&c->stray, &c->nstray, piece);
}

/* Read the conf file as the reference does, with fgets into a 255-byte
   buffer: a long line is several pieces.  */
static void
gather_checks (struct checks *c)
{
  FILE *fp = fopen (CONF_FILE, "re");
  c->missing = fp == NULL;
  if (fp == NULL)
    return;
  char *line = NULL;
  size_t size = 0;
  ssize_t len;
  int section = -1;
  char piece[CONF_PIECE + 1];
  while ((len = getline (&line, &size, fp)) > 0)
    for (ssize_t off = 0; off < len; off += CONF_PIECE)
      {
        size_t n = len - off < CONF_PIECE ? len - off : CONF_PIECE;
        memcpy (piece, line + off, n);
        piece[n] = '\0';
        size_t plen = strlen (piece);
        if (plen > 0 && piece[plen - 1] == '\n')
          piece[plen - 1] = '\0';
        apply_conf_piece (piece, &section, c);
      }
  free (line);
  fclose (fp);
}

/* The executable of every process but this one, in /proc's order; a
   link longer than the reference's 254-byte buffer is cut short.  */
struct exe
{
  pid_t pid;
  char path[255];
};

static struct exe *
gather_exes (size_t *n)
{
  *n = 0;
  DIR *dir = opendir ("/proc");
  if (dir == NULL)
    {
      perror ("/proc");
      return NULL;
    }
  struct exe *v = NULL;
  size_t alloc = 0;
  pid_t self = getpid ();
  struct dirent *e;
  while ((e = readdir (dir)) != NULL)
    {
      errno = 0;
      long pid = strtol (e->d_name, NULL, 10);
      if (errno || pid == 0 || pid == self)
        continue;
      char link[64];
      snprintf (link, sizeof link, "/proc/%ld/exe", pid);
      if (*n == alloc)
        v = x2nrealloc (v, &alloc, sizeof *v);
      memset (v[*n].path, 0, sizeof v[*n].path);
      if (readlink (link, v[*n].path, sizeof v[*n].path - 1) < 0)
        continue;
      v[(*n)++].pid = pid;
    }
  closedir (dir);
  return v;
}

/* The first process running COMMAND (resolved through its links), or
   -1.  */
static pid_t
pid_of (char const *command, struct exe const *exes, size_t n)
{
  char *real = realpath (command, NULL);
  char const *want = real ? real : command;
  pid_t pid = -1;
  for (size_t i = 0; i < n && pid < 0; i++)
    if (strcmp (exes[i].path, want) == 0)
      pid = exes[i].pid;
  free (real);
  return pid;
}

static void
print_process_contexts (struct checks const *c)
{
  puts ("\nProcess contexts:");
  char *ctx;
  label ("Current context:");
  if (sectx_proc_get (0, 0, &ctx) == 0)
    puts (ctx);
  else
    failed ("unknown", errno);
  free (ctx);
  label ("Init context:");
  if (sectx_proc_get (1, 0, &ctx) == 0)
    puts (ctx);
  else
    failed ("unknown", errno);
  free (ctx);

  size_t n = 0;
  struct exe *exes = c->nproc ? gather_exes (&n) : NULL;
  for (size_t i = 0; i < c->nproc; i++)
    {
      pid_t pid = pid_of (c->proc[i], exes, n);
      if (pid > 0 && sectx_proc_get (pid, 0, &ctx) == 0)
        {
          label (c->proc[i]);
          puts (ctx);
          free (ctx);
        }
    }
  free (exes);
}

/* FILE's context; for a symlink, its own and its target's.  */
static void
print_file_context (char const *file)
{
  char *ctx;
  struct stat st;
  if (sectx_file_get (file, SECTX_NOFOLLOW | SECTX_VERBATIM, &ctx) != 0)
    return;
  label (file);
  if (lstat (file, &st) != 0)
    printf ("%s (could not check link status (%s)!)\n", ctx,
            strerror (errno));
  else if (!S_ISLNK (st.st_mode))
    puts (ctx);
  else
    {
      printf ("%s -> ", ctx);
      free (ctx);
      if (sectx_file_get (file, SECTX_VERBATIM, &ctx) == 0)
        puts (ctx);
      else
        failed ("unknown", errno);
    }
  free (ctx);
}

static void
print_file_contexts (struct checks const *c)
{
  puts ("\nFile contexts:");
  label ("Controlling terminal:");
  /* With no terminal on stdin the reference asks libselinux about a NULL
     name, which fails with EFAULT; say the same.  */
  char const *tty = ttyname (STDIN_FILENO);
  char *ctx;
  if (tty && sectx_file_get (tty, SECTX_NOFOLLOW | SECTX_VERBATIM, &ctx) == 0)
    {
      puts (ctx);
      free (ctx);
    }
  else
    failed ("unknown", tty ? errno : EFAULT);
  for (size_t i = 0; i < c->nfile; i++)
    print_file_context (c->file[i]);
}

static void
print_contexts (void)
{
  struct checks c = { 0 };
  gather_checks (&c);
  if (c.missing)
    printf ("\nUnable to open %s.\n", CONF_FILE);
  for (size_t i = 0; i < c.nstray; i++)
    printf ("Line not in a section: %s.\n", c.stray[i]);
  print_process_contexts (&c);
  print_file_contexts (&c);
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  bool verbose = false, booleans = false;
  int c;
  while ((c = getopt (argc, argv, short_options)) != -1)
    switch (c)
      {
      case 'v': verbose = true; break;
      case 'b': booleans = true; break;
      default: usage (argv[0]);
      }

  struct status s = { 0 };
  sectx_selinuxfs_find (&s.mnt);
  label ("SELinux status:");
  if (!sectx_selinux_enabled ("/", s.mnt))
    puts ("disabled");
  else
    {
      puts ("enabled");
      gather_status (&s);
      print_status (&s);
      if (booleans)
        print_booleans (s.mnt);
      if (verbose)
        print_contexts ();
    }
  free (s.policy_name);
  free (s.mnt);
  return EXIT_SUCCESS;
}
