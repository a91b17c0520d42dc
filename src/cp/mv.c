/* mv -- move (rename) files, as GNU coreutils 9.1's mv.  */

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
#include "fts_.h"
#include "xalloc.h"

#define PROGRAM_NAME "mv"

enum
{
  STRIP_TRAILING_SLASHES_OPTION = CHAR_MAX + 1
};

static struct option const long_options[] =
{
  {"backup", optional_argument, NULL, 'b'},
  {"context", no_argument, NULL, 'Z'},
  {"force", no_argument, NULL, 'f'},
  {"interactive", no_argument, NULL, 'i'},
  {"no-clobber", no_argument, NULL, 'n'},
  {"no-target-directory", no_argument, NULL, 'T'},
  {"strip-trailing-slashes", no_argument, NULL, STRIP_TRAILING_SLASHES_OPTION},
  {"suffix", required_argument, NULL, 'S'},
  {"target-directory", required_argument, NULL, 't'},
  {"update", no_argument, NULL, 'u'},
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
"),
              program_name, program_name, program_name);
      fputs (_("\
Rename SOURCE to DEST, or move SOURCE(s) to DIRECTORY.\n\
"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
      --backup[=CONTROL]       make a backup of each existing destination file\n\
  -b                           like --backup but does not accept an argument\n\
  -f, --force                  do not prompt before overwriting\n\
  -i, --interactive            prompt before overwrite\n\
  -n, --no-clobber             do not overwrite an existing file\n\
If you specify more than one of -i, -f, -n, only the final one takes effect.\n\
      --strip-trailing-slashes  remove any trailing slashes from each SOURCE\n\
                                 argument\n\
  -S, --suffix=SUFFIX          override the usual backup suffix\n\
  -t, --target-directory=DIRECTORY  move all SOURCE arguments into DIRECTORY\n\
  -T, --no-target-directory    treat DEST as a normal file\n\
  -u, --update                 move only when the SOURCE file is newer\n\
"), stdout);
      fputs (_("\
                                 than the destination file or when the\n\
                                 destination file is missing\n\
  -v, --verbose                explain what is being done\n\
  -Z, --context                set SELinux security context of destination\n\
                                 file to default type\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      putchar ('\n');
      emit_backup_suffix_note ();
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

/* After a copy across file systems: remove the source tree, as rm -r
   would, saying what went with -v.  */
static bool
remove_source (char const *src, bool verbose)
{
  char *argv[] = { (char *) src, NULL };
  FTS *fts = fts_open (argv, FTS_PHYSICAL | FTS_NOSTAT | FTS_CWDFD, NULL);
  if (!fts)
    {
      error (0, errno, _("cannot remove %s"), quoteaf (src));
      return false;
    }
  bool ok = true;
  FTSENT *e;
  while ((e = fts_read (fts)))
    {
      int flags;
      switch (e->fts_info)
        {
        case FTS_D:
          continue;
        case FTS_DP:
          if (e->fts_number)
            {
              /* A child stayed, so this directory stays too.  */
              if (e->fts_level > 0)
                e->fts_parent->fts_number = 1;
              continue;
            }
          flags = AT_REMOVEDIR;
          break;
        case FTS_DNR:
        case FTS_ERR:
        case FTS_NS:
          error (0, e->fts_errno, _("cannot remove %s"),
                 quoteaf (e->fts_path));
          ok = false;
          if (e->fts_level > 0)
            e->fts_parent->fts_number = 1;
          continue;
        default:
          flags = 0;
          break;
        }
      if (unlinkat (fts->fts_cwd_fd, e->fts_accpath, flags) != 0)
        {
          error (0, errno, _("cannot remove %s"), quoteaf (e->fts_path));
          ok = false;
          if (e->fts_level > 0)
            e->fts_parent->fts_number = 1;
        }
      else if (verbose)
        printf (flags ? _("removed directory %s\n") : _("removed %s\n"),
                quoteaf (e->fts_path));
    }
  if (fts_close (fts) != 0)
    ok = false;
  return ok;
}

static bool
move_one (char *src, char const *dst, bool dst_new,
          struct cp_options const *x)
{
  struct copy_result res;
  bool ok = copy (src, dst, dst_new, x, &res);
  /* Only a whole successful copy lets the source go.  */
  if (ok && res.copied && !res.into_self)
    ok = remove_source (src, x->verbose);
  return ok;
}

static bool
ends_in_slash (char const *s)
{
  return *s && s[strlen (s) - 1] == '/';
}

/* GNU's mv tries the rename of two operands before it strips their
   trailing slashes: "L/" where L is not a directory (a symlink to one),
   or a slash on DST, is refused by the kernel when nothing is at DST
   and both are on one file system.  Say so as GNU's does, for SRC and
   DST stripped.  */
static bool
slash_refused (char const *src, char const *dst)
{
  struct stat s, d, p;
  if (lstat (src, &s) != 0 || S_ISDIR (s.st_mode)
      || lstat (dst, &d) == 0 || errno != ENOENT)
    return false;
  char *dir = dir_name (dst);
  bool same_fs = stat (dir, &p) == 0 && p.st_dev == s.st_dev;
  free (dir);
  if (!same_fs)
    return false;
  error (0, ENOTDIR, _("cannot move %s to %s"), quoteaf_n (0, src),
         quoteaf_n (1, dst));
  return true;
}

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

static void
strip_slashes (char *s)
{
  char *base = last_component (s);
  if (*base == '\0')
    base = s;
  base[base_len (base)] = '\0';
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);
  argmatch_die = bad_argument;

  /* Static: the run-wide tables stay reachable until the exit, which
     frees them; on the stack, leak checkers would report them.  */
  static struct cp_options x;
  cp_options_init (&x);
  /* mv asks before replacing an unwritable file only on a terminal.  */
  x.stdin_tty = isatty (STDIN_FILENO);
  x.move_mode = true;
  x.recursive = true;
  x.dereference = DEREF_NEVER;
  x.preserve_ownership = x.preserve_mode = x.preserve_timestamps = true;
  x.preserve_links = true;
  x.preserve_xattr = true;
  bool selinux = is_selinux_enabled () > 0;
  x.preserve_context = selinux;
  x.reflink = REFLINK_AUTO;

  bool make_backups = false, no_target_dir = false, strip = false;
  bool set_context = false;
  char const *version_control = NULL, *suffix = NULL, *target_dir = NULL;
  int c;
  while ((c = getopt_long (argc, argv, "bfint:uvS:TZ", long_options, NULL))
         != -1)
    {
      switch (c)
        {
        case 'b':
          make_backups = true;
          if (optarg)
            version_control = optarg;
          break;
        case 'f':
          x.interactive = I_YES;
          break;
        case 'i':
          x.interactive = I_ASK;
          break;
        case 'n':
          x.interactive = I_NO;
          break;
        case STRIP_TRAILING_SLASHES_OPTION:
          strip = true;
          break;
        case 't':
          if (target_dir)
            error (EXIT_FAILURE, 0, _("multiple target directories specified"));
          target_dir = optarg;
          break;
        case 'T':
          no_target_dir = true;
          break;
        case 'u':
          x.update = true;
          break;
        case 'v':
          x.verbose = true;
          break;
        case 'S':
          make_backups = true;
          suffix = optarg;
          break;
        case 'Z':
          if (selinux)
            set_context = label_open (&x);
          break;
        case GETOPT_HELP_CHAR:
          usage (EXIT_SUCCESS);
        case GETOPT_VERSION_CHAR:
          emit_version (PROGRAM_NAME);
        default:
          usage (EXIT_FAILURE);
        }
    }

  int n = argc - optind;
  char **files = argv + optind;
  if (n <= !target_dir)
    {
      if (n <= 0)
        error (0, 0, _("missing file operand"));
      else
        error (0, 0, _("missing destination file operand after %s"),
               quoteaf (files[0]));
      usage (EXIT_FAILURE);
    }
  /* Only two sources can meet at one destination.  */
  x.track_dests = n - !target_dir >= 2;
  bool dst_new = false;
  if (no_target_dir)
    {
      if (target_dir)
        error (EXIT_FAILURE, 0, _("cannot combine --target-directory (-t) "
                                  "and --no-target-directory (-T)"));
      if (n > 2)
        {
          error (0, 0, _("extra operand %s"), quoteaf (files[2]));
          usage (EXIT_FAILURE);
        }
    }
  else if (target_dir)
    {
      if (!is_target_dir (target_dir))
        error (EXIT_FAILURE, errno, _("target directory %s"),
               quoteaf (target_dir));
    }
  else
    {
      char const *last = files[n - 1];
      if (is_target_dir (last))
        {
          target_dir = last;
          n--;
        }
      else if (n > 2)
        error (EXIT_FAILURE, errno, _("target %s"), quoteaf (last));
    }

  if (make_backups && x.interactive == I_NO)
    {
      error (0, 0,
             _("options --backup and --no-clobber are mutually exclusive"));
      usage (EXIT_FAILURE);
    }
  x.backup_type = make_backups
                  ? xget_version (_("backup type"), version_control)
                  : no_backups;
  set_simple_backup_suffix (suffix);
  if (set_context)
    {
      x.preserve_context = false;
      x.set_context = true;
    }

  copy_tables_init (&x);
  bool ok = true;
  if (target_dir)
    for (int i = 0; i < n; i++)
      {
        if (strip)
          strip_slashes (files[i]);
        char *base = xstrdup (last_component (files[i]));
        strip_slashes (base);
        char *dst = file_name_concat (target_dir, base, NULL);
        free (base);
        ok &= move_one (files[i], dst, false, &x);
        free (dst);
      }
  else
    {
      bool slashed = strip && !no_target_dir
                     && (ends_in_slash (files[0]) || ends_in_slash (files[1]));
      if (strip)
        {
          strip_slashes (files[0]);
          strip_slashes (files[1]);
        }
      if (slashed && slash_refused (files[0], files[1]))
        ok = false;
      else
        ok = move_one (files[0], files[1], dst_new, &x);
    }
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
