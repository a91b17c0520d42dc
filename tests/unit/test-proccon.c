/* Unit tests of lib/proccon.c: process contexts, and the /proc fallback
   read against a fake /proc tree.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

static char root[] = "/tmp/test-proccon.XXXXXX";

/* Make ROOT/PID/attr/current holding SIZE bytes of VALUE.  */
static void
fake_attr (char const *pid, char const *value, size_t size)
{
  char p[PATH_MAX];
  snprintf (p, sizeof p, "%s/%s", root, pid);
  mkdir (p, 0755);
  snprintf (p, sizeof p, "%s/%s/attr", root, pid);
  mkdir (p, 0755);
  snprintf (p, sizeof p, "%s/%s/attr/current", root, pid);
  int fd = open (p, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || write (fd, value, size) != (ssize_t) size || close (fd))
    unit_skip ("cannot write the fake /proc tree");
}

static void
test_fallback (void)
{
  char *c;
  fake_attr ("42", "system_u:system_r:ntpd_t:s0", 28);
  CHECK (sectx_proc_attr_read (root, 42, &c) == 0);
  CHECK_STR (c, "system_u:system_r:ntpd_t:s0");
  free (c);

  /* AppArmor-style "unconfined\n": the newline is not printable.  */
  fake_attr ("43", "unconfined\n", 11);
  CHECK (sectx_proc_attr_read (root, 43, &c) == 0);
  CHECK_STR (c, "unconfined");
  free (c);

  fake_attr ("44", "abc\001def", 7);
  CHECK (sectx_proc_attr_read (root, 44, &c) == 0);
  CHECK_STR (c, "abc");
  free (c);

  fake_attr ("self", "u:r:t:s0", 8);
  CHECK (sectx_proc_attr_read (root, 0, &c) == 0);
  CHECK_STR (c, "u:r:t:s0");
  free (c);

  /* One page at most, like the kernel's attribute files.  */
  static char big[6000];
  memset (big, 'a', sizeof big);
  fake_attr ("45", big, sizeof big);
  CHECK (sectx_proc_attr_read (root, 45, &c) == 0);
  CHECK (c && strlen (c) == 4096);
  free (c);
}

static void
test_fallback_bad (void)
{
  char *c = (char *) "unchanged";
  fake_attr ("50", "", 0);
  CHECK_FAILS (sectx_proc_attr_read (root, 50, &c), ENODATA);
  CHECK (c == NULL);
  fake_attr ("51", "\n", 1);
  CHECK_FAILS (sectx_proc_attr_read (root, 51, &c), ENODATA);
  CHECK_FAILS (sectx_proc_attr_read (root, 99999, &c), ENOENT);
  CHECK_FAILS (sectx_proc_attr_read (root, -1, &c), EINVAL);
  CHECK_FAILS (sectx_proc_attr_read ("/nonexistent", 1, &c), ENOENT);
}

/* The real thing agrees with itself: by pid and as "self".  */
static void
test_live (void)
{
  char *self = NULL, *bypid = NULL;
  int r1 = sectx_proc_get (0, 0, &self);
  int e1 = errno;
  int r2 = sectx_proc_get (getpid (), 0, &bypid);
  int e2 = errno;
  CHECK (r1 == r2);
  if (r1 == 0)
    CHECK (self && bypid && strcmp (self, bypid) == 0);
  else
    CHECK (e1 == e2);
  if (!sectx_enabled ())
    {
      char *direct = NULL;
      int r3 = sectx_proc_attr_read ("/proc", 0, &direct);
      CHECK (r3 == r1);
      if (r3 == 0)
        CHECK (strcmp (direct, self) == 0);
      free (direct);
    }
  free (self);
  free (bypid);
  CHECK_FAILS (sectx_proc_get (-5, 0, &self), EINVAL);
}

int
main (void)
{
  if (!mkdtemp (root))
    unit_skip ("mkdtemp failed");
  test_fallback ();
  test_fallback_bad ();
  test_live ();

  char cmd[PATH_MAX];
  snprintf (cmd, sizeof cmd, "rm -rf '%s'", root);
  if (system (cmd) != 0)
    printf ("note: could not remove %s\n", root);
  return unit_finish ();
}
