/* stat's file system mode (-f): statfs one file and write the -f
   directives.  */

#include <config.h>

#include <sys/vfs.h>

#include "system.h"
#include "stat.h"

/* Linux's fsid as one number: its first word high, its second low (the
   order GNU stat gives, as glibc's statvfs would).  */
static uintmax_t
fsid_number (struct statfs const *sf)
{
  unsigned int words[2];
  memcpy (words, &sf->f_fsid, sizeof words);
  return ((uintmax_t) words[0] << 32) | words[1];
}

/* What the -f directives read.  */
struct fs_info
{
  char const *name;
  struct statfs sf;
};

static bool
fs_directive (char *spec, size_t len, char mod, char conv, void *arg)
{
  (void) mod;
  struct fs_info const *f = arg;
  struct statfs const *sf = &f->sf;
  switch (conv)
    {
    case 'n': out_string (spec, len, f->name); break;
    case 'i': out_hex (spec, len, fsid_number (sf)); break;
    case 'l': out_uint (spec, len, sf->f_namelen); break;
    case 't': out_hex (spec, len, sf->f_type); break;
    case 'T': out_string (spec, len, fs_type_name (sf->f_type)); break;
    case 'b': out_int (spec, len, sf->f_blocks); break;
    case 'f': out_int (spec, len, sf->f_bfree); break;
    case 'a': out_int (spec, len, sf->f_bavail); break;
    case 's': out_uint (spec, len, sf->f_bsize); break;
    case 'S': out_uint (spec, len, sf->f_frsize ? sf->f_frsize
                                                : sf->f_bsize); break;
    case 'c': out_uint (spec, len, sf->f_files); break;
    case 'd': out_int (spec, len, sf->f_ffree); break;
    default: putchar ('?'); break;
    }
  return false;
}

bool
stat_fs (char const *name, char const *format, struct stat_run const *run)
{
  if (STREQ (name, "-"))
    {
      error (0, 0, _("using %s to denote standard input does not work"
                     " in file system mode"), quoteaf (name));
      return false;
    }
  struct fs_info f = { .name = name };
  if (statfs (name, &f.sf) != 0)
    {
      error (0, errno, _("cannot read file system information for %s"),
             quoteaf (name));
      return false;
    }
  return !format_print (format, run, false, fs_directive, &f);
}
