/* pshelper -- processes with chosen shapes for the ps comparison tests.

   pshelper init SCRIPT   pid 1 of the test namespace: run SCRIPT, reap
                          orphans, idle.
   pshelper sleep ARG...  idle forever, whatever the arguments.
   pshelper threads N     idle with N extra threads.
   pshelper zombie        leave one unreaped child.
   pshelper name NAME     set the command name (any bytes), idle.
   pshelper noargv        re-exec itself with an empty argv, idle.
   pshelper tree N        a chain of N idle processes.
   pshelper signals       USR1 pending process-wide and USR2 for the
                          thread (both blocked), HUP ignored, INT and
                          TERM caught, idle.
   pshelper ctty TTY      a new session with TTY as its terminal, idle
                          (without one if TTY is taken).  */

#include <config.h>

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

static void *
idle_thread (void *arg)
{
  (void) arg;
  for (;;)
    pause ();
  return NULL;
}

static void
caught (int sig)
{
  (void) sig;
}

/* Signal sets ps shows apart: ShdPnd (kill) and SigPnd (the thread's
   own), SigBlk, SigIgn and SigCgt.  */
static void
signals (void)
{
  sigset_t set;
  sigemptyset (&set);
  sigaddset (&set, SIGUSR1);
  sigaddset (&set, SIGUSR2);
  sigaddset (&set, SIGWINCH);
  sigprocmask (SIG_BLOCK, &set, NULL);
  signal (SIGHUP, SIG_IGN);
  signal (SIGPIPE, SIG_IGN);
  signal (SIGINT, caught);
  signal (SIGTERM, caught);
  kill (getpid (), SIGUSR1);
  pthread_kill (pthread_self (), SIGUSR2);
}

static void
idle (void)
{
  for (;;)
    pause ();
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      /* Re-executed with an empty argv.  */
      idle ();
    }
  char const *mode = argv[1];
  if (strcmp (mode, "init") == 0 && argc > 2)
    {
      pid_t pid = fork ();
      if (pid == 0)
        {
          execl ("/bin/bash", "bash", argv[2], (char *) NULL);
          _exit (127);
        }
      for (;;)
        {
          int st;
          pid_t w = wait (&st);
          if (w == pid)
            {
              /* Tell the outside the set is ready.  */
              FILE *f = fopen (argc > 3 ? argv[3] : "/dev/null", "w");
              if (f)
                fclose (f);
            }
          if (w < 0)
            pause ();
        }
    }
  if (strcmp (mode, "threads") == 0 && argc > 2)
    {
      int n = atoi (argv[2]);
      for (int i = 0; i < n; i++)
        {
          pthread_t t;
          pthread_create (&t, NULL, idle_thread, NULL);
        }
      idle ();
    }
  if (strcmp (mode, "zombie") == 0)
    {
      if (fork () == 0)
        _exit (0);
      idle ();
    }
  if (strcmp (mode, "name") == 0 && argc > 2)
    {
      prctl (PR_SET_NAME, argv[2]);
      idle ();
    }
  if (strcmp (mode, "noargv") == 0)
    {
      char *const none[] = { NULL };
      execv ("/proc/self/exe", none);
      return 1;
    }
  if (strcmp (mode, "signals") == 0)
    {
      signals ();
      idle ();
    }
  if (strcmp (mode, "ctty") == 0 && argc > 2)
    {
      setsid ();
      char const *tty = argv[2];
      /* /dev/ptmx: a new pseudo-terminal, its master kept open.  */
      if (strcmp (tty, "/dev/ptmx") == 0)
        {
          int m = posix_openpt (O_RDWR | O_NOCTTY);
          tty = m >= 0 && grantpt (m) == 0 && unlockpt (m) == 0
                ? ptsname (m) : NULL;
        }
      int fd = tty ? open (tty, O_RDWR | O_NOCTTY | O_NONBLOCK) : -1;
      if (fd >= 0)
        ioctl (fd, TIOCSCTTY, 0);
      idle ();
    }
  if (strcmp (mode, "tree") == 0 && argc > 2)
    {
      int n = atoi (argv[2]);
      for (int i = 1; i < n; i++)
        if (fork () != 0)
          break;
      idle ();
    }
  idle ();
}
