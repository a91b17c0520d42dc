/* stat: what the files of src/stat/ share.  Each file's entry points are
   declared here; none of them keeps state another file reads.  */

#ifndef SECOREUTILS_STAT_STAT_H
#define SECOREUTILS_STAT_STAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <time.h>

/* How to stat each file, from the options.  */
struct stat_run
{
  bool follow;                  /* -L: follow symbolic links */
  bool escapes;                 /* --printf: interpret backslash escapes */
  char const *delim;            /* after each file: "\n" (-c), "" (--printf) */
  int statx_flags;              /* --cached: AT_STATX_* and AT_NO_AUTOMOUNT */
};

/* ---- format.c: the directive engine and its writers ---- */

/* A directive's handler.  SPEC holds the directive as written, "%" and
   its flags, width and precision (LEN bytes), in a buffer with room for
   a printf conversion to be appended.  MOD is 'H' or 'L' (file mode's
   %Hd %Ld %Hr %Lr) or 0; CONV the directive's letter.  Returns true
   when the directive failed (the exit status becomes 1).  */
typedef bool (*directive_fn) (char *spec, size_t len, char mod, char conv,
                              void *arg);

/* Write FORMAT, each directive through FN, then DELIM.  MODIFIERS: take
   H and L before d and r as modifiers (file mode).  Returns true when a
   directive failed; exits on an invalid directive.  */
bool format_print (char const *format, struct stat_run const *run,
                   bool modifiers, directive_fn fn, void *arg);

/* The length of the directive at D ("%" and its flags, width and
   precision), up to its letter.  */
size_t directive_length (char const *d);

/* Writers: SPEC/LEN made a printf conversion of the kind named, keeping
   only the flags that kind takes.  Each rewrites SPEC in place.  */
void out_string (char *spec, size_t len, char const *s);
int out_int (char *spec, size_t len, intmax_t n);
int out_uint (char *spec, size_t len, uintmax_t n);
void out_octal (char *spec, size_t len, uintmax_t n);
void out_hex (char *spec, size_t len, uintmax_t n);
/* Seconds since the Epoch, with a fraction as printf's %f would have
   it (%.3Y, %10.9X).  */
void out_epoch (char *spec, size_t len, struct timespec t);

/* ---- output.c: the default formats ---- */

/* A malloc'd default format: of -f or not, -t or not, for a device
   (Device type: line) or not, with the Context: line or not.  */
char *default_format (bool fs, bool terse, bool device, bool selinux);

/* The -t formats --help shows (the file's with %C, as a build with
   SELinux support shows it).  */
extern char const *const terse_help_format;
extern char const *const terse_fs_help_format;

/* ---- file.c: file mode ---- */

/* Stat NAME ("-": standard input) and write FORMAT (DEV_FORMAT for a
   block or character device).  False on failure.  */
bool stat_file (char const *name, char const *format,
                char const *dev_format, struct stat_run const *run);

/* ---- mount.c: %m ---- */

/* The mount point of NAME, whose status is ST, malloc'd; or NULL, after
   saying why when there is something to say.  A bind mount's source is
   given for the mount it is bound to.  */
char *mount_point_of (char const *name, bool follow, struct stat const *st);

/* ---- fs.c: file system mode (-f) ---- */

bool stat_fs (char const *name, char const *format,
              struct stat_run const *run);

/* ---- fstype.c: file system type names ---- */

/* The name of the file system of statfs type TYPE, as GNU stat 9.1
   names it; "UNKNOWN (0x...)" (a static buffer) for others.  */
char const *fs_type_name (unsigned long int type);

#endif
