/* Splitting a line into tokens as Python 3's str.split() does, which
   is what sepolgen works on: runs of Unicode white space separate
   tokens, among them the 0x1C-0x1F separators (auditd's ENRICHED tail
   starts with 0x1D) and U+0085, U+00A0, U+2000... encoded in UTF-8.
   Bytes that are not valid UTF-8 are never white space.  */

#include <config.h>

#include "audit2allow.h"

#include <stdlib.h>
#include <string.h>

#include "xalloc.h"

/* The length of the valid UTF-8 sequence at P (at most N bytes) and its
   code point in *CP, or 0 if P does not start one.  */
static size_t
utf8_char (unsigned char const *p, size_t n, unsigned int *cp)
{
  unsigned int c = p[0];
  size_t len;
  unsigned int min;
  if (c < 0x80)
    {
      *cp = c;
      return 1;
    }
  else if (c >= 0xC2 && c <= 0xDF)
    len = 2, min = 0x80, c &= 0x1F;
  else if (c >= 0xE0 && c <= 0xEF)
    len = 3, min = 0x800, c &= 0x0F;
  else if (c >= 0xF0 && c <= 0xF4)
    len = 4, min = 0x10000, c &= 0x07;
  else
    return 0;
  if (n < len)
    return 0;
  for (size_t i = 1; i < len; i++)
    {
      if ((p[i] & 0xC0) != 0x80)
        return 0;
      c = (c << 6) | (p[i] & 0x3F);
    }
  if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
    return 0;
  *cp = c;
  return len;
}

static inline bool
py_space (unsigned int c)
{
  return ((c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20)
          || c == 0x85 || c == 0xA0 || c == 0x1680
          || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029
          || c == 0x202F || c == 0x205F || c == 0x3000);
}

/* The length of the white space at P, 0 if none.  */
static size_t
space_at (unsigned char const *p, size_t n)
{
  unsigned int cp;
  size_t len = utf8_char (p, n, &cp);
  return len && py_space (cp) ? len : 0;
}

size_t
utf8_valid_len (unsigned char const *p, size_t n, unsigned int *cp)
{
  return utf8_char (p, n, cp);
}

/* Byte classes for the inner loop: most lines are ASCII, and a table
   look-up per byte is what splitting them costs.  */
enum { B_WORD, B_SPACE, B_EQ, B_HIGH };
static unsigned char const byte_class[256] = {
  [0x09] = B_SPACE, [0x0A] = B_SPACE, [0x0B] = B_SPACE, [0x0C] = B_SPACE,
  [0x0D] = B_SPACE, [0x1C] = B_SPACE, [0x1D] = B_SPACE, [0x1E] = B_SPACE,
  [0x1F] = B_SPACE, [0x20] = B_SPACE, ['='] = B_EQ,
  [0x80 ... 0xFF] = B_HIGH
};

/* The first byte at or after Q that is not B_WORD.  Eight bytes at a
   time where words are long (contexts, paths): a byte below 0x21, an
   '=' or a byte from 0x80 stops the word loop; the lowest flagged byte
   is exact (borrows only carry upward), and a flagged control byte that
   is a word byte after all is passed by the byte loop.  Reads up to 7
   bytes past the sentinel: the buffer has them.  */
static inline unsigned char const *
word_end (unsigned char const *q)
{
#if defined __GNUC__ && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  uint64_t const ones = UINT64_C (0x0101010101010101);
  uint64_t const highs = UINT64_C (0x8080808080808080);
  for (;;)
    {
      uint64_t w;
      memcpy (&w, q, 8);
      uint64_t x = w ^ (ones * '=');
      uint64_t m = (((w - ones * 0x21) & ~w) | ((x - ones) & ~x) | w) & highs;
      if (m)
        {
          q += __builtin_ctzll (m) / 8;
          break;
        }
      q += 8;
    }
#endif
  while (byte_class[*q] == B_WORD)
    q++;
  return q;
}

/* The white space at P (N bytes left), 0 if none.  */
static inline size_t
space_len (unsigned char const *p, size_t n)
{
  unsigned char k = byte_class[*p];
  return k == B_SPACE ? 1 : k == B_HIGH ? space_at (p, n) : 0;
}

void
tokens_split (struct tokens *t, char const *line, size_t len)
{
  unsigned char const *p = (unsigned char const *) line;
  size_t i = 0;
  /* One copy of the line holds every token, each ended by a NUL where
     its white space began; the buffers serve line after line.  */
  if (t->bufsize < len + 9)
    {
      free (t->buf);
      t->buf = xmalloc (t->bufsize = len + 9);
    }
  memcpy (t->buf, line, len);
  /* A space after the copy ends the word loop without a bound check;
     the bytes after it are read eight at a time (and defined).  */
  unsigned char const *q = (unsigned char const *) t->buf;
  memset (t->buf + len, ' ', 9);
  t->n = 0;
  while (i < len)
    {
      /* P, not Q: the copy has a NUL where the last token ended.  */
      size_t s = space_len (p + i, len - i);
      if (s)
        {
          i += s;
          continue;
        }
      size_t start = i;
      long eq = -1;
      for (;;)
        {
          i = word_end (q + i) - q;
          unsigned char k = byte_class[q[i]];
          if (k == B_SPACE)
            break;
          if (k == B_EQ)
            {
              eq = eq == -1 ? (long) (i - start) : -2;
              i++;
              continue;
            }
          if (space_at (p + i, len - i))
            break;
          unsigned int cp;
          size_t l = utf8_char (p + i, len - i, &cp);
          i += l ? l : 1;
        }
      if (t->n == t->alloc)
        {
          t->v = x2nrealloc (t->v, &t->alloc, sizeof *t->v);
          t->len = xreallocarray (t->len, t->alloc, sizeof *t->len);
          t->eq = xreallocarray (t->eq, t->alloc, sizeof *t->eq);
        }
      t->buf[i] = '\0';
      t->v[t->n] = t->buf + start;
      t->len[t->n] = i - start;
      t->eq[t->n++] = eq;
    }
  t->buf[len] = '\0';
}

void
tokens_free (struct tokens *t)
{
  free (t->buf);
  free (t->v);
  free (t->len);
  free (t->eq);
  memset (t, 0, sizeof *t);
}
