/* id -- print user and group information, as GNU coreutils 9.1's id.  */

#include <config.h>

#include <grp.h>
#include <pwd.h>
#include <sys/types.h>

#include "system.h"
#include "sectx.h"
#include "inttostr.h"
#include "mgetgroups.h"
#include "userspec.h"
#include "xalloc.h"

#define PROGRAM_NAME "id"

static struct option const long_options[] =
{
  {"context", no_argument, NULL, 'Z'},
  {"group", no_argument, NULL, 'g'},
  {"groups", no_argument, NULL, 'G'},
  {"name", no_argument, NULL, 'n'},
  {"real", no_argument, NULL, 'r'},
  {"user", no_argument, NULL, 'u'},
  {"zero", no_argument, NULL, 'z'},
  {GETOPT_HELP_OPTION_DECL},
  {GETOPT_VERSION_OPTION_DECL},
  {NULL, 0, NULL, 0}
};

static noreturn void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    emit_try_help ();
  else
    {
      printf (_("Usage: %s [OPTION]... [USER]...\n"), program_name);
      fputs (_("\
Print user and group information for each specified USER,\n\
or (when USER omitted) for the current process.\n\
\n"), stdout);
      fputs (_("\
  -a             ignore, for compatibility with other versions\n\
  -Z, --context  print only the security context of the process\n\
  -g, --group    print only the effective group ID\n\
  -G, --groups   print all group IDs\n\
  -n, --name     print a name instead of a number, for -ugG\n\
  -r, --real     print the real ID instead of the effective ID, with -ugG\n\
  -u, --user     print only the effective user ID\n\
  -z, --zero     delimit entries with NUL characters, not whitespace;\n\
                   not permitted in default format\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      fputs (_("\
\n\
Without any OPTION, print some useful set of identified information.\n\
"), stdout);
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

/* What to print, from the options.  */
struct id_options
{
  bool just_user, just_group, just_groups, just_context;
  bool use_name, use_real, zero;
};

/* Whose ids: the process's, or one named user's.  */
struct subject
{
  char const *name;             /* user name; NULL for the process */
  uid_t ruid, euid;
  gid_t rgid, egid;
  gid_t login_gid;              /* primary group for the group list */
  char *context;                /* process context, or NULL */
};

static bool
default_format (struct id_options const *o)
{
  return !(o->just_user || o->just_group || o->just_groups
           || o->just_context);
}

/* ---- Gathering ---- */

static uid_t
checked_uid (uid_t (*get) (void), char const *what)
{
  errno = 0;
  uid_t id = get ();
  if (id == (uid_t) -1 && errno)
    error (EXIT_FAILURE, errno, "%s", what);
  return id;
}

static gid_t
checked_gid (gid_t (*get) (void), char const *what)
{
  errno = 0;
  gid_t id = get ();
  if (id == (gid_t) -1 && errno)
    error (EXIT_FAILURE, errno, "%s", what);
  return id;
}

static void
gather_process (struct subject *s, struct id_options const *o)
{
  s->name = NULL;
  s->euid = checked_uid (geteuid, _("cannot get effective UID"));
  s->ruid = checked_uid (getuid, _("cannot get real UID"));
  s->egid = checked_gid (getegid, _("cannot get effective GID"));
  s->rgid = checked_gid (getgid, _("cannot get real GID"));
  s->login_gid = s->egid;
  s->context = NULL;

  /* The context is shown by -Z, and by the default format unless POSIX
     asks for its plain output.  Only -Z makes a failure fatal.  */
  if ((o->just_context
       || (default_format (o) && !getenv ("POSIXLY_CORRECT")))
      && sectx_enabled ()
      && sectx_proc_get (0, 0, &s->context) != 0 && o->just_context)
    error (EXIT_FAILURE, 0, _("can't get process context"));
}

/* Look SPEC (a name or a number) up.  */
static struct passwd *
lookup_user (char const *spec)
{
  /* An empty spec is no user, though parse_user_spec accepts it.  */
  if (!*spec)
    return NULL;
  uid_t uid;
  char *name = NULL;
  if (parse_user_spec (spec, &uid, NULL, &name, NULL) != NULL)
    return NULL;
  struct passwd *pw = name ? getpwnam (name) : getpwuid (uid);
  free (name);
  return pw;
}

static void
gather_user (struct subject *s, struct passwd const *pw)
{
  /* Later lookups reuse getpwnam's buffer: keep a copy of the name.  */
  s->name = xstrdup (pw->pw_name);
  s->ruid = s->euid = pw->pw_uid;
  s->rgid = s->egid = s->login_gid = pw->pw_gid;
  s->context = NULL;
}

/* ---- Formatting ---- */

static bool
print_uid (uid_t uid, bool use_name)
{
  char buf[INT_BUFSIZE_BOUND (uintmax_t)];
  char const *num = umaxtostr (uid, buf);
  if (use_name)
    {
      struct passwd const *pw = getpwuid (uid);
      if (pw)
        {
          fputs (pw->pw_name, stdout);
          return true;
        }
      error (0, 0, _("cannot find name for user ID %s"), num);
    }
  fputs (num, stdout);
  return !use_name;
}

static bool
print_gid (gid_t gid, bool use_name)
{
  char buf[INT_BUFSIZE_BOUND (uintmax_t)];
  char const *num = umaxtostr (gid, buf);
  if (use_name)
    {
      struct group const *gr = getgrgid (gid);
      if (gr)
        {
          fputs (gr->gr_name, stdout);
          return true;
        }
      error (0, 0, _("cannot find name for group ID %s"), num);
    }
  fputs (num, stdout);
  return !use_name;
}

/* The supplementary groups of S, with its login group first.  */
static int
subject_groups (struct subject const *s, gid_t **groups)
{
  int n = xgetgroups (s->name, s->login_gid, groups);
  if (n < 0)
    {
      if (s->name)
        error (0, errno, _("failed to get groups for user %s"),
               quote (s->name));
      else
        error (0, errno, _("failed to get groups for the current process"));
    }
  return n;
}

/* -G: the real group, the effective one if it differs, then the rest.  */
static bool
print_group_list (struct subject const *s, bool use_name, char delim)
{
  bool ok = true;
  if (s->name && getpwuid (s->ruid) == NULL)
    ok = false;
  ok &= print_gid (s->rgid, use_name);
  if (s->egid != s->rgid)
    {
      putchar (delim);
      ok &= print_gid (s->egid, use_name);
    }

  gid_t *groups;
  int n = subject_groups (s, &groups);
  if (n < 0)
    return false;
  for (int i = 0; i < n; i++)
    if (groups[i] != s->rgid && groups[i] != s->egid)
      {
        putchar (delim);
        ok &= print_gid (groups[i], use_name);
      }
  free (groups);
  return ok;
}

static void
print_id_with_uname (char const *label, uid_t uid)
{
  printf ("%s%ju", label, (uintmax_t) uid);
  struct passwd const *pw = getpwuid (uid);
  if (pw)
    printf ("(%s)", pw->pw_name);
}

static void
print_id_with_gname (char const *label, gid_t gid)
{
  printf ("%s%ju", label, (uintmax_t) gid);
  struct group const *gr = getgrgid (gid);
  if (gr)
    printf ("(%s)", gr->gr_name);
}

/* The default format: uid=, gid=, euid=, egid=, groups= and context=.  */
static bool
print_full_info (struct subject const *s)
{
  print_id_with_uname (_("uid="), s->ruid);
  print_id_with_gname (_(" gid="), s->rgid);
  if (s->euid != s->ruid)
    print_id_with_uname (_(" euid="), s->euid);
  if (s->egid != s->rgid)
    print_id_with_gname (_(" egid="), s->egid);

  gid_t *groups;
  int n = subject_groups (s, &groups);
  if (n < 0)
    return false;
  if (n > 0)
    fputs (_(" groups="), stdout);
  for (int i = 0; i < n; i++)
    print_id_with_gname (i ? "," : "", groups[i]);
  free (groups);

  if (s->context)
    printf (_(" context=%s"), s->context);
  return true;
}

static bool
print_subject (struct subject const *s, struct id_options const *o,
               bool several)
{
  bool ok = true;
  if (o->just_user)
    ok = print_uid (o->use_real ? s->ruid : s->euid, o->use_name);
  else if (o->just_group)
    ok = print_gid (o->use_real ? s->rgid : s->egid, o->use_name);
  else if (o->just_groups)
    ok = print_group_list (s, o->use_name, o->zero ? '\0' : ' ');
  else if (o->just_context)
    fputs (s->context, stdout);
  else
    ok = print_full_info (s);

  /* With -Gz and several users, a second NUL ends each user's record.  */
  if (o->zero && o->just_groups && several)
    putchar ('\0');
  putchar (o->zero ? '\0' : '\n');
  return ok;
}

/* ---- main ---- */

static void
parse_options (int argc, char **argv, struct id_options *o)
{
  int c;
  while ((c = getopt_long (argc, argv, "agnruzGZ", long_options, NULL))
         != -1)
    switch (c)
      {
      case 'a':
        break;
      case 'Z':
        /* Checked here, before any other usage error, as GNU does.  */
        if (!sectx_enabled ())
          error (EXIT_FAILURE, 0,
                 _("--context (-Z) works only on an SELinux-enabled kernel"));
        o->just_context = true;
        break;
      case 'g': o->just_group = true; break;
      case 'G': o->just_groups = true; break;
      case 'n': o->use_name = true; break;
      case 'r': o->use_real = true; break;
      case 'u': o->just_user = true; break;
      case 'z': o->zero = true; break;
      case GETOPT_HELP_CHAR:
        usage (EXIT_SUCCESS);
      case GETOPT_VERSION_CHAR:
        emit_version (PROGRAM_NAME);
      default:
        usage (EXIT_FAILURE);
      }
}

static void
check_options (struct id_options const *o, int n_users)
{
  if (n_users && o->just_context)
    error (EXIT_FAILURE, 0,
           _("cannot print security context when user specified"));
  if (o->just_user + o->just_group + o->just_groups + o->just_context > 1)
    error (EXIT_FAILURE, 0, _("cannot print \"only\" of more than one choice"));
  if (default_format (o) && (o->use_real || o->use_name))
    error (EXIT_FAILURE, 0,
           _("cannot print only names or real IDs in default format"));
  if (default_format (o) && o->zero)
    error (EXIT_FAILURE, 0, _("option --zero not permitted in default format"));
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);

  struct id_options o = { 0 };
  parse_options (argc, argv, &o);
  int n_users = argc - optind;
  check_options (&o, n_users);

  bool ok = true;
  struct subject s;
  if (n_users == 0)
    {
      gather_process (&s, &o);
      ok = print_subject (&s, &o, false);
      free (s.context);
    }
  for (int i = optind; i < argc; i++)
    {
      struct passwd *pw = lookup_user (argv[i]);
      if (pw == NULL)
        {
          error (0, errno, _("%s: no such user"), quote (argv[i]));
          ok = false;
          continue;
        }
      gather_user (&s, pw);
      ok &= print_subject (&s, &o, n_users > 1);
      free ((char *) s.name);
    }
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
