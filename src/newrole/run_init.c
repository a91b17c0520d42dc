/* run_init -- run an init script in the context init scripts run in
   (contexts/initrc_context), after re-authenticating the user, as
   policycoreutils 3.4's run_init built for Debian 12: with PAM (service
   run_init), through open_init_pty when it is installed.  Every failure
   exits with status 255.  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "role.h"
#include "xalloc.h"

#define OPEN_INIT_PTY "/usr/sbin/open_init_pty"

static char const *
usage_text (void)
{
  return _("USAGE: run_init <script> <args ...>\n\
  where: <script> is the name of the init script to run,\n\
         <args ...> are the arguments to that script.");
}

/* Ask the user running run_init for their password; 0 on success.  */
static int
authenticate (void)
{
  struct passwd *pw = getpwuid (role_login_uid ());
  if (!pw)
    {
      fputs ("cannot find your entry in the passwd file.\n", stderr);
      return -1;
    }
  /* On standard output, buffered: like the reference, a pipe loses it
     when the script is exec'd.  */
  printf ("Authenticating %s.\n", pw->pw_name);

  struct role_auth *a = role_auth_start ("run_init", pw->pw_name);
  if (!a)
    {
      fputs (_("failed to initialize PAM\n"), stderr);
      exit (-1);
    }
  enum role_auth_result r = role_auth_verify (a, NULL);
  if (r == ROLE_AUTH_BAD_ACCOUNT)
    {
      fputs (_("failed to get account information\n"), stderr);
      exit (-1);
    }
  role_auth_end (a);
  if (r != ROLE_AUTH_OK)
    {
      fprintf (stderr, _("run_init: incorrect password for %s\n"), pw->pw_name);
      return -1;
    }
  return 0;
}

/* The context in contexts/initrc_context, malloc'd; NULL after a
   message.  */
static char *
init_context (void)
{
  char *file = sectx_contexts_file ("initrc_context");
  if (!file)
    xalloc_die ();
  char *ctx = NULL;
  if (sectx_first_line_context (file, &ctx) != 0)
    {
      if (errno == ENODATA || errno == ENOMEM)
        fprintf (stderr, _("No context in file %s\n"), file);
      else
        fprintf (stderr, _("Could not open file %s\n"), file);
      ctx = NULL;
    }
  free (file);
  return ctx;
}

int
main (int argc, char **argv)
{
  set_program_name (argv[0]);
  setlocale (LC_ALL, "");
  bindtextdomain (PACKAGE, LOCALEDIR);
  textdomain (PACKAGE);

  if (!sectx_enabled ())
    {
      fputs (_("Sorry, run_init may be used only on a SELinux kernel.\n"), stderr);
      return -1;
    }
  if (argc < 2)
    {
      fprintf (stderr, "%s\n", usage_text ());
      return -1;
    }
  if (authenticate () != 0)
    {
      fputs (_("authentication failed.\n"), stderr);
      return -1;
    }
  char *ctx = init_context ();
  if (!ctx)
    return -1;
  if (chdir ("/"))
    {
      perror ("chdir");
      return -1;
    }
  if (sectx_exec_set (ctx) != 0)
    {
      fprintf (stderr, _("Could not set exec context to %s.\n"), ctx);
      return -1;
    }
  free (ctx);

  /* open_init_pty gives the script a terminal of its own, labelled for
     initrc_t, instead of the administrator's.  */
  if (access (OPEN_INIT_PTY, X_OK) != 0)
    execvp (argv[1], argv + 1);
  else
    execvp (OPEN_INIT_PTY, argv);
  perror ("execvp");
  return -1;
}
