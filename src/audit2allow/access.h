/* Access vectors: denials merged into rules, as sepolgen 3.4 merges
   them (source type, target type, class and verdict; permissions and
   ioctl ranges unioned).  */

#ifndef SECOREUTILS_AUDIT2ALLOW_ACCESS_H
#define SECOREUTILS_AUDIT2ALLOW_ACCESS_H

#include "audit2allow.h"
#include "input.h"

struct av
{
  char const *src, *tgt, *cls;  /* borrowed from the first record */
  enum verdict verdict;
  struct analysis const *an;    /* the first record's */
  char **perms;                 /* sorted, unique */
  size_t nperms;
  struct record **msgs;         /* the records merged in */
  size_t nmsgs, msgs_alloc;
  struct xperms xp;             /* ioctl numbers */
  size_t src_ord, pair_ord, ord;
};

/* A role and the types a SELINUX_ERR says it lacks.  */
struct role_types
{
  char const *role;
  char const **types;           /* sorted, unique */
  size_t ntypes;
};

struct access
{
  struct av **avs;              /* in sepolgen's iteration order */
  size_t navs, avs_alloc;
  struct role_types *roles;     /* sorted by role */
  size_t nroles;
};

/* A filter on type names (-t), or NULL for none.  */
typedef bool (*type_filter) (char const *type, void *arg);

/* Merge LOG's denials.  On a denial with no permission, false with 3.4's
   message in *ERR.  */
bool access_build (struct access *a, struct log const *log,
                   type_filter keep, void *arg, char **err);
void access_free (struct access *a);

/* sepolgen's XpermSet: add one value, or another set.  */
void xperms_add (struct xperms *x, int64_t lo, int64_t hi);

/* Add the strings V[0..N) to the sorted set *S of *NS (borrowed).  */
void set_union (char ***s, size_t *ns, char *const *v, size_t n);

#endif
