/* cp -Z and mv -Z: labels from file_contexts, with GNU coreutils 9.1's
   rules (libsectx's sectx_fscreate_default and sectx_restore_type,
   which mkdir, mknod and mkfifo share): a new file gets its default
   context as the creation context before it is made; an existing one
   takes the type file_contexts gives its path.  */

#include <config.h>

#include "system.h"
#include "copy.h"
#include "sectx.h"

bool
label_open (struct cp_options *x)
{
  if (sectx_fc_open (NULL, &x->fc) == 0)
    return true;
  error (0, errno, _("warning: ignoring --context"));
  x->fc = NULL;
  return false;
}

bool
label_default (char const *dst, mode_t mode, struct cp_options const *x)
{
  if (sectx_fscreate_default (x->fc, dst, mode) == 0 || sectx_ignorable (errno))
    return true;
  error (0, errno, _("failed to set default file creation context for %s"),
         quoteaf (dst));
  return false;
}

/* The name as given, not made absolute: GNU's install looks it up so,
   and a relative name matches no spec.  When the context cannot be
   the creation context, none is: a file is never made with the one
   meant for another.  */
void
label_born (char const *dst, struct cp_options const *x)
{
  char const *ctx;
  if (sectx_fc_lookup (x->born_fc, dst, S_IFREG, &ctx) != 0
      || sectx_fscreate_set_raw (ctx) != 0)
    sectx_fscreate_set_raw (NULL);
}

bool
label_unborn (void)
{
  return sectx_fscreate_set_raw (NULL) == 0;
}

bool
label_restore (char const *dst, bool recurse, struct cp_options const *x)
{
  return sectx_restore_type (x->fc, dst, recurse) == 0;
}

bool
label_restore_fd (char const *dst, int fd, struct cp_options const *x)
{
  return sectx_restore_type_fd (x->fc, fd, dst) == 0;
}
