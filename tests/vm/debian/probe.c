/* probe: try one thing the policy forbids a confined daemon, and say
   whether the kernel refused it.  tests/vm/debian.sh installs copies
   labelled with each daemon's entry type, so that run from the
   administrator's session a copy enters the daemon's domain and tries
   from there what the real daemon would.

   Usage: probe ACTION [FILE]
     write FILE      open FILE for appending (nothing is written)
     read FILE       open FILE and read a byte
     create FILE     create FILE (or truncate it) and write a line, as a
                     daemon writes its state file (the audit2allow
                     scenario, debian/a2a.sh, runs it in a permissive
                     domain, where it is let through)
     load-policy     write a one-byte non-policy to selinuxfs's load file
     setenforce      ask selinuxfs for permissive mode (enforcing is put
                     back at once if that was let through)
     load-module     ask the kernel to load a module (an empty image)

   Prints "denied: ERRNO-TEXT" and exits 0 when refused with EACCES or
   EPERM; prints "allowed" and exits 1 when the kernel let it through
   (nothing is changed even then: no byte is written, the module image
   is empty, the mode is put back); exits 2 on any other failure.  */

#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static int
verdict (int rc, int err)
{
  if (rc == 0)
    {
      puts ("allowed");
      return 1;
    }
  if (err == EACCES || err == EPERM)
    {
      printf ("denied: %s\n", strerror (err));
      return 0;
    }
  printf ("failed otherwise: %s\n", strerror (err));
  return 2;
}

/* Open NAME with FLAGS and close it again.  */
static int
try_open (char const *name, int flags)
{
  int fd = open (name, flags);
  if (fd < 0)
    return verdict (-1, errno);
  close (fd);
  return verdict (0, 0);
}

/* Create NAME and write a line to it.  */
static int
try_create (char const *name)
{
  int fd = open (name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0)
    return verdict (-1, errno);
  ssize_t n = write (fd, "0.000\n", 6);
  int err = errno;
  close (fd);
  return verdict (n < 0 ? -1 : 0, err);
}

/* Open NAME for writing and write DATA; EINVAL (a bad policy) means the
   kernel let the write through.  */
static int
try_write (char const *name, char const *data)
{
  int fd = open (name, O_WRONLY);
  if (fd < 0)
    return verdict (-1, errno);
  ssize_t n = write (fd, data, strlen (data));
  int err = errno;
  close (fd);
  return verdict (n < 0 && err != EINVAL ? -1 : 0, err);
}

static int
try_read (char const *name)
{
  char c;
  int fd = open (name, O_RDONLY);
  if (fd < 0)
    return verdict (-1, errno);
  ssize_t n = read (fd, &c, 1);
  int err = errno;
  close (fd);
  return verdict (n < 0 ? -1 : 0, err);
}

/* The kernel checks setenforce only when the mode changes: so ask for
   permissive, and put enforcing back at once if that was let through.  */
static int
try_setenforce (void)
{
  static char const name[] = "/sys/fs/selinux/enforce";
  int fd = open (name, O_WRONLY);
  if (fd < 0)
    return verdict (-1, errno);
  ssize_t n = write (fd, "0", 1);
  int err = errno;
  if (n > 0 && pwrite (fd, "1", 1, 0) != 1)
    puts ("could not put enforcing mode back");
  close (fd);
  return verdict (n < 0 ? -1 : 0, err);
}

/* init_module checks CAP_SYS_MODULE (and SELinux's capability check)
   before it looks at the image, so an empty one is enough to ask.  */
static int
try_load_module (void)
{
  static char image[1];
  long rc = syscall (SYS_init_module, image, 0UL, "");
  int err = errno;
  if (rc != 0 && err != EACCES && err != EPERM)
    {
      /* Permitted, then refused as a bad image: the kernel let it by.  */
      puts ("allowed");
      return 1;
    }
  return verdict (rc, err);
}

int
main (int argc, char **argv)
{
  char const *act = argc > 1 ? argv[1] : "";
  if (strcmp (act, "write") == 0 && argc == 3)
    return try_open (argv[2], O_WRONLY | O_APPEND);
  if (strcmp (act, "read") == 0 && argc == 3)
    return try_read (argv[2]);
  if (strcmp (act, "create") == 0 && argc == 3)
    return try_create (argv[2]);
  /* A domain may open selinuxfs files for writing (nscd asks the kernel
     for access decisions that way); the security class checks come at
     write: so write, harmlessly: a one-byte non-policy, or a mode that
     is put back.  */
  if (strcmp (act, "load-policy") == 0)
    return try_write ("/sys/fs/selinux/load", "x");
  if (strcmp (act, "setenforce") == 0)
    return try_setenforce ();
  if (strcmp (act, "load-module") == 0)
    return try_load_module ();
  fprintf (stderr, "usage: probe write|read|create FILE | load-policy | setenforce | load-module\n");
  return 2;
}
