/* newrole and run_init: what their files share.  */

#ifndef SECOREUTILS_ROLE_H
#define SECOREUTILS_ROLE_H

#include <pwd.h>
#include <stdbool.h>
#include <sys/types.h>

/* ---- auth.c: re-authenticating the user (PAM, or shadow without it) */

struct role_auth;

enum role_auth_result
{
  ROLE_AUTH_OK,
  ROLE_AUTH_BAD_PASSWORD,       /* pam_authenticate (or the hash) refused */
  ROLE_AUTH_BAD_ACCOUNT         /* pam_acct_mgmt refused */
};

/* Begin a conversation with SERVICE for USER; NULL when PAM could not
   start (the caller says so).  */
struct role_auth *role_auth_start (char const *service, char const *user);

/* Ask for USER's password on the terminal TTY (NULL: none known), then
   check the account.  Prints only the shadow path's own messages.  */
enum role_auth_result role_auth_verify (struct role_auth *a, char const *tty);

/* PAM sessions (pam_namespace in newrole's stack); 0 or -1 after a
   message on stderr.  No-ops without PAM.  */
int role_auth_open_session (struct role_auth *a);
int role_auth_close_session (struct role_auth *a);

/* End the conversation; -1 after a message when pam_end fails.  */
int role_auth_end (struct role_auth *a);

/* The uid to re-authenticate: the login uid if set, else the real uid.  */
uid_t role_login_uid (void);

/* ---- newcon.c: newrole's options and the context they ask for ---- */

struct newrole_opts
{
  bool preserve_env;            /* -p */
  char *context;                /* the new context, malloc'd */
};

/* Parse ARGV as newrole does, computing the new context from OLD; TTY
   is the terminal on stdin (NULL: none).  0, or -1 after a message.  */
int newrole_parse (int argc, char **argv, char const *tty, char const *old,
                   struct newrole_opts *opts);

/* ---- tty.c: the terminal's label while the new shell runs ---- */

struct newrole_tty
{
  int fd;                       /* the terminal, reopened; -1: none */
  char *old_ctx;                /* its label before */
  char *new_ctx;                /* the label newrole gave it, or NULL */
};

/* Relabel TTY for a process of context CTX; 0, or -1 after a message.  */
int newrole_tty_relabel (char const *tty, char const *ctx,
                         struct newrole_tty *t);
/* Put the old label back if the terminal still has newrole's; 0 or -1.  */
int newrole_tty_restore (char const *tty, struct newrole_tty *t);
/* In the child: make the terminal descriptors 0, 1 and 2.  */
int newrole_tty_reopen (char const *tty, struct newrole_tty *t);

/* ---- user.c: the user, the shell, the environment ---- */

/* Fill *PW with the user's passwd entry (strings malloc'd); 0, or -1
   after a message.  */
int newrole_user (struct passwd *pw);
void newrole_user_free (struct passwd *pw);

/* Reset the environment to OLD_ENVIRON, then, unless PRESERVE, to the
   minimal one a new login shell gets.  0 or -1.  */
int newrole_environment (bool preserve, char **old_environ,
                         struct passwd const *pw);

/* ---- audit.c: USER_ROLE_CHANGE records ---- */

/* Log the change from OLD to NEW (either may be NULL) on TTY, as
   allowed (SUCCESS) or refused; 0, or -1 after a message.  A no-op in
   a build without libaudit.  */
int newrole_audit (bool success, char const *old, char const *new,
                   char const *tty);

/* ---- pamconf.c: a PAM service per command ---- */

/* The PAM service newrole uses for "-c COMMAND" (ARGS, NARGS: what
   follows the options), from /etc/selinux/newrole_pam.conf; "newrole"
   by default.  NULL after a message when the file is malformed.  */
char const *newrole_service (char **args, int nargs);

#endif
