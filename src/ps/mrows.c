/* ps -- which columns a -m/m display leaves blank ("-") on a process's
   row and which on its threads' rows, as procps-ng 4.0.2 does: a
   column of the process as a whole (PID, TTY, memory, command) shows
   on the process row only, a column of the scheduled task (LWP, STAT,
   priority, signals, I/O) on the thread rows only; the rest on both.  */

#include <config.h>

#include "system.h"
#include "ps.h"

/* Sorted, for bsearch.  */
static char const *const process_only[] = {
  "%mem", "args", "cgname", "cgroup", "cmd", "comm", "command", "drs",
  "dsiz", "exe", "fname", "longtname", "m_drs", "m_size", "m_trs", "nlwp",
  "pgid", "pgrp", "pid", "pmem", "ppid", "pss", "rss", "rssize", "rsz",
  "sess", "session", "sgi_rss", "sid", "size", "stackp", "start_stack",
  "sz", "tgid", "thcount", "tname", "tpgid", "trs", "trss", "tsiz", "tt",
  "tty", "tty4", "tty8", "ucmd", "ucomm", "uss", "vsize", "vsz"
};
static char const *const thread_only[] = {
  "blocked", "caught", "class", "cls", "cpuid", "eip", "esp", "ignored",
  "intpri", "lastcpu", "lwp", "ni", "nice", "oom", "oomadj", "opri",
  "policy", "pri", "pri_api", "pri_bar", "pri_baz", "pri_foo", "priority",
  "psr", "rbytes", "rchars", "rops", "rtprio", "s", "sched", "sgi_p",
  "sig_block", "sig_catch", "sig_ignore", "sigcatch", "sigignore",
  "sigmask", "spid", "stat", "state", "tid", "wbytes", "wcbytes", "wchan",
  "wchars", "wname", "wops"
};

static int
cmp_name (void const *key, void const *elt)
{
  return strcmp (key, *(char const *const *) elt);
}

static bool
in (char const *name, char const *const *v, size_t n)
{
  return bsearch (name, v, n, sizeof *v, cmp_name) != NULL;
}

int
ps_spec_rows (char const *name)
{
  if (in (name, process_only, sizeof process_only / sizeof *process_only))
    return ROWS_PROCESS;
  if (in (name, thread_only, sizeof thread_only / sizeof *thread_only))
    return ROWS_THREAD;
  return ROWS_BOTH;
}
