/* The file-context matcher's insides, shared by lib/fcontext-*.c and the
   fuzz targets.  Not part of the public API (lib/sectx.h).  */

#ifndef FCONTEXT_H
#define FCONTEXT_H

#include "sectx.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

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

/* A growable list of spec indexes, ascending.  */
struct fc_list
{
  uint32_t *v;
  uint32_t n, alloc;
};

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

/* What a loader collects before the index is built.  */
struct fc_specs
{
  struct fc_spec *v;
  size_t n, alloc;
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
  struct fc_table prefixes;     /* regex fixed prefix -> spec indexes */
  struct fc_list bad;           /* specs that failed to compile at load */
  size_t *prefix_lens;          /* the distinct prefix lengths, ascending */
  size_t nprefix_lens;
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
int fc_parse_text (struct fc_load *ld, char const *path, char const *buf,
                   size_t len);
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
uint64_t fc_hash_step (uint64_t h, unsigned char c);
#define FC_HASH_INIT 14695981039346656037ULL
struct fc_list const *fc_table_find (struct fc_table const *t, char const *s,
                                     size_t len, uint64_t hash);
bool fc_regex_simple (char const *re);
size_t fc_regex_fixed_prefix (char const *re, char *out);
bool fc_literal_unescape (char const *re, char *out, size_t *len);

#endif
