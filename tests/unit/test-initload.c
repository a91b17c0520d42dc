/* Unit tests of lib/initload.c: the kernel command line's enforcing=, and
   the initial load into a fake selinuxfs (nothing is mounted).  */

#include <config.h>

#include "sectx.h"
#include "unit.h"
#include "tree.h"

static char const *dir;
static char *root, *mnt, *cmdline;
static char notes[4096];

static void
record (void *arg, struct sectx_note const *n)
{
  (void) arg;
  size_t used = strlen (notes);
  snprintf (notes + used, sizeof notes - used, "%s %d;", unit_note_kind (n->kind),
            n->vers);
}

/* The enforcing= value of a command line TEXT; -2 if none.  */
static int
cmdline_value (char const *text)
{
  unit_put (dir, "cmdline", text);
  int v;
  return sectx_cmdline_enforcing (cmdline, &v) == 0 ? v : -2;
}

static void
test_cmdline (void)
{
  CHECK (cmdline_value ("enforcing=1\n") == 1);
  CHECK (cmdline_value ("ro quiet enforcing=0 splash\n") == 0);
  CHECK (cmdline_value ("a\tenforcing=1") == 1);
  CHECK (cmdline_value ("enforcing=0 enforcing=1\n") == 0);  /* first */
  CHECK (cmdline_value ("noenforcing=1 enforcing=0\n") == -2);
  CHECK (cmdline_value ("enforcing=\n") == 0);                /* atoi */
  CHECK (cmdline_value ("enforcing=yes\n") == 0);
  CHECK (cmdline_value ("enforcing=-1\n") == -1);
  CHECK (cmdline_value ("enforcing=2x\n") == 2);
  CHECK (cmdline_value ("enforcing= 1\n") == 1);
  CHECK (cmdline_value ("selinux=1\n") == -2);
  CHECK (cmdline_value ("quiet\nenforcing=1\n") == -2);       /* line 1 */
  CHECK (cmdline_value ("") == -2);
  CHECK (errno == ENOENT);

  /* Only the first page-size - 1 bytes are read.  */
  long page = sysconf (_SC_PAGESIZE);
  char *text = malloc (page + 32);
  memset (text, ' ', page - 14);
  strcpy (text + page - 14, "enforcing=1\n");
  CHECK (cmdline_value (text) == 1);
  memset (text, ' ', page);
  strcpy (text + page, "enforcing=1\n");
  CHECK (cmdline_value (text) == -2);
  free (text);

  unit_remove (dir, "cmdline");
  int v;
  CHECK (sectx_cmdline_enforcing (cmdline, &v) == -1 && errno == ENOENT);
}

/* A fresh fake selinuxfs in mode KERNEL_MODE, a config CONFIG, a
   command line CMD (NULL: none), and a policy.33 the fake kernel takes
   as it is.  */
static void
setup (char const *kernel_mode, char const *config, char const *cmd)
{
  unit_put (dir, "fs/enforce", kernel_mode);
  unit_put (dir, "fs/policyvers", "33");
  unit_put (dir, "fs/load", "");
  unit_put (dir, "fs/disable", "");
  if (config)
    unit_put (dir, "r/etc/selinux/config", config);
  else
    unit_remove (dir, "r/etc/selinux/config");
  if (cmd)
    unit_put (dir, "cmdline", cmd);
  else
    unit_remove (dir, "cmdline");
  unit_put (dir, "r/etc/selinux/t/policy/policy.33", "image");
  notes[0] = '\0';
}

static int
boot (int *enforce)
{
  struct sectx_boot b = { root, cmdline, mnt, false, record, NULL };
  *enforce = -99;
  return sectx_policy_load_initial (&b, enforce);
}

/* The fake kernel's mode, and what it was handed.  */
static void
check_kernel (char const *mode, char const *load, char const *disable)
{
  char *s = unit_read (dir, "fs/enforce", NULL);
  CHECK_TEXT (s, mode);
  free (s);
  s = unit_read (dir, "fs/load", NULL);
  CHECK_TEXT (s, load);
  free (s);
  s = unit_read (dir, "fs/disable", NULL);
  CHECK_TEXT (s, disable);
  free (s);
}

static void
test_modes (void)
{
  int e;
  setup ("0", "SELINUX=enforcing\nSELINUXTYPE=t\n", NULL);
  CHECK (boot (&e) == 0 && e == 1);
  check_kernel ("1", "image", "");

  setup ("1", "SELINUX=enforcing\nSELINUXTYPE=t\n", "ro enforcing=0\n");
  CHECK (boot (&e) == 0 && e == 0);
  check_kernel ("0", "image", "");

  setup ("0", "SELINUX=permissive\nSELINUXTYPE=t\n", "enforcing=1\n");
  CHECK (boot (&e) == 0 && e == 1);
  check_kernel ("1", "image", "");

  /* A negative command-line value leaves it to the config.  */
  setup ("1", "SELINUX=permissive\nSELINUXTYPE=t\n", "enforcing=-1\n");
  CHECK (boot (&e) == 0 && e == 0);
  check_kernel ("0", "image", "");

  /* Neither: permissive.  The kernel already is, so nothing is written:
     "x" stays.  */
  setup ("0x", "SELINUXTYPE=t\n", NULL);
  CHECK (boot (&e) == 0 && e == 0);
  check_kernel ("0x", "image", "");
  CHECK_STR (notes, "");

  /* No config at all: "targeted", which is not there.  */
  setup ("0", NULL, NULL);
  CHECK (boot (&e) == -1 && errno == ENOENT && e == 0);
  check_kernel ("0", "", "");
  CHECK_STR (notes, "open 33;");
}

static void
test_disabled (void)
{
  int e;
  /* Disabled at run time: nothing loaded, the mode untouched.  */
  setup ("1", "SELINUX=disabled\nSELINUXTYPE=t\n", NULL);
  CHECK (boot (&e) == -1 && errno == ECANCELED && e == 0);
  check_kernel ("1", "", "1");

  /* The command line still says what was wanted.  */
  setup ("0", "SELINUX=disabled\nSELINUXTYPE=t\n", "enforcing=1\n");
  CHECK (boot (&e) == -1 && e == 1);
  check_kernel ("0", "", "1");

  /* The kernel cannot disable (Linux 6.4 on): left permissive.  */
  setup ("1", "SELINUX=disabled\nSELINUXTYPE=t\n", "enforcing=1\n");
  unit_remove (dir, "fs/disable");
  CHECK (boot (&e) == -1 && errno == ENOENT && e == 0);
  char *s = unit_read (dir, "fs/enforce", NULL);
  CHECK_STR (s, "0");
  free (s);
  s = unit_read (dir, "fs/load", NULL);
  CHECK_STR (s, "");
  free (s);
}

static void
test_failures (void)
{
  int e;
  /* The mode cannot be read: no load.  */
  setup ("1", "SELINUX=enforcing\nSELINUXTYPE=t\n", NULL);
  unit_remove (dir, "fs/enforce");
  CHECK (boot (&e) == -1 && errno == ENOENT && e == 1);
  char *s = unit_read (dir, "fs/load", NULL);
  CHECK_STR (s, "");
  free (s);

  /* The mode cannot be switched: fatal only when enforcing is wanted.
     As root every file here is writable, so only a non-root run can
     test it.  */
  if (geteuid () != 0)
    {
      char *p = unit_path (dir, "fs/enforce");
      setup ("0", "SELINUX=enforcing\nSELINUXTYPE=t\n", NULL);
      chmod (p, 0444);
      CHECK (boot (&e) == -1 && errno == EACCES && e == 1);
      CHECK_STR (notes, "switch 1;");
      chmod (p, 0644);
      setup ("1", "SELINUX=permissive\nSELINUXTYPE=t\n", NULL);
      chmod (p, 0444);
      CHECK (boot (&e) == 0 && e == 0);
      CHECK_STR (notes, "switch 0;");
      chmod (p, 0644);
      free (p);
    }

  /* The load fails: the policy is not there.  */
  setup ("0", "SELINUX=permissive\nSELINUXTYPE=t\n", NULL);
  unit_remove (dir, "r/etc/selinux/t/policy/policy.33");
  CHECK (boot (&e) == -1 && errno == ENOENT && e == 0);
  CHECK_STR (notes, "open 33;");
}

int
main (void)
{
  dir = unit_scratch ();
  root = unit_path (dir, "r");
  mnt = unit_path (dir, "fs");
  cmdline = unit_path (dir, "cmdline");
  unit_mkdir (dir, "fs");
  unit_mkdir (dir, "r/etc/selinux/t/policy");
  test_cmdline ();
  test_modes ();
  test_disabled ();
  test_failures ();
  free (root);
  free (mnt);
  free (cmdline);
  return unit_finish ();
}
