/* What newrole and run_init ask of the policy: the previous context of
   this process, a role's default type, a terminal's label for a new
   context, the secure terminals, the MLS switch, the enforcing mode,
   and the context init scripts run in.  Thin: libselinux 3.4 reads
   these files and asks the kernel exactly as the reference tools do.  */

#include <config.h>

#include "sectx.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <selinux/selinux.h>
#include <selinux/get_default_type.h>

int
sectx_prev_context (char **ctx)
{
  *ctx = NULL;
  if (getprevcon (ctx) < 0)
    return -1;
  if (*ctx == NULL)
    {
      errno = ENODATA;
      return -1;
    }
  return 0;
}

int
sectx_default_type (char const *role, char **type)
{
  *type = NULL;
  return get_default_type (role, type) != 0 ? -1 : 0;
}

int
sectx_tty_relabel (char const *scon, char const *tty_ctx, char **ctx)
{
  *ctx = NULL;
  security_class_t chr_file = string_to_security_class ("chr_file");
  return security_compute_relabel (scon, tty_ctx, chr_file, ctx) < 0 ? -1 : 0;
}

bool
sectx_securetty (char const *tty_ctx)
{
  return selinux_check_securetty_context (tty_ctx) == 0;
}

bool
sectx_mls (void)
{
  return is_selinux_mls_enabled () > 0;
}

int
sectx_enforce_mode (void)
{
  return security_getenforce ();
}

char *
sectx_contexts_file (char const *name)
{
  char const *dir = selinux_contexts_path ();
  size_t n = strlen (dir) + 1 + strlen (name) + 1;
  char *path = malloc (n);
  if (path)
    {
      strcpy (path, dir);
      strcat (path, "/");
      strcat (path, name);
    }
  return path;
}

/* The first line that is not blank, without its leading blanks and its
   newline; lines are read 254 bytes at a time, as run_init reads them,
   so a longer line counts as several.  */
int
sectx_first_line_context (char const *path, char **ctx)
{
  *ctx = NULL;
  FILE *fp = fopen (path, "re");
  if (!fp)
    return -1;
  char buf[255];
  int err = ENODATA;
  while (fgets (buf, sizeof buf, fp))
    {
      size_t len = strlen (buf);
      if (len && buf[len - 1] == '\n')
        buf[len - 1] = '\0';
      char *p = buf;
      while (*p && isspace ((unsigned char) *p))
        p++;
      if (*p)
        {
          *ctx = strdup (p);
          err = *ctx ? 0 : ENOMEM;
          break;
        }
    }
  fclose (fp);
  if (err)
    {
      errno = err;
      return -1;
    }
  return 0;
}
