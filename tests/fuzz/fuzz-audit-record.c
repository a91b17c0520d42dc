/* libFuzzer target: audit2allow's record parser and what it feeds
   (src/audit2allow): the input as a log, split into lines both ways
   3.4 reads them, each line parsed, merged into access vectors and
   written out in every layout, with made-up verdicts.
   Fuzz-sources: src/audit2allow/split.c src/audit2allow/record.c src/audit2allow/arena.c src/audit2allow/input.c src/audit2allow/utf8check.c src/audit2allow/access.c src/audit2allow/pystr.c src/audit2allow/write.c src/audit2allow/why.c gl/lib/xmalloc.c gl/lib/hash.c
   Fuzz-options: -max_len=8192  */

#include <config.h>

#include "audit2allow/input.h"
#include "audit2allow/access.h"
#include "audit2allow/write.h"
#include "audit2allow/why.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void
xalloc_die (void)
{
  abort ();
}

static struct boolfix bools[2] = { { (char *) "b_one", 1 },
                                   { (char *) "b_two", 0 } };
static struct analysis verdicts[] = {
  { V_TERULE, NULL, 0, NULL, { { 0 } }, 0 },
  { V_ALLOW, NULL, 0, NULL, { { 0 } }, 0 },
  { V_DONTAUDIT, NULL, 0, NULL, { { 0 } }, 0 },
  { V_BOOLEAN, bools, 1, NULL, { { 0 } }, 0 },
  { V_BOOLEAN, bools, 2, NULL, { { 0 } }, 0 },
  { V_CONSTRAINT, NULL, 0, (char *) "constrain file { write } (u1 == u2);",
    { { (char *) "user (a)", (char *) "user (b)" } }, 1 },
  { V_RBAC, NULL, 0, NULL, { { 0 } }, 0 },
  { V_BOUNDS, NULL, 0, NULL, { { 0 } }, 0 },
  { V_BADTCLASS, NULL, 0, NULL, { { 0 } }, 0 },
};

/* A verdict from the record's class, or none (dropped) for some.  */
static struct analysis const *
fake_analyze (void *ctx, struct record const *r, char const **why)
{
  (void) ctx;
  *why = "made up";
  if (!r->scon.str || !r->tcon.str || !r->tclass)
    abort ();
  size_t n = strlen (r->tclass);
  if (n % 11 == 10)
    return NULL;
  return &verdicts[n % (sizeof verdicts / sizeof verdicts[0])];
}

static void
fake_report (void *ctx, size_t line, char const *msg)
{
  (void) ctx;
  if (!line || !*msg)
    abort ();
}

static bool
keep_odd (char const *type, void *arg)
{
  (void) arg;
  return strlen (type) % 2;
}

static void
check (struct log const *log)
{
  for (size_t i = 0; i < log->navcs; i++)
    {
      struct record const *r = log->avcs[i];
      if (r->kind != REC_AVC || (log->keep_lines && !r->line) || !r->header
          || !r->an)
        abort ();
      if (!r->scon.type || !r->tcon.type || !r->tclass)
        abort ();
    }
  for (size_t i = 0; i < log->ncsids; i++)
    if (!log->csids[i]->invalid.role || !log->csids[i]->invalid.type)
      abort ();
}

static void
write_all (struct log *log, FILE *out)
{
  log_finish (log);
  check (log);
  for (int f = 0; f < 2; f++)
    {
      struct access a;
      char *err = NULL;
      if (!access_build (&a, log, f ? keep_odd : NULL, NULL, &err))
        {
          if (!err)
            abort ();
          free (err);
          continue;
        }
      struct write_opts w = { 0 };
      write_module (out, &a, &w);
      w.module = "m";
      w.dontaudit = w.xperms = true;
      w.explain = EXPLAIN_SHORT;
      write_module (out, &a, &w);
      w.explain = EXPLAIN_LONG;
      w.fragment = true;
      write_module (out, &a, &w);
      access_free (&a);
    }
  write_why (out, log);
  log_free (log);
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream (&buf, &len);
  if (!out)
    return 0;
  for (int way = 0; way < 3; way++)
    {
      struct log log = { 0 };
      log.analyze = fake_analyze;
      log.report = fake_report;
      log.report_hexcomm = way == 1;
      log.keep_lines = way != 1;
      log.last_load_only = way == 2;
      if (way == 0)
        feed_lines (&log, (char const *) data, size, true);
      else if (way == 1)
        feed_lines (&log, (char const *) data, size, false);
      else
        {
          struct utf8_error e;
          size_t n = size;
          if (utf8_first_error (data, size, &e))
            {
              if (e.boundary > size || e.start > e.end || e.offset >= size)
                abort ();
              free (utf8_error_message (&e));
              n = e.boundary;
            }
          feed_universal (&log, (char const *) data, n);
        }
      write_all (&log, out);
    }
  fclose (out);
  free (buf);
  return 0;
}
