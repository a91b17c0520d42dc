/* Unit tests of lib/fscreate.c and lib/execcon.c: which errors -Z never
   reports, retyping existing files from a file_contexts of our own (as
   root, on a file system that takes security.selinux), this process's
   context as libselinux reads it, and what a kernel without SELinux
   answers.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

static char root[] = "/tmp/test-fscreate.XXXXXX";

static void
make (char const *name, bool dir, char const *label)
{
  char p[PATH_MAX];
  snprintf (p, sizeof p, "%s/%s", root, name);
  int r = dir ? mkdir (p, 0755) : close (open (p, O_CREAT | O_WRONLY, 0644));
  if (r != 0)
    unit_skip ("cannot make the scratch tree");
  if (label && setxattr (p, "security.selinux", label, strlen (label) + 1, 0))
    unit_skip ("the scratch file system refuses security.selinux");
}

static char *
label (char const *name)
{
  char p[PATH_MAX];
  char *c = NULL;
  snprintf (p, sizeof p, "%s/%s", root, name);
  return sectx_file_get (p, SECTX_NOFOLLOW, &c) == 0 ? c : NULL;
}

static struct sectx_fc *
specs (void)
{
  char p[PATH_MAX];
  snprintf (p, sizeof p, "%s/file_contexts", root);
  FILE *f = fopen (p, "w");
  if (!f)
    unit_skip ("cannot write file_contexts");
  fprintf (f, "%s/a(/.*)?\tsystem_u:object_r:etc_t:s0\n", root);
  fprintf (f, "%s/a/none\t<<none>>\n", root);
  fprintf (f, "%s/d\t-d\tsystem_u:object_r:var_t:s0\n", root);
  fclose (f);
  struct sectx_fc_open_opts o = { .path = p, .baseonly = true };
  struct sectx_fc *fc;
  if (sectx_fc_open (&o, &fc) != 0)
    unit_skip ("cannot load file_contexts");
  return fc;
}

static void
test_retype (struct sectx_fc *fc)
{
  char p[PATH_MAX];
  make ("a", true, "unconfined_u:object_r:tmp_t:s0");
  make ("a/f", false, "unconfined_u:object_r:tmp_t:s0");
  make ("a/g", false, "unconfined_u:object_r:user_home_t:s0");
  make ("d", true, "system_u:object_r:tmp_t:s0");

  /* One file: only the type changes.  */
  snprintf (p, sizeof p, "%s/a/f", root);
  CHECK (sectx_restore_type (fc, p, false) == 0);
  CHECK_STR (label ("a/f"), "unconfined_u:object_r:etc_t:s0");
  CHECK_STR (label ("a/g"), "unconfined_u:object_r:user_home_t:s0");

  /* A relative name is made absolute for the lookup.  */
  CHECK (chdir (root) == 0);
  CHECK (sectx_restore_type (fc, "d", false) == 0);
  CHECK_STR (label ("d"), "system_u:object_r:var_t:s0");

  /* A tree: every file.  */
  snprintf (p, sizeof p, "%s/a", root);
  CHECK (sectx_restore_type (fc, p, true) == 0);
  CHECK_STR (label ("a"), "unconfined_u:object_r:etc_t:s0");
  CHECK_STR (label ("a/g"), "unconfined_u:object_r:etc_t:s0");

  /* <<none>> and no spec at all are "no data"; so is no label.  */
  make ("a/none", false, "u:object_r:tmp_t:s0");
  snprintf (p, sizeof p, "%s/a/none", root);
  CHECK_FAILS (sectx_restore_type (fc, p, false), ENODATA);
  CHECK_STR (label ("a/none"), "u:object_r:tmp_t:s0");
  make ("nospec", false, "u:object_r:tmp_t:s0");
  CHECK_FAILS (sectx_restore_type (fc, "nospec", false), ENODATA);
  make ("a/unlabelled", false, NULL);
  snprintf (p, sizeof p, "%s/a/unlabelled", root);
  CHECK_FAILS (sectx_restore_type (fc, p, false), ENODATA);

  /* A tree with one failure fails as a whole, the others retyped; the
     walk itself ended normally.  */
  make ("a/h", false, "unconfined_u:object_r:tmp_t:s0");
  snprintf (p, sizeof p, "%s/a", root);
  CHECK_FAILS (sectx_restore_type (fc, p, true), 0);
  CHECK_STR (label ("a/h"), "unconfined_u:object_r:etc_t:s0");

  snprintf (p, sizeof p, "%s/a/missing", root);
  CHECK_FAILS (sectx_restore_type (fc, p, false), ENOENT);

  /* The default context: no spec means no data, before any question
     to the kernel.  */
  CHECK_FAILS (sectx_fscreate_default (fc, "nospec", S_IFREG), ENODATA);
  snprintf (p, sizeof p, "%s/a/none", root);
  CHECK_FAILS (sectx_fscreate_default (fc, p, S_IFIFO), ENODATA);
}

/* sectx_self_context gives what the kernel's attribute holds, up to
   its first NUL, or its error.  */
static void
test_self (void)
{
  char buf[4096] = "";
  int fd = open ("/proc/thread-self/attr/current", O_RDONLY);
  ssize_t n = fd < 0 ? -1 : read (fd, buf, sizeof buf - 1);
  int e = errno;
  if (fd >= 0)
    close (fd);
  char *c = NULL;
  if (n < 0)
    CHECK_FAILS (sectx_self_context (&c), e);
  else if (n == 0)
    CHECK_FAILS (sectx_self_context (&c), ENODATA);
  else
    {
      CHECK (sectx_self_context (&c) == 0);
      CHECK (c && strcmp (c, buf) == 0);
    }
  free (c);
}

int
main (void)
{
  test_self ();
  CHECK (sectx_ignorable (ENOTSUP));
  CHECK (sectx_ignorable (ENODATA));
  CHECK (!sectx_ignorable (EACCES));
  CHECK (!sectx_ignorable (0));

  if (!sectx_enabled ())
    {
      /* No SELinux: nothing can be computed or set.  */
      char *c = (char *) "x";
      CHECK (sectx_exec_compute ("u:r:t:s0", "u:object_r:t:s0", &c) == -1);
      CHECK (c == NULL);
      CHECK (sectx_exec_set ("u:r:t:s0") == -1);
      CHECK (sectx_fscreate_set ("u:object_r:t:s0") == -1);
    }

  if (geteuid () != 0)
    unit_skip ("needs root (to write security.selinux)");
  if (!mkdtemp (root))
    unit_skip ("mkdtemp failed");
  struct sectx_fc *fc = specs ();
  test_retype (fc);
  sectx_fc_close (fc);
  char cmd[PATH_MAX + 16];
  snprintf (cmd, sizeof cmd, "rm -rf %s", root);
  if (chdir ("/") != 0 || system (cmd) != 0)
    printf ("note: could not remove %s\n", root);
  return unit_finish ();
}
