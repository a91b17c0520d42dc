/* The boolean tools' shared set-up and their log of changes.  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "env.h"

#include <pwd.h>
#include <syslog.h>

#include "xalloc.h"

void
bool_env_init (struct bool_env *env)
{
  if (sectx_selinuxfs_find (&env->mnt) != 0)
    {
      if (errno == ENOMEM)
        xalloc_die ();
      env->mnt = NULL;
    }
  env->enabled = sectx_selinux_enabled ("/", env->mnt);

  struct sectx_config cfg;
  sectx_config_read ("/", &cfg);
  if (cfg.type == NULL)
    xalloc_die ();
  env->type = xstrdup (cfg.type);
  sectx_config_free (&cfg);
  env->subs = sectx_policy_file ("/", env->type, "booleans.subs_dist");
  if (env->subs == NULL)
    xalloc_die ();
}

void
bool_env_free (struct bool_env *env)
{
  free (env->mnt);
  free (env->type);
  free (env->subs);
}

void
bool_log_change (char const *name, char const *value)
{
  struct passwd *pw = getpwuid (getuid ());
  if (pw && pw->pw_name)
    {
      if (value)
        syslog (LOG_NOTICE, "The %s policy boolean was changed to %s by %s",
                name, value, pw->pw_name);
      else
        syslog (LOG_NOTICE, "The %s policy boolean was toggled by %s",
                name, pw->pw_name);
    }
  else if (value)
    syslog (LOG_NOTICE, "The %s policy boolean was changed to %s by uid:%d",
            name, value, (int) getuid ());
  else
    syslog (LOG_NOTICE, "The %s policy boolean was toggled by uid:%u",
            name, (unsigned int) getuid ());
}
