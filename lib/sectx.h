/* libsectx: the context library under every secoreutils tool.
   This header is its whole public face.

   Conventions: a function that fails returns -1 and sets errno; it never
   prints.  Contexts handed back are malloc'd strings, freed with free.
   Every input (paths, fds, a /proc root) is explicit, so tests can point
   the library at temporary trees.  */

#ifndef SECTX_H
#define SECTX_H

#include <stdbool.h>
#include <stdio.h>
#include <sys/types.h>

/* Flags for the context getters and setters.  */
enum
{
  SECTX_NOFOLLOW = 1 << 0,      /* act on a symlink, not on its referent */
  SECTX_RAW = 1 << 1,           /* skip MCS/MLS translation (mcstrans) */
  SECTX_VERBATIM = 1 << 2       /* file getters: give "unlabeled" as it is,
                                   as libselinux does (sestatus -v) */
};

/* ---- File contexts -------------------------------------------------

   A file with no context fails with errno ENODATA (no security.selinux
   attribute, or the literal "unlabeled") or ENOTSUP (an attribute of no
   bytes, or a file system without extended attributes), the errnos GNU
   coreutils reports for these cases.  sectx_no_context tells whether an
   errno means "no context".  Reading a label needs no SELinux kernel.

   Odd values read as libselinux 3.4's getfilecon reads them: one NUL
   byte is the empty context "" (a success; GNU ls shows an empty field,
   GNU chcon fails to edit it); a value without a trailing NUL is taken
   whole; a value with a NUL inside ends at that NUL ("unlabeled\0junk"
   is "unlabeled", so no context); values up to the kernel's 64 KiB
   limit are read whole.  */

int sectx_file_get (char const *path, int flags, char **ctx);
int sectx_file_get_fd (int fd, int flags, char **ctx);
int sectx_file_get_at (int dirfd, char const *name, int flags, char **ctx);

int sectx_file_set (char const *path, int flags, char const *ctx);
int sectx_file_set_fd (int fd, int flags, char const *ctx);
int sectx_file_set_at (int dirfd, char const *name, int flags,
                       char const *ctx);

bool sectx_no_context (int err);

/* ---- The per-device "no support" cache -----------------------------

   GNU ls 9.1 remembers the last device whose file system refused
   security.selinux, and asks no more about the files on it; on a file
   system without xattrs a directory then costs one getxattr in all.  A
   refusal is errno ENOTSUP (EOPNOTSUPP), EINVAL or ENOSYS, the errnos GNU
   ls takes for "no support" (errno_unsupported); ENOTSUP includes an
   attribute of no bytes.  ENODATA (no attribute, "unlabeled"), EACCES,
   ENOENT, EBADF and the like record nothing.  The cache holds ONE device,
   as GNU's does: a refusal on another device replaces it.  Its visible
   consequence, kept on purpose to match GNU ls: after a file whose
   attribute has no bytes, the files of the same device read later (in
   readdir order for ls) show no context, labelled or not, until another
   device refuses.  GNU's slot starts as device 0; a new cache holds no
   device (Linux gives no file system st_dev 0).  */

struct sectx_fscache;
/* A cache with no device in it; NULL with errno ENOMEM.  */
struct sectx_fscache *sectx_fscache_new (void);
void sectx_fscache_free (struct sectx_fscache *cache);

/* Does ERR record a device?  */
bool sectx_refusal (int err);

/* Like sectx_file_get_at, but if DEV (the file's st_dev) is the device
   CACHE holds, fail at once with ENOTSUP and no syscall; if the read
   fails with a refusal, CACHE then holds DEV.  A NULL CACHE caches
   nothing.  */
int sectx_file_get_cached (struct sectx_fscache *cache, dev_t dev,
                           int dirfd, char const *name, int flags,
                           char **ctx);

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

/* ---- System configuration (/etc/selinux/config) --------------------

   Read by libselinux 3.4's rules.  Every path lies under an explicit
   root directory ROOT: "/" (or NULL) for the running system, another
   directory for an alternate root such as an image being labelled.  */

#define SECTX_SELINUX_DIR "/etc/selinux"
#define SECTX_CONFIG_FILE "/etc/selinux/config"

/* The SELINUX= modes, with the values libselinux gives them.  */
enum
{
  SECTX_MODE_UNSET = -2,        /* no recognised SELINUX= line */
  SECTX_MODE_DISABLED = -1,
  SECTX_MODE_PERMISSIVE = 0,
  SECTX_MODE_ENFORCING = 1
};

struct sectx_config
{
  int mode;                     /* SELINUX=: the first recognised value */
  char *type;                   /* SELINUXTYPE=: the last one; "targeted" */
  int require_seusers;          /* REQUIRESEUSERS=: the last one; -1 if none */
};

/* Read ROOT/etc/selinux/config into *CFG, to be freed with
   sectx_config_free.  When the file cannot be opened or read, return -1
   with errno set; *CFG then still holds what libselinux would use (the
   defaults, or what was read before the error), except after ENOMEM,
   when CFG->type is NULL.  */
int sectx_config_read (char const *root, struct sectx_config *cfg);
/* The same, from the open stream FP (a NULL FP fails with EINVAL, with
   the defaults in *CFG); the parser the fuzz target drives.  */
int sectx_config_read_stream (FILE *fp, struct sectx_config *cfg);
void sectx_config_free (struct sectx_config *cfg);

/* Does ROOT/etc/selinux/config exist?  */
bool sectx_config_exists (char const *root);

/* The malloc'd name of the absolute FILE under ROOT ("/" or NULL: FILE
   itself).  NULL with errno ENOMEM.  */
char *sectx_root_file (char const *root, char const *file);

/* The policy root ROOT/etc/selinux/TYPE, and the prefix of its binary
   policies, ROOT/etc/selinux/TYPE/policy/policy (a version is appended:
   "policy.33").  Malloc'd; NULL with errno ENOMEM.  */
char *sectx_policy_root (char const *root, char const *type);
char *sectx_policy_base (char const *root, char const *type);

/* ---- selinuxfs: finding it, the enforcing mode, kernel settings -----

   Each function takes the selinuxfs mount point MNT explicitly, so a
   test can point it at a directory of plain files.  A NULL MNT means
   selinuxfs is not mounted: the function fails with ENOENT.  */

#define SECTX_SELINUXFS "/sys/fs/selinux"
#define SECTX_OLD_SELINUXFS "/selinux"

/* Find the selinuxfs mount as libselinux 3.4 does: SECTX_SELINUXFS, then
   SECTX_OLD_SELINUXFS, then, when /proc/filesystems lists selinuxfs, the
   mount /proc/mounts names.  On success store the malloc'd mount point
   in *MNT.  Else -1 with errno ENOENT (none mounted), EROFS (mounted
   read-only, which libselinux treats as not mounted) or ENOMEM.  */
int sectx_selinuxfs_find (char **mnt);

/* 0 if DIR holds a read-write selinuxfs; else -1 with errno ENODEV (not
   selinuxfs), EROFS (read-only) or statfs's error.  */
int sectx_selinuxfs_check (char const *dir);

/* Store in *MNT the mount point of the first selinuxfs listed in the
   mounts table MOUNTS (in /proc/mounts format) and return 0; else -1
   with errno ENOENT (none listed, or a malformed line first) or the
   error reading MOUNTS.  */
int sectx_selinuxfs_in_mounts (char const *mounts, char **mnt);

/* Does the file system table FILESYSTEMS (/proc/filesystems format) list
   selinuxfs?  An unreadable table counts as yes, as in libselinux.  */
bool sectx_selinuxfs_known (char const *filesystems);

/* SELinux is enabled, as libselinux 3.4's is_selinux_enabled judges it:
   selinuxfs is mounted read-write (MNT is not NULL) and
   ROOT/etc/selinux/config exists.  */
bool sectx_selinux_enabled (char const *root, char const *mnt);

/* The kernel's enforcing mode: 1 enforcing, 0 permissive; -1 with errno
   (EINVAL: MNT/enforce holds no number).  */
int sectx_getenforce (char const *mnt);

/* Write VALUE ("%d") to MNT/enforce.  */
int sectx_setenforce (char const *mnt, int value);

/* The highest policy version the kernel takes (MNT/policyvers); 15, the
   oldest version, when the kernel has no such file; -1 with errno.  */
int sectx_policyvers (char const *mnt);

/* Does the loaded policy enable MLS (MNT/mls holds exactly "1")?  Any
   error reads as no, as in libselinux.  */
bool sectx_mls_enabled (char const *mnt);

/* The numbers in MNT/deny_unknown (1: unknown classes and permissions
   are denied) and MNT/checkreqprot (1: the kernel checks the protection
   an application requested, not the one applied); -1 with errno.  */
int sectx_deny_unknown (char const *mnt);
int sectx_checkreqprot (char const *mnt);

/* Ask the kernel to disable SELinux at run time (write "1" to
   MNT/disable); kernels since Linux 6.4 refuse.  */
int sectx_disable (char const *mnt);

/* Hand the binary policy IMAGE of SIZE bytes to the kernel: one write to
   MNT/load.  */
int sectx_load_image (char const *mnt, void const *image, size_t size);

/* A policy boolean: its current value and the one a commit would set.  */
struct sectx_boolean
{
  char *name;
  int active;                   /* 1, 0; -1 when unreadable (ERR) */
  int pending;                  /* 1, 0; -1 when unreadable (ERR) */
  int err;                      /* 0, or the errno reading the value */
};

/* Read every boolean under MNT/booleans, sorted by name as alphasort
   sorts.  Store a malloc'd array in *BOOLS and its length in *N.  With
   no booleans (or no directory) return -1 with errno (ENOENT when the
   directory is empty), as libselinux does.  */
int sectx_booleans_read (char const *mnt, struct sectx_boolean **bools,
                         size_t *n);
void sectx_booleans_free (struct sectx_boolean *bools, size_t n);

/* ---- Policy load ---------------------------------------------------

   Choosing policy.NN as libselinux 3.4's selinux_mkload_policy does,
   downgrading it through libsepol when the kernel takes only older
   versions, and loading it; and the initial load at boot, as
   selinux_init_load_policy does.  What the reference prints on the way
   is handed to a caller's notify function as a note, to word as it
   likes; the library itself prints nothing.  */

enum sectx_note_kind
{
  SECTX_NOTE_OPEN,        /* no PATH.N could be opened for N <= VERS */
  SECTX_NOTE_STAT,        /* PATH could not be stat'ed */
  SECTX_NOTE_MAP,         /* PATH could not be mapped */
  SECTX_NOTE_DOWNGRADE,   /* PATH could not be downgraded; search goes on */
  SECTX_NOTE_LOAD,        /* the kernel refused the image from PATH */
  SECTX_NOTE_SEPOL,       /* a libsepol diagnostic, TEXT; VERS is its
                             level, SECTX_SEPOL_ERR/WARN/INFO */
  SECTX_NOTE_MOUNT,       /* selinuxfs could not be mounted on PATH */
  SECTX_NOTE_SWITCH       /* the mode could not be switched to VERS */
};

enum { SECTX_SEPOL_ERR = 1, SECTX_SEPOL_WARN = 2, SECTX_SEPOL_INFO = 3 };

struct sectx_note
{
  enum sectx_note_kind kind;
  char const *path;
  int vers;
  int err;                      /* the errno the note is about, or 0 */
  char const *text;             /* SECTX_NOTE_SEPOL only, no newline */
};

typedef void (*sectx_notify) (void *arg, struct sectx_note const *note);

/* The policy versions to try: from MAX down to MIN; KERNEL is what the
   kernel takes (-1 when unknown).  Filled in from KERNVERS and the range
   libsepol supports.  */
struct sectx_policy_range
{
  int kernel, min, max;
};
void sectx_policy_range (int kernvers, struct sectx_policy_range *r);

/* Open BASE.VERS, or else, while the error is ENOENT, BASE.N for each
   lower N down to MIN.  Return the read-only fd and store N in *FOUND;
   or -1 with the last open's errno.  */
int sectx_policy_open (char const *base, int vers, int min, int *found);

/* Load the policy configured under ROOT into the kernel behind MNT (NULL:
   selinuxfs not mounted).  Return 0, or -1 with errno.  NOTIFY (may be
   NULL) hears of each step that failed.  */
int sectx_policy_load (char const *root, char const *mnt,
                       sectx_notify notify, void *arg);

/* The "enforcing=" setting on the kernel command line in the file
   CMDLINE, by libselinux 3.4's rules: its first line only, the first
   occurrence only, and only at the start or after white space; the
   value is atoi's.  Store it in *VALUE and return 0; else -1 with
   errno ENOENT (no such setting) or the error reading CMDLINE.  */
int sectx_cmdline_enforcing (char const *cmdline, int *value);

/* The initial policy load.  */
struct sectx_boot
{
  char const *root;             /* ROOT/etc/selinux/config */
  char const *cmdline;          /* the kernel command line file */
  char const *selinuxfs;        /* where selinuxfs is (to be) mounted */
  bool mount;                   /* boot: mount /proc, /sys and SELINUXFS
                                   (falling back to /selinux) as needed;
                                   else SELINUXFS must already be there */
  sectx_notify notify;
  void *notify_arg;
};

/* Bring the kernel into the configured mode and load the policy, as
   libselinux 3.4's selinux_init_load_policy.  The mode is the kernel
   command line's enforcing= if given and not negative, else the config's
   SELINUX=, else permissive; SELINUX=disabled disables SELinux (or, when
   that fails, leaves it permissive) and loads nothing; a kernel without
   selinuxfs forces permissive.  Store the mode wanted in *ENFORCE.
   Return 0 only when a policy was loaded; else -1 with errno.  */
int sectx_policy_load_initial (struct sectx_boot const *boot, int *enforce);

#endif
