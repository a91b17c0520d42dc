/* without-getxattrat CMD [ARG]...: run CMD as on a kernel older than
   Linux 6.13, whose getxattrat (and setxattrat, listxattrat,
   removexattrat) fail with ENOSYS.  The filter holds for CMD's children
   too.  tests/ls/old-kernel.sh runs ls's tests through it, as Debian
   12's kernel (6.1) would run them; bench/ls.sh times ls through it.  */
/* bench/ls.sh builds it alone, without configure.  */
#ifdef HAVE_CONFIG_H
# include <config.h>
#endif
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <unistd.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      fprintf (stderr, "usage: %s CMD [ARG]...\n", argv[0]);
      return 2;
    }
  /* x86-64 numbers: setxattrat 463, getxattrat 464, listxattrat 465,
     removexattrat 466.  */
  struct sock_filter f[] = {
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, arch)),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, nr)),
    BPF_JUMP (BPF_JMP | BPF_JGE | BPF_K, 463, 0, 2),
    BPF_JUMP (BPF_JMP | BPF_JGT | BPF_K, 466, 1, 0),
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog prog = { sizeof f / sizeof *f, f };
  if (prctl (PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0
      || prctl (PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) != 0)
    {
      perror ("seccomp");
      return 2;
    }
  execvp (argv[1], argv + 1);
  perror (argv[1]);
  return 127;
}
