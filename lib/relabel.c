/* Relabel: the decision for one file, as policycoreutils 3.4's
   selinux_restorecon makes it (look up, hard links, customizable types,
   type-only unless forced), and the relabeller's set-up.  The walk is in
   relabel-walk.c.  */

#include <config.h>

#include "relabel-priv.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/statvfs.h>
#include <selinux/selinux.h>
#include <selinux/context.h>

struct sectx_relabel *
sectx_relabel_new (struct sectx_relabel_opts const *opts)
{
  struct sectx_relabel *rl = calloc (1, sizeof *rl);
  if (!rl)
    return NULL;
  rl->o = *opts;
  rl->nspecs = opts->fc ? sectx_fc_nspecs (opts->fc) : 0;
  rl->hits = calloc (rl->nspecs + 1, sizeof *rl->hits);
  if (!rl->hits)
    {
      free (rl);
      return NULL;
    }
  if (opts->altroot)
    {
      size_t n = strlen (opts->altroot);
      while (n && opts->altroot[n - 1] == '/')
        n--;
      rl->altlen = n;
    }
  pthread_mutex_init (&rl->lock, NULL);
  return rl;
}

void
sectx_relabel_free (struct sectx_relabel *rl)
{
  if (!rl)
    return;
  for (size_t i = 0; i < rl->nex; i++)
    free (rl->ex[i].dir);
  free (rl->ex);
  rl_assoc_clear (&rl->assoc);
  free ((void *) rl->hits);
  pthread_mutex_destroy (&rl->lock);
  free (rl);
}

unsigned long const *
sectx_relabel_spec_hits (struct sectx_relabel const *rl)
{
  return (unsigned long const *) rl->hits;
}

void
rl_notify (struct sectx_relabel *rl, struct sectx_rl_event *ev)
{
  if (!rl->o.notify)
    return;
  pthread_mutex_lock (&rl->lock);
  rl->o.notify (rl->o.notify_arg, ev);
  pthread_mutex_unlock (&rl->lock);
}

/* ---- Exclusions ---------------------------------------------------- */

static int
add_exclude (struct sectx_relabel *rl, char const *dir, bool caller)
{
  for (size_t i = 0; i < rl->nex; i++)
    if (strcmp (rl->ex[i].dir, dir) == 0)
      return 0;
  if (dir[0] != '/')
    {
      errno = EINVAL;
      return -1;
    }
  if (rl->nex == rl->exalloc)
    {
      size_t n = rl->exalloc ? 2 * rl->exalloc : 8;
      struct rl_exclude *ex = reallocarray (rl->ex, n, sizeof *ex);
      if (!ex)
        return -1;
      rl->ex = ex;
      rl->exalloc = n;
    }
  size_t len = strlen (dir);
  while (len > 1 && dir[len - 1] == '/')
    len--;
  char *copy = strndup (dir, len);
  if (!copy)
    return -1;
  rl->ex[rl->nex++] = (struct rl_exclude) { copy, len, caller };
  return 0;
}

int
sectx_relabel_exclude (struct sectx_relabel *rl, char const *dir)
{
  return add_exclude (rl, dir, true);
}

static void
remove_mount_exclude (struct sectx_relabel *rl, char const *dir)
{
  for (size_t i = 0; i < rl->nex; i++)
    if (!rl->ex[i].caller && strcmp (rl->ex[i].dir, dir) == 0)
      {
        free (rl->ex[i].dir);
        rl->ex[i] = rl->ex[--rl->nex];
        return;
      }
}

static bool
has_seclabel (char *opts)
{
  char *save = NULL;
  for (char *o = strtok_r (opts, ",", &save); o; o = strtok_r (NULL, ",", &save))
    if (strcmp (o, "seclabel") == 0)
      return true;
  return false;
}

unsigned long long
sectx_relabel_exclude_mounts (struct sectx_relabel *rl, char const *mounts)
{
  FILE *fp = fopen (mounts, "re");
  if (!fp)
    return 0;
  char *line = NULL;
  size_t size = 0;
  unsigned long long nfile = 0;
  while (getline (&line, &size, fp) != -1)
    {
      char *field[4], *save = NULL;
      int n = 0;
      for (char *f = strtok_r (line, " ", &save); f && n < 4;
           f = strtok_r (NULL, " ", &save))
        field[n++] = f;
      if (n < 4)
        continue;
      /* A later mount on the same point undoes an earlier exclusion.  */
      remove_mount_exclude (rl, field[1]);
      if (has_seclabel (field[3]))
        {
          struct statvfs sv;
          if (statvfs (field[1], &sv) == 0)
            nfile += sv.f_files - sv.f_ffree;
        }
      else
        add_exclude (rl, field[1], false);
    }
  free (line);
  fclose (fp);
  return nfile * 1.05;
}

bool
rl_excluded (struct sectx_relabel const *rl, char const *path)
{
  for (size_t i = 0; i < rl->nex; i++)
    if (strncmp (path, rl->ex[i].dir, rl->ex[i].len) == 0
        && (path[rl->ex[i].len] == '\0' || path[rl->ex[i].len] == '/'))
      return true;
  return false;
}

/* ---- Customizable types -------------------------------------------- */

void
sectx_strv_free (char **v)
{
  if (v)
    for (char **p = v; *p; p++)
      free (*p);
  free (v);
}

int
sectx_customizable_types_read (char const *file, char ***types)
{
  *types = NULL;
  FILE *fp = fopen (file, "re");
  if (!fp)
    return -1;
  char **v = NULL, *line = NULL;
  size_t n = 0, size = 0;
  ssize_t len;
  int err = 0;
  while ((len = getline (&line, &size, fp)) > 0)
    {
      /* 3.4 drops the last byte of every line, newline or not.  */
      line[len - 1] = '\0';
      char **nv = reallocarray (v, n + 2, sizeof *v);
      if (!nv || !(nv[n] = strdup (line)))
        {
          if (nv)
            v = nv;
          err = ENOMEM;
          break;
        }
      v = nv;
      v[++n] = NULL;
    }
  free (line);
  fclose (fp);
  if (err || !v)
    {
      if (v)
        v[n] = NULL;
      sectx_strv_free (v);
      errno = err ? err : ENOENT;
      return -1;
    }
  *types = v;
  return 0;
}

static bool
customizable (struct sectx_relabel const *rl, char const *cur)
{
  if (!rl->o.customizable)
    return false;
  context_t c = context_new (cur);
  if (!c)
    return false;
  char const *type = context_type_get (c);
  bool found = false;
  for (char const *const *t = rl->o.customizable; type && *t && !found; t++)
    found = strcmp (*t, type) == 0;
  context_free (c);
  return found;
}

/* 3.4 without -F: when the types differ, NEW's type in CUR's user, role
   and range (*OUT); when they agree, *OUT stays NULL.  */
static int
type_only (char const *cur, char const *new, char **out)
{
  *out = NULL;
  context_t a = context_new (cur), b = a ? context_new (new) : NULL;
  int rc = 0;
  if (!a || !b)
    rc = -1;
  else if (strcmp (context_type_get (a), context_type_get (b)) != 0)
    {
      rc |= context_user_set (b, context_user_get (a));
      rc |= context_role_set (b, context_role_get (a));
      rc |= context_range_set (b, context_range_get (a));
      if (!rc && !(*out = strdup (context_str (b))))
        rc = -1;
    }
  if (a)
    context_free (a);
  if (b)
    context_free (b);
  if (rc && !errno)
    errno = EINVAL;
  return rc ? -1 : 0;
}

/* ---- One file -------------------------------------------------------- */

static void
event (struct sectx_relabel *rl, enum sectx_rl_kind kind, char const *path,
       int err)
{
  struct sectx_rl_event ev = { .kind = kind, .path = path, .err = err };
  rl_notify (rl, &ev);
}

/* The lookup key: PATH without the alternate root.  */
static int
lookup (struct sectx_relabel *rl, struct rl_item const *it, char const **ctx)
{
  char const *key = it->path;
  char const *shown = key;      /* 3.4 warns with the root's "" */
  if (rl->o.altroot)
    {
      if (strncmp (rl->o.altroot, key, rl->altlen) != 0)
        {
          struct sectx_rl_event ev = { .kind = SECTX_RL_ROOT_ERROR,
                                       .path = key, .other = rl->o.altroot };
          rl_notify (rl, &ev);
          return RL_ERR;
        }
      key += rl->altlen;
      shown = key;
      if (!*key)
        key = "/";
    }
  size_t spec = SIZE_MAX;
  int r = sectx_fc_lookup_spec (rl->o.fc, key, it->st.st_mode & S_IFMT, ctx,
                                &spec);
  if (spec < rl->nspecs)
    atomic_fetch_add_explicit (&rl->hits[spec], 1, memory_order_relaxed);
  if (r == 0)
    return 1;
  if (errno != ENOENT)
    return RL_ERR;
  if (it->first)
    event (rl, SECTX_RL_NO_DEFAULT, shown, 0);
  return RL_OK;
}

/* Hard links: 1 when an earlier link decides this inode.  */
static int
associate (struct sectx_relabel *rl, struct rl_item const *it,
           char const *ctx)
{
  char *other, *win;
  pthread_mutex_lock (&rl->lock);
  int r = rl_assoc_add (&rl->assoc, &it->st, ctx, it->path, &other, &win);
  pthread_mutex_unlock (&rl->lock);
  if (r < 0)
    return RL_ERR;
  if (other)
    {
      struct sectx_rl_event ev = { .kind = SECTX_RL_CONFLICT, .path = it->path,
                                   .other = other, .new = win };
      rl_notify (rl, &ev);
      free (other);
      free (win);
      if (rl->o.flags & SECTX_RL_CONFLICT_ERROR)
        {
          event (rl, SECTX_RL_CONFLICT_FATAL, it->path, 0);
          return RL_ERR;
        }
    }
  return r;
}

static int fix_opened (struct sectx_relabel *rl, struct rl_item const *it,
                       char const *spec);

/* Fix IT's label to SPEC.  PATH reaches it: its O_PATH fd in /proc, or,
   not opened yet, its name in its parent's fd, which is opened (and
   checked to be the inode decided on) only when there is a label to
   write.  */
static int
fix (struct sectx_relabel *rl, struct rl_item const *it, char const *spec,
     char const *path)
{
  char *cur = NULL, *typed = NULL;
  char const *want = spec;
  int rc = RL_OK;
  /* Through /proc's link to the fd, or not following the name.  */
  if ((it->fd >= 0 ? getfilecon_raw (path, &cur)
       : lgetfilecon_raw (path, &cur)) < 0)
    {
      if (errno != ENODATA)
        goto err;
      cur = NULL;
    }
  if (cur && strcmp (cur, spec) == 0)
    goto out;
  bool force = rl->o.flags & SECTX_RL_FORCE;
  if (!force && cur && customizable (rl, cur))
    {
      struct sectx_rl_event ev = { .kind = SECTX_RL_CUSTOMIZED,
                                   .path = it->path, .old = cur };
      rl_notify (rl, &ev);
      goto out;
    }
  if (!force && cur)
    {
      errno = 0;
      if (type_only (cur, spec, &typed) < 0)
        goto err;
      if (!typed)
        goto out;
      want = typed;
    }
  bool write = !(rl->o.flags & SECTX_RL_NOCHANGE);
  if (write && it->fd < 0)
    {
      rc = fix_opened (rl, it, spec);
      goto out;
    }
  if (write && setfilecon_raw (path, want) < 0)
    goto err;
  struct sectx_rl_event ev = { .kind = SECTX_RL_CHANGED, .path = it->path,
                               .old = cur, .new = want, .done = write };
  rl_notify (rl, &ev);
  goto out;
err:
  event (rl, SECTX_RL_SET_ERROR, it->path, errno);
  rc = RL_ERR;
out:
  freecon (cur);
  free (typed);
  return rc;
}

/* IT, read through its parent, needs a new label: open it, and decide
   again on the inode opened, which is the one written.  Should its name
   now lead to another file, that file is looked up afresh.  */
static int
fix_opened (struct sectx_relabel *rl, struct rl_item const *it,
            char const *spec)
{
  struct rl_item o = *it;
  o.fd = openat (it->dir->fd, it->name, O_PATH | O_NOFOLLOW | O_CLOEXEC);
  if (o.fd < 0 || fstat (o.fd, &o.st) < 0)
    {
      event (rl, SECTX_RL_SET_ERROR, it->path, errno);
      if (o.fd >= 0)
        close (o.fd);
      return RL_ERR;
    }
  int rc = 1;
  if (o.st.st_ino != it->st.st_ino || o.st.st_dev != it->st.st_dev
      || (o.st.st_mode & S_IFMT) != (it->st.st_mode & S_IFMT))
    rc = lookup (rl, &o, &spec);
  if (rc > 0)
    {
      char procpath[40];
      snprintf (procpath, sizeof procpath, "/proc/self/fd/%d", o.fd);
      rc = fix (rl, &o, spec, procpath);
    }
  close (o.fd);
  return rc;
}

int
rl_decide (struct sectx_relabel *rl, struct rl_item const *it)
{
  char const *spec;
  int r = lookup (rl, it, &spec);
  if (r <= 0)
    return r;
  if (rl->o.flags & SECTX_RL_PROGRESS)
    {
      unsigned long n = atomic_fetch_add (&rl->counted, 1) + 1;
      if (n % 256 == 0)
        {
          struct sectx_rl_event ev = { .kind = SECTX_RL_COUNTED, .n = n };
          rl_notify (rl, &ev);
        }
    }
  if (rl->o.flags & SECTX_RL_ADD_ASSOC)
    {
      r = associate (rl, it, spec);
      if (r < 0)
        {
          event (rl, SECTX_RL_ASSOC_ERROR, it->path, 0);
          return RL_ERR;
        }
      if (r > 0)
        return RL_OK;
    }
  if (rl->o.flags & SECTX_RL_LOG_MATCHES)
    {
      struct sectx_rl_event ev = { .kind = SECTX_RL_MATCHED,
                                   .path = it->path, .new = spec };
      rl_notify (rl, &ev);
    }
  char path[48 + NAME_MAX];
  if (it->fd >= 0)
    snprintf (path, sizeof path, "/proc/self/fd/%d", it->fd);
  else
    snprintf (path, sizeof path, "/proc/%d/fd/%d/%s", (int) rl->pid,
              it->dir->fd, it->name);
  return fix (rl, it, spec, path);
}
