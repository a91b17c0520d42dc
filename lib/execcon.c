/* The context a program runs in, as runcon sees it: this process's own
   context, what the kernel computes for this process executing a file,
   and the context asked for the next exec.  The translated forms, as GNU
   coreutils 9.1's runcon uses.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <selinux/selinux.h>

int
sectx_self_context (char **ctx)
{
  *ctx = NULL;
  if (getcon (ctx) < 0)
    return -1;
  if (*ctx == NULL)
    {
      errno = ENODATA;
      return -1;
    }
  return 0;
}

int
sectx_exec_compute (char const *scon, char const *file_ctx, char **ctx)
{
  *ctx = NULL;
  security_class_t process = string_to_security_class ("process");
  return security_compute_create (scon, file_ctx, process, ctx) != 0 ? -1 : 0;
}

int
sectx_exec_set (char const *ctx)
{
  return setexeccon (ctx) != 0 ? -1 : 0;
}
