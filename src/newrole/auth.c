/* Re-authenticating the user: through PAM with libpam_misc's terminal
   conversation, as the reference is built on Debian; without PAM (a
   build without libpam0g-dev), against the shadow file with crypt, as
   the reference's non-PAM build does.  Authentication only confirms the
   user's intent: the policy decides what the new context may do.  */

#include <config.h>

#include "system.h"
#include "role.h"

#include <fcntl.h>

#if HAVE_PAM

# include <security/pam_appl.h>
# include <security/pam_misc.h>

struct role_auth
{
  pam_handle_t *pamh;
  int status;                   /* the last PAM call's answer */
};

static struct pam_conv conversation = { misc_conv, NULL };

struct role_auth *
role_auth_start (char const *service, char const *user)
{
  struct role_auth *a = calloc (1, sizeof *a);
  if (!a)
    return NULL;
  if (pam_start (service, user, &conversation, &a->pamh) != PAM_SUCCESS)
    {
      free (a);
      return NULL;
    }
  return a;
}

enum role_auth_result
role_auth_verify (struct role_auth *a, char const *tty)
{
  if (tty)
    {
      /* PAM names terminals without "/dev/".  */
      char const *name = strncmp (tty, "/dev/", 5) == 0 ? tty + 5 : tty;
      if (pam_set_item (a->pamh, PAM_TTY, name) != PAM_SUCCESS)
        {
          fputs (_("failed to set PAM_TTY\n"), stderr);
          return ROLE_AUTH_BAD_PASSWORD;
        }
    }
  a->status = pam_authenticate (a->pamh, 0);
  if (a->status != PAM_SUCCESS)
    return ROLE_AUTH_BAD_PASSWORD;
  a->status = pam_acct_mgmt (a->pamh, 0);
  return a->status == PAM_SUCCESS ? ROLE_AUTH_OK : ROLE_AUTH_BAD_ACCOUNT;
}

int
role_auth_open_session (struct role_auth *a)
{
  a->status = pam_open_session (a->pamh, 0);
  if (a->status == PAM_SUCCESS)
    return 0;
  fprintf (stderr, "pam_open_session failed with %s\n",
           pam_strerror (a->pamh, a->status));
  return -1;
}

int
role_auth_close_session (struct role_auth *a)
{
  a->status = pam_close_session (a->pamh, 0);
  if (a->status == PAM_SUCCESS)
    return 0;
  fprintf (stderr, "pam_close_session failed with %s\n",
           pam_strerror (a->pamh, a->status));
  return -1;
}

int
role_auth_end (struct role_auth *a)
{
  int rc = pam_end (a->pamh, a->status);
  if (rc != PAM_SUCCESS)
    /* The handle is gone: its strings cannot be asked for.  */
    fprintf (stderr, "pam_end failed with %s\n", pam_strerror (NULL, rc));
  free (a);
  return rc == PAM_SUCCESS ? 0 : -1;
}

#else /* ! HAVE_PAM */

# include <crypt.h>
# include <shadow.h>

struct role_auth
{
  char *user;
};

struct role_auth *
role_auth_start (char const *service, char const *user)
{
  struct role_auth *a = malloc (sizeof *a);
  if (a && !(a->user = strdup (user)))
    {
      free (a);
      a = NULL;
    }
  return a;
}

/* Clear a secret where the compiler cannot drop the stores.  */
static void
wipe (char *s)
{
  if (s)
    explicit_bzero (s, strlen (s));
}

enum role_auth_result
role_auth_verify (struct role_auth *a, char const *tty)
{
  setspent ();
  struct spwd *sp = getspnam (a->user);
  endspent ();
  if (!sp)
    {
      fputs (_("Cannot find your entry in the shadow passwd file.\n"), stderr);
      return ROLE_AUTH_BAD_PASSWORD;
    }
  char *typed = getpass (_("Password:"));
  if (!typed)
    {
      fputs (_("getpass cannot open /dev/tty\n"), stderr);
      return ROLE_AUTH_BAD_PASSWORD;
    }
  errno = 0;
  char *hash = crypt (typed, sp->sp_pwdp);
  wipe (typed);
  if (errno || !hash)
    {
      fputs (_("Cannot encrypt password.\n"), stderr);
      return ROLE_AUTH_BAD_PASSWORD;
    }
  bool same = STREQ (hash, sp->sp_pwdp);
  wipe (hash);
  return same ? ROLE_AUTH_OK : ROLE_AUTH_BAD_PASSWORD;
}

int
role_auth_open_session (struct role_auth *a)
{
  return 0;
}

int
role_auth_close_session (struct role_auth *a)
{
  return 0;
}

int
role_auth_end (struct role_auth *a)
{
  free (a->user);
  free (a);
  return 0;
}

#endif

uid_t
role_login_uid (void)
{
  /* What libaudit's audit_getloginuid reads; 4294967295 means unset.  */
  uid_t uid = getuid ();
  int fd = open ("/proc/self/loginuid", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return uid;
  char buf[16];
  ssize_t n = read (fd, buf, sizeof buf - 1);
  close (fd);
  if (n <= 0)
    return uid;
  buf[n] = '\0';
  char *end;
  errno = 0;
  unsigned long v = strtoul (buf, &end, 10);
  if (errno || end == buf || v == (uid_t) -1)
    return uid;
  return v;
}
