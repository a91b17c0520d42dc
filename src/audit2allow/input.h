/* Reading the input: lines into the log, as 3.4 reads them.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_INPUT_H
#define SECOREUTILS_AUDIT2ALLOW_INPUT_H

#include "audit2allow.h"
#include "arena.h"

/* What sepolgen's AuditParser keeps.  */
struct log
{
  struct record **avcs;         /* AVC records, in input order */
  size_t navcs, avcs_alloc;
  struct record **csids;        /* SELINUX_ERR compute_sid records */
  size_t ncsids, csids_alloc;
  struct record **paths;        /* AVC_PATH records */
  size_t npaths, paths_alloc;
  bool recognised;              /* a line of a known kind was seen */
  bool last_load_only;          /* -l */
  /* The analysis of an AVC record, or NULL (with the reason in *WHY)
     to drop it as 3.4 does.  */
  struct analysis const *(*analyze) (void *ctx, struct record const *r,
                                     char const **why);
  void *analyze_ctx;
  /* What 3.4 drops or mangles without a word, reported (beyond 3.4):
     REPORT (CTX, LINE, MESSAGE), or NULL.  */
  void (*report) (void *ctx, size_t line, char const *msg);
  void *report_ctx;
  struct tokens scratch;        /* the record parser's buffers */
  struct arena pool;            /* the records kept and their strings */
  bool keep_lines;              /* keep each record's line (-w, -e) */
  bool report_hexcomm;          /* -v, -e: the comm they would mangle */
  char **bad_classes;           /* classes already reported */
  size_t nbad_classes;
  /* Extras, beyond 3.4: counts for --summary and warnings.  */
  size_t lines, invalid;
};

void log_add_line (struct log *log, char const *line, size_t len);
/* After the last line: give AVCs the path of an AVC_PATH record with
   the same stamp.  */
void log_finish (struct log *log);
void log_free (struct log *log);

/* Feed BUF (N bytes) as 3.4 reads a file opened in text mode: lines end
   at "\n", "\r\n" or "\r", each given with "\n".  */
void feed_universal (struct log *log, char const *buf, size_t n);
/* Feed BUF split at "\n" only (standard input, command output); with
   KEEP_NL the "\n" stays on each line.  */
void feed_lines (struct log *log, char const *buf, size_t n, bool keep_nl);

struct utf8_error
{
  size_t offset;                /* of the first bad byte in the file */
  size_t boundary;              /* bytes decoded before the failing call */
  size_t start, end;            /* the bad bytes, within that call */
  unsigned char byte;
  char const *reason;
};
bool utf8_first_error (unsigned char const *p, size_t n,
                       struct utf8_error *e);
char *utf8_error_message (struct utf8_error const *e);

#endif
