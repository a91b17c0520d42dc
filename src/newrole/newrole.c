/* newrole -- run a shell in a new SELinux role, type or level, as
   policycoreutils 3.4's newrole built for Debian 12 (with PAM and its
   session stack): re-authenticate the user, relabel the terminal, run
   the user's shell in the new context, and put the terminal's label
   back when the shell exits.  The reference's messages and exit
   statuses (255 for every failure, else the shell's status).  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "role.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>

extern char **environ;

/* Start with no signal blocked and the default action on SIGHUP, so a
   hang-up ends newrole as it ends the shell.  */
static int
reset_signals (void)
{
  sigset_t empty;
  if (sigemptyset (&empty))
    {
      fputs (_("Unable to obtain empty signal set\n"), stderr);
      return -1;
    }
  sigprocmask (SIG_SETMASK, &empty, NULL);
  if (signal (SIGHUP, SIG_DFL) == SIG_ERR)
    {
      fputs (_("Unable to set SIGHUP handler\n"), stderr);
      return -1;
    }
  return 0;
}

/* Give up any uid newrole was started with beyond the caller's own (a
   set-user-ID or file-capabilities install) before the shell runs.  */
static int
become_caller (void)
{
  uid_t uid = getuid ();
  if (prctl (PR_SET_KEEPCAPS, 0, 0, 0, 0) < 0)
    {
      fputs (_("Error resetting KEEPCAPS, aborting\n"), stderr);
      return -1;
    }
  if (setresuid (uid, uid, uid))
    {
      fputs (_("Error changing uid, aborting.\n"), stderr);
      return -1;
    }
  return 0;
}

/* The child: the terminal as its standard descriptors, the new context
   for its exec, the session, the environment, then the shell with the
   arguments after the options.  Returns only on failure.  */
static void
run_shell (int argc, char **argv, char const *tty, char const *old,
           struct newrole_tty *t, struct newrole_opts const *opts, struct passwd const *pw,
           char **old_environ, struct role_auth *auth)
{
  if (newrole_tty_reopen (tty, t) != 0)
    return;
  if (optind < 1)
    optind = 1;
  char *argv0;
  if (asprintf (&argv0, "-%s", pw->pw_shell) < 0)
    {
      fputs (_("Error allocating shell's argv0.\n"), stderr);
      return;
    }
  /* A login shell's argv[0], in the slot before the shell's arguments.  */
  argv[optind - 1] = argv0;
  if (sectx_exec_set (opts->context) != 0)
    {
      fprintf (stderr, _("Could not set exec context to %s.\n"), opts->context);
      return;
    }
  if (role_auth_open_session (auth) != 0)
    return;
  if (newrole_audit (true, old, opts->context, tty) != 0)
    fputs (_("Failed to send audit message"), stderr);
  else if (become_caller () != 0)
    fputs (_("Failed to transition to namespace\n"), stderr);
  else if (newrole_environment (opts->preserve_env, old_environ, pw) != 0)
    fputs (_("Unable to restore the environment, aborting\n"), stderr);
  else
    {
      execv (pw->pw_shell, argv + optind - 1);
      perror (_("failed to exec shell\n"));
    }
  role_auth_close_session (auth);
}

/* The parent: wait for the shell, then put the terminal back and end
   the session.  The shell's exit status, or 255 after a failure here.  */
static int
wait_shell (char const *tty, struct newrole_tty *t, struct role_auth *auth)
{
  int status = 0, code = 0;
  pid_t pid;
  do
    pid = wait (&status);
  while (pid < 0 && errno == EINTR);
  if (pid >= 0 && WIFEXITED (status))
    code = WEXITSTATUS (status);
  if (newrole_tty_restore (tty, t) != 0)
    {
      fputs (_("Unable to restore tty label...\n"), stderr);
      code = -1;
    }
  if (t->fd >= 0 && close (t->fd) != 0)
    {
      fputs (_("Failed to close tty properly\n"), stderr);
      code = -1;
    }
  if (role_auth_close_session (auth) != 0)
    code = -1;
  if (role_auth_end (auth) != 0)
    code = -1;
  return code & 0xff;
}

/* Everything before the fork: the checks, the options, the user.  */
static int
prepare (int argc, char **argv, char const **tty, char **old,
         struct newrole_opts *opts, struct passwd *pw,
         struct role_auth **auth)
{
  if (!sectx_enabled ())
    {
      fputs (_("Sorry, newrole may be used only on a SELinux kernel.\n"), stderr);
      return -1;
    }
  if (sectx_enforce_mode () < 0)
    {
      fputs (_("Could not determine enforcing mode.\n"), stderr);
      return -1;
    }
  if (sectx_prev_context (old) != 0)
    {
      fputs (_("failed to get old_context.\n"), stderr);
      return -1;
    }
  *tty = ttyname (STDIN_FILENO);
  if (!*tty || !**tty)
    fputs (_("Warning!  Could not retrieve tty information.\n"), stderr);
  if (newrole_parse (argc, argv, *tty, *old, opts) != 0
      || newrole_user (pw) != 0)
    return -1;

  char const *service = "newrole";
#if HAVE_PAM
  service = newrole_service (argv + optind, argc - optind);
  if (!service)
    {
      fputs (_("error on reading PAM service configuration.\n"), stderr);
      return -1;
    }
#endif
  *auth = role_auth_start (service, pw->pw_name);
  if (!*auth)
    {
      fputs (_("failed to initialize PAM\n"), stderr);
      return -1;
    }
  if (role_auth_verify (*auth, *tty) != ROLE_AUTH_OK)
    {
      fprintf (stderr, _("newrole: incorrect password for %s\n"), pw->pw_name);
      newrole_audit (false, *old, opts->context, *tty);
      return -1;
    }
  return 0;
}

int
main (int argc, char **argv)
{
  if (reset_signals () != 0)
    return -1;
  set_program_name (argv[0]);
  setlocale (LC_ALL, "");
  bindtextdomain (PACKAGE, LOCALEDIR);
  textdomain (PACKAGE);

  /* Nothing newrole runs before the shell (PAM's modules included)
     sees the caller's environment.  */
  char **old_environ = environ;
  environ = NULL;

  char const *tty = NULL;
  char *old = NULL;
  struct newrole_opts opts = { false, NULL };
  struct passwd pw = { 0 };
  struct role_auth *auth = NULL;
  struct newrole_tty t = { -1, NULL, NULL };

  if (prepare (argc, argv, &tty, &old, &opts, &pw, &auth) == 0
      && newrole_tty_relabel (tty, opts.context, &t) == 0)
    {
      pid_t child = fork ();
      if (child > 0)
        return wait_shell (tty, &t, auth);
      if (child < 0)
        {
          fprintf (stderr, _("newrole: failure forking: %s"), strerror (errno));
          if (newrole_tty_restore (tty, &t) != 0)
            fputs (_("Unable to restore tty label...\n"), stderr);
          if (t.fd >= 0 && close (t.fd) != 0)
            fputs (_("Failed to close tty properly\n"), stderr);
        }
      else
        run_shell (argc, argv, tty, old, &t, &opts, &pw, old_environ, auth);
    }
  if (auth)
    role_auth_end (auth);
  return -1;
}
