/* newrole's audit records: a USER_ROLE_CHANGE message on each refusal
   and before the shell starts, as Debian's newrole (built with
   AUDIT_LOG_PRIV) sends them through libaudit.  Without libaudit at
   build time, nothing is sent.  */

#include <config.h>

#include "system.h"
#include "role.h"

#if HAVE_LIBAUDIT

# include <libaudit.h>

int
newrole_audit (bool success, char const *old, char const *new,
               char const *tty)
{
  int fd = audit_open ();
  if (fd < 0)
    {
      fputs (_("Error connecting to audit system.\n"), stderr);
      return -1;
    }
  char *msg;
  int rc = -1;
  if (asprintf (&msg, "newrole: old-context=%s new-context=%s",
                old ? old : "?", new ? new : "?") < 0)
    fputs (_("Error allocating memory.\n"), stderr);
  else
    {
      if (audit_log_user_message (fd, AUDIT_USER_ROLE_CHANGE, msg, NULL,
                                  NULL, tty, success) <= 0)
        fputs (_("Error sending audit message.\n"), stderr);
      else
        rc = 0;
      free (msg);
    }
  close (fd);
  return rc;
}

#else

int
newrole_audit (bool success, char const *old, char const *new,
               char const *tty)
{
  return 0;
}

#endif
