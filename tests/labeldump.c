/* labeldump DIR: every file under DIR (DIR included, links not followed),
   one line each, sorted by path as strcmp orders bytes:
     PATH<TAB>TYPE NLINK[<TAB>NAME=VALUE]...
   TYPE is find's %y letter; then each security.* xattr, by name, its
   value's bytes with backslash and anything outside printable ASCII
   (NUL included) written as \ooo, so that values differing only in NULs
   differ.  "-" stands for a file without security.selinux.  One process
   for what was a getfattr, find, awk and sort pipeline: the comparison
   tests run it twice per case.  */

#include <config.h>

#include <errno.h>
#include <ftw.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/xattr.h>

struct ent
{
  char *path;
  struct stat st;
};
static struct ent *ents;
static size_t n, cap;

static int
collect (char const *path, struct stat const *sb, int type, struct FTW *f)
{
  (void) type; (void) f;
  if (n == cap)
    {
      cap = cap ? 2 * cap : 256;
      ents = realloc (ents, cap * sizeof *ents);
      if (!ents)
        return -1;
    }
  ents[n].st = *sb;
  ents[n].path = strdup (path);
  return ents[n++].path ? 0 : -1;
}

static int
by_path (void const *a, void const *b)
{
  return strcmp (((struct ent const *) a)->path,
                 ((struct ent const *) b)->path);
}

static int
by_name (void const *a, void const *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static char
type_letter (mode_t m)
{
  return S_ISDIR (m) ? 'd' : S_ISLNK (m) ? 'l' : S_ISFIFO (m) ? 'p'
    : S_ISSOCK (m) ? 's' : S_ISCHR (m) ? 'c' : S_ISBLK (m) ? 'b' : 'f';
}

static void
print_escaped (char const *buf, ssize_t len)
{
  for (ssize_t i = 0; i < len; i++)
    {
      unsigned char c = buf[i];
      if (c == '\\' || c < ' ' || c > '~')
        printf ("\\%03o", c);
      else
        putchar (c);
    }
}

/* Each security.* xattr of PATH, sorted by name.  */
static void
print_xattrs (char const *path)
{
  /* The kernel caps a value, and a list of names, at 64 KiB.  */
  static char list[65536], value[65536];
  char *names[256];
  size_t k = 0;
  bool has_selinux = false;
  ssize_t len = llistxattr (path, list, sizeof list);
  for (ssize_t i = 0; i < len && k < 256; i += strlen (list + i) + 1)
    if (strncmp (list + i, "security.", 9) == 0)
      names[k++] = list + i;
  qsort (names, k, sizeof *names, by_name);
  for (size_t j = 0; j < k; j++)
    {
      ssize_t v = lgetxattr (path, names[j], value, sizeof value);
      printf ("\t%s=", names[j]);
      if (v < 0)
        printf ("?%d", errno);
      else
        print_escaped (value, v);
      has_selinux |= strcmp (names[j], "security.selinux") == 0;
    }
  if (!has_selinux)
    fputs ("\t-", stdout);
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fputs ("usage: labeldump DIR\n", stderr);
      return 2;
    }
  if (nftw (argv[1], collect, 32, FTW_PHYS) != 0)
    {
      perror (argv[1]);
      return 1;
    }
  qsort (ents, n, sizeof *ents, by_path);
  for (size_t i = 0; i < n; i++)
    {
      printf ("%s\t%c %ju", ents[i].path, type_letter (ents[i].st.st_mode),
              (uintmax_t) ents[i].st.st_nlink);
      print_xattrs (ents[i].path);
      putchar ('\n');
    }
  return ferror (stdout) || fclose (stdout) != 0;
}
