/* The initial policy load at boot, as libselinux 3.4's
   selinux_init_load_policy: settle the mode from the kernel command line
   and the config, mount selinuxfs, set the mode, load.  */

#include <config.h>

#include "sectx.h"

#include <c-ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <unistd.h>

int
sectx_cmdline_enforcing (char const *cmdline, int *value)
{
  FILE *fp = fopen (cmdline, "re");
  if (fp == NULL)
    return -1;
  long page = sysconf (_SC_PAGESIZE);
  size_t size = page > 1 ? page : 4096;
  char *buf = malloc (size);
  int err = ENOENT;
  if (buf == NULL)
    err = ENOMEM;
  else if (fgets (buf, size, fp) == NULL)
    err = ferror (fp) ? errno : ENOENT;
  else
    {
      static char const tag[] = "enforcing=";
      /* Only the first occurrence counts, even when it is inside another
         word and so ignored.  */
      char const *p = strstr (buf, tag);
      if (p && (p == buf || c_isspace (p[-1])))
        {
          *value = atoi (p + sizeof tag - 1);
          err = 0;
        }
    }
  free (buf);
  fclose (fp);
  errno = err;
  return err ? -1 : 0;
}

/* The mode wanted: the command line's if given and not negative, else
   the config's if enforcing or permissive, else permissive.  */
static int
wanted_mode (char const *cmdline, int config_mode)
{
  int v;
  if (sectx_cmdline_enforcing (cmdline, &v) == 0 && v >= 0)
    return v;
  return config_mode >= 0 ? config_mode : 0;
}

/* Mount selinuxfs as libselinux 3.4 does at boot: sysfs on /sys first,
   then selinuxfs on DIR, else on the old place; a file system already
   there (EBUSY) will do.  Return where it is, or NULL with errno.  */
static char const *
mount_selinuxfs (char const *dir)
{
  unsigned long flags = MS_NOEXEC | MS_NOSUID;
  if (mount ("sysfs", "/sys", "sysfs", 0, NULL) == 0 || errno == EBUSY)
    {
      if (mount ("selinuxfs", dir, "selinuxfs", flags, NULL) == 0
          || errno == EBUSY)
        return dir;
    }
  if (mount ("selinuxfs", SECTX_OLD_SELINUXFS, "selinuxfs", 0, NULL) == 0
      || errno == EBUSY)
    return SECTX_OLD_SELINUXFS;
  return NULL;
}

/* Find selinuxfs for BOOT, mounting it (and /proc meanwhile) at boot.
   NULL with errno when it is not there; *ENFORCE becomes 0 when the
   kernel has no SELinux at all.  */
static char const *
attach_selinuxfs (struct sectx_boot const *boot, int config_mode,
                  int *enforce)
{
  if (!boot->mount)
    {
      *enforce = wanted_mode (boot->cmdline, config_mode);
      return boot->selinuxfs;
    }

  bool proc = mount ("proc", "/proc", "proc", 0, NULL) == 0;
  *enforce = wanted_mode (boot->cmdline, config_mode);
  char const *mnt = mount_selinuxfs (boot->selinuxfs);
  int err = errno;
  if (mnt == NULL)
    {
      if (err == ENODEV || !sectx_selinuxfs_known ("/proc/filesystems"))
        *enforce = 0;
      else if (boot->notify)
        {
          struct sectx_note n = { SECTX_NOTE_MOUNT, boot->selinuxfs, 0,
                                  err, NULL };
          boot->notify (boot->notify_arg, &n);
        }
    }
  if (proc)
    umount2 ("/proc", MNT_DETACH);
  errno = err;
  return mnt;
}

/* Bring the kernel at MNT to mode ENFORCE.  A failure to switch is fatal
   only when enforcing was wanted.  */
static int
settle_mode (struct sectx_boot const *boot, char const *mnt, int enforce)
{
  int now = sectx_getenforce (mnt);
  if (now < 0)
    return -1;
  if (now != enforce && sectx_setenforce (mnt, enforce) != 0)
    {
      int err = errno;
      if (boot->notify)
        {
          struct sectx_note n = { SECTX_NOTE_SWITCH, mnt, enforce, err,
                                  NULL };
          boot->notify (boot->notify_arg, &n);
        }
      errno = err;
      if (enforce)
        return -1;
    }
  return 0;
}

/* SELINUX=disabled: disable SELinux, or failing that leave it
   permissive; load nothing.  errno tells why the disable failed, or is
   ECANCELED when SELinux is now disabled.  */
static int
stay_disabled (struct sectx_boot const *boot, char const *mnt, int *enforce)
{
  int err = ECANCELED;
  if (sectx_disable (mnt) != 0)
    {
      err = errno;
      *enforce = 0;
      if (settle_mode (boot, mnt, 0) != 0)
        return -1;
    }
  if (boot->mount)
    umount (mnt);
  errno = err;
  return -1;
}

int
sectx_policy_load_initial (struct sectx_boot const *boot, int *enforce)
{
  struct sectx_config cfg;
  sectx_config_read (boot->root, &cfg);
  int config_mode = cfg.mode;
  sectx_config_free (&cfg);

  char const *mnt = attach_selinuxfs (boot, config_mode, enforce);
  if (mnt == NULL)
    return -1;
  if (config_mode == SECTX_MODE_DISABLED)
    return stay_disabled (boot, mnt, enforce);
  if (settle_mode (boot, mnt, *enforce) != 0)
    return -1;
  return sectx_policy_load (boot->root, mnt, boot->notify,
                            boot->notify_arg);
}
