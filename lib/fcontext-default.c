/* The context GNU coreutils 9.1 gives a file it creates with -Z
   (src/selinux.c defaultcon): the type from file_contexts, the user,
   role and range from the kernel's computation for this process
   creating such a file in PATH's directory.  */

#include <config.h>

#include "fcontext.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <selinux/selinux.h>

/* The class name GNU's mode_to_security_class gives MODE.  */
static char const *
class_of (mode_t mode)
{
  switch (mode & S_IFMT)
    {
    case S_IFREG: return "file";
    case S_IFDIR: return "dir";
    case S_IFCHR: return "chr_file";
    case S_IFBLK: return "blk_file";
    case S_IFIFO: return "fifo_file";
    case S_IFLNK: return "lnk_file";
    case S_IFSOCK: return "sock_file";
    default: return NULL;
    }
}

/* The kernel's context for a new file of MODE in the directory of PATH,
   made by this process (GNU's computecon).  */
static int
compute (char const *path, mode_t mode, char **out)
{
  char const *cls = class_of (mode);
  if (!cls)
    {
      errno = EINVAL;
      return -1;
    }
  security_class_t tclass = string_to_security_class (cls);
  if (!tclass)
    return -1;
  char *dir = strdup (path);
  if (!dir)
    return -1;
  char *slash = strrchr (dir, '/');
  if (!slash)
    strcpy (dir, ".");
  else if (slash == dir)
    dir[1] = '\0';
  else
    *slash = '\0';
  char *scon = NULL, *tcon = NULL;
  int rc = -1;
  if (getcon_raw (&scon) == 0 && getfilecon_raw (dir, &tcon) >= 0)
    rc = security_compute_create_raw (scon, tcon, tclass, out);
  int e = errno;
  freecon (scon);
  freecon (tcon);
  free (dir);
  errno = e;
  return rc;
}

int
sectx_fc_default_context (struct sectx_fc const *fc, char const *path,
                          mode_t mode, char **ctx)
{
  char const *want;
  *ctx = NULL;
  if (sectx_fc_lookup (fc, path, mode, &want) < 0)
    return -1;
  char *computed;
  if (compute (path, mode, &computed) < 0)
    return -1;
  int rc = sectx_context_take_type (computed, want, ctx);
  int e = errno;
  freecon (computed);
  errno = e;
  return rc;
}
