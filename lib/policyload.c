/* Policy load: choose policy.NN as libselinux 3.4's selinux_mkload_policy
   does, downgrade it through libsepol when the kernel takes only older
   versions, and hand it to the kernel.  */

#include <config.h>

#include "sectx.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <sepol/debug.h>
#include <sepol/handle.h>
#include <sepol/policydb.h>

#include "intprops.h"

void
sectx_policy_range (int kernvers, struct sectx_policy_range *r)
{
  int sepol_max = sepol_policy_kern_vers_max ();
  r->kernel = kernvers;
  r->min = sepol_policy_kern_vers_min ();
  r->max = kernvers > sepol_max ? kernvers : sepol_max;
}

/* BASE.VERS, malloc'd.  */
static char *
versioned (char const *base, int vers)
{
  size_t size = strlen (base) + 1 + INT_BUFSIZE_BOUND (int);
  char *p = malloc (size);
  if (p)
    snprintf (p, size, "%s.%d", base, vers);
  return p;
}

int
sectx_policy_open (char const *base, int vers, int min, int *found)
{
  for (;;)
    {
      char *path = versioned (base, vers);
      if (path == NULL)
        return -1;
      int fd = open (path, O_RDONLY | O_CLOEXEC);
      int err = errno;
      free (path);
      if (fd >= 0)
        {
          *found = vers;
          return fd;
        }
      errno = err;
      if (err != ENOENT || --vers < min)
        return -1;
    }
}

/* ---- Notes ---- */

struct notifier
{
  sectx_notify notify;
  void *arg;
};

/* Tell N's listener of a step that failed with ERR; errno survives.  */
static void
note (struct notifier const *n, enum sectx_note_kind kind,
      char const *path, int vers, int err)
{
  if (n->notify == NULL)
    return;
  struct sectx_note nt = { kind, path, vers, err, NULL };
  n->notify (n->arg, &nt);
  errno = err;
}

/* Notes give libsepol's own levels.  */
_Static_assert (SECTX_SEPOL_ERR == SEPOL_MSG_ERR
                && SECTX_SEPOL_WARN == SEPOL_MSG_WARN
                && SECTX_SEPOL_INFO == SEPOL_MSG_INFO, "sepol levels");

/* libsepol's message callback: hand the message on as libsepol's own
   handler would word it, "CHANNEL.FUNCTION: TEXT".  */
static void
sepol_message (void *varg, sepol_handle_t *h, char const *fmt, ...)
{
  struct notifier const *n = varg;
  int err = errno;
  va_list ap;
  char *msg = NULL, *text = NULL;
  va_start (ap, fmt);
  int r = vasprintf (&msg, fmt, ap);
  va_end (ap);
  if (r >= 0 && n->notify
      && asprintf (&text, "%s.%s: %s", sepol_msg_get_channel (h),
                   sepol_msg_get_fname (h), msg) >= 0)
    {
      struct sectx_note nt = { SECTX_NOTE_SEPOL, NULL,
                               sepol_msg_get_level (h), 0, text };
      n->notify (n->arg, &nt);
    }
  free (text);
  free (msg);
  errno = err;
}

/* ---- Downgrading ---- */

enum downgrade { DOWNGRADED, NOT_DOWNGRADED, NOT_A_POLICY };

/* Rewrite the policy image DATA (SIZE bytes) at version VERS into a
   malloc'd *IMAGE of *IMAGE_SIZE bytes.  NOT_A_POLICY (with errno) when
   libsepol cannot read it; NOT_DOWNGRADED when it cannot write it at
   VERS.  */
static enum downgrade
downgrade (void const *data, size_t size, int vers, struct notifier *n,
           void **image, size_t *image_size)
{
  sepol_handle_t *h = sepol_handle_create ();
  sepol_policy_file_t *pf = NULL;
  sepol_policydb_t *db = NULL;
  enum downgrade r = NOT_A_POLICY;
  int err = ENOMEM;
  if (h == NULL || sepol_policy_file_create (&pf) != 0
      || sepol_policydb_create (&db) != 0)
    goto out;
  sepol_msg_set_callback (h, sepol_message, n);
  sepol_policy_file_set_handle (pf, h);
  sepol_policy_file_set_mem (pf, (char *) data, size);

  /* libsepol sets errno for some faults (a short file) and not for
     others (a bad magic number); the latter are EINVAL here.  */
  errno = 0;
  if (sepol_policydb_read (db, pf) != 0)
    {
      err = errno ? errno : EINVAL;
      goto out;
    }
  err = 0;
  void *fresh = NULL;
  size_t fresh_size;
  r = NOT_DOWNGRADED;
  if (sepol_policydb_set_vers (db, vers) == 0
      && sepol_policydb_to_image (h, db, &fresh, &fresh_size) == 0)
    {
      *image = fresh;
      *image_size = fresh_size;
      r = DOWNGRADED;
    }
 out:
  sepol_policydb_free (db);
  sepol_policy_file_free (pf);
  if (h)
    sepol_handle_destroy (h);
  errno = err;
  return r;
}

/* ---- Loading ---- */

/* The search state of one load.  */
struct search
{
  char const *base;             /* ROOT/etc/selinux/TYPE/policy/policy */
  char const *mnt;              /* selinuxfs, or NULL */
  struct sectx_policy_range range;
  struct notifier n;
};

enum try { LOADED, FAILED, TRY_OLDER };

/* Load the open policy file FD, PATH, at version VERS.  */
static enum try
load_file (struct search const *s, int fd, char const *path, int vers)
{
  struct notifier n = s->n;
  struct stat st;
  if (fstat (fd, &st) != 0)
    {
      note (&n, SECTX_NOTE_STAT, path, vers, errno);
      return FAILED;
    }
  void *map = mmap (NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (map == MAP_FAILED)
    {
      note (&n, SECTX_NOTE_MAP, path, vers, errno);
      return FAILED;
    }

  void *image = map;
  size_t size = st.st_size;
  enum try r = FAILED;
  if (vers > s->range.kernel)
    switch (downgrade (map, size, s->range.kernel, &n, &image, &size))
      {
      case NOT_A_POLICY:
        goto unmap;
      case NOT_DOWNGRADED:
        note (&n, SECTX_NOTE_DOWNGRADE, path, vers, 0);
        r = TRY_OLDER;
        goto unmap;
      case DOWNGRADED:
        break;
      }
  if (sectx_load_image (s->mnt, image, size) == 0)
    r = LOADED;
  else
    note (&n, SECTX_NOTE_LOAD, path, vers, errno);
  if (image != map)
    free (image);
 unmap:;
  int err = errno;
  munmap (map, st.st_size);
  errno = err;
  return r;
}

/* Search from version VERS down; load the first file that will do.  */
static int
search_and_load (struct search const *s)
{
  int vers = s->range.max;
  for (;;)
    {
      int fd = sectx_policy_open (s->base, vers, s->range.min, &vers);
      if (fd < 0)
        {
          note (&s->n, SECTX_NOTE_OPEN, s->base, s->range.max, errno);
          return -1;
        }
      char *path = versioned (s->base, vers);
      enum try r = path ? load_file (s, fd, path, vers) : FAILED;
      int err = errno;
      free (path);
      close (fd);
      errno = err;
      if (r != TRY_OLDER)
        return r == LOADED ? 0 : -1;
      vers--;
    }
}

/* Give the booleans the values setsebool -P kept in the file BOOLS.  The
   policy is loaded whatever happens here, so a failure is only noted.  */
static void
apply_booleans (char const *mnt, char const *bools, struct notifier *n)
{
  unsigned long line;
  if (sectx_boolfile_apply (mnt, bools, &line) != 0)
    note (n, SECTX_NOTE_BOOLEANS, bools, line, errno);
}

int
sectx_policy_load (char const *root, char const *mnt,
                   sectx_notify notify, void *arg)
{
  struct sectx_config cfg;
  if (sectx_config_read (root, &cfg) != 0 && cfg.type == NULL)
    return -1;
  char *base = sectx_policy_base (root, cfg.type);
  char *bools = sectx_policy_file (root, cfg.type, "booleans.local");
  sectx_config_free (&cfg);
  if (base == NULL || bools == NULL)
    {
      free (base);
      free (bools);
      return -1;
    }

  struct search s = { base, mnt, { 0, 0, 0 }, { notify, arg } };
  sectx_policy_range (sectx_policyvers (mnt), &s.range);
  int r = search_and_load (&s);
  int err = errno;
  if (r == 0)
    apply_booleans (mnt, bools, &s.n);
  free (bools);
  free (base);
  errno = err;
  return r;
}
