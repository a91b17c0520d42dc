/* ls, dir and vdir: what the parts of the tool share.

   ls.c parses options into LS (below, defined with the other shared
   state in state.c); list.c drives the listing: gather.c reads files
   and directories into the current listing group, sort.c orders it,
   print.c and color.c write it, time.c formats times; env.c parses
   the environment variables.  See README.md.  */

#ifndef SECOREUTILS_LS_H
#define SECOREUTILS_LS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>

#include "quotearg.h"

/* Which front end this binary is: set by how it was built.  */
enum ls_mode { LS_LS = 1, LS_MULTI_COL = 2, LS_LONG_FORMAT = 3 };
extern int const ls_mode;

/* Blocks as stat counts them.  */
#define ST_NBLOCKS(st) ((st).st_blocks)
#define ST_NBLOCKSIZE 512

#ifndef MAX
# define MAX(a, b) ((a) > (b) ? (a) : (b))
#endif
#ifndef MIN
# define MIN(a, b) ((a) < (b) ? (a) : (b))
#endif

/* The program's name for --help and --version.  */
#define LS_PROGRAM_NAME (ls_mode == LS_LS ? "ls" \
                         : ls_mode == LS_MULTI_COL ? "dir" : "vdir")

/* Exit statuses.  */
enum { LS_MINOR_PROBLEM = 1, LS_FAILURE = 2 };

enum format
{
  long_format, one_per_line, many_per_line, horizontal, with_commas
};

enum sort_type
{
  sort_name, sort_extension, sort_width, sort_size, sort_version,
  sort_time, sort_none, sort_numtypes
};

enum time_type { time_mtime, time_ctime, time_atime, time_btime };

/* The order matters: file_type and later quote the indicator chars.  */
enum indicator_style
{
  indicator_none, indicator_slash, indicator_file_type, indicator_classify
};

enum filetype
{
  ft_unknown, ft_fifo, ft_chardev, ft_directory, ft_blockdev, ft_normal,
  ft_symbolic_link, ft_sock, ft_whiteout, ft_arg_directory
};

enum ignore_mode
{
  IGNORE_DEFAULT,               /* names starting with '.' */
  IGNORE_DOT_AND_DOTDOT,        /* -A */
  IGNORE_MINIMAL                /* -a */
};

enum dereference
{
  DEREF_UNDEFINED, DEREF_NEVER, DEREF_COMMAND_LINE_ARGUMENTS,
  DEREF_COMMAND_LINE_SYMLINK_TO_DIR, DEREF_ALWAYS
};

/* The alternate access method column of a long listing.  */
enum acl_type { ACL_T_NONE, ACL_T_LSM_CONTEXT_ONLY, ACL_T_YES };

struct pattern
{
  char const *pattern;
  struct pattern *next;
};

/* The options, after parsing and the environment.  */
struct ls_options
{
  enum format format;
  enum sort_type sort_type;
  bool sort_reverse;
  bool directories_first;
  enum time_type time_type;
  enum indicator_style indicator_style;
  enum ignore_mode ignore_mode;
  enum dereference dereference;
  struct pattern *hide_patterns;
  struct pattern *ignore_patterns;
  bool recursive;
  bool immediate_dirs;          /* -d */
  bool print_inode;
  bool print_block_size;
  bool print_owner, print_group, print_author;
  bool print_scontext;
  bool numeric_ids;
  bool print_with_color;
  bool print_hyperlink;
  bool color_symlink_as_referent;
  bool check_symlink_mode;      /* stat symlink targets */
  bool qmark_funny_chars;
  bool align_variable_outer_quotes;
  bool dired;
  bool format_needs_stat, format_needs_type;
  bool context_without_stat;    /* -Z is all that needs a stat: read
                                   contexts of non-directories without */
  char eolbyte;
  size_t line_length;           /* 0: no limit */
  size_t max_idx;               /* most columns that can fit */
  size_t tabsize;               /* 0: no tabs */
  int human_output_opts;        /* for -s and totals */
  uintmax_t output_block_size;
  int file_human_output_opts;   /* for file sizes */
  uintmax_t file_output_block_size;
  struct quoting_options *filename_quoting;
  struct quoting_options *dirname_quoting;
  char const *long_time_format[2];   /* [0] old files, [1] recent ones */
  timezone_t tz;
  char *hostname;               /* for --hyperlink */
};

extern struct ls_options ls;

/* One file of the current listing group.  */
struct fileinfo
{
  char *name;
  char *linkname;               /* symlink target, or NULL */
  char *absolute_name;          /* for --hyperlink */
  struct stat stat;
  enum filetype filetype;
  mode_t linkmode;              /* mode of the symlink's target */
  char *scontext;               /* "?" when none */
  bool scontext_owned;
  bool stat_ok;
  bool linkok;                  /* the symlink's target exists */
  enum acl_type acl_type;
  int quoted;                   /* name needs quoting: 1, no: 0, unknown: -1 */
  size_t width;                 /* cached display width for sort_width */
};

/* The current listing group (a directory, or the command-line files),
   its measurements, and the state shared across groups.  */
struct listing
{
  struct fileinfo *files;       /* as read */
  size_t n_used;
  ptrdiff_t n_alloc;
  struct fileinfo **sorted;     /* in output order */
  size_t sorted_alloc;
  bool some_quoted;
  bool any_has_acl;
  int inode_width, block_size_width, nlink_width, owner_width,
    group_width, author_width, scontext_width, major_width, minor_width,
    file_size_width;
};

/* state.c (and LS, above) */
extern struct listing cwd;
extern int exit_status;
void file_failure (bool serious, char const *message, char const *file);

/* list.c: the driver */
void queue_directory (char const *name, char const *realname,
                      bool command_line_arg);
void extract_dirs_from_files (char const *dirname, bool command_line_arg);
void list_pending_dirs (bool print_dir_name);
bool pending_dirs_single (void);
bool pending_dirs_any (void);
void init_loop_detection (void);

/* gather.c */
struct prefetch;
void clear_files (void);
void free_ent (struct fileinfo *f);
uintmax_t gobble_file (char const *name, enum filetype type, ino_t inode,
                       bool command_line_arg, char const *dirname);
bool batch_add (char const *name, enum filetype type, ino_t ino);
uintmax_t gobble_batch (char const *dirname, bool last);
bool gather_ahead_possible (void);
char *gather_ahead_prefix (char const *dirname);
void ahead_entry (struct prefetch *p, char const *name, enum filetype type,
                  ino_t ino, int dirfd, char const *prefix);
void gather_ahead (struct prefetch *p, size_t n);
uintmax_t gobble_ahead (char const *dirname, struct prefetch *p, size_t n);
void ahead_discard (struct prefetch *p, size_t n);
bool gather_dir_begin (int fd);
void gather_dir_end (void);
void gather_dir_device (dev_t dev, bool known);

/* fast.c */
int do_statx (int dirfd, char const *name, struct stat *st, int flags);
int ls_statx (int dirfd, char const *name, struct stat *st, bool deref);
int ls_width (char const *s);
size_t ls_nwidth (char const *s, size_t len);
char *ls_human (uintmax_t n, char *buf, int opts, uintmax_t from,
                uintmax_t to);
int ls_file_has_acl_at (int dirfd, char const *name, char const *full,
                        struct stat const *st);
int ls_acl_quick (int dirfd, char const *name, struct stat const *st);

/* prefetch.c: what gobble_file would read of one entry, read ahead
   (see there).  */
enum
{
  PF_STAT = 1 << 0,             /* statx */
  PF_DEREF = 1 << 1,            /* ... following a symlink */
  PF_CON = 1 << 2,              /* the label */
  PF_ACL = 1 << 3               /* whether it has an ACL */
};
struct prefetch
{
  char *name;
  int dirfd;                    /* the directory holding it */
  char const *prefix;           /* NULL, or that directory's full name
                                   and a slash: labels and ACLs are read
                                   by full name (no getxattrat) */
  ino_t ino;
  enum filetype type;
  unsigned char plan;           /* PF_* to read */
  unsigned char done;           /* PF_* read */
  int stat_err;                 /* 0, or statx's errno */
  struct stat st;
  int con_err;                  /* 0, or the label's errno */
  char *con;
  int acl_ret, acl_err;         /* file_has_acl's result and errno */
};
void prefetch_fill (struct prefetch *p, size_t n, bool first);

/* sort.c */
void sort_files (void);

/* print.c */
void print_current_files (void);
void print_total (uintmax_t total_blocks);
void print_dir_header (char const *name, char const *absolute_name);
size_t quote_name_width (char const *name, int needs_general_quoting);
bool needs_quoting (char const *name);
int format_user_width (uid_t u);
int format_group_width (gid_t g);
void out_byte (char c);
void dired_finish (void);
size_t fileinfo_name_width (struct fileinfo const *f);

/* color.c */
bool parse_ls_colors_env (void);
bool is_colored_type (int type);
void color_prepare (void);
struct bin_str const *color_of (struct fileinfo const *f, bool target);
void color_put (struct bin_str const *ind);
void color_set_normal (void);
void color_end_name (size_t start_col, size_t len);
void color_restore_at_exit (void);
void color_reset_default (void);

/* signal.c */
void signals_catch (void);
void signals_process (void (*reset) (void));
void signals_release (void);
bool color_used (void);

/* time.c */
/* The room format_long_time needs: the longest time it formats, a
   space and a null.  */
enum { TIME_STAMP_ROOM = 1000 + 2 };
void time_style_init (char const *option);
size_t format_long_time (char *buf, size_t size, struct fileinfo const *f,
                         struct timespec when, bool ok);
struct timespec file_time (struct fileinfo const *f, enum time_type t,
                           bool *ok);

#endif
