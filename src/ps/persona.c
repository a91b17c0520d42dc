/* ps -- PS_PERSONALITY: what each personality of procps-ng 4.0.2
   changes, of what we implement: option meanings, the preference for
   BSD defaults, and the formats it puts in place of the built-in ones.  */

#include <config.h>

#include <strings.h>

#include "system.h"
#include "ps.h"

/* Old Debian's formats (gnu, debian).  */
static char const rd_f[] = "uid,pid,ppid,start_time,tname,bsdtime,args";
static char const rd_j[] = "pid,tname,state,bsdtime,pgid,sid,comm";
static char const rd_l[] =
  "flags,state,uid,pid,ppid,priority,nice,wchan,tname,bsdtime,comm";
/* Digital UNIX's (tru64, compaq, digital).  */
static char const dec_f[] = "uname,pid,ppid,c,start,tname,time,cmd";
static char const dec_fl[] =
  "f,state,uid,pid,ppid,pcpu,pri,nice,rss,wchan,start,time,command";
static char const dec_j[] =
  "user,pid,ppid,pgid,sess,jobc,state,tname,cputime,command";
static char const dec_l5[] =
  "f,state,uid,pid,ppid,c,pri,nice,addr,sz,wchan,tt,time,ucmd";
static char const dec_l[] =
  "uid,pid,ppid,cp,pri,nice,vsz,rss,wchan,state,tname,cputime,command";
static char const dec_s[] =
  "uid,pid,cursig,sig,sigmask,sigignore,sigcatch,stat,tname,command";
static char const dec_u[] =
  "uname,pid,pcpu,pmem,vsz,rss,tt,state,start,time,command";
static char const dec_v[] =
  "pid,tt,state,time,sl,pagein,vsz,rss,pcpu,pmem,command";
/* FreeBSD's (aix, sunos4, bsd).  */
static char const fb_j[] =
  "user,pid,ppid,pgid,sess,jobc,stat,tt,time,command";
static char const fb_l[] =
  "uid,pid,ppid,cpu,pri,nice,vsz,rss,wchan,stat,tt,time,command";
static char const fb_u[] =
  "user,pid,pcpu,pmem,vsz,rss,tt,stat,start,time,command";
static char const fb_v[] =
  "pid,stat,time,sl,re,pagein,vsz,rss,lim,tsiz,pcpu,pmem,command";
/* OS/390's -j.  */
static char const j390[] = "pid,sid,pgrp,tname,atime,args";

/* Old Debian's -jf and -jl, which procps gives whenever -j is a format
   of its own.  */
char const ps_rd_fj[] = "uid,pid,ppid,start_time,tname,bsdtime,pgid,sid,args";
char const ps_rd_lj[] =
  "flags,state,uid,pid,ppid,priority,nice,wchan,tname,bsdtime,pgid,sid,comm";

#define FB { [PF_Bj] = fb_j, [PF_Bl] = fb_l, [PF_Bu] = fb_u, [PF_Bv] = fb_v }
#define RD { [PF_f] = rd_f, [PF_j] = rd_j, [PF_l] = rd_l }
#define DEC { [PF_f] = dec_f, [PF_fl] = dec_fl, [PF_j] = dec_j, \
              [PF_l] = dec_l5, [PF_Bj] = dec_j, [PF_Bl] = dec_l, \
              [PF_Bs] = dec_s, [PF_Bu] = dec_u, [PF_Bv] = dec_v }

struct persona
{
  char const *name;
  unsigned flags;
  char const *formats[PF_N];
};

static struct persona const personas[] =
{
  { "390", 0, { [PF_j] = j390 } },
  { "aix", 0, FB },
  { "bsd", PER_FORCE_BSD | PER_PREFER_BSD | PER_BSD_h | PER_BSD_m, FB },
  { "compaq", PER_PREFER_BSD | PER_BSD_h, DEC },
  { "debian", PER_PREFER_BSD | PER_OLD_m, RD },
  { "digital", PER_PREFER_BSD | PER_BSD_h, DEC },
  { "gnu", PER_PREFER_BSD | PER_OLD_m, RD },
  { "hp", PER_HPUX_x, { NULL } },
  { "hpux", PER_HPUX_x, { NULL } },
  { "irix", PER_IRIX_l, { NULL } },
  { "linux", PER_SANE_USER | PER_ZAP_ADDR, { NULL } },
  { "old", PER_FORCE_BSD | PER_PREFER_BSD | PER_OLD_m, { NULL } },
  { "os390", 0, { [PF_j] = j390 } },
  { "s390", 0, { [PF_j] = j390 } },
  { "sco", PER_SVR4_x, { NULL } },
  { "sgi", PER_IRIX_l, { NULL } },
  { "sunos4", PER_PREFER_BSD | PER_NO_DEFAULT_g, FB },
  { "svr4", PER_SVR4_x, { NULL } },
  { "sysv", PER_SVR4_x, { NULL } },
  { "tru64", PER_PREFER_BSD | PER_BSD_h, DEC },
};

/* irix and sgi give up their -l when $_XPG starts with 1 to 9.  */
static bool
xpg_wanted (void)
{
  char const *s = getenv ("_XPG");
  return s && '0' < s[0] && s[0] <= '9';
}

/* The personality named by $PS_PERSONALITY (else $CMD_ENV), "old" when
   $I_WANT_A_BROKEN_PS is set, as procps reads them: the name in any
   case; an unknown one gives the defaults.  *FORMATS gets its formats.  */
unsigned
ps_personality (char const *const **formats)
{
  static char const *const none[PF_N];
  *formats = none;
  char const *s = getenv ("PS_PERSONALITY");
  if (!s || !*s)
    s = getenv ("CMD_ENV");
  if (getenv ("I_WANT_A_BROKEN_PS"))
    s = "old";
  if (!s)
    return 0;
  for (size_t i = 0; i < sizeof personas / sizeof *personas; i++)
    if (strcasecmp (s, personas[i].name) == 0)
      {
        *formats = personas[i].formats;
        return personas[i].flags & ~(xpg_wanted () ? PER_IRIX_l : 0);
      }
  return 0;
}
