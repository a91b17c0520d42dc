/* Context strings: editing their parts and asking the kernel about them.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <selinux/selinux.h>
#include <selinux/context.h>

int
sectx_context_edit (char const *ctx, struct sectx_parts const *parts,
                    char **result, unsigned int *failed)
{
  *failed = 0;
  *result = NULL;
  context_t c = context_new (ctx);
  if (c == NULL)
    return -1;

  /* Set every part even after one fails, so the caller can name each
     refused part, as GNU chcon does.  */
  int err = 0;
  struct { char const *value; int (*set) (context_t, char const *);
           unsigned int bit; } const steps[] = {
    { parts->user, context_user_set, SECTX_PART_USER },
    { parts->role, context_role_set, SECTX_PART_ROLE },
    { parts->range, context_range_set, SECTX_PART_RANGE },
    { parts->type, context_type_set, SECTX_PART_TYPE },
  };
  for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++)
    if (steps[i].value && steps[i].set (c, steps[i].value) != 0)
      {
        err = errno;
        *failed |= steps[i].bit;
      }

  if (!err)
    {
      char const *s = context_str (c);
      *result = s ? strdup (s) : NULL;
      if (*result == NULL)
        err = s ? ENOMEM : errno;
    }
  context_free (c);
  if (err)
    {
      errno = err;
      return -1;
    }
  return 0;
}

int
sectx_context_take_type (char const *ctx, char const *from, char **result)
{
  *result = NULL;
  context_t f = context_new (from);
  if (f == NULL)
    return -1;
  struct sectx_parts parts = { .type = context_type_get (f) };
  unsigned int failed;
  int rc = -1;
  if (parts.type)
    rc = sectx_context_edit (ctx, &parts, result, &failed);
  int e = errno;
  context_free (f);
  errno = e;
  return rc;
}

int
sectx_context_check (char const *ctx)
{
  return security_check_context (ctx) < 0 ? -1 : 0;
}
