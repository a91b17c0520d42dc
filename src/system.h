/* What every secoreutils tool includes first after config.h.  */

#ifndef SECOREUTILS_SYSTEM_H
#define SECOREUTILS_SYSTEM_H

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "closeout.h"
#include "error.h"
#include "gettext.h"
#include "progname.h"
#include "quote.h"
#include "quotearg.h"
#include "unlocked-io.h"

#define _(msgid) gettext (msgid)
#define N_(msgid) msgid

#define STREQ(a, b) (strcmp (a, b) == 0)

/* File names in diagnostics: quoted for the shell, always ('F'), or as a
   "F: message" prefix, quoted only when needed.  */
static inline char *
quoteaf (char const *name)
{
  return quotearg_style (shell_escape_always_quoting_style, name);
}

static inline char *
quoteaf_n (int n, char const *name)
{
  return quotearg_n_style (n, shell_escape_always_quoting_style, name);
}

static inline char *
quotef (char const *name)
{
  return quotearg_n_style_colon (0, shell_escape_quoting_style, name);
}

/* Long options with no short form get values above any char.  */
enum
{
  GETOPT_HELP_CHAR = CHAR_MIN - 2,
  GETOPT_VERSION_CHAR = CHAR_MIN - 3
};

#define GETOPT_HELP_OPTION_DECL "help", no_argument, NULL, GETOPT_HELP_CHAR
#define GETOPT_VERSION_OPTION_DECL \
  "version", no_argument, NULL, GETOPT_VERSION_CHAR

#define HELP_OPTION_DESCRIPTION \
  _("      --help        display this help and exit\n")
#define VERSION_OPTION_DESCRIPTION \
  _("      --version     output version information and exit\n")

/* Start-up every tool shares: locale, catalog, program name, and a
   check at exit that standard output was written.  */
#define TOOL_INIT(argv)                        \
  do                                           \
    {                                          \
      set_program_name ((argv)[0]);            \
      setlocale (LC_ALL, "");                  \
      bindtextdomain (PACKAGE, LOCALEDIR);     \
      textdomain (PACKAGE);                    \
      atexit (close_stdout);                   \
    }                                          \
  while (0)

#include "help.h"

#endif
