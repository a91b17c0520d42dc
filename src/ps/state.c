/* ps -- the state the files of ps share, defined apart from all of
   them so that none of them owns it: each file reads or fills it and
   calls down, never into the file that set it (see README.md).  */

#include <config.h>

#include "system.h"
#include "ps.h"

/* Set by the command line (options.c).  */
struct ps_opts opts;
struct sel_list *sel_lists;
size_t n_sel_lists;

/* The column list and the sort keys (output.c builds them).  */
struct ps_col *cols;
char const *ps_format_warning;
size_t n_cols;
struct ps_sortkey *sortkeys;
size_t n_sortkeys;

/* What the sort keys that depend on the time of the run read.  */
struct ps_ctx *ps_sort_ctx;
