/* What the boolean tools share: where the kernel's booleans are, the
   policy's substitution file, and the log of changes.  */

#ifndef SECOREUTILS_BOOLEANS_ENV_H
#define SECOREUTILS_BOOLEANS_ENV_H

#include <stdbool.h>

struct bool_env
{
  char *mnt;                    /* selinuxfs, or NULL */
  char *type;                   /* SELINUXTYPE= */
  char *subs;                   /* the policy's booleans.subs_dist */
  bool enabled;                 /* as is_selinux_enabled () > 0 */
};

/* Find it all, as libselinux 3.4 does at start-up.  */
void bool_env_init (struct bool_env *env);
void bool_env_free (struct bool_env *env);

/* Tell syslog that boolean NAME was set to VALUE (as the user wrote it),
   or toggled when VALUE is NULL, naming the user as the references do.  */
void bool_log_change (char const *name, char const *value);

#endif
