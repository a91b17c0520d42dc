/* matchpathcon -- the context file_contexts gives a path, as
   selinux-utils 3.4's matchpathcon.  */

#include <config.h>

#include "system.h"
#include "sectx.h"

#include <sys/stat.h>

#include "xalloc.h"

/* The reference parses its options with getopt, short options only, and
   names itself by argv[0] as given; so do we.  */
static char const short_options[] = "m:Nnf:P:p:Vq";

static char const *prog;

static noreturn void
usage (void)
{
  fprintf (stderr, _("usage:  %s [-V] [-N] [-n] [-m type] "
                     "[-f file_contexts_file] [-p prefix] "
                     "[-P policy_root_path] filepath...\n"), prog);
  exit (EXIT_FAILURE);
}

struct options
{
  bool header;                  /* not -n: "PATH\tCONTEXT" */
  bool verify;                  /* -V */
  bool raw;                     /* -N */
  bool quiet;                   /* -q */
  mode_t force_mode;            /* -m */
  struct sectx_fc_open_opts open;
};

/* -m takes its first character only, as the reference does.  */
static mode_t
type_mode (char const *s)
{
  switch (s[0])
    {
    case 'b': return S_IFBLK;
    case 'c': return S_IFCHR;
    case 'd': return S_IFDIR;
    case 'p': return S_IFIFO;
    case 'l': return S_IFLNK;
    case 's': return S_IFSOCK;
    case 'f': return S_IFREG;
    default: return 0;
    }
}

static void
parse_options (int argc, char **argv, struct options *o)
{
  int c;
  while ((c = getopt (argc, argv, short_options)) > 0)
    switch (c)
      {
      case 'n': o->header = false; break;
      case 'm':
        o->force_mode = type_mode (optarg);
        if (!o->force_mode)
          {
            fprintf (stderr, _("%s: mode %s is invalid\n"), prog, optarg);
            exit (EXIT_FAILURE);
          }
        break;
      case 'V': o->verify = true; break;
      case 'N': o->raw = true; break;
      case 'f': o->open.path = optarg; break;
      case 'P':
        /* libselinux takes the policy type from the last component, so
           it wants a '/'.  */
        if (!strchr (optarg, '/'))
          {
            fprintf (stderr, _("Error setting policy root  %s:  %s\n"),
                     optarg, strerror (EINVAL));
            exit (EXIT_FAILURE);
          }
        o->open.policy_root = optarg;
        break;
      case 'p':
        fprintf (stderr, _("Warning: using %s -p is deprecated\n"), prog);
        o->open.subset = optarg;
        break;
      case 'q': o->quiet = true; break;
      default:
        usage ();
      }
}

/* libselinux logs load problems on stderr as they come.  */
static void
print_msg (void *arg, struct sectx_fc_msg const *m)
{
  (void) arg;
  fputs (m->text, stderr);
}

/* Print the context for PATH, or <<none>>; 1 on failure.  */
static int
print_match (struct sectx_fc const *fc, char const *path, bool header,
             mode_t mode)
{
  char const *ctx;
  if (sectx_fc_lookup (fc, path, mode, &ctx) < 0)
    {
      if (errno != ENOENT)
        {
          fprintf (stderr, _("selabel_lookup(%s) failed: %s\n"), path,
                   strerror (errno));
          return 1;
        }
      ctx = "<<none>>";
    }
  if (header)
    printf ("%s\t%s\n", path, ctx);
  else
    printf ("%s\n", ctx);
  return 0;
}

/* libselinux's realpath_not_final: the directory resolved, the last
   component kept.  NULL after saying why on stderr.  */
static char *
resolve_dir (char const *name)
{
  char *copy = xstrdup (name), *last = strrchr (copy, '/'), *dir = NULL;
  char *res = NULL;
  if (last == copy)
    dir = xstrdup ("");
  else
    {
      char const *d = last ? copy : "./";
      if (last)
        *last = '\0';
      dir = realpath (d, NULL);
      if (!dir)
        fprintf (stderr, "symlink_realpath(%s) realpath() failed: %s\n",
                 name, strerror (errno));
    }
  if (dir)
    {
      char const *base = last ? last + 1 : copy;
      res = xmalloc (strlen (dir) + strlen (base) + 2);
      sprintf (res, "%s/%s", dir, base);
    }
  free (dir);
  free (copy);
  return res;
}

/* Does everything after the user part of A and B agree
   (selinux_file_context_cmp)?  */
static bool
same_but_user (char const *a, char const *b)
{
  char const *ra = strchr (a, ':'), *rb = strchr (b, ':');
  if (!ra || !rb)
    return !ra && !rb;
  return STREQ (ra, rb);
}

/* libselinux's selinux_file_context_verify: 1 when PATH's label agrees
   with the policy's default file_contexts (not -f's), 0 when not or
   when there is no answer, -1 with errno on error.  */
static int
verify (char const *path, mode_t mode)
{
  static struct sectx_fc *deflt;
  char *resolved = S_ISLNK (mode) ? resolve_dir (path) : realpath (path, NULL);
  char const *p = resolved ? resolved : path;
  char *con = NULL;
  int rc = -1;
  if (sectx_file_get (p, SECTX_NOFOLLOW | SECTX_RAW | SECTX_VERBATIM,
                      &con) < 0)
    rc = errno == ENOTSUP ? 0 : -1;
  else if (deflt || sectx_fc_open (NULL, &deflt) == 0)
    {
      char const *want;
      if (sectx_fc_lookup (deflt, p, mode, &want) < 0)
        rc = errno == ENOENT ? 0 : -1;
      else
        rc = same_but_user (want, con);
    }
  int e = errno;
  free (con);
  free (resolved);
  errno = e;
  return rc;
}

/* -V for PATH; 1 when it is not verified.  */
static int
report_verify (struct sectx_fc const *fc, struct options const *o,
               char const *path, mode_t mode)
{
  int rc = verify (path, mode);
  if (o->quiet)
    {
      if (rc == 1)
        return 0;
      exit (EXIT_FAILURE);
    }
  if (rc < 0)
    {
      printf (_("%s error: %s\n"), path, strerror (errno));
      exit (EXIT_FAILURE);
    }
  if (rc == 1)
    {
      printf (_("%s verified.\n"), path);
      return 0;
    }
  char *con;
  int flags = SECTX_NOFOLLOW | SECTX_VERBATIM | (o->raw ? SECTX_RAW : 0);
  if (sectx_file_get (path, flags, &con) == 0)
    {
      printf (_("%s has context %s, should be "), path, con);
      free (con);
    }
  else
    printf (_("actual context unknown: %s, should be "), strerror (errno));
  print_match (fc, path, false, mode);
  return 1;
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);
  prog = argv[0];
  if (argc < 2)
    usage ();

  struct options o = { .header = true,
                       .open = { .notify = print_msg } };
  parse_options (argc, argv, &o);
  struct sectx_fc *fc;
  if (sectx_fc_open (&o.open, &fc) < 0)
    {
      fprintf (stderr, _("Error while opening file contexts database: %s\n"),
               strerror (errno));
      return 255;
    }

  int status = 0;
  for (int i = optind; i < argc; i++)
    {
      char *path = argv[i];
      size_t len = strlen (path);
      if (len > 1 && path[len - 1] == '/')
        path[len - 1] = '\0';
      struct stat st;
      mode_t mode = lstat (path, &st) == 0 ? st.st_mode : 0;
      if (o.force_mode)
        mode = o.force_mode;
      if (o.verify)
        status |= report_verify (fc, &o, path, mode);
      else
        status |= print_match (fc, path, o.header, mode);
    }
  sectx_fc_close (fc);
  return status;
}
