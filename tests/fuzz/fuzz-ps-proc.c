/* libFuzzer target: ps's /proc readers and parsers (src/ps/proc.c),
   given a fake process directory.  The input is the contents of the
   files of one process, separated by lines "%%": stat, status, statm,
   cmdline, environ, wchan, attr/current, cgroup, autogroup, io,
   smaps_rollup, oom_score, oom_score_adj; a file the input does not
   reach is absent, as when a process exits while ps reads it.  They
   are written to a private directory on tmpfs, which stands for /proc,
   and ps_read_proc reads them with every column's needs.
   Fuzz-sources: src/ps/proc.c src/ps/format.c src/ps/state.c src/ps/escape.c src/ps/output.c src/ps/mrows.c src/ps/options.c src/ps/persona.c src/help.c lib/proccon.c lib/selinuxfs.c lib/context.c lib/config.c gl/lib/c-ctype.c gl/lib/c-strncasecmp.c gl/lib/mbrtowc.c gl/lib/hard-locale.c gl/lib/setlocale_null.c gl/lib/progname.c gl/lib/xmalloc.c gl/lib/xalloc-die.c gl/lib/exitfail.c gl/lib/getprogname.c gl/lib/error.c
   Fuzz-options: -max_len=20000  */

#include <config.h>

#include "ps.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char const *const files[] = {
  "stat", "status", "statm", "cmdline", "environ", "wchan", "attr/current",
  "cgroup", "autogroup", "io", "smaps_rollup", "oom_score", "oom_score_adj"
};
enum { N_FILES = sizeof files / sizeof *files };

static char root[64];
static int rootfd = -1;

static void
cleanup (void)
{
  for (int i = 0; i < N_FILES; i++)
    {
      char path[128];
      snprintf (path, sizeof path, "%s/42/%s", root, files[i]);
      unlink (path);
    }
  char path[128];
  snprintf (path, sizeof path, "%s/42/attr", root);
  rmdir (path);
  snprintf (path, sizeof path, "%s/42", root);
  rmdir (path);
  rmdir (root);
}

static void
setup (void)
{
  snprintf (root, sizeof root, "/dev/shm/fuzz-ps-proc.XXXXXX");
  if (!mkdtemp (root))
    abort ();
  char path[128];
  snprintf (path, sizeof path, "%s/42", root);
  if (mkdir (path, 0700) != 0)
    abort ();
  snprintf (path, sizeof path, "%s/42/attr", root);
  if (mkdir (path, 0700) != 0)
    abort ();
  rootfd = open (root, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (rootfd < 0)
    abort ();
  atexit (cleanup);
}

/* An escaped string holds no control character (C locale).  */
static void
check_printable (char const *s)
{
  if (!s)
    return;
  for (; *s; s++)
    if ((unsigned char) *s < 0x20 || *s == 0x7f)
      abort ();
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  if (rootfd < 0)
    setup ();
  char const *d = (char const *) data, *end = d + size;
  for (int i = 0; i < N_FILES; i++)
    {
      char path[128];
      snprintf (path, sizeof path, "42/%s", files[i]);
      unlinkat (rootfd, path, 0);
      if (!d)
        continue;
      char const *sep = memmem (d, end - d, "\n%%\n", 4);
      size_t len = sep ? (size_t) (sep - d) : (size_t) (end - d);
      int fd = openat (rootfd, path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
                       0600);
      if (fd < 0 || write (fd, d, len) != (ssize_t) len)
        abort ();
      close (fd);
      d = sep ? sep + 4 : NULL;
    }

  struct proc *p = calloc (1, sizeof *p);
  if (!p)
    return 0;
  unsigned need = ~(NEED_TTYNAME | NEED_EXE | NEED_NS);
  bool ok = ps_read_proc (rootfd, 42, 0, need, p, false);
  if (ok)
    {
      /* A row has its name, and every text column is printable.  */
      if (!p->comm || !p->rawcomm || strlen (p->comm) != strlen (p->rawcomm))
        abort ();
      check_printable (p->comm);
      check_printable (p->cmdline);
      check_printable (p->environ);
      check_printable (p->label);
      if (p->groups && (!*p->groups || strchr (p->groups, ' ')))
        abort ();
      if (p->tgid != 42 || p->tid != 42)
        abort ();
    }
  ps_free_proc (p);
  return 0;
}
