/* Reading file_contexts text and .subs files from memory, line by line,
   with libselinux 3.4's rules and messages (label_file.h process_line,
   label_support.c read_spec_entries, label_file.c selabel_subs_init).  */

#include <config.h>

#include "fcontext.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

/* isspace and isascii in the C locale, which libselinux runs in.  */
static bool
c_space (unsigned char c)
{
  return c == ' ' || (c >= '\t' && c <= '\r');
}

void
fc_notify (struct fc_load *ld, enum sectx_fc_msg_kind kind, int level,
           char const *file, unsigned int line, char const *a, char const *b,
           char const *c)
{
  if (!ld->opts || !ld->opts->notify)
    return;
  char *text = NULL;
  int r = -1;
  switch (kind)
    {
    case SECTX_FC_MSG_MISSING_FIELDS:
      r = asprintf (&text, "%s:  line %u is missing fields\n", file, line);
      break;
    case SECTX_FC_MSG_NON_ASCII:
      r = asprintf (&text, "%s:  line %u error due to: %s\n", file, line, a);
      break;
    case SECTX_FC_MSG_BAD_TYPE:
      r = asprintf (&text, "%s:  line %u has invalid file type %s\n",
                    file, line, a);
      break;
    case SECTX_FC_MSG_BAD_CONTEXT:
      r = line ? asprintf (&text, "%s: line %u has invalid context %s\n",
                           file, line, a)
               : asprintf (&text, "%s: has invalid context %s\n", file, a);
      break;
    case SECTX_FC_MSG_BAD_REGEX:
      r = asprintf (&text, "%s:  line %u has invalid regex %s:  %s\n",
                    file, line, a, b);
      break;
    case SECTX_FC_MSG_DUP_DIFFERENT:
      r = asprintf (&text,
                    "%s: Multiple different specifications for %s  "
                    "(%s and %s).\n", file, a, b, c);
      break;
    case SECTX_FC_MSG_DUP_SAME:
      r = asprintf (&text, "%s: Multiple same specifications for %s.\n",
                    file, a);
      break;
    case SECTX_FC_MSG_BIN:
      r = asprintf (&text, "%s: %s\n", file, a);
      break;
    }
  struct sectx_fc_msg msg = { .kind = kind, .level = level, .file = file,
                              .line = line, .arg = { a, b, c },
                              .text = r < 0 ? "" : text };
  ld->opts->notify (ld->opts->notify_arg, &msg);
  free (text);
}

bool const fc_meta[256] = {
  ['.'] = true, ['^'] = true, ['$'] = true, ['?'] = true, ['*'] = true,
  ['+'] = true, ['|'] = true, ['['] = true, ['('] = true, ['{'] = true
};

/* Keep BUF (malloc'd) as long as SPECS: spec strings point into it.  */
int
fc_specs_keep (struct fc_specs *specs, char *buf)
{
  char **v = realloc (specs->bufs, (specs->nbufs + 1) * sizeof *v);
  if (!v)
    {
      free (buf);
      return -1;
    }
  specs->bufs = v;
  v[specs->nbufs++] = buf;
  return 0;
}

/* Keep the mapping ADDR of LEN bytes as long as SPECS.  */
int
fc_specs_keep_map (struct fc_specs *specs, void *addr, size_t len)
{
  struct fc_map *v = realloc (specs->maps, (specs->nmaps + 1) * sizeof *v);
  if (!v)
    {
      munmap (addr, len);
      return -1;
    }
  specs->maps = v;
  v[specs->nmaps++] = (struct fc_map) { addr, len };
  return 0;
}

void
fc_specs_free (struct fc_specs *specs)
{
  for (size_t i = 0; i < specs->n; i++)
    if (specs->v[i].code)
      pcre2_code_free (specs->v[i].code);
  free (specs->v);
  for (size_t i = 0; i < specs->nbufs; i++)
    free (specs->bufs[i]);
  free (specs->bufs);
  for (size_t i = 0; i < specs->nmaps; i++)
    munmap (specs->maps[i].addr, specs->maps[i].len);
  free (specs->maps);
  for (size_t i = 0; i < specs->nstems; i++)
    free (specs->stems[i]);
  free (specs->stems);
  free (specs->stem_hash);
  memset (specs, 0, sizeof *specs);
}

/* 3.4's get_stem_from_spec: the length of the text up to the second
   '/', when that text has no regex meta character; else 0.  */
int
fc_stem_of_spec (char const *regex)
{
  char const *slash = strchr (regex + (regex[0] != '\0'), '/');
  if (!slash)
    return 0;
  for (char const *p = regex; p < slash; p++)
    if (fc_meta[(unsigned char) *p])
      return 0;
  return slash - regex;
}

static size_t
stem_slot (struct fc_specs *specs, char const *s, size_t len)
{
  uint64_t h = FC_HASH_INIT;
  for (size_t i = 0; i < len; i++)
    h = fc_hash_step (h, s[i]);
  size_t mask = specs->stem_hash_size - 1, k = h & mask;
  for (;; k = (k + 1) & mask)
    {
      int id = specs->stem_hash[k];
      /* S may hold a NUL (a .bin stem), so compare lengths first and
         never read past the stored stem's end.  */
      if (id < 0 || (strnlen (specs->stems[id], len + 1) == len
                     && memcmp (specs->stems[id], s, len) == 0))
        return k;
    }
}

/* The id of stem S of LEN bytes, added if new; -1 on ENOMEM.  */
int
fc_specs_stem_id (struct fc_specs *specs, char const *s, size_t len)
{
  if (specs->nstems * 2 + 2 > specs->stem_hash_size)
    {
      size_t size = specs->stem_hash_size ? specs->stem_hash_size * 2 : 64;
      int *h = malloc (size * sizeof *h);
      if (!h)
        return -1;
      free (specs->stem_hash);
      specs->stem_hash = h;
      specs->stem_hash_size = size;
      for (size_t k = 0; k < size; k++)
        h[k] = -1;
      for (size_t i = 0; i < specs->nstems; i++)
        h[stem_slot (specs, specs->stems[i], strlen (specs->stems[i]))] = i;
    }
  size_t k = stem_slot (specs, s, len);
  if (specs->stem_hash[k] >= 0)
    return specs->stem_hash[k];
  if (specs->nstems == specs->astems)
    {
      size_t na = specs->astems * 2 + 16;
      char **v = realloc (specs->stems, na * sizeof *v);
      if (!v)
        return -1;
      specs->stems = v;
      specs->astems = na;
    }
  char *copy = strndup (s, len);
  if (!copy)
    return -1;
  specs->stems[specs->nstems] = copy;
  specs->stem_hash[k] = specs->nstems;
  return specs->nstems++;
}

/* 3.4's spec_hasMetaChars: META and PREFIX_LEN of SP.  */
void
fc_spec_classify (struct fc_spec *sp)
{
  char const *re = sp->regex;
  size_t len = strlen (re);
  sp->meta = false;
  sp->prefix_len = len;
  for (size_t i = 0; i < len; i++)
    {
      if (fc_meta[(unsigned char) re[i]])
        {
          sp->meta = true;
          sp->prefix_len = i;
          return;
        }
      if (re[i] == '\\')
        i++;
    }
}

/* 3.4's string_to_mode: exactly "-X" for a known X; else (mode_t) -1.  */
static mode_t
type_to_mode (char const *t)
{
  if (t[0] != '-' || strlen (t) != 2)
    return (mode_t) -1;
  switch (t[1])
    {
    case 'b': return S_IFBLK;
    case 'c': return S_IFCHR;
    case 'd': return S_IFDIR;
    case 'p': return S_IFIFO;
    case 'l': return S_IFLNK;
    case 's': return S_IFSOCK;
    case '-': return S_IFREG;
    default: return (mode_t) -1;
    }
}

/* Split LINE (NUL-terminated, newline removed) into at most 3 tokens as
   read_spec_entries does.  Return the number, or -1 for a non-ASCII
   byte inside a token read.  */
static int
split_tokens (char *line, char *tok[3], size_t toklen[3])
{
  char *p = line;
  while (c_space (*p))
    p++;
  if (*p == '#' || *p == '\0')
    return 0;
  int items = 0;
  while (items < 3 && *p)
    {
      while (c_space (*p))
        p++;
      char *start = p;
      while (*p && !c_space (*p))
        {
          if ((unsigned char) *p >= 0x80)
            return -1;
          p++;
        }
      if (p > start)
        {
          tok[items] = start;
          toklen[items] = p - start;
          items++;
        }
    }
  return items;
}

static int
grow_specs (struct fc_specs *specs)
{
  if (specs->n < specs->alloc)
    return 0;
  size_t na = specs->alloc * 2 + 64;
  struct fc_spec *v = realloc (specs->v, na * sizeof *v);
  if (!v)
    return -1;
  specs->v = v;
  specs->alloc = na;
  return 0;
}

/* Add the spec on line LINENO of PATH from its tokens; 0, or -1 with
   errno after notifying.  */
static int
add_spec (struct fc_load *ld, char const *path, unsigned int lineno,
          char *tok[3], size_t toklen[3], int items)
{
  struct sectx_fc_open_opts const *o = ld->opts;
  struct fc_specs *specs = ld->specs;
  /* The tokens are cut out of the line in place.  */
  for (int k = 0; k < items; k++)
    tok[k][toklen[k]] = '\0';
  char *regex = tok[0];
  char *type = items == 3 ? tok[1] : NULL;
  char *ctx = tok[items - 1];

  int stemlen = fc_stem_of_spec (regex);
  if (stemlen && o && o->subset && strncmp (o->subset, regex, stemlen) != 0)
    return 0;
  if (grow_specs (specs) < 0)
    goto nomem;
  int stem = stemlen ? fc_specs_stem_id (specs, regex, stemlen) : -1;
  struct fc_spec *sp = &specs->v[specs->n++];
  memset (sp, 0, sizeof *sp);
  sp->regex = regex;
  sp->type = type;
  sp->ctx = ctx;
  sp->stem = stem;
  sp->line = lineno;
  sp->input = ld->input;

  if (o && o->validate)
    {
      int code;
      size_t off;
      if (fc_compile (sp, &code, &off) < 0)
        {
          char buf[256];
          fc_regex_error (code, off, buf, sizeof buf);
          fc_notify (ld, SECTX_FC_MSG_BAD_REGEX, SECTX_FC_ERROR, path, lineno,
                     regex, buf, NULL);
          errno = EINVAL;
          return -1;
        }
    }
  if (type)
    {
      mode_t m = type_to_mode (type);
      if (m == (mode_t) -1)
        {
          fc_notify (ld, SECTX_FC_MSG_BAD_TYPE, SECTX_FC_ERROR, path, lineno,
                     type, NULL, NULL);
          errno = EINVAL;
          return -1;
        }
      sp->mode = m;
    }
  fc_spec_classify (sp);
  if (o && o->validate && strcmp (ctx, "<<none>>") != 0)
    {
      char *canon = NULL;
      int r = o->validator ? o->validator (o->validator_arg, ctx, &canon)
                           : sectx_context_check (ctx);
      if (r < 0)
        {
          int e = errno;
          fc_notify (ld, SECTX_FC_MSG_BAD_CONTEXT, SECTX_FC_WARNING, path,
                     lineno, ctx, NULL, NULL);
          errno = e;
          return -1;
        }
      if (canon)
        {
          if (fc_specs_keep (specs, canon) < 0)
            goto nomem;
          sp->ctx = canon;
        }
    }
  return 0;

nomem:
  errno = ENOMEM;
  return -1;
}

/* Process one line (LINE..END, without its newline), as process_line.  */
static int
parse_line (struct fc_load *ld, char const *path, unsigned int lineno,
            char *line)
{
  char *tok[3];
  size_t toklen[3];
  int items = split_tokens (line, tok, toklen);
  if (items < 0)
    {
      fc_notify (ld, SECTX_FC_MSG_NON_ASCII, SECTX_FC_ERROR, path, lineno,
                 "Non-ASCII characters found", NULL, NULL);
      errno = EINVAL;
      return -1;
    }
  if (items == 0)
    return 0;
  if (items < 2)
    {
      fc_notify (ld, SECTX_FC_MSG_MISSING_FIELDS, SECTX_FC_ERROR, path,
                 lineno, NULL, NULL, NULL);
      errno = EINVAL;
      return -1;
    }
  return add_spec (ld, path, lineno, tok, toklen, items);
}

/* Parse the spec file PATH read into BUF (LEN bytes, then a NUL),
   which the specs keep pointing into: the caller keeps it with
   fc_specs_keep.  Lines are cut in place.  */
int
fc_parse_text (struct fc_load *ld, char const *path, char *buf, size_t len)
{
  unsigned int lineno = 0;
  size_t pos = 0;
  while (pos < len)
    {
      char *nl = memchr (buf + pos, '\n', len - pos);
      size_t end = nl ? (size_t) (nl - buf) : len;
      /* getline keeps the bytes, but the line is a C string from here:
         an embedded NUL ends it.  */
      buf[end] = '\0';
      char *line = buf + pos;
      pos = end + 1;
      if (parse_line (ld, path, ++lineno, line) < 0)
        return -1;
    }
  return 0;
}

void
fc_subs_free (struct fc_subs *subs)
{
  for (size_t i = 0; i < subs->n; i++)
    {
      free (subs->v[i].src);
      free (subs->v[i].dst);
    }
  free (subs->v);
  subs->v = NULL;
  subs->n = 0;
}

/* Read substitutions as 3.4's selabel_subs_init does: fgets into one
   1 KiB buffer (so a long line is read as several, and a last line
   without newline may see bytes left over from a longer line before),
   first two blank-separated tokens, '#' comments.  */
int
fc_parse_subs (char const *buf, size_t len, struct fc_subs *subs)
{
  char line[1024];
  size_t pos = 0, alloc = 0;
  memset (line, 0, sizeof line);
  subs->v = NULL;
  subs->n = 0;
  while (pos < len)
    {
      /* fgets (line, sizeof line - 1): up to 1022 bytes and a NUL.  */
      size_t n = 0;
      while (n < sizeof line - 2 && pos < len)
        {
          char c = buf[pos++];
          line[n++] = c;
          if (c == '\n')
            break;
        }
      line[n] = '\0';

      char *src = line;
      while (*src && c_space (*src))
        src++;
      if (src[0] == '#')
        continue;
      char *p = src;
      while (*p && !c_space (*p))
        p++;
      *p++ = '\0';
      if (!*src)
        continue;
      char *dst = p;
      while (dst < line + sizeof line && *dst && c_space (*dst))
        dst++;
      p = dst;
      while (p < line + sizeof line - 1 && *p && !c_space (*p))
        p++;
      *p = '\0';
      if (!*dst)
        continue;
      if (subs->n == alloc)
        {
          alloc = alloc * 2 + 16;
          struct fc_sub *v = realloc (subs->v, alloc * sizeof *v);
          if (!v)
            goto nomem;
          subs->v = v;
        }
      struct fc_sub *s = &subs->v[subs->n];
      s->src = strdup (src);
      s->dst = strdup (dst);
      if (!s->src || !s->dst)
        {
          free (s->src);
          free (s->dst);
          goto nomem;
        }
      s->slen = strlen (src);
      subs->n++;
    }
  return 0;
nomem:
  fc_subs_free (subs);
  errno = ENOMEM;
  return -1;
}
