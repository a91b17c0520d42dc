/* Where Python's strict UTF-8 decoder, fed a file in 8192-byte chunks as
   its text layer reads it, first fails, and the message it gives: 3.4
   reads -i FILE that way, and prints that message.  */

#include <config.h>

#include "input.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"

enum { CHUNK = 8192 };

/* The number of continuation bytes after lead byte C, or -1.  */
static int
cont_count (unsigned char c)
{
  if (c < 0x80)
    return 0;
  if (c >= 0xC2 && c <= 0xDF)
    return 1;
  if (c >= 0xE0 && c <= 0xEF)
    return 2;
  if (c >= 0xF0 && c <= 0xF4)
    return 3;
  return -1;
}

/* Byte I (1-based) after lead C is a valid continuation.  */
static bool
cont_ok (unsigned char lead, int i, unsigned char b)
{
  if (i == 1)
    {
      if (lead == 0xE0)
        return b >= 0xA0 && b <= 0xBF;
      if (lead == 0xED)
        return b >= 0x80 && b <= 0x9F;
      if (lead == 0xF0)
        return b >= 0x90 && b <= 0xBF;
      if (lead == 0xF4)
        return b >= 0x80 && b <= 0x8F;
    }
  return (b & 0xC0) == 0x80;
}

bool
utf8_first_error (unsigned char const *p, size_t n, struct utf8_error *e)
{
  size_t i = 0;
  while (i < n)
    {
      /* ASCII, eight bytes at a time: almost every log is.  */
      while (i + 8 <= n)
        {
          uint64_t w;
          memcpy (&w, p + i, 8);
          if (w & UINT64_C (0x8080808080808080))
            break;
          i += 8;
        }
      if (i >= n)
        break;
      if (p[i] < 0x80)
        {
          i++;
          continue;
        }
      int k = cont_count (p[i]);
      size_t bad_end;
      char const *why;
      bool bad_lead = k < 0;
      if (k < 0)
        {
          bad_end = i + 1;
          why = "invalid start byte";
        }
      else
        {
          int j = 1;
          while (j <= k && i + j < n && cont_ok (p[i], j, p[i + j]))
            j++;
          if (j > k)
            {
              i += k + 1;
              continue;
            }
          bad_end = i + j;
          why = i + j < n ? "invalid continuation byte"
                          : "unexpected end of data";
        }
      /* The decoder call that fails: the one given the chunk that holds
         the offending byte (the bad lead, or the byte that is no
         continuation), or the final call at end of file for a cut
         sequence.  An unfinished sequence left over from the chunk
         before leads its input.  */
      size_t call_start;
      if (*why == 'u')
        call_start = i;
      else
        {
          size_t d = bad_lead ? i : bad_end;
          size_t chunk = d - d % CHUNK;
          call_start = i < chunk ? i : chunk;
        }
      e->offset = i;
      e->boundary = call_start;
      e->start = i - call_start;
      e->end = bad_end - call_start;
      e->byte = p[i];
      e->reason = why;
      return true;
    }
  return false;
}

char *
utf8_error_message (struct utf8_error const *e)
{
  char *s;
  int r;
  if (e->end - e->start == 1)
    r = asprintf (&s, "'utf-8' codec can't decode byte 0x%02x in position %zu: %s",
                  e->byte, e->start, e->reason);
  else
    r = asprintf (&s, "'utf-8' codec can't decode bytes in position %zu-%zu: %s",
                  e->start, e->end - 1, e->reason);
  if (r < 0)
    xalloc_die ();
  return s;
}
