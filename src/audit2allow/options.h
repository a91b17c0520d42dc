/* audit2allow's options, parsed as 3.4's optparse parser parses them.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_OPTIONS_H
#define SECOREUTILS_AUDIT2ALLOW_OPTIONS_H

#include <stdbool.h>

struct options
{
  char const *prog;             /* basename of argv[0] */
  bool boot, all, dmesg, lastreload, requires, dontaudit, refpolicy;
  bool verbose, explain_long, xperms, why;
  char const *policy, *input, *module, *module_package, *output, *type;
  char const *perm_map, *interface_info;
  /* Beyond 3.4.  */
  bool fragment, advise, summary, follow;
  char const *kmsg;             /* --kmsg=FILE: --follow's source */
};

/* Parse ARGV into O; prints help or version, or an error, and exits
   as 3.4 does.  */
void options_parse (struct options *o, int argc, char **argv);

#endif
