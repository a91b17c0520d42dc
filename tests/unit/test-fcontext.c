/* The file-context matcher: loading (bad lines and their messages,
   optional files, substitutions, .bin fallback) and each precedence rule
   of libselinux 3.4, on spec files written to a scratch directory.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"

#include <pthread.h>
#include <stdint.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[] = "/tmp/test-fcontext.XXXXXX";
static char msgs[4096];

static void
collect (void *arg, struct sectx_fc_msg const *m)
{
  (void) arg;
  strncat (msgs, m->text, sizeof msgs - strlen (msgs) - 1);
}

static void
write_file (char const *name, char const *text)
{
  char path[256];
  snprintf (path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen (path, "w");
  fputs (text, f);
  fclose (f);
}

static void
remove_file (char const *name)
{
  char path[256];
  snprintf (path, sizeof path, "%s/%s", dir, name);
  unlink (path);
}

/* Open DIR/fc with the given options; NULL on failure.  */
static struct sectx_fc *
open_fc (bool baseonly, bool validate)
{
  char path[256];
  snprintf (path, sizeof path, "%s/fc", dir);
  struct sectx_fc_open_opts o = { .path = path, .baseonly = baseonly,
                                  .validate = validate,
                                  .notify = collect };
  struct sectx_fc *fc;
  msgs[0] = '\0';
  return sectx_fc_open (&o, &fc) == 0 ? fc : NULL;
}

/* The type part of the answer for KEY and MODE, or "ENOENT".  */
static char const *
answer (struct sectx_fc *fc, char const *key, mode_t mode)
{
  static char buf[256];
  char const *ctx;
  errno = EPERM;
  if (sectx_fc_lookup (fc, key, mode, &ctx) < 0)
    return errno == ENOENT ? "ENOENT" : errno == EPERM ? "unchanged" : "error";
  snprintf (buf, sizeof buf, "%s", ctx);
  return buf;
}

static void
test_bad_lines (void)
{
  struct { char const *text, *msg; } const cases[] = {
    { "/a u:r:a:s0\n/b\n", "/fc:  line 2 is missing fields\n" },
    { "/a -x u:r:a:s0\n", "/fc:  line 1 has invalid file type -x\n" },
    { "/a u:r:a:s0 junk\n", "/fc:  line 1 has invalid file type u:r:a:s0\n" },
    { "\n#c\n/a\xc3\xa9 u:r:a:s0\n",
      "/fc:  line 3 error due to: Non-ASCII characters found\n" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      write_file ("fc", cases[i].text);
      errno = 0;
      CHECK (open_fc (false, false) == NULL);
      CHECK (errno == EINVAL);
      /* Reported twice: libselinux retries the older file, the same.  */
      char want[512];
      snprintf (want, sizeof want, "%s%s%s%s", dir, cases[i].msg, dir,
                cases[i].msg);
      CHECK (strcmp (msgs, want) == 0);
      if (strcmp (msgs, want) != 0)
        printf ("  got: %s  want: %s", msgs, want);
    }
  /* Extra tokens after a type and a context are ignored, even bytes
     outside ASCII there.  */
  write_file ("fc", "/a -- u:r:a:s0 more \xff\n");
  struct sectx_fc *fc = open_fc (false, false);
  CHECK (fc != NULL);
  CHECK_STR (answer (fc, "/a", S_IFREG), "u:r:a:s0");
  sectx_fc_close (fc);

  /* A bad regex fails only lookups that reach it, errno untouched.  */
  write_file ("fc", "/.* u:r:d:s0\n/x/y) u:r:p:s0\n/z u:r:z:s0\n");
  fc = open_fc (false, false);
  CHECK (fc != NULL);
  CHECK_STR (answer (fc, "/z", 0), "u:r:z:s0");
  CHECK_STR (answer (fc, "/x/q", 0), "unchanged");
  CHECK_STR (answer (fc, "/q", 0), "u:r:d:s0");
  sectx_fc_close (fc);

  /* Validation: duplicates in the base file, later context first.  */
  write_file ("fc", "/d u:r:a:s0\n/d -- u:r:b:s0\n/e u:r:a:s0\n"
              "/e u:r:a:s0\n/f -- u:r:a:s0\n/f -d u:r:a:s0\n");
  struct sectx_fc_open_opts o = { .validate = true };
  (void) o;
}

static int
accept_all (void *arg, char const *ctx, char **canon)
{
  (void) arg;
  (void) ctx;
  *canon = NULL;
  return 0;
}

static void
test_dups (void)
{
  char path[256];
  snprintf (path, sizeof path, "%s/fc", dir);
  write_file ("fc", "/d u:r:a:s0\n/d -- u:r:b:s0\n/e u:r:a:s0\n"
              "/e u:r:a:s0\n/f -- u:r:a:s0\n/f -d u:r:a:s0\n");
  write_file ("fc.local", "/d u:r:l:s0\n");
  struct sectx_fc_open_opts o = { .path = path, .validate = true,
                                  .validator = accept_all,
                                  .notify = collect };
  struct sectx_fc *fc;
  msgs[0] = '\0';
  CHECK (sectx_fc_open (&o, &fc) == -1 && errno == EINVAL);
  char want[1024];
  snprintf (want, sizeof want,
            "%s: Multiple different specifications for /d  "
            "(u:r:b:s0 and u:r:a:s0).\n"
            "%s: Multiple same specifications for /e.\n", path, path);
  CHECK (strcmp (msgs, want) == 0);
  if (strcmp (msgs, want) != 0)
    printf ("  got: %s", msgs);
  /* Without validation, no check: the last literal wins.  */
  CHECK (sectx_fc_open (&(struct sectx_fc_open_opts) { .path = path }, &fc)
         == 0);
  CHECK_STR (answer (fc, "/d", S_IFREG), "u:r:l:s0");
  sectx_fc_close (fc);
  remove_file ("fc.local");
}

static void
test_precedence (void)
{
  write_file ("fc",
              "/.* u:r:default:s0\n"
              "/a(/.*)? u:r:a_tree:s0\n"
              "/a/b u:r:ab_lit:s0\n"
              "/a/b(/.*)? u:r:ab_tree:s0\n"
              "/x|/y u:r:alt:s0\n"
              "/p/q\\d u:r:escd:s0\n"
              "/p/.* u:r:p_any:s0\n"
              "/lit/two -- u:r:two_file:s0\n"
              "/lit/two u:r:two_all:s0\n"
              "/lit/dup -d u:r:dup_dir:s0\n"
              "/n/.* <<none>>\n"
              "/n/keep u:r:n_keep:s0\n"
              "/m/.* -- u:r:m_file:s0\n"
              "/m/.* <<none>>\n"
              "/t/u/? u:r:tu:s0\n"
              "/s/? u:r:s:s0\n"
              "/lit/x u:r:litx:s0\n"
              "/st\\-em/x.* u:r:stem:s0\n");
  write_file ("fc.homedirs", "/a/b/d u:r:hd_lit:s0\n/hd/.* u:r:hd:s0\n");
  write_file ("fc.local", "/a/b/c u:r:local_lit:s0\n/a(/.*)? u:r:local_a:s0\n");
  write_file ("fc.subs", "/alias /a\n/alias/deep /p\n/chroot /\n");
  write_file ("fc.subs_dist", "/a/b/x /n\n");
  struct sectx_fc *fc = open_fc (false, false);
  CHECK (fc != NULL);
  /* Any literal beats any regex; later literals win; .local last.  */
  CHECK_STR (answer (fc, "/a/b", 0), "u:r:ab_lit:s0");
  CHECK_STR (answer (fc, "/a/b/c", 0), "u:r:local_lit:s0");
  CHECK_STR (answer (fc, "/a/b/d", 0), "u:r:hd_lit:s0");
  /* Among regexes the last in load order wins, not the longest.  */
  CHECK_STR (answer (fc, "/a/b/e", 0), "u:r:local_a:s0");
  /* Anchoring by concatenation: a top-level | escapes it.  */
  CHECK_STR (answer (fc, "/x/1", 0), "u:r:alt:s0");
  CHECK_STR (answer (fc, "/y/1", 0), "u:r:default:s0");
  /* 3.4: an unsupported escape keeps a spec literal (top priority).  */
  CHECK_STR (answer (fc, "/p/q2", 0), "u:r:escd:s0");
  /* Types: mode 0 matches typed specs; the last compatible line wins.  */
  CHECK_STR (answer (fc, "/lit/two", 0), "u:r:two_all:s0");
  CHECK_STR (answer (fc, "/lit/two", S_IFREG), "u:r:two_all:s0");
  CHECK_STR (answer (fc, "/lit/dup", S_IFLNK), "u:r:default:s0");
  CHECK_STR (answer (fc, "/lit/dup", S_IFDIR | 0755), "u:r:dup_dir:s0");
  /* <<none>> wins like any spec, and answers ENOENT.  */
  CHECK_STR (answer (fc, "/n/other", 0), "ENOENT");
  CHECK_STR (answer (fc, "/n/keep", 0), "u:r:n_keep:s0");
  CHECK_STR (answer (fc, "/m/f", S_IFREG), "ENOENT");
  /* Stems: 3.4's stem is the first component only.  */
  CHECK_STR (answer (fc, "/t/u", 0), "u:r:tu:s0");
  CHECK_STR (answer (fc, "/s", 0), "u:r:default:s0");
  CHECK_STR (answer (fc, "/st-em/x1", 0), "u:r:default:s0");
  /* PCRE's $ matches before a final newline, literals included.  */
  CHECK_STR (answer (fc, "/lit/x\n", 0), "u:r:litx:s0");
  /* Key cleaning: // collapsed, one trailing / dropped, nothing else.  */
  CHECK_STR (answer (fc, "//a//b/", 0), "u:r:ab_lit:s0");
  CHECK_STR (answer (fc, "/a/./b", 0), "u:r:local_a:s0");
  CHECK_STR (answer (fc, "a/b", 0), "ENOENT");
  CHECK_STR (answer (fc, "", 0), "error");
  /* Substitutions: .subs last line first, then .subs_dist on the result;
     one rewrite each.  */
  CHECK_STR (answer (fc, "/alias/deep/x", 0), "u:r:p_any:s0");
  CHECK_STR (answer (fc, "/alias/b", 0), "u:r:ab_lit:s0");
  CHECK_STR (answer (fc, "/alias/b/x/y", 0), "ENOENT");
  CHECK_STR (answer (fc, "/chroot/a/b", 0), "u:r:ab_lit:s0");
  CHECK_STR (answer (fc, "/chroot", 0), "u:r:default:s0");
  CHECK_STR (answer (fc, "/aliasx", 0), "u:r:default:s0");
  /* The winning spec's index and what it is.  */
  char const *ctx;
  size_t i;
  CHECK (sectx_fc_lookup_spec (fc, "/n/x", 0, &ctx, &i) == -1);
  struct sectx_fc_spec_info info;
  CHECK (i != SIZE_MAX && sectx_fc_spec (fc, i, &info) == 0);
  CHECK_STR (info.regex, "/n/.*");
  CHECK (info.type == NULL && !info.from_bin);
  CHECK (sectx_fc_lookup_spec (fc, "/lit/dup", S_IFDIR, &ctx, &i) == 0);
  CHECK (sectx_fc_spec (fc, i, &info) == 0 && info.mode == S_IFDIR);
  CHECK_STR (info.type, "-d");
  /* Partial matches: false when the first one is <<none>>.  */
  CHECK (sectx_fc_partial_match (fc, "/a"));
  CHECK (sectx_fc_partial_match (fc, "/n"));   /* "/n/keep" */
  CHECK (!sectx_fc_partial_match (fc, "/m"));
  unsigned char sha[20];
  CHECK (sectx_fc_partial_digest (fc, "/a", sha) == 1);
  CHECK (sectx_fc_partial_digest (fc, "/m", sha) == 0);
  sectx_fc_close (fc);

  /* Base only: no .homedirs, no .local; substitutions still apply.  */
  fc = open_fc (true, false);
  CHECK_STR (answer (fc, "/a/b/c", 0), "u:r:ab_tree:s0");
  CHECK_STR (answer (fc, "/hd/x", 0), "u:r:default:s0");
  CHECK_STR (answer (fc, "/alias/b", 0), "u:r:ab_lit:s0");
  sectx_fc_close (fc);
  remove_file ("fc.homedirs");
  remove_file ("fc.local");
  remove_file ("fc.subs");
  remove_file ("fc.subs_dist");
}

/* The same answers from several threads at once.  */
static struct sectx_fc *shared;
static void *
hammer (void *arg)
{
  long bad = 0;
  char const *keys[] = { "/a/b", "/x/1", "/p/q2", "/n/keep", "/q/r" };
  char const *want[] = { "u:r:ab_lit:s0", "u:r:alt:s0", "u:r:escd:s0",
                         "u:r:n_keep:s0", "u:r:default:s0" };
  for (int r = 0; r < 20000; r++)
    {
      char const *ctx;
      int k = r % 5;
      if (sectx_fc_lookup (shared, keys[k], 0, &ctx) < 0
          || strcmp (ctx, want[k]) != 0)
        bad++;
    }
  *(long *) arg = bad;
  return NULL;
}

static void
test_threads (void)
{
  write_file ("fc", "/.* u:r:default:s0\n/a/b u:r:ab_lit:s0\n"
              "/x|/y u:r:alt:s0\n/p/q\\d u:r:escd:s0\n/n/.* <<none>>\n"
              "/n/keep u:r:n_keep:s0\n");
  shared = open_fc (false, false);
  CHECK (shared != NULL);
  pthread_t t[4];
  long bad[4];
  for (int i = 0; i < 4; i++)
    pthread_create (&t[i], NULL, hammer, &bad[i]);
  for (int i = 0; i < 4; i++)
    {
      pthread_join (t[i], NULL);
      CHECK (bad[i] == 0);
    }
  sectx_fc_close (shared);
}

static void
test_missing (void)
{
  char path[256];
  snprintf (path, sizeof path, "%s/nosuch", dir);
  struct sectx_fc *fc;
  CHECK_FAILS (sectx_fc_open (&(struct sectx_fc_open_opts) { .path = path },
                              &fc), ENOENT);
  /* An empty file loads, and nothing matches.  */
  write_file ("fc", "");
  fc = open_fc (false, false);
  CHECK (fc != NULL);
  CHECK_STR (answer (fc, "/a", 0), "ENOENT");
  CHECK (sectx_fc_nspecs (fc) == 0);
  sectx_fc_close (fc);
}

int
main (void)
{
  if (!mkdtemp (dir))
    return 99;
  test_bad_lines ();
  test_dups ();
  test_precedence ();
  test_threads ();
  test_missing ();
  remove_file ("fc");
  rmdir (dir);
  return unit_finish ();
}
