/* Unit tests of lib/config.c: /etc/selinux/config by libselinux 3.4's
   rules, under an alternate root.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"
#include "tree.h"

static char const *dir;

/* Read a config holding LEN bytes of TEXT; return sectx_config_read's
   result, with errno.  */
static int
read_text (char const *text, size_t len, struct sectx_config *cfg)
{
  unit_write (dir, "etc/selinux/config", text, len);
  return sectx_config_read (dir, cfg);
}

static void
check_config (char const *text, int mode, char const *type, int seusers)
{
  struct sectx_config cfg;
  CHECK (read_text (text, strlen (text), &cfg) == 0);
  if (cfg.mode != mode || cfg.require_seusers != seusers)
    fprintf (stderr, "config:\n%s\n", text);
  CHECK (cfg.mode == mode);
  CHECK_TEXT (cfg.type, type);
  CHECK (cfg.require_seusers == seusers);
  sectx_config_free (&cfg);
}

static void
test_paths (void)
{
  char *p;
  CHECK_STR (p = sectx_root_file ("/", SECTX_CONFIG_FILE),
             "/etc/selinux/config");
  free (p);
  CHECK_STR (p = sectx_root_file (NULL, "/x"), "/x");
  free (p);
  CHECK_STR (p = sectx_root_file ("/img//", "/etc"), "/img/etc");
  free (p);
  CHECK_STR (p = sectx_root_file ("rel", "/etc"), "rel/etc");
  free (p);
  CHECK_STR (p = sectx_policy_root ("/", "targeted"),
             "/etc/selinux/targeted");
  free (p);
  CHECK_STR (p = sectx_policy_root ("/img", ""), "/img/etc/selinux/");
  free (p);
  CHECK_STR (p = sectx_policy_base (NULL, "mls"),
             "/etc/selinux/mls/policy/policy");
  free (p);
}

static void
test_missing (void)
{
  struct sectx_config cfg;
  CHECK (!sectx_config_exists (dir));
  errno = 0;
  CHECK (sectx_config_read (dir, &cfg) == -1 && errno == ENOENT);
  CHECK (cfg.mode == SECTX_MODE_UNSET);
  CHECK_STR (cfg.type, "targeted");
  CHECK (cfg.require_seusers == -1);
  sectx_config_free (&cfg);

  /* A directory where the file should be: opened, then unreadable.  */
  unit_mkdir (dir, "etc/selinux/config");
  CHECK (sectx_config_exists (dir));
  errno = 0;
  CHECK (sectx_config_read (dir, &cfg) == -1 && errno == EISDIR);
  CHECK_STR (cfg.type, "targeted");
  CHECK (cfg.mode == SECTX_MODE_UNSET);
  sectx_config_free (&cfg);
  unit_remove (dir, "etc/selinux/config");

  if (geteuid () != 0)
    {
      unit_put (dir, "etc/selinux/config", "SELINUXTYPE=x\n");
      char *p = unit_path (dir, "etc/selinux/config");
      chmod (p, 0);
      errno = 0;
      CHECK (sectx_config_read (dir, &cfg) == -1 && errno == EACCES);
      CHECK_STR (cfg.type, "targeted");
      sectx_config_free (&cfg);
      chmod (p, 0644);
      free (p);
    }
}

/* SELINUX=: column 0, the exact tag, a case-blind prefix of the value;
   the first recognised line wins.  */
static void
test_mode (void)
{
  int U = SECTX_MODE_UNSET, E = SECTX_MODE_ENFORCING,
    P = SECTX_MODE_PERMISSIVE, D = SECTX_MODE_DISABLED;
  check_config ("", U, "targeted", -1);
  check_config ("SELINUX=enforcing\n", E, "targeted", -1);
  check_config ("SELINUX=permissive", P, "targeted", -1);
  check_config ("SELINUX=disabled\n", D, "targeted", -1);
  check_config ("SELINUX=ENFORCING\n", E, "targeted", -1);
  check_config ("SELINUX=Permissive\n", P, "targeted", -1);
  check_config ("SELINUX=enforcingXYZ\n", E, "targeted", -1);
  check_config ("SELINUX= \t permissive\n", P, "targeted", -1);
  check_config ("  SELINUX=enforcing\n", U, "targeted", -1);
  check_config ("selinux=enforcing\n", U, "targeted", -1);
  check_config ("SELINUX =enforcing\n", U, "targeted", -1);
  check_config ("#SELINUX=enforcing\n", U, "targeted", -1);
  check_config ("SELINUX=\"enforcing\"\n", U, "targeted", -1);
  check_config ("SELINUX=\n", U, "targeted", -1);
  check_config ("SELINUX=enforce\nSELINUX=permissive\n", P, "targeted", -1);
  check_config ("SELINUX=permissive\nSELINUX=enforcing\n", P, "targeted",
                -1);
  check_config ("SELINUX=bogus\nSELINUX=disabled\nSELINUX=enforcing\n",
                D, "targeted", -1);
}

/* SELINUXTYPE=: leading white space allowed, a case-blind tag, trailing
   white space and control characters cut, quotes kept; the last wins.  */
static void
test_type (void)
{
  int U = SECTX_MODE_UNSET;
  check_config ("SELINUXTYPE=default\n", U, "default", -1);
  check_config ("  \tSELINUXTYPE=  mls \t\r\n", U, "mls", -1);
  check_config ("selinuxtype=Minimum\n", U, "Minimum", -1);
  check_config ("SELINUXTYPE=\"q\"\n", U, "\"q\"", -1);
  check_config ("SELINUXTYPE=a b\n", U, "a b", -1);
  check_config ("SELINUXTYPE=\n", U, "", -1);
  check_config ("SELINUXTYPE=a\nSELINUXTYPE=b\n", U, "b", -1);
  check_config ("SELINUXTYPE=a\n# SELINUXTYPE=b\n", U, "a", -1);
  check_config ("SELINUXTYPE =a\n", U, "targeted", -1);
  check_config ("SELINUXTYPE=x\x01\x7f\n", U, "x", -1);
  check_config ("SELINUXTYPE=x", U, "x", -1);
}

/* REQUIRESEUSERS=: exact tag; a digit is atoi's; libselinux 3.4's
   true/false test is inverted.  */
static void
test_seusers (void)
{
  int U = SECTX_MODE_UNSET;
  check_config ("REQUIRESEUSERS=1\n", U, "targeted", 1);
  check_config ("REQUIRESEUSERS= 0\n", U, "targeted", 0);
  check_config ("REQUIRESEUSERS=12x\n", U, "targeted", 12);
  check_config ("REQUIRESEUSERS=true\n", U, "targeted", 0);
  check_config ("REQUIRESEUSERS=false\n", U, "targeted", 1);
  check_config ("REQUIRESEUSERS=\n", U, "targeted", 1);
  check_config ("requireseusers=1\n", U, "targeted", -1);
  check_config ("REQUIRESEUSERS=1\nREQUIRESEUSERS=0\n", U, "targeted", 0);
}

/* Garbage, NUL bytes, and lines longer than libselinux's page buffer.  */
static void
test_garbage (void)
{
  struct sectx_config cfg;
  static char const junk[] = "\xff\xfe\x01garbage\n\n\n=\n==SELINUX=x\n"
    "SELINUX=\0enforcing\n\0SELINUX=enforcing\nSELINUXTYPE=\0x\n"
    "SELINUX=permissive\n";
  CHECK (read_text (junk, sizeof junk - 1, &cfg) == 0);
  CHECK (cfg.mode == SECTX_MODE_PERMISSIVE);
  CHECK_STR (cfg.type, "");
  sectx_config_free (&cfg);

  /* A line longer than a page reaches SELINUX= in pieces of PAGE - 1
     bytes, so a tag right after the first piece counts, and one a byte
     later does not.  */
  long page = sysconf (_SC_PAGESIZE);
  size_t pad = page - 1, n = pad + 100;
  char *text = malloc (n + 1);
  memset (text, 'x', pad);
  strcpy (text + pad, "SELINUX=disabled\n");
  CHECK (read_text (text, strlen (text), &cfg) == 0);
  CHECK (cfg.mode == SECTX_MODE_DISABLED);
  sectx_config_free (&cfg);
  memset (text, 'x', pad + 1);
  strcpy (text + pad + 1, "SELINUX=disabled\n");
  CHECK (read_text (text, strlen (text), &cfg) == 0);
  CHECK (cfg.mode == SECTX_MODE_UNSET);
  sectx_config_free (&cfg);
  free (text);

  /* A huge SELINUXTYPE= value is read whole.  */
  size_t big = 1 << 20;
  text = malloc (big + 64);
  strcpy (text, "SELINUXTYPE=");
  memset (text + 12, 'a', big);
  strcpy (text + 12 + big, " \nSELINUX=enforcing\n");
  CHECK (read_text (text, strlen (text), &cfg) == 0);
  CHECK (cfg.type && strlen (cfg.type) == big && cfg.type[big - 1] == 'a');
  CHECK (cfg.mode == SECTX_MODE_ENFORCING);
  sectx_config_free (&cfg);
  free (text);
}

/* The stream reader the fuzz target drives: the same rules; a NULL
   stream is EINVAL with the defaults.  */
static void
test_stream (void)
{
  struct sectx_config cfg;
  static char const text[] = "SELINUX=disabled\nSELINUXTYPE=\x01\n";
  FILE *fp = fmemopen ((void *) text, sizeof text - 1, "r");
  CHECK (fp && sectx_config_read_stream (fp, &cfg) == 0);
  CHECK (cfg.mode == SECTX_MODE_DISABLED);
  CHECK_STR (cfg.type, "\x01");
  sectx_config_free (&cfg);
  if (fp)
    fclose (fp);
  CHECK_FAILS (sectx_config_read_stream (NULL, &cfg), EINVAL);
  CHECK (cfg.mode == SECTX_MODE_UNSET && cfg.require_seusers == -1);
  CHECK_STR (cfg.type, "targeted");
  sectx_config_free (&cfg);
}

int
main (void)
{
  dir = unit_scratch ();
  test_paths ();
  test_missing ();
  test_mode ();
  test_type ();
  test_seusers ();
  test_garbage ();
  test_stream ();
  CHECK (sectx_config_exists (dir));
  return unit_finish ();
}
