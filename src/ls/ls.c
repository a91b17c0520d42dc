/* ls, dir, vdir -- list directory contents, as GNU coreutils 9.1's.

   This file parses the options and the environment into LS, then lists
   the command-line operands: gather.c reads, sort.c orders,
   print.c writes, list.c lists the directories.  */

#include <config.h>

#include <sys/ioctl.h>
#include <termios.h>

#include "system.h"
#include "ls.h"
#include "env.h"

#include "argmatch.h"
#include "exitfail.h"
#include "hard-locale.h"
#include "human.h"
#include "xalloc.h"
#include "xgethostname.h"
#include "xstrtol.h"
#include "xstrtol-error.h"

enum
{
  AUTHOR_OPTION = CHAR_MAX + 1,
  BLOCK_SIZE_OPTION,
  COLOR_OPTION,
  DEREFERENCE_COMMAND_LINE_SYMLINK_TO_DIR_OPTION,
  FILE_TYPE_INDICATOR_OPTION,
  FORMAT_OPTION,
  FULL_TIME_OPTION,
  GROUP_DIRECTORIES_FIRST_OPTION,
  HIDE_OPTION,
  HYPERLINK_OPTION,
  INDICATOR_STYLE_OPTION,
  QUOTING_STYLE_OPTION,
  SHOW_CONTROL_CHARS_OPTION,
  SI_OPTION,
  SORT_OPTION,
  TIME_OPTION,
  TIME_STYLE_OPTION,
  ZERO_OPTION
};

static struct option const long_options[] =
{
  {"all", no_argument, NULL, 'a'},
  {"escape", no_argument, NULL, 'b'},
  {"directory", no_argument, NULL, 'd'},
  {"dired", no_argument, NULL, 'D'},
  {"full-time", no_argument, NULL, FULL_TIME_OPTION},
  {"group-directories-first", no_argument, NULL,
   GROUP_DIRECTORIES_FIRST_OPTION},
  {"human-readable", no_argument, NULL, 'h'},
  {"inode", no_argument, NULL, 'i'},
  {"kibibytes", no_argument, NULL, 'k'},
  {"numeric-uid-gid", no_argument, NULL, 'n'},
  {"no-group", no_argument, NULL, 'G'},
  {"hide-control-chars", no_argument, NULL, 'q'},
  {"reverse", no_argument, NULL, 'r'},
  {"size", no_argument, NULL, 's'},
  {"width", required_argument, NULL, 'w'},
  {"almost-all", no_argument, NULL, 'A'},
  {"ignore-backups", no_argument, NULL, 'B'},
  {"classify", optional_argument, NULL, 'F'},
  {"file-type", no_argument, NULL, FILE_TYPE_INDICATOR_OPTION},
  {"si", no_argument, NULL, SI_OPTION},
  {"dereference-command-line", no_argument, NULL, 'H'},
  {"dereference-command-line-symlink-to-dir", no_argument, NULL,
   DEREFERENCE_COMMAND_LINE_SYMLINK_TO_DIR_OPTION},
  {"hide", required_argument, NULL, HIDE_OPTION},
  {"ignore", required_argument, NULL, 'I'},
  {"indicator-style", required_argument, NULL, INDICATOR_STYLE_OPTION},
  {"dereference", no_argument, NULL, 'L'},
  {"literal", no_argument, NULL, 'N'},
  {"quote-name", no_argument, NULL, 'Q'},
  {"quoting-style", required_argument, NULL, QUOTING_STYLE_OPTION},
  {"recursive", no_argument, NULL, 'R'},
  {"format", required_argument, NULL, FORMAT_OPTION},
  {"show-control-chars", no_argument, NULL, SHOW_CONTROL_CHARS_OPTION},
  {"sort", required_argument, NULL, SORT_OPTION},
  {"tabsize", required_argument, NULL, 'T'},
  {"time", required_argument, NULL, TIME_OPTION},
  {"time-style", required_argument, NULL, TIME_STYLE_OPTION},
  {"zero", no_argument, NULL, ZERO_OPTION},
  {"color", optional_argument, NULL, COLOR_OPTION},
  {"hyperlink", optional_argument, NULL, HYPERLINK_OPTION},
  {"block-size", required_argument, NULL, BLOCK_SIZE_OPTION},
  {"context", no_argument, NULL, 'Z'},
  {"author", no_argument, NULL, AUTHOR_OPTION},
  {GETOPT_HELP_OPTION_DECL},
  {GETOPT_VERSION_OPTION_DECL},
  {NULL, 0, NULL, 0}
};

static char const *const format_args[] =
{
  "verbose", "long", "commas", "horizontal", "across",
  "vertical", "single-column", NULL
};
static enum format const format_types[] =
{
  long_format, long_format, with_commas, horizontal, horizontal,
  many_per_line, one_per_line
};

static char const *const sort_args[] =
{
  "none", "time", "size", "extension", "version", "width", NULL
};
static enum sort_type const sort_types[] =
{
  sort_none, sort_time, sort_size, sort_extension, sort_version, sort_width
};

static char const *const time_args[] =
{
  "atime", "access", "use", "ctime", "status", "birth", "creation", NULL
};
static enum time_type const time_types[] =
{
  time_atime, time_atime, time_atime, time_ctime, time_ctime,
  time_btime, time_btime
};

static char const *const indicator_style_args[] =
{
  "none", "slash", "file-type", "classify", NULL
};
static enum indicator_style const indicator_style_types[] =
{
  indicator_none, indicator_slash, indicator_file_type, indicator_classify
};

enum when_type { when_never, when_always, when_if_tty };
static char const *const when_args[] =
{
  "always", "yes", "force", "never", "no", "none",
  "auto", "tty", "if-tty", NULL
};
static enum when_type const when_types[] =
{
  when_always, when_always, when_always, when_never, when_never, when_never,
  when_if_tty, when_if_tty, when_if_tty
};

static noreturn void usage (int status);

/* XARGMATCH with ls's usage on failure.  */
static ptrdiff_t
xargmatch_or_usage (char const *context, char const *arg,
                    char const *const *args, void const *vals, size_t size)
{
  ptrdiff_t i = argmatch (arg, args, vals, size);
  if (i < 0)
    {
      argmatch_invalid (context, arg, i);
      argmatch_valid (args, vals, size);
      usage (EXIT_FAILURE);
    }
  return i;
}
#define XARGMATCH_LS(ctx, arg, args, vals) \
  (vals)[xargmatch_or_usage (ctx, arg, args, vals, sizeof *(vals))]

static bool
stdout_isatty (void)
{
  static signed char tty = -1;
  if (tty < 0)
    tty = isatty (STDOUT_FILENO);
  return tty;
}

static bool
when_applies (enum when_type w)
{
  return w == when_always || (w == when_if_tty && stdout_isatty ());
}

static void
add_pattern (struct pattern **list, char const *pattern)
{
  struct pattern *p = xmalloc (sizeof *p);
  p->pattern = pattern;
  p->next = *list;
  *list = p;
}

static noreturn void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    emit_try_help ();
  else
    {
      printf (_("Usage: %s [OPTION]... [FILE]...\n"), program_name);
      fputs (_("\
List information about the FILEs (the current directory by default).\n\
Sort entries alphabetically if none of -cftuvSUX nor --sort is specified.\n\
"), stdout);
      emit_mandatory_arg_note ();
      fputs (_("\
  -a, --all                  do not ignore entries starting with .\n\
  -A, --almost-all           do not list implied . and ..\n\
      --author               with -l, print the author of each file\n\
  -b, --escape               print C-style escapes for nongraphic characters\n\
      --block-size=SIZE      with -l, scale sizes by SIZE when printing them;\n\
                             e.g., '--block-size=M'; see SIZE format below\n\
\n\
  -B, --ignore-backups       do not list implied entries ending with ~\n\
  -c                         with -lt: sort by, and show, ctime (time of last\n\
                             modification of file status information);\n\
                             with -l: show ctime and sort by name;\n\
                             otherwise: sort by ctime, newest first\n\
"), stdout);
      fputs (_("\
\n\
  -C                         list entries by columns\n\
      --color[=WHEN]         color the output WHEN; more info below\n\
  -d, --directory            list directories themselves, not their contents\n\
  -D, --dired                generate output designed for Emacs' dired mode\n\
  -f                         list all entries in directory order\n\
  -F, --classify[=WHEN]      append indicator (one of */=>@|) to entries WHEN\n\
      --file-type            likewise, except do not append '*'\n\
      --format=WORD          across -x, commas -m, horizontal -x, long -l,\n\
                             single-column -1, verbose -l, vertical -C\n\
\n\
      --full-time            like -l --time-style=full-iso\n\
"), stdout);
      fputs (_("\
  -g                         like -l, but do not list owner\n\
      --group-directories-first\n\
                             group directories before files;\n\
                             can be augmented with a --sort option, but any\n\
                             use of --sort=none (-U) disables grouping\n\
\n\
  -G, --no-group             in a long listing, don't print group names\n\
  -h, --human-readable       with -l and -s, print sizes like 1K 234M 2G etc.\n\
      --si                   likewise, but use powers of 1000 not 1024\n\
  -H, --dereference-command-line\n\
                             follow symbolic links listed on the command line\n\
      --dereference-command-line-symlink-to-dir\n\
                             follow each command line symbolic link\n\
                             that points to a directory\n\
"), stdout);
      fputs (_("\
\n\
      --hide=PATTERN         do not list implied entries matching shell PATTERN\n\
                             (overridden by -a or -A)\n\
\n\
      --hyperlink[=WHEN]     hyperlink file names WHEN\n\
      --indicator-style=WORD\n\
                             append indicator with style WORD to entry names:\n\
                             none (default), slash (-p),\n\
                             file-type (--file-type), classify (-F)\n\
\n\
  -i, --inode                print the index number of each file\n\
  -I, --ignore=PATTERN       do not list implied entries matching shell PATTERN\n\
"), stdout);
      fputs (_("\
  -k, --kibibytes            default to 1024-byte blocks for file system usage;\n\
                             used only with -s and per directory totals\n\
\n\
  -l                         use a long listing format\n\
  -L, --dereference          when showing file information for a symbolic\n\
                             link, show information for the file the link\n\
                             references rather than for the link itself\n\
\n\
  -m                         fill width with a comma separated list of entries\n\
  -n, --numeric-uid-gid      like -l, but list numeric user and group IDs\n\
  -N, --literal              print entry names without quoting\n\
  -o                         like -l, but do not list group information\n\
"), stdout);
      fputs (_("\
  -p, --indicator-style=slash\n\
                             append / indicator to directories\n\
  -q, --hide-control-chars   print ? instead of nongraphic characters\n\
      --show-control-chars   show nongraphic characters as-is (the default,\n\
                             unless program is 'ls' and output is a terminal)\n\
\n\
  -Q, --quote-name           enclose entry names in double quotes\n\
      --quoting-style=WORD   use quoting style WORD for entry names:\n\
                             literal, locale, shell, shell-always,\n\
                             shell-escape, shell-escape-always, c, escape\n\
                             (overrides QUOTING_STYLE environment variable)\n\
\n\
"), stdout);
      fputs (_("\
  -r, --reverse              reverse order while sorting\n\
  -R, --recursive            list subdirectories recursively\n\
  -s, --size                 print the allocated size of each file, in blocks\n\
  -S                         sort by file size, largest first\n\
      --sort=WORD            sort by WORD instead of name: none (-U), size (-S),\n\
                             time (-t), version (-v), extension (-X), width\n\
\n\
      --time=WORD            change the default of using modification times;\n\
                               access time (-u): atime, access, use;\n\
                               change time (-c): ctime, status;\n\
                               birth time: birth, creation;\n\
                             with -l, WORD determines which time to show;\n\
                             with --sort=time, sort by WORD (newest first)\n\
"), stdout);
      fputs (_("\
\n\
      --time-style=TIME_STYLE\n\
                             time/date format with -l; see TIME_STYLE below\n\
  -t                         sort by time, newest first; see --time\n\
  -T, --tabsize=COLS         assume tab stops at each COLS instead of 8\n\
  -u                         with -lt: sort by, and show, access time;\n\
                             with -l: show access time and sort by name;\n\
                             otherwise: sort by access time, newest first\n\
\n\
  -U                         do not sort; list entries in directory order\n\
  -v                         natural sort of (version) numbers within text\n\
  -w, --width=COLS           set output width to COLS.  0 means no limit\n\
"), stdout);
      fputs (_("\
  -x                         list entries by lines instead of by columns\n\
  -X                         sort alphabetically by entry extension\n\
  -Z, --context              print any security context of each file\n\
      --zero                 end each output line with NUL, not newline\n\
  -1                         list one file per line\n\
"), stdout);
      fputs (HELP_OPTION_DESCRIPTION, stdout);
      fputs (VERSION_OPTION_DESCRIPTION, stdout);
      fputs (_("\
\n\
The SIZE argument is an integer and optional unit (example: 10K is 10*1024).\n\
Units are K,M,G,T,P,E,Z,Y (powers of 1024) or KB,MB,... (powers of 1000).\n\
Binary prefixes can be used, too: KiB=K, MiB=M, and so on.\n\
\n\
The TIME_STYLE argument can be full-iso, long-iso, iso, locale, or +FORMAT.\n\
FORMAT is interpreted like in date(1).  If FORMAT is FORMAT1<newline>FORMAT2,\n\
then FORMAT1 applies to non-recent files and FORMAT2 to recent files.\n\
TIME_STYLE prefixed with 'posix-' takes effect only outside the POSIX locale.\n\
Also the TIME_STYLE environment variable sets the default style to use.\n\
\n\
The WHEN argument defaults to 'always' and can also be 'auto' or 'never'.\n\
"), stdout);
      fputs (_("\
\n\
Using color to distinguish file types is disabled both by default and\n\
with --color=never.  With --color=auto, ls emits color codes only when\n\
standard output is connected to a terminal.  The LS_COLORS environment\n\
variable can change the settings.  Use the dircolors(1) command to set it.\n\
\n\
Exit status:\n\
 0  if OK,\n\
 1  if minor problems (e.g., cannot access subdirectory),\n\
 2  if serious trouble (e.g., cannot access command-line argument).\n\
"), stdout);
      emit_ancillary_info (LS_PROGRAM_NAME);
    }
  exit (status);
}

/* What the options ask for, before defaults and the environment.  */
struct raw_options
{
  int format;                   /* -1: the front end's default */
  int sort;                     /* -1: by name, or by time for -c/-u */
  int quoting_style;            /* -1: from the environment or tty */
  int hide_control_chars;       /* -1: on a tty, for ls */
  intmax_t width;               /* -1: from the terminal or COLUMNS */
  intmax_t tabsize;             /* -1: from TABSIZE */
  bool kibibytes;
  char const *time_style;
};

static void
block_size_option (char const *arg, int oi)
{
  int e = ls_block_size_parse (arg, &ls.human_output_opts,
                               &ls.output_block_size);
  if (e != LONGINT_OK)
    xstrtol_fatal (e, oi, 0, long_options, arg);
  ls.file_human_output_opts = ls.human_output_opts;
  ls.file_output_block_size = ls.output_block_size;
}

static void
parse_option (int c, int oi, struct raw_options *o)
{
  switch (c)
    {
    case 'a': ls.ignore_mode = IGNORE_MINIMAL; break;
    case 'b': o->quoting_style = escape_quoting_style; break;
    case 'c': ls.time_type = time_ctime; break;
    case 'd': ls.immediate_dirs = true; break;
    case 'f':
      /* -a -U, and no -l, -s, colours or links.  */
      ls.ignore_mode = IGNORE_MINIMAL;
      o->sort = sort_none;
      if (o->format == long_format)
        o->format = -1;
      ls.print_block_size = false;
      ls.print_with_color = false;
      ls.print_hyperlink = false;
      break;
    case FILE_TYPE_INDICATOR_OPTION:
      ls.indicator_style = indicator_file_type;
      break;
    case 'g': o->format = long_format; ls.print_owner = false; break;
    case 'h':
      ls.file_human_output_opts = ls.human_output_opts
        = human_autoscale | human_SI | human_base_1024;
      ls.file_output_block_size = ls.output_block_size = 1;
      break;
    case 'i': ls.print_inode = true; break;
    case 'k': o->kibibytes = true; break;
    case 'l': o->format = long_format; break;
    case 'm': o->format = with_commas; break;
    case 'n': ls.numeric_ids = true; o->format = long_format; break;
    case 'o': o->format = long_format; ls.print_group = false; break;
    case 'p': ls.indicator_style = indicator_slash; break;
    case 'q': o->hide_control_chars = true; break;
    case 'r': ls.sort_reverse = true; break;
    case 's': ls.print_block_size = true; break;
    case 't': o->sort = sort_time; break;
    case 'u': ls.time_type = time_atime; break;
    case 'v': o->sort = sort_version; break;
    case 'w':
      o->width = ls_line_length_parse (optarg);
      if (o->width < 0)
        error (LS_FAILURE, 0, "%s: %s", _("invalid line width"),
               quote (optarg));
      break;
    case 'x': o->format = horizontal; break;
    case 'A': ls.ignore_mode = IGNORE_DOT_AND_DOTDOT; break;
    case 'B':
      add_pattern (&ls.ignore_patterns, "*~");
      add_pattern (&ls.ignore_patterns, ".*~");
      break;
    case 'C': o->format = many_per_line; break;
    case 'D': ls.dired = true; break;
    case 'F':
      if (when_applies (optarg ? XARGMATCH_LS ("--classify", optarg,
                                               when_args, when_types)
                        : when_always))
        ls.indicator_style = indicator_classify;
      break;
    case 'G': ls.print_group = false; break;
    case 'H': ls.dereference = DEREF_COMMAND_LINE_ARGUMENTS; break;
    case DEREFERENCE_COMMAND_LINE_SYMLINK_TO_DIR_OPTION:
      ls.dereference = DEREF_COMMAND_LINE_SYMLINK_TO_DIR;
      break;
    case 'I': add_pattern (&ls.ignore_patterns, optarg); break;
    case 'L': ls.dereference = DEREF_ALWAYS; break;
    case 'N': o->quoting_style = literal_quoting_style; break;
    case 'Q': o->quoting_style = c_quoting_style; break;
    case 'R': ls.recursive = true; break;
    case 'S': o->sort = sort_size; break;
    case 'T':
      {
        uintmax_t t;
        int e = xstrtoumax (optarg, NULL, 0, &t, "");
        if (e == LONGINT_OK && PTRDIFF_MAX < t)
          e = LONGINT_OVERFLOW;
        if (e != LONGINT_OK)
          error (LS_FAILURE, e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
                 "%s: %s", _("invalid tab size"), quote (optarg));
        o->tabsize = t;
      }
      break;
    case 'U': o->sort = sort_none; break;
    case 'X': o->sort = sort_extension; break;
    case '1':
      /* -1 has no effect after -l.  */
      if (o->format != long_format)
        o->format = one_per_line;
      break;
    case AUTHOR_OPTION: ls.print_author = true; break;
    case HIDE_OPTION: add_pattern (&ls.hide_patterns, optarg); break;
    case SORT_OPTION:
      o->sort = XARGMATCH_LS ("--sort", optarg, sort_args, sort_types);
      break;
    case GROUP_DIRECTORIES_FIRST_OPTION: ls.directories_first = true; break;
    case TIME_OPTION:
      ls.time_type = XARGMATCH_LS ("--time", optarg, time_args, time_types);
      break;
    case FORMAT_OPTION:
      o->format = XARGMATCH_LS ("--format", optarg, format_args,
                                format_types);
      break;
    case FULL_TIME_OPTION:
      o->format = long_format;
      o->time_style = "full-iso";
      break;
    case COLOR_OPTION:
      ls.print_with_color
        = when_applies (optarg ? XARGMATCH_LS ("--color", optarg, when_args,
                                               when_types)
                        : when_always);
      break;
    case HYPERLINK_OPTION:
      ls.print_hyperlink
        = when_applies (optarg ? XARGMATCH_LS ("--hyperlink", optarg,
                                               when_args, when_types)
                        : when_always);
      break;
    case INDICATOR_STYLE_OPTION:
      ls.indicator_style = XARGMATCH_LS ("--indicator-style", optarg,
                                         indicator_style_args,
                                         indicator_style_types);
      break;
    case QUOTING_STYLE_OPTION:
      o->quoting_style = XARGMATCH_LS ("--quoting-style", optarg,
                                       quoting_style_args,
                                       quoting_style_vals);
      break;
    case TIME_STYLE_OPTION: o->time_style = optarg; break;
    case SHOW_CONTROL_CHARS_OPTION: o->hide_control_chars = false; break;
    case BLOCK_SIZE_OPTION: block_size_option (optarg, oi); break;
    case SI_OPTION:
      ls.file_human_output_opts = ls.human_output_opts
        = human_autoscale | human_SI;
      ls.file_output_block_size = ls.output_block_size = 1;
      break;
    case 'Z': ls.print_scontext = true; break;
    case ZERO_OPTION:
      ls.eolbyte = '\0';
      o->hide_control_chars = false;
      if (o->format != long_format)
        o->format = one_per_line;
      ls.print_with_color = false;
      o->quoting_style = literal_quoting_style;
      break;
    case GETOPT_HELP_CHAR: usage (EXIT_SUCCESS);
    case GETOPT_VERSION_CHAR: emit_version (LS_PROGRAM_NAME);
    default: usage (LS_FAILURE);
    }
}

/* Sizes: LS_BLOCK_SIZE, BLOCK_SIZE, BLOCKSIZE, POSIXLY_CORRECT, -k.  */
static void
block_size_defaults (bool kibibytes)
{
  if (ls.output_block_size)
    return;
  char const *spec = getenv ("LS_BLOCK_SIZE");
  ls_block_size_parse (spec, &ls.human_output_opts, &ls.output_block_size);
  if (spec || getenv ("BLOCK_SIZE"))
    {
      ls.file_human_output_opts = ls.human_output_opts;
      ls.file_output_block_size = ls.output_block_size;
    }
  if (kibibytes)
    {
      ls.human_output_opts = 0;
      ls.output_block_size = 1024;
    }
}

/* The line width: -w, else the terminal's, else COLUMNS, else 80.  */
static void
line_length_default (intmax_t width)
{
  if (ls.format == many_per_line || ls.format == horizontal
      || ls.format == with_commas || ls.print_with_color)
    {
      struct winsize ws;
      if (width < 0 && stdout_isatty ()
          && 0 <= ioctl (STDOUT_FILENO, TIOCGWINSZ, &ws) && 0 < ws.ws_col)
        width = ws.ws_col;
      if (width < 0)
        {
          char const *p = getenv ("COLUMNS");
          if (p && *p)
            {
              width = ls_line_length_parse (p);
              if (width < 0)
                error (0, 0,
                       _("ignoring invalid width in environment variable COLUMNS: %s"),
                       quote (p));
            }
        }
    }
  ls.line_length = width < 0 ? 80 : width;
  ls.max_idx = ls.line_length / 3 + (ls.line_length % 3 != 0);
}

static void
tabsize_default (intmax_t tabsize)
{
  if (! (ls.format == many_per_line || ls.format == horizontal
         || ls.format == with_commas))
    return;
  if (0 <= tabsize)
    {
      ls.tabsize = tabsize;
      return;
    }
  ls.tabsize = 8;
  char const *p = getenv ("TABSIZE");
  if (p && ! ls_tabsize_parse (p, &ls.tabsize))
    error (0, 0,
           _("ignoring invalid tab size in environment variable TABSIZE: %s"),
           quote (p));
}

static void
quoting_defaults (int qs)
{
  if (qs < 0)
    {
      char const *p = getenv ("QUOTING_STYLE");
      if (p)
        {
          qs = ls_quoting_style_parse (p);
          if (qs < 0)
            error (0, 0,
                   _("ignoring invalid value of environment variable QUOTING_STYLE: %s"),
                   quote (p));
        }
    }
  if (qs < 0)
    qs = (ls_mode == LS_LS ? (stdout_isatty () ? shell_escape_quoting_style
                              : -1)
          : escape_quoting_style);
  if (0 <= qs)
    set_quoting_style (NULL, qs);
  qs = get_quoting_style (NULL);

  ls.align_variable_outer_quotes
    = ((ls.format == long_format
        || ((ls.format == many_per_line || ls.format == horizontal)
            && ls.line_length))
       && (qs == shell_quoting_style || qs == shell_escape_quoting_style
           || qs == c_maybe_quoting_style));
  ls.filename_quoting = clone_quoting_options (NULL);
  if (qs == escape_quoting_style)
    set_char_quoting (ls.filename_quoting, ' ', 1);
  if (indicator_file_type <= ls.indicator_style)
    for (char const *p = &"*=>@|"[ls.indicator_style - indicator_file_type];
         *p; p++)
      set_char_quoting (ls.filename_quoting, *p, 1);
  ls.dirname_quoting = clone_quoting_options (NULL);
  set_char_quoting (ls.dirname_quoting, ':', 1);
}

/* Parse the options and settle every default; return the index of the
   first operand.  */
static int
decode_switches (int argc, char **argv)
{
  struct raw_options o = { -1, -1, -1, -1, -1, -1, false, NULL };
  ls.print_owner = ls.print_group = true;
  ls.file_output_block_size = 1;
  ls.eolbyte = '\n';
  ls.time_type = time_mtime;
  ls.dereference = DEREF_UNDEFINED;

  for (;;)
    {
      int oi = -1;
      int c = getopt_long (argc, argv,
                           "abcdfghiklmnopqrstuvw:xABCDFGHI:LNQRST:UXZ1",
                           long_options, &oi);
      if (c == -1)
        break;
      parse_option (c, oi, &o);
    }

  block_size_defaults (o.kibibytes);
  ls.format = (0 <= o.format ? o.format
               : ls_mode == LS_LS ? (stdout_isatty () ? many_per_line
                                     : one_per_line)
               : ls_mode == LS_MULTI_COL ? many_per_line : long_format);
  line_length_default (o.width);
  tabsize_default (o.tabsize);
  ls.qmark_funny_chars = (o.hide_control_chars < 0
                          ? ls_mode == LS_LS && stdout_isatty ()
                          : o.hide_control_chars);
  quoting_defaults (o.quoting_style);

  /* --dired only means something in a long listing without links.  */
  ls.dired &= ls.format == long_format && ! ls.print_hyperlink;
  if (ls.eolbyte < ls.dired)
    error (LS_FAILURE, 0, _("--dired and --zero are incompatible"));

  /* -c and -u sort by their time unless -l (BSD and SunOS do so).  */
  ls.sort_type = (0 <= o.sort ? o.sort
                  : (ls.format != long_format
                     && (ls.time_type == time_ctime
                         || ls.time_type == time_atime
                         || ls.time_type == time_btime))
                  ? sort_time : sort_name);

  if (ls.format == long_format)
    time_style_init (o.time_style);
  return optind;
}

/* Colours: LS_COLORS, and which files must be stat'ed for them.  */
static void
color_setup (void)
{
  if (ls.print_with_color)
    ls.print_with_color = parse_ls_colors_env ();
  /* Tabs and colour codes confuse some terminals.  */
  if (ls.print_with_color)
    ls.tabsize = 0;
  if (ls.directories_first)
    ls.check_symlink_mode = true;
  else if (ls.print_with_color)
    {
      if (is_colored_type (C_ORPHAN)
          || (is_colored_type (C_EXEC) && ls.color_symlink_as_referent)
          || (is_colored_type (C_MISSING) && ls.format == long_format))
        ls.check_symlink_mode = true;
    }
}

int
main (int argc, char **argv)
{
  TOOL_INIT (argv);
  exit_failure = LS_FAILURE;
  exit_status = EXIT_SUCCESS;

  int i = decode_switches (argc, argv);
  color_setup ();

  if (ls.dereference == DEREF_UNDEFINED)
    ls.dereference = ((ls.immediate_dirs
                       || ls.indicator_style == indicator_classify
                       || ls.format == long_format)
                      ? DEREF_NEVER : DEREF_COMMAND_LINE_SYMLINK_TO_DIR);
  if (ls.recursive)
    init_loop_detection ();

  ls.tz = tzalloc (getenv ("TZ"));
  ls.format_needs_stat = (ls.sort_type == sort_time
                          || ls.sort_type == sort_size
                          || ls.format == long_format
                          || ls.print_scontext || ls.print_block_size
                          || ls.print_inode);
  ls.context_without_stat = (ls.print_scontext
                             && ! (ls.sort_type == sort_time
                                   || ls.sort_type == sort_size
                                   || ls.format == long_format
                                   || ls.print_block_size
                                   || ls.print_inode
                                   || ls.print_with_color
                                   || ls.print_hyperlink
                                   || ls.indicator_style != indicator_none
                                   || ls.directories_first));
  ls.format_needs_type = (! ls.format_needs_stat
                          && (ls.recursive || ls.print_with_color
                              || ls.indicator_style != indicator_none
                              || ls.directories_first));
  if (ls.print_hyperlink)
    {
      ls.hostname = xgethostname ();
      if (! ls.hostname)
        ls.hostname = xstrdup ("");
    }

  clear_files ();
  int n_files = argc - i;
  if (n_files <= 0)
    {
      if (ls.immediate_dirs)
        gobble_file (".", ft_directory, 0, true, "");
      else
        queue_directory (".", NULL, true);
    }
  else
    for (; i < argc; i++)
      gobble_file (argv[i], ft_unknown, 0, true, "");

  bool print_dir_name = true;
  if (cwd.n_used)
    {
      sort_files ();
      if (! ls.immediate_dirs)
        extract_dirs_from_files (NULL, true);
    }
  if (cwd.n_used)
    {
      print_current_files ();
      if (pending_dirs_any ())
        out_byte ('\n');
    }
  else if (n_files <= 1 && pending_dirs_single ())
    print_dir_name = false;

  list_pending_dirs (print_dir_name);

  if (ls.print_with_color && color_used ())
    {
      color_restore_at_exit ();
      signals_release ();
    }
  dired_finish ();
  return exit_status;
}
