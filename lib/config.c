/* System configuration: /etc/selinux/config by libselinux 3.4's rules,
   and the paths derived from it, under an explicit root directory.  */

#include <config.h>

#include "sectx.h"

#include <c-ctype.h>
#include <c-strcase.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *
sectx_root_file (char const *root, char const *file)
{
  size_t rlen = root ? strlen (root) : 0;
  while (rlen > 0 && root[rlen - 1] == '/')
    rlen--;
  size_t flen = strlen (file);
  char *p = malloc (rlen + flen + 1);
  if (p == NULL)
    return NULL;
  if (rlen)
    memcpy (p, root, rlen);
  memcpy (p + rlen, file, flen + 1);
  return p;
}

/* ROOT/etc/selinux/TYPE followed by SUFFIX.  libselinux joins the parts
   as they are, so an empty TYPE gives "/etc/selinux/".  */
static char *
policy_path (char const *root, char const *type, char const *suffix)
{
  char *dir = sectx_root_file (root, SECTX_SELINUX_DIR "/");
  if (dir == NULL)
    return NULL;
  size_t dlen = strlen (dir), tlen = strlen (type), slen = strlen (suffix);
  char *p = realloc (dir, dlen + tlen + slen + 1);
  if (p == NULL)
    {
      free (dir);
      return NULL;
    }
  memcpy (p + dlen, type, tlen);
  memcpy (p + dlen + tlen, suffix, slen + 1);
  return p;
}

char *
sectx_policy_root (char const *root, char const *type)
{
  return policy_path (root, type, "");
}

char *
sectx_policy_base (char const *root, char const *type)
{
  return policy_path (root, type, "/policy/policy");
}

char *
sectx_policy_file (char const *root, char const *type, char const *name)
{
  char *file = malloc (strlen (name) + 2);
  if (file == NULL)
    return NULL;
  file[0] = '/';
  strcpy (file + 1, name);
  char *p = policy_path (root, type, file);
  free (file);
  return p;
}

bool
sectx_config_exists (char const *root)
{
  char *file = sectx_root_file (root, SECTX_CONFIG_FILE);
  bool ok = file && access (file, F_OK) == 0;
  free (file);
  return ok;
}

/* ---- SELINUX= ----

   libselinux reads this one with fgets into a page-sized buffer, so a
   long line is seen as several pieces of at most PAGE - 1 bytes, each
   ending at its first NUL; a piece counts only if it starts with the
   tag, exactly.  The first piece with a known value wins.  */

static int
mode_of_piece (char const *piece)
{
  static char const tag[] = "SELINUX=";
  if (strncmp (piece, tag, sizeof tag - 1) != 0)
    return SECTX_MODE_UNSET;
  char const *v = piece + sizeof tag - 1;
  while (c_isspace (*v))
    v++;
  /* A prefix test: "enforcingXYZ" counts as enforcing.  */
  if (c_strncasecmp (v, "enforcing", 9) == 0)
    return SECTX_MODE_ENFORCING;
  if (c_strncasecmp (v, "permissive", 10) == 0)
    return SECTX_MODE_PERMISSIVE;
  if (c_strncasecmp (v, "disabled", 8) == 0)
    return SECTX_MODE_DISABLED;
  return SECTX_MODE_UNSET;
}

static int
mode_of_line (char const *line, size_t len, char *piece, size_t piece_max)
{
  for (size_t off = 0; off < len; off += piece_max)
    {
      size_t n = len - off < piece_max ? len - off : piece_max;
      memcpy (piece, line + off, n);
      piece[n] = '\0';
      int mode = mode_of_piece (piece);
      if (mode != SECTX_MODE_UNSET)
        return mode;
    }
  return SECTX_MODE_UNSET;
}

/* ---- SELINUXTYPE= and REQUIRESEUSERS= ----

   Read a whole line at a time; leading white space, comments and blank
   lines are skipped; the last setting wins.  */

/* The SELINUXTYPE value at V: to the line's end, without trailing white
   space and control characters (but never emptied to nothing once it
   has a first character).  */
static char *
type_value (char const *v)
{
  char *type = strdup (v);
  if (type == NULL)
    return NULL;
  /* By index: "type + strlen - 1" would point before an empty TYPE.  */
  size_t n = strlen (type);
  while (n > 1 && (c_isspace (type[n - 1]) || c_iscntrl (type[n - 1])))
    type[--n] = '\0';
  return type;
}

/* REQUIRESEUSERS= as libselinux 3.4 reads it: a digit is atoi's; else
   its true/false test is inverted, so "true" gives 0 and anything not
   starting with "true" gives 1.  We report what libselinux would use.  */
static int
seusers_value (char const *v)
{
  if (c_isdigit (*v))
    return atoi (v);
  return c_strncasecmp (v, "true", 4) != 0;
}

/* Apply one line (a C string, newline removed) to CFG.  */
static int
apply_line (char *line, struct sectx_config *cfg)
{
  static char const type_tag[] = "SELINUXTYPE=";
  static char const seusers_tag[] = "REQUIRESEUSERS=";
  char *p = line;
  while (c_isspace (*p))
    p++;
  if (*p == '#' || *p == '\0')
    return 0;
  if (c_strncasecmp (p, type_tag, sizeof type_tag - 1) == 0)
    {
      p += sizeof type_tag - 1;
      while (c_isspace (*p))
        p++;
      char *type = type_value (p);
      if (type == NULL)
        return -1;
      free (cfg->type);
      cfg->type = type;
    }
  else if (strncmp (p, seusers_tag, sizeof seusers_tag - 1) == 0)
    {
      p += sizeof seusers_tag - 1;
      while (c_isspace (*p))
        p++;
      cfg->require_seusers = seusers_value (p);
    }
  return 0;
}

/* Parse the open config FP into CFG.  Return 0 at the end of the file,
   -1 with errno on a read error or ENOMEM.  */
static int
parse_config (FILE *fp, struct sectx_config *cfg)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t piece_max = (page > 1 ? page : 4096) - 1;
  char *piece = malloc (piece_max + 1);
  char *line = NULL;
  size_t size = 0;
  ssize_t len;
  int r = 0;
  if (piece == NULL)
    return -1;

  errno = 0;
  while ((len = getline (&line, &size, fp)) > 0)
    {
      if (cfg->mode == SECTX_MODE_UNSET)
        cfg->mode = mode_of_line (line, len, piece, piece_max);
      if (line[len - 1] == '\n')
        line[len - 1] = '\0';
      if (apply_line (line, cfg) != 0)
        {
          r = -1;
          break;
        }
      errno = 0;
    }
  if (len < 0 && errno != 0)
    r = -1;
  int err = errno;
  free (line);
  free (piece);
  errno = err;
  return r;
}

/* Fill in the defaults libselinux uses for what FP (NULL: no file, ERR)
   did not set.  */
static int
read_config (FILE *fp, int err, struct sectx_config *cfg)
{
  cfg->mode = SECTX_MODE_UNSET;
  cfg->require_seusers = -1;
  cfg->type = NULL;

  int r = -1;
  if (fp)
    {
      r = parse_config (fp, cfg);
      err = errno;
    }
  if (cfg->type == NULL && err != ENOMEM)
    {
      cfg->type = strdup ("targeted");
      if (cfg->type == NULL)
        {
          r = -1;
          err = ENOMEM;
        }
    }
  errno = err;
  return r;
}

int
sectx_config_read_stream (FILE *fp, struct sectx_config *cfg)
{
  return read_config (fp, EINVAL, cfg);
}

int
sectx_config_read (char const *root, struct sectx_config *cfg)
{
  char *file = sectx_root_file (root, SECTX_CONFIG_FILE);
  FILE *fp = file ? fopen (file, "re") : NULL;
  int err = file ? errno : ENOMEM;
  free (file);
  int r = read_config (fp, err, cfg);
  err = errno;
  if (fp)
    fclose (fp);
  errno = err;
  return r;
}

void
sectx_config_free (struct sectx_config *cfg)
{
  free (cfg->type);
  cfg->type = NULL;
}
