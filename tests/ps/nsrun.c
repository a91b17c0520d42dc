/* nsrun -- run a command inside the pid and mount namespaces of process
   TARGET with the pid PID there, so that two runs of ps see the same
   process table, their own row included (the tests drop that row).

   nsrun TARGET PID PROGRAM ARGV0 [ARG]...   exit status: the program's.  */

#include <config.h>

#include <fcntl.h>
#include <linux/sched.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static int
enter (char const *target, char const *ns, int type)
{
  char path[64];
  snprintf (path, sizeof path, "/proc/%s/ns/%s", target, ns);
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  if (fd < 0 || setns (fd, type) != 0)
    {
      perror (path);
      return -1;
    }
  close (fd);
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc < 5)
    {
      fprintf (stderr, "usage: nsrun TARGET PID PROGRAM ARGV0 [ARG]...\n");
      return 2;
    }
  /* Only the child is to be in the target's namespaces.  We go back to
     our own pid namespace once it is made, and never enter the mount
     namespace: a process whose new children land in another pid
     namespace, or whose /proc has no entry for it, cannot run
     LeakSanitizer's check at exit (its tracer sees no parent and quits,
     and the check waits for it forever: nsrun hung in a sanitizer
     build).  */
  int own_pid_ns = open ("/proc/self/ns/pid", O_RDONLY | O_CLOEXEC);
  if (own_pid_ns < 0)
    {
      perror ("/proc/self/ns/pid");
      return 125;
    }
  if (enter (argv[1], "pid", CLONE_NEWPID))
    return 125;
  pid_t want = atoi (argv[2]);
  struct clone_args ca;
  memset (&ca, 0, sizeof ca);
  ca.exit_signal = SIGCHLD;
  ca.set_tid = (uintptr_t) &want;
  ca.set_tid_size = 1;
  long pid = syscall (SYS_clone3, &ca, sizeof ca);
  if (pid < 0)
    {
      perror ("clone3");
      return 125;
    }
  if (pid != 0 && setns (own_pid_ns, CLONE_NEWPID) != 0)
    {
      perror ("setns /proc/self/ns/pid");
      return 125;
    }
  close (own_pid_ns);
  if (pid == 0)
    {
      if (enter (argv[1], "mnt", CLONE_NEWNS))
        _exit (125);
      execv (argv[3], argv + 4);
      perror (argv[3]);
      _exit (127);
    }
  int st;
  if (waitpid (pid, &st, 0) < 0)
    return 125;
  return WIFEXITED (st) ? WEXITSTATUS (st) : 128 + WTERMSIG (st);
}
