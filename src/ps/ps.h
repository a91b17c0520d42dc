/* ps -- shared declarations of the ps tool (procps-ng 4.0.2's ps).

   The tool is split by role: options.c reads the command line,
   proc.c gathers what the chosen columns need from /proc,
   format.c is the table of format specifiers and their printers,
   output.c builds the column list and lays rows out, and ps.c
   selects, sorts and drives the rest.  state.c defines the state
   they share and escape.c the escaping they share (README.md).  */

#ifndef SECOREUTILS_PS_H
#define SECOREUTILS_PS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Which /proc files a column needs.  */
enum
{
  NEED_STAT = 1 << 0,
  NEED_STATUS = 1 << 1,
  NEED_CMDLINE = 1 << 2,
  NEED_ENVIRON = 1 << 3,
  NEED_LABEL = 1 << 4,
  NEED_WCHAN = 1 << 5,
  NEED_STATM = 1 << 6,
  NEED_IO = 1 << 7,
  NEED_CGROUP = 1 << 8,
  NEED_EXE = 1 << 9,
  NEED_OOM = 1 << 10,
  NEED_NS = 1 << 11,
  NEED_SMAPS = 1 << 12,
  NEED_ATTR = 1 << 13,		/* attr/current only (fallback)  */
  NEED_TTYNAME = 1 << 14,	/* the fd links, for odd ttys */
  NEED_AUTOGROUP = 1 << 15,
  NEED_OWNER = 1 << 16,		/* euid and egid only: the directory's owner */
  NEED_LOGINUID = 1 << 17
};

/* One row: a process, or a thread with its process's label.  */
struct proc
{
  pid_t tgid, tid;
  bool task;			/* a thread but the leader: from .../task/TID */
  char state;
  char *comm;			/* escaped stat name */
  char *rawcomm;
  pid_t ppid, pgrp, sid, tpgid;
  int tty;
  unsigned long flags, minflt, cminflt, majflt, cmajflt;
  unsigned long long utime, stime, cutime, cstime, starttime;
  long priority, nice, nlwp;
  unsigned long vsize, rss, rsslim, startcode, endcode, startstack;
  unsigned long kstkesp, kstkeip;
  int exit_signal, processor;
  unsigned long rtprio, policy;

  /* status */
  uid_t ruid, euid, suid, fuid;
  gid_t rgid, egid, sgid, fgid;
  char *groups;			/* "g1,g2" or "-" */
  long vm_size, vm_rss, vm_lck, vm_data, vm_stk, vm_exe, vm_lib;
  long rss_anon, rss_file, rss_shmem, vm_swap;
  char sigpnd[17], shdpnd[17], sigblk[17], sigign[17], sigcgt[17];
  bool have_status;

  /* statm, in pages */
  long sm_size, sm_resident, sm_share, sm_text, sm_data;

  char *cmdline;		/* escaped, or NULL when empty */
  char *environ;
  char *label;
  char *wchan;
  char *cgroup;
  char *exe;
  long ag_id, ag_nice;
  int luid;			/* login uid, -1 when none */
  long oom_score, oom_adj;
  unsigned long long io[7];	/* rchar wchar syscr syscw read_bytes
                                   write_bytes cancelled_write_bytes */
  long pss, uss;
  unsigned long ns[8];		/* cgroup ipc mnt net pid time user uts */

  /* -m: 0 a plain row, MROW_PROCESS or MROW_THREAD */
  int mrow;

  /* forest */
  int depth;
  char const *forest_prefix;
  int ord;
};

/* Settings gathered from the command line.  */
struct ps_opts
{
  bool bsd;			/* prefer BSD defaults */
  bool force_bsd;
  unsigned format_flags;	/* FF_* */
  unsigned modifiers;		/* FM_* */
  unsigned thread_flags;	/* TF_* */
  char **user_format;		/* -o/o/--format lists, one an option */
  size_t n_user_format;
  char *o_format;		/* -O/O */
  bool o_bsd;			/* O rather than -O */
  int header;			/* -1 no header, 0 default, 1 repeat */
  bool forest, hier;
  bool bsd_c, bsd_e, bsd_n, bsd_S;
  int w_count;
  long screen_cols, screen_rows;
  bool cols_set;
  bool simple_all, bsd_a, bsd_x, bsd_T, bsd_r, unix_a, unix_d, bsd_g;
  bool negate;
  bool any_list;
  bool quick;
  unsigned personality;
  char const *const *per_formats;	/* PF_N of them */
  bool unix_x;			/* -x of HP-UX: commands as with -f */
  char *sort_list;		/* --sort / k */
  bool list_specs;		/* L */
  char *ps_format_env;
};

/* Selection lists.  */
enum sel_kind
{
  SEL_PID, SEL_PPID, SEL_SID, SEL_PGRP, SEL_TTY, SEL_EUID, SEL_RUID,
  SEL_EGID, SEL_RGID, SEL_COMM, SEL_QUICK, SEL_KINDS
};

struct sel_list
{
  enum sel_kind kind;
  size_t n;
  union { long num; char *str; } *v;
};

/* Format flags.  */
enum
{
  FF_Uf = 1 << 0, FF_Ul = 1 << 1, FF_Uj = 1 << 2,
  FF_Bj = 1 << 3, FF_Bl = 1 << 4, FF_Bs = 1 << 5, FF_Bu = 1 << 6,
  FF_Bv = 1 << 7, FF_BX = 1 << 8, FF_Fc = 1 << 9,
  FF_LX = 1 << 10, FF_Bm = 1 << 11
};
enum { FM_c = 1, FM_j = 2, FM_y = 4, FM_F = 8, FM_M = 16, FM_P = 32 };
/* What a PS_PERSONALITY changes, of what we implement.  */
enum { PER_SANE_USER = 1, PER_ZAP_ADDR = 2, PER_HPUX_x = 4,
       PER_PREFER_BSD = 8, PER_OLD_m = 16, PER_BSD_h = 32,
       PER_NO_DEFAULT_g = 64, PER_SVR4_x = 128, PER_FORCE_BSD = 256,
       PER_BSD_m = 512, PER_IRIX_l = 1024 };
/* The formats a personality puts in place of the built-in ones (NULL
   where it keeps them): -f -fl -j -l, then BSD j l s u v.  */
enum { PF_f, PF_fl, PF_j, PF_l, PF_Bj, PF_Bl, PF_Bs, PF_Bu, PF_Bv, PF_N };
enum { TF_B_H = 1, TF_B_m = 2, TF_U_m = 4, TF_U_T = 8, TF_U_L = 16 };

/* Column alignment.  */
enum
{
  AL_RIGHT, AL_LEFT, AL_USER, AL_WCHAN, AL_UNLIMITED, AL_SIGNAL
};

struct ps_ctx;
typedef int (*ps_printer) (char *buf, size_t size, struct proc const *p,
                           struct ps_ctx *ctx);
typedef int (*ps_cmp) (struct proc const *a, struct proc const *b);

struct ps_spec
{
  char const *name;
  char const *head;
  ps_printer pr;
  ps_cmp cmp;
  short width;
  unsigned char align;
  bool pidmax;
  unsigned need;
};

struct ps_col
{
  struct ps_spec const *spec;
  char const *head;
  int width;
  int rows;			/* ROWS_*: the -m rows it shows on */
};

/* -m rows, and the rows of them a column shows on.  */
enum { MROW_PROCESS = 1, MROW_THREAD = 2 };
enum { ROWS_BOTH = MROW_PROCESS | MROW_THREAD, ROWS_PROCESS = MROW_PROCESS,
       ROWS_THREAD = MROW_THREAD };

struct ps_sortkey
{
  struct ps_spec const *spec;
  int dir;			/* 1 or -1 */
};

/* What printers need besides the row.  */
struct ps_ctx
{
  struct ps_opts const *o;
  int max_rightward;		/* cells this column may take */
  unsigned long long hertz;
  unsigned long long uptime_tics;
  long long btime;
  long now;
  unsigned long mem_total;	/* kB */
  long page_kb;
  bool utf8;
  bool wide_signals;
  bool show_forest;
  bool selinux;
  bool unix_f;			/* comm shows args, as with -f */
  int pid_width;
  int header_due;		/* rows to the next header, as procps counts */
};

/* state.c: what the files share, defined apart so that no file of
   ps uses another's symbols around a circle.  */
extern struct ps_opts opts;
extern struct sel_list *sel_lists;
extern size_t n_sel_lists;
extern struct ps_col *cols;
extern char const *ps_format_warning;
extern size_t n_cols;
extern struct ps_sortkey *sortkeys;
extern size_t n_sortkeys;
extern struct ps_ctx *ps_sort_ctx;

/* escape.c */
int ps_escape (char *dst, char const *src, size_t size, int *cells,
               bool utf8);
void ps_escape_read (char *s, bool utf8);

/* options.c */
void ps_parse_args (int argc, char **argv);
void ps_usage_error (char const *msg);
void ps_list_specs (void);

/* format.c */
extern struct ps_spec const ps_specs[];
extern size_t const ps_n_specs;
struct ps_spec const *ps_find_spec (char const *name);
char *ps_xasprintf (char const *fmt, ...);

/* persona.c */
extern char const ps_rd_fj[];
extern char const ps_rd_lj[];
unsigned ps_personality (char const *const **formats);

/* output.c */
char const *ps_parse_format (char const *list, bool append);
char const *ps_parse_sort (char const *list);
void ps_free_columns (void);
char const *ps_build_format (void);
void ps_layout_init (struct ps_ctx *ctx);
bool ps_has_header (void);
void ps_print_header (struct ps_ctx *ctx);
void ps_print_row (struct proc const *p, struct ps_ctx *ctx);
unsigned ps_needs (void);

/* mrows.c */
int ps_spec_rows (char const *name);

/* proc.c */
struct proc_table
{
  struct proc **v;
  size_t n, alloc;
};
int ps_proc_open (void);
bool ps_read_proc (int procfd, pid_t tgid, pid_t tid, unsigned need,
                   struct proc *p, bool selinux);
void ps_free_proc (struct proc *p);
void ps_clear_proc (struct proc *p);
void ps_close_deferred (void);
void ps_proc_prepare (unsigned need);
void ps_proc_reader_done (void);
int ps_tty_name (char *buf, size_t size, int tty, pid_t pid, int how);
int ps_pid_width (void);
void ps_read_globals (struct ps_ctx *ctx, unsigned need);

/* gather.c */
void ps_gather (struct proc_table *table, unsigned need, bool selinux);

#endif
