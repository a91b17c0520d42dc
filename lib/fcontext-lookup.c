/* Looking a path up as libselinux 3.4's selabel_lookup_raw does (the
   file backend's lookup_all): the key made clean, substituted, and the
   last spec in 3.4's order that passes the stem and type filters and
   whose anchored regex matches wins.

   Instead of trying every spec from the end, a lookup merges, from the
   highest index down, only the specs that can match: the literals equal
   to the key, and the regexes whose fixed prefix the key starts with;
   the result is the same spec 3.4 finds.  Nothing is allocated unless
   the key is longer than the stack buffers, and the only shared state
   written is a spec's lazily compiled regex, under a lock.  */

#include <config.h>

#include "fcontext.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Per-thread match data, made on a thread's first regex match.  */
static pthread_key_t md_key;
static pthread_once_t md_once = PTHREAD_ONCE_INIT;

static void
md_free (void *md)
{
  pcre2_match_data_free (md);
}

static void
md_init (void)
{
  pthread_key_create (&md_key, md_free);
}

static pcre2_match_data *
thread_match_data (void)
{
  pthread_once (&md_once, md_init);
  pcre2_match_data *md = pthread_getspecific (md_key);
  if (!md)
    {
      md = pcre2_match_data_create (1, NULL);
      if (md)
        pthread_setspecific (md_key, md);
    }
  return md;
}

enum { MATCH = 1, NO_MATCH = 0, MATCH_FAIL = -1, COMPILE_FAIL = -2 };

/* Compile SP on first use, once for all threads.  */
static int
ensure_compiled (struct sectx_fc const *fc, struct fc_spec *sp)
{
  int st = atomic_load_explicit (&sp->state, memory_order_acquire);
  if (st == 0)
    {
      pthread_mutex_t *lock = (pthread_mutex_t *) &fc->compile_lock;
      pthread_mutex_lock (lock);
      st = atomic_load_explicit (&sp->state, memory_order_acquire);
      if (st == 0)
        {
          int code;
          size_t off;
          if (fc_compile (sp, &code, &off) < 0)
            {
              atomic_store_explicit (&sp->state, 2, memory_order_release);
              st = 2;
            }
          else
            st = 1;
        }
      pthread_mutex_unlock (lock);
    }
  return st == 1 ? 0 : -1;
}

static int
regex_match (struct sectx_fc const *fc, struct fc_spec *sp, char const *key,
             size_t len, bool partial)
{
  if (ensure_compiled (fc, sp) < 0)
    return COMPILE_FAIL;
  pcre2_match_data *md = thread_match_data ();
  if (!md)
    return MATCH_FAIL;
  int rc = sp->jit && !partial
           ? pcre2_jit_match (sp->code, (PCRE2_SPTR) key, len, 0, 0, md, NULL)
           : pcre2_match (sp->code, (PCRE2_SPTR) key, len, 0,
                          partial ? PCRE2_PARTIAL_SOFT : 0, md, NULL);
  if (rc >= 0)
    return MATCH;
  if (rc == PCRE2_ERROR_NOMATCH)
    return NO_MATCH;
  if (partial && rc == PCRE2_ERROR_PARTIAL)
    return MATCH;
  return MATCH_FAIL;
}

/* Rewrite KEY by the first of SUBS, last line first, whose source is a
   prefix of KEY at a component boundary (3.4's selabel_sub).  */
static char const *
apply_subs (struct fc_subs const *subs, char const *key, char *out,
            size_t outsize, char **heap)
{
  for (size_t i = subs->n; i-- > 0;)
    {
      struct fc_sub const *s = &subs->v[i];
      if (strncmp (key, s->src, s->slen) != 0
          || (key[s->slen] != '/' && key[s->slen] != '\0'))
        continue;
      size_t skip = s->slen;
      if (key[skip] == '/' && strcmp (s->dst, "/") == 0)
        skip++;
      size_t dlen = strlen (s->dst), rlen = strlen (key + skip);
      char *dst = out;
      if (dlen + rlen + 1 > outsize)
        {
          dst = malloc (dlen + rlen + 1);
          if (!dst)
            return NULL;
          free (*heap);
          *heap = dst;
        }
      memcpy (dst, s->dst, dlen);
      memcpy (dst + dlen, key + skip, rlen + 1);
      return dst;
    }
  return key;
}

/* The candidate lists a lookup merges, highest index first.  */
enum { MAX_LISTS = 256 };

struct cand
{
  uint32_t const *v;
  uint32_t pos;                 /* entries left: v[0 .. pos) */
  bool known_match;             /* literal table hits: equal to the key */
};

struct merge
{
  struct cand c[MAX_LISTS];
  size_t n;
};

static void
merge_add (struct merge *m, struct fc_list const *l, bool known)
{
  if (l && l->n && m->n < MAX_LISTS)
    m->c[m->n++] = (struct cand) { l->v, l->n, known };
}

/* Pop the highest remaining index; false when none is left.  */
static bool
merge_next (struct merge *m, uint32_t *idx, bool *known)
{
  size_t best = SIZE_MAX;
  for (size_t k = 0; k < m->n; k++)
    if (m->c[k].pos
        && (best == SIZE_MAX
            || m->c[k].v[m->c[k].pos - 1] > m->c[best].v[m->c[best].pos - 1]))
      best = k;
  if (best == SIZE_MAX)
    return false;
  *idx = m->c[best].v[--m->c[best].pos];
  *known = m->c[best].known_match;
  return true;
}

/* The id of KEY's stem (3.4's find_stem_from_file), -1 if none.  */
static int
key_stem (struct sectx_fc const *fc, char const *key)
{
  char const *slash = strchr (key + (key[0] != '\0'), '/');
  if (!slash)
    return -1;
  size_t len = slash - key;
  uint64_t h = FC_HASH_INIT;
  for (size_t i = 0; i < len; i++)
    h = fc_hash_step (h, key[i]);
  struct fc_list const *l = fc_table_find (&fc->stem_tab, key, len, h);
  return l ? (int) l->v[0] : -1;
}

/* Gather the lists of every spec that could match KEY (LEN bytes).
   When the prefix lengths outnumber the room, fall back to every spec
   through a list of all indexes (never with real policies).  */
static void
gather (struct sectx_fc const *fc, char const *key, size_t len,
        struct merge *m)
{
  uint64_t h = FC_HASH_INIT;
  for (size_t i = 0; i < len; i++)
    h = fc_hash_step (h, key[i]);
  merge_add (m, fc_table_find (&fc->literals, key, len, h), true);
  if (len && key[len - 1] == '\n')
    {
      /* PCRE's $ matches before a final newline: "^lit$" matches it.  */
      uint64_t h2 = FC_HASH_INIT;
      for (size_t i = 0; i + 1 < len; i++)
        h2 = fc_hash_step (h2, key[i]);
      merge_add (m, fc_table_find (&fc->literals, key, len - 1, h2), true);
    }
  merge_add (m, &fc->odd_literals, false);
  merge_add (m, &fc->bad, false);

  uint64_t ph = FC_HASH_INIT;
  size_t done = 0;
  for (size_t k = 0; k < fc->nprefix_lens; k++)
    {
      size_t pl = fc->prefix_lens[k];
      if (pl > len)
        break;
      for (; done < pl; done++)
        ph = fc_hash_step (ph, key[done]);
      merge_add (m, fc_table_find (&fc->prefixes, key, pl, ph), false);
    }
}

/* The winning spec for KEY, clean and substituted: its index in *WIN,
   SIZE_MAX for none.  0, or -1 with errno for 3.4's failures.  */
static int
find (struct sectx_fc const *fc, char const *key, mode_t mode, size_t *win)
{
  *win = SIZE_MAX;
  size_t len = strlen (key);
  int kstem = key_stem (fc, key);
  struct merge m;
  m.n = 0;
  gather (fc, key, len, &m);
  uint32_t i;
  bool known;
  while (merge_next (&m, &i, &known))
    {
      struct fc_spec *sp = &fc->specs.v[i];
      if (sp->stem != -1 && sp->stem != kstem)
        continue;
      if (mode && sp->mode && mode != sp->mode)
        continue;
      int r = known ? MATCH : regex_match (fc, sp, key, len, false);
      if (r == MATCH)
        {
          *win = i;
          return 0;
        }
      if (r != NO_MATCH)
        {
          errno = r == COMPILE_FAIL ? SECTX_FC_REGEX_ERRNO : ENOENT;
          return -1;
        }
    }
  return 0;
}

enum { KEYBUF = 4096 };

static int lookup_walk (struct sectx_fc const *, char const *, mode_t, bool,
                        size_t *, bool (*) (void *, struct fc_spec const *),
                        void *);

/* 3.4's key cleaning: "//" collapsed, one trailing '/' dropped.  */
static char const *
clean_key (char const *key, char *out, size_t outsize, char **heap)
{
  size_t len = strlen (key);
  if (!strstr (key, "//") && !(len > 1 && key[len - 1] == '/'))
    return key;
  char *dst = out;
  if (len + 1 > outsize)
    {
      if (!(dst = malloc (len + 1)))
        return NULL;
      *heap = dst;
    }
  size_t n = 0;
  for (size_t i = 0; i < len; i++)
    if (!(key[i] == '/' && n && dst[n - 1] == '/' && key[i - 1] == '/'))
      dst[n++] = key[i];
  if (n > 1 && dst[n - 1] == '/')
    n--;
  dst[n] = '\0';
  return dst;
}

/* Every spec, highest first, whose regex could match KEY or a longer
   key (PCRE2_PARTIAL_SOFT; no stem or type filter), up to the first
   <<none>> or failure (3.4's lookup_all with partial set): call EACH
   for it; the number of calls.  */
static size_t
partial_walk (struct sectx_fc const *fc, char const *key,
              bool (*each) (void *, struct fc_spec const *), void *arg)
{
  size_t len = strlen (key), n = 0;
  for (size_t i = fc->specs.n; i-- > 0;)
    {
      struct fc_spec *sp = &fc->specs.v[i];
      int r = regex_match (fc, sp, key, len, true);
      if (r == NO_MATCH)
        continue;
      if (r != MATCH || strcmp (sp->ctx, "<<none>>") == 0)
        break;
      n++;
      if (!each (arg, sp))
        break;
    }
  return n;
}

static int
lookup (struct sectx_fc const *fc, char const *path, mode_t mode,
        bool partial, size_t *win)
{
  return lookup_walk (fc, path, mode, partial, win, NULL, NULL);
}

static int
lookup_walk (struct sectx_fc const *fc, char const *path, mode_t mode,
             bool partial, size_t *win,
             bool (*each) (void *, struct fc_spec const *), void *arg)
{
  *win = SIZE_MAX;
  if (!path || !*path)
    {
      errno = EINVAL;
      return -1;
    }
  if (!fc->specs.n)
    {
      errno = ENOENT;
      return -1;
    }
  char buf1[KEYBUF], buf2[KEYBUF], buf3[KEYBUF];
  char *heap1 = NULL, *heap2 = NULL, *heap3 = NULL;
  int rc = -1;
  /* .subs first; .subs_dist on its result, or on the key if it did not
     apply: at most one rewrite by each list.  */
  char const *k1 = clean_key (path, buf1, sizeof buf1, &heap1);
  char const *k2 = k1 ? apply_subs (&fc->subs, k1, buf2, sizeof buf2, &heap2)
                      : NULL;
  char const *k3 = k2 ? apply_subs (&fc->dist_subs, k2, buf3, sizeof buf3,
                                    &heap3)
                      : NULL;
  if (!k3)
    goto out;
  if (partial)
    {
      *win = partial_walk (fc, k3, each, arg);
      rc = *win ? 0 : -1;
      errno = ENOENT;
      goto out;
    }
  rc = find (fc, k3, mode & S_IFMT, win);
  if (rc == 0 && (*win == SIZE_MAX
                  || strcmp (fc->specs.v[*win].ctx, "<<none>>") == 0))
    {
      errno = ENOENT;
      rc = -1;
    }
out:;
  int e = errno;
  free (heap1);
  free (heap2);
  free (heap3);
  errno = e;
  return rc;
}

int
sectx_fc_lookup_spec (struct sectx_fc const *fc, char const *path,
                      mode_t mode, char const **ctx, size_t *spec)
{
  int rc = lookup (fc, path, mode, false, spec);
  if (rc == 0)
    *ctx = fc->specs.v[*spec].ctx;
  return rc;
}

int
sectx_fc_lookup (struct sectx_fc const *fc, char const *path, mode_t mode,
                 char const **ctx)
{
  size_t spec;
  return sectx_fc_lookup_spec (fc, path, mode, ctx, &spec);
}

static bool
first_only (void *arg, struct fc_spec const *sp)
{
  (void) arg;
  (void) sp;
  return false;
}

bool
sectx_fc_partial_match (struct sectx_fc const *fc, char const *dirpath)
{
  size_t n;
  return lookup_walk (fc, dirpath, 0, true, &n, first_only, NULL) == 0;
}

int
fc_partial_each (struct sectx_fc const *fc, char const *dirpath,
                 bool (*each) (void *, struct fc_spec const *), void *arg)
{
  size_t n;
  if (lookup_walk (fc, dirpath, 0, true, &n, each, arg) < 0)
    return errno == ENOENT ? 0 : -1;
  return n;
}
