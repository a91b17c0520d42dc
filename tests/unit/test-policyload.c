/* Unit tests of lib/policyload.c: the version range, the search for
   policy.NN, and loads into a fake selinuxfs, with files that are not
   policies.  (tests/unit/downgrade.c loads real policies.)  */

#include <config.h>

#include <sepol/policydb.h>

#include "sectx.h"
#include "unit.h"
#include "tree.h"

static char const *dir;
static char *root, *mnt, *base;

/* The notes of one load, as a text: "KIND PATH VERS ERR;" each, with
   paths relative to the scratch directory; libsepol's texts on their
   own lines.  */
static char notes[8192];

static void
record (void *arg, struct sectx_note const *n)
{
  (void) arg;
  size_t used = strlen (notes);
  char const *path = n->path ? n->path : "-";
  if (strncmp (path, dir, strlen (dir)) == 0)
    path += strlen (dir);
  if (n->kind == SECTX_NOTE_SEPOL)
    snprintf (notes + used, sizeof notes - used, "sepol %d %s;", n->vers,
              n->text);
  else
    snprintf (notes + used, sizeof notes - used, "%s %s %d %s;",
              unit_note_kind (n->kind), path, n->vers,
              n->err ? strerror (n->err) : "0");
}

/* Run a load with selinuxfs at MNT_ (maybe NULL); return its result
   with errno kept, and the notes in NOTES.  */
static int
load (char const *mnt_)
{
  notes[0] = '\0';
  unit_put (dir, "fs/load", "");
  return sectx_policy_load (root, mnt_, record, NULL);
}

static void
test_range (void)
{
  struct sectx_policy_range r;
  int smin = sepol_policy_kern_vers_min ();
  int smax = sepol_policy_kern_vers_max ();
  CHECK (smin == 15 && smax >= 33);
  sectx_policy_range (-1, &r);
  CHECK (r.kernel == -1 && r.min == smin && r.max == smax);
  sectx_policy_range (20, &r);
  CHECK (r.kernel == 20 && r.max == smax);
  sectx_policy_range (smax + 2, &r);
  CHECK (r.kernel == smax + 2 && r.max == smax + 2);
}

static void
test_open (void)
{
  int found = 0, fd;
  unit_put (dir, "r/etc/selinux/t/policy/policy.30", "thirty");
  unit_put (dir, "r/etc/selinux/t/policy/policy.20", "twenty");
  CHECK ((fd = sectx_policy_open (base, 33, 15, &found)) >= 0);
  CHECK (found == 30);
  close (fd);
  CHECK ((fd = sectx_policy_open (base, 29, 15, &found)) >= 0);
  CHECK (found == 20);
  close (fd);
  found = 0;
  CHECK (sectx_policy_open (base, 19, 15, &found) == -1 && errno == ENOENT);
  CHECK (found == 0);
  /* The first version is tried even below the minimum.  */
  unit_put (dir, "r/etc/selinux/t/policy/policy.10", "ten");
  CHECK ((fd = sectx_policy_open (base, 10, 15, &found)) >= 0);
  CHECK (found == 10);
  close (fd);
  unit_remove (dir, "r/etc/selinux/t/policy/policy.10");

  /* Only ENOENT lets the search go lower.  */
  char *loop = unit_path (dir, "r/etc/selinux/t/policy/policy.31");
  CHECK (symlink ("policy.31", loop) == 0);
  CHECK (sectx_policy_open (base, 33, 15, &found) == -1 && errno == ELOOP);
  unlink (loop);
  free (loop);
  char *notdir = unit_path (dir, "f/policy");
  unit_put (dir, "f", "a file");
  CHECK (sectx_policy_open (notdir, 33, 15, &found) == -1
         && errno == ENOTDIR);
  free (notdir);
  unit_remove (dir, "r/etc/selinux/t/policy/policy.30");
  unit_remove (dir, "r/etc/selinux/t/policy/policy.20");
}

static void
test_load_bytes (void)
{
  /* A kernel that takes version 33 gets policy.33 as it is: the kernel,
     not libsepol, judges it.  */
  static char const bytes[] = "not checked by us\0\x01\x02";
  unit_put (dir, "fs/policyvers", "33");
  unit_write (dir, "r/etc/selinux/t/policy/policy.33", bytes, sizeof bytes);
  CHECK (load (mnt) == 0);
  CHECK_STR (notes, "");
  size_t len;
  char *got = unit_read (dir, "fs/load", &len);
  CHECK (got && len == sizeof bytes && memcmp (got, bytes, len) == 0);
  free (got);

  /* A newer kernel: policy.34 is not looked for above libsepol's max
     unless the kernel takes it.  */
  unit_put (dir, "r/etc/selinux/t/policy/policy.35", "new");
  unit_put (dir, "fs/policyvers", "35");
  CHECK (load (mnt) == 0);
  got = unit_read (dir, "fs/load", NULL);
  CHECK_STR (got, "new");
  free (got);
  unit_remove (dir, "r/etc/selinux/t/policy/policy.35");

  /* The kernel refuses: here, no load file.  */
  unit_put (dir, "fs/policyvers", "33");
  notes[0] = '\0';
  unit_remove (dir, "fs/load");
  CHECK (sectx_policy_load (root, mnt, record, NULL) == -1
         && errno == ENOENT);
  CHECK_STR (notes, "load /r/etc/selinux/t/policy/policy.33 33 "
             "No such file or directory;");
  unit_remove (dir, "r/etc/selinux/t/policy/policy.33");
}

static void
test_load_bad (void)
{
  /* Older kernel: the file must be downgraded, and libsepol cannot read
     what is not a policy.  */
  unit_put (dir, "fs/policyvers", "30");
  unit_put (dir, "r/etc/selinux/t/policy/policy.33", "garbage!");
  CHECK (load (mnt) == -1 && errno == EINVAL);
  CHECK (strncmp (notes, "sepol 1 libsepol.policydb_read: policydb magic "
                  "number", 50) == 0);
  char *got = unit_read (dir, "fs/load", NULL);
  CHECK_STR (got, "");
  free (got);

  /* A policy header cut short: libsepol's own errno.  */
  static unsigned char const head[] = {
    0x8c, 0xff, 0x7c, 0xf9, 8, 0, 0, 0, 'S', 'E', ' ', 'L', 'i', 'n', 'u',
    'x', 33, 0, 0, 0 };
  unit_write (dir, "r/etc/selinux/t/policy/policy.33", head, sizeof head);
  CHECK (load (mnt) == -1 && errno == EOVERFLOW);

  /* An empty file, and a directory, cannot be mapped.  */
  unit_put (dir, "r/etc/selinux/t/policy/policy.33", "");
  CHECK (load (mnt) == -1 && errno == EINVAL);
  CHECK_STR (notes, "map /r/etc/selinux/t/policy/policy.33 33 "
             "Invalid argument;");
  unit_remove (dir, "r/etc/selinux/t/policy/policy.33");
  unit_mkdir (dir, "r/etc/selinux/t/policy/policy.32");
  CHECK (load (mnt) == -1 && errno == ENODEV);
  CHECK_STR (notes, "map /r/etc/selinux/t/policy/policy.32 32 "
             "No such device;");
  unit_remove (dir, "r/etc/selinux/t/policy/policy.32");

  /* Nothing at all: the search ends below libsepol's minimum and names
     the highest version.  */
  CHECK (load (mnt) == -1 && errno == ENOENT);
  CHECK_STR (notes, "open /r/etc/selinux/t/policy/policy 33 "
             "No such file or directory;");
}

static void
test_config (void)
{
  /* No config: the "targeted" policy.  */
  unit_remove (dir, "r/etc/selinux/config");
  CHECK (load (NULL) == -1 && errno == ENOENT);
  char want[256];
  snprintf (want, sizeof want, "open /r/etc/selinux/targeted/policy/policy "
            "%d No such file or directory;", sepol_policy_kern_vers_max ());
  CHECK_TEXT (notes, want);
  unit_put (dir, "r/etc/selinux/config", "SELINUXTYPE=t\n");
}

int
main (void)
{
  dir = unit_scratch ();
  root = unit_path (dir, "r");
  mnt = unit_path (dir, "fs");
  base = unit_path (dir, "r/etc/selinux/t/policy/policy");
  unit_put (dir, "r/etc/selinux/config", "SELINUX=enforcing\n"
            "SELINUXTYPE=t\n");
  unit_mkdir (dir, "r/etc/selinux/t/policy");
  unit_mkdir (dir, "fs");
  test_range ();
  test_open ();
  test_load_bytes ();
  test_load_bad ();
  test_config ();
  free (root);
  free (mnt);
  free (base);
  return unit_finish ();
}
