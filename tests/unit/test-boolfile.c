/* Unit tests of the boolean writes of lib/booleans.c against a fake
   selinuxfs (a directory of plain files), and of lib/boolfile.c, the
   booleans.local parser, writer and loader, bad input included.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"
#include "tree.h"

#include <dirent.h>
#include <sys/stat.h>

static char const *dir;
static char *mnt;

/* Parse TEXT (LEN bytes); return the count, or -1 with *LINE.  */
static int
parse (char const *text, size_t len, struct sectx_boolsetting **list,
       unsigned long *line)
{
  FILE *fp = fmemopen ((void *) text, len, "r");
  size_t n;
  int r = sectx_boolfile_parse (fp, list, &n, line);
  fclose (fp);
  return r == 0 ? (int) n : -1;
}

static void
test_parse (void)
{
  struct sectx_boolsetting *l;
  unsigned long line;
  char const good[] =
    "# kept by setsebool -P\n"
    "\n"
    "a=1\n"
    "  b = off  \n"
    "\tc=TRUE\n"
    "d=False\n"
    "   # indented comment\n"
    "e=On\n"
    "f\t=\t0";
  CHECK (parse (good, sizeof good - 1, &l, &line) == 6);
  CHECK_STR (l[0].name, "a");
  CHECK (l[0].value == 1);
  CHECK_STR (l[1].name, "b");
  CHECK (l[1].value == 0);
  CHECK (l[2].value == 1 && l[3].value == 0 && l[4].value == 1);
  CHECK_STR (l[5].name, "f");
  CHECK (l[5].value == 0);
  sectx_boolsettings_free (l, 6);
  CHECK (parse ("", 0, &l, &line) == 0 && l == NULL);

  static struct { char const *text; unsigned long line; } const bad[] = {
    { "a=1\nfoo\n", 2 }, { "=1\n", 1 }, { "a=maybe\n", 1 },
    { "a=1 2\n", 1 }, { "a/b=1\n", 1 }, { "a=\n", 1 },
    { "a=1 # note\n", 1 }, { "a b=1\n", 1 }, { "a==1\n", 1 },
    { "\n\n\na=01\n", 4 }, { "a=yes\n", 1 }, { "a=-1\n", 1 },
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      l = (void *) 1;
      errno = 0;
      int r = parse (bad[i].text, strlen (bad[i].text), &l, &line);
      CHECK (r == -1 && errno == EINVAL && line == bad[i].line && !l);
      if (r != -1 || line != bad[i].line)
        printf ("  case %zu: got %d, line %lu\n", i, r, line);
    }
  /* A NUL byte is no part of a setting.  */
  CHECK (parse ("a=1\nb=1\0\n", 9, &l, &line) == -1 && errno == EINVAL
         && line == 2);
}

/* The names in DIR other than "." and "..", counted.  */
static int
entries (char const *d)
{
  DIR *dp = opendir (d);
  int n = 0;
  struct dirent *e;
  while (dp && (e = readdir (dp)))
    n += strcmp (e->d_name, ".") != 0 && strcmp (e->d_name, "..") != 0;
  if (dp)
    closedir (dp);
  return n;
}

static void
test_update (void)
{
  unit_mkdir (dir, "etc");
  char *path = unit_path (dir, "etc/booleans.local");
  char *etc = unit_path (dir, "etc");
  unsigned long line;
  char na[] = "alpha", nb[] = "beta", nc[] = "gamma";
  struct sectx_boolsetting set[] = { { na, 1 }, { nb, 0 } };

  /* A new file.  */
  CHECK (sectx_boolfile_update (path, set, 2, &line) == 0);
  char *s = unit_read (dir, "etc/booleans.local", NULL);
  CHECK_STR (s, "alpha=1\nbeta=0\n");
  free (s);
  struct stat st;
  CHECK (stat (path, &st) == 0 && (st.st_mode & 07777) == 0644);

  /* In place, with comments and strangers kept, and the mode.  */
  unit_put (dir, "etc/booleans.local",
            "# mine\nbeta = on\nzeta=1\nalpha=0\n\n  beta=1\nlast=0");
  chmod (path, 0600);
  struct sectx_boolsetting set2[] = { { nb, 0 }, { nc, 1 }, { na, 0 },
                                      { nc, 0 } };
  CHECK (sectx_boolfile_update (path, set2, 4, &line) == 0);
  s = unit_read (dir, "etc/booleans.local", NULL);
  CHECK_STR (s, "# mine\nbeta=0\nzeta=1\nalpha=0\n\nbeta=0\nlast=0\n"
             "gamma=0\n");
  free (s);
  CHECK (stat (path, &st) == 0 && (st.st_mode & 07777) == 0600);
  CHECK (entries (etc) == 1);

  /* A bad file is left alone.  */
  unit_put (dir, "etc/booleans.local", "alpha=1\nnonsense\n");
  CHECK (sectx_boolfile_update (path, set, 2, &line) == -1
         && errno == EINVAL && line == 2);
  s = unit_read (dir, "etc/booleans.local", NULL);
  CHECK_STR (s, "alpha=1\nnonsense\n");
  free (s);
  CHECK (entries (etc) == 1);

  /* Nothing to write into.  */
  char *nowhere = unit_path (dir, "missing/booleans.local");
  CHECK (sectx_boolfile_update (nowhere, set, 2, &line) == -1
         && errno == ENOENT && line == 0);
  free (nowhere);

  /* The reader.  */
  struct sectx_boolsetting *l;
  size_t n;
  CHECK (sectx_boolfile_read (path, &l, &n, &line) == -1 && errno == EINVAL
         && line == 2);
  unit_remove (dir, "etc/booleans.local");
  CHECK (sectx_boolfile_read (path, &l, &n, &line) == -1 && errno == ENOENT
         && line == 0);
  free (etc);
  free (path);
}

/* Put TEXT in the fake MNT/NAME.  */
static void
fake (char const *name, char const *text)
{
  char *rel = unit_path ("fs", name);
  unit_put (dir, rel, text);
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
test_kernel (void)
{
  int a, p;
  unit_mkdir (dir, "fs/booleans");
  fake ("booleans/on_b", "1 0");
  fake ("booleans/new_b", "0 0");
  fake ("commit_pending_bools", "");
  fake ("enforce", "0");
  CHECK (sectx_boolean_get (mnt, NULL, "on_b", &a, &p) == 0 && a == 1
         && p == 0);
  CHECK_FAILS (sectx_boolean_get (mnt, NULL, "none", &a, &p), ENOENT);
  CHECK_FAILS (sectx_boolean_get (NULL, NULL, "on_b", &a, &p), ENOENT);
  /* No way out of the booleans directory.  */
  CHECK_FAILS (sectx_boolean_get (mnt, NULL, "../enforce", &a, &p), ENOENT);
  CHECK_FAILS (sectx_boolean_set (mnt, NULL, "../enforce", 1), ENOENT);
  CHECK_FAILS (sectx_boolean_set (mnt, NULL, "", 1), ENOENT);
  CHECK_FAILS (sectx_boolean_set (mnt, NULL, "..", 1), ENOENT);
  CHECK_FAILS (sectx_boolean_set (mnt, NULL, "on_b", 2), EINVAL);
  char *s = fake_read ("enforce");
  CHECK_STR (s, "0");
  free (s);

  /* The substitution file renames an old name; not a new one.  */
  unit_put (dir, "subs", "# old new\n  old_b\tnew_b  \nbad\n\nx ../enforce\n");
  char *subs = unit_path (dir, "subs");
  CHECK (sectx_boolean_get (mnt, subs, "old_b", &a, &p) == 0 && a == 0);
  CHECK_FAILS (sectx_boolean_get (mnt, subs, "x", &a, &p), ENOENT);
  char *alt = sectx_boolean_sub (subs, "old_b");
  CHECK_STR (alt, "new_b");
  free (alt);
  alt = sectx_boolean_sub (subs, "bad");
  CHECK_STR (alt, "bad");
  free (alt);
  alt = sectx_boolean_sub (NULL, "on_b");
  CHECK_STR (alt, "on_b");
  free (alt);

  /* A write is "V" and a NUL; the commit, "1" and a NUL.  */
  CHECK (sectx_boolean_set (mnt, subs, "old_b", 1) == 0);
  size_t len;
  char *rel = unit_path ("fs", "booleans/new_b");
  s = unit_read (dir, rel, &len);
  free (rel);
  CHECK (s && len == 3 && memcmp (s, "1\0" "0", 3) == 0);
  free (s);
  CHECK (sectx_booleans_commit (mnt) == 0);
  rel = unit_path ("fs", "commit_pending_bools");
  s = unit_read (dir, rel, &len);
  free (rel);
  CHECK (s && len == 2 && memcmp (s, "1", 2) == 0);
  free (s);
  CHECK_FAILS (sectx_booleans_commit (NULL), ENOENT);

  /* A list stops at its first unknown boolean.  */
  char n1[] = "on_b", n2[] = "nowhere";
  struct sectx_boolsetting list[] = { { n1, 0 }, { n2, 1 } };
  size_t failed = 99;
  CHECK_FAILS (sectx_booleans_set_list (mnt, subs, list, 2, &failed), ENOENT);
  CHECK (failed == 1);
  free (subs);
}

static void
test_apply (void)
{
  unsigned long line;
  char *path = unit_path (dir, "etc/booleans.local");
  fake ("booleans/on_b", "1 1");
  fake ("booleans/new_b", "0 0");
  fake ("commit_pending_bools", "");
  /* No file: nothing to do.  */
  CHECK (sectx_boolfile_apply (mnt, path, &line) == 0);
  char *s = fake_read ("commit_pending_bools");
  CHECK_STR (s, "");
  free (s);

  /* A boolean the policy lacks is passed over.  */
  unit_put (dir, "etc/booleans.local", "gone=1\nnew_b=on\non_b = false\n");
  CHECK (sectx_boolfile_apply (mnt, path, &line) == 0);
  s = fake_read ("booleans/new_b");
  CHECK_STR (s, "1");
  free (s);
  s = fake_read ("booleans/on_b");
  CHECK_STR (s, "0");
  free (s);
  s = fake_read ("commit_pending_bools");
  CHECK_STR (s, "1");
  free (s);

  /* A bad file applies nothing.  */
  fake ("booleans/new_b", "0 0");
  fake ("commit_pending_bools", "");
  unit_put (dir, "etc/booleans.local", "new_b=1\n\nnew_b:1\n");
  CHECK (sectx_boolfile_apply (mnt, path, &line) == -1 && errno == EINVAL
         && line == 3);
  s = fake_read ("booleans/new_b");
  CHECK_STR (s, "0 0");
  free (s);
  s = fake_read ("commit_pending_bools");
  CHECK_STR (s, "");
  free (s);
  free (path);
}

int
main (void)
{
  dir = unit_scratch ();
  unit_mkdir (dir, "fs");
  mnt = unit_path (dir, "fs");
  test_parse ();
  test_update ();
  test_kernel ();
  test_apply ();
  free (mnt);
  return unit_finish ();
}
