/* Writing rules: sepolgen 3.4's module layout, and our extra forms.  */

#ifndef SECOREUTILS_AUDIT2ALLOW_WRITE_H
#define SECOREUTILS_AUDIT2ALLOW_WRITE_H

#include <stdio.h>

#include "access.h"

enum explain { EXPLAIN_NONE, EXPLAIN_SHORT, EXPLAIN_LONG };

struct write_opts
{
  char const *module;           /* -m/-M NAME, or NULL */
  bool requires;                /* -r */
  bool dontaudit;               /* -D */
  bool xperms;                  /* -x */
  enum explain explain;         /* -v, -e */
  bool fragment;                /* --fragment: plain rules for policy/ */
  bool refpolicy;               /* -R: refpolicy's policy_module () */
};

/* The module text 3.4 writes for A, on OUT.  */
void write_module (FILE *out, struct access const *a,
                   struct write_opts const *o);

void py_wrap (char const *text, size_t width, char const *init,
              char const *sub, void (*emit) (char const *line, void *arg),
              void *arg);

#endif
