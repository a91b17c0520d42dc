/* The -m option of mkdir, mknod and mkfifo: a chmod-like mode, parsed
   and applied by gnulib's modechange as GNU coreutils 9.1 does.  */

#include <config.h>

#include <sys/stat.h>

#include "system.h"
#include "mk.h"
#include "modechange.h"

mode_t
mk_mode_special (char const *spec)
{
  struct mode_change *change = mode_compile (spec);
  if (!change)
    error (EXIT_FAILURE, 0, _("invalid mode"));
  mode_t mask = umask (0);
  umask (mask);
  mode_t mode = mode_adjust (MK_MODE_RW_UGO, false, mask, change, NULL);
  free (change);
  if (mode & ~(S_IRWXU | S_IRWXG | S_IRWXO))
    error (EXIT_FAILURE, 0, _("mode must specify only file permission bits"));
  return mode;
}

mode_t
mk_mode_dir (char const *spec, mode_t umask_value, mode_t *bits)
{
  struct mode_change *change = mode_compile (spec);
  if (!change)
    error (EXIT_FAILURE, 0, _("invalid mode %s"), quote (spec));
  mode_t mode = mode_adjust (S_IRWXU | S_IRWXG | S_IRWXO, true, umask_value,
                             change, bits);
  free (change);
  return mode;
}
