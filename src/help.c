/* Help and version text shared by the tools.  */

#include <config.h>

#include "system.h"

void
emit_try_help (void)
{
  fprintf (stderr, _("Try '%s --help' for more information.\n"),
           program_name);
}

void
emit_mandatory_arg_note (void)
{
  fputs (_("\nMandatory arguments to long options are mandatory for "
           "short options too.\n"), stdout);
}

/* What --backup's CONTROL words mean (cp, mv, and the other programs
   that make backups).  */
void
emit_backup_suffix_note (void)
{
  fputs (_("\
The backup suffix is '~', unless set with --suffix or SIMPLE_BACKUP_SUFFIX.\n\
The version control method may be selected via the --backup option or through\n\
the VERSION_CONTROL environment variable.  Here are the values:\n\
\n\
  none, off       never make backups (even if --backup is given)\n\
  numbered, t     make numbered backups\n\
  existing, nil   numbered if numbered backups exist, simple otherwise\n\
  simple, never   always make simple backups\n\
"), stdout);
}

/* The reference tools point at their own package here; we point at ours
   (see DIFFERENCES in each man page).  */
void
emit_ancillary_info (char const *program)
{
  printf (_("\n%s: a policy-aware drop-in for the core utilities\n"),
          PACKAGE_NAME);
  printf (_("Full documentation: man %s\n"), program);
}

void
emit_version (char const *program)
{
  printf ("%s (%s) %s\n", program, PACKAGE_NAME, PACKAGE_VERSION);
  fputs (_("Copyright (C) 2026 the secoreutils developers.\n"
           "License GPLv3+: GNU GPL version 3 or later "
           "<https://gnu.org/licenses/gpl.html>.\n"
           "This is free software: you are free to change and "
           "redistribute it.\n"
           "There is NO WARRANTY, to the extent permitted by law.\n"
           "\n"
           "Written by the secoreutils developers.\n"),
         stdout);
  exit (EXIT_SUCCESS);
}
