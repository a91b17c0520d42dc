/* The file-context matcher's insides, shared by lib/fcontext-*.c and the
   fuzz targets.  Not part of the public API (lib/sectx.h).  */

#ifndef FCONTEXT_H
#define FCONTEXT_H

#include "sectx.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/* One line of a spec file.  */
struct fc_spec
{
  char *regex;                  /* as written */
  char *type;                   /* the file-type field as written, or NULL */
  char *ctx;
  mode_t mode;                  /* S_IFMT bits, 0 for any */
  int stem;                     /* stem id, -1: none (3.4's stem_id) */
  unsigned int line;
  unsigned int input;           /* 0 base, 1 homedirs, 2 local */
  bool meta;                    /* 3.4's hasMetaChars: a regex, not a literal */
  bool from_bin;
  uint32_t prefix_len;          /* 3.4's prefix_len */
  /* The anchored pattern, compiled on first use: state 0 not yet, 1
     compiled (CODE set), 2 failed to compile.  */
  atomic_int state;
  pcre2_code *code;
  bool jit;
};

/* A substitution: a key starting with SRC at a component boundary is
   rewritten to DST followed by the rest.  */
struct fc_sub
{
  char *src;
  size_t slen;
  char *dst;
};

struct fc_subs
{
  struct fc_sub *v;             /* in file order; applied last to first */
  size_t n;
};

/* A growable list of spec indexes, ascending; a list of one keeps it
   in ONE (see fc_list_items).  */
struct fc_list
{
  uint32_t *v;
  uint32_t n, alloc;
  uint32_t one;
};

static inline uint32_t const *
fc_list_items (struct fc_list const *l)
{
  return l->alloc ? l->v : &l->one;
}

/* Bytes that are regex meta characters for 3.4's classification
   (". ^ $ ? * + | [ ( {").  */
extern bool const fc_meta[256];

/* An open-addressing table from byte strings to lists.  */
struct fc_table
{
  struct fc_slot
  {
    char const *s;              /* points into a spec's string or NULL */
    size_t len;
    uint64_t hash;
    struct fc_list list;
  } *slots;
  size_t size;                  /* a power of 2 */
  size_t used;
};

/* A byte trie of the regexes' fixed prefixes: node 0 is the root; a
   node's children are edges EDGE_BYTE/EDGE_NODE [FIRST, FIRST + N),
   sorted by byte; LIST (or -1) indexes the lists of specs whose prefix
   ends there.  */
struct fc_trie
{
  struct fc_trie_node
  {
    uint32_t first, n;
    int32_t list;
  } *nodes;
  size_t nnodes;
  unsigned char *edge_byte;
  uint32_t *edge_node;
  struct fc_list *lists;
  size_t nlists;
};

/* What a loader collects before the index is built.  */
struct fc_specs
{
  struct fc_spec *v;
  size_t n, alloc;
  char **bufs;                  /* what the specs' strings point into */
  size_t nbufs;
  struct fc_map { void *addr; size_t len; } *maps;  /* mapped .bin files */
  size_t nmaps;
  int *stem_hash;               /* open addressing over STEMS, -1 empty */
  size_t stem_hash_size;
  char **stems;                 /* stem strings, by id */
  size_t nstems, astems;
};

struct sectx_fc
{
  struct fc_specs specs;        /* in 3.4's order: regexes, then literals */
  struct fc_subs subs, dist_subs;
  struct fc_table stem_tab;     /* stem string -> list holding its id */
  struct fc_table literals;     /* unescaped literal -> spec indexes */
  struct fc_list odd_literals;  /* literals only a regex can match */
  struct fc_trie prefixes;      /* regex fixed prefix -> spec indexes */
  struct fc_list all_regexes;   /* every regex spec, when a key meets
                                   too many prefixes to merge */
  struct fc_list bad;           /* specs that failed to compile at load */
  char **pool;                  /* strings the tables point to */
  size_t npool, apool;
  size_t first_literal;         /* index of the first literal spec */
  pthread_mutex_t compile_lock;
  char **files;                 /* the files read */
  size_t nfiles;
  bool digest_kept;
  unsigned char sha1[20];
  bool validating;
};

/* Context of a load: the options and where messages go.  */
struct fc_load
{
  struct sectx_fc_open_opts const *opts;
  struct fc_specs *specs;
  unsigned int input;
};

/* fcontext-parse.c: spec files and substitution files, from buffers.  */
int fc_parse_text (struct fc_load *ld, char const *path, char *buf,
                   size_t len);
int fc_specs_keep (struct fc_specs *specs, char *buf);
int fc_specs_keep_map (struct fc_specs *specs, void *addr, size_t len);
int fc_parse_subs (char const *buf, size_t len, struct fc_subs *subs);
void fc_subs_free (struct fc_subs *subs);
int fc_stem_of_spec (char const *regex);
int fc_specs_stem_id (struct fc_specs *specs, char const *s, size_t len);
void fc_specs_free (struct fc_specs *specs);
void fc_spec_classify (struct fc_spec *sp);
void fc_notify (struct fc_load *ld, enum sectx_fc_msg_kind kind, int level,
                char const *file, unsigned int line, char const *a,
                char const *b, char const *c);
int fc_compile (struct fc_spec *sp, int *errcode, size_t *erroff);
void fc_regex_error (int errcode, size_t erroff, char *buf, size_t size);

/* fcontext-lookup.c: call EACH for every partial match of DIRPATH, best
   first, up to a <<none>>; the number, or -1 with errno.  */
int fc_partial_each (struct sectx_fc const *fc, char const *dirpath,
                     bool (*each) (void *, struct fc_spec const *),
                     void *arg);

/* fcontext-bin.c: a file_contexts.bin of format version 5 or less.  */
int fc_parse_bin (struct fc_load *ld, char const *path,
                  unsigned char const *buf, size_t len);
#define FC_BIN_MAGIC 0xf97cff8aU

/* fcontext-index.c: the lookup tables.  */
int fc_index_build (struct sectx_fc *fc);
void fc_index_free (struct sectx_fc *fc);
#define FC_HASH_INIT 14695981039346656037ULL
static inline uint64_t
fc_hash_step (uint64_t h, unsigned char c)
{
  return (h ^ c) * 1099511628211ULL;
}

/* A hash of S (LEN bytes), eight bytes at a time.  */
static inline uint64_t
fc_hash (char const *s, size_t len)
{
  uint64_t h = FC_HASH_INIT ^ len;
  size_t i = 0;
  for (; i + 8 <= len; i += 8)
    {
      uint64_t w;
      memcpy (&w, s + i, 8);
      h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
      h ^= h >> 29;
    }
  uint64_t w = 0;
  memcpy (&w, s + i, len - i);
  h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
  return h ^ (h >> 32);
}
struct fc_list const *fc_table_find (struct fc_table const *t, char const *s,
                                     size_t len, uint64_t hash);
bool fc_regex_simple (char const *re);
size_t fc_regex_fixed_prefix (char const *re, char *out);
bool fc_literal_unescape (char const *re, char *out, size_t *len);

#endif
