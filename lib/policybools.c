/* The booleans a binary policy file defines, read through libsepol: what
   setsebool -P checks its names against, as semanage checks its store.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sepol/booleans.h>
#include <sepol/debug.h>
#include <sepol/handle.h>
#include <sepol/policydb.h>

struct names
{
  char **v;
  size_t n, alloc;
};

static int
add_name (sepol_bool_t const *b, void *arg)
{
  struct names *ns = arg;
  if (ns->n == ns->alloc)
    {
      size_t want = ns->alloc ? 2 * ns->alloc : 64;
      char **p = reallocarray (ns->v, want, sizeof *p);
      if (p == NULL)
        return -1;
      ns->v = p;
      ns->alloc = want;
    }
  char *name = strdup (sepol_bool_get_name (b));
  if (name == NULL)
    return -1;
  ns->v[ns->n++] = name;
  return 0;
}

static int
compare (void const *a, void const *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* Read the policy in FP into DB and gather its booleans into NS, with
   libsepol's messages silenced on handle H.  */
static int
gather (sepol_handle_t *h, FILE *fp, struct names *ns)
{
  sepol_policy_file_t *pf = NULL;
  sepol_policydb_t *db = NULL;
  int r = -1, err = ENOMEM;
  if (sepol_policy_file_create (&pf) == 0 && sepol_policydb_create (&db) == 0)
    {
      sepol_policy_file_set_handle (pf, h);
      sepol_policy_file_set_fp (pf, fp);
      errno = 0;
      if (sepol_policydb_read (db, pf) != 0)
        err = errno ? errno : EINVAL;
      else if (sepol_bool_iterate (h, db, add_name, ns) != 0)
        err = ENOMEM;
      else
        r = 0;
    }
  sepol_policydb_free (db);
  sepol_policy_file_free (pf);
  errno = err;
  return r;
}

int
sectx_policy_booleans (int fd, char ***names, size_t *n)
{
  struct names ns = { NULL, 0, 0 };
  *names = NULL;
  *n = 0;
  int dup = fcntl (fd, F_DUPFD_CLOEXEC, 0);
  FILE *fp = dup < 0 ? NULL : fdopen (dup, "r");
  if (fp == NULL)
    {
      int err = errno;
      if (dup >= 0)
        close (dup);
      errno = err;
      return -1;
    }
  sepol_handle_t *h = sepol_handle_create ();
  int r = -1, err = ENOMEM;
  if (h)
    {
      sepol_msg_set_callback (h, NULL, NULL);
      r = gather (h, fp, &ns);
      err = errno;
      sepol_handle_destroy (h);
    }
  fclose (fp);
  if (r != 0)
    {
      for (size_t i = 0; i < ns.n; i++)
        free (ns.v[i]);
      free (ns.v);
      errno = err;
      return -1;
    }
  qsort (ns.v, ns.n, sizeof *ns.v, compare);
  *names = ns.v;
  *n = ns.n;
  return 0;
}
