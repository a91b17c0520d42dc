/* Unit tests of lib/policyload.c with real policies, compiled by
   checkpolicy from tests/unit/mini-policy.conf: loading as they are,
   downgrading for an older kernel, and the search when libsepol cannot
   write the version the kernel takes.  */

#include <config.h>

#include <spawn.h>
#include <stdint.h>
#include <sys/wait.h>
#include <sepol/policydb.h>

#include "sectx.h"
#include "unit.h"
#include "tree.h"

extern char **environ;

static char const *dir;
static char *root, *mnt;
static char notes[8192];

static void
record (void *arg, struct sectx_note const *n)
{
  (void) arg;
  size_t used = strlen (notes);
  char const *path = n->path ? n->path : "-";
  if (strncmp (path, dir, strlen (dir)) == 0)
    path += strlen (dir);
  snprintf (notes + used, sizeof notes - used, "%s %s %d;", unit_note_kind (n->kind),
            n->kind == SECTX_NOTE_SEPOL ? "-" : path, n->vers);
}

/* Compile the test policy at version VERS into the policy directory.  */
static void
compile (char const *checkpolicy, char const *conf, int vers)
{
  char v[16], out[64];
  snprintf (v, sizeof v, "%d", vers);
  snprintf (out, sizeof out, "r/etc/selinux/t/policy/policy.%d", vers);
  char *outp = unit_path (dir, out);
  char *argv[] = { (char *) checkpolicy, (char *) "-c", v, (char *) "-o",
                   outp, (char *) conf, NULL };
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init (&fa);
  posix_spawn_file_actions_addopen (&fa, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen (&fa, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid;
  int status;
  if (posix_spawn (&pid, checkpolicy, &fa, NULL, argv, environ) != 0
      || waitpid (pid, &status, 0) < 0 || !WIFEXITED (status)
      || WEXITSTATUS (status) != 0)
    unit_broken ("checkpolicy");
  posix_spawn_file_actions_destroy (&fa);
  free (outp);
}

static int
load (char const *m)
{
  notes[0] = '\0';
  unit_put (dir, "fs/load", "");
  return sectx_policy_load (root, m, record, NULL);
}

/* The version in the header of the image in the fake load file, after
   checking libsepol can read the whole image; -1 if not.  */
static int
loaded_version (void)
{
  size_t len;
  char *img = unit_read (dir, "fs/load", &len);
  int vers = -1;
  sepol_policy_file_t *pf;
  sepol_policydb_t *db;
  if (img && len >= 20 && sepol_policy_file_create (&pf) == 0
      && sepol_policydb_create (&db) == 0)
    {
      sepol_policy_file_set_mem (pf, img, len);
      if (sepol_policydb_read (db, pf) == 0)
        {
          uint32_t v;
          memcpy (&v, img + 16, 4);     /* magic, length, "SE Linux" */
          vers = v;
        }
      sepol_policydb_free (db);
      sepol_policy_file_free (pf);
    }
  free (img);
  return vers;
}

static void
test_versions (void)
{
  /* The kernel takes 33: the file as it is.  */
  unit_put (dir, "fs/policyvers", "33");
  CHECK (load (mnt) == 0);
  CHECK_STR (notes, "");
  size_t a, b;
  char *x = unit_read (dir, "fs/load", &a);
  char *y = unit_read (dir, "r/etc/selinux/t/policy/policy.33", &b);
  CHECK (x && y && a == b && memcmp (x, y, a) == 0);
  free (x);
  free (y);
  CHECK (loaded_version () == 33);

  /* Older kernels: downgraded by libsepol, whatever it warns of.  */
  static int const older[] = { 31, 30, 24, 19, 15 };
  for (size_t i = 0; i < sizeof older / sizeof *older; i++)
    {
      char v[16];
      snprintf (v, sizeof v, "%d", older[i]);
      unit_put (dir, "fs/policyvers", v);
      CHECK (load (mnt) == 0);
      CHECK (loaded_version () == older[i]);
      CHECK (strstr (notes, "downgrade") == NULL);
    }
}

static void
test_no_kernel (void)
{
  /* No selinuxfs: no version to downgrade to, so each policy found is
     passed over, and the search ends as the reference's does.  */
  CHECK (load (NULL) == -1 && errno == ENOENT);
  CHECK_STR (notes, "downgrade /r/etc/selinux/t/policy/policy.33 33;"
             "open /r/etc/selinux/t/policy/policy 33;");

  compile (getenv ("CHECKPOLICY"), getenv ("MINI_POLICY"), 20);
  CHECK (load (NULL) == -1 && errno == ENOENT);
  CHECK_STR (notes, "downgrade /r/etc/selinux/t/policy/policy.33 33;"
             "downgrade /r/etc/selinux/t/policy/policy.20 20;"
             "open /r/etc/selinux/t/policy/policy 33;");

  /* The highest version wins, and is loaded as it is.  */
  unit_put (dir, "fs/policyvers", "20");
  CHECK (load (mnt) == 0);
  CHECK (loaded_version () == 20);
  unit_remove (dir, "r/etc/selinux/t/policy/policy.33");
  CHECK (load (mnt) == 0);
  CHECK_STR (notes, "");
  CHECK (loaded_version () == 20);
}

int
main (void)
{
  char const *checkpolicy = getenv ("CHECKPOLICY");
  char const *srcdir = getenv ("abs_top_srcdir");
  if (checkpolicy == NULL || *checkpolicy == '\0'
      || access (checkpolicy, X_OK) != 0)
    unit_skip ("checkpolicy is not installed (Debian package checkpolicy)");
  if (srcdir == NULL)
    unit_skip ("run through make check");
  dir = unit_scratch ();
  char *conf = unit_path (srcdir, "tests/unit/mini-policy.conf");
  setenv ("MINI_POLICY", conf, 1);
  root = unit_path (dir, "r");
  mnt = unit_path (dir, "fs");
  unit_put (dir, "r/etc/selinux/config", "SELINUXTYPE=t\n");
  unit_mkdir (dir, "r/etc/selinux/t/policy");
  unit_mkdir (dir, "fs");
  compile (checkpolicy, conf, 33);
  test_versions ();
  test_no_kernel ();
  free (conf);
  free (root);
  free (mnt);
  return unit_finish ();
}
