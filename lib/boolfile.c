/* booleans.local: the boolean values setsebool -P keeps, "NAME=VALUE" a
   line, applied after every policy load, as the tools before the
   libsemanage store kept them.  */

#include <config.h>

#include "sectx.h"

#include <c-strcase.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char const blanks[] = " \t\n\v\f\r";

/* ---- Parsing ---- */

/* The value of the word W (LEN bytes), or -1.  */
static int
value_of (char const *w, size_t len)
{
  static char const *const words[] = { "0", "1", "false", "true",
                                       "off", "on" };
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (strlen (words[i]) == len && c_strncasecmp (w, words[i], len) == 0)
      return i % 2;
  return -1;
}

/* What LINE (LEN bytes, its newline included) holds: 0 for nothing (a
   blank or comment line), 1 for a setting, with the name's start and
   length in *NAME and *NLEN and its value in *VALUE; -1 for neither.  */
static int
parse_line (char const *line, size_t len, char const **name, size_t *nlen,
            int *value)
{
  if (memchr (line, '\0', len))
    return -1;
  char const *s = line + strspn (line, blanks);
  if (*s == '\0' || *s == '#')
    return 0;
  *name = s;
  *nlen = strcspn (s, "= \t\n\v\f\r");
  s += *nlen;
  s += strspn (s, blanks);
  if (*nlen == 0 || *s != '=' || memchr (*name, '/', *nlen))
    return -1;
  s++;
  s += strspn (s, blanks);
  size_t vlen = strcspn (s, blanks);
  *value = value_of (s, vlen);
  s += vlen;
  return *value >= 0 && s[strspn (s, blanks)] == '\0' ? 1 : -1;
}

/* Append NAME (NLEN bytes) = VALUE to *LIST.  */
static int
push (struct sectx_boolsetting **list, size_t *n, size_t *alloc,
      char const *name, size_t nlen, int value)
{
  if (*n == *alloc)
    {
      size_t want = *alloc ? 2 * *alloc : 16;
      struct sectx_boolsetting *p = reallocarray (*list, want, sizeof *p);
      if (p == NULL)
        return -1;
      *list = p;
      *alloc = want;
    }
  char *copy = strndup (name, nlen);
  if (copy == NULL)
    return -1;
  (*list)[*n].name = copy;
  (*list)[(*n)++].value = value;
  return 0;
}

int
sectx_boolfile_parse (FILE *fp, struct sectx_boolsetting **list,
                      size_t *n, unsigned long *line)
{
  *list = NULL;
  *n = 0;
  *line = 0;
  size_t alloc = 0, size = 0;
  char *buf = NULL;
  ssize_t len;
  int err = 0;
  while (!err && (len = getline (&buf, &size, fp)) != -1)
    {
      char const *name;
      size_t nlen;
      int value;
      ++*line;
      int r = parse_line (buf, len, &name, &nlen, &value);
      if (r < 0)
        err = EINVAL;
      else if (r > 0 && push (list, n, &alloc, name, nlen, value) != 0)
        err = errno;
    }
  if (!err && ferror (fp))
    err = errno ? errno : EIO;
  free (buf);
  if (err)
    {
      sectx_boolsettings_free (*list, *n);
      *list = NULL;
      *n = 0;
      errno = err;
      return -1;
    }
  *line = 0;
  return 0;
}

int
sectx_boolfile_read (char const *path, struct sectx_boolsetting **list,
                     size_t *n, unsigned long *line)
{
  *list = NULL;
  *n = 0;
  *line = 0;
  FILE *fp = fopen (path, "re");
  if (fp == NULL)
    return -1;
  int r = sectx_boolfile_parse (fp, list, n, line);
  int err = errno;
  fclose (fp);
  errno = err;
  return r;
}

/* ---- Rewriting ---- */

/* The index of the last setting of SET (N entries) naming NAME (NLEN
   bytes), or N.  */
static size_t
find_setting (struct sectx_boolsetting const *set, size_t n,
              char const *name, size_t nlen)
{
  for (size_t i = n; i-- > 0;)
    if (strlen (set[i].name) == nlen && memcmp (set[i].name, name, nlen) == 0)
      return i;
  return n;
}

/* Copy the file FP to OUT with SET's values in it (see
   sectx_boolfile_update).  DONE[i] tells whether SET[i] found its line.  */
static int
merge_lines (FILE *fp, FILE *out, struct sectx_boolsetting const *set,
             size_t n, bool *done, unsigned long *line)
{
  char *buf = NULL;
  size_t size = 0;
  ssize_t len;
  int err = 0;
  while (!err && fp && (len = getline (&buf, &size, fp)) != -1)
    {
      char const *name;
      size_t nlen, i = n;
      int value;
      ++*line;
      int r = parse_line (buf, len, &name, &nlen, &value);
      if (r < 0)
        err = EINVAL;
      else if (r > 0 && (i = find_setting (set, n, name, nlen)) < n)
        {
          done[i] = true;
          fprintf (out, "%s=%d\n", set[i].name, set[i].value != 0);
        }
      else
        {
          fwrite (buf, 1, len, out);
          if (buf[len - 1] != '\n')
            putc ('\n', out);
        }
    }
  if (!err && fp && ferror (fp))
    err = errno ? errno : EIO;
  free (buf);
  for (size_t i = 0; !err && i < n; i++)
    if (!done[i] && find_setting (set, n, set[i].name, strlen (set[i].name))
                    == i)
      fprintf (out, "%s=%d\n", set[i].name, set[i].value != 0);
  errno = err;
  return err ? -1 : 0;
}

/* Write DATA (SIZE bytes) to a new file beside PATH with MODE, sync it
   and rename it over PATH.  */
static int
replace_file (char const *path, char const *data, size_t size, mode_t mode)
{
  char *tmp = malloc (strlen (path) + sizeof ".XXXXXX");
  if (tmp == NULL)
    return -1;
  stpcpy (stpcpy (tmp, path), ".XXXXXX");
  int fd = mkostemp (tmp, O_CLOEXEC);
  if (fd < 0)
    {
      free (tmp);
      return -1;
    }
  int ok = fchmod (fd, mode) == 0;
  for (size_t done = 0; ok && done < size;)
    {
      ssize_t w = write (fd, data + done, size - done);
      ok = w > 0;
      done += ok ? w : 0;
    }
  ok = ok && fsync (fd) == 0;
  int err = errno;
  ok = close (fd) == 0 && ok;
  ok = ok && rename (tmp, path) == 0;
  if (!ok)
    {
      err = errno ? errno : err;
      unlink (tmp);
    }
  free (tmp);
  errno = err;
  return ok ? 0 : -1;
}

int
sectx_boolfile_update (char const *path,
                       struct sectx_boolsetting const *set, size_t n,
                       unsigned long *line)
{
  *line = 0;
  FILE *fp = fopen (path, "re");
  if (fp == NULL && errno != ENOENT)
    return -1;
  struct stat st;
  mode_t mode = fp && fstat (fileno (fp), &st) == 0 ? st.st_mode & 07777
                : 0644;
  char *data = NULL;
  size_t size = 0;
  bool *done = calloc (n + 1, sizeof *done);
  FILE *out = done ? open_memstream (&data, &size) : NULL;
  int r = -1;
  if (out)
    {
      r = merge_lines (fp, out, set, n, done, line);
      int err = errno;
      if (fclose (out) != 0 && r == 0)
        r = -1;
      else
        errno = err;
    }
  int err = errno;
  if (fp)
    fclose (fp);
  if (r == 0)
    {
      *line = 0;
      r = replace_file (path, data, size, mode);
      err = errno;
    }
  free (data);
  free (done);
  errno = err;
  return r;
}

/* ---- Applying ---- */

int
sectx_boolfile_apply (char const *mnt, char const *path, unsigned long *line)
{
  struct sectx_boolsetting *list;
  size_t n;
  if (sectx_boolfile_read (path, &list, &n, line) != 0)
    return errno == ENOENT && *line == 0 ? 0 : -1;

  /* Only what the loaded policy has: a boolean the new policy dropped
     is no reason to keep the others from applying.  */
  size_t kept = 0;
  for (size_t i = 0; i < n; i++)
    {
      int active, pending;
      if (sectx_boolean_get (mnt, NULL, list[i].name, &active, &pending)
          == 0)
        list[kept++] = list[i];
      else
        free (list[i].name);
    }
  size_t failed;
  int r = kept ? sectx_booleans_set_list (mnt, NULL, list, kept, &failed)
          : 0;
  int err = errno;
  sectx_boolsettings_free (list, kept);
  errno = err;
  return r;
}
