/* Reading a compiled file_contexts.bin as libselinux 3.4 does (format
   versions 1 to 5, host byte order).  Any inconsistency fails the whole
   file, so that the caller falls back to the text file as 3.4 does.
   The precompiled regexes are not used: each is compiled from its
   string on first use, which gives the same pattern.  */

#include <config.h>

#include "fcontext.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cursor
{
  unsigned char const *p;
  size_t left;
};

static bool
take (struct cursor *c, void *out, size_t n)
{
  if (n > c->left)
    return false;
  if (out)
    memcpy (out, c->p, n);
  c->p += n;
  c->left -= n;
  return true;
}

static bool
take_u32 (struct cursor *c, uint32_t *v)
{
  return take (c, v, sizeof *v);
}

/* A NUL-terminated string of LEN bytes (NUL included) at C.  */
static char const *
take_str (struct cursor *c, uint32_t len)
{
  char const *s = (char const *) c->p;
  if (!len || !take (c, NULL, len) || s[len - 1] != '\0')
    return NULL;
  return s;
}

/* Check the PCRE2 version and architecture strings; *ARCH_OK tells
   whether precompiled regexes would be usable.  */
static bool
check_versions (struct cursor *c, uint32_t version, bool *arch_ok)
{
  char ver[64];
  uint32_t len;
  *arch_ok = false;
  if (version < 2)
    return true;
  pcre2_config (PCRE2_CONFIG_VERSION, ver);
  if (!take_u32 (c, &len) || len != strlen (ver) || len > c->left
      || memcmp (c->p, ver, len) != 0)
    return false;
  take (c, NULL, len);
  if (version < 5)
    return true;
  char arch[64];
  snprintf (arch, sizeof arch, "%zu-%zu-%s", sizeof (void *),
            sizeof (PCRE2_SIZE),
            __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? "el" : "eb");
  if (!take_u32 (c, &len) || len > c->left)
    return false;
  *arch_ok = len == strlen (arch) && memcmp (c->p, arch, len) == 0;
  take (c, NULL, len);
  return true;
}

static int
grow (struct fc_specs *s)
{
  if (s->n < s->alloc)
    return 0;
  size_t na = s->alloc * 2 + 64;
  struct fc_spec *v = realloc (s->v, na * sizeof *v);
  if (!v)
    return -1;
  s->v = v;
  s->alloc = na;
  return 0;
}

/* One spec record.  1 added, 0 stop with success (3.4 stops quietly at
   an invalid context), -1 failure.  */
static int
read_spec (struct fc_load *ld, char const *path, struct cursor *c,
           uint32_t version, bool arch_ok, int const *stem_map,
           uint32_t nstems)
{
  uint32_t len, mode, meta, prefix_len = 0;
  int32_t stem;
  char const *ctx, *regex;
  if (!take_u32 (c, &len) || !(ctx = take_str (c, len)))
    return -1;
  struct sectx_fc_open_opts const *o = ld->opts;
  if (o && o->validate && strcmp (ctx, "<<none>>") != 0)
    {
      char *canon = NULL;
      int r = o->validator ? o->validator (o->validator_arg, ctx, &canon)
                           : sectx_context_check (ctx);
      free (canon);
      if (r < 0)
        {
          char *msg;
          if (asprintf (&msg, "context %s is invalid", ctx) >= 0)
            {
              fc_notify (ld, SECTX_FC_MSG_BIN, SECTX_FC_ERROR, path, 0, msg,
                         NULL, NULL);
              free (msg);
            }
          return 0;
        }
    }
  if (!take_u32 (c, &len) || !(regex = take_str (c, len))
      || !take_u32 (c, &mode) || !take (c, &stem, sizeof stem)
      || !take_u32 (c, &meta)
      || (version >= 4 && !take_u32 (c, &prefix_len)))
    return -1;
  uint32_t blob;
  if (!take_u32 (c, &blob) || blob > c->left)
    return -1;
  if (blob && arch_ok && pcre2_serialize_get_number_of_codes (c->p) != 1)
    return -1;
  take (c, NULL, blob);

  if (grow (ld->specs) < 0)
    return -1;
  struct fc_spec *sp = &ld->specs->v[ld->specs->n];
  memset (sp, 0, sizeof *sp);
  sp->regex = strdup (regex);
  sp->ctx = strdup (ctx);
  if (!sp->regex || !sp->ctx)
    {
      free (sp->regex);
      free (sp->ctx);
      return -1;
    }
  ld->specs->n++;
  sp->mode = mode;
  sp->stem = stem < 0 || (uint32_t) stem >= nstems ? -1 : stem_map[stem];
  sp->meta = meta != 0;
  sp->prefix_len = prefix_len;
  sp->from_bin = true;
  sp->input = ld->input;
  return 1;
}

int
fc_parse_bin (struct fc_load *ld, char const *path, unsigned char const *buf,
              size_t len)
{
  struct cursor c = { buf, len };
  uint32_t magic, version, nstems, nspecs;
  bool arch_ok;
  int *stem_map = NULL;
  int rc = -1;
  if (!take_u32 (&c, &magic) || magic != FC_BIN_MAGIC
      || !take_u32 (&c, &version) || version > 5
      || !check_versions (&c, version, &arch_ok)
      || !take_u32 (&c, &nstems) || nstems > c.left / 5)
    goto out;
  stem_map = calloc (nstems ? nstems : 1, sizeof *stem_map);
  if (!stem_map)
    goto out;
  for (uint32_t i = 0; i < nstems; i++)
    {
      uint32_t sl;
      char const *s;
      if (!take_u32 (&c, &sl) || !sl || sl == UINT32_MAX
          || !(s = take_str (&c, sl + 1)))
        goto out;
      if ((stem_map[i] = fc_specs_stem_id (ld->specs, s, sl)) < 0)
        goto out;
    }
  if (!take_u32 (&c, &nspecs) || !nspecs)
    goto out;
  for (uint32_t i = 0; i < nspecs; i++)
    {
      int r = read_spec (ld, path, &c, version, arch_ok, stem_map, nstems);
      if (r < 0)
        goto out;
      if (r == 0)
        break;
    }
  rc = 0;
out:
  free (stem_map);
  if (rc < 0)
    errno = EINVAL;
  return rc;
}
