/* Copying onto a destination that may be the source itself, as GNU
   coreutils 9.1's cp and mv judge it.  The rule guards the data: a copy
   must never truncate the only copy of what it reads, and a backup or
   a removal before opening makes most such copies safe.  */

#include <config.h>

#include <sys/stat.h>

#include "system.h"
#include "copy.h"
#include "canonicalize.h"
#include "dirname.h"
#include "same-inode.h"

/* Do A and B name the same directory entry: the same last component in
   the same directory?  */
bool
same_entry (char const *a, char const *b)
{
  char const *ba = last_component (a), *bb = last_component (b);
  if (base_len (ba) != base_len (bb) || memcmp (ba, bb, base_len (ba)) != 0)
    return false;
  char *da = dir_name (a), *db = dir_name (b);
  struct stat sa, sb;
  bool same = stat (da, &sa) == 0 && stat (db, &sb) == 0
              && SAME_INODE (sa, sb);
  free (da);
  free (db);
  return same;
}

/* Both names are links, copied as links (no following).  */
static enum same_verdict
both_links (char const *src, char const *dst, bool one_entry,
            struct cp_options const *x)
{
  if (same_entry (src, dst))
    return SAME_FAIL;
  if (x->backup_type != no_backups || !one_entry)
    return SAME_GO;
  /* Two names of one symlink: rename would do nothing, so mv fails;
     for cp the destination already is what it would become.  */
  return x->move_mode ? SAME_FAIL : SAME_DONE;
}

/* With a backup the data survives, unless the backup renames the
   source itself away.  */
static enum same_verdict
with_backup (char const *src, char const *dst, struct stat const *ls,
             struct stat const *ld, bool one_entry,
             struct cp_options const *x)
{
  if (one_entry)
    return same_entry (src, dst) ? SAME_FAIL : SAME_GO;
  /* cp following a symlink onto its referent would move the data
     aside and then find the link dangling.  */
  if (!x->move_mode && x->dereference != DEREF_NEVER
      && S_ISLNK (ls->st_mode) && !S_ISLNK (ld->st_mode))
    return SAME_FAIL;
  return SAME_GO;
}

/* What LS and LD, the entries themselves, lead to once followed.  */
static enum same_verdict
followed (char const *src, char const *dst, struct stat const *ls,
          struct stat const *ld, struct cp_options const *x)
{
  struct stat ts = *ls, td = *ld;
  if (S_ISLNK (ls->st_mode) && stat (src, &ts) != 0)
    return SAME_GO;
  if (S_ISLNK (ld->st_mode) && stat (dst, &td) != 0)
    return SAME_GO;
  if (!SAME_INODE (ts, td))
    return SAME_GO;
  if (x->hard_link)
    return S_ISLNK (ld->st_mode) ? SAME_GO : SAME_DONE;
  return SAME_FAIL;
}

enum same_verdict
same_file_verdict (char const *src, char const *dst, struct stat const *sb,
                   struct stat const *dsb, struct cp_options const *x)
{
  bool same = SAME_INODE (*sb, *dsb);
  if (same && x->hard_link)
    return SAME_DONE;

  /* LS and LD: the entries, not what they point to.  */
  struct stat ls = *sb, ld = *dsb;
  bool one_entry = same;
  if (x->dereference == DEREF_NEVER)
    {
      if (S_ISLNK (ls.st_mode) && S_ISLNK (ld.st_mode))
        return both_links (src, dst, one_entry, x);
    }
  else
    {
      if (!same || lstat (dst, &ld) != 0 || lstat (src, &ls) != 0)
        return SAME_GO;
      one_entry = SAME_INODE (ls, ld);
      /* Two links to one file: the destination link goes first.  */
      if (S_ISLNK (ls.st_mode) && S_ISLNK (ld.st_mode)
          && x->remove_before_open)
        return SAME_GO;
    }

  if (x->backup_type != no_backups)
    return with_backup (src, dst, &ls, &ld, one_entry, x);

  if (x->move_mode || x->remove_before_open)
    {
      /* The destination name goes before anything is written.  */
      if (S_ISLNK (ld.st_mode))
        return SAME_GO;
      /* Two names of one file: cp makes them two files; mv would lose
         one name in a race, and refuses.  */
      if (one_entry && ld.st_nlink > 1 && !same_entry (src, dst))
        return x->move_mode ? SAME_FAIL : SAME_GO;
    }

  if (!S_ISLNK (ls.st_mode) && !S_ISLNK (ld.st_mode))
    {
      if (!SAME_INODE (ls, ld))
        return SAME_GO;
      if (x->hard_link)
        return SAME_DONE;
    }

  /* mv of a symlink onto its referent's only name is safe when the link
     does not resolve to that very name.  */
  if (x->move_mode && S_ISLNK (sb->st_mode) && ld.st_nlink == 1)
    {
      char *abs = canonicalize_file_name (src);
      if (abs)
        {
          bool ok = !same_entry (abs, dst);
          free (abs);
          return ok ? SAME_GO : SAME_FAIL;
        }
    }

  /* -s may replace a symlink.  */
  if (x->symbolic_link && S_ISLNK (ld.st_mode))
    return SAME_GO;

  if (x->dereference == DEREF_NEVER)
    return followed (src, dst, &ls, &ld, x);
  return SAME_FAIL;
}
