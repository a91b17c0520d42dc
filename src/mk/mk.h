/* What mkdir, mknod and mkfifo share: the -Z and --context[=CTX]
   options (context.c) and the -m option (mode.c).  */

#ifndef SECOREUTILS_MK_H
#define SECOREUTILS_MK_H

#include <stdbool.h>
#include <sys/types.h>

struct sectx_fc;

/* The long option of -Z.  */
#define GETOPT_SELINUX_CONTEXT_OPTION_DECL \
  "context", optional_argument, NULL, 'Z'

/* A new special file's mode before the umask: a=rw.  */
#define MK_MODE_RW_UGO (S_IRUSR | S_IWUSR | S_IRGRP | S_IWGRP \
                        | S_IROTH | S_IWOTH)

/* The labels asked for, as GNU coreutils 9.1 takes them.  */
struct mk_label
{
  char const *ctx;              /* --context=CTX: the creation context */
  struct sectx_fc *fc;          /* -Z: file_contexts, when loaded */
};

/* context.c.  One -Z or --context[=ARG] (ARG NULL for a bare one): with
   SELinux, ARG is the context to create with, and without ARG the
   default type is asked for; without SELinux, ARG is warned about and
   ignored, and a bare -Z does nothing.  */
void mk_label_option (struct mk_label *l, char const *arg);

/* Make --context's CTX the creation context, or exit with GNU's
   message.  */
void mk_label_apply (struct mk_label const *l);

/* -Z: make the default context of FILE, about to be made with type
   MODE, the creation context (sectx_fscreate_default); and give the
   made FILE file_contexts' type (sectx_restore_type).  -1 with errno.  */
int mk_label_default (struct mk_label const *l, char const *file,
                      mode_t mode);
int mk_label_restore (struct mk_label const *l, char const *file);

/* mode.c.  The mode of a new special file (mknod, mkfifo) for the
   chmod-like SPEC: a=rw changed by SPEC as chmod would, the umask only
   where SPEC leaves it unsaid.  Exits with GNU's message for a bad SPEC
   or one that sets more than permission bits.  */
mode_t mk_mode_special (char const *spec);

/* mkdir -m SPEC: the mode of a new directory (from a=rwx, with the
   umask UMASK_VALUE applied where SPEC leaves it unsaid), and in *BITS
   the bits SPEC names.  Exits with GNU's message for a bad SPEC.  */
mode_t mk_mode_dir (char const *spec, mode_t umask_value, mode_t *bits);

#endif
