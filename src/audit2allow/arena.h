/* A bump allocator for what lives as long as the log: the records of a
   large log are many and small, kept to the end, and dropped together
   (or the last ones taken back), so one malloc each and a page fault
   per 4 KiB of them cost as much as parsing them.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_ARENA_H
#define SECOREUTILS_AUDIT2ALLOW_ARENA_H

#include <stddef.h>

struct arena_chunk;

/* Zeroed: empty.  */
struct arena
{
  struct arena_chunk *cur;      /* the newest chunk, linked to older */
  char *next, *end;             /* free space in CUR */
  struct arena_chunk *spare;    /* a chunk taken back, kept for reuse */
};

/* Where the arena stands, to take back what is allocated after.  */
struct arena_mark
{
  struct arena_chunk *chunk;
  char *next;
};

/* N bytes aligned for any object; dies on allocation failure.  */
void *arena_alloc (struct arena *a, size_t n);
/* N bytes for characters, unaligned.  */
char *arena_chars (struct arena *a, size_t n);
char *arena_memdup0 (struct arena *a, void const *p, size_t n);
struct arena_mark arena_mark (struct arena const *a);
/* Take back everything allocated since M.  */
void arena_release (struct arena *a, struct arena_mark m);
/* Everything, chunks returned.  */
void arena_free (struct arena *a);

/* A buffer of N bytes for a large input, its pages populated at once;
   freed with big_buffer_free.  */
void *big_buffer_alloc (size_t n);
void big_buffer_free (void *p, size_t n);

#endif
