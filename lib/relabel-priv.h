/* Internals shared by the relabel modules (not part of sectx.h).  */

#ifndef SECTX_RELABEL_PRIV_H
#define SECTX_RELABEL_PRIV_H

#include "sectx.h"

#include <pthread.h>
#include <stdatomic.h>
#include <sys/stat.h>

/* One excluded directory.  */
struct rl_exclude
{
  char *dir;
  size_t len;
  bool caller;                  /* from sectx_relabel_exclude: kept even
                                   when a later mount covers it */
};

/* The hard-link table: inode -> the first context and the last path.  */
struct rl_assoc_ent
{
  dev_t dev;
  ino_t ino;
  char *ctx;
  char *path;
  struct rl_assoc_ent *next;
};

struct rl_assoc
{
  struct rl_assoc_ent **bucket;
  size_t nbuckets, count;
};

struct sectx_relabel
{
  struct sectx_relabel_opts o;
  struct rl_exclude *ex;
  size_t nex, exalloc;
  struct rl_assoc assoc;
  atomic_ulong *hits;           /* per spec */
  size_t nspecs;
  atomic_ulong counted;         /* files with a spec, for progress */
  pthread_mutex_t lock;         /* notify, assoc */
  size_t altlen;                /* altroot without trailing slashes */
  pid_t pid;                    /* /proc/PID/fd is cheaper than /proc/self/fd */
};

/* A directory being walked, shared with the items read from it: its fd
   is closed when the walker and the last of them are done.  */
struct rl_dir
{
  int fd;
  atomic_uint refs;
};

/* One file to decide: opened as O_PATH|O_NOFOLLOW in FD, or (FD -1) not
   opened yet, NAME in the directory DIR, stat'ed there into ST.  */
struct rl_item
{
  int fd;
  struct rl_dir *dir;
  char const *name;             /* the last component of PATH */
  struct stat st;
  char *path;
  bool first;                   /* the operand itself */
};

/* Outcome of one file.  */
enum { RL_OK = 0, RL_ERR = -1 };

void rl_dir_release (struct rl_dir *dir);
void rl_notify (struct sectx_relabel *rl, struct sectx_rl_event *ev);
int rl_decide (struct sectx_relabel *rl, struct rl_item const *it);
bool rl_excluded (struct sectx_relabel const *rl, char const *path);

/* The hard-link table (relabel-assoc.c).  Return 0 when PATH's inode is
   new (or its context agrees and PATH's is first), 1 when an earlier
   association wins (OTHER and WIN set, for a conflict, else NULL), -1
   with errno.  */
int rl_assoc_add (struct rl_assoc *a, struct stat const *st,
                  char const *ctx, char const *path, char **other,
                  char **win);
void rl_assoc_clear (struct rl_assoc *a);

#endif
