/* The lookup tables that let a lookup give 3.4's answer without trying
   every spec: literals by their text, regexes by their fixed prefix,
   stems by name; and compiling a spec's anchored regex.  */

#include <config.h>

#include "fcontext.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint64_t
fc_hash_step (uint64_t h, unsigned char c)
{
  return (h ^ c) * 1099511628211ULL;
}

static uint64_t
hash_bytes (char const *s, size_t len)
{
  uint64_t h = FC_HASH_INIT;
  for (size_t i = 0; i < len; i++)
    h = fc_hash_step (h, s[i]);
  return h;
}

struct fc_list const *
fc_table_find (struct fc_table const *t, char const *s, size_t len,
               uint64_t hash)
{
  if (!t->size)
    return NULL;
  for (size_t i = hash & (t->size - 1);; i = (i + 1) & (t->size - 1))
    {
      struct fc_slot const *sl = &t->slots[i];
      if (!sl->s)
        return NULL;
      if (sl->hash == hash && sl->len == len && memcmp (sl->s, s, len) == 0)
        return &sl->list;
    }
}

static int
list_add (struct fc_list *l, uint32_t v)
{
  if (l->n == l->alloc)
    {
      uint32_t na = l->alloc * 2 + 4;
      uint32_t *nv = realloc (l->v, na * sizeof *nv);
      if (!nv)
        return -1;
      l->v = nv;
      l->alloc = na;
    }
  l->v[l->n++] = v;
  return 0;
}

static void
table_free (struct fc_table *t)
{
  for (size_t i = 0; i < t->size; i++)
    free (t->slots[i].list.v);
  free (t->slots);
  memset (t, 0, sizeof *t);
}

static int
table_init (struct fc_table *t, size_t n)
{
  size_t size = 16;
  while (size < 2 * n + 2)
    size *= 2;
  t->slots = calloc (size, sizeof *t->slots);
  if (!t->slots)
    return -1;
  t->size = size;
  t->used = 0;
  return 0;
}

/* Add V to the list of S (LEN bytes, which must outlive the table).  */
static int
table_add (struct fc_table *t, char const *s, size_t len, uint32_t v)
{
  uint64_t h = hash_bytes (s, len);
  size_t i = h & (t->size - 1);
  for (;; i = (i + 1) & (t->size - 1))
    {
      struct fc_slot *sl = &t->slots[i];
      if (!sl->s)
        {
          sl->s = s;
          sl->len = len;
          sl->hash = h;
          t->used++;
          break;
        }
      if (sl->hash == h && sl->len == len && memcmp (sl->s, s, len) == 0)
        break;
    }
  return list_add (&t->slots[i].list, v);
}

static bool
is_alnum (unsigned char c)
{
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')
         || (c >= 'A' && c <= 'Z');
}

/* The text a literal spec RE stands for, in OUT (room for strlen (RE)),
   when PCRE2 would read "^RE$" as exactly that text: every backslash
   escapes a non-alphanumeric printable byte, and no ) ] } appears.  */
bool
fc_literal_unescape (char const *re, char *out, size_t *len)
{
  size_t n = 0;
  for (size_t i = 0; re[i]; i++)
    {
      unsigned char c = re[i];
      if (c == '\\')
        {
          c = re[++i];
          if (c == '\0' || is_alnum (c) || c < 0x21 || c > 0x7e)
            return false;
        }
      else if (c == ')' || c == ']' || c == '}' || c < 0x21 || c > 0x7e)
        return false;
      out[n++] = c;
    }
  *len = n;
  return true;
}

/* Parse a {n}, {n,} or {n,m} quantifier at RE; its length, or 0.  */
static size_t
quantifier_len (char const *re)
{
  size_t i = 1;
  unsigned long lo = 0, hi;
  if (!(re[i] >= '0' && re[i] <= '9'))
    return 0;
  while (re[i] >= '0' && re[i] <= '9' && lo <= 65535)
    lo = lo * 10 + (re[i++] - '0');
  hi = lo;
  if (re[i] == ',')
    {
      i++;
      if (re[i] >= '0' && re[i] <= '9')
        {
          hi = 0;
          while (re[i] >= '0' && re[i] <= '9' && hi <= 65535)
            hi = hi * 10 + (re[i++] - '0');
        }
    }
  if (re[i] != '}' || lo > 65535 || hi > 65535 || hi < lo)
    return 0;
  return i + 1;
}

/* Length of a simple character class at RE ('['), or 0.  */
static size_t
class_len (char const *re)
{
  size_t i = 1;
  if (re[i] == '^')
    i++;
  if (re[i] == ']')
    i++;
  int prev = -1;
  for (;;)
    {
      unsigned char c = re[i];
      if (c == '\0' || c == '[')
        return 0;
      if (c == ']')
        return i + 1;
      if (c == '\\')
        {
          unsigned char e = re[i + 1];
          if (e == '\0' || (is_alnum (e) && !strchr ("dDwWsS", e)))
            return 0;
          prev = is_alnum (e) ? -2 : e;
          i += 2;
          continue;
        }
      if (c == '-' && prev >= 0 && re[i + 1] != ']' && re[i + 1] != '\0')
        {
          unsigned char hi = re[i + 1];
          if (hi == '\\' || hi == '[' || hi < prev)
            return 0;
          i += 2;
          prev = -1;
          continue;
        }
      prev = c;
      i++;
    }
}

/* Does PCRE2 surely compile "^RE$"?  A conservative grammar that covers
   every pattern policies write; anything else is compiled at load to
   learn whether it fails.  */
bool
fc_regex_simple (char const *re)
{
  int depth = 0;
  bool atom = false;
  for (size_t i = 0; re[i];)
    {
      unsigned char c = re[i];
      size_t q;
      switch (c)
        {
        case '\\':
          if (re[i + 1] == '\0'
              || (is_alnum (re[i + 1]) && !strchr ("dDwWsS", re[i + 1])))
            return false;
          i += 2;
          atom = true;
          continue;
        case '[':
          q = class_len (re + i);
          if (!q)
            return false;
          i += q;
          atom = true;
          continue;
        case '(':
          if (re[i + 1] == '?' || re[i + 1] == '*' || ++depth > 200)
            return false;
          atom = false;
          break;
        case ')':
          if (depth-- == 0)
            return false;
          atom = true;
          break;
        case '|':
          atom = false;
          break;
        case '^': case '$':
          atom = false;
          break;
        case '?': case '*': case '+': case '{':
          if (!atom)
            return false;
          q = c == '{' ? quantifier_len (re + i) : 1;
          if (!q)
            return false;
          i += q;
          if (re[i] == '?' || re[i] == '+')
            i++;
          atom = false;
          continue;
        case ']': case '}':
          return false;
        default:
          atom = true;
          break;
        }
      i++;
    }
  return depth == 0;
}

/* Write to OUT the text every key matching "^RE$" starts with, and
   return its length.  Stop at the first construct that is not a plain
   byte; a quantifier takes back the byte it applies to; an alternation
   at the top level leaves nothing.  */
size_t
fc_regex_fixed_prefix (char const *re, char *out)
{
  int depth = 0;
  for (size_t i = 0; re[i]; i++)
    {
      if (re[i] == '\\')
        {
          if (!re[++i])
            break;
          continue;
        }
      if (re[i] == '[')
        {
          size_t q = class_len (re + i);
          if (!q)
            return 0;
          i += q - 1;
          continue;
        }
      if (re[i] == '(')
        depth++;
      else if (re[i] == ')')
        depth--;
      else if (re[i] == '|' && depth <= 0)
        return 0;
    }

  size_t n = 0;
  for (size_t i = 0; re[i]; i++)
    {
      unsigned char c = re[i];
      if (strchr ("?*+{", c))
        return n ? n - 1 : 0;
      if (strchr (".^$[(|)]}", c))
        return n;
      if (c == '\\')
        {
          c = re[i + 1];
          if (c == '\0' || is_alnum (c))
            return n;
          i++;
        }
      out[n++] = c;
    }
  return n;
}

/* Compile SP's anchored regex as 3.4 does (PCRE2_DOTALL only), then JIT
   it where possible.  0, or -1 with *ERRCODE and *ERROFF set.  */
int
fc_compile (struct fc_spec *sp, int *errcode, size_t *erroff)
{
  size_t len = strlen (sp->regex);
  char *anchored = malloc (len + 3);
  if (!anchored)
    {
      *errcode = PCRE2_ERROR_NOMEMORY;
      *erroff = 0;
      return -1;
    }
  anchored[0] = '^';
  memcpy (anchored + 1, sp->regex, len);
  anchored[len + 1] = '$';
  anchored[len + 2] = '\0';
  PCRE2_SIZE off = 0;
  pcre2_code *code = pcre2_compile ((PCRE2_SPTR) anchored, len + 2,
                                    PCRE2_DOTALL, errcode, &off, NULL);
  free (anchored);
  *erroff = off;
  if (!code)
    return -1;
  sp->jit = pcre2_jit_compile (code, PCRE2_JIT_COMPLETE) == 0;
  sp->code = code;
  atomic_store_explicit (&sp->state, 1, memory_order_release);
  return 0;
}

/* 3.4's regex_format_error wording.  */
void
fc_regex_error (int errcode, size_t erroff, char *buf, size_t size)
{
  int n = snprintf (buf, size, "REGEX back-end error: ");
  if (n < 0 || (size_t) n >= size)
    return;
  if (erroff > 0)
    {
      int m = snprintf (buf + n, size - n, "At offset %zu: ", erroff);
      if (m < 0 || (size_t) (n + m) >= size)
        return;
      n += m;
    }
  pcre2_get_error_message (errcode, (PCRE2_UCHAR *) buf + n, size - n);
}

/* A copy of S (LEN bytes) that lives as long as FC; NULL on ENOMEM.  */
static char const *
pool_add (struct sectx_fc *fc, char const *s, size_t len)
{
  if (fc->npool == fc->apool)
    {
      size_t na = fc->apool * 2 + 16;
      char **v = realloc (fc->pool, na * sizeof *v);
      if (!v)
        return NULL;
      fc->pool = v;
      fc->apool = na;
    }
  char *copy = strndup (s, len);
  if (copy)
    fc->pool[fc->npool++] = copy;
  return copy;
}

static int
cmp_size (void const *a, void const *b)
{
  size_t x = *(size_t const *) a, y = *(size_t const *) b;
  return x < y ? -1 : x > y;
}

/* Index one regex spec I by its fixed prefix; PBUF has room.  */
static int
index_regex (struct sectx_fc *fc, uint32_t i, char *pbuf)
{
  struct fc_spec *sp = &fc->specs.v[i];
  size_t plen = fc_regex_fixed_prefix (sp->regex, pbuf);
  /* The table keeps pointers: the spec's own string when the prefix is
     a plain copy of its start, else a copy in the pool.  */
  char const *key = sp->regex;
  if (memcmp (pbuf, sp->regex, plen) != 0
      && !(key = pool_add (fc, pbuf, plen)))
    return -1;
  return table_add (&fc->prefixes, key, plen, i);
}

static int
add_len (struct sectx_fc *fc, size_t len)
{
  for (size_t k = 0; k < fc->nprefix_lens; k++)
    if (fc->prefix_lens[k] == len)
      return 0;
  size_t *v = realloc (fc->prefix_lens, (fc->nprefix_lens + 1) * sizeof *v);
  if (!v)
    return -1;
  fc->prefix_lens = v;
  fc->prefix_lens[fc->nprefix_lens++] = len;
  return 0;
}

int
fc_index_build (struct sectx_fc *fc)
{
  struct fc_specs *s = &fc->specs;
  size_t maxlen = 0;
  for (size_t i = 0; i < s->n; i++)
    {
      size_t l = strlen (s->v[i].regex);
      if (l > maxlen)
        maxlen = l;
    }
  char *buf = malloc (maxlen + 1);
  if (!buf)
    return -1;
  size_t nstems = s->nstems;
  (void) nstems;
  if (table_init (&fc->literals, s->n) < 0
      || table_init (&fc->prefixes, s->n) < 0
      || table_init (&fc->stem_tab, nstems) < 0)
    goto nomem;
  for (size_t k = 0; k < nstems; k++)
    if (table_add (&fc->stem_tab, s->stems[k], strlen (s->stems[k]), k) < 0)
      goto nomem;

  for (uint32_t i = 0; i < s->n; i++)
    {
      struct fc_spec *sp = &s->v[i];
      int st = atomic_load_explicit (&sp->state, memory_order_relaxed);
      if (st == 0 && !fc_regex_simple (sp->regex))
        {
          int code;
          size_t off;
          if (fc_compile (sp, &code, &off) < 0)
            {
              atomic_store (&sp->state, 2);
              st = 2;
            }
        }
      if (st == 2)
        {
          if (list_add (&fc->bad, i) < 0)
            goto nomem;
          continue;
        }
      size_t len;
      if (!sp->meta)
        {
          if (fc_literal_unescape (sp->regex, buf, &len))
            {
              char const *key = sp->regex;
              if (len != strlen (sp->regex)
                  && !(key = pool_add (fc, buf, len)))
                goto nomem;
              if (table_add (&fc->literals, key, len, i) < 0)
                goto nomem;
            }
          else if (list_add (&fc->odd_literals, i) < 0)
            goto nomem;
        }
      else
        {
          if (index_regex (fc, i, buf) < 0
              || add_len (fc, fc_regex_fixed_prefix (sp->regex, buf)) < 0)
            goto nomem;
        }
    }
  qsort (fc->prefix_lens, fc->nprefix_lens, sizeof *fc->prefix_lens,
         cmp_size);
  free (buf);
  return 0;
nomem:
  free (buf);
  errno = ENOMEM;
  return -1;
}

void
fc_index_free (struct sectx_fc *fc)
{
  table_free (&fc->literals);
  table_free (&fc->prefixes);
  table_free (&fc->stem_tab);
  free (fc->odd_literals.v);
  free (fc->bad.v);
  free (fc->prefix_lens);
  for (size_t i = 0; i < fc->npool; i++)
    free (fc->pool[i]);
  free (fc->pool);
}
