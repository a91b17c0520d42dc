/* libsectx: the context library under every secoreutils tool.
   This header is its whole public face.

   Conventions: a function that fails returns -1 and sets errno; it never
   prints.  Contexts handed back are malloc'd strings, freed with free.
   Every input (paths, fds, a /proc root) is explicit, so tests can point
   the library at temporary trees.  */

#ifndef SECTX_H
#define SECTX_H

#include <stdbool.h>
#include <sys/types.h>

/* Flags for the context getters and setters.  */
enum
{
  SECTX_NOFOLLOW = 1 << 0,      /* act on a symlink, not on its referent */
  SECTX_RAW = 1 << 1            /* skip MCS/MLS translation (mcstrans) */
};

/* ---- File contexts -------------------------------------------------

   A file with no context fails with errno ENODATA (no security.selinux
   attribute, or the literal "unlabeled") or ENOTSUP (an empty attribute,
   or a file system without extended attributes), the errnos GNU
   coreutils reports for these cases.  sectx_no_context tells whether an
   errno means "no context".  Reading a label needs no SELinux kernel.  */

int sectx_file_get (char const *path, int flags, char **ctx);
int sectx_file_get_fd (int fd, int flags, char **ctx);
int sectx_file_get_at (int dirfd, char const *name, int flags, char **ctx);

int sectx_file_set (char const *path, int flags, char const *ctx);
int sectx_file_set_fd (int fd, int flags, char const *ctx);
int sectx_file_set_at (int dirfd, char const *name, int flags,
                       char const *ctx);

bool sectx_no_context (int err);

/* ---- Context strings ----------------------------------------------- */

/* The parts of a context "user:role:type[:range]"; a NULL part is left
   as it is.  */
struct sectx_parts
{
  char const *user;
  char const *role;
  char const *type;
  char const *range;
};

/* Bits naming the parts that sectx_context_edit could not set.  */
enum
{
  SECTX_PART_USER = 1 << 0,
  SECTX_PART_ROLE = 1 << 1,
  SECTX_PART_TYPE = 1 << 2,
  SECTX_PART_RANGE = 1 << 3
};

/* Store in *RESULT the context CTX with the non-NULL PARTS replaced.
   On failure return -1 with errno set; *FAILED is 0 when CTX itself
   could not be parsed, else the SECTX_PART_* bits of the parts that
   were refused.  */
int sectx_context_edit (char const *ctx, struct sectx_parts const *parts,
                        char **result, unsigned int *failed);

/* Ask the kernel whether CTX is valid under the loaded policy.  */
int sectx_context_check (char const *ctx);

/* ---- Process contexts ---------------------------------------------- */

/* True when the kernel runs SELinux (selinuxfs mounted and a policy
   configured), as libselinux's is_selinux_enabled judges it.  */
bool sectx_enabled (void);

/* The context of process PID (0: this process).  With SELinux enabled
   this is libselinux's answer (translated unless SECTX_RAW); otherwise
   the printable prefix of /proc/PID/attr/current.  ENODATA when the
   process has no context to show.  */
int sectx_proc_get (pid_t pid, int flags, char **ctx);

/* The printable prefix of PROC_ROOT/PID/attr/current ("self" for PID
   0), as ps shows it on kernels without SELinux.  ENODATA when empty.  */
int sectx_proc_attr_read (char const *proc_root, pid_t pid, char **ctx);

#endif
