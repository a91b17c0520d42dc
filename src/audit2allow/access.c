/* Merging denials into access vectors (sepolgen/access.py,
   AccessVectorSet) and SELINUX_ERR records into role lines.  */

#include <config.h>

#include "access.h"
#include "analyze.h"

#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "xalloc.h"

static int
xr_cmp (void const *a, void const *b)
{
  struct xrange const *x = a, *y = b;
  if (x->lo != y->lo)
    return x->lo < y->lo ? -1 : 1;
  return x->hi < y->hi ? -1 : x->hi > y->hi;
}

/* Sort and join ranges that overlap or touch.  */
static void
xperms_normalize (struct xperms *x)
{
  qsort (x->r, x->n, sizeof *x->r, xr_cmp);
  size_t o = 0;
  for (size_t i = 0; i < x->n; i++)
    {
      if (o && x->r[i].lo <= x->r[o - 1].hi + 1)
        {
          if (x->r[i].hi > x->r[o - 1].hi)
            x->r[o - 1].hi = x->r[i].hi;
        }
      else
        x->r[o++] = x->r[i];
    }
  x->n = o;
}

void
xperms_add (struct xperms *x, int64_t lo, int64_t hi)
{
  if (x->n == x->alloc)
    x->r = x2nrealloc (x->r, &x->alloc, sizeof *x->r);
  x->r[x->n].lo = lo;
  x->r[x->n++].hi = hi;
  xperms_normalize (x);
}

/* A hash from a string key to an index.  */
struct slot
{
  char *key;
  size_t len;
  size_t val;
};

static size_t
slot_hash (void const *e, size_t n)
{
  struct slot const *s = e;
  return mem_hash (s->key, s->len) % n;
}

static bool
slot_eq (void const *a, void const *b)
{
  struct slot const *x = a, *y = b;
  return x->len == y->len && memcmp (x->key, y->key, x->len) == 0;
}

static void
slot_free (void *e)
{
  struct slot *s = e;
  free (s->key);
  free (s);
}

/* The index of KEY (LEN bytes) in H, adding it with NEXT if new.  */
static size_t
slot_get (Hash_table *h, char const *key, size_t len, size_t next,
          bool *added)
{
  struct slot probe = { (char *) key, len, 0 };
  struct slot *s = hash_lookup (h, &probe);
  *added = !s;
  if (s)
    return s->val;
  s = xmalloc (sizeof *s);
  s->key = ximemdup (key, len);
  s->len = len;
  s->val = next;
  if (!hash_insert (h, s))
    xalloc_die ();
  return next;
}

static Hash_table *
slots_new (void)
{
  Hash_table *h = hash_initialize (64, NULL, slot_hash, slot_eq, slot_free);
  if (!h)
    xalloc_die ();
  return h;
}

/* Add the strings V[0..N) to the sorted set *S of *NS.  */
void
set_union (char ***s, size_t *ns, char *const *v, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      /* The sets are small: a scan, then an insertion in order.  */
      size_t j = 0;
      int c = 1;
      while (j < *ns && (c = strcmp ((*s)[j], v[i])) < 0)
        j++;
      if (j < *ns && c == 0)
        continue;
      *s = xreallocarray (*s, *ns + 1, sizeof **s);
      memmove (*s + j + 1, *s + j, (*ns - j) * sizeof **s);
      (*s)[j] = v[i];
      (*ns)++;
    }
}

static int
av_cmp (void const *a, void const *b)
{
  struct av const *x = *(struct av *const *) a, *y = *(struct av *const *) b;
  if (x->src_ord != y->src_ord)
    return x->src_ord < y->src_ord ? -1 : 1;
  if (x->pair_ord != y->pair_ord)
    return x->pair_ord < y->pair_ord ? -1 : 1;
  return x->ord < y->ord ? -1 : x->ord > y->ord;
}

/* Python's repr () of a list of strings.  */
static char *
list_repr (char const *const *v, size_t n)
{
  size_t len = 3;
  char **r = xnmalloc (n ? n : 1, sizeof *r);
  for (size_t i = 0; i < n; i++)
    len += strlen (r[i] = py_repr (v[i])) + 2;
  char *s = xmalloc (len), *q = s;
  *q++ = '[';
  for (size_t i = 0; i < n; i++)
    {
      if (i)
        q = stpcpy (q, ", ");
      q = stpcpy (q, r[i]);
      free (r[i]);
    }
  strcpy (q, "]");
  free (r);
  return s;
}

static bool
add_denial (struct access *a, struct record *m, Hash_table *srcs,
            Hash_table *pairs, Hash_table *keys, char **err)
{
  if (m->nperms == 0)
    {
      char const *l[3] = { m->scon.type, m->tcon.type, m->tclass };
      char *r = list_repr (l, 3);
      xasprintf_err (err, "List must contain at least four elements %s", r);
      free (r);
      return false;
    }
  char const *s = m->scon.type, *t = m->tcon.type, *c = m->tclass;
  size_t ls = strlen (s) + 1, lt = strlen (t) + 1, lc = strlen (c) + 1;
  char *k = xmalloc (ls + lt + lc + 16);
  memcpy (k, s, ls);
  memcpy (k + ls, t, lt);
  memcpy (k + ls + lt, c, lc);
  int v = m->an ? (int) m->an->verdict : V_TERULE;
  memcpy (k + ls + lt + lc, &v, sizeof v);
  bool added;
  size_t so = slot_get (srcs, k, ls, hash_get_n_entries (srcs), &added);
  size_t po = slot_get (pairs, k, ls + lt, hash_get_n_entries (pairs),
                        &added);
  size_t idx = slot_get (keys, k, ls + lt + lc + sizeof v, a->navs, &added);
  free (k);
  struct av *av;
  if (added)
    {
      av = xzalloc (sizeof *av);
      av->src = s, av->tgt = t, av->cls = c;
      av->verdict = v;
      av->an = m->an;
      av->src_ord = so, av->pair_ord = po, av->ord = idx;
      if (a->navs == a->avs_alloc)
        a->avs = x2nrealloc (a->avs, &a->avs_alloc, sizeof *a->avs);
      a->avs[a->navs++] = av;
    }
  else
    av = a->avs[idx];
  set_union (&av->perms, &av->nperms, m->perms, m->nperms);
  if (m->has_ioctl && m->ioctlcmd)
    xperms_add (&av->xp, m->ioctlcmd, m->ioctlcmd);
  if (av->nmsgs == av->msgs_alloc)
    av->msgs = x2nrealloc (av->msgs, &av->msgs_alloc, sizeof *av->msgs);
  av->msgs[av->nmsgs++] = m;
  return true;
}

static int
role_cmp (void const *a, void const *b)
{
  return strcmp (((struct role_types const *) a)->role,
                 ((struct role_types const *) b)->role);
}

static void
add_roles (struct access *a, struct log const *log, type_filter keep,
           void *arg)
{
  for (size_t i = 0; i < log->ncsids; i++)
    {
      struct record const *r = log->csids[i];
      if (keep && !keep (r->invalid.type, arg) && !keep (r->scon.type, arg)
          && !keep (r->tcon.type, arg))
        continue;
      size_t j;
      for (j = 0; j < a->nroles; j++)
        if (strcmp (a->roles[j].role, r->invalid.role) == 0)
          break;
      if (j == a->nroles)
        {
          a->roles = xreallocarray (a->roles, a->nroles + 1,
                                    sizeof *a->roles);
          a->roles[a->nroles++] = (struct role_types) { r->invalid.role,
                                                         NULL, 0 };
        }
      char *ty = r->invalid.type;
      set_union ((char ***) &a->roles[j].types, &a->roles[j].ntypes, &ty, 1);
    }
  if (a->nroles)
    qsort (a->roles, a->nroles, sizeof *a->roles, role_cmp);
}

bool
access_build (struct access *a, struct log const *log, type_filter keep,
              void *arg, char **err)
{
  memset (a, 0, sizeof *a);
  Hash_table *srcs = slots_new (), *pairs = slots_new (), *keys = slots_new ();
  bool ok = true;
  for (size_t i = 0; ok && i < log->navcs; i++)
    {
      struct record *m = log->avcs[i];
      if (!m->denial)
        continue;
      if (keep && !keep (m->scon.type, arg) && !keep (m->tcon.type, arg))
        continue;
      ok = add_denial (a, m, srcs, pairs, keys, err);
    }
  hash_free (srcs);
  hash_free (pairs);
  hash_free (keys);
  if (!ok)
    {
      access_free (a);
      memset (a, 0, sizeof *a);
      return false;
    }
  if (a->navs)
    qsort (a->avs, a->navs, sizeof *a->avs, av_cmp);
  add_roles (a, log, keep, arg);
  return true;
}

void
access_free (struct access *a)
{
  for (size_t i = 0; i < a->navs; i++)
    {
      free (a->avs[i]->perms);
      free (a->avs[i]->msgs);
      free (a->avs[i]->xp.r);
      free (a->avs[i]);
    }
  free (a->avs);
  for (size_t i = 0; i < a->nroles; i++)
    free (a->roles[i].types);
  free (a->roles);
}
