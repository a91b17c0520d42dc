/* /etc/selinux/newrole_pam.conf: "COMMAND SERVICE" lines that give
   "newrole ... -- -c COMMAND" a PAM service of its own.  The file is
   optional; the first line for a command wins.  */

#include <config.h>

#include "system.h"
#include "role.h"

#include <ctype.h>

#define PAM_SERVICE_CONFIG "/etc/selinux/newrole_pam.conf"

/* The service of COMMAND in the open file FP in *SERVICE (malloc'd, or
   left NULL).  -1 after a message on a line without two words.  */
static int
scan_config (FILE *fp, char const *command, char **service)
{
  char *line = NULL;
  size_t size = 0;
  unsigned long lineno = 0;
  int rc = 0;
  while (rc == 0 && getline (&line, &size, fp) > 0)
    {
      lineno++;
      char *p = line;
      while (isspace ((unsigned char) *p))
        p++;
      if (*p == '#' || *p == '\0')
        continue;
      char *app = NULL, *svc = NULL;
      if (sscanf (p, "%ms %ms", &app, &svc) < 2)
        {
          fprintf (stderr, _("newrole:  %s:  error on line %lu.\n"),
                   PAM_SERVICE_CONFIG, lineno);
          rc = -1;
        }
      else if (!*service && command && STREQ (app, command))
        {
          *service = svc;
          svc = NULL;
        }
      free (app);
      free (svc);
    }
  free (line);
  return rc;
}

char const *
newrole_service (char **args, int nargs)
{
  static char *service;
  FILE *fp = fopen (PAM_SERVICE_CONFIG, "re");
  if (!fp)
    return "newrole";

  /* The command is the first word of the argument after "-c".  */
  char *command = NULL;
  if (nargs >= 2 && STREQ (args[0], "-c")
      && sscanf (args[1], "%ms", &command) != 1)
    command = NULL;
  int rc = scan_config (fp, command, &service);
  fclose (fp);
  free (command);
  if (rc != 0)
    return NULL;
  return service ? service : "newrole";
}
