/* The record parser: one line of a kernel log, audit.log, ausearch or
   journal output into a record, read the way sepolgen 3.4 reads it
   (sepolgen/audit.py), so that the rules come out the same.  It never
   prints and never fails on any input: a line it cannot use is
   REC_NONE or REC_INVALID.  */

#include <config.h>

#include "audit2allow.h"

#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "xalloc.h"

/* Allocation for R: in its pool, or with malloc.  */
static void *
r_alloc (struct record const *r, size_t n)
{
  return r->pool ? arena_alloc (r->pool, n) : xmalloc (n);
}

static char *
r_memdup0 (struct record const *r, char const *p, size_t n)
{
  return r->pool ? arena_memdup0 (r->pool, p, n) : ximemdup0 (p, n);
}

/* What R no longer points to: a pool's space stays until the pool is
   released.  */
static void
r_free (struct record const *r, void *p)
{
  if (!r->pool)
    free (p);
}

/* Token I of T equals the C string S, NUL bytes included.  */
static bool
tok_is (struct tokens const *t, size_t i, char const *s)
{
  return t->len[i] == strlen (s) && memcmp (t->v[i], s, t->len[i]) == 0;
}

/* Python's tok.split("=") has exactly two parts: one '='.  Return the
   name's length, or -1.  */
static long
one_eq (struct tokens const *t, size_t i)
{
  return t->eq[i] < 0 ? -1 : t->eq[i];
}

/* Token I is NAME=VALUE with one '='; VALUE in *VAL, its length in *VLEN.  */
static bool
field (struct tokens const *t, size_t i, char const *name,
       char const **val, size_t *vlen)
{
  long n = t->eq[i];
  if (n < 0 || t->v[i][0] != name[0] || (size_t) n != strlen (name)
      || memcmp (t->v[i], name, n))
    return false;
  *val = t->v[i] + n + 1;
  *vlen = t->len[i] - n - 1;
  return true;
}

/* The length of the character at P: a valid UTF-8 sequence, or one byte
   (which Python's surrogateescape makes one character).  */
static size_t
char_len (char const *p, size_t n)
{
  unsigned int cp;
  size_t l = utf8_valid_len ((unsigned char const *) p, n, &cp);
  return l ? l : 1;
}

/* VALUE[1:-1] as Python slices a string: without its first and last
   character, whatever they are (so hex-encoded values lose digits).  */
static char *
strip_ends (struct record const *r, char const *v, size_t n)
{
  size_t first = n ? char_len (v, n) : 0;
  size_t last = 0;
  for (size_t i = 0; i < n; i += last)
    last = char_len (v + i, n - i);
  if (first + last >= n)
    return r_memdup0 (r, "", 0);
  return r_memdup0 (r, v + first, n - first - last);
}

/* The context of the N bytes at S (no NUL among them), in POOL or
   malloc'd.  */
static bool
secon_parse_n (struct arena *pool, struct secon *c, char const *s, size_t n)
{
  /* Python's s.split(":"): at least three fields; the level is the rest
     (None with exactly three).  One buffer holds the string, then the
     fields.  */
  char const *c1 = memchr (s, ':', n);
  char const *c2 = c1 ? memchr (c1 + 1, ':', n - (c1 + 1 - s)) : NULL;
  if (!c2)
    return false;
  char *buf = pool ? arena_chars (pool, 2 * n + 2) : xmalloc (2 * n + 2);
  memcpy (buf, s, n);
  buf[n] = '\0';
  char *f = memcpy (buf + n + 1, s, n + 1);
  char *p1 = f + (c1 - s), *p2 = f + (c2 - s);
  char *p3 = strchr (p2 + 1, ':');
  *p1 = *p2 = '\0';
  if (p3)
    *p3 = '\0';
  c->str = buf;
  c->user = f;
  c->role = p1 + 1;
  c->type = p2 + 1;
  c->level = p3 ? p3 + 1 : NULL;
  return true;
}

bool
secon_parse (struct secon *c, char const *s)
{
  return secon_parse_n (NULL, c, s, strlen (s));
}

void
secon_free (struct secon *c)
{
  free (c->str);              /* the buffer of the fields too */
  memset (c, 0, sizeof *c);
}

/* A context field: a value with a NUL byte cannot reach the analysis
   (Python refuses it), so it makes the record invalid, as in 3.4.  */
static bool
context_field (struct record *r, struct secon *c, char const *v, size_t n)
{
  if (memchr (v, '\0', n))
    return false;
  struct secon nc;
  bool ok = secon_parse_n (r->pool, &nc, v, n);
  if (ok)
    {
      r_free (r, c->str);
      *c = nc;
    }
  return ok;
}

/* Python's int (V, 16): sign, optional 0x, hex digits with single
   underscores between them.  */
static bool
parse_hex (char const *v, size_t n, int64_t *out)
{
  size_t i = 0;
  bool neg = false;
  if (i < n && (v[i] == '+' || v[i] == '-'))
    neg = v[i++] == '-';
  bool under_ok = false;
  if (i + 1 < n && v[i] == '0' && (v[i + 1] == 'x' || v[i + 1] == 'X'))
    i += 2, under_ok = true;
  if (i == n)
    return false;
  uint64_t val = 0;
  bool digit = false;
  for (; i < n; i++)
    {
      char ch = v[i];
      int d;
      if (ch == '_')
        {
          if (!under_ok || i + 1 == n)
            return false;
          under_ok = false;
          continue;
        }
      if (ch >= '0' && ch <= '9')
        d = ch - '0';
      else if (ch >= 'a' && ch <= 'f')
        d = ch - 'a' + 10;
      else if (ch >= 'A' && ch <= 'F')
        d = ch - 'A' + 10;
      else
        return false;
      if (val >> 58)
        return false;           /* beyond what a log can mean */
      val = val * 16 + d;
      digit = under_ok = true;
    }
  if (!digit)
    return false;
  *out = neg ? -(int64_t) val : (int64_t) val;
  return true;
}

/* The stamp: the first token with no single '=' that starts with
   "audit(", or the value of the first msg=.  */
static char *
header_of (struct record const *r, struct tokens const *t)
{
  for (size_t i = 0; i < t->n; i++)
    {
      long n = one_eq (t, i);
      if (n < 0)
        {
          if (t->len[i] >= 6 && memcmp (t->v[i], "audit(", 6) == 0)
            return r_memdup0 (r, t->v[i], strlen (t->v[i]));
          continue;
        }
      if (n == 3 && memcmp (t->v[i], "msg", 3) == 0)
        return r_memdup0 (r, t->v[i] + 4, strlen (t->v[i] + 4));
    }
  return r_memdup0 (r, "", 0);
}

/* The permissions between "{" at START-1 and "}", after those of an
   earlier "{": the array and its strings in one allocation (a log's
   records are many, their permissions few).  */
static bool
parse_access (struct record *r, struct tokens const *t, size_t start)
{
  if (start == t->n - 1)
    return false;
  size_t end = start, bytes = 0;
  for (; end < t->n && !tok_is (t, end, "}"); end++)
    bytes += strlen (t->v[end]) + 1;
  for (size_t i = 0; i < r->nperms; i++)
    bytes += strlen (r->perms[i]) + 1;
  size_t n = r->nperms + (end - start);
  char **block = r_alloc (r, n * sizeof *block + bytes);
  char *q = (char *) (block + n);
  for (size_t i = 0; i < r->nperms; i++)
    block[i] = q, q = stpcpy (q, r->perms[i]) + 1;
  for (size_t i = start; i < end; i++)
    block[r->nperms++] = q, q = stpcpy (q, t->v[i]) + 1;
  r_free (r, r->perms);
  r->perms = block;
  return end < t->n;
}

/* A logged string: quoted, or unquoted uppercase hex when it holds a
   blank, a quote or a control byte.  */
static char *
decode_value (struct record const *r, char const *v, size_t n)
{
  if (n >= 2 && v[0] == '"' && v[n - 1] == '"')
    return r_memdup0 (r, v + 1, n - 2);
  bool hex = n && n % 2 == 0;
  for (size_t i = 0; hex && i < n; i++)
    hex = (v[i] >= '0' && v[i] <= '9') || (v[i] >= 'A' && v[i] <= 'F');
  if (!hex)
    return r_memdup0 (r, v, n);
  char *s = r_alloc (r, n / 2 + 1);
  for (size_t i = 0; i < n; i += 2)
    {
      int hi = v[i] <= '9' ? v[i] - '0' : v[i] - 'A' + 10;
      int lo = v[i + 1] <= '9' ? v[i + 1] - '0' : v[i + 1] - 'A' + 10;
      s[i / 2] = hi * 16 + lo;
    }
  s[n / 2] = '\0';
  return s;
}

/* A small decimal number, or -1.  */
static long
small_number (char const *v, size_t n)
{
  long x = 0;
  if (!n || n > 9)
    return -1;
  for (size_t i = 0; i < n; i++)
    {
      if (v[i] < '0' || v[i] > '9')
        return -1;
      x = x * 10 + v[i] - '0';
    }
  return x;
}

/* The field NAME=... (N bytes of name) is S.  */
#define IS(s) (n == sizeof s - 1 && memcmp (name, s, n) == 0)

/* The fields only our extras use: NAME (N bytes) = V (VN bytes).  */
static void
extra_field (struct record *r, char const *name, long n, char const *v,
             size_t vn)
{
  if (IS ("path"))
    {
      if (!r->avc_path)
        r->avc_path = decode_value (r, v, vn);
    }
  else if (IS ("permissive"))
    r->permissive = small_number (v, vn) == 1;
  else if (IS ("src") || IS ("dest") || IS ("lport"))
    r->port = small_number (v, vn);
  else if (IS ("capability"))
    r->capability = small_number (v, vn);
}

static void
comm_field (struct record *r, char const *v, size_t n)
{
  r_free (r, r->comm), r->comm = strip_ends (r, v, n);
  r_free (r, r->hexcomm), r->hexcomm = NULL;
  if (n && v[0] != '"')
    {
      char *d = decode_value (r, v, n);
      if (strlen (d) * 2 == n)
        r->hexcomm = d;
      else
        r_free (r, d);
    }
}

static bool
parse_avc (struct record *r, struct tokens const *t)
{
  bool src = false, tgt = false, cls = false, acc = false;
  r->denial = true;
  r->permissive = -1;
  r->port = -1;
  r->capability = -1;
  for (size_t i = 0; i < t->n; i++)
    {
      if (tok_is (t, i, "{"))
        {
          if (!parse_access (r, t, i + 1))
            return false;
          acc = true;
          continue;             /* the tokens inside are read again */
        }
      if (tok_is (t, i, "granted"))
        r->denial = false;
      if (t->eq[i] <= 0)
        continue;               /* not NAME=VALUE */
      char const *name = t->v[i];
      long n = t->eq[i];
      char const *v = name + n + 1;
      size_t vn = t->len[i] - n - 1;
      if (IS ("scontext"))
        {
          if (!context_field (r, &r->scon, v, vn))
            return false;
          src = true;
        }
      else if (IS ("tcontext"))
        {
          if (!context_field (r, &r->tcon, v, vn))
            return false;
          tgt = true;
        }
      else if (IS ("tclass"))
        {
          if (memchr (v, '\0', vn))
            return false;
          r_free (r, r->tclass);
          r->tclass = r_memdup0 (r, v, vn);
          cls = true;
        }
      else if (IS ("comm"))
        comm_field (r, v, vn);
      else if (IS ("exe"))
        r_free (r, r->exe), r->exe = strip_ends (r, v, vn);
      else if (IS ("name"))
        r_free (r, r->name), r->name = strip_ends (r, v, vn);
      else if (IS ("ioctlcmd"))
        {
          int64_t x;
          if (parse_hex (v, vn, &x))
            r->has_ioctl = true, r->ioctlcmd = x;
        }
      else
        extra_field (r, name, n, v, vn);
    }
  return src && tgt && cls && acc;
}

/* The old SELINUX_ERR form, read at fixed token positions.  */
static bool
parse_compute_sid (struct record *r, struct tokens const *t)
{
  if (t->n < 10)
    return false;
  char const *eq7 = memchr (t->v[7], '=', t->len[7]);
  char const *eq8 = memchr (t->v[8], '=', t->len[8]);
  char const *eq9 = memchr (t->v[9], '=', t->len[9]);
  if (!eq7 || !eq8 || !eq9)
    return false;
  /* split("=")[1]: up to the next '='.  */
  char *s7 = ximemdup0 (eq7 + 1, strcspn (eq7 + 1, "="));
  char *s8 = ximemdup0 (eq8 + 1, strcspn (eq8 + 1, "="));
  bool ok = (secon_parse_n (r->pool, &r->invalid, t->v[5], strlen (t->v[5]))
             && secon_parse_n (r->pool, &r->scon, s7, strlen (s7))
             && secon_parse_n (r->pool, &r->tcon, s8, strlen (s8)));
  free (s7);
  free (s8);
  if (ok)
    r->tclass = r_memdup0 (r, eq9 + 1, strcspn (eq9 + 1, "="));
  return ok;
}

static void
parse_path (struct record *r, struct tokens const *t)
{
  for (size_t i = 0; i < t->n; i++)
    {
      char const *v;
      size_t n;
      if (field (t, i, "path", &v, &n))
        {
          r->path = strip_ends (r, v, n);
          return;
        }
    }
}

/* The kind the first telling token names.  */
static enum rec_kind
kind_of (struct tokens const *t)
{
  for (size_t i = 0; i < t->n; i++)
    {
      if (tok_is (t, i, "avc:") || tok_is (t, i, "message=avc:")
          || tok_is (t, i, "msg='avc:"))
        return REC_AVC;
      if (tok_is (t, i, "security_compute_sid:"))
        return REC_COMPUTE_SID;
      if (tok_is (t, i, "type=MAC_POLICY_LOAD") || tok_is (t, i, "type=1403"))
        return REC_POLICY_LOAD;
      if (tok_is (t, i, "type=AVC_PATH"))
        return REC_AVC_PATH;
      if (tok_is (t, i, "type=DAEMON_START"))
        return REC_DAEMON_START;
    }
  return REC_NONE;
}

/* Today's SELINUX_ERR: op=security_compute_sid invalid_context="C".  */
static void
parse_new_compute_sid (struct record *r, struct tokens const *t)
{
  bool op = false;
  for (size_t i = 0; i < t->n; i++)
    {
      char const *v;
      size_t n;
      if (tok_is (t, i, "op=security_compute_sid"))
        op = true;
      else if (op && field (t, i, "invalid_context", &v, &n))
        {
          char *c = decode_value (r, v, n);
          if (!memchr (v, '\0', n)
              && secon_parse_n (r->pool, &r->invalid, c, strlen (c)))
            r->new_compute_sid = true;
          r_free (r, c);
          return;
        }
    }
}

enum rec_kind
record_parse (struct record *r, char const *line, size_t len)
{
  struct tokens t = { 0 };
  enum rec_kind k = record_parse_scratch (r, &t, line, len, true, NULL);
  tokens_free (&t);
  return k;
}

enum rec_kind
record_parse_scratch (struct record *r, struct tokens *scratch,
                      char const *line, size_t len, bool keep_line,
                      struct arena *pool)
{
  memset (r, 0, sizeof *r);
  r->pool = pool;
  struct tokens *tp = scratch;
  tokens_split (tp, line, len);
#define t (*tp)
  r->kind = kind_of (&t);
  if (r->kind == REC_NONE)
    parse_new_compute_sid (r, &t);
  if (r->kind != REC_NONE)
    {
      if (keep_line)
        {
          r->line = r_memdup0 (r, line, len);
          r->linelen = len;
        }
      r->header = header_of (r, &t);
      bool ok = true;
      switch (r->kind)
        {
        case REC_AVC:
          ok = parse_avc (r, &t);
          break;
        case REC_COMPUTE_SID:
          ok = parse_compute_sid (r, &t);
          break;
        case REC_AVC_PATH:
          parse_path (r, &t);
          break;
        case REC_DAEMON_START:
          for (size_t i = 0; i < t.n; i++)
            if (tok_is (&t, i, "auditd"))
              r->auditd = true;
          break;
        default:
          break;
        }
      if (!ok)
        record_invalidate (r);
    }
#undef t
  return r->kind;
}

/* Keep only the line: a recognised record that cannot be used.  */
void
record_invalidate (struct record *r)
{
  char *line = r->line;
  size_t len = r->linelen;
  struct arena *pool = r->pool;
  r->line = NULL;
  record_free (r);
  r->kind = REC_INVALID;
  r->pool = pool;
  r->line = line;
  r->linelen = len;
  r->header = r_memdup0 (r, "", 0);
}

void
record_free (struct record *r)
{
  if (r->pool)
    {
      memset (r, 0, sizeof *r);   /* the pool's owner frees the strings */
      return;
    }
  free (r->line);
  free (r->header);
  secon_free (&r->scon);
  secon_free (&r->tcon);
  secon_free (&r->invalid);
  free (r->tclass);
  free (r->perms);              /* the strings too */
  free (r->comm);
  free (r->exe);
  free (r->name);
  free (r->path);
  free (r->avc_path);
  free (r->hexcomm);
  memset (r, 0, sizeof *r);
}
