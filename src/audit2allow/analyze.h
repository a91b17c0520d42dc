/* The analysis of a record against a binary policy.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_ANALYZE_H
#define SECOREUTILS_AUDIT2ALLOW_ANALYZE_H

#include "audit2allow.h"

struct policy;

/* Read the binary policy at PATH for analysis; NULL with a malloc'd
   message in *ERR (3.4's wording) if it cannot be.  */
struct policy *policy_open (char const *path, char **err);
void policy_close (struct policy *p);

/* The analysis of R (an AVC record), cached by contexts, class and
   permissions; NULL when 3.4 would drop the record (unknown type, role,
   user or permission, or a failed computation).  */
struct analysis const *policy_analyze (struct policy *p,
                                       struct record const *r,
                                       char const **why);

/* The policy (a struct policy) has a type NAME.  */
bool policy_has_type (void *p, char const *name);

#endif
