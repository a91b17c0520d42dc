/* Minimal assertions for the C unit tests of lib/.

   Each CHECK counts; a failed one prints where and why.  unit_finish
   prints "N passed, N failed" and gives the automake exit status;
   unit_skip exits 77 with the reason.  */

#ifndef UNIT_H
#define UNIT_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int unit_passed, unit_failed;

static void
unit_report (int ok, char const *file, int line, char const *what)
{
  if (ok)
    unit_passed++;
  else
    {
      unit_failed++;
      printf ("FAIL %s:%d: %s\n", file, line, what);
    }
}

#define CHECK(cond) unit_report (!!(cond), __FILE__, __LINE__, #cond)

/* EXPR must fail with -1 and errno ERR.  */
#define CHECK_FAILS(expr, err)                                          \
  do                                                                    \
    {                                                                   \
      errno = 0;                                                        \
      int r_ = (expr);                                                  \
      int e_ = errno;                                                   \
      unit_report (r_ == -1 && e_ == (err), __FILE__, __LINE__,         \
                   #expr " fails with " #err);                          \
      if (!(r_ == -1 && e_ == (err)))                                   \
        printf ("  got %d, errno %d (%s)\n", r_, e_, strerror (e_));    \
    }                                                                   \
  while (0)

/* S (a char *) must equal the string WANT.  */
#define CHECK_STR(s, want)                                              \
  do                                                                    \
    {                                                                   \
      char const *s_ = (s);                                             \
      int ok_ = s_ && strcmp (s_, (want)) == 0;                         \
      unit_report (ok_, __FILE__, __LINE__, #s " is \"" want "\"");     \
      if (!ok_)                                                         \
        printf ("  got \"%s\"\n", s_ ? s_ : "(null)");                  \
    }                                                                   \
  while (0)

static inline int
unit_finish (void)
{
  printf ("%d passed, %d failed\n", unit_passed, unit_failed);
  return unit_failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

static inline void
unit_skip (char const *why)
{
  printf ("SKIP: %s\n", why);
  exit (77);
}

#endif
