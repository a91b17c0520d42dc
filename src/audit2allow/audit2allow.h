/* audit2allow, audit2why: what the family's files share.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_H
#define SECOREUTILS_AUDIT2ALLOW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The kinds of line the record parser tells apart, as sepolgen 3.4's
   audit parser does: the first token that names a kind decides.  */
enum rec_kind
{
  REC_NONE,          /* not an SELinux record: ignored */
  REC_AVC,           /* avc: denied/granted, kernel or USER_AVC */
  REC_COMPUTE_SID,   /* SELINUX_ERR, old security_compute_sid: form */
  REC_POLICY_LOAD,   /* MAC_POLICY_LOAD / type=1403 */
  REC_AVC_PATH,      /* legacy AVC_PATH */
  REC_DAEMON_START,  /* auditd's DAEMON_START */
  REC_INVALID        /* recognised but malformed */
};

/* A security context split as sepolgen splits it: level is NULL when
   the string has only three fields.  */
struct secon
{
  char *str;                    /* the whole context, as logged */
  char *user, *role, *type, *level;   /* in one buffer, at USER */
};

/* Why the analysis policy denies (or allows) an access: the numbers of
   libselinux 3.4's audit2why module.  */
enum verdict
{
  V_BADTCLASS = -4,
  V_ALLOW = 0, V_DONTAUDIT = 1, V_TERULE = 2, V_BOOLEAN = 3,
  V_CONSTRAINT = 4, V_RBAC = 5, V_BOUNDS = 6
};

/* A closed range of ioctl numbers.  */
struct xrange { int64_t lo, hi; };

struct xperms
{
  struct xrange *r;
  size_t n, alloc;
};

/* One boolean that would allow an access, with the value that does.  */
struct boolfix { char *name; int value; };

/* The analysis of one access, shared by every record with the same
   contexts, class and permission list.  */
struct analysis
{
  enum verdict verdict;
  struct boolfix *bools;        /* V_BOOLEAN */
  size_t nbools;
  char *constraint;             /* V_CONSTRAINT: libsepol's text */
  char *causes[3][2];           /* V_CONSTRAINT: differing user, role, level */
  size_t ncauses;
};

/* One parsed line.  Strings are owned by the record.  */
struct arena;

struct record
{
  enum rec_kind kind;
  struct arena *pool;           /* where its strings are, or NULL: malloc */
  char *line;                   /* the line as read, newline included */
  size_t linelen;
  char *header;                 /* audit(...) stamp, "" if none */
  /* REC_AVC */
  struct secon scon, tcon;
  char *tclass;
  char **perms;
  size_t nperms;
  char *comm, *exe, *name, *path;
  bool denial;
  bool has_ioctl;
  int64_t ioctlcmd;
  struct analysis const *an;    /* set by the analysis */
  /* Beyond what 3.4 reads, for --advise and --summary: the AVC's own
     path= (hex decoded), permissive=, the port and capability number.  */
  char *avc_path;
  int permissive;               /* -1: not logged */
  long port;                    /* src= or dest=, -1 if none */
  int capability;               /* -1 if none */
  char *hexcomm;                /* comm= logged in hex, decoded */
  bool new_compute_sid;         /* REC_NONE: SELINUX_ERR's op= form, which
                                   3.4 ignores; its invalid context is in
                                   INVALID */
  /* REC_COMPUTE_SID: the invalid context */
  struct secon invalid;
  /* REC_DAEMON_START */
  bool auditd;
};

struct tokens;

/* record.c: the record parser.  Never prints; allocation failure
   aborts through xalloc.  */
enum rec_kind record_parse (struct record *r, char const *line, size_t len);
/* The same with SCRATCH (zeroed at first, freed with tokens_free) kept
   from one call to the next, which spares allocations; the line is kept
   in the record only with KEEP_LINE.  With POOL, the record's strings
   are allocated there and record_free leaves them.  */
enum rec_kind record_parse_scratch (struct record *r, struct tokens *scratch,
                                    char const *line, size_t len,
                                    bool keep_line, struct arena *pool);
void record_free (struct record *r);
void record_invalidate (struct record *r);
bool secon_parse (struct secon *c, char const *s);
void secon_free (struct secon *c);

/* split.c: Python's str.split() on a line of bytes.  */
struct tokens
{
  char *buf;                    /* the tokens, NUL-ended, in one buffer */
  char **v;
  size_t *len;                  /* a token may hold NUL bytes */
  long *eq;                     /* offset of its one '=', -1 none, -2 more */
  size_t n;
  size_t alloc, bufsize;        /* kept from line to line */
};
/* Split LINE into T, which is zeroed or holds an earlier split.  */
void tokens_split (struct tokens *t, char const *line, size_t len);
void tokens_free (struct tokens *t);
size_t utf8_valid_len (unsigned char const *p, size_t n, unsigned int *cp);

/* A hash of N bytes at P, eight at a time: the caches look a key up
   for every record.  */
static inline size_t
mem_hash (void const *p, size_t n)
{
  unsigned char const *b = p;
  uint64_t h = n * UINT64_C (0x9E3779B97F4A7C15);
  for (; n >= 8; n -= 8, b += 8)
    {
      uint64_t w;
      memcpy (&w, b, 8);
      h = (h ^ w) * UINT64_C (0x100000001B3);
      h ^= h >> 29;
    }
  uint64_t w = 0;
  memcpy (&w, b, n);
  h = (h ^ w) * UINT64_C (0x100000001B3);
  return h ^ (h >> 32);
}

/* pystr.c: a malloc'd printf, dying on allocation failure; Python's
   repr () of a string.  */
void xasprintf_err (char **out, char const *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
char *py_repr (char const *s);
char *py_stderr_str (char const *s);

#endif
