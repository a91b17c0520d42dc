/* stat -- display file or file system status, as GNU coreutils 9.1's
   stat.  main: the options, then each operand in file or file system
   mode.  */

#include <config.h>

#include <fcntl.h>

#include "system.h"
#include "argmatch.h"
#include "sectx.h"
#include "stat.h"

#define PROGRAM_NAME "stat"

enum
{
  PRINTF_OPTION = CHAR_MAX + 1,
  CACHED_OPTION
};

static struct option const long_options[] =
{
  {"dereference", no_argument, NULL, 'L'},
  {"file-system", no_argument, NULL, 'f'},
  {"format", required_argument, NULL, 'c'},
  {"printf", required_argument, NULL, PRINTF_OPTION},
  {"terse", no_argument, NULL, 't'},
  {"cached", required_argument, NULL, CACHED_OPTION},
  {GETOPT_HELP_OPTION_DECL},
  {GETOPT_VERSION_OPTION_DECL},
  {NULL, 0, NULL, 0}
};

/* --cached=MODE, as statx flags.  */
static char const *const cached_args[] =
{
  "default", "never", "always", NULL
};
static int const cached_flags[] =
{
  AT_NO_AUTOMOUNT,
  AT_STATX_FORCE_SYNC,
  AT_STATX_DONT_SYNC | AT_NO_AUTOMOUNT
};

static noreturn void usage (int status);

static void
usage_formats (void)
{
  fputs (_("\n\
The valid format sequences for files (without --file-system):\n\
\n\
  %a   permission bits in octal (note '#' and '0' printf flags)\n\
  %A   permission bits and file type in human readable form\n\
  %b   number of blocks allocated (see %B)\n\
  %B   the size in bytes of each block reported by %b\n\
  %C   SELinux security context string\n\
"), stdout);
  fputs (_("\
  %d   device number in decimal (st_dev)\n\
  %D   device number in hex (st_dev)\n\
  %Hd  major device number in decimal\n\
  %Ld  minor device number in decimal\n\
  %f   raw mode in hex\n\
  %F   file type\n\
  %g   group ID of owner\n\
  %G   group name of owner\n\
"), stdout);
  fputs (_("\
  %h   number of hard links\n\
  %i   inode number\n\
  %m   mount point\n\
  %n   file name\n\
  %N   quoted file name with dereference if symbolic link\n\
  %o   optimal I/O transfer size hint\n\
  %s   total size, in bytes\n\
  %r   device type in decimal (st_rdev)\n\
  %R   device type in hex (st_rdev)\n\
  %Hr  major device type in decimal, for character/block device special files\n\
  %Lr  minor device type in decimal, for character/block device special files\n\
  %t   major device type in hex, for character/block device special files\n\
  %T   minor device type in hex, for character/block device special files\n\
"), stdout);
  fputs (_("\
  %u   user ID of owner\n\
  %U   user name of owner\n\
  %w   time of file birth, human-readable; - if unknown\n\
  %W   time of file birth, seconds since Epoch; 0 if unknown\n\
  %x   time of last access, human-readable\n\
  %X   time of last access, seconds since Epoch\n\
  %y   time of last data modification, human-readable\n\
  %Y   time of last data modification, seconds since Epoch\n\
  %z   time of last status change, human-readable\n\
  %Z   time of last status change, seconds since Epoch\n\
\n\
"), stdout);
  fputs (_("\
Valid format sequences for file systems:\n\
\n\
  %a   free blocks available to non-superuser\n\
  %b   total data blocks in file system\n\
  %c   total file nodes in file system\n\
  %d   free file nodes in file system\n\
  %f   free blocks in file system\n\
"), stdout);
  fputs (_("\
  %i   file system ID in hex\n\
  %l   maximum length of filenames\n\
  %n   file name\n\
  %s   block size (for faster transfers)\n\
  %S   fundamental block size (for block counts)\n\
  %t   file system type in hex\n\
  %T   file system type in human readable form\n\
"), stdout);
}

static noreturn void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    emit_try_help ();
  else
    {
      printf (_("Usage: %s [OPTION]... FILE...\n"), program_name);
      fputs (_("Display file or file system status.\n"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
  -L, --dereference     follow links\n\
  -f, --file-system     display file system status instead of file status\n\
"), stdout);
      fputs (_("\
      --cached=MODE     specify how to use cached attributes;\n\
                          useful on remote file systems. See MODE below\n\
"), stdout);
      fputs (_("\
  -c  --format=FORMAT   use the specified FORMAT instead of the default;\n\
                          output a newline after each use of FORMAT\n\
      --printf=FORMAT   like --format, but interpret backslash escapes,\n\
                          and do not output a mandatory trailing newline;\n\
                          if you want a newline, include \\n in FORMAT\n\
  -t, --terse           print the information in terse form\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      fputs (_("\n\
The MODE argument of --cached can be: always, never, or default.\n\
'always' will use cached attributes if available, while\n\
'never' will try to synchronize with the latest attributes, and\n\
'default' will leave it up to the underlying file system.\n\
"), stdout);
      usage_formats ();
      printf (_("\n--terse is equivalent to the following FORMAT:\n    %s"),
              terse_help_format);
      printf (_("--terse --file-system is equivalent to the following"
                " FORMAT:\n    %s"), terse_fs_help_format);
      printf (_("\n\
NOTE: your shell may have its own version of %s, which usually supersedes\n\
the version described here.  Please refer to your shell's documentation\n\
for details about the options it supports.\n"), PROGRAM_NAME);
      emit_ancillary_info (PROGRAM_NAME);
    }
  exit (status);
}

/* %N's quoting: QUOTING_STYLE, else shell-escape-always; a bad value is
   warned about.  Only a format that spells "%N" asks for it.  */
static void
quoting_from_env (void)
{
  enum quoting_style style = shell_escape_always_quoting_style;
  char const *q = getenv ("QUOTING_STYLE");
  if (q)
    {
      ptrdiff_t i = argmatch (q, quoting_style_args,
                              (char const *) quoting_style_vals,
                              sizeof *quoting_style_vals);
      if (0 <= i)
        style = quoting_style_vals[i];
      else
        error (0, 0, _("ignoring invalid value of environment "
                       "variable QUOTING_STYLE: %s"), quote (q));
    }
  set_quoting_style (NULL, style);
}

static int
cached_mode (char const *arg)
{
  ptrdiff_t i = argmatch (arg, cached_args, (char const *) cached_flags,
                          sizeof *cached_flags);
  if (i < 0)
    {
      argmatch_invalid ("--cached", arg, i);
      argmatch_valid (cached_args, (char const *) cached_flags,
                      sizeof *cached_flags);
      usage (EXIT_FAILURE);
    }
  return cached_flags[i];
}

int
main (int argc, char **argv)
{
  struct stat_run run = { .delim = "", .statx_flags = AT_NO_AUTOMOUNT };
  bool fs = false;
  bool terse = false;
  char const *format = NULL;
  int c;

  TOOL_INIT (argv);

  while ((c = getopt_long (argc, argv, "c:fLt", long_options, NULL)) != -1)
    switch (c)
      {
      case PRINTF_OPTION:
      case 'c':
        format = optarg;
        run.escapes = c == PRINTF_OPTION;
        run.delim = c == PRINTF_OPTION ? "" : "\n";
        break;
      case 'L': run.follow = true; break;
      case 'f': fs = true; break;
      case 't': terse = true; break;
      case CACHED_OPTION: run.statx_flags = cached_mode (optarg); break;
      case GETOPT_HELP_CHAR: usage (EXIT_SUCCESS);
      case GETOPT_VERSION_CHAR: emit_version (PROGRAM_NAME);
      default: usage (EXIT_FAILURE);
      }

  if (optind == argc)
    {
      error (0, 0, _("missing operand"));
      usage (EXIT_FAILURE);
    }

  char *own = NULL, *own_dev = NULL;
  char const *dev_format = format;
  if (format)
    {
      if (strstr (format, "%N"))
        quoting_from_env ();
    }
  else
    {
      bool selinux = sectx_enabled ();
      format = own = default_format (fs, terse, false, selinux);
      dev_format = own_dev = default_format (fs, terse, true, selinux);
    }

  bool ok = true;
  for (int i = optind; i < argc; i++)
    ok &= (fs ? stat_fs (argv[i], format, &run)
           : stat_file (argv[i], format, dev_format, &run));
  free (own);
  free (own_dev);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
