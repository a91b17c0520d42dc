/* Unit tests of lib/selinuxfs.c and lib/booleans.c against a fake
   selinuxfs: a directory of plain files.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"
#include "tree.h"

static char const *dir;
static char *mnt;

/* Put TEXT in the fake MNT/NAME; NULL removes it.  */
static void
fake (char const *name, char const *text)
{
  char *rel = unit_path ("fs", name);
  if (text)
    unit_put (dir, rel, text);
  else
    unit_remove (dir, rel);
  free (rel);
}

static char *
fake_read (char const *name)
{
  char *rel = unit_path ("fs", name);
  char *s = unit_read (dir, rel, NULL);
  free (rel);
  return s;
}

static void
test_enforce (void)
{
  static struct { char const *text; int want; } const cases[] = {
    { "1", 1 }, { "0", 0 }, { "0\n", 0 }, { " 1", 1 }, { "7", 1 },
    { "-1", 1 }, { "", -1 }, { "x", -1 }, { "\n", -1 }
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      fake ("enforce", cases[i].text);
      errno = 0;
      int got = sectx_getenforce (mnt);
      CHECK (got == cases[i].want);
      if (cases[i].want < 0)
        CHECK (errno == EINVAL);
    }
  fake ("enforce", NULL);
  CHECK (sectx_getenforce (mnt) == -1 && errno == ENOENT);
  CHECK (sectx_getenforce (NULL) == -1 && errno == ENOENT);

  fake ("enforce", "0");
  CHECK (sectx_setenforce (mnt, 1) == 0);
  char *s = fake_read ("enforce");
  CHECK_STR (s, "1");
  free (s);
  CHECK (sectx_getenforce (mnt) == 1);
  CHECK (sectx_setenforce (mnt, 0) == 0);
  CHECK (sectx_getenforce (mnt) == 0);
  CHECK (sectx_setenforce (NULL, 0) == -1 && errno == ENOENT);
  fake ("enforce", NULL);
  CHECK (sectx_setenforce (mnt, 1) == -1 && errno == ENOENT);
}

static void
test_settings (void)
{
  fake ("policyvers", "33");
  CHECK (sectx_policyvers (mnt) == 33);
  fake ("policyvers", "31\n");
  CHECK (sectx_policyvers (mnt) == 31);
  fake ("policyvers", "none");
  CHECK (sectx_policyvers (mnt) == -1 && errno == EINVAL);
  fake ("policyvers", NULL);
  CHECK (sectx_policyvers (mnt) == 15);      /* the oldest version */
  CHECK (sectx_policyvers (NULL) == -1 && errno == ENOENT);

  fake ("mls", "1");
  CHECK (sectx_mls_enabled (mnt));
  fake ("mls", "1\n");                       /* exactly "1" */
  CHECK (!sectx_mls_enabled (mnt));
  fake ("mls", "0");
  CHECK (!sectx_mls_enabled (mnt));
  fake ("mls", NULL);
  CHECK (!sectx_mls_enabled (mnt));
  CHECK (!sectx_mls_enabled (NULL));

  fake ("deny_unknown", "1");
  CHECK (sectx_deny_unknown (mnt) == 1);
  fake ("deny_unknown", "0");
  CHECK (sectx_deny_unknown (mnt) == 0);
  fake ("deny_unknown", NULL);
  CHECK (sectx_deny_unknown (mnt) == -1 && errno == ENOENT);
  fake ("checkreqprot", "1");
  CHECK (sectx_checkreqprot (mnt) == 1);
  fake ("checkreqprot", "garbage");
  CHECK (sectx_checkreqprot (mnt) == -1 && errno == EINVAL);

  fake ("disable", "");
  CHECK (sectx_disable (mnt) == 0);
  char *s = fake_read ("disable");
  CHECK_STR (s, "1");
  free (s);
  fake ("disable", NULL);
  CHECK (sectx_disable (mnt) == -1 && errno == ENOENT);

  static char const image[] = "\x8c\xff\x7c\xf9 policy \0 bytes";
  fake ("load", "");
  CHECK (sectx_load_image (mnt, image, sizeof image) == 0);
  size_t len;
  char *rel = unit_path ("fs", "load");
  s = unit_read (dir, rel, &len);
  free (rel);
  CHECK (s && len == sizeof image && memcmp (s, image, len) == 0);
  free (s);
  CHECK (sectx_load_image (NULL, image, 1) == -1 && errno == ENOENT);
}

static void
test_booleans (void)
{
  struct sectx_boolean *b;
  size_t n;
  CHECK (sectx_booleans_read (mnt, &b, &n) == -1 && errno == ENOENT);
  CHECK (sectx_booleans_read (NULL, &b, &n) == -1 && errno == ENOENT);
  unit_mkdir (dir, "fs/booleans");
  CHECK (sectx_booleans_read (mnt, &b, &n) == -1 && errno == ENOENT);

  fake ("booleans/zeta", "1 1");
  fake ("booleans/alpha", "0 1");
  fake ("booleans/Beta", "1 0");
  fake ("booleans/short", "1");
  fake ("booleans/.hidden", "0 0");
  CHECK (sectx_booleans_read (mnt, &b, &n) == 0);
  CHECK (n == 5);
  if (n != 5)
    return;
  /* Byte order, and only "." and ".." are left out.  */
  CHECK_STR (b[0].name, ".hidden");
  CHECK_STR (b[1].name, "Beta");
  CHECK_STR (b[2].name, "alpha");
  CHECK_STR (b[3].name, "short");
  CHECK_STR (b[4].name, "zeta");
  CHECK (b[0].active == 0 && b[0].pending == 0 && b[0].err == 0);
  CHECK (b[1].active == 1 && b[1].pending == 0);
  CHECK (b[2].active == 0 && b[2].pending == 1);
  CHECK (b[3].active == -1 && b[3].pending == -1 && b[3].err == EINVAL);
  CHECK (b[4].active == 1 && b[4].pending == 1);
  sectx_booleans_free (b, n);
}

static void
test_mounts (void)
{
  char *m;
  unit_put (dir, "mounts",
            "proc /proc proc rw 0 0\n"
            "sysfs /sys sysfs rw 0 0\n"
            "none /x\\040y selinuxfsx rw 0 0\n"
            "selinuxfs /s\\040fs selinuxfs rw,relatime 0 0\n"
            "selinuxfs /other selinuxfs rw 0 0\n");
  char *mounts = unit_path (dir, "mounts");
  CHECK (sectx_selinuxfs_in_mounts (mounts, &m) == 0);
  CHECK_STR (m, "/s\\040fs");
  free (m);
  /* libselinux gives up at the first line without the fields.  */
  unit_put (dir, "mounts", "proc /proc proc rw 0 0\nbroken\n"
            "selinuxfs /sys/fs/selinux selinuxfs rw 0 0\n");
  CHECK (sectx_selinuxfs_in_mounts (mounts, &m) == -1 && errno == ENOENT);
  CHECK (m == NULL);
  unit_put (dir, "mounts", "");
  CHECK (sectx_selinuxfs_in_mounts (mounts, &m) == -1 && errno == ENOENT);
  unit_remove (dir, "mounts");
  CHECK (sectx_selinuxfs_in_mounts (mounts, &m) == -1 && errno == ENOENT);
  free (mounts);

  char *fs = unit_path (dir, "filesystems");
  unit_put (dir, "filesystems", "nodev\tsysfs\nnodev\tproc\n");
  CHECK (!sectx_selinuxfs_known (fs));
  unit_put (dir, "filesystems", "nodev\tsysfs\nnodev\tselinuxfs\n");
  CHECK (sectx_selinuxfs_known (fs));
  unit_remove (dir, "filesystems");
  CHECK (sectx_selinuxfs_known (fs));      /* unreadable counts as yes */
  free (fs);
}

static void
test_find (void)
{
  /* A plain directory is not selinuxfs.  */
  CHECK (sectx_selinuxfs_check (mnt) == -1 && errno == ENODEV);
  char *missing = unit_path (dir, "nowhere");
  CHECK (sectx_selinuxfs_check (missing) == -1 && errno == ENOENT);
  free (missing);

  /* On this system: either a read-write selinuxfs is found, or the
     reason is one of the documented ones.  */
  char *m;
  if (sectx_selinuxfs_find (&m) == 0)
    {
      CHECK (sectx_selinuxfs_check (m) == 0);
      free (m);
    }
  else
    CHECK (m == NULL && (errno == ENOENT || errno == EROFS));

  /* Enabled: a mount and a config file.  */
  CHECK (!sectx_selinux_enabled (dir, mnt));
  unit_put (dir, "etc/selinux/config", "");
  CHECK (sectx_selinux_enabled (dir, mnt));
  CHECK (!sectx_selinux_enabled (dir, NULL));
}

int
main (void)
{
  dir = unit_scratch ();
  unit_mkdir (dir, "fs");
  mnt = unit_path (dir, "fs");
  test_enforce ();
  test_settings ();
  test_booleans ();
  test_mounts ();
  test_find ();
  free (mnt);
  return unit_finish ();
}
