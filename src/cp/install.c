/* install -- copy files and set their attributes, as GNU coreutils
   9.1's install, on the copying engine cp and mv use.  */

#include <config.h>

#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <selinux/selinux.h>

#include "system.h"
#include "install.h"
#include "argmatch.h"
#include "backupfile.h"
#include "dirname.h"
#include "filenamecat.h"
#include "intprops.h"
#include "modechange.h"
#include "xalloc.h"
#include "xstrtol.h"

#define PROGRAM_NAME "install"

enum
{
  PRESERVE_CONTEXT_OPTION = CHAR_MAX + 1,
  STRIP_PROGRAM_OPTION
};

static struct option const long_options[] =
{
  {"backup", optional_argument, NULL, 'b'},
  {"compare", no_argument, NULL, 'C'},
  {"context", optional_argument, NULL, 'Z'},
  {"directory", no_argument, NULL, 'd'},
  {"group", required_argument, NULL, 'g'},
  {"mode", required_argument, NULL, 'm'},
  {"no-target-directory", no_argument, NULL, 'T'},
  {"owner", required_argument, NULL, 'o'},
  {"preserve-timestamps", no_argument, NULL, 'p'},
  {"preserve-context", no_argument, NULL, PRESERVE_CONTEXT_OPTION},
  {"strip", no_argument, NULL, 's'},
  {"strip-program", required_argument, NULL, STRIP_PROGRAM_OPTION},
  {"suffix", required_argument, NULL, 'S'},
  {"target-directory", required_argument, NULL, 't'},
  {"verbose", no_argument, NULL, 'v'},
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
      printf (_("\
Usage: %s [OPTION]... [-T] SOURCE DEST\n\
  or:  %s [OPTION]... SOURCE... DIRECTORY\n\
  or:  %s [OPTION]... -t DIRECTORY SOURCE...\n\
  or:  %s [OPTION]... -d DIRECTORY...\n\
"),
              program_name, program_name, program_name, program_name);
      fputs (_("\
\n\
This install program copies files (often just compiled) into destination\n\
locations you choose.  If you want to download and install a ready-to-use\n\
package on a GNU/Linux system, you should instead be using a package manager\n\
like yum(1) or apt-get(1).\n\
\n\
In the first three forms, copy SOURCE to DEST or multiple SOURCE(s) to\n\
the existing DIRECTORY, while setting permission modes and owner/group.\n\
In the 4th form, create all components of the given DIRECTORY(ies).\n\
"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
      --backup[=CONTROL]  make a backup of each existing destination file\n\
  -b                  like --backup but does not accept an argument\n\
  -c                  (ignored)\n\
  -C, --compare       compare content of source and destination files, and\n\
                        if no change to content, ownership, and permissions,\n\
                        do not modify the destination at all\n\
  -d, --directory     treat all arguments as directory names; create all\n\
                        components of the specified directories\n\
"), stdout);
      fputs (_("\
  -D                  create all leading components of DEST except the last,\n\
                        or all components of --target-directory,\n\
                        then copy SOURCE to DEST\n\
  -g, --group=GROUP   set group ownership, instead of process' current group\n\
  -m, --mode=MODE     set permission mode (as in chmod), instead of rwxr-xr-x\n\
  -o, --owner=OWNER   set ownership (super-user only)\n\
"), stdout);
      fputs (_("\
  -p, --preserve-timestamps   apply access/modification times of SOURCE files\n\
                        to corresponding destination files\n\
  -s, --strip         strip symbol tables\n\
      --strip-program=PROGRAM  program used to strip binaries\n\
  -S, --suffix=SUFFIX  override the usual backup suffix\n\
  -t, --target-directory=DIRECTORY  copy all SOURCE arguments into DIRECTORY\n\
  -T, --no-target-directory  treat DEST as a normal file\n\
  -v, --verbose       print the name of each directory as it is created\n\
"), stdout);
      fputs (_("\
      --preserve-context  preserve SELinux security context\n\
  -Z                      set SELinux security context of destination\n\
                            file and each created directory to default type\n\
      --context[=CTX]     like -Z, or if CTX is specified then set the\n\
                            SELinux or SMACK security context to CTX\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      putchar ('\n');
      emit_backup_suffix_note ();
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

/* A bad --backup argument: the valid ones are listed, then usage.  */
static void
bad_argument (void)
{
  usage (EXIT_FAILURE);
}

/* A user or group by name, else as a number; -1 for none asked.  */
static uintmax_t
numeric_id (char const *name, uintmax_t max, char const *what)
{
  uintmax_t n;
  if (xstrtoumax (name, NULL, 0, &n, "") != LONGINT_OK || max < n)
    error (EXIT_FAILURE, 0, what, quote (name));
  return n;
}

static void
get_ids (struct install *i, char const *owner, char const *group)
{
  i->owner = (uid_t) -1;
  if (owner)
    {
      struct passwd *pw = getpwnam (owner);
      i->owner = pw ? pw->pw_uid
                 : numeric_id (owner, TYPE_MAXIMUM (uid_t),
                               _("invalid user %s"));
      endpwent ();
    }
  i->group = (gid_t) -1;
  if (group)
    {
      struct group *gr = getgrnam (group);
      i->group = gr ? gr->gr_gid
                 : numeric_id (group, TYPE_MAXIMUM (gid_t),
                               _("invalid group %s"));
      endgrent ();
    }
}

/* Is FILE a directory to install into?  Open as GNU's is (needing no
   permission on it), so the errno is the same; sets errno when not.  */
static bool
target_dir_ok (char const *file)
{
  char const *f = file;
  /* ".", "./.", ".//" and the like are the working directory.  */
  while (*f++ == '.')
    {
      if (*f != '/')
        {
          if (!*f)
            return true;
          break;
        }
      while (*++f == '/')
        continue;
      if (!*f)
        return true;
    }
  int fd = open (file, O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return false;
  close (fd);
  return true;
}

/* Install FROM into the directory TO_DIR under its own name; with
   MAKE_DIR (-D, the first file) TO_DIR is made first when *DIR_OK is
   false.  Once it was made, later files go in too.  */
static bool
install_in_dir (char const *from, char const *to_dir, struct install *i,
                bool make_dir, bool *dir_ok)
{
  char *to = file_name_concat (to_dir, last_component (from), NULL);
  bool ok = true;
  int dirfd = -1;
  if (!*dir_ok && (ok = make_dir)
      && (ok = install_leading_dirs (from, to, i, true, &dirfd)))
    {
      if (!target_dir_ok (to_dir))
        {
          error (0, errno, _("cannot open %s"), quoteaf (to));
          ok = false;
        }
      else
        *dir_ok = true;
    }
  if (ok)
    ok = install_file_in_file (from, to, dirfd, i);
  if (dirfd >= 0)
    close (dirfd);
  free (to);
  return ok;
}

/* Turn -m's MODE into the modes of files and of directories.  */
static void
set_modes (struct install *i, char const *spec)
{
  i->mode = i->dir_mode = INSTALL_DEFAULT_MODE;
  i->dir_mode_bits = 07777;
  if (!spec)
    return;
  struct mode_change *change = mode_compile (spec);
  if (!change)
    error (EXIT_FAILURE, 0, _("invalid mode %s"), quote (spec));
  i->mode = mode_adjust (0, false, 0, change, NULL);
  i->dir_mode = mode_adjust (0, true, 0, change, &i->dir_mode_bits);
  free (change);
}

/* The engine as install drives it: each source read as a regular file
   (links followed), the destination removed first and made u+rw, to be
   given its mode afterwards.  */
static void
engine_init (struct cp_options *x)
{
  cp_options_init (x);
  x->install_mode = true;
  x->copy_as_regular = true;
  x->dereference = DEREF_ALWAYS;
  x->remove_before_open = true;
  x->set_mode = true;
  x->mode = S_IRUSR | S_IWUSR;
}

/* The operands other than -d's.  */
static bool
install_files (struct install *i, int n, char **file, char const *target,
               bool target_ok, bool make_dirs)
{
  struct cp_options *x = &i->x;
  copy_tables_init (x);
  /* Unlike cp, install says nothing of a source given twice.  */
  hash_free (x->seen_args);
  x->seen_args = NULL;
  if (i->default_label)
    x->born_fc = install_labels (i, false);
  if (!target)
    {
      int dirfd = -1;
      bool ok = (!make_dirs
                 || install_leading_dirs (file[0], file[1], i, false,
                                          &dirfd))
                && install_file_in_file (file[0], file[1], dirfd, i);
      if (dirfd >= 0)
        close (dirfd);
      return ok;
    }
  /* Two sources may meet at one destination.  */
  x->track_dests = true;
  bool ok = true;
  for (int k = 0; k < n; k++)
    ok &= install_in_dir (file[k], target, i, k == 0 && make_dirs,
                          &target_ok);
  return ok;
}

/* What the options say beyond the engine's and struct install's.  */
struct opts
{
  bool make_backups, dir_arg, make_dirs, no_target, strip_program_set;
  char const *version_control, *suffix, *scontext, *target, *mode_spec;
  char const *owner, *group;
};

/* -Z or --context[=CTX], with SELinux on.  */
static void
context_option (struct install *i, struct opts *o, char const *arg)
{
  /* -Z retypes; the default relabel would set the whole context, user
     and range too.  */
  i->default_label = false;
  if (arg)
    o->scontext = arg;
  else
    {
      i->x.fc = install_labels (i, true);
      i->x.set_context = i->x.fc != NULL;
    }
}

static void
parse_options (struct install *i, struct opts *o, int argc, char **argv)
{
  struct cp_options *x = &i->x;
  int c;
  while ((c = getopt_long (argc, argv, "bcCsDdg:m:o:pt:TvS:Z",
                           long_options, NULL)) != -1)
    switch (c)
      {
      case 'b':
        o->make_backups = true;
        if (optarg)
          o->version_control = optarg;
        break;
      case 'c':
        break;
      case 'C':
        i->compare = true;
        break;
      case 's':
        i->strip = true;
        /* waitpid needs SIGCHLD not ignored.  */
        signal (SIGCHLD, SIG_DFL);
        break;
      case STRIP_PROGRAM_OPTION:
        i->strip_program = xstrdup (optarg);
        o->strip_program_set = true;
        break;
      case 'd':
        o->dir_arg = true;
        break;
      case 'D':
        o->make_dirs = true;
        break;
      case 'v':
        x->verbose = true;
        break;
      case 'g':
        o->group = optarg;
        break;
      case 'm':
        o->mode_spec = optarg;
        break;
      case 'o':
        o->owner = optarg;
        break;
      case 'p':
        x->preserve_timestamps = true;
        break;
      case 'S':
        o->make_backups = true;
        o->suffix = optarg;
        break;
      case 't':
        if (o->target)
          error (EXIT_FAILURE, 0, _("multiple target directories specified"));
        o->target = optarg;
        break;
      case 'T':
        o->no_target = true;
        break;
      case PRESERVE_CONTEXT_OPTION:
        if (!i->selinux)
          error (0, 0, _("WARNING: ignoring --preserve-context; "
                         "this kernel is not SELinux-enabled"));
        else
          {
            x->preserve_context = true;
            i->default_label = false;
          }
        break;
      case 'Z':
        if (i->selinux)
          context_option (i, o, optarg);
        else if (optarg)
          error (0, 0, _("warning: ignoring --context; "
                         "it requires an SELinux-enabled kernel"));
        break;
      case GETOPT_HELP_CHAR:
        usage (EXIT_SUCCESS);
      case GETOPT_VERSION_CHAR:
        emit_version (PROGRAM_NAME);
      default:
        usage (EXIT_FAILURE);
      }
}

/* The combinations refused before the operands are looked at, backups
   and the creation context, in GNU's order.  */
static void
check_options (struct install *i, struct opts const *o)
{
  struct cp_options *x = &i->x;
  if (o->dir_arg && i->strip)
    error (EXIT_FAILURE, 0,
           _("the strip option may not be used when installing a directory"));
  if (o->dir_arg && o->target)
    error (EXIT_FAILURE, 0,
           _("target directory not allowed when installing a directory"));
  x->backup_type = o->make_backups
                   ? xget_version (_("backup type"), o->version_control)
                   : no_backups;
  set_simple_backup_suffix (o->suffix);
  if (x->preserve_context && (x->fc || o->scontext))
    error (EXIT_FAILURE, 0, _("cannot set target context and preserve it"));
  if (!context_check_options (x, o->scontext))
    exit (EXIT_FAILURE);
}

/* Check the N operands FILE and find the target directory (-t, or the
   last operand when it is one, which is then dropped from *N).
   *TARGET_OK: the target directory is there.  */
static void
check_operands (struct opts *o, int *n, char **file, bool *target_ok)
{
  if (*n <= !(o->dir_arg || o->target))
    {
      if (*n <= 0)
        error (0, 0, _("missing file operand"));
      else
        error (0, 0, _("missing destination file operand after %s"),
               quoteaf (file[0]));
      usage (EXIT_FAILURE);
    }
  *target_ok = false;
  if (o->no_target)
    {
      if (o->target)
        error (EXIT_FAILURE, 0, _("cannot combine --target-directory (-t) "
                                  "and --no-target-directory (-T)"));
      if (*n > 2)
        {
          error (0, 0, _("extra operand %s"), quoteaf (file[2]));
          usage (EXIT_FAILURE);
        }
    }
  else if (o->target)
    {
      *target_ok = target_dir_ok (o->target);
      if (!*target_ok && !(o->make_dirs && errno == ENOENT))
        error (EXIT_FAILURE, errno, _("failed to access %s"),
               quoteaf (o->target));
    }
  else if (!o->dir_arg)
    {
      char const *last = file[*n - 1];
      if (target_dir_ok (last))
        {
          o->target = last;
          *target_ok = true;
          --*n;
        }
      else if (*n > 2)
        error (EXIT_FAILURE, errno, _("target %s"), quoteaf (last));
    }
}

/* What -m, -s, -C and the strip program say together, once the
   operands are known good.  */
static void
check_late_options (struct install *i, struct opts const *o)
{
  set_modes (i, o->mode_spec);
  if (o->strip_program_set && !i->strip)
    error (0, 0, _("WARNING: ignoring --strip-program option as -s option "
                   "was not specified"));
  if (i->compare && i->x.preserve_timestamps)
    {
      error (0, 0, _("options --compare (-C) and --preserve-timestamps are "
                     "mutually exclusive"));
      usage (EXIT_FAILURE);
    }
  if (i->compare && i->strip)
    {
      error (0, 0, _("options --compare (-C) and --strip are mutually "
                     "exclusive"));
      usage (EXIT_FAILURE);
    }
  if (i->compare && (i->mode & (S_ISUID | S_ISGID | S_ISVTX)))
    error (0, 0, _("the --compare (-C) option is ignored when you"
                   " specify a mode with non-permission bits"));
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);
  argmatch_die = bad_argument;

  /* Static: the engine's tables stay reachable until the exit.  */
  static struct install inst;
  struct install *i = &inst;
  engine_init (&i->x);
  i->strip_program = "strip";
  i->selinux = is_selinux_enabled () > 0;
  i->default_label = true;
  umask (0);

  struct opts o = { 0 };
  parse_options (i, &o, argc, argv);
  check_options (i, &o);
  int n = argc - optind;
  char **file = argv + optind;
  bool target_ok;
  check_operands (&o, &n, file, &target_ok);
  check_late_options (i, &o);
  get_ids (i, o.owner, o.group);

  bool ok = o.dir_arg
            ? savewd_process_files (n, file, install_dir, i) == EXIT_SUCCESS
            : install_files (i, n, file, o.target, target_ok, o.make_dirs);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
