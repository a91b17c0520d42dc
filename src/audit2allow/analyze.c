/* The analysis: why the policy denies an access, computed with libsepol
   as libselinux 3.4's audit2why module does (the policy read into a
   policydb of our own, each boolean flipped alone to see whether it
   would allow the access).  Flipping booleans on the policydb that the
   services use needs sepol_set_policydb and the sidtab calls, which only
   the static libsepol exports, so this file is linked with libsepol.a.
   libsepol itself reports unknown types and classes on standard error,
   exactly as under 3.4.  */

#include <config.h>

/* conditional.h names a field "bool", which stdbool.h makes a macro:
   read the field before that definition is back.  */
#undef bool
#include <sepol/policydb/conditional.h>
static inline unsigned int
expr_bool (cond_expr_t const *e)
{
  return e->bool;
}
#define bool _Bool

#include "analyze.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sepol/sepol.h>
#include <sepol/policydb.h>
#include <sepol/policydb/services.h>
#include <sepol/policydb/sidtab.h>
#include <sepol/policydb/ebitmap.h>
#include <sepol/policydb/hashtab.h>

#include "hash.h"
#include "xalloc.h"

struct policy
{
  sepol_handle_t *handle;
  sepol_policydb_t *db;
  sidtab_t sidtab;
  char **bools;
  int *bool_values;
  size_t nbools;
  /* Per boolean, the conditionals whose expression names it: only
     their rules can change when it flips.  */
  cond_node_t ***conds;
  size_t *nconds;
  /* The allow rules of the conditionals, by class: which boolean's
     conditional holds a rule for which source and target.  */
  struct bool_rule *rules[1 + 1024];
  size_t nrules[1 + 1024];
  bool *candidate;              /* per boolean, for one access */
  /* The analyses, by key: open addressing, a power of two of slots
     (a look-up per record: the hash is kept, and the key is in the
     entry, so that a miss seldom touches another cache line).  */
  struct entry **slots;
  size_t nslots, nentries;
  /* Contexts already given a SID, the same way: libsepol's parsing of a
     context string costs as much as the access it decides.  */
  struct sid_entry *sids;
  size_t nsids, nsids_used;
  char *key;                    /* the lookup key, reused */
  size_t keysize;
  /* The decisions per (source SID, target SID, class), the same way:
     many permission lists share one, and libsepol computes it once.  */
  struct decision **decs;
  size_t ndecs, ndecs_used;
};

/* What libsepol decides for a source, target and class, whatever the
   permissions asked: a permission is denied by one stage (TE rules,
   constraints, RBAC) or allowed, so the reason for a set of them is the
   union of each one's, and a boolean flipped allows the set when it
   allows each.  Not for a source type with bounds, whose check in
   libsepol gives its reason whatever was asked.  */
struct decision
{
  sepol_security_id_t ssid, tsid;
  sepol_security_class_t tclass;
  sepol_access_vector_t allowed, auditdeny;
  unsigned int reasons;         /* of all permissions asked at once */
  unsigned char bit_reason[32]; /* per permission bit, 0 if not known */
  bool bools_known;
  size_t nflips;
  struct flip { size_t bool_index; sepol_access_vector_t allowed; } *flips;
  bool text_known;
  char *text;                   /* the constraint's text, NULL if none */
};

/* A context string and its SID.  */
struct sid_entry
{
  size_t hash;
  char *str;
  sepol_security_id_t sid;
};

/* A cache entry: the analysis, then the key bytes.  */
struct entry
{
  size_t hash;
  size_t keylen;
  struct analysis an;
  char key[];
};

static void
analysis_free (struct analysis *an)
{
  for (size_t i = 0; i < an->nbools; i++)
    free (an->bools[i].name);
  free (an->bools);
  free (an->constraint);
  for (size_t i = 0; i < an->ncauses; i++)
    free (an->causes[i][0]), free (an->causes[i][1]);
}

static void
entry_free (struct entry *x)
{
  analysis_free (&x->an);
  free (x);
}

static int
load_bool (sepol_bool_t const *b, void *arg)
{
  struct policy *p = arg;
  p->bools[p->nbools] = xstrdup (sepol_bool_get_name (b));
  p->bool_values[p->nbools] = sepol_bool_get_value (b);
  p->nbools++;
  return 0;
}

struct bool_rule
{
  uint32_t source, target;
  size_t bool_index;
};

static void
index_list (struct policy *p, cond_av_list_t const *list, size_t b)
{
  for (; list; list = list->next)
    {
      avtab_key_t const *k = &list->node->key;
      uint32_t c = k->target_class;
      if (!(k->specified & AVTAB_ALLOWED) || c == 0 || c > 1024)
        continue;
      p->rules[c] = xreallocarray (p->rules[c], p->nrules[c] + 1,
                                   sizeof *p->rules[c]);
      p->rules[c][p->nrules[c]++] = (struct bool_rule) { k->source_type,
                                                          k->target_type, b };
    }
}

static void
index_conditionals (struct policy *p)
{
  policydb_t *db = &p->db->p;
  p->conds = xcalloc (p->nbools + 1, sizeof *p->conds);
  p->nconds = xcalloc (p->nbools + 1, sizeof *p->nconds);
  for (size_t i = 0; i < p->nbools; i++)
    {
      cond_bool_datum_t *b = hashtab_search (db->p_bools.table, p->bools[i]);
      if (!b)
        continue;
      for (cond_node_t *c = db->cond_list; c; c = c->next)
        for (cond_expr_t *e = c->expr; e; e = e->next)
          if (e->expr_type == COND_BOOL && expr_bool (e) == b->s.value)
            {
              p->conds[i] = xreallocarray (p->conds[i], p->nconds[i] + 1,
                                           sizeof *p->conds[i]);
              p->conds[i][p->nconds[i]++] = c;
              index_list (p, c->true_list, i);
              index_list (p, c->false_list, i);
              break;
            }
    }
  p->candidate = xcalloc (p->nbools + 1, sizeof *p->candidate);
}

/* Mark the booleans whose conditionals hold a rule that allows STYPE
   TTYPE:TCLASS something: only flipping one of those can change the
   decision, so the others need not be tried.  Unknown types: all.  */
static void
mark_candidates (struct policy *p, uint32_t stype, uint32_t ttype,
                 uint32_t tclass)
{
  policydb_t const *db = &p->db->p;
  bool all = !stype || !ttype || tclass == 0 || tclass > 1024;
  for (size_t i = 0; i < p->nbools; i++)
    p->candidate[i] = all;
  if (all)
    return;
  ebitmap_t const *sa = &db->type_attr_map[stype - 1];
  ebitmap_t const *ta = &db->type_attr_map[ttype - 1];
  for (size_t j = 0; j < p->nrules[tclass]; j++)
    {
      struct bool_rule const *br = &p->rules[tclass][j];
      if (!p->candidate[br->bool_index]
          && ebitmap_get_bit (sa, br->source - 1)
          && ebitmap_get_bit (ta, br->target - 1))
        p->candidate[br->bool_index] = true;
    }
}

/* The value of type NAME, 0 if unknown.  */
static uint32_t
type_value (struct policy const *p, char const *name)
{
  type_datum_t *t = hashtab_search (p->db->p.p_types.table, (char *) name);
  return t ? t->s.value : 0;
}

struct policy *
policy_open (char const *path, char **err)
{
  FILE *fp = fopen (path, "re");
  if (!fp)
    {
      xasprintf_err (err, "unable to open %s:  %s", path, strerror (errno));
      return NULL;
    }
  struct policy *p = xzalloc (sizeof *p);
  struct sepol_policy_file *pf = NULL;
  if (sepol_policy_file_create (&pf) || sepol_policydb_create (&p->db))
    xalloc_die ();
  sepol_policy_file_set_fp (pf, fp);
  if (sepol_policydb_read (p->db, pf))
    {
      xasprintf_err (err, "invalid binary policy %s", path);
      sepol_policy_file_free (pf);
      sepol_policydb_free (p->db);
      fclose (fp);
      free (p);
      return NULL;
    }
  sepol_policy_file_free (pf);
  fclose (fp);
  sepol_set_policydb (&p->db->p);
  p->handle = sepol_handle_create ();
  sepol_msg_set_callback (p->handle, NULL, NULL);
  unsigned int cnt = 0;
  sepol_bool_count (p->handle, p->db, &cnt);
  p->bools = xcalloc (cnt + 1, sizeof *p->bools);
  p->bool_values = xcalloc (cnt + 1, sizeof *p->bool_values);
  sepol_bool_iterate (p->handle, p->db, load_bool, p);
  index_conditionals (p);
  if (sepol_sidtab_init (&p->sidtab) < 0)
    xalloc_die ();
  sepol_set_sidtab (&p->sidtab);
  p->nslots = 1024;
  p->slots = xcalloc (p->nslots, sizeof *p->slots);
  p->nsids = 256;
  p->sids = xcalloc (p->nsids, sizeof *p->sids);
  p->ndecs = 256;
  p->decs = xcalloc (p->ndecs, sizeof *p->decs);
  return p;
}

void
policy_close (struct policy *p)
{
  if (!p)
    return;
  for (size_t i = 0; i < p->nslots; i++)
    if (p->slots[i])
      entry_free (p->slots[i]);
  free (p->slots);
  for (size_t i = 0; i < p->nsids; i++)
    free (p->sids[i].str);
  free (p->sids);
  free (p->key);
  for (size_t i = 0; i < p->ndecs; i++)
    if (p->decs[i])
      free (p->decs[i]->flips), free (p->decs[i]->text), free (p->decs[i]);
  free (p->decs);
  for (size_t i = 0; i < p->nbools; i++)
    free (p->bools[i]), free (p->conds[i]);
  free (p->bools);
  free (p->conds);
  free (p->nconds);
  free (p->candidate);
  for (size_t c = 0; c <= 1024; c++)
    free (p->rules[c]);
  free (p->bool_values);
  sepol_sidtab_shutdown (&p->sidtab);
  sepol_sidtab_destroy (&p->sidtab);
  sepol_policydb_free (p->db);
  sepol_handle_destroy (p->handle);
  free (p);
}

/* Set boolean I to VALUE in the policy the services compute with.  */
static void
set_bool (struct policy *p, size_t i, int value)
{
  sepol_bool_key_t *key;
  sepol_bool_t *b;
  if (sepol_bool_key_create (p->handle, p->bools[i], &key) < 0)
    xalloc_die ();
  if (sepol_bool_query (p->handle, p->db, key, &b) >= 0 && b)
    {
      sepol_bool_set_value (b, value);
      sepol_bool_set (p->handle, p->db, key, b);
      sepol_bool_free (b);
    }
  sepol_bool_key_free (key);
}

/* The booleans that, flipped alone, allow AV.  */
static void
check_booleans (struct policy *p, struct record const *r,
                sepol_security_id_t ssid,
                sepol_security_id_t tsid, sepol_security_class_t tclass,
                sepol_access_vector_t av, struct analysis *an)
{
  uint32_t stype = type_value (p, r->scon.type);
  uint32_t ttype = type_value (p, r->tcon.type);
  mark_candidates (p, stype, ttype, tclass);
  for (size_t i = 0; i < p->nbools; i++)
    {
      if (!p->candidate[i])
        continue;
      struct sepol_av_decision avd;
      unsigned int reason;
      int active = p->bool_values[i];
      set_bool (p, i, !active);
      int rc = sepol_compute_av_reason (ssid, tsid, tclass, av, &avd,
                                        &reason);
      set_bool (p, i, active);
      if (rc >= 0 && !reason)
        {
          an->bools = xreallocarray (an->bools, an->nbools + 1,
                                     sizeof *an->bools);
          an->bools[an->nbools].name = xstrdup (p->bools[i]);
          an->bools[an->nbools].value = !active;
          an->nbools++;
        }
    }
}

/* What sepolgen adds to a constraint verdict: the context fields that
   differ, each a possible cause.  */
static void
constraint_causes (struct record const *r, struct analysis *an)
{
  struct secon const *s = &r->scon, *t = &r->tcon;
  if (strcmp (s->user, t->user) != 0)
    {
      xasprintf_err (&an->causes[an->ncauses][0], "user (%s)", s->user);
      xasprintf_err (&an->causes[an->ncauses++][1], "user (%s)", t->user);
    }
  if (strcmp (s->role, t->role) != 0 && strcmp (t->role, "object_r") != 0)
    {
      xasprintf_err (&an->causes[an->ncauses][0], "role (%s)", s->role);
      xasprintf_err (&an->causes[an->ncauses++][1], "role (%s)", t->role);
    }
  bool sl = s->level != NULL, tl = t->level != NULL;
  if (sl != tl || (sl && strcmp (s->level, t->level) != 0))
    {
      xasprintf_err (&an->causes[an->ncauses][0], "level (%s)",
                     sl ? s->level : "None");
      xasprintf_err (&an->causes[an->ncauses++][1], "level (%s)",
                     tl ? t->level : "None");
    }
}

/* The first probe of HASH among N (a power of two) slots.  */
static size_t
probe_of (size_t hash, size_t n)
{
  return (hash * UINT64_C (0x9E3779B97F4A7C15)) >> 32 & (n - 1);
}

/* sepol_context_to_sid, remembered per context string.  */
static int
context_sid (struct policy *p, char const *str, sepol_security_id_t *sid)
{
  size_t len = strlen (str);
  size_t h = mem_hash (str, len);
  size_t i = probe_of (h, p->nsids);
  for (; p->sids[i].str; i = (i + 1) & (p->nsids - 1))
    if (p->sids[i].hash == h && strcmp (p->sids[i].str, str) == 0)
      {
        *sid = p->sids[i].sid;
        return 0;
      }
  if (sepol_context_to_sid (str, len + 1, sid) < 0)
    return -1;
  p->sids[i] = (struct sid_entry) { h, xstrdup (str), *sid };
  if (++p->nsids_used * 2 > p->nsids)
    {
      struct sid_entry *old = p->sids;
      size_t n = p->nsids;
      p->nsids = n * 2;
      p->sids = xcalloc (p->nsids, sizeof *p->sids);
      for (size_t k = 0; k < n; k++)
        if (old[k].str)
          {
            size_t j = probe_of (old[k].hash, p->nsids);
            while (p->sids[j].str)
              j = (j + 1) & (p->nsids - 1);
            p->sids[j] = old[k];
          }
      free (old);
    }
  return 0;
}

static size_t
decision_hash (sepol_security_id_t ssid, sepol_security_id_t tsid,
               sepol_security_class_t tclass)
{
  return ((size_t) ssid << 40) ^ ((size_t) tsid << 16) ^ tclass;
}

/* Twice the decision slots, the decisions placed again.  */
static void
grow_decisions (struct policy *p)
{
  struct decision **old = p->decs;
  size_t n = p->ndecs;
  p->ndecs = n * 2;
  p->decs = xcalloc (p->ndecs, sizeof *p->decs);
  for (size_t i = 0; i < n; i++)
    if (old[i])
      {
        struct decision *d = old[i];
        size_t j = probe_of (decision_hash (d->ssid, d->tsid, d->tclass),
                             p->ndecs);
        while (p->decs[j])
          j = (j + 1) & (p->ndecs - 1);
        p->decs[j] = d;
      }
  free (old);
}

/* The decision for SSID TSID:TCLASS, computed the first time; NULL if
   libsepol cannot compute it.  */
static struct decision *
decision_of (struct policy *p, sepol_security_id_t ssid,
             sepol_security_id_t tsid, sepol_security_class_t tclass)
{
  size_t i = probe_of (decision_hash (ssid, tsid, tclass), p->ndecs);
  for (struct decision *d; (d = p->decs[i]); i = (i + 1) & (p->ndecs - 1))
    if (d->ssid == ssid && d->tsid == tsid && d->tclass == tclass)
      return d;
  struct sepol_av_decision avd;
  unsigned int reason;
  if (sepol_compute_av_reason (ssid, tsid, tclass, ~(sepol_access_vector_t) 0,
                               &avd, &reason) < 0)
    return NULL;
  struct decision *d = xzalloc (sizeof *d);
  d->ssid = ssid;
  d->tsid = tsid;
  d->tclass = tclass;
  d->allowed = avd.allowed;
  d->auditdeny = avd.auditdeny;
  d->reasons = reason;
  p->decs[i] = d;
  if (++p->ndecs_used * 2 > p->ndecs)
    grow_decisions (p);
  return d;
}

/* The reason libsepol gives for AV: the union of its permissions'.  */
static unsigned int
decision_reason (struct decision *d, sepol_access_vector_t av)
{
  sepol_access_vector_t denied = av & ~d->allowed;
  if (!denied)
    return 0;
  /* One stage denied everything denied: it denies these too.  */
  if (!(d->reasons & (d->reasons - 1)))
    return d->reasons;
  unsigned int reason = 0;
  for (unsigned int b = 0; b < 32; b++)
    if (denied & ((sepol_access_vector_t) 1 << b))
      {
        if (!d->bit_reason[b])
          {
            struct sepol_av_decision avd;
            unsigned int r = 0;
            sepol_compute_av_reason (d->ssid, d->tsid, d->tclass,
                                     (sepol_access_vector_t) 1 << b, &avd, &r);
            d->bit_reason[b] = r;
          }
        reason |= d->bit_reason[b];
      }
  return reason;
}

/* What each boolean worth flipping allows when flipped alone.  */
static void
decision_flips (struct policy *p, struct decision *d, uint32_t stype,
                uint32_t ttype)
{
  d->bools_known = true;
  mark_candidates (p, stype, ttype, d->tclass);
  for (size_t i = 0; i < p->nbools; i++)
    {
      if (!p->candidate[i])
        continue;
      struct sepol_av_decision avd;
      unsigned int reason;
      int active = p->bool_values[i];
      set_bool (p, i, !active);
      int rc = sepol_compute_av_reason (d->ssid, d->tsid, d->tclass,
                                        ~(sepol_access_vector_t) 0, &avd,
                                        &reason);
      set_bool (p, i, active);
      if (rc < 0)
        continue;
      d->flips = xreallocarray (d->flips, d->nflips + 1, sizeof *d->flips);
      d->flips[d->nflips++] = (struct flip) { i, avd.allowed };
    }
}

/* The booleans that, flipped alone, allow AV, from D.  */
static void
decision_bools (struct policy *p, struct decision *d,
                struct record const *r, sepol_access_vector_t av,
                struct analysis *an)
{
  if (!d->bools_known)
    decision_flips (p, d, type_value (p, r->scon.type),
                    type_value (p, r->tcon.type));
  for (size_t k = 0; k < d->nflips; k++)
    if (!(av & ~d->flips[k].allowed))
      {
        size_t i = d->flips[k].bool_index;
        an->bools = xreallocarray (an->bools, an->nbools + 1,
                                   sizeof *an->bools);
        an->bools[an->nbools].name = xstrdup (p->bools[i]);
        an->bools[an->nbools].value = !p->bool_values[i];
        an->nbools++;
      }
}

/* The verdict on AV from D, as compute_slow gives it.  */
static bool
decide (struct policy *p, struct decision *d, struct record const *r,
        sepol_access_vector_t av, struct analysis *an, char const **why)
{
  unsigned int reason = decision_reason (d, av);
  if (!reason)
    an->verdict = V_ALLOW;
  else if (reason & SEPOL_COMPUTEAV_TE)
    {
      decision_bools (p, d, r, av, an);
      an->verdict = (an->nbools ? V_BOOLEAN
                     : av & ~d->auditdeny ? V_DONTAUDIT : V_TERULE);
    }
  else if (reason & SEPOL_COMPUTEAV_CONS)
    {
      /* The text does not depend on the permissions asked.  */
      if (!d->text_known)
        {
          struct sepol_av_decision avd;
          unsigned int rs;
          if (sepol_compute_av_reason_buffer (d->ssid, d->tsid, d->tclass,
                                              av, &avd, &rs, &d->text, 0) < 0)
            {
              *why = "libsepol could not compute the access";
              return false;
            }
          d->text_known = true;
        }
      an->verdict = V_CONSTRAINT;
      an->constraint = xstrdup (d->text ? d->text : "None");
      constraint_causes (r, an);
    }
  else if (reason & SEPOL_COMPUTEAV_RBAC)
    an->verdict = V_RBAC;
  else
    {
      *why = "libsepol could not compute the access";
      return false;
    }
  return true;
}

/* The source type has bounds: libsepol's reason may then not be the
   union of the permissions'.  */
static bool
bounded (struct policy const *p, uint32_t stype)
{
  policydb_t const *db = &p->db->p;
  return !stype || stype > db->p_types.nprim
         || !db->type_val_to_struct[stype - 1]
         || db->type_val_to_struct[stype - 1]->bounds;
}

/* Compute the verdict; false when 3.4 would reject the record.  */
static bool
compute (struct policy *p, struct record const *r, struct analysis *an,
         char const **why)
{
  sepol_security_id_t ssid, tsid;
  sepol_security_class_t tclass;
  if (context_sid (p, r->scon.str, &ssid) < 0)
    {
      *why = "the policy has no such source context (type, user or role)";
      return false;
    }
  if (context_sid (p, r->tcon.str, &tsid) < 0)
    {
      *why = "the policy has no such target context (type, user or role)";
      return false;
    }
  if (sepol_string_to_security_class (r->tclass, &tclass) < 0)
    {
      /* 3.4 tests BADSCON twice instead of BADTCLASS: the record stays.  */
      an->verdict = V_BADTCLASS;
      return true;
    }
  sepol_access_vector_t av = 0;
  for (size_t i = 0; i < r->nperms; i++)
    {
      sepol_access_vector_t perm;
      if (sepol_string_to_av_perm (tclass, r->perms[i], &perm) < 0)
        {
          *why = "a permission the class does not have in the policy";
          return false;
        }
      av |= perm;
    }
  if (!bounded (p, type_value (p, r->scon.type)))
    {
      struct decision *d = decision_of (p, ssid, tsid, tclass);
      if (d)
        return decide (p, d, r, av, an, why);
    }
  struct sepol_av_decision avd;
  unsigned int reason;
  char *buf = NULL;
  /* The reason's text costs libsepol an allocation per constraint
     expression: asked for only when a constraint is what denies.  */
  if (sepol_compute_av_reason (ssid, tsid, tclass, av, &avd, &reason) < 0
      || (!(reason & SEPOL_COMPUTEAV_TE) && (reason & SEPOL_COMPUTEAV_CONS)
          && sepol_compute_av_reason_buffer (ssid, tsid, tclass, av, &avd,
                                             &reason, &buf, 0) < 0))
    {
      *why = "libsepol could not compute the access";
      return false;
    }
  if (!reason)
    an->verdict = V_ALLOW;
  else if (reason & SEPOL_COMPUTEAV_TE)
    {
      check_booleans (p, r, ssid, tsid, tclass, av, an);
      an->verdict = (an->nbools ? V_BOOLEAN
                     : av & ~avd.auditdeny ? V_DONTAUDIT : V_TERULE);
    }
  else if (reason & SEPOL_COMPUTEAV_CONS)
    {
      an->verdict = V_CONSTRAINT;
      an->constraint = buf ? buf : xstrdup ("None");
      buf = NULL;
      constraint_causes (r, an);
    }
  else if (reason & SEPOL_COMPUTEAV_RBAC)
    an->verdict = V_RBAC;
  else if (reason & SEPOL_COMPUTEAV_BOUNDS)
    an->verdict = V_BOUNDS;
  else
    {
      *why = "libsepol could not compute the access";
      free (buf);
      return false;
    }
  free (buf);
  return true;
}

/* The cache key: contexts, class and permission list, in order, in
   P's buffer.  */
static char *
key_of (struct policy *p, struct record const *r, size_t *len)
{
  size_t n = strlen (r->scon.str) + strlen (r->tcon.str) + strlen (r->tclass)
             + 3;
  for (size_t i = 0; i < r->nperms; i++)
    n += strlen (r->perms[i]) + 1;
  if (p->keysize < n)
    {
      free (p->key);
      p->key = xmalloc (p->keysize = n * 2);
    }
  char *k = p->key, *q = k;
  q = stpcpy (q, r->scon.str) + 1;
  q = stpcpy (q, r->tcon.str) + 1;
  q = stpcpy (q, r->tclass) + 1;
  for (size_t i = 0; i < r->nperms; i++)
    q = stpcpy (q, r->perms[i]) + 1;
  *len = n;
  return k;
}

static size_t
slot_of (struct policy const *p, size_t hash)
{
  return probe_of (hash, p->nslots);
}

/* Twice the slots, the entries placed again.  */
static void
grow (struct policy *p)
{
  struct entry **old = p->slots;
  size_t n = p->nslots;
  p->nslots = n * 2;
  p->slots = xcalloc (p->nslots, sizeof *p->slots);
  for (size_t i = 0; i < n; i++)
    if (old[i])
      {
        size_t j = slot_of (p, old[i]->hash);
        while (p->slots[j])
          j = (j + 1) & (p->nslots - 1);
        p->slots[j] = old[i];
      }
  free (old);
}

struct analysis const *
policy_analyze (struct policy *p, struct record const *r, char const **why)
{
  size_t len;
  char const *key = key_of (p, r, &len);
  size_t h = mem_hash (key, len);
  size_t i = slot_of (p, h);
  for (struct entry *e; (e = p->slots[i]); i = (i + 1) & (p->nslots - 1))
    if (e->hash == h && e->keylen == len && memcmp (e->key, key, len) == 0)
      return &e->an;
  struct entry *e = xzalloc (sizeof *e + len);
  e->hash = h;
  e->keylen = len;
  memcpy (e->key, key, len);
  if (!compute (p, r, &e->an, why))
    {
      entry_free (e);
      return NULL;
    }
  p->slots[i] = e;
  if (++p->nentries * 2 > p->nslots)
    grow (p);
  return &e->an;
}

bool
policy_has_type (void *p, char const *name)
{
  return type_value (p, name) != 0;
}
