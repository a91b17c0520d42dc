/* The user newrole re-authenticates and the shell it starts: the passwd
   entry of the login uid, its shell checked against /etc/shells, and the
   environment that shell gets.  */

#include <config.h>

#include "system.h"
#include "role.h"

/* The shell every new login gets PATH from.  */
#define DEFAULT_PATH "/usr/bin:/bin"

/* Is SHELL listed in /etc/shells (or, without it, libc's defaults)?  */
static bool
shell_listed (char const *shell)
{
  bool found = false;
  char const *s;
  while (!found && (s = getusershell ()) != NULL)
    found = *s != '#' && STREQ (s, shell);
  endusershell ();
  return found;
}

void
newrole_user_free (struct passwd *pw)
{
  free (pw->pw_name);
  free (pw->pw_dir);
  free (pw->pw_shell);
  pw->pw_name = pw->pw_dir = pw->pw_shell = NULL;
}

int
newrole_user (struct passwd *pw)
{
  uid_t uid = role_login_uid ();
  setpwent ();
  struct passwd *p = getpwuid (uid);
  endpwent ();
  if (!(p && p->pw_name && *p->pw_name && p->pw_shell && *p->pw_shell
        && p->pw_dir && *p->pw_dir))
    {
      fputs (_("cannot find valid entry in the passwd file.\n"), stderr);
      return -1;
    }
  *pw = *p;
  pw->pw_name = strdup (p->pw_name);
  pw->pw_dir = strdup (p->pw_dir);
  pw->pw_shell = strdup (p->pw_shell);
  if (!(pw->pw_name && pw->pw_dir && pw->pw_shell))
    {
      fputs (_("Out of memory!\n"), stderr);
      newrole_user_free (pw);
      return -1;
    }
  if (!shell_listed (pw->pw_shell))
    {
      fputs (_("Error!  Shell is not valid.\n"), stderr);
      newrole_user_free (pw);
      return -1;
    }
  return 0;
}

int
newrole_environment (bool preserve, char **old_environ,
                     struct passwd const *pw)
{
  extern char **environ;
  environ = old_environ;
  if (preserve)
    return 0;

  /* Only the terminal and display settings survive.  */
  static char const *const kept[] = { "TERM", "DISPLAY", "XAUTHORITY" };
  char *saved[3] = { NULL, NULL, NULL };
  int rc = 0;
  for (int i = 0; i < 3; i++)
    {
      char const *v = getenv (kept[i]);
      if (v && !(saved[i] = strdup (v)))
        rc = -1;
    }
  if (rc == 0 && (rc = clearenv ()) != 0)
    fputs (_("Unable to clear environment\n"), stderr);
  if (rc == 0)
    {
      for (int i = 0; i < 3; i++)
        if (saved[i])
          rc |= setenv (kept[i], saved[i], 1);
      rc |= setenv ("HOME", pw->pw_dir, 1);
      rc |= setenv ("SHELL", pw->pw_shell, 1);
      rc |= setenv ("USER", pw->pw_name, 1);
      rc |= setenv ("LOGNAME", pw->pw_name, 1);
      rc |= setenv ("PATH", DEFAULT_PATH, 1);
    }
  for (int i = 0; i < 3; i++)
    free (saved[i]);
  return rc;
}
