/* The per-device "no security.selinux support" cache, as GNU ls 9.1
   keeps it: one device, the last one whose file system refused.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <stdlib.h>

struct sectx_fscache
{
  bool known;                   /* DEV names a device */
  dev_t dev;                    /* the device that refused last */
};

struct sectx_fscache *
sectx_fscache_new (void)
{
  /* calloc: no device known, so dev 0 is not taken for refused.  */
  return calloc (1, sizeof (struct sectx_fscache));
}

void
sectx_fscache_free (struct sectx_fscache *cache)
{
  free (cache);
}

bool
sectx_refusal (int err)
{
  /* One errno on Linux; two on some systems.  */
  return err == ENOTSUP || err == EOPNOTSUPP || err == EINVAL
         || err == ENOSYS;
}

int
sectx_file_get_cached (struct sectx_fscache *cache, dev_t dev, int dirfd,
                       char const *name, int flags, char **ctx)
{
  if (cache && cache->known && cache->dev == dev)
    {
      *ctx = NULL;
      errno = ENOTSUP;
      return -1;
    }
  int r = sectx_file_get_at (dirfd, name, flags, ctx);
  if (r != 0 && cache && sectx_refusal (errno))
    {
      cache->known = true;
      cache->dev = dev;
    }
  return r;
}

bool
sectx_fscache_refuses (struct sectx_fscache const *cache, dev_t dev)
{
  return cache && cache->known && cache->dev == dev;
}

void
sectx_fscache_note (struct sectx_fscache *cache, dev_t dev, int err)
{
  if (cache && sectx_refusal (err))
    {
      cache->known = true;
      cache->dev = dev;
    }
}
