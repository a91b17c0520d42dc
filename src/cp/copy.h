/* The copying engine cp and mv share: one options struct, and the
   entry points of its parts (no two use each other, even through a
   third: tests/layout/layers.sh):
     copy.c   traversal: one source onto one destination, special
              cases, directories, links, backups, mv's renames;
     same.c   whether a destination may be the source itself;
     data.c   the bytes of a regular file (clone, copy_file_range,
              holes);
     attr.c   ownership, mode and ACLs, timestamps, xattrs, contexts;
     label.c  -Z: default contexts from file_contexts;
     parents.c  cp --parents: the directories on the way.  */

#ifndef SECOREUTILS_COPY_H
#define SECOREUTILS_COPY_H

#include <stdbool.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "backupfile.h"
#include "hash.h"

struct sectx_fc;

enum sparse_mode { SPARSE_NEVER, SPARSE_AUTO, SPARSE_ALWAYS };
enum reflink_mode { REFLINK_NEVER, REFLINK_AUTO, REFLINK_ALWAYS };
enum deref_mode { DEREF_UNSET, DEREF_NEVER, DEREF_ARGS, DEREF_ALWAYS };
enum interact { I_UNSET, I_YES, I_NO, I_ASK };

struct cp_options
{
  enum backup_type backup_type;
  enum deref_mode dereference;
  enum interact interactive;
  enum sparse_mode sparse;
  enum reflink_mode reflink;

  bool move_mode;               /* mv */
  bool recursive, copy_as_regular, one_file_system;
  bool hard_link, symbolic_link;
  bool update, verbose, parents_verbose;
  bool remove_before_open;      /* --remove-destination */
  bool remove_after_failed_open;        /* -f */
  bool data_copy_required;      /* false for --attributes-only */
  bool stdin_tty;
  bool track_dests;             /* two or more sources: a top-level
                                   destination is not overwritten by a
                                   later one */

  bool preserve_ownership, preserve_mode, preserve_timestamps;
  bool preserve_links, explicit_no_preserve_mode;
  bool require_preserve;        /* -p, -a, --preserve: failures count */
  bool preserve_xattr, require_preserve_xattr;
  bool preserve_context, require_preserve_context;
  bool set_context;             /* -Z with SELinux enabled */
  struct sectx_fc *fc;          /* -Z: file_contexts, when loaded */
  bool reduce_diagnostics;      /* -a: quiet about attributes */

  bool root;                    /* may chown to anyone */

  /* install (GNU's install_mode, set_mode): its wording; a new file
     made with MODE and then given it, any ACL dropped.  */
  bool install_mode;
  bool set_mode;
  mode_t mode;
  /* install with SELinux on and neither -Z nor --preserve-context:
     file_contexts, to make each new file with the whole context GNU's
     install sets just after (so it never exists with another).  */
  struct sectx_fc *born_fc;

  /* Run-wide tables.  */
  Hash_table *links;            /* source dev/ino -> first destination */
  Hash_table *created;          /* dev/ino of what this run created */
  Hash_table *seen_args;        /* dev/ino of the command-line sources */
};

/* The outcome of copying one source.  */
struct copy_result
{
  bool into_self;               /* the source held the destination */
  bool renamed;                 /* mv: done by a rename */
  bool copied;                  /* mv: copied, the source is to go */
};

/* copy.c */
void cp_options_init (struct cp_options *x);
void copy_tables_init (struct cp_options *x);
/* DST_STATE: 1 DST is known not to exist, -1 stat found nothing there
   (it may be a dangling symlink), 0 unknown.  */
bool copy (char const *src, char const *dst, int dst_state,
           struct cp_options const *x, struct copy_result *res);
/* The same, DST being its last component in the directory DST_DIRFD
   (cp --parents: the directory made or checked; -1: by its path).  */
bool copy_in (char const *src, char const *dst, int dst_dirfd,
              int dst_state, struct cp_options const *x,
              struct copy_result *res);
bool copy_parents_dir (char const *src, char const *dst,
                       struct cp_options const *x);
bool yes_or_no (char const *fmt, ...);

/* same.c */
bool same_entry (char const *a, char const *b);

/* May SRC (status SB) be copied onto the existing DST
   (status DSB), both taken as the copy follows links?  SAME_DONE: it
   already is what the copy would make (-l onto a link of itself).  */
enum same_verdict { SAME_FAIL, SAME_GO, SAME_DONE };
enum same_verdict same_file_verdict (char const *src, char const *dst,
                                     struct stat const *sb,
                                     struct stat const *dsb,
                                     struct cp_options const *x);

/* data.c: copy the data of SRC_FD (SRC_NAME, stat SB) to DST_FD.
   Print GNU's message and return false on failure.  *DST_SB gets
   DST_FD's status when it was taken (st_ino 0 when it was not).  */
bool copy_data (int src_fd, char const *src_name, struct stat const *sb,
                int dst_fd, char const *dst_name, bool dst_new,
                struct cp_options const *x, struct stat *dst_sb);

/* attr.c */
mode_t cached_umask (void);
struct attr_target
{
  char const *src;              /* names, for paths and messages */
  char const *dst;
  int src_fd, dst_fd;           /* -1 when the path is used */
  struct stat const *sb;        /* the source's status */
  bool dst_new;                 /* the destination was created by us */
  bool is_link;                 /* a symlink: lchown and lutimens only */
  mode_t omitted;               /* permissions left out at creation, to
                                   be given back when mode is not kept */
  struct stat const *dsb;       /* the destination's status when known
                                   (owner and group), else NULL */
  mode_t extra;                 /* permissions added at creation, to be
                                   taken away when mode is not kept */
  /* Where the system calls go when not to SRC and DST, which stay the
     names in messages (NULL: SRC, DST).  *_AT for the calls that do
     not follow a last symlink ("/proc/self/fd/DIR/NAME": the directory
     held open, so no one can swap a directory on the way); *_INODE for
     those that do, and for the owner ("/proc/self/fd/FD": the file
     held open, O_PATH).  */
  char const *src_at, *dst_at;
  char const *src_inode, *dst_inode;
  bool is_dir;                  /* SRC_FD and DST_FD are directories' */
};
bool copy_attributes (struct attr_target const *t,
                      struct cp_options const *x);
bool copy_xattrs (struct attr_target const *t, struct cp_options const *x);
bool set_owner (struct attr_target const *t, struct cp_options const *x);
bool context_before_create (char const *src, char const *dst, mode_t mode,
                            struct cp_options const *x);
/* The same, the source's context read from SRC_FD, or when it is -1
   from SRC_AT (not following a last symlink); SRC names it in
   messages.  */
bool context_before_create_at (char const *src, int src_fd,
                               char const *src_at, char const *dst,
                               mode_t mode, struct cp_options const *x);
/* DST, open as FD (any descriptor, O_PATH too; -1: by its name),
   given its context after it was opened.  */
bool context_after_open (char const *dst, int fd,
                         struct cp_options const *x);
void context_reset (struct cp_options const *x);
void context_relabel_tree (char const *dst, struct cp_options const *x);

/* label.c: -Z.  Load file_contexts into X->fc (a warning and
   false when it cannot be); the default context for a new DST of MODE
   made the creation context (a warning and false on failure); DST
   (and below with RECURSE) given the type file_contexts names, false
   with errno.  */
bool label_open (struct cp_options *x);
bool label_default (char const *dst, mode_t mode,
                    struct cp_options const *x);
bool label_restore (char const *dst, bool recurse,
                    struct cp_options const *x);
/* label_restore of the one file FD holds (DST names it for the
   lookup only).  */
bool label_restore_fd (char const *dst, int fd,
                       struct cp_options const *x);
/* install: the creation context for the regular file DST becomes the
   context X->born_fc gives DST as named, or none.  Quiet.  */
void label_born (char const *dst, struct cp_options const *x);
/* No creation context any more: true when done.  */
bool label_unborn (void);
bool context_check_options (struct cp_options *x, char const *ctx);

/* parents.c */
struct parent_dir;
/* *DIRFD gets DST's parent, made or checked, open (O_PATH), to copy
   into; -1 when DST's parent is the target directory.  */
bool make_parents (char const *dst, size_t off, char const *src,
                   struct parent_dir **list, struct cp_options const *x,
                   int *dirfd);
bool protect_parents (struct parent_dir *list, bool copied,
                      struct cp_options const *x);

#endif
