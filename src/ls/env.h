/* ls: parsers of the environment variables and option strings that
   configure it (LS_COLORS, TIME_STYLE, QUOTING_STYLE, BLOCK_SIZE,
   TABSIZE, COLUMNS).

   Each parser is a function over a string with no global state and no
   output, so a fuzzer can call it on any bytes: results go to the
   caller's structures, warnings to a callback.  */

#ifndef SECOREUTILS_LS_ENV_H
#define SECOREUTILS_LS_ENV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A byte string that need not end in NUL.  */
struct bin_str
{
  size_t len;
  char const *string;
};

/* The two-letter LS_COLORS keys, in GNU's order.  */
enum indicator_no
{
  C_LEFT, C_RIGHT, C_END, C_RESET, C_NORM, C_FILE, C_DIR, C_LINK,
  C_FIFO, C_SOCK, C_BLK, C_CHR, C_MISSING, C_ORPHAN, C_EXEC, C_DOOR,
  C_SETUID, C_SETGID, C_STICKY, C_OTHER_WRITABLE, C_STICKY_OTHER_WRITABLE,
  C_CAP, C_MULTIHARDLINK, C_CLR_TO_EOL, C_N_INDICATORS
};

/* A "*SUFFIX=SEQ" rule of LS_COLORS.  */
struct color_ext
{
  struct bin_str ext;
  struct bin_str seq;
  struct color_ext *next;
};

struct ls_colors
{
  struct bin_str indicator[C_N_INDICATORS];
  struct color_ext *exts;       /* the last rule given comes first */
  char *buf;                    /* the unescaped strings point here */
};

/* Fill COLORS with ls's built-in defaults.  */
void ls_colors_default (struct ls_colors *colors);

/* Parse SPEC, an LS_COLORS value, over the defaults already in COLORS.
   For each unknown two-letter key call WARN (ARG, KEY) if WARN is
   non-null.  Return true on success; on a parse error return false,
   having freed what this call allocated (COLORS then holds garbage
   indicators and must not be used).  Free a success with
   ls_colors_free.  */
bool ls_colors_parse (char const *spec, struct ls_colors *colors,
                      void (*warn) (void *arg, char const *key), void *arg);
void ls_colors_free (struct ls_colors *colors);

/* Is the sequence S a real colour (not empty, "0" or "00")?  */
bool ls_color_is_set (struct bin_str const *s);

/* Does TERM match one of the terminal types dircolors knows to take
   colours?  */
bool ls_known_term_type (char const *term);

/* --time-style and TIME_STYLE.  */
enum ls_time_style_result
{
  LS_TIME_STYLE_OK,             /* FORMATS set */
  LS_TIME_STYLE_POSIX_DEFAULT,  /* "posix-" in the C locale: keep the
                                   default formats */
  LS_TIME_STYLE_BAD_FORMAT,     /* "+F1\nF2\nF3": BAD points at F1 */
  LS_TIME_STYLE_INVALID         /* not a style: BAD points at it */
};
enum ls_time_style_kind
{
  LS_TS_FULL_ISO, LS_TS_LONG_ISO, LS_TS_ISO, LS_TS_LOCALE, LS_TS_FORMAT
};
struct ls_time_style
{
  enum ls_time_style_kind kind;
  char *formats[2];             /* [0] old files, [1] recent ones; malloc'd
                                   for LS_TS_FORMAT, else NULL */
  char const *bad;
  int argmatch_result;          /* argmatch's -1 (none) or -2 (ambiguous) */
};

/* The style names, NULL-terminated, for the "Valid arguments" list.  */
extern char const *const ls_time_style_args[];

/* Parse STYLE.  HARD_LOCALE_TIME says whether LC_TIME is other than
   C/POSIX, which decides what the "posix-" prefix does.  */
enum ls_time_style_result
ls_time_style_parse (char const *style, bool hard_locale_time,
                     struct ls_time_style *out);
void ls_time_style_free (struct ls_time_style *ts);

/* QUOTING_STYLE: the quoting style named by S (an exact name, as GNU's
   ls takes from the environment), or -1.  */
int ls_quoting_style_parse (char const *s);

/* BLOCK_SIZE-style SPEC (a size, optional ' for thousands separators,
   "human-readable" or "si"): store the human_readable options and
   block size; return 0 on success or a strtol_error.  SPEC NULL: the
   default from the environment, as gnulib's human_options.  */
int ls_block_size_parse (char const *spec, int *opts, uintmax_t *size);

/* TABSIZE: a number of columns, or false.  */
bool ls_tabsize_parse (char const *s, size_t *tabsize);

/* COLUMNS and -w: a line length (0: no limit), or -1 when invalid.  */
intmax_t ls_line_length_parse (char const *s);

#endif
