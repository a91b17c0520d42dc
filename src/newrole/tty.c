/* The terminal while the new shell runs: relabelled to what the policy
   computes for the new context (so the old domain can no longer reach
   it), and given back its old label when the shell exits, unless
   someone else relabelled it meanwhile.  In permissive mode a failure
   to relabel is only a warning.  */

#include <config.h>

#include "system.h"
#include "sectx.h"
#include "role.h"

#include <fcntl.h>

/* Open TTY read-write without blocking on the open (a terminal waiting
   for carrier must not hang newrole), then make the descriptor block.  */
static int
open_tty (char const *tty, bool say)
{
  int fd = open (tty, O_RDWR | O_NONBLOCK);
  if (fd < 0)
    {
      if (say)
        fprintf (stderr, _("Error!  Could not open %s.\n"), tty);
      return -1;
    }
  int flags = fcntl (fd, F_GETFL, 0);
  if (fcntl (fd, F_SETFL, flags & ~O_NONBLOCK) != 0)
    {
      if (say)
        fprintf (stderr, _("Error!  Could not clear O_NONBLOCK on %s\n"), tty);
      close (fd);
      return -1;
    }
  return fd;
}

int
newrole_tty_relabel (char const *tty, char const *ctx, struct newrole_tty *t)
{
  t->fd = -1;
  t->old_ctx = t->new_ctx = NULL;
  if (!tty)
    return 0;
  int enforcing = sectx_enforce_mode ();
  if (enforcing < 0)
    {
      fputs (_("Could not determine enforcing mode.\n"), stderr);
      return -1;
    }
  char const *level = enforcing ? "Error" : "Warning";
  t->fd = open_tty (tty, true);
  if (t->fd < 0)
    return -1;

  if (sectx_file_get_fd (t->fd, 0, &t->old_ctx) != 0)
    {
      t->old_ctx = NULL;
      fprintf (stderr, _("%s!  Could not get current context for %s, not relabeling tty.\n"),
               level, tty);
      if (enforcing)
        goto fail;
    }
  if (t->old_ctx && sectx_tty_relabel (ctx, t->old_ctx, &t->new_ctx) != 0)
    {
      t->new_ctx = NULL;
      fprintf (stderr, _("%s!  Could not get new context for %s, not relabeling tty.\n"),
               level, tty);
      if (enforcing)
        goto fail;
    }
  if (t->new_ctx && sectx_file_set_fd (t->fd, 0, t->new_ctx) != 0)
    {
      fprintf (stderr, _("%s!  Could not set new context for %s\n"), level, tty);
      free (t->new_ctx);
      t->new_ctx = NULL;
      if (enforcing)
        goto fail;
    }
  return 0;

fail:
  free (t->old_ctx);
  t->old_ctx = NULL;
  close (t->fd);
  t->fd = -1;
  return -1;
}

int
newrole_tty_restore (char const *tty, struct newrole_tty *t)
{
  if (!tty || !t->new_ctx)
    return 0;
  char *now;
  if (sectx_file_get_fd (t->fd, 0, &now) != 0)
    {
      fprintf (stderr, "Could not fgetfilecon %s.\n", tty);
      return -1;
    }
  int rc = 0;
  if (!STREQ (now, t->new_ctx))
    {
      fprintf (stderr, _("%s changed labels.\n"), tty);
      rc = -1;
    }
  else if (sectx_file_set_fd (t->fd, 0, t->old_ctx) != 0)
    {
      fprintf (stderr, _("Warning! Could not restore context for %s\n"), tty);
      rc = -1;
    }
  free (now);
  return rc;
}

int
newrole_tty_reopen (char const *tty, struct newrole_tty *t)
{
  if (!tty)
    return 0;
  if (close (t->fd) || close (0) || close (1) || close (2))
    {
      fputs (_("Could not close descriptors.\n"), stderr);
      return -1;
    }
  /* Each open takes the lowest free descriptor: 0, then 1, then 2.  */
  for (int want = 0; want <= 2; want++)
    if (open_tty (tty, false) != want)
      return -1;
  return 0;
}
