/* Loading a policy's file contexts as libselinux 3.4's selabel_open does
   for the file backend: which files, in what order, text or .bin,
   duplicates, and the final order of the specs.  */

#include <config.h>

#include "fcontext.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sha1.h"

/* The whole content of the file PATH, malloc'd in *BUF (NUL added).  A
   directory reads as empty, as getline on it fails at once in 3.4.  */
static int
slurp (char const *path, char **buf, size_t *len)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  size_t alloc = 0, n = 0;
  char *b = NULL;
  struct stat st;
  size_t want = 4096;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_size > 0)
    want = st.st_size + 2;
  for (;;)
    {
      if (n + 1 >= alloc)
        {
          alloc = alloc ? alloc * 2 : want;
          char *nb = realloc (b, alloc);
          if (!nb)
            {
              free (b);
              close (fd);
              errno = ENOMEM;
              return -1;
            }
          b = nb;
        }
      ssize_t r = read (fd, b + n, alloc - n - 1);
      if (r == 0)
        break;
      if (r < 0)
        {
          if (errno == EINTR)
            continue;
          if (errno == EISDIR)
            break;
          int e = errno;
          free (b);
          close (fd);
          errno = e;
          return -1;
        }
      n += r;
    }
  close (fd);
  b[n] = '\0';
  *buf = b;
  *len = n;
  return 0;
}

/* 3.4's open_file: of BASE and BASE.bin, the newer (a tie goes to .bin),
   or with OLDEST the older; its name in *FOUND (malloc'd).  */
static int
choose_file (char const *base, bool oldest, char **found)
{
  char *bin;
  if (asprintf (&bin, "%s.bin", base) < 0)
    return -1;
  char const *names[2] = { base, bin };
  char const *pick = NULL;
  time_t pick_mtime = 0;
  for (int i = 0; i < 2; i++)
    {
      struct stat st;
      if (stat (names[i], &st) != 0)
        continue;
      if (!pick || (oldest ^ (st.st_mtime >= pick_mtime)))
        {
          pick = names[i];
          pick_mtime = st.st_mtime;
        }
    }
  if (!pick)
    {
      free (bin);
      errno = ENOENT;
      return -1;
    }
  *found = strdup (pick);
  free (bin);
  return *found ? 0 : -1;
}

struct loader
{
  struct fc_load ld;
  struct sectx_fc *fc;
  struct sha1_ctx sha;
};

static int
add_file_name (struct sectx_fc *fc, char const *name)
{
  char **v = realloc (fc->files, (fc->nfiles + 1) * sizeof *v);
  if (!v)
    return -1;
  fc->files = v;
  if (!(v[fc->nfiles] = strdup (name)))
    return -1;
  fc->nfiles++;
  return 0;
}

/* A large compiled file read into anonymous memory on transparent huge
   pages: the precompiled regexes are skipped, but each is shorter than a
   page, so every page is read anyway, and a few 2 MiB faults cost less
   than mapping the file page by page (7.6 MiB for refpolicy's).  NULL,
   errno set, if it cannot be had.  */
static void *
read_huge (int fd, size_t size, size_t *maplen)
{
  size_t const huge = 2u << 20;
  size_t len = (size + huge - 1) & ~(huge - 1);
  char *raw = mmap (NULL, len + huge, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED)
    return NULL;
  char *a = (char *) (((uintptr_t) raw + huge - 1) & ~(uintptr_t) (huge - 1));
  if (a > raw)
    munmap (raw, a - raw);
  munmap (a + len, raw + huge - a);
  madvise (a, len, MADV_HUGEPAGE);
  for (size_t off = 0; off < size; )
    {
      ssize_t n = pread (fd, a + off, size - off, off);
      if (n <= 0)
        {
          int e = n < 0 ? errno : EIO;
          munmap (a, len);
          errno = e;
          return NULL;
        }
      off += n;
    }
  *maplen = len;
  return a;
}

/* A compiled file in memory: a small one mapped, as 3.4 maps it
   (populated at once, as every page is read), a large one read
   (read_huge).  *LEN is its size, *MAPLEN that of the mapping.  NULL if
   FOUND is not one (or cannot be mapped: then it is read).  */
static void *
map_bin (char const *found, size_t *len, size_t *maplen)
{
  int fd = open (found, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  struct stat st;
  uint32_t magic = 0;
  void *addr = NULL;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_size >= 4
      && pread (fd, &magic, 4, 0) == 4 && magic == FC_BIN_MAGIC)
    {
      *len = *maplen = st.st_size;
      if (st.st_size >= (2 << 20))
        addr = read_huge (fd, st.st_size, maplen);
      else
        {
          addr = mmap (NULL, st.st_size, PROT_READ,
                       MAP_PRIVATE | MAP_POPULATE, fd, 0);
          if (addr == MAP_FAILED)
            addr = NULL;
        }
    }
  close (fd);
  return addr;
}

/* Parse the file FOUND, text or compiled; its bytes are kept.  */
static int
load_one (struct loader *l, char const *found)
{
  size_t len, maplen;
  void *map = map_bin (found, &len, &maplen);
  if (map)
    {
      struct sha1_ctx sha = l->sha;
      if (l->fc->digest_kept)
        sha1_process_bytes (map, len, &sha);
      if (fc_specs_keep_map (l->ld.specs, map, maplen) < 0)
        return -1;
      if (fc_parse_bin (&l->ld, found, map, len) < 0)
        return -1;
      l->sha = sha;
      return 0;
    }
  char *buf;
  if (slurp (found, &buf, &len) < 0)
    return -1;
  uint32_t magic = 0;
  if (len >= 4)
    memcpy (&magic, buf, 4);
  /* The digest is over the file as read; parsing cuts it up.  */
  struct sha1_ctx sha = l->sha;
  if (l->fc->digest_kept)
    sha1_process_bytes (buf, len, &sha);
  if (fc_specs_keep (l->ld.specs, buf) < 0)
    return -1;
  int rc = magic == FC_BIN_MAGIC
           ? fc_parse_bin (&l->ld, found, (unsigned char *) buf, len)
           : fc_parse_text (&l->ld, found, buf, len);
  if (rc == 0)
    l->sha = sha;
  return rc;
}

/* 3.4's process_file for BASE (with SUFFIX appended, if any).  */
static int
load_spec_file (struct loader *l, char const *base, char const *suffix,
                unsigned int input)
{
  char *path;
  if (suffix ? asprintf (&path, "%s.%s", base, suffix) < 0
             : !(path = strdup (base)))
    return -1;
  l->ld.input = input;
  int rc = -1, err = 0;
  for (int pass = 0; pass < 2 && rc < 0; pass++)
    {
      char *found;
      if (choose_file (path, pass > 0, &found) < 0)
        {
          err = errno;
          break;
        }
      rc = load_one (l, found);
      err = errno;
      if (rc == 0 && add_file_name (l->fc, found) < 0)
        {
          rc = -1;
          err = errno;
        }
      free (found);
    }
  free (path);
  errno = err;
  return rc;
}

/* 3.4's selabel_subs_init: a missing file is no error.  */
static int
load_subs (struct loader *l, char const *base, char const *suffix,
           struct fc_subs *subs)
{
  char *path, *buf;
  size_t len;
  if (asprintf (&path, "%s.%s", base, suffix) < 0)
    return -1;
  int rc = 0;
  if (slurp (path, &buf, &len) < 0)
    rc = errno == ENOENT ? 0 : -1;
  else
    {
      rc = fc_parse_subs (buf, len, subs);
      if (rc == 0 && l->fc->digest_kept)
        sha1_process_bytes (buf, len, &l->sha);
      if (rc == 0 && add_file_name (l->fc, path) < 0)
        rc = -1;
      free (buf);
    }
  int e = errno;
  free (path);
  errno = e;
  return rc;
}

/* 3.4's nodups_specs over the specs loaded so far (the base file): every
   pair with the same regex and compatible types, in order.  */
static int
check_dups (struct loader *l, char const *path)
{
  struct fc_specs *s = l->ld.specs;
  int rc = 0;
  for (size_t i = 0; i < s->n; i++)
    for (size_t j = i + 1; j < s->n; j++)
      {
        struct fc_spec *a = &s->v[i], *b = &s->v[j];
        if (strcmp (a->regex, b->regex) != 0
            || (a->mode && b->mode && a->mode != b->mode))
          continue;
        rc = -1;
        if (strcmp (b->ctx, a->ctx) != 0)
          fc_notify (&l->ld, SECTX_FC_MSG_DUP_DIFFERENT, SECTX_FC_ERROR, path,
                     0, a->regex, b->ctx, a->ctx);
        else
          fc_notify (&l->ld, SECTX_FC_MSG_DUP_SAME, SECTX_FC_ERROR, path, 0,
                     a->regex, NULL, NULL);
      }
  if (rc < 0)
    errno = EINVAL;
  return rc;
}

/* 3.4's sort_specs: regexes first, then literals, each in load order.  */
static int
sort_specs (struct sectx_fc *fc)
{
  struct fc_specs *s = &fc->specs;
  struct fc_spec *v = malloc ((s->n ? s->n : 1) * sizeof *v);
  if (!v)
    return -1;
  size_t k = 0;
  for (int pass = 0; pass < 2; pass++)
    for (size_t i = 0; i < s->n; i++)
      if (s->v[i].meta == (pass == 0))
        v[k++] = s->v[i];
  fc->first_literal = 0;
  for (size_t i = 0; i < s->n; i++)
    if (v[i].meta)
      fc->first_literal = i + 1;
  free (s->v);
  s->v = v;
  s->alloc = s->n;
  return 0;
}

/* The policy's file_contexts under OPTS's root or policy root.  */
static char *
default_path (struct sectx_fc_open_opts const *o)
{
  char *proot = NULL, *path = NULL;
  if (o && o->policy_root)
    proot = strdup (o->policy_root);
  else
    {
      struct sectx_config cfg;
      char const *root = o ? o->root : NULL;
      sectx_config_read (root, &cfg);
      if (!cfg.type)
        return NULL;
      proot = sectx_policy_root (root, cfg.type);
      sectx_config_free (&cfg);
    }
  if (!proot)
    return NULL;
  if (asprintf (&path, "%s/contexts/files/file_contexts", proot) < 0)
    path = NULL;
  free (proot);
  return path;
}

static int
load_all (struct loader *l, struct sectx_fc_open_opts const *o)
{
  char *base = o && o->path ? strdup (o->path) : default_path (o);
  if (!base)
    return -1;
  int rc = -1;
  if (load_subs (l, base, "subs_dist", &l->fc->dist_subs) < 0
      || load_subs (l, base, "subs", &l->fc->subs) < 0
      || load_spec_file (l, base, NULL, 0) < 0
      || (o && o->validate && check_dups (l, base) < 0))
    goto out;
  if (!(o && o->baseonly))
    {
      if (load_spec_file (l, base, "homedirs", 1) < 0 && errno != ENOENT)
        goto out;
      if (load_spec_file (l, base, "local", 2) < 0 && errno != ENOENT)
        goto out;
    }
  rc = 0;
out:;
  int e = errno;
  free (base);
  errno = e;
  return rc;
}

int
sectx_fc_open (struct sectx_fc_open_opts const *opts, struct sectx_fc **out)
{
  struct sectx_fc *fc = calloc (1, sizeof *fc);
  if (!fc)
    return -1;
  pthread_mutex_init (&fc->compile_lock, NULL);
  fc->validating = opts && opts->validate;
  fc->digest_kept = opts && opts->digest;
  struct loader l = { .ld = { .opts = opts, .specs = &fc->specs },
                      .fc = fc };
  sha1_init_ctx (&l.sha);
  if (load_all (&l, opts) < 0 || sort_specs (fc) < 0
      || fc_index_build (fc) < 0)
    {
      int e = errno;
      sectx_fc_close (fc);
      errno = e;
      return -1;
    }
  if (fc->digest_kept)
    sha1_finish_ctx (&l.sha, fc->sha1);
  *out = fc;
  return 0;
}

void
sectx_fc_close (struct sectx_fc *fc)
{
  if (!fc)
    return;
  fc_index_free (fc);
  fc_specs_free (&fc->specs);
  fc_subs_free (&fc->subs);
  fc_subs_free (&fc->dist_subs);
  for (size_t i = 0; i < fc->nfiles; i++)
    free (fc->files[i]);
  free (fc->files);
  pthread_mutex_destroy (&fc->compile_lock);
  free (fc);
}

size_t
sectx_fc_nspecs (struct sectx_fc const *fc)
{
  return fc->specs.n;
}

int
sectx_fc_spec (struct sectx_fc const *fc, size_t i,
               struct sectx_fc_spec_info *info)
{
  if (i >= fc->specs.n)
    {
      errno = EINVAL;
      return -1;
    }
  struct fc_spec const *sp = &fc->specs.v[i];
  info->regex = sp->regex;
  info->type = sp->type;
  info->ctx = sp->ctx;
  info->mode = sp->mode;
  info->from_bin = sp->from_bin;
  return 0;
}

int
sectx_fc_digest (struct sectx_fc const *fc, unsigned char sha1[20],
                 char const *const **files, size_t *nfiles)
{
  if (!fc->digest_kept)
    {
      errno = EINVAL;
      return -1;
    }
  memcpy (sha1, fc->sha1, 20);
  *files = (char const *const *) fc->files;
  *nfiles = fc->nfiles;
  return 0;
}
