/* treedump DIR: print what the cp/mv tests compare about a tree, in one
   process: per file (sorted by path) its type, mode, owner, size,
   whether it has holes, its mtime when it is a fixture time (else
   "new"), its hard-link group (the first path of the group), its link
   target or a digest of its content, and every xattr in hex.  */

#include <config.h>

#include <dirent.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

struct ent { char *path; struct stat st; };
static struct ent *ents;
static size_t n, cap;

static void
walk (char const *path)
{
  struct stat st;
  if (lstat (path, &st) != 0)
    return;
  if (n == cap)
    ents = realloc (ents, (cap = cap ? 2 * cap : 256) * sizeof *ents);
  ents[n].path = strdup (path);
  ents[n++].st = st;
  if (!S_ISDIR (st.st_mode))
    return;
  DIR *d = opendir (path);
  if (!d)
    return;
  struct dirent *e;
  while ((e = readdir (d)))
    {
      if (!strcmp (e->d_name, ".") || !strcmp (e->d_name, ".."))
        continue;
      char *p;
      if (asprintf (&p, "%s/%s", path, e->d_name) < 0)
        exit (2);
      walk (p);
      free (p);
    }
  closedir (d);
}

static int
by_path (void const *a, void const *b)
{
  return strcmp (((struct ent const *) a)->path, ((struct ent const *) b)->path);
}

static int
by_name (void const *a, void const *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static uint64_t
digest (char const *path)
{
  uint64_t h = 1469598103934665603ULL;
  int fd = open (path, O_RDONLY | O_NONBLOCK);
  if (fd < 0)
    return 0;
  char buf[65536];
  ssize_t r;
  while ((r = read (fd, buf, sizeof buf)) > 0)
    for (ssize_t i = 0; i < r; i++)
      h = (h ^ (unsigned char) buf[i]) * 1099511628211ULL;
  close (fd);
  return h;
}

static void
xattrs (char const *path)
{
  char names[65536];
  ssize_t len = llistxattr (path, names, sizeof names);
  if (len <= 0)
    return;
  /* Sorted names, for a stable dump.  */
  char *list[512];
  int k = 0;
  for (char *p = names; p < names + len && k < 512; p += strlen (p) + 1)
    list[k++] = p;
  qsort (list, k, sizeof *list, by_name);
  for (int i = 0; i < k; i++)
    {
      unsigned char v[65536];
      ssize_t vl = lgetxattr (path, list[i], v, sizeof v);
      printf ("  %s=", list[i]);
      if (vl < 0)
        printf ("?");
      for (ssize_t j = 0; j < vl; j++)
        printf ("%02x", v[j]);
      putchar ('\n');
    }
}

int
main (int argc, char **argv)
{
  if (argc != 2 || chdir (argv[1]) != 0)
    return 2;
  walk (".");
  qsort (ents, n, sizeof *ents, by_path);
  for (size_t i = 0; i < n; i++)
    {
      struct stat *s = &ents[i].st;
      char const *p = ents[i].path;
      char type = S_ISREG (s->st_mode) ? 'f' : S_ISDIR (s->st_mode) ? 'd'
        : S_ISLNK (s->st_mode) ? 'l' : S_ISFIFO (s->st_mode) ? 'p'
        : S_ISCHR (s->st_mode) ? 'c' : S_ISBLK (s->st_mode) ? 'b' : 's';
      char t[64];
      struct tm tm;
      gmtime_r (&s->st_mtim.tv_sec, &tm);
      if (tm.tm_year + 1900 <= 2001)
        snprintf (t, sizeof t, "%ld.%09ld", (long) s->st_mtim.tv_sec,
                  s->st_mtim.tv_nsec);
      else
        strcpy (t, "new");
      char const *group = "-";
      if (s->st_nlink > 1 && type != 'd')
        for (size_t j = 0; j <= i; j++)
          if (ents[j].st.st_ino == s->st_ino && ents[j].st.st_dev == s->st_dev)
            {
              group = ents[j].path;
              break;
            }
      printf ("%s %c %04o %d:%d %lld %s %s %s ", p, type,
              (unsigned) (s->st_mode & 07777), (int) s->st_uid,
              (int) s->st_gid, (long long) s->st_size,
              type == 'f' && s->st_blocks * 512 < s->st_size ? "holes" : "-",
              t, group);
      if (type == 'l')
        {
          char target[4096];
          ssize_t r = readlink (p, target, sizeof target - 1);
          target[r < 0 ? 0 : r] = '\0';
          printf ("-> %s\n", target);
        }
      else if (type == 'f')
        printf ("%016llx\n", (unsigned long long) digest (p));
      else
        printf ("-\n");
      xattrs (p);
    }
  return 0;
}
