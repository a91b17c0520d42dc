/* install on the copying engine: what its parts share.
     install.c        options, operands, the loop over the sources;
     install-file.c   one file: -C's comparison, the copy, strip, the
                      owner, mode and timestamps, the default context;
     install-dirs.c   -d's directories and -D's leading ones.  */

#ifndef SECOREUTILS_INSTALL_H
#define SECOREUTILS_INSTALL_H

#include <stdbool.h>
#include <sys/types.h>

#include "copy.h"
#include "savewd.h"

/* The file mode bits install gives by default: rwxr-xr-x.  */
#define INSTALL_DEFAULT_MODE (S_IRWXU | S_IRGRP | S_IXGRP | S_IROTH | S_IXOTH)

struct install
{
  struct cp_options x;
  mode_t mode;                  /* of each file (the umask is 0) */
  mode_t dir_mode;              /* of each -d directory */
  mode_t dir_mode_bits;         /* the bits of dir_mode that -m set */
  uid_t owner;                  /* -o, or -1 */
  gid_t group;                  /* -g, or -1 */
  bool compare;                 /* -C */
  bool strip;                   /* -s */
  char const *strip_program;
  bool selinux;                 /* SELinux is enabled */
  bool default_label;           /* give each file its file_contexts
                                   context afterwards, as GNU's
                                   setdefaultfilecon */
  struct sectx_fc *fc;          /* file_contexts, once loaded */
  int fc_errno;                 /* why it could not be, or 0 */
};

/* install-file.c */
/* file_contexts, loaded on first use; NULL (with I->fc_errno) when it
   cannot be.  WARN says so the first time, as GNU's does.  */
struct sectx_fc *install_labels (struct install *i, bool warn);
/* TO's last component is in the directory DIRFD (made by -D, held
   open), or -1: TO is reached by its path.  */
bool install_file_in_file (char const *from, char const *to, int dirfd,
                           struct install *i);

/* install-dirs.c */
/* Make the missing directories leading to TO (all but its last
   component); SAVE_ALWAYS: come back to the working directory even
   when FROM and TO are absolute.  *DIRFD gets TO's parent, held open
   (O_PATH), or -1.  */
bool install_leading_dirs (char const *from, char *to, struct install *i,
                           bool save_always, int *dirfd);
/* -d: make DIR and its missing ancestors.  */
int install_dir (char *dir, struct savewd *wd, void *install);

#endif
