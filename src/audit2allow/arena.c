/* The log's bump allocator.  Chunks are mapped with mmap, populated
   at once: a 100,000-record log otherwise takes some 17,000 page
   faults, a third of the run's time on this kind of machine.  (Advice
   for transparent huge pages did as well alone, but made a run after
   another program's large one twice as slow: see README.md.)  */

#include <config.h>

#include "arena.h"

#include <stdalign.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

#include "xalloc.h"

struct arena_chunk
{
  struct arena_chunk *prev;
  size_t size;                  /* of the mapping, header included */
  max_align_t data[];
};

#ifndef MAP_POPULATE
# define MAP_POPULATE 0
#endif

/* Large enough that a chunk's mmap is rare.  */
enum { CHUNK = 4 << 20 };

void *
big_buffer_alloc (size_t n)
{
  void *p = mmap (NULL, n ? n : 1, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
  if (p == MAP_FAILED)
    xalloc_die ();
  return p;
}

void
big_buffer_free (void *p, size_t n)
{
  munmap (p, n ? n : 1);
}

static void
chunk_free (struct arena_chunk *c)
{
  big_buffer_free (c, c->size);
}

static void *
new_chunk (struct arena *a, size_t n)
{
  size_t need = offsetof (struct arena_chunk, data) + n;
  struct arena_chunk *c = a->spare;
  if (c && c->size >= need)
    a->spare = NULL;
  else
    {
      size_t size = need <= CHUNK ? CHUNK : (need + CHUNK - 1) / CHUNK * CHUNK;
      if (size < need)
        xalloc_die ();
      c = big_buffer_alloc (size);
      c->size = size;
    }
  c->prev = a->cur;
  a->cur = c;
  a->next = (char *) c->data + n;
  a->end = (char *) c + c->size;
  return c->data;
}

/* N bytes at the next multiple of ALIGN.  */
static void *
bump (struct arena *a, size_t n, size_t align)
{
  if (n > SIZE_MAX / 2)
    xalloc_die ();
  if (a->cur)
    {
      char *p = a->next + (-(uintptr_t) a->next & (align - 1));
      if (p <= a->end && (size_t) (a->end - p) >= n)
        {
          a->next = p + n;
          return p;
        }
    }
  return new_chunk (a, n);
}

void *
arena_alloc (struct arena *a, size_t n)
{
  return bump (a, n, alignof (max_align_t));
}

/* Strings need no alignment.  */
char *
arena_chars (struct arena *a, size_t n)
{
  return bump (a, n, 1);
}

char *
arena_memdup0 (struct arena *a, void const *p, size_t n)
{
  char *s = arena_chars (a, n + 1);
  memcpy (s, p, n);
  s[n] = '\0';
  return s;
}

struct arena_mark
arena_mark (struct arena const *a)
{
  return (struct arena_mark) { a->cur, a->next };
}

void
arena_release (struct arena *a, struct arena_mark m)
{
  while (a->cur != m.chunk)
    {
      struct arena_chunk *c = a->cur;
      a->cur = c->prev;
      /* One chunk is kept: records dropped at a chunk's end would
         otherwise map and unmap one per line.  */
      if (a->spare)
        chunk_free (a->spare);
      a->spare = c;
    }
  a->next = m.next;
  a->end = a->cur ? (char *) a->cur + a->cur->size : NULL;
}

void
arena_free (struct arena *a)
{
  arena_release (a, (struct arena_mark) { NULL, NULL });
  if (a->spare)
    chunk_free (a->spare);
  a->spare = NULL;
}
