/* ptyrun PASSWORDS PROGRAM [ARG]...: run PROGRAM on a new pseudo-terminal
   as its controlling terminal, answer the password prompts it shows
   with PASSWORDS in turn (words separated by spaces; the last answers
   every later prompt: passwd asks for the old one, then the new one
   twice), and copy what it writes to standard output.  Exits
   with PROGRAM's status (128 + the signal that killed it).  For the
   guest's newrole checks: newrole relabels the terminal on its stdin
   and reads the password from it, so a pipe will not do.  */

#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

static void
child (int master, char **argv)
{
  char *name = ptsname (master);
  if (!name || setsid () < 0)
    _exit (126);
  int slave = open (name, O_RDWR);
  if (slave < 0)
    _exit (126);
  ioctl (slave, TIOCSCTTY, 0);
  close (master);
  if (dup2 (slave, 0) < 0 || dup2 (slave, 1) < 0 || dup2 (slave, 2) < 0)
    _exit (126);
  if (slave > 2)
    close (slave);
  execvp (argv[0], argv);
  perror (argv[0]);
  _exit (127);
}

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      fputs ("usage: ptyrun PASSWORDS PROGRAM [ARG]...\n", stderr);
      return 2;
    }
  int master = posix_openpt (O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt (master) || unlockpt (master))
    {
      perror ("ptyrun: pty");
      return 2;
    }
  pid_t pid = fork ();
  if (pid < 0)
    return 2;
  if (pid == 0)
    child (master, argv + 2);

  /* Answer a prompt only once it is shown: the program may flush input
     when it turns echo off.  */
  const char *answer = argv[1];
  char tail[16] = "";
  char buf[512];
  for (;;)
    {
      ssize_t n = read (master, buf, sizeof buf);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      fwrite (buf, 1, n, stdout);
      fflush (stdout);
      /* Look for "assword:" across reads: keep the last bytes.  */
      char seen[sizeof tail + sizeof buf + 1];
      size_t t = strlen (tail);
      memcpy (seen, tail, t);
      for (ssize_t i = 0; i < n; i++)
        seen[t + i] = buf[i] ? buf[i] : ' ';
      seen[t + n] = '\0';
      if (strstr (seen, "assword:"))
        {
          size_t len = strcspn (answer, " ");
          dprintf (master, "%.*s\n", (int) len, answer);
          if (answer[len] == ' ')
            answer += len + 1;
          tail[0] = '\0';
        }
      else
        {
          size_t len = t + n;
          size_t keep = len < sizeof tail - 1 ? len : sizeof tail - 1;
          memcpy (tail, seen + len - keep, keep);
          tail[keep] = '\0';
        }
    }
  int status;
  while (waitpid (pid, &status, 0) < 0)
    if (errno != EINTR)
      return 2;
  return WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
}
