/* -Z and --context[=CTX] of mkdir, mknod and mkfifo, with GNU coreutils
   9.1's rules.  The labelling itself is libsectx's, the one cp -Z uses
   (sectx_fscreate_default, sectx_restore_type).  Debian's coreutils has
   no SMACK, so neither have we.  */

#include <config.h>

#include "system.h"
#include "mk.h"
#include "sectx.h"

void
mk_label_option (struct mk_label *l, char const *arg)
{
  if (!sectx_enabled ())
    {
      if (arg)
        error (0, 0, _("warning: ignoring --context; "
                       "it requires an SELinux/SMACK-enabled kernel"));
    }
  else if (arg)
    l->ctx = arg;
  else
    {
      /* GNU opens file_contexts anew for each -Z; a set loaded once
         answers the same.  */
      if (l->fc || sectx_fc_open (NULL, &l->fc) == 0)
        return;
      error (0, errno, _("warning: ignoring --context"));
      l->fc = NULL;
    }
}

void
mk_label_apply (struct mk_label const *l)
{
  if (l->ctx && sectx_fscreate_set (l->ctx) != 0)
    error (EXIT_FAILURE, errno,
           _("failed to set default file creation context to %s"),
           quote (l->ctx));
}

int
mk_label_default (struct mk_label const *l, char const *file, mode_t mode)
{
  return sectx_fscreate_default (l->fc, file, mode);
}

int
mk_label_restore (struct mk_label const *l, char const *file)
{
  return sectx_restore_type (l->fc, file, false);
}
