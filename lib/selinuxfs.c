/* selinuxfs: finding the mount, the enforcing mode and the kernel's
   settings, and the writes that change them.  Every function names the
   mount point explicitly; libselinux 3.4's readings are reproduced.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <unistd.h>

/* The statfs magic of selinuxfs.  */
enum { SELINUXFS_MAGIC = 0xf97cff8c };

/* ---- Finding the mount ---- */

int
sectx_selinuxfs_check (char const *dir)
{
  struct statfs sf;
  int r;
  do
    r = statfs (dir, &sf);
  while (r < 0 && errno == EINTR);
  if (r < 0)
    return -1;
  if ((uint32_t) sf.f_type != (uint32_t) SELINUXFS_MAGIC)
    {
      errno = ENODEV;
      return -1;
    }
  if (sf.f_flags & ST_RDONLY)
    {
      errno = EROFS;
      return -1;
    }
  return 0;
}

bool
sectx_selinuxfs_known (char const *filesystems)
{
  FILE *fp = fopen (filesystems, "re");
  if (fp == NULL)
    return true;
  char *line = NULL;
  size_t size = 0;
  bool known = false;
  while (!known && getline (&line, &size, fp) != -1)
    known = strstr (line, "selinuxfs") != NULL;
  free (line);
  fclose (fp);
  return known;
}

/* The mount point of LINE if it mounts selinuxfs: LINE is cut after it.
   *BAD is set when the line lacks the fields, which ends libselinux's
   scan.  The field is taken as it is, octal escapes and all.  */
static char *
selinuxfs_field (char *line, bool *bad)
{
  char *dir = strchr (line, ' ');
  char *end = dir ? strchr (dir + 1, ' ') : NULL;
  *bad = end == NULL;
  if (*bad || strncmp (end + 1, "selinuxfs ", 10) != 0)
    return NULL;
  *end = '\0';
  return dir + 1;
}

int
sectx_selinuxfs_in_mounts (char const *mounts, char **mnt)
{
  *mnt = NULL;
  FILE *fp = fopen (mounts, "re");
  if (fp == NULL)
    return -1;
  char *line = NULL, *dir = NULL;
  size_t size = 0;
  bool bad = false;
  while (!dir && !bad && getline (&line, &size, fp) != -1)
    dir = selinuxfs_field (line, &bad);
  int err = dir ? 0 : ENOENT;
  if (dir && (*mnt = strdup (dir)) == NULL)
    err = ENOMEM;
  free (line);
  fclose (fp);
  errno = err;
  return err ? -1 : 0;
}

int
sectx_selinuxfs_find (char **mnt)
{
  static char const *const places[] = { SECTX_SELINUXFS,
                                        SECTX_OLD_SELINUXFS };
  *mnt = NULL;
  /* A read-only selinuxfs in a usual place ends the search.  */
  for (size_t i = 0; i < sizeof places / sizeof *places; i++)
    if (sectx_selinuxfs_check (places[i]) == 0)
      return (*mnt = strdup (places[i])) ? 0 : -1;
    else if (errno == EROFS)
      return -1;

  char *dir;
  if (!sectx_selinuxfs_known ("/proc/filesystems")
      || sectx_selinuxfs_in_mounts ("/proc/mounts", &dir) != 0)
    {
      errno = errno == ENOMEM ? ENOMEM : ENOENT;
      return -1;
    }
  if (sectx_selinuxfs_check (dir) == 0)
    {
      *mnt = dir;
      return 0;
    }
  int err = errno == EROFS ? EROFS : ENOENT;
  free (dir);
  errno = err;
  return -1;
}

bool
sectx_selinux_enabled (char const *root, char const *mnt)
{
  return mnt != NULL && sectx_config_exists (root);
}

/* ---- Reading and writing the small files ---- */

/* MNT/NAME, malloc'd; ENOENT when selinuxfs is not mounted.  */
static char *
mnt_file (char const *mnt, char const *name)
{
  if (mnt == NULL)
    {
      errno = ENOENT;
      return NULL;
    }
  size_t mlen = strlen (mnt), nlen = strlen (name);
  char *p = malloc (mlen + nlen + 2);
  if (p)
    {
      memcpy (p, mnt, mlen);
      p[mlen] = '/';
      memcpy (p + mlen + 1, name, nlen + 1);
    }
  return p;
}

/* Read at most SIZE - 1 bytes of MNT/NAME, in one read, into BUF as a
   string.  Return the length, or -1 with errno.  */
static ssize_t
read_small (char const *mnt, char const *name, char *buf, size_t size)
{
  char *file = mnt_file (mnt, name);
  if (file == NULL)
    return -1;
  int fd = open (file, O_RDONLY | O_CLOEXEC);
  free (file);
  if (fd < 0)
    return -1;
  ssize_t n = read (fd, buf, size - 1);
  int err = errno;
  close (fd);
  errno = err;
  buf[n < 0 ? 0 : n] = '\0';
  return n;
}

/* Store in *V the number ("%d") in MNT/NAME; -1 with errno, EINVAL if
   there is none.  */
static int
read_int (char const *mnt, char const *name, int *v)
{
  char buf[20];
  if (read_small (mnt, name, buf, sizeof buf) < 0)
    return -1;
  if (sscanf (buf, "%d", v) != 1)
    {
      errno = EINVAL;
      return -1;
    }
  return 0;
}

/* Write DATA, SIZE bytes, to MNT/NAME opened with FLAGS: one write.  */
static int
write_data (char const *mnt, char const *name, int flags,
            void const *data, size_t size)
{
  char *file = mnt_file (mnt, name);
  if (file == NULL)
    return -1;
  int fd = open (file, flags | O_CLOEXEC);
  free (file);
  if (fd < 0)
    return -1;
  ssize_t n = write (fd, data, size);
  int err = errno;
  close (fd);
  if (n < 0)
    {
      errno = err;
      return -1;
    }
  return 0;
}

int
sectx_getenforce (char const *mnt)
{
  int v;
  return read_int (mnt, "enforce", &v) < 0 ? -1 : v != 0;
}

int
sectx_setenforce (char const *mnt, int value)
{
  char buf[20];
  int len = snprintf (buf, sizeof buf, "%d", value);
  return write_data (mnt, "enforce", O_RDWR, buf, len);
}

int
sectx_policyvers (char const *mnt)
{
  enum { OLDEST_VERSION = 15 };
  char buf[20];
  unsigned int v;
  if (read_small (mnt, "policyvers", buf, sizeof buf) < 0)
    return mnt && errno == ENOENT ? OLDEST_VERSION : -1;
  if (sscanf (buf, "%u", &v) != 1)
    {
      errno = EINVAL;
      return -1;
    }
  return v;
}

bool
sectx_mls_enabled (char const *mnt)
{
  char buf[20];
  return read_small (mnt, "mls", buf, sizeof buf) >= 0
         && strcmp (buf, "1") == 0;
}

int
sectx_deny_unknown (char const *mnt)
{
  int v;
  return read_int (mnt, "deny_unknown", &v) < 0 ? -1 : v;
}

int
sectx_checkreqprot (char const *mnt)
{
  int v;
  return read_int (mnt, "checkreqprot", &v) < 0 ? -1 : v;
}

int
sectx_disable (char const *mnt)
{
  return write_data (mnt, "disable", O_WRONLY, "1", 1);
}

int
sectx_load_image (char const *mnt, void const *image, size_t size)
{
  return write_data (mnt, "load", O_RDWR, image, size);
}
