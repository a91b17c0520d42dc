/* ls: ordering the current group.  Each key compares, then breaks ties
   by name; -r reverses the whole comparison, ties included.  */

#include <config.h>

#include "system.h"
#include "ls.h"

#include "filevercmp.h"
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

static int
cmp_version (struct fileinfo const *a, struct fileinfo const *b)
{
  int diff = filevercmp (a->name, b->name);
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

static void
cache_widths (void)
{
  for (size_t i = 0; i < cwd.n_used; i++)
    cwd.sorted[i]->width = fileinfo_name_width (cwd.sorted[i]);
}

void
sort_files (void)
{
  if (cwd.sorted_alloc < cwd.n_used)
    {
      free (cwd.sorted);
      cwd.sorted_alloc = cwd.n_used + cwd.n_used / 2 + 16;
      cwd.sorted = xnmalloc (cwd.sorted_alloc, sizeof *cwd.sorted);
    }
  for (size_t i = 0; i < cwd.n_used; i++)
    cwd.sorted[i] = &cwd.files[i];

  if (ls.sort_type == sort_none)
    return;
  use_strcoll = hard_locale (LC_COLLATE);
  if (ls.sort_type == sort_width)
    cache_widths ();
  mpsort ((void const **) cwd.sorted, cwd.n_used, compare);
}
