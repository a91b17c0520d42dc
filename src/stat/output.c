/* stat's default formats: the long ones, -t's and -f's.  */

#include <config.h>

#include "system.h"
#include "xalloc.h"
#include "xvasprintf.h"
#include "stat.h"

/* -t's formats; with SELinux enabled the file's gains %C.  */
static char const terse_fs[] = "%n %i %l %t %s %S %b %f %a %c %d\n";
static char const terse_file[] = "%n %s %b %f %u %g %D %i %h %t %T"
                                 " %X %Y %Z %W %o\n";
static char const terse_file_selinux[] = "%n %s %b %f %u %g %D %i %h %t %T"
                                         " %X %Y %Z %W %o %C\n";

/* The text --help shows for -t: the format with %C, which a build with
   SELinux support has.  */
char const *const terse_help_format = terse_file_selinux;
char const *const terse_fs_help_format = terse_fs;

static char *
long_fs_format (void)
{
  return xstrdup (_("  File: \"%n\"\n"
                    "    ID: %-8i Namelen: %-7l Type: %T\n"
                    "Block size: %-10s Fundamental block size: %S\n"
                    "Blocks: Total: %-10b Free: %-10f Available: %a\n"
                    "Inodes: Total: %-10c Free: %d\n"));
}

static char *
long_file_format (bool device, bool selinux)
{
  char const *head = _("  File: %N\n"
                       "  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\n");
  char const *ids = (device
                     ? _("Device: %Hd,%Ld\tInode: %-10i  Links: %-5h"
                         " Device type: %Hr,%Lr\n")
                     : _("Device: %Hd,%Ld\tInode: %-10i  Links: %h\n"));
  char const *access = _("Access: (%04a/%10.10A)  Uid: (%5u/%8U)"
                         "   Gid: (%5g/%8G)\n");
  char const *context = selinux ? _("Context: %C\n") : "";
  char const *times = _("Access: %x\n"
                        "Modify: %y\n"
                        "Change: %z\n"
                        " Birth: %w\n");
  return xasprintf ("%s%s%s%s%s", head, ids, access, context, times);
}

char *
default_format (bool fs, bool terse, bool device, bool selinux)
{
  if (fs)
    return terse ? xstrdup (terse_fs) : long_fs_format ();
  if (terse)
    return xstrdup (selinux ? terse_file_selinux : terse_file);
  return long_file_format (device, selinux);
}
