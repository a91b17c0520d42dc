/* --follow (beyond 3.4): read the kernel log from /dev/kmsg, the records
   there and then each new one as the kernel logs it, and print each
   permission the first time a denial asks for it, as a rule with 3.4's
   verdict comment.  /dev/kmsg gives one record per read, and reading it
   takes nothing from other readers.  */

#include <config.h>

#include "follow.h"
#include "system.h"

#include <fcntl.h>

#include "hash.h"
#include "xalloc.h"

enum { KMSG_MAX = 8192 };

static size_t
str_hash (void const *s, size_t n)
{
  return hash_string (s, n);
}

static bool
str_eq (void const *a, void const *b)
{
  return STREQ (a, b);
}

static char const *
verdict_comment (struct analysis const *an)
{
  switch (an ? an->verdict : V_TERULE)
    {
    case V_ALLOW:
      return "#!!!! This avc is allowed in the current policy\n";
    case V_DONTAUDIT:
      return "#!!!! This avc has a dontaudit rule in the current policy\n";
    case V_BOOLEAN:
      return "#!!!! This avc can be allowed using a boolean (see audit2why)\n";
    case V_CONSTRAINT:
      return "#!!!! This avc is a constraint violation\n";
    default:
      return "";
    }
}

/* Print what record R asks for that was not printed before.  */
static void
emit_new (FILE *out, Hash_table *seen, struct record const *r)
{
  if (!r->denial || !r->nperms)
    return;
  char const *tgt = STREQ (r->scon.type, r->tcon.type) ? "self" : r->tcon.type;
  char **fresh = xnmalloc (r->nperms, sizeof *fresh);
  size_t n = 0;
  for (size_t i = 0; i < r->nperms; i++)
    {
      char *key;
      xasprintf_err (&key, "%s %s %s %s", r->scon.type, tgt, r->tclass,
                     r->perms[i]);
      if (hash_lookup (seen, key))
        free (key);
      else
        {
          if (!hash_insert (seen, key))
            xalloc_die ();
          fresh[n++] = r->perms[i];
        }
    }
  if (n)
    {
      fputs (verdict_comment (r->an), out);
      fprintf (out, "allow %s %s:%s %s", r->scon.type, tgt, r->tclass,
               n > 1 ? "{" : "");
      for (size_t i = 0; i < n; i++)
        fprintf (out, n > 1 ? " %s" : "%s", fresh[i]);
      fputs (n > 1 ? " };\n" : ";\n", out);
      fflush (out);
    }
  free (fresh);
}

int
follow_kmsg (struct log *log, char const *path, FILE *out)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    error (EXIT_FAILURE, errno, "%s", quotef (path));
  Hash_table *seen = hash_initialize (64, NULL, str_hash, str_eq, free);
  if (!seen)
    xalloc_die ();
  char *buf = xmalloc (KMSG_MAX + 1);
  for (;;)
    {
      ssize_t n = read (fd, buf, KMSG_MAX);
      if (n < 0 && (errno == EINTR || errno == EPIPE))
        continue;               /* EPIPE: records overwritten meanwhile */
      if (n < 0)
        error (EXIT_FAILURE, errno, "%s", quotef (path));
      if (n == 0)
        break;                  /* a regular file: its end */
      buf[n] = '\0';
      /* PRI,SEQ,USEC,FLAGS;MESSAGE\n then " KEY=VALUE" lines.  */
      char *text = memchr (buf, ';', n);
      if (!text)
        continue;
      text++;
      size_t len = strcspn (text, "\n");
      size_t before = log->navcs;
      log_add_line (log, text, len);
      for (size_t i = before; i < log->navcs; i++)
        emit_new (out, seen, log->avcs[i]);
    }
  free (buf);
  hash_free (seen);
  close (fd);
  return EXIT_SUCCESS;
}
