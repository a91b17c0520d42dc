/* setsebool -P: values kept in the policy's booleans.local.  */

#ifndef SECOREUTILS_BOOLEANS_PERSIST_H
#define SECOREUTILS_BOOLEANS_PERSIST_H

#include <stdbool.h>
#include <stddef.h>

#include "env.h"

struct sectx_boolsetting;

/* Check the N settings of LIST against the installed policy, give the
   loaded policy's booleans those values (when SELinux is enabled) and
   keep them in booleans.local: all or none.  False after saying why.  */
bool set_persistent (struct bool_env const *env,
                     struct sectx_boolsetting *list, size_t n);

#endif
