/* The log: lines into records, kept as sepolgen 3.4's AuditParser keeps
   them (AVCs, SELINUX_ERRs, AVC_PATHs; everything forgotten at a policy
   load under -l), each AVC analysed as it is read.  */

#include <config.h>

#include "input.h"

#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "xalloc.h"

static void
push (struct record ***v, size_t *n, size_t *alloc, struct record *r)
{
  if (*n == *alloc)
    *v = x2nrealloc (*v, alloc, sizeof **v);
  (*v)[(*n)++] = r;
}

/* Forget everything read so far, as 3.4 does at a policy load (-l):
   the records are all in the pool.  */
static void
log_reset (struct log *log)
{
  log->navcs = log->ncsids = log->npaths = 0;
  arena_release (&log->pool, (struct arena_mark) { NULL, NULL });
  log->recognised = false;
}

static void
report (struct log *log, char const *fmt, char const *a, char const *b)
{
  if (!log->report)
    return;
  char *msg;
  xasprintf_err (&msg, fmt, a, b);
  log->report (log->report_ctx, log->lines, msg);
  free (msg);
}

/* A class the policy lacks: 3.4 writes a rule for it that cannot
   compile.  Said once per class.  */
static void
report_class (struct log *log, char const *cls)
{
  for (size_t i = 0; i < log->nbad_classes; i++)
    if (strcmp (log->bad_classes[i], cls) == 0)
      return;
  log->bad_classes = xreallocarray (log->bad_classes, log->nbad_classes + 1,
                                    sizeof *log->bad_classes);
  log->bad_classes[log->nbad_classes++] = xstrdup (cls);
  report (log, "class %s is not defined in the policy%s: a rule for it"
          " will not compile", cls, "");
}

/* What 3.4 passes over in silence, said.  */
static void
report_record (struct log *log, struct record const *r, char const *why)
{
  if (r->kind == REC_NONE && r->new_compute_sid)
    report (log, "SELINUX_ERR in the op=security_compute_sid form, which"
            " 3.4 ignores: the policy lacks role %s types %s;",
            r->invalid.role, r->invalid.type);
  else if (r->kind == REC_INVALID && why)
    report (log, "record dropped: %s%s", why, "");
  else if (r->kind == REC_INVALID)
    report (log, "record dropped: not a complete AVC or SELINUX_ERR"
            " record%s%s", "", "");
  else if (r->kind == REC_AVC && r->an && r->an->verdict == V_BADTCLASS)
    report_class (log, r->tclass);
  if (r->kind == REC_AVC && r->hexcomm && log->report_hexcomm)
    report (log, "comm is hex-encoded (\"%s\"): the explanation shows"
            " it cut, as 3.4's does%s", r->hexcomm, "");
}

void
log_add_line (struct log *log, char const *line, size_t len)
{
  /* A record not kept is taken back from the pool with its strings.  */
  struct arena_mark mark = arena_mark (&log->pool);
  struct record *r = arena_alloc (&log->pool, sizeof *r);
  bool reset = false;
  log->lines++;
  if (record_parse_scratch (r, &log->scratch, line, len, log->keep_lines,
                            &log->pool)
      == REC_NONE)
    {
      report_record (log, r, NULL);
      arena_release (&log->pool, mark);
      return;
    }
  log->recognised = true;
  char const *why = NULL;
  if (r->kind == REC_AVC && log->analyze)
    {
      r->an = log->analyze (log->analyze_ctx, r, &why);
      if (!r->an)
        record_invalidate (r);
    }
  report_record (log, r, why);
  switch (r->kind)
    {
    case REC_AVC:
      push (&log->avcs, &log->navcs, &log->avcs_alloc, r);
      return;
    case REC_COMPUTE_SID:
      push (&log->csids, &log->ncsids, &log->csids_alloc, r);
      return;
    case REC_AVC_PATH:
      push (&log->paths, &log->npaths, &log->paths_alloc, r);
      return;
    case REC_POLICY_LOAD:
      reset = log->last_load_only;
      break;
    case REC_DAEMON_START:
      reset = r->auditd && log->last_load_only;
      break;
    case REC_INVALID:
      log->invalid++;
      break;
    default:
      break;
    }
  arena_release (&log->pool, mark);
  if (reset)
    log_reset (log);
}

struct stamp
{
  char const *header;
  char const *path;
};

static size_t
stamp_hash (void const *e, size_t n)
{
  return hash_string (((struct stamp const *) e)->header, n);
}

static bool
stamp_eq (void const *a, void const *b)
{
  return strcmp (((struct stamp const *) a)->header,
                 ((struct stamp const *) b)->header) == 0;
}

void
log_finish (struct log *log)
{
  if (!log->npaths)
    return;
  Hash_table *h = hash_initialize (log->npaths, NULL, stamp_hash, stamp_eq,
                                   free);
  if (!h)
    xalloc_die ();
  /* The last AVC_PATH of a stamp wins.  */
  for (size_t i = 0; i < log->npaths; i++)
    {
      struct record const *p = log->paths[i];
      if (!*p->header)
        continue;
      struct stamp *s = xmalloc (sizeof *s);
      s->header = p->header;
      s->path = p->path ? p->path : "";
      struct stamp *old = hash_remove (h, s);
      free (old);
      if (!hash_insert (h, s))
        xalloc_die ();
    }
  for (size_t i = 0; i < log->navcs; i++)
    {
      struct record *a = log->avcs[i];
      struct stamp probe = { a->header, NULL };
      struct stamp const *s = *a->header ? hash_lookup (h, &probe) : NULL;
      if (s)
        {
          a->path = arena_memdup0 (&log->pool, s->path, strlen (s->path));
        }
    }
  hash_free (h);
}

void
log_free (struct log *log)
{
  log_reset (log);
  free (log->avcs);
  free (log->csids);
  free (log->paths);
  for (size_t i = 0; i < log->nbad_classes; i++)
    free (log->bad_classes[i]);
  free (log->bad_classes);
  tokens_free (&log->scratch);
  arena_free (&log->pool);
}

void
feed_universal (struct log *log, char const *buf, size_t n)
{
  char *line = NULL;
  size_t alloc = 0;
  size_t i = 0;
  while (i < n)
    {
      char const *nl = memchr (buf + i, '\n', n - i);
      size_t j = nl ? (size_t) (nl - buf) : n;
      char const *cr = memchr (buf + i, '\r', j - i);
      if (cr)
        j = cr - buf;
      size_t len = j - i;
      if (len + 2 > alloc)
        line = xrealloc (line, alloc = len + 2);
      memcpy (line, buf + i, len);
      if (j < n)
        {
          line[len++] = '\n';
          j += buf[j] == '\r' && j + 1 < n && buf[j + 1] == '\n' ? 2 : 1;
        }
      log_add_line (log, line, len);
      i = j;
    }
  free (line);
}

void
feed_lines (struct log *log, char const *buf, size_t n, bool keep_nl)
{
  size_t i = 0;
  while (i < n || (!keep_nl && i == n))
    {
      char const *nl = memchr (buf + i, '\n', n - i);
      size_t end = nl ? (size_t) (nl - buf) : n;
      size_t len = end - i + (nl && keep_nl);
      log_add_line (log, buf + i, len);
      if (!nl)
        break;
      i = end + 1;
    }
}
