#!/bin/bash
# ps: every format specifier and format name procps-ng 4.0.2 accepts
# (its format table and macro table), each alone and in a row with
# others, against the second process table (procs2.sh), in C and
# C.UTF-8.
. "$abs_top_srcdir/tests/ps/lib.sh"
start_ns_ procs2.sh

words="\
%cpu %mem _left _left2 _right _right2 _unlimited _unlimited2 acflag acflg
addr addr_1 ag_id ag_nice alarm argc args atime blocked bnd bsdstart
bsdtime c caught cgname cgroup cgroupns class cls cmaj_flt cmd cmin_flt
cnswap comm command context cp cpu cpuid cputime cputimes ctid cuc cursig
cutime cuu cwd drs dsiz egid egroup eip emul end_code environ esp etime
etimes euid euser exe f fgid fgroup flag flags fname fsgid fsgroup fsuid
fsuser fuid fuser gid group ignored inblk inblock intpri ipcns jid jobc
ktrace ktracep label lastcpu lim login logname longtname lsession lstart
luid luser lwp lxc m_drs m_dt m_lrs m_resident m_share m_size m_swap
m_trs machine maj_flt majflt min_flt minflt mntns msgrcv msgsnd mwchan
netns ni nice nivcsw nlwp nsignals nsigs nswap numa nvcsw nwchan oom
oomadj opri osz oublk oublock ouid p_ru paddr pagein pcpu pending pgid
pgrp pid pidns pmem poip policy ppid pri pri_api pri_bar pri_baz pri_foo
priority prmgrp prmid project projid pset psr pss psxpri rbytes rchars re
resident rgid rgroup rlink rops rss rssize rsz rtprio ruid ruser s sched
scnt scount seat sess session sgi_p sgi_rss sgid sgroup share sid sig
sig_block sig_catch sig_ignore sig_pend sigcatch sigignore sigmask size
sl slice spid stackp start start_code start_stack start_time stat state
status stime suid supgid supgrp suser svgid svgroup svuid svuser systime
sz taskid tdev tgid thcount tid time timens timeout times tmout tname
tpgid trs trss tsess tsession tsid tsig tsiz tt tty tty4 tty8 u_procp
ucmd ucomm uid uid_hack umask uname unit upr uprocp user userns usertime
usrpri uss util utime utsns uunit vm_data vm_exe vm_lib vm_lock vm_stack
vsize vsz wbytes wcbytes wchan wchars wname wops xstat zone zoneid"
macros="\
DFMT DefBSD DefSysV END_BSD END_SYS5 F5FMT FB_ FB_j FB_l FB_u FB_v FD_
FD_f FD_fj FD_j FD_l FD_lj FL5FMT FLASK_context HP_ HP_f HP_fl HP_l J390
JFMT L5FMT LFMT OL_X OL_j OL_l OL_m OL_s OL_u OL_v RD_ RD_f RD_fj RD_j
RD_l RD_lj RUSAGE SCHED SFMT Std_f Std_fl Std_l THREAD UFMT VFMT"

# Always with the PID, by which lib.sh drops the row of ps itself.
for w in $words $macros; do
  case $w in pss | uss) continue ;; esac  # see man/ps.1, DIFFERENCES
  sel=-e
  # pid 1 is seconds old with a tic of its children's time: its %CUC
  # falls by 0.001 every few runs of ps, too fast for lib.sh to judge.
  case $w in cuc | cuu) sel="-N -p 1" ;; esac
  # shellcheck disable=SC2086
  pscase_ $sel -o "pid,$w"
done
# In a row, so each is laid out beside others, with the column after
# it cut by a narrow screen.
for w in $words $macros; do
  case $w in pss | uss) continue ;; esac  # see man/ps.1, DIFFERENCES
  sel=-e
  case $w in cuc | cuu) sel="-N -p 1" ;; esac
  # shellcheck disable=SC2086
  pscase_ $sel -o "pid,$w,comm" --cols 60
done
# A macro takes a header for each of its columns, never a width.
for m in $macros; do
  pscase_ -p 1 -o "$m=X"
done
pscase_ -e -o pid,DFMT:9
pscase_ -e -O DFMT
pscase_ -e --sort=utime,-vm_data,resident,start_code -o pid,utime,vm_data
PS_FORMAT=OL_s pscase_ -e
finish_
