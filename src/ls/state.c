/* ls: the state every part shares, and the one way to record a
   failure in it.  */

#include <config.h>

#include "system.h"
#include "ls.h"

struct ls_options ls;
struct listing cwd;
int exit_status;

/* Record a problem with FILE: exit status 2 for a command-line operand
   (SERIOUS), else 1.  */
void
file_failure (bool serious, char const *message, char const *file)
{
  error (0, errno, message, quoteaf (file));
  if (serious)
    exit_status = LS_FAILURE;
  else if (exit_status == EXIT_SUCCESS)
    exit_status = LS_MINOR_PROBLEM;
}
