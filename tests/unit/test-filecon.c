/* Unit tests of lib/filecon.c: file contexts by path, fd and dirfd+name,
   with the "no context" cases and bad input.  Needs root, to write
   security.selinux on a kernel without SELinux.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"

#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#define XATTR "security.selinux"
#define CTX "system_u:object_r:etc_t:s0"
#define CTX2 "unconfined_u:object_r:tmp_t:s0-s0:c0.c1023"

static char dir[] = "/tmp/test-filecon.XXXXXX";
static char path[PATH_MAX];

static char const *
at (char const *name)
{
  snprintf (path, sizeof path, "%s/%s", dir, name);
  return path;
}

/* Make NAME with the raw attribute VALUE of SIZE bytes (no attribute
   when VALUE is NULL).  */
static void
make_file (char const *name, char const *value, size_t size)
{
  int fd = open (at (name), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || close (fd) != 0)
    unit_skip ("cannot create files in /tmp");
  if (value && lsetxattr (at (name), XATTR, value, size, 0) != 0)
    unit_skip ("the file system under /tmp refuses security.selinux");
}

static void
test_path (void)
{
  char *c;
  make_file ("plain", CTX, sizeof CTX);
  CHECK (sectx_file_get (at ("plain"), 0, &c) == 0);
  CHECK_STR (c, CTX);
  free (c);
  CHECK (sectx_file_get (at ("plain"), SECTX_RAW, &c) == 0);
  CHECK_STR (c, CTX);
  free (c);

  CHECK (sectx_file_set (at ("plain"), 0, CTX2) == 0);
  CHECK (sectx_file_get (at ("plain"), SECTX_RAW, &c) == 0);
  CHECK_STR (c, CTX2);
  free (c);

  /* The kernel's form: the value ends in one NUL.  */
  char buf[256];
  ssize_t n = getxattr (at ("plain"), XATTR, buf, sizeof buf);
  CHECK (n == sizeof CTX2 && buf[n - 1] == '\0');
}

static void
test_no_context (void)
{
  char *c = (char *) "unchanged";
  make_file ("none", NULL, 0);
  CHECK_FAILS (sectx_file_get (at ("none"), 0, &c), ENODATA);
  CHECK (c == NULL);
  make_file ("unlabeled", "unlabeled", sizeof "unlabeled");
  CHECK_FAILS (sectx_file_get (at ("unlabeled"), 0, &c), ENODATA);
  /* No bytes at all: libselinux's ENOTSUP, whatever the flags.  */
  make_file ("empty", "", 0);
  CHECK_FAILS (sectx_file_get (at ("empty"), SECTX_RAW, &c), ENOTSUP);
  CHECK_FAILS (sectx_file_get (at ("empty"), 0, &c), ENOTSUP);
  CHECK_FAILS (sectx_file_get (at ("empty"), SECTX_VERBATIM, &c), ENOTSUP);
  /* "unlabeled" without its NUL, or with junk after a NUL, is still
     "unlabeled" (libselinux's translated getter gives 10 for both).  */
  make_file ("unl9", "unlabeled", 9);
  CHECK_FAILS (sectx_file_get (at ("unl9"), 0, &c), ENODATA);
  make_file ("unljunk", "unlabeled\0junk", 14);
  CHECK_FAILS (sectx_file_get (at ("unljunk"), 0, &c), ENODATA);
  CHECK (sectx_file_get (at ("unljunk"), SECTX_VERBATIM, &c) == 0);
  CHECK_STR (c, "unlabeled");
  free (c);
  /* A near miss is a context.  */
  make_file ("unl8", "unlabele", 8);
  CHECK (sectx_file_get (at ("unl8"), 0, &c) == 0);
  CHECK_STR (c, "unlabele");
  free (c);
  CHECK (sectx_no_context (ENODATA));
  CHECK (sectx_no_context (ENOTSUP));
  CHECK (!sectx_no_context (ENOENT));
  CHECK (!sectx_no_context (EACCES));
}

/* The kernel's largest value, 64 KiB, NUL included; one byte more is
   refused by the kernel itself.  On a tmpfs: ext4 takes one block.  */
static void
test_huge (void)
{
  char *c;
  if (mkdir (at ("tmpfs"), 0755) != 0
      || mount ("none", at ("tmpfs"), "tmpfs", 0, NULL) != 0)
    {
      printf ("note: cannot mount a tmpfs; the 64 KiB value is left out\n");
      return;
    }
  enum { MAX = 65536 };
  char *big = malloc (MAX + 1);
  memset (big, 'y', MAX);
  big[MAX - 1] = '\0';
  make_file ("tmpfs/huge", big, MAX);
  CHECK (sectx_file_get_at (AT_FDCWD, at ("tmpfs/huge"), SECTX_RAW, &c)
         == 0);
  CHECK (c && strlen (c) == MAX - 1);
  free (c);
  CHECK (sectx_file_get (at ("tmpfs/huge"), 0, &c) == 0);
  CHECK (c && strlen (c) == MAX - 1);
  free (c);
  CHECK (lsetxattr (at ("tmpfs/huge"), XATTR, big, MAX + 1, 0) == -1
         && errno == E2BIG);
  free (big);
  umount2 (at ("tmpfs"), MNT_DETACH);
}

static void
test_odd_values (void)
{
  char *c;
  /* No trailing NUL, as setfattr writes it.  */
  make_file ("nonul", "a:b:c_t:s0", 10);
  CHECK (sectx_file_get (at ("nonul"), 0, &c) == 0);
  CHECK_STR (c, "a:b:c_t:s0");
  free (c);

  /* A NUL inside: the context ends there.  */
  make_file ("inner", "a:b:c_t\0junk", 12);
  CHECK (sectx_file_get (at ("inner"), 0, &c) == 0);
  CHECK_STR (c, "a:b:c_t");
  free (c);

  /* Longer than any first guess of a buffer size.  */
  enum { LONG = 3000 };
  char *big = malloc (LONG + 1);
  memset (big, 'x', LONG);
  memcpy (big, "u:r:", 4);
  big[LONG] = '\0';
  make_file ("long", big, LONG + 1);
  CHECK (sectx_file_get (at ("long"), 0, &c) == 0);
  CHECK (c && strlen (c) == LONG && strcmp (c, big) == 0);
  free (c);
  free (big);

  test_huge ();
}

/* One NUL byte is the empty context "", by every getter.  */
static void
test_one_nul (void)
{
  char *c = NULL;
  make_file ("nul", "", 1);
  CHECK (sectx_file_get (at ("nul"), 0, &c) == 0);
  CHECK_STR (c, "");
  free (c);
  CHECK (sectx_file_get (at ("nul"), SECTX_RAW | SECTX_NOFOLLOW, &c) == 0);
  CHECK_STR (c, "");
  free (c);
  int fd = open (at ("nul"), O_RDONLY);
  CHECK (fd >= 0);
  CHECK (sectx_file_get_fd (fd, 0, &c) == 0);
  CHECK_STR (c, "");
  free (c);
  close (fd);
  int dfd = open (dir, O_RDONLY | O_DIRECTORY);
  CHECK (sectx_file_get_at (dfd, "nul", SECTX_NOFOLLOW, &c) == 0);
  CHECK_STR (c, "");
  free (c);
  close (dfd);
  /* Two NULs: still "", the context ends at the first.  */
  make_file ("nul2", "\0", 2);
  CHECK (sectx_file_get (at ("nul2"), 0, &c) == 0);
  CHECK_STR (c, "");
  free (c);
  /* Setting "" writes one NUL byte back, as GNU chcon --reference does.  */
  make_file ("setnul", CTX, sizeof CTX);
  CHECK (sectx_file_set (at ("setnul"), 0, "") == 0);
  char buf[8];
  CHECK (getxattr (at ("setnul"), XATTR, buf, sizeof buf) == 1
         && buf[0] == '\0');
}

static void
test_links (void)
{
  char *c;
  make_file ("target", CTX, sizeof CTX);
  CHECK (symlink ("target", at ("link")) == 0);
  CHECK_FAILS (sectx_file_get (at ("link"), SECTX_NOFOLLOW, &c), ENODATA);
  CHECK (sectx_file_get (at ("link"), 0, &c) == 0);
  CHECK_STR (c, CTX);
  free (c);
  CHECK (sectx_file_set (at ("link"), SECTX_NOFOLLOW, CTX2) == 0);
  CHECK (sectx_file_get (at ("link"), SECTX_NOFOLLOW, &c) == 0);
  CHECK_STR (c, CTX2);
  free (c);
  CHECK (sectx_file_get (at ("target"), 0, &c) == 0);
  CHECK_STR (c, CTX);
  free (c);

  CHECK (symlink ("loop2", at ("loop1")) == 0);
  CHECK (symlink ("loop1", at ("loop2")) == 0);
  CHECK_FAILS (sectx_file_get (at ("loop1"), 0, &c), ELOOP);
  CHECK_FAILS (sectx_file_set (at ("loop1"), 0, CTX), ELOOP);
  CHECK (symlink ("missing", at ("dangling")) == 0);
  CHECK_FAILS (sectx_file_get (at ("dangling"), 0, &c), ENOENT);
}

static void
test_bad_paths (void)
{
  char *c;
  CHECK_FAILS (sectx_file_get (at ("no/such/file"), 0, &c), ENOENT);
  CHECK_FAILS (sectx_file_get ("", 0, &c), ENOENT);
  CHECK_FAILS (sectx_file_set (at ("nosuch"), 0, CTX), ENOENT);
  make_file ("notdir", NULL, 0);
  CHECK_FAILS (sectx_file_get (at ("notdir/x"), 0, &c), ENOTDIR);
  CHECK_FAILS (sectx_file_get_fd (-1, 0, &c), EBADF);
  CHECK_FAILS (sectx_file_set_fd (9999, 0, CTX), EBADF);
}

static void
test_fd (void)
{
  char *c;
  make_file ("byfd", CTX, sizeof CTX);
  int fd = open (at ("byfd"), O_RDONLY);
  CHECK (fd >= 0);
  CHECK (sectx_file_get_fd (fd, 0, &c) == 0);
  CHECK_STR (c, CTX);
  free (c);
  CHECK (sectx_file_set_fd (fd, SECTX_RAW, CTX2) == 0);
  CHECK (sectx_file_get_fd (fd, SECTX_RAW, &c) == 0);
  CHECK_STR (c, CTX2);
  free (c);
  close (fd);
}

static void
test_at (void)
{
  char *c;
  int dfd = open (dir, O_RDONLY | O_DIRECTORY);
  CHECK (dfd >= 0);
  make_file ("byat", CTX, sizeof CTX);
  CHECK (sectx_file_get_at (dfd, "byat", 0, &c) == 0);
  CHECK_STR (c, CTX);
  free (c);
  CHECK (sectx_file_set_at (dfd, "byat", SECTX_RAW, CTX2) == 0);
  CHECK (sectx_file_get_at (AT_FDCWD, at ("byat"), SECTX_RAW, &c) == 0);
  CHECK_STR (c, CTX2);
  free (c);
  /* An absolute name ignores the directory fd.  */
  CHECK (sectx_file_get_at (-1, at ("byat"), 0, &c) == 0);
  free (c);
  /* Bad directory fds fail as the *at syscalls do.  */
  CHECK_FAILS (sectx_file_get_at (-1, "byat", 0, &c), EBADF);
  CHECK_FAILS (sectx_file_get_at (-2, "byat", 0, &c), EBADF);
  CHECK_FAILS (sectx_file_get_at (12345, "byat", 0, &c), EBADF);
  CHECK_FAILS (sectx_file_set_at (12345, "byat", 0, CTX), EBADF);
  CHECK_FAILS (sectx_file_set_at (-1, "byat", 0, CTX), EBADF);
  int ffd = open (at ("byat"), O_RDONLY);
  CHECK_FAILS (sectx_file_get_at (ffd, "x", 0, &c), ENOTDIR);
  close (ffd);
  CHECK_FAILS (sectx_file_get_at (dfd, "", 0, &c), ENOENT);
  CHECK_FAILS (sectx_file_get_at (dfd, "nosuch", 0, &c), ENOENT);
  CHECK (sectx_file_get_at (dfd, "link", 0, &c) == 0);
  CHECK_STR (c, CTX);
  free (c);
  CHECK_FAILS (sectx_file_get_at (dfd, "dangling", 0, &c), ENOENT);
  CHECK (sectx_file_get_at (dfd, "link", SECTX_NOFOLLOW, &c) == 0);
  CHECK_STR (c, CTX2);
  free (c);
  close (dfd);
}

/* Without /proc the *at calls work from the directory fd, and leave the
   working directory as it was.  Run in a child with its own mount
   namespace, /proc hidden under a tmpfs.  */
static void
test_at_without_proc (void)
{
  pid_t pid = fork ();
  if (pid == 0)
    {
      if (unshare (CLONE_NEWNS) != 0
          || mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0
          || mount ("none", "/proc", "tmpfs", 0, NULL) != 0)
        _exit (77);
      char *c;
      char before[PATH_MAX], after[PATH_MAX];
      int dfd = open (dir, O_RDONLY | O_DIRECTORY);
      make_file ("noproc", CTX, sizeof CTX);
      if (!getcwd (before, sizeof before))
        _exit (2);
      int bad = 0;
      bad |= sectx_file_get_at (dfd, "noproc", 0, &c) != 0
             || strcmp (c, CTX) != 0;
      bad |= sectx_file_set_at (dfd, "noproc", 0, CTX2) != 0;
      bad |= sectx_file_get_at (dfd, "noproc", SECTX_RAW, &c) != 0
             || strcmp (c, CTX2) != 0;
      bad |= sectx_file_get_at (dfd, "nosuch", 0, &c) != -1
             || errno != ENOENT;
      bad |= sectx_file_get_at (-1, "noproc", 0, &c) != -1 || errno != EBADF;
      bad |= !getcwd (after, sizeof after) || strcmp (before, after) != 0;
      _exit (bad ? 1 : 0);
    }
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid || !WIFEXITED (status))
    CHECK (!"the child without /proc ran");
  else if (WEXITSTATUS (status) == 77)
    printf ("note: cannot hide /proc; its checks are left out\n");
  else
    CHECK (WEXITSTATUS (status) == 0);
}

/* A file system without extended attributes: ramfs.  */
static void
test_ramfs (void)
{
  char *c;
  if (mkdir (at ("ram"), 0755) != 0
      || mount ("none", at ("ram"), "ramfs", 0, NULL) != 0)
    {
      printf ("note: cannot mount a ramfs; its checks are left out\n");
      return;
    }
  make_file ("ram/f", NULL, 0);
  CHECK_FAILS (sectx_file_get (at ("ram/f"), 0, &c), ENOTSUP);
  CHECK_FAILS (sectx_file_set (at ("ram/f"), 0, CTX), ENOTSUP);
  umount (at ("ram"));
}

int
main (void)
{
  if (geteuid () != 0)
    unit_skip ("needs root, to write security.selinux");
  if (!mkdtemp (dir))
    unit_skip ("mkdtemp failed");

  /* First: gnulib remembers whether /proc works on the first *at call.  */
  test_at_without_proc ();
  test_path ();
  test_no_context ();
  test_odd_values ();
  test_one_nul ();
  test_links ();
  test_bad_paths ();
  test_fd ();
  test_at ();
  test_ramfs ();

  char cmd[PATH_MAX + 16];
  snprintf (cmd, sizeof cmd, "rm -rf '%s'", dir);
  if (system (cmd) != 0)
    printf ("note: could not remove %s\n", dir);
  return unit_finish ();
}
