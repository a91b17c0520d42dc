/* Help and version text shared by the tools.  */

#ifndef SECOREUTILS_HELP_H
#define SECOREUTILS_HELP_H

#include <stdnoreturn.h>

/* "Try 'PROG --help' for more information." on stderr.  */
void emit_try_help (void);

/* The note on mandatory arguments that precedes an option list.  */
void emit_mandatory_arg_note (void);

/* What --backup's CONTROL words mean.  */
void emit_backup_suffix_note (void);

/* The closing lines of --help: where the documentation is.  */
void emit_ancillary_info (char const *program);

/* Print --version text for PROGRAM and exit successfully.  */
noreturn void emit_version (char const *program);

#endif
