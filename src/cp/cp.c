/* cp -- copy files and directories, as GNU coreutils 9.1's cp.  */

#include <config.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <selinux/selinux.h>

#include "system.h"
#include "copy.h"
#include "argmatch.h"
#include "backupfile.h"
#include "dirname.h"
#include "filenamecat.h"
#include "ignore-value.h"
#include "stat-time.h"
#include "utimens.h"
#include "xalloc.h"

#define PROGRAM_NAME "cp"

enum
{
  ATTRIBUTES_ONLY_OPTION = CHAR_MAX + 1,
  COPY_CONTENTS_OPTION,
  NO_PRESERVE_ATTRIBUTES_OPTION,
  PARENTS_OPTION,
  PRESERVE_ATTRIBUTES_OPTION,
  REFLINK_OPTION,
  SPARSE_OPTION,
  STRIP_TRAILING_SLASHES_OPTION,
  UNLINK_DEST_BEFORE_OPENING
};

static char const *const sparse_args[] = { "never", "auto", "always", NULL };
static enum sparse_mode const sparse_vals[] =
  { SPARSE_NEVER, SPARSE_AUTO, SPARSE_ALWAYS };
ARGMATCH_VERIFY (sparse_args, sparse_vals);

static char const *const reflink_args[] = { "auto", "always", "never", NULL };
static enum reflink_mode const reflink_vals[] =
  { REFLINK_AUTO, REFLINK_ALWAYS, REFLINK_NEVER };
ARGMATCH_VERIFY (reflink_args, reflink_vals);

enum preserve_attr
{
  P_MODE, P_TIMESTAMPS, P_OWNERSHIP, P_LINKS, P_CONTEXT, P_XATTR, P_ALL
};
static char const *const preserve_args[] =
  { "mode", "timestamps", "ownership", "links", "context", "xattr", "all",
    NULL };
static enum preserve_attr const preserve_vals[] =
  { P_MODE, P_TIMESTAMPS, P_OWNERSHIP, P_LINKS, P_CONTEXT, P_XATTR, P_ALL };
ARGMATCH_VERIFY (preserve_args, preserve_vals);

static struct option const long_options[] =
{
  {"archive", no_argument, NULL, 'a'},
  {"attributes-only", no_argument, NULL, ATTRIBUTES_ONLY_OPTION},
  {"backup", optional_argument, NULL, 'b'},
  {"copy-contents", no_argument, NULL, COPY_CONTENTS_OPTION},
  {"dereference", no_argument, NULL, 'L'},
  {"force", no_argument, NULL, 'f'},
  {"interactive", no_argument, NULL, 'i'},
  {"link", no_argument, NULL, 'l'},
  {"no-clobber", no_argument, NULL, 'n'},
  {"no-dereference", no_argument, NULL, 'P'},
  {"no-preserve", required_argument, NULL, NO_PRESERVE_ATTRIBUTES_OPTION},
  {"no-target-directory", no_argument, NULL, 'T'},
  {"one-file-system", no_argument, NULL, 'x'},
  {"parents", no_argument, NULL, PARENTS_OPTION},
  {"path", no_argument, NULL, PARENTS_OPTION},
  {"preserve", optional_argument, NULL, PRESERVE_ATTRIBUTES_OPTION},
  {"recursive", no_argument, NULL, 'R'},
  {"remove-destination", no_argument, NULL, UNLINK_DEST_BEFORE_OPENING},
  {"sparse", required_argument, NULL, SPARSE_OPTION},
  {"reflink", optional_argument, NULL, REFLINK_OPTION},
  {"strip-trailing-slashes", no_argument, NULL, STRIP_TRAILING_SLASHES_OPTION},
  {"suffix", required_argument, NULL, 'S'},
  {"symbolic-link", no_argument, NULL, 's'},
  {"target-directory", required_argument, NULL, 't'},
  {"update", no_argument, NULL, 'u'},
  {"verbose", no_argument, NULL, 'v'},
  {"context", optional_argument, NULL, 'Z'},
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
"),
              program_name, program_name, program_name);
      fputs (_("\
Copy SOURCE to DEST, or multiple SOURCE(s) to DIRECTORY.\n\
"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
  -a, --archive                same as -dR --preserve=all\n\
      --attributes-only        don't copy the file data, just the attributes\n\
      --backup[=CONTROL]       make a backup of each existing destination file\n\
  -b                           like --backup but does not accept an argument\n\
      --copy-contents          copy contents of special files when recursive\n\
  -d                           same as --no-dereference --preserve=links\n\
  -f, --force                  if an existing destination file cannot be\n\
                                 opened, remove it and try again (this option\n\
                                 is ignored when the -n option is also used)\n\
  -i, --interactive            prompt before overwrite (overrides a previous -n\n\
                                  option)\n\
  -H                           follow command-line symbolic links in SOURCE\n\
"), stdout);
      fputs (_("\
  -l, --link                   hard link files instead of copying\n\
  -L, --dereference            always follow symbolic links in SOURCE\n\
  -n, --no-clobber             do not overwrite an existing file (overrides\n\
                                 a previous -i option)\n\
  -P, --no-dereference         never follow symbolic links in SOURCE\n\
  -p                           same as --preserve=mode,ownership,timestamps\n\
      --preserve[=ATTR_LIST]   preserve the specified attributes (default:\n\
                                 mode,ownership,timestamps), if possible\n\
                                 additional attributes: context, links, xattr,\n\
                                 all\n\
      --no-preserve=ATTR_LIST  don't preserve the specified attributes\n\
      --parents                use full source file name under DIRECTORY\n\
"), stdout);
      fputs (_("\
  -R, -r, --recursive          copy directories recursively\n\
      --reflink[=WHEN]         control clone/CoW copies. See below\n\
      --remove-destination     remove each existing destination file before\n\
                                 attempting to open it (contrast with --force)\n\
      --sparse=WHEN            control creation of sparse files. See below\n\
      --strip-trailing-slashes  remove any trailing slashes from each SOURCE\n\
                                 argument\n\
  -s, --symbolic-link          make symbolic links instead of copying\n\
  -S, --suffix=SUFFIX          override the usual backup suffix\n\
  -t, --target-directory=DIRECTORY  copy all SOURCE arguments into DIRECTORY\n\
  -T, --no-target-directory    treat DEST as a normal file\n\
  -u, --update                 copy only when the SOURCE file is newer\n\
"), stdout);
      fputs (_("\
                                 than the destination file or when the\n\
                                 destination file is missing\n\
  -v, --verbose                explain what is being done\n\
  -x, --one-file-system        stay on this file system\n\
  -Z                           set SELinux security context of destination\n\
                                 file to default type\n\
      --context[=CTX]          like -Z, or if CTX is specified then set the\n\
                                 SELinux or SMACK security context to CTX\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      fputs (_("\
\n\
By default, sparse SOURCE files are detected by a crude heuristic and the\n\
corresponding DEST file is made sparse as well.  That is the behavior\n\
selected by --sparse=auto.  Specify --sparse=always to create a sparse DEST\n\
file whenever the SOURCE file contains a long enough sequence of zero bytes.\n\
Use --sparse=never to inhibit creation of sparse files.\n\
\n\
When --reflink[=always] is specified, perform a lightweight copy, where the\n\
data blocks are copied only when modified.  If this is not possible the copy\n\
fails, or if --reflink=auto is specified, fall back to a standard copy.\n\
Use --reflink=never to ensure a standard copy is performed.\n\
\n\
"), stdout);
      emit_backup_suffix_note ();
      fputs (_("\
\n\
As a special case, cp makes a backup of SOURCE when the force and backup\n\
options are given and SOURCE and DEST are the same name for an existing,\n\
regular file.\n\
"), stdout);
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

/* A bad argument to an option: the valid ones are listed, then usage.  */
static void
bad_argument (void)
{
  usage (EXIT_FAILURE);
}

/* Apply one --preserve or --no-preserve list.  */
static void
decode_preserve (char const *arg, struct cp_options *x, bool on,
                 bool selinux)
{
  char *list = xstrdup (arg);
  char *s = list;
  for (;;)
    {
      char *comma = strchr (s, ',');
      if (comma)
        *comma = '\0';
      enum preserve_attr a = XARGMATCH (on ? "--preserve" : "--no-preserve",
                                        s, preserve_args, preserve_vals);
      switch (a)
        {
        case P_MODE:
          x->preserve_mode = on;
          x->explicit_no_preserve_mode = !on;
          break;
        case P_TIMESTAMPS:
          x->preserve_timestamps = on;
          break;
        case P_OWNERSHIP:
          x->preserve_ownership = on;
          break;
        case P_LINKS:
          x->preserve_links = on;
          break;
        case P_CONTEXT:
          x->require_preserve_context = on;
          x->preserve_context = on;
          break;
        case P_XATTR:
          x->preserve_xattr = on;
          x->require_preserve_xattr = on;
          break;
        case P_ALL:
          x->preserve_mode = x->preserve_timestamps = on;
          x->preserve_ownership = x->preserve_links = on;
          x->explicit_no_preserve_mode = !on;
          if (selinux)
            x->preserve_context = on;
          x->preserve_xattr = on;
          break;
        }
      if (!comma)
        break;
      s = comma + 1;
    }
  free (list);
}

static void
strip_slashes (char *s)
{
  char *base = last_component (s);
  if (*base == '\0')
    base = s;
  char *end = base + base_len (base);
  *end = '\0';
}

/* Is FILE a directory to copy into?  Sets errno when not.  */
static bool
is_target_dir (char const *file)
{
  struct stat st;
  if (stat (file, &st) != 0)
    return false;
  if (!S_ISDIR (st.st_mode))
    {
      errno = ENOTDIR;
      return false;
    }
  return true;
}

struct run
{
  struct cp_options x;
  char const *target_dir;
  bool no_target_dir, parents, strip;
};

static bool
copy_into_dir (struct run *r, int n, char **files)
{
  bool ok = true;
  for (int i = 0; i < n; i++)
    {
      char *arg = files[i];
      if (r->strip)
        strip_slashes (arg);
      char *dst;
      struct copy_result res;
      if (r->parents)
        {
          /* The copy's name has no trailing slash, as GNU's.  */
          char *rel = arg;
          while (*rel == '/')
            rel++;
          rel = xstrdup (rel);
          strip_trailing_slashes (rel);
          dst = file_name_concat (r->target_dir, rel, NULL);
          size_t off = strlen (dst) - strlen (rel);
          free (rel);
          struct parent_dir *made;
          int dirfd;
          bool pok = make_parents (dst, off, arg, &made, &r->x, &dirfd);
          if (pok)
            ok &= copy_in (arg, dst, dirfd, false, &r->x, &res);
          else
            ok = false;
          if (dirfd >= 0)
            close (dirfd);
          ok &= protect_parents (made, pok, &r->x);
        }
      else
        {
          char *base = xstrdup (last_component (arg));
          strip_slashes (base);
          /* cp -r D/.. DIR copies into DIR itself.  */
          dst = file_name_concat (r->target_dir,
                                  STREQ (base, "..") ? "." : base, NULL);
          free (base);
          ok &= copy (arg, dst, false, &r->x, &res);
        }
      free (dst);
    }
  return ok;
}

static bool
do_copy (struct run *r, int n, char **files)
{
  bool new_dst = false;
  if (n <= !r->target_dir)
    {
      if (n <= 0)
        error (0, 0, _("missing file operand"));
      else
        error (0, 0, _("missing destination file operand after %s"),
               quoteaf (files[0]));
      usage (EXIT_FAILURE);
    }
  /* Only two sources can meet at one destination.  */
  r->x.track_dests = n - !r->target_dir >= 2;
  if (r->no_target_dir)
    {
      if (r->target_dir)
        error (EXIT_FAILURE, 0, _("cannot combine --target-directory (-t) "
                                  "and --no-target-directory (-T)"));
      if (n > 2)
        {
          error (0, 0, _("extra operand %s"), quoteaf (files[2]));
          usage (EXIT_FAILURE);
        }
    }
  else if (r->target_dir)
    {
      if (!is_target_dir (r->target_dir))
        error (EXIT_FAILURE, errno, _("target directory %s"),
               quoteaf (r->target_dir));
    }
  else
    {
      char const *last = files[n - 1];
      if (is_target_dir (last))
        {
          r->target_dir = last;
          n--;
        }
      else
        {
          int e = errno;
          if (e == ENOENT)
            new_dst = true;
          if (n > 2)
            error (EXIT_FAILURE, e, _("target %s"), quoteaf (last));
        }
    }

  if (r->target_dir)
    return copy_into_dir (r, n, files);

  if (r->parents)
    {
      error (0, 0, _("with --parents, the destination must be a directory"));
      usage (EXIT_FAILURE);
    }
  char *src = files[0], *dst = files[1];
  struct cp_options *x = &r->x;
  struct stat st;
  char *backup = NULL;
  if (x->remove_after_failed_open && x->backup_type != no_backups
      && STREQ (src, dst) && !new_dst && stat (dst, &st) == 0
      && S_ISREG (st.st_mode))
    {
      /* cp -f -b F F copies F to its backup name.  */
      backup = find_backup_file_name (AT_FDCWD, dst, x->backup_type);
      x->backup_type = no_backups;
      dst = backup;
    }
  struct copy_result res;
  bool ok = copy (src, dst, new_dst && !backup ? -1 : 0, x, &res);
  free (backup);
  return ok;
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);
  argmatch_die = bad_argument;

  /* Static: the run-wide tables stay reachable until the exit, which
     frees them; on the stack, leak checkers would report them.  */
  static struct run r;
  struct cp_options *x = &r.x;
  cp_options_init (x);
  bool selinux = is_selinux_enabled () > 0;
  bool make_backups = false, copy_contents = false;
  char const *version_control = NULL, *suffix = NULL, *scontext = NULL;
  int c;

  while ((c = getopt_long (argc, argv, "abdfHilLnprst:uvxPRS:TZ",
                           long_options, NULL)) != -1)
    {
      switch (c)
        {
        case SPARSE_OPTION:
          x->sparse = XARGMATCH ("--sparse", optarg, sparse_args, sparse_vals);
          break;
        case REFLINK_OPTION:
          x->reflink = optarg ? XARGMATCH ("--reflink", optarg, reflink_args,
                                           reflink_vals)
                       : REFLINK_ALWAYS;
          break;
        case 'a':
          x->dereference = DEREF_NEVER;
          x->preserve_links = x->preserve_ownership = true;
          x->preserve_mode = x->preserve_timestamps = true;
          x->require_preserve = true;
          if (selinux)
            x->preserve_context = true;
          x->preserve_xattr = true;
          x->reduce_diagnostics = true;
          x->recursive = true;
          break;
        case 'b':
          make_backups = true;
          if (optarg)
            version_control = optarg;
          break;
        case ATTRIBUTES_ONLY_OPTION:
          x->data_copy_required = false;
          break;
        case COPY_CONTENTS_OPTION:
          copy_contents = true;
          break;
        case 'd':
          x->preserve_links = true;
          x->dereference = DEREF_NEVER;
          break;
        case 'f':
          x->remove_after_failed_open = true;
          break;
        case 'H':
          x->dereference = DEREF_ARGS;
          break;
        case 'i':
          x->interactive = I_ASK;
          break;
        case 'l':
          x->hard_link = true;
          break;
        case 'L':
          x->dereference = DEREF_ALWAYS;
          break;
        case 'n':
          x->interactive = I_NO;
          break;
        case 'P':
          x->dereference = DEREF_NEVER;
          break;
        case NO_PRESERVE_ATTRIBUTES_OPTION:
          decode_preserve (optarg, x, false, selinux);
          break;
        case PRESERVE_ATTRIBUTES_OPTION:
          if (!optarg)
            x->preserve_mode = x->preserve_timestamps
              = x->preserve_ownership = true;
          else
            decode_preserve (optarg, x, true, selinux);
          x->require_preserve = true;
          break;
        case 'p':
          x->preserve_ownership = x->preserve_mode = true;
          x->preserve_timestamps = x->require_preserve = true;
          break;
        case PARENTS_OPTION:
          r.parents = true;
          break;
        case 'r':
        case 'R':
          x->recursive = true;
          break;
        case UNLINK_DEST_BEFORE_OPENING:
          x->remove_before_open = true;
          break;
        case STRIP_TRAILING_SLASHES_OPTION:
          r.strip = true;
          break;
        case 's':
          x->symbolic_link = true;
          break;
        case 't':
          if (r.target_dir)
            error (EXIT_FAILURE, 0, _("multiple target directories specified"));
          r.target_dir = optarg;
          break;
        case 'T':
          r.no_target_dir = true;
          break;
        case 'u':
          x->update = true;
          break;
        case 'v':
          x->verbose = true;
          break;
        case 'x':
          x->one_file_system = true;
          break;
        case 'Z':
          if (selinux)
            {
              if (optarg)
                scontext = optarg;
              else
                x->set_context = label_open (x);
            }
          else if (optarg)
            error (0, 0, _("warning: ignoring --context; "
                           "it requires an SELinux-enabled kernel"));
          break;
        case 'S':
          make_backups = true;
          suffix = optarg;
          break;
        case GETOPT_HELP_CHAR:
          usage (EXIT_SUCCESS);
        case GETOPT_VERSION_CHAR:
          emit_version (PROGRAM_NAME);
        default:
          usage (EXIT_FAILURE);
        }
    }

  if (x->hard_link && x->symbolic_link)
    {
      error (0, 0, _("cannot make both hard and symbolic links"));
      usage (EXIT_FAILURE);
    }
  if (make_backups && x->interactive == I_NO)
    {
      error (0, 0,
             _("options --backup and --no-clobber are mutually exclusive"));
      usage (EXIT_FAILURE);
    }
  if (x->reflink == REFLINK_ALWAYS && x->sparse != SPARSE_AUTO)
    {
      error (0, 0, _("--reflink can be used only with --sparse=auto"));
      usage (EXIT_FAILURE);
    }

  x->backup_type = make_backups
                   ? xget_version (_("backup type"), version_control)
                   : no_backups;
  set_simple_backup_suffix (suffix);

  if (x->dereference == DEREF_UNSET)
    x->dereference = x->recursive && !x->hard_link ? DEREF_NEVER
                     : DEREF_ALWAYS;
  x->copy_as_regular = !x->recursive || copy_contents;

  if ((x->set_context || scontext) && !x->require_preserve_context)
    x->preserve_context = false;
  if (x->preserve_context && (x->set_context || scontext))
    error (EXIT_FAILURE, 0, _("cannot set target context and preserve it"));
  if (x->require_preserve_context && !selinux)
    error (EXIT_FAILURE, 0, _("cannot preserve security context without "
                              "an SELinux-enabled kernel"));
  if (!context_check_options (x, scontext))
    return EXIT_FAILURE;

  copy_tables_init (x);
  bool ok = do_copy (&r, argc - optind, argv + optind);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
