/* ls: ordering the current group.  Each key compares, then breaks ties
   by name; -r reverses the whole comparison, ties included.  */

#include <config.h>

#include <langinfo.h>

#include "system.h"
#include "ls.h"

#include "c-ctype.h"
#include "hard-locale.h"
#include "mpsort.h"
#include "stat-time.h"
#include "timespec.h"
#include "xalloc.h"

typedef int (*cmp_fn) (struct fileinfo const *, struct fileinfo const *);

static bool use_strcoll;

static int
cmp_name (struct fileinfo const *a, struct fileinfo const *b)
{
  return use_strcoll ? strcoll (a->name, b->name)
                     : strcmp (a->name, b->name);
}

static int
cmp_time (struct fileinfo const *a, struct fileinfo const *b)
{
  bool ok;
  int diff = timespec_cmp (file_time (b, ls.time_type, &ok),
                           file_time (a, ls.time_type, &ok));
  return diff ? diff : cmp_name (a, b);
}

static int
cmp_size (struct fileinfo const *a, struct fileinfo const *b)
{
  int diff = (b->stat.st_size > a->stat.st_size)
             - (b->stat.st_size < a->stat.st_size);
  return diff ? diff : cmp_name (a, b);
}

/* ---- version sort, as coreutils 9.1 (gnulib of 2022) orders names:
   gnulib's later filevercmp no longer lets a name's leading '.' start
   its suffix, which changes the order of names like ".a" and "..b".  */

/* The weight of S[POS] among non-digits: the end first, then '~', then
   letters, then everything else.  */
static int
ver_order (char const *s, size_t pos, size_t len)
{
  if (pos == len)
    return -1;
  unsigned char c = s[pos];
  if (c_isdigit (c))
    return 0;
  if (c_isalpha (c))
    return c;
  if (c == '~')
    return -2;
  return c + UCHAR_MAX + 1;
}

/* Compare runs of non-digits by weight and runs of digits by value.  */
static int
ver_compare (char const *a, size_t alen, char const *b, size_t blen)
{
  size_t i = 0, j = 0;
  while (i < alen || j < blen)
    {
      while ((i < alen && ! c_isdigit (a[i])) || (j < blen && ! c_isdigit (b[j])))
        {
          int ca = ver_order (a, i, alen), cb = ver_order (b, j, blen);
          if (ca != cb)
            return ca - cb;
          i++;
          j++;
        }
      while (i < alen && a[i] == '0')
        i++;
      while (j < blen && b[j] == '0')
        j++;
      int first_diff = 0;
      for (; i < alen && j < blen && c_isdigit (a[i]) && c_isdigit (b[j]);
           i++, j++)
        if (! first_diff)
          first_diff = a[i] - b[j];
      if (i < alen && c_isdigit (a[i]))
        return 1;
      if (j < blen && c_isdigit (b[j]))
        return -1;
      if (first_diff)
        return first_diff;
    }
  return 0;
}

/* The length of S without its suffix, the longest tail matching
   (\.[A-Za-z~][A-Za-z0-9~]*)*.  */
static size_t
ver_prefix_len (char const *s, size_t len)
{
  size_t prefix = 0;
  for (size_t i = 0; i < len; )
    {
      while (i + 1 < len && s[i] == '.'
             && (c_isalpha (s[i + 1]) || s[i + 1] == '~'))
        for (i += 2; i < len && (c_isalnum (s[i]) || s[i] == '~'); i++)
          continue;
      if (i < len)
        prefix = ++i;
    }
  return prefix;
}

static int
ver_filecmp (char const *a, char const *b)
{
  if (! *a)
    return - !! *b;
  if (! *b)
    return 1;
  /* ".", "..", other dot names, then the rest.  */
  if (a[0] == '.')
    {
      if (b[0] != '.')
        return -1;
      bool adot = ! a[1], bdot = ! b[1];
      if (adot || bdot)
        return bdot - adot;
      bool adotdot = a[1] == '.' && ! a[2], bdotdot = b[1] == '.' && ! b[2];
      if (adotdot || bdotdot)
        return bdotdot - adotdot;
    }
  else if (b[0] == '.')
    return 1;

  size_t alen = strlen (a), blen = strlen (b);
  size_t ap = ver_prefix_len (a, alen), bp = ver_prefix_len (b, blen);
  int r = ver_compare (a, ap, b, bp);
  if (r || (ap == alen && bp == blen))
    return r;
  return ver_compare (a, alen, b, blen);
}

static int
cmp_version (struct fileinfo const *a, struct fileinfo const *b)
{
  int diff = ver_filecmp (a->name, b->name);
  return diff ? diff : strcmp (a->name, b->name);
}

static char const *
extension (char const *name)
{
  char const *dot = strrchr (name, '.');
  return dot ? dot : "";
}

static int
cmp_extension (struct fileinfo const *a, struct fileinfo const *b)
{
  char const *ea = extension (a->name), *eb = extension (b->name);
  int diff = use_strcoll ? strcoll (ea, eb) : strcmp (ea, eb);
  return diff ? diff : cmp_name (a, b);
}

static int
cmp_width (struct fileinfo const *a, struct fileinfo const *b)
{
  size_t wa = fileinfo_name_width (a), wb = fileinfo_name_width (b);
  int diff = (wa > wb) - (wa < wb);
  return diff ? diff : cmp_name (a, b);
}

static cmp_fn const keys[] =
{
  [sort_name] = cmp_name,
  [sort_extension] = cmp_extension,
  [sort_width] = cmp_width,
  [sort_size] = cmp_size,
  [sort_version] = cmp_version,
  [sort_time] = cmp_time,
};

/* Directories (and links to them) first, under
   --group-directories-first.  */
static bool
is_linked_dir (struct fileinfo const *f)
{
  return (f->filetype == ft_directory || f->filetype == ft_arg_directory
          || S_ISDIR (f->linkmode));
}

static int
compare (void const *x, void const *y)
{
  struct fileinfo const *a = x, *b = y;
  if (ls.directories_first)
    {
      int diff = is_linked_dir (b) - is_linked_dir (a);
      if (diff)
        return diff;
    }
  return ls.sort_reverse ? keys[ls.sort_type] (b, a)
                         : keys[ls.sort_type] (a, b);
}

/* The default order, without compare's dispatch.  */
static int
compare_strcoll (void const *x, void const *y)
{
  struct fileinfo const *a = x, *b = y;
  return strcoll (a->name, b->name);
}

/* Does the locale collate as strcmp does?  glibc's strcoll then calls
   strcmp itself (a locale with no collation rules, as C.UTF-8 is):
   calling it directly saves a lookup per comparison.  */
static bool
collates_as_bytes (void)
{
#if (defined __GLIBC__ && defined __BYTE_ORDER__ \
     && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
  /* nl_langinfo gives this word item in the low half of a pointer.  */
  return (uint32_t) (uintptr_t) nl_langinfo (_NL_COLLATE_NRULES) == 0;
#else
  return false;
#endif
}

/* ---- the default order in a byte-collating locale, by keys: each
   name's first 8 bytes as one number, in an array beside its entry,
   so that most comparisons read neither the entry nor its name (out of
   cache, in a large directory: the comparisons of names cost more than
   all else ls did in user space).  Stable, as mpsort is, so equal
   names (operands given twice) keep their order.  */

struct keyed
{
  uint64_t key;
  struct fileinfo *f;
};

/* The first 8 bytes of NAME, big-endian, zero past its end: numbers in
   strcmp's order for names that differ in those bytes.  */
static uint64_t
name_key (char const *name)
{
  uint64_t key = 0;
  for (int i = 0; i < 8; i++)
    {
      unsigned char c = name[i];
      key |= (uint64_t) c << (56 - 8 * i);
      if (! c)
        break;
    }
  return key;
}

static int
keyed_cmp (struct keyed const *a, struct keyed const *b)
{
  if (a->key != b->key)
    return a->key < b->key ? -1 : 1;
  /* Equal keys: equal names if they ended within them.  */
  if (! (a->key & 0xff))
    return 0;
  return strcmp (a->f->name + 8, b->f->name + 8);
}

/* Sort V[0..N-1] stably, with TMP (N elements) for scratch.  */
static void
keyed_sort (struct keyed *v, struct keyed *tmp, size_t n)
{
  if (n <= 12)
    {
      for (size_t i = 1; i < n; i++)
        {
          struct keyed x = v[i];
          size_t j = i;
          for (; 0 < j && 0 < keyed_cmp (&v[j - 1], &x); j--)
            v[j] = v[j - 1];
          v[j] = x;
        }
      return;
    }
  size_t h = n / 2;
  keyed_sort (v, tmp, h);
  keyed_sort (v + h, tmp, n - h);
  if (keyed_cmp (&v[h - 1], &v[h]) <= 0)
    return;
  memcpy (tmp, v, h * sizeof *v);
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n)
    v[k++] = keyed_cmp (&v[j], &tmp[i]) < 0 ? v[j++] : tmp[i++];
  memcpy (v + k, tmp + i, (h - i) * sizeof *v);
}

static void
sort_by_bytes (void)
{
  static struct keyed *v;
  static size_t alloc;
  size_t n = cwd.n_used;
  if (n < 2)
    return;
  if (alloc < n)
    {
      free (v);
      alloc = MAX (n, 2 * alloc);
      v = xnmalloc (alloc, 2 * sizeof *v);
    }
  for (size_t i = 0; i < n; i++)
    v[i] = (struct keyed) { name_key (cwd.sorted[i]->name), cwd.sorted[i] };
  keyed_sort (v, v + alloc, n);
  for (size_t i = 0; i < n; i++)
    cwd.sorted[i] = v[i].f;
}

static void
cache_widths (void)
{
  for (size_t i = 0; i < cwd.n_used; i++)
    cwd.sorted[i]->width = fileinfo_name_width (cwd.sorted[i]);
}

void
sort_files (void)
{
  /* mpsort uses the half after the N pointers as scratch.  */
  if (cwd.sorted_alloc < cwd.n_used + cwd.n_used / 2)
    {
      free (cwd.sorted);
      cwd.sorted_alloc = cwd.n_used + cwd.n_used / 2 + 16;
      cwd.sorted = xnmalloc (cwd.sorted_alloc, sizeof *cwd.sorted);
    }
  for (size_t i = 0; i < cwd.n_used; i++)
    cwd.sorted[i] = &cwd.files[i];

  if (ls.sort_type == sort_none)
    return;
  use_strcoll = hard_locale (LC_COLLATE) && ! collates_as_bytes ();
  if (ls.sort_type == sort_width)
    cache_widths ();
  bool plain = (ls.sort_type == sort_name && ! ls.sort_reverse
                && ! ls.directories_first);
  if (plain && ! use_strcoll)
    sort_by_bytes ();
  else
    mpsort ((void const **) cwd.sorted, cwd.n_used,
            plain ? compare_strcoll : compare);
}
