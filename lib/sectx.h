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

/* Do the *at getters reach DIRFD + NAME without walking DIRFD's path
   again (the kernel has getxattrat, Linux 6.13)?  Otherwise they go
   through /proc/self/fd, and a caller that has the full name may do
   better with it.  */
bool sectx_file_at_direct (void);

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

/* For a caller that read a label itself (another thread, ahead of
   time): does CACHE hold DEV, so that sectx_file_get_cached would have
   made no call?  And record ERR, that read's errno, as
   sectx_file_get_cached would.  */
bool sectx_fscache_refuses (struct sectx_fscache const *cache, dev_t dev);
void sectx_fscache_note (struct sectx_fscache *cache, dev_t dev, int err);

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

/* Store in *RESULT the context CTX with its type replaced by the type
   of the context FROM.  -1 with errno set on failure.  */
int sectx_context_take_type (char const *ctx, char const *from,
                             char **result);

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

/* This process's context exactly as libselinux's getcon reads it, with
   SELinux or without (runcon): the bytes of /proc's attr/current up to
   the first NUL, so another LSM's "unconfined\n" keeps its newline, and
   a kernel without any gives its error (EINVAL).  ENODATA when the
   attribute is empty.  */
int sectx_self_context (char **ctx);

/* The context the kernel gives a process of context SCON when it
   executes a file of context FILE_CTX (security_compute_create for the
   process class), malloc'd in *CTX.  -1 with errno.  */
int sectx_exec_compute (char const *scon, char const *file_ctx, char **ctx);

/* Run this process's next exec in CTX (NULL: the policy's choice
   again): setexeccon.  -1 with errno.  */
int sectx_exec_set (char const *ctx);

/* ---- Roles: newrole and run_init ------------------------------------ */

/* The context this process had before its last exec (getprevcon),
   malloc'd in *CTX; -1 with errno (ENODATA: none).  */
int sectx_prev_context (char **ctx);

/* The default type of ROLE from the policy's contexts/default_type,
   malloc'd in *TYPE; -1 with errno.  */
int sectx_default_type (char const *role, char **type);

/* The label a terminal of context TTY_CTX takes for a process of
   context SCON (security_compute_relabel, class chr_file), malloc'd in
   *CTX; -1 with errno.  */
int sectx_tty_relabel (char const *scon, char const *tty_ctx, char **ctx);

/* Is a terminal of context TTY_CTX one of contexts/securetty_types?  */
bool sectx_securetty (char const *tty_ctx);

/* Does the loaded policy have MLS (or MCS) levels?  */
bool sectx_mls (void);

/* The enforcing mode as libselinux reads it: 1, 0, or -1 with errno.  */
int sectx_enforce_mode (void);

/* The malloc'd path of NAME in the loaded policy's contexts directory
   (/etc/selinux/TYPE/contexts/NAME); NULL with errno ENOMEM.  */
char *sectx_contexts_file (char const *name);

/* The first non-blank line of the file PATH, without leading blanks and
   its newline, malloc'd in *CTX (initrc_context).  -1 with errno: the
   open's error, or ENODATA when every line is blank.  */
int sectx_first_line_context (char const *path, char **ctx);

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

/* ROOT/etc/selinux/TYPE/NAME, malloc'd (NAME: "booleans.local",
   "booleans.subs_dist", ...); NULL with errno ENOMEM.  */
char *sectx_policy_file (char const *root, char const *type,
                         char const *name);

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

/* A boolean's name and a value (0 or 1) to give it.  */
struct sectx_boolsetting
{
  char *name;
  int value;
};

/* The name the substitution file SUBS (booleans.subs_dist: "OLD NEW"
   lines, '#' comments) gives NAME, or NAME itself when it gives none or
   SUBS is NULL or unreadable; malloc'd, NULL with errno ENOMEM.  */
char *sectx_boolean_sub (char const *subs, char const *name);

/* Read the values of boolean NAME: MNT/booleans/NAME, or, when no such
   file exists, the one SUBS maps NAME to, as libselinux 3.4 opens it.
   A NAME that is empty, ".", ".." or holds a '/' names no boolean
   (ENOENT).  Store 1 or 0 in *ACTIVE and *PENDING; -1 with errno.  */
int sectx_boolean_get (char const *mnt, char const *subs, char const *name,
                       int *active, int *pending);

/* Make VALUE (0 or 1) the pending value of boolean NAME, found as by
   sectx_boolean_get.  Nothing changes until sectx_booleans_commit.  */
int sectx_boolean_set (char const *mnt, char const *subs, char const *name,
                       int value);

/* Commit every pending value (MNT/commit_pending_bools).  */
int sectx_booleans_commit (char const *mnt);

/* Set the N booleans of LIST pending, all or none: when one cannot be
   set, put the pending values of those before it back to their active
   ones, store its index in *FAILED and return -1 with its errno.  */
int sectx_booleans_set_pending (char const *mnt, char const *subs,
                                struct sectx_boolsetting const *list,
                                size_t n, size_t *failed);

/* Put the pending values of the N booleans of LIST back to their active
   ones, as well as may be; errno survives.  */
void sectx_booleans_roll_back (char const *mnt, char const *subs,
                               struct sectx_boolsetting const *list,
                               size_t n);

/* Set the N booleans of LIST pending and commit them, all or none: when
   one cannot be set, the pending values of those before it are put back
   to their active ones, *FAILED gets its index, and -1 is returned with
   its errno.  A failed commit leaves *FAILED at N.  */
int sectx_booleans_set_list (char const *mnt, char const *subs,
                             struct sectx_boolsetting const *list, size_t n,
                             size_t *failed);

void sectx_boolsettings_free (struct sectx_boolsetting *list, size_t n);

/* ---- Persistent booleans: booleans.local ----------------------------

   ROOT/etc/selinux/TYPE/booleans.local holds the values setsebool -P
   keeps, one "NAME=VALUE" a line (blanks around the '=' allowed; VALUE
   1, 0, true, false, on or off in any case; blank lines and '#'
   comments), applied after every policy load.  */

/* Parse FP into a malloc'd *LIST of *N settings, in file order.  A line
   that is not a setting fails with EINVAL and its number in *LINE.  */
int sectx_boolfile_parse (FILE *fp, struct sectx_boolsetting **list,
                          size_t *n, unsigned long *line);

/* sectx_boolfile_parse on the file PATH.  */
int sectx_boolfile_read (char const *path, struct sectx_boolsetting **list,
                         size_t *n, unsigned long *line);

/* Give the N booleans of SET their values in the file PATH: a line
   already naming one is rewritten in place, the others are appended,
   and every other line is kept as it is.  The new file is written under
   a temporary name in the same directory, synced and renamed over PATH,
   so a reader sees the old file or the new one.  A missing PATH counts
   as empty; an unparsable one fails with EINVAL and the line in *LINE,
   and is left alone.  */
int sectx_boolfile_update (char const *path,
                           struct sectx_boolsetting const *set, size_t n,
                           unsigned long *line);

/* Apply the file PATH to the kernel behind MNT: every setting whose
   boolean the loaded policy has, pending, then one commit.  Settings
   for booleans the policy lacks are skipped.  A missing PATH applies
   nothing and succeeds.  -1 with errno (EINVAL: a bad line, in *LINE).  */
int sectx_boolfile_apply (char const *mnt, char const *path,
                          unsigned long *line);

/* The names of the booleans the binary policy in file FD defines,
   sorted by strcmp, in a malloc'd array of malloc'd strings.  */
int sectx_policy_booleans (int fd, char ***names, size_t *n);

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
  SECTX_NOTE_SWITCH,      /* the mode could not be switched to VERS */
  SECTX_NOTE_BOOLEANS     /* the booleans file PATH could not be applied
                             after the load (VERS: its bad line, or 0) */
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

/* ---- File contexts of a policy: the matcher ------------------------

   A policy's file_contexts loaded and answered as libselinux 3.4's file
   backend does (selabel_open, selabel_lookup_raw): the base file, then
   .homedirs and .local unless BASEONLY, with the substitutions of
   .subs_dist and .subs; for each, FILE or FILE.bin, whichever is newer
   (a tie goes to FILE.bin), the other one when that fails to load.  The
   winner of a lookup is 3.4's: literal specs (no regex meta character
   outside a backslash escape) before regexes, later before earlier,
   with 3.4's anchoring, stems and key normalisation.

   A loaded set is read-only: lookups allocate nothing and may run in
   several threads at once.  */

struct sectx_fc;

/* The messages libselinux 3.4 logs while loading, each with its level,
   pieces and whole text.  */
enum sectx_fc_msg_kind
{
  SECTX_FC_MSG_MISSING_FIELDS,  /* "%s:  line %u is missing fields" */
  SECTX_FC_MSG_NON_ASCII,       /* "%s:  line %u error due to: Non-ASCII
                                   characters found" */
  SECTX_FC_MSG_BAD_TYPE,        /* "%s:  line %u has invalid file type %s" */
  SECTX_FC_MSG_BAD_CONTEXT,     /* "%s:  line %u has invalid context %s" */
  SECTX_FC_MSG_BAD_REGEX,       /* "%s:  line %u has invalid regex %s:  %s" */
  SECTX_FC_MSG_DUP_DIFFERENT,   /* "%s: Multiple different specifications
                                   for %s  (%s and %s)." */
  SECTX_FC_MSG_DUP_SAME,        /* "%s: Multiple same specifications for
                                   %s." */
  SECTX_FC_MSG_BIN              /* a problem with a .bin file (version
                                   mismatch, ...) that 3.4 reports */
};

enum { SECTX_FC_ERROR = 0, SECTX_FC_WARNING = 1, SECTX_FC_INFO = 2 };

struct sectx_fc_msg
{
  enum sectx_fc_msg_kind kind;
  int level;                    /* SECTX_FC_ERROR, _WARNING, _INFO: the
                                   selinux_log level 3.4 uses */
  char const *file;             /* the spec file */
  unsigned int line;            /* its line number, or 0 */
  char const *arg[3];           /* the %s pieces after FILE and LINE, in
                                   the order of the message, or NULL */
  char const *text;             /* the whole message as 3.4 logs it,
                                   ending in a newline */
};

typedef void (*sectx_fc_notify) (void *arg, struct sectx_fc_msg const *msg);

/* Check a context when loading with VALIDATE: return 0 if valid, -1 if
   not.  It may store in *CANON a malloc'd replacement (the canonical
   form), which the set then keeps; else it leaves *CANON NULL.  */
typedef int (*sectx_fc_validator) (void *arg, char const *ctx,
                                   char **canon);

struct sectx_fc_open_opts
{
  char const *root;             /* the policy's root ("/" or NULL: the
                                   running system); unused with PATH */
  char const *path;             /* a named base spec file; NULL: the
                                   policy's default under ROOT */
  char const *policy_root;      /* with PATH NULL: the policy's directory
                                   (matchpathcon -P), instead of the one
                                   ROOT's /etc/selinux/config names */
  char const *subset;           /* SELABEL_OPT_SUBSET: drop text specs
                                   whose stem differs from its first
                                   component; NULL: none */
  bool baseonly;                /* no .homedirs and .local */
  bool validate;                /* validate every context at load, and
                                   report duplicates (base file only, as
                                   3.4); compile every regex at load */
  sectx_fc_validator validator; /* NULL: ask the kernel
                                   (sectx_context_check) */
  void *validator_arg;
  bool digest;                  /* keep the SHA1 of the files read */
  sectx_fc_notify notify;       /* NULL: messages are dropped */
  void *notify_arg;
};

/* Load the specs OPTS names (NULL: the running system's defaults) into
   *FC.  Return 0, or -1 with errno: EINVAL for a bad line (after
   notifying it), the open error of the base file, ENOMEM.  */
int sectx_fc_open (struct sectx_fc_open_opts const *opts,
                   struct sectx_fc **fc);
void sectx_fc_close (struct sectx_fc *fc);

/* The context for PATH and the file type MODE & S_IFMT (0: any), as
   selabel_lookup_raw in 3.4.  On success store in *CTX a string owned
   by FC.  -1 with errno ENOENT when nothing matches or the winner is
   <<none>>, EINVAL for an empty key.  When a regex the lookup reaches
   fails to compile, -1 with errno left as it was, as in 3.4.  */
int sectx_fc_lookup (struct sectx_fc const *fc, char const *path,
                     mode_t mode, char const **ctx);

/* Like sectx_fc_lookup, also storing in *SPEC the index of the winning
   spec (even when it is <<none>>), or SIZE_MAX when none won: what
   setfiles -W counts.  */
int sectx_fc_lookup_spec (struct sectx_fc const *fc, char const *path,
                          mode_t mode, char const **ctx, size_t *spec);

/* The specs, in 3.4's array order, for reports such as setfiles -W.  */
struct sectx_fc_spec_info
{
  char const *regex;            /* as written */
  char const *type;             /* the file-type field as written, or
                                   NULL; always NULL from a .bin */
  char const *ctx;              /* the context, or "<<none>>" */
  mode_t mode;                  /* S_IFMT bits, 0 for any */
  bool from_bin;                /* loaded from a .bin file */
};
size_t sectx_fc_nspecs (struct sectx_fc const *fc);
int sectx_fc_spec (struct sectx_fc const *fc, size_t i,
                   struct sectx_fc_spec_info *info);

/* Could some spec match DIRPATH or a path beneath it (3.4's
   selabel_partial_match; false when the first such spec is <<none>>)? */
bool sectx_fc_partial_match (struct sectx_fc const *fc, char const *dirpath);

/* The SHA1 over every spec that could match DIRPATH or below, as 3.4's
   selabel_get_digests_all_partial_matches computes it (for
   security.sehash).  Return 1 with SHA1 filled, 0 when no spec matches,
   -1 with errno.  */
int sectx_fc_partial_digest (struct sectx_fc const *fc, char const *dirpath,
                             unsigned char sha1[20]);

/* The spec files read, in order, and with OPTS->digest the SHA1 of their
   contents (selabel_digest).  -1 with errno EINVAL without digest.  */
int sectx_fc_digest (struct sectx_fc const *fc, unsigned char sha1[20],
                     char const *const **files, size_t *nfiles);

/* The context GNU coreutils 9.1 gives a new file at PATH of type MODE
   for cp -Z, mkdir -Z...: the kernel's security_compute_create for this
   process's context and the context of PATH's parent directory, with
   its type replaced by FC's type for PATH (when FC has one).  Malloc'd
   in *CTX.  -1 with errno; ENOENT when FC has no context for PATH.  */
int sectx_fc_default_context (struct sectx_fc const *fc, char const *path,
                              mode_t mode, char **ctx);

/* ---- New files: the creation context -------------------------------

   What cp -Z, mv -Z, mkdir -Z, mknod -Z and mkfifo -Z share, as GNU
   coreutils 9.1's defaultcon and restorecon: a file about to be made
   gets its context set as this process's creation context first (so
   it never exists with another label); a file already made keeps its
   user, role and range and takes file_contexts' type.  A relative
   PATH is made absolute against the working directory.  */

/* Does ERR mean there is no context to give (ENOTSUP, ENODATA), which
   -Z never reports?  */
bool sectx_ignorable (int err);

/* Make CTX (translated, or _raw: raw) the context of the files this
   process (thread) creates from now on; NULL: the policy's default
   again (setfscreatecon).  */
int sectx_fscreate_set (char const *ctx);
int sectx_fscreate_set_raw (char const *ctx);

/* Make the default context for a new file of type MODE at PATH
   (sectx_fc_default_context) the creation context.  -1 with errno:
   ENODATA when FC has no context for PATH.  */
int sectx_fscreate_default (struct sectx_fc const *fc, char const *path,
                            mode_t mode);

/* Give the existing PATH (with RECURSE, every file under it) the type
   FC names for it, keeping the rest of its context.  -1 with errno
   (ENODATA: no context for a file); a tree fails as a whole when any
   file failed, with the walk's own errno (0 when it ended normally),
   as GNU's restorecon.  */
int sectx_restore_type (struct sectx_fc const *fc, char const *path,
                        bool recurse);
/* The same for the one file FD holds (any descriptor of it, O_PATH
   too): PATH only names it for the lookup; the label is read and set
   through FD, so a name swapped meanwhile cannot redirect it.  */
int sectx_restore_type_fd (struct sectx_fc const *fc, int fd,
                           char const *path);

/* ---- Relabel: walking trees and fixing labels -------------------------

   What setfiles, restorecon, fixfiles, mv -Z and cp -Z share: for each
   file under an operand, look its context up in a loaded sectx_fc and,
   as policycoreutils 3.4's selinux_restorecon decides, fix its label.
   Every entry is stat'ed and its label read relative to its parent
   directory's fd, never following a symlink; a label is written only
   through an O_PATH|O_NOFOLLOW fd of the inode decided on, opened in
   that parent, so a name swapped for a symlink during the walk cannot
   redirect a relabel outside the tree.  The library prints nothing: it reports
   every event through a callback; the tools word the messages.  */

enum
{
  SECTX_RL_RECURSE = 1 << 0,      /* walk directories */
  SECTX_RL_NOCHANGE = 1 << 1,     /* -n: decide, report, write nothing */
  SECTX_RL_FORCE = 1 << 2,        /* -F: the whole spec context, and
                                     customizable types too */
  SECTX_RL_ADD_ASSOC = 1 << 3,    /* hard links: the first spec met for an
                                     inode wins (setfiles) */
  SECTX_RL_XDEV = 1 << 4,         /* stay on the operand's file system */
  SECTX_RL_IGNORE_NOENT = 1 << 5, /* -i: a missing operand is no error */
  SECTX_RL_CONFLICT_ERROR = 1 << 6, /* -E: a hard-link conflict is one */
  SECTX_RL_COUNT_ERRORS = 1 << 7, /* -C: count walk errors apart */
  SECTX_RL_DIGEST = 1 << 8,       /* -D: use and store security.sehash */
  SECTX_RL_IGNORE_DIGEST = 1 << 9, /* -I: compute digests, never skip */
  SECTX_RL_LOG_MATCHES = 1 << 10, /* -d: report each match */
  SECTX_RL_REALPATH = 1 << 11,    /* restorecon: canonical operand parent */
  SECTX_RL_PROGRESS = 1 << 12     /* report SECTX_RL_COUNTED events */
};

enum sectx_rl_kind
{
  /* Informational.  */
  SECTX_RL_NO_DEFAULT,   /* an operand has no spec; PATH is the key */
  SECTX_RL_MATCHED,      /* -d: PATH matched by NEW */
  SECTX_RL_COUNTED,      /* a file with a spec; N files so far */
  SECTX_RL_CUSTOMIZED,   /* PATH keeps its customizable OLD */
  SECTX_RL_CHANGED,      /* PATH from OLD (NULL: none) to NEW; DONE
                            false under SECTX_RL_NOCHANGE */
  SECTX_RL_SKIP_DIR,     /* PATH's digest is current: subtree skipped */
  /* Errors; ERR is the errno where there is one.  */
  SECTX_RL_CONFLICT,     /* hard links PATH and OTHER, using NEW */
  SECTX_RL_CONFLICT_FATAL, /* -E: the conflict above is an error */
  SECTX_RL_ASSOC_ERROR,  /* the association of PATH failed */
  SECTX_RL_SET_ERROR,    /* the label of PATH could not be read/set */
  SECTX_RL_LSTAT_ERROR,  /* the operand PATH cannot be reached */
  SECTX_RL_STATFS_ERROR, /* statfs of the operand PATH */
  SECTX_RL_REALPATH_ERROR, /* no canonical path for the operand PATH */
  SECTX_RL_READ_ERROR,   /* directory PATH cannot be read */
  SECTX_RL_STAT_ERROR,   /* entry PATH cannot be opened/stat'ed */
  SECTX_RL_ROOT_ERROR,   /* PATH is not under the alternate root */
  SECTX_RL_DIGEST_ERROR, /* the digest of PATH could not be stored */
  SECTX_RL_NOMEM_ERROR   /* no memory for the threads asked for */
};

struct sectx_rl_event
{
  enum sectx_rl_kind kind;
  char const *path;
  char const *other;
  char const *old;
  char const *new;
  bool done;
  int err;
  unsigned long n;
};

/* Called for each event, never from two threads at once.  */
typedef void (*sectx_rl_notify) (void *arg, struct sectx_rl_event const *ev);

struct sectx_relabel_opts
{
  struct sectx_fc const *fc;
  unsigned int flags;             /* SECTX_RL_* */
  char const *altroot;            /* prefix stripped before lookups, or
                                     NULL (setfiles -r) */
  char const *const *customizable; /* types restorecon keeps unless
                                     FORCE, NULL-terminated, or NULL */
  size_t nthreads;                /* 0: every online CPU */
  sectx_rl_notify notify;
  void *notify_arg;
};

struct sectx_relabel;

/* A relabeller for OPTS (copied; FC and the lists must outlive it).
   NULL with errno ENOMEM.  */
struct sectx_relabel *sectx_relabel_new (struct sectx_relabel_opts const *);
void sectx_relabel_free (struct sectx_relabel *rl);

/* Exclude the directory DIR and all below it (trailing slashes dropped;
   a later mount-table entry never removes it).  -1 with errno EINVAL
   when DIR is not absolute.  */
int sectx_relabel_exclude (struct sectx_relabel *rl, char const *dir);

/* Exclude, as 3.4 does when SELinux is enabled, every mount point of the
   mount table MOUNTS (/proc/mounts format) whose options lack seclabel.
   Return the estimated number of files on the seclabel mounts (used
   inodes + 5%), or 0.  */
unsigned long long sectx_relabel_exclude_mounts (struct sectx_relabel *rl,
                                                 char const *mounts);

/* Relabel PATH (and below with SECTX_RL_RECURSE).  Return 0, or -1 when
   an error was reported; *SKIPPED counts the errors set aside under
   SECTX_RL_COUNT_ERRORS.  */
int sectx_relabel_run (struct sectx_relabel *rl, char const *path,
                       unsigned long *skipped);

/* Per spec (sectx_fc_spec order), how many lookups it won so far.  */
unsigned long const *sectx_relabel_spec_hits (struct sectx_relabel const *rl);

/* Read the policy's customizable_types file FILE as 3.4 does: one type
   a line, the last byte of each line dropped.  Store a NULL-terminated
   malloc'd list in *TYPES (free with sectx_strv_free).  -1 with errno. */
int sectx_customizable_types_read (char const *file, char ***types);
void sectx_strv_free (char **v);

#endif
