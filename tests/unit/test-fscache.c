/* Unit tests of lib/fscache.c, the per-device "no support" cache.  The
   getxattr family is interposed by this program (libselinux calls it
   through the PLT), so each call made is counted; refusals come from
   real file systems (ramfs has no xattrs), and the errnos no file system
   here gives are injected.  Needs root: mounts in a private namespace.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"

#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdarg.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#define XATTR "security.selinux"
#define CTX "system_u:object_r:etc_t:s0"

/* ---- Counting the getxattr family ---- */

static unsigned long calls;
static int inject;              /* nonzero: fail every call with it */

#define SHIM(name, type, ...)                                          \
  ssize_t name (type a, char const *n, void *v, size_t s)               \
  {                                                                     \
    static ssize_t (*real) (type, char const *, void *, size_t);       \
    calls++;                                                            \
    if (inject)                                                         \
      {                                                                 \
        errno = inject;                                                 \
        return -1;                                                      \
      }                                                                 \
    if (!real)                                                          \
      real = (ssize_t (*) (type, char const *, void *, size_t))        \
        dlsym (RTLD_NEXT, #name);                                       \
    return real (a, n, v, s);                                           \
  }
SHIM (getxattr, char const *)
SHIM (lgetxattr, char const *)
SHIM (fgetxattr, int)

#define LSHIM(name, type)                                               \
  ssize_t name (type a, char *l, size_t s)                              \
  {                                                                     \
    static ssize_t (*real) (type, char *, size_t);                      \
    calls++;                                                            \
    if (!real)                                                          \
      real = (ssize_t (*) (type, char *, size_t)) dlsym (RTLD_NEXT, #name); \
    return real (a, l, s);                                              \
  }
LSHIM (listxattr, char const *)
LSHIM (llistxattr, char const *)
LSHIM (flistxattr, int)

/* lib/filecon.c reads DIRFD + NAME with getxattrat (Linux 6.13, number
   464) through syscall (2) when the kernel has it: count those too.  */
long
syscall (long number, ...)
{
  static long (*real) (long, ...);
  long a[6];
  va_list ap;
  va_start (ap, number);
  for (int i = 0; i < 6; i++)
    a[i] = va_arg (ap, long);
  va_end (ap);
  if (number == 464)
    {
      calls++;
      if (inject)
        {
          errno = inject;
          return -1;
        }
    }
  if (!real)
    real = (long (*) (long, ...)) dlsym (RTLD_NEXT, "syscall");
  return real (number, a[0], a[1], a[2], a[3], a[4], a[5]);
}

/* ---- Scratch trees ---- */

static char dir[] = "/tmp/test-fscache.XXXXXX";
static char path[PATH_MAX];

static char const *
at (char const *name)
{
  snprintf (path, sizeof path, "%s/%s", dir, name);
  return path;
}

/* Make NAME (a regular file) with the raw attribute VALUE of SIZE bytes,
   none when VALUE is NULL.  */
static void
make_file (char const *name, char const *value, size_t size)
{
  int fd = open (at (name), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || close (fd) != 0)
    unit_skip ("cannot create scratch files");
  if (value && lsetxattr (at (name), XATTR, value, size, 0) != 0)
    unit_skip ("the scratch tmpfs refuses security.selinux");
}

static dev_t
dev_of (char const *name)
{
  struct stat st;
  if (lstat (at (name), &st) != 0)
    unit_skip ("lstat failed on a scratch file");
  return st.st_dev;
}

static void
mount_ramfs (char const *name)
{
  if (mkdir (at (name), 0755) != 0
      || mount ("none", at (name), "ramfs", 0, NULL) != 0)
    unit_skip ("cannot mount a ramfs");
}

/* Read every entry of NAME (one directory of regular files) through
   CACHE; return the number of entries that had a context.  */
static size_t
read_dir (struct sectx_fscache *cache, char const *name, int flags,
          size_t n)
{
  int dfd = open (at (name), O_RDONLY | O_DIRECTORY);
  size_t labelled = 0;
  for (size_t i = 0; i < n; i++)
    {
      char f[32];
      snprintf (f, sizeof f, "f%zu", i);
      struct stat st;
      char *c;
      if (fstatat (dfd, f, &st, AT_SYMLINK_NOFOLLOW) != 0)
        continue;
      if (sectx_file_get_cached (cache, st.st_dev, dfd, f, flags, &c) == 0)
        {
          labelled++;
          free (c);
        }
      else
        CHECK (c == NULL);
    }
  close (dfd);
  return labelled;
}

static void
fill_dir (char const *name, size_t n, bool label)
{
  for (size_t i = 0; i < n; i++)
    {
      char f[64];
      snprintf (f, sizeof f, "%s/f%zu", name, i);
      make_file (f, label ? CTX : NULL, sizeof CTX);
    }
}

/* ---- The tests ---- */

enum { MANY = 2000 };

/* GNU's getxattr-speedup contract: a directory of many files on a file
   system without xattrs costs at most 3 calls; ours costs one.  */
static void
test_refusing_fs (void)
{
  struct sectx_fscache *cache = sectx_fscache_new ();
  CHECK (cache != NULL);
  fill_dir ("ram1", MANY, false);
  for (int flags = 0; flags <= SECTX_NOFOLLOW; flags++)
    {
      calls = 0;
      CHECK (read_dir (cache, "ram1", flags, MANY) == 0);
      printf ("ramfs, %d files, flags %d: %lu getxattr-family calls\n",
              MANY, flags, calls);
      CHECK (calls <= (flags == 0 ? 1 : 0));
    }
  /* Without the cache: one call a file.  */
  calls = 0;
  CHECK (read_dir (NULL, "ram1", 0, MANY) == 0);
  CHECK (calls == MANY);
  sectx_fscache_free (cache);
}

/* A labelled file system is read file by file; files without a label
   (ENODATA) record nothing.  */
static void
test_labelled_fs (void)
{
  struct sectx_fscache *cache = sectx_fscache_new ();
  fill_dir ("lab", 100, true);
  fill_dir ("unl", 100, false);
  calls = 0;
  CHECK (read_dir (cache, "lab", 0, 100) == 100);
  CHECK (calls >= 100);
  calls = 0;
  CHECK (read_dir (cache, "unl", 0, 100) == 0);
  CHECK (calls >= 100);
  /* "unlabeled" is ENODATA too: nothing recorded.  */
  make_file ("unl/u", "unlabeled", sizeof "unlabeled");
  char *c;
  dev_t dev = dev_of ("unl/u");
  CHECK_FAILS (sectx_file_get_cached (cache, dev, AT_FDCWD, at ("unl/u"), 0,
                                      &c), ENODATA);
  calls = 0;
  CHECK (read_dir (cache, "lab", 0, 1) == 1 && calls >= 1);
  sectx_fscache_free (cache);
}

/* GNU ls's quirk, kept: an attribute of no bytes is ENOTSUP, so it
   records its device, and the labelled files read after it on that
   device show no context.  One NUL byte is the context "" and records
   nothing.  */
static void
test_empty_attribute (void)
{
  struct sectx_fscache *cache = sectx_fscache_new ();
  char *c;
  make_file ("e_nul", "", 1);
  make_file ("e_zero", "", 0);
  make_file ("e_lab", CTX, sizeof CTX);
  dev_t dev = dev_of ("e_lab");

  CHECK (sectx_file_get_cached (cache, dev, AT_FDCWD, at ("e_nul"), 0, &c)
         == 0);
  CHECK_STR (c, "");
  free (c);
  CHECK (sectx_file_get_cached (cache, dev, AT_FDCWD, at ("e_lab"), 0, &c)
         == 0);
  CHECK_STR (c, CTX);
  free (c);

  CHECK_FAILS (sectx_file_get_cached (cache, dev, AT_FDCWD, at ("e_zero"),
                                      0, &c), ENOTSUP);
  calls = 0;
  CHECK_FAILS (sectx_file_get_cached (cache, dev, AT_FDCWD, at ("e_lab"),
                                      0, &c), ENOTSUP);
  CHECK (c == NULL && calls == 0);
  /* Another device refusing takes the slot; the first is read again.  */
  dev_t dram = dev_of ("ram1");
  CHECK_FAILS (sectx_file_get_cached (cache, dram, AT_FDCWD,
                                      at ("ram1/f0"), 0, &c), ENOTSUP);
  calls = 0;
  CHECK (sectx_file_get_cached (cache, dev, AT_FDCWD, at ("e_lab"), 0, &c)
         == 0 && calls >= 1);
  free (c);
  sectx_fscache_free (cache);
}

/* One slot: two refusing devices in turn each cost a call a turn;
   files of other devices in between do not disturb it.  */
static void
test_one_slot (void)
{
  struct sectx_fscache *cache = sectx_fscache_new ();
  char *c;
  fill_dir ("ram2", 3, false);
  dev_t d1 = dev_of ("ram1"), d2 = dev_of ("ram2");
  CHECK (d1 != d2);
  calls = 0;
  for (int i = 0; i < 3; i++)
    {
      CHECK_FAILS (sectx_file_get_cached (cache, d1, AT_FDCWD,
                                          at ("ram1/f1"), 0, &c), ENOTSUP);
      CHECK_FAILS (sectx_file_get_cached (cache, d2, AT_FDCWD,
                                          at ("ram2/f1"), 0, &c), ENOTSUP);
    }
  CHECK (calls == 6);
  dev_t dlab = dev_of ("lab");
  calls = 0;
  CHECK_FAILS (sectx_file_get_cached (cache, d2, AT_FDCWD, at ("ram2/f2"),
                                      0, &c), ENOTSUP);
  CHECK (sectx_file_get_cached (cache, dlab, AT_FDCWD, at ("lab/f0"), 0,
                                &c) == 0);
  free (c);
  CHECK_FAILS (sectx_file_get_cached (cache, d2, AT_FDCWD, at ("ram2/f0"),
                                      0, &c), ENOTSUP);
  CHECK (calls == 1);
  sectx_fscache_free (cache);
}

/* What GNU ls 9.1 shows for the entries of DIR, in readdir order (-U),
   against what the cache gives read in that order: a context or "?".  */
static void
compare_with_ls (char const *name)
{
  char cmd[PATH_MAX + 64];
  snprintf (cmd, sizeof cmd, "/usr/bin/ls -1UZ -- '%s'", at (name));
  FILE *ls = popen (cmd, "r");
  CHECK (ls != NULL);
  int dfd = open (at (name), O_RDONLY | O_DIRECTORY);
  DIR *d = fdopendir (dup (dfd));
  struct sectx_fscache *cache = sectx_fscache_new ();
  struct dirent *e;
  char line[4096];
  size_t n = 0;
  while ((e = readdir (d)))
    {
      if (e->d_name[0] == '.')
        continue;
      struct stat st;
      char *c;
      CHECK (fstatat (dfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0);
      char want[4096];
      if (sectx_file_get_cached (cache, st.st_dev, dfd, e->d_name,
                                 SECTX_NOFOLLOW, &c) == 0)
        {
          snprintf (want, sizeof want, "%s %s", c, e->d_name);
          free (c);
        }
      else
        snprintf (want, sizeof want, "? %s", e->d_name);
      char *got = fgets (line, sizeof line, ls);
      CHECK (got != NULL);
      if (!got)
        break;
      /* GNU right-aligns the contexts: the line is blanks, then WANT.  */
      size_t len = strcspn (line, "\n"), wlen = strlen (want);
      line[len] = '\0';
      bool same = (len >= wlen && strcmp (line + len - wlen, want) == 0
                   && strspn (line, " ") >= len - wlen);
      CHECK (same);
      if (!same)
        printf ("  GNU ls: \"%s\", ours: \"%s\"\n", got, want);
      n++;
    }
  CHECK (fgets (line, sizeof line, ls) == NULL);
  CHECK (pclose (ls) == 0);
  CHECK (n > 0);
  closedir (d);
  close (dfd);
  sectx_fscache_free (cache);
}

/* GNU ls's visible results on a directory where a file whose attribute
   has no bytes comes early in readdir order (tmpfs lists the newest
   first), then a ramfs mount and more files.  */
static void
test_like_gnu_ls (void)
{
  if (access ("/usr/bin/ls", X_OK) != 0)
    {
      printf ("note: no /usr/bin/ls; the comparison is left out\n");
      return;
    }
  if (mkdir (at ("g"), 0755) != 0)
    unit_skip ("cannot make a scratch directory");
  make_file ("g/a", CTX, sizeof CTX);
  make_file ("g/b", "", 1);
  make_file ("g/n", NULL, 0);
  make_file ("g/u", "unlabeled", sizeof "unlabeled");
  make_file ("g/z", "", 0);
  make_file ("g/c", "x:y:z_t", 7);
  mount_ramfs ("g/r");
  make_file ("g/d", CTX, sizeof CTX);
  make_file ("g/e", "", 0);
  make_file ("g/f", CTX, sizeof CTX);
  compare_with_ls ("g");
  /* The same without the empty ones: every label shows.  */
  unlink (at ("g/z"));
  unlink (at ("g/e"));
  compare_with_ls ("g");
  umount2 (at ("g/r"), MNT_DETACH);
}

/* Which errnos record the device: GNU's errno_unsupported.  */
static void
test_errnos (void)
{
  static struct { int err; bool records; } const cases[] = {
    { ENOTSUP, true }, { EOPNOTSUPP, true }, { EINVAL, true },
    { ENOSYS, true }, { ENODATA, false }, { EACCES, false },
    { EPERM, false }, { EIO, false }, { ENOMEM, false }, { ELOOP, false },
    { ENOENT, false }, { ENOTDIR, false }, { EBADF, false },
    { ENAMETOOLONG, false }, { E2BIG, false }, { ESTALE, false },
  };
  dev_t dev = dev_of ("lab");
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      struct sectx_fscache *cache = sectx_fscache_new ();
      char *c = (char *) "unchanged";
      inject = cases[i].err;
      CHECK_FAILS (sectx_file_get_cached (cache, dev, AT_FDCWD,
                                          at ("lab/f0"), 0, &c),
                   cases[i].err);
      CHECK (c == NULL);
      inject = 0;
      calls = 0;
      int r = sectx_file_get_cached (cache, dev, AT_FDCWD, at ("lab/f0"), 0,
                                     &c);
      if (cases[i].records)
        CHECK (r == -1 && errno == ENOTSUP && calls == 0 && c == NULL);
      else
        CHECK (r == 0 && calls >= 1 && c && strcmp (c, CTX) == 0);
      if (r == 0)
        free (c);
      CHECK (sectx_refusal (cases[i].err) == cases[i].records);
      sectx_fscache_free (cache);
    }
}

/* Bad input fails as sectx_file_get_at does and records nothing.  */
static void
test_bad_input (void)
{
  struct sectx_fscache *cache = sectx_fscache_new ();
  dev_t dev = dev_of ("lab");
  char *c;
  char longname[NAME_MAX + 2];
  memset (longname, 'n', sizeof longname - 1);
  longname[sizeof longname - 1] = '\0';
  int dfd = open (at ("lab"), O_RDONLY | O_DIRECTORY);

  CHECK_FAILS (sectx_file_get_cached (cache, dev, -1, "f0", 0, &c), EBADF);
  CHECK_FAILS (sectx_file_get_cached (cache, dev, 12345, "f0", 0, &c),
               EBADF);
  CHECK_FAILS (sectx_file_get_cached (cache, dev, dfd, "", 0, &c), ENOENT);
  CHECK_FAILS (sectx_file_get_cached (cache, dev, dfd, "nosuch", 0, &c),
               ENOENT);
  CHECK_FAILS (sectx_file_get_cached (cache, dev, dfd, longname, 0, &c),
               ENAMETOOLONG);
  CHECK_FAILS (sectx_file_get_cached (cache, dev, dfd, "f0/x", 0, &c),
               ENOTDIR);
  /* A regular file as the directory fd.  */
  int ffd = open (at ("lab/f0"), O_RDONLY);
  CHECK_FAILS (sectx_file_get_cached (cache, dev, ffd, "f1", 0, &c),
               ENOTDIR);
  close (ffd);
  /* Nothing was recorded: the device is still read.  */
  calls = 0;
  CHECK (sectx_file_get_cached (cache, dev, dfd, "f0", 0, &c) == 0);
  CHECK_STR (c, CTX);
  free (c);
  CHECK (calls >= 1);
  /* dev 0 is no device known to a new cache.  */
  CHECK (sectx_file_get_cached (cache, 0, dfd, "f0", 0, &c) == 0);
  free (c);
  close (dfd);
  sectx_fscache_free (cache);
  sectx_fscache_free (NULL);
}

int
main (void)
{
  if (geteuid () != 0)
    unit_skip ("needs root, to mount scratch file systems");
  if (unshare (CLONE_NEWNS) != 0
      || mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    unit_skip ("cannot make a private mount namespace");
  if (!mkdtemp (dir))
    unit_skip ("mkdtemp failed");
  if (mount ("none", dir, "tmpfs", 0, NULL) != 0)
    unit_skip ("cannot mount a tmpfs");
  if (mkdir (at ("lab"), 0755) != 0 || mkdir (at ("unl"), 0755) != 0)
    unit_skip ("cannot make scratch directories");
  mount_ramfs ("ram1");
  mount_ramfs ("ram2");

  /* The shim must see libselinux's calls, or no count means anything.  */
  make_file ("probe", CTX, sizeof CTX);
  char *c;
  calls = 0;
  if (sectx_file_get (at ("probe"), 0, &c) != 0 || calls == 0)
    {
      printf ("FAIL: the getxattr shim counts no calls\n");
      return EXIT_FAILURE;
    }
  free (c);

  test_refusing_fs ();
  test_labelled_fs ();
  test_empty_attribute ();
  test_one_slot ();
  test_like_gnu_ls ();
  test_errnos ();
  test_bad_input ();

  umount2 (at ("ram1"), MNT_DETACH);
  umount2 (at ("ram2"), MNT_DETACH);
  umount2 (dir, MNT_DETACH);
  rmdir (dir);
  return unit_finish ();
}
