/* audit2why (-w): each AVC record as read, then why the policy denies
   it, in 3.4's words (the audit2allow script's __output_audit2why).  */

#include <config.h>

#include "why.h"

#include <stdlib.h>
#include <string.h>

#include "xalloc.h"

/* sepolicy.boolean_desc () without a policy.xml: "Allow A to B C".  */
static void
put_bool_desc (FILE *out, char const *name)
{
  char const *us = strchr (name, '_');
  fputs ("\tDescription:\n\tAllow ", out);
  if (!us)
    fprintf (out, "%s to ", name);
  else
    {
      fwrite (name, 1, us - name, out);
      fputs (" to ", out);
      for (char const *p = us + 1; *p; p++)
        putc (*p == '_' ? ' ' : *p, out);
    }
  fputs ("\n\n", out);
}

static void
put_booleans (FILE *out, struct analysis const *an)
{
  if (an->nbools > 1)
    {
      fputs ("\tOne of the following booleans was set incorrectly.\n", out);
      for (size_t i = 0; i < an->nbools; i++)
        {
          put_bool_desc (out, an->bools[i].name);
          fprintf (out, "\tAllow access by executing:\n\t# setsebool -P %s"
                   " %d\n", an->bools[i].name, an->bools[i].value);
        }
      return;
    }
  fprintf (out, "\tThe boolean %s was set incorrectly. \n",
           an->bools[0].name);
  put_bool_desc (out, an->bools[0].name);
  fprintf (out, "\tAllow access by executing:\n\t# setsebool -P %s %d\n",
           an->bools[0].name, an->bools[0].value);
}

static char const mismatch[] =
  "\t\tPossible mismatch between this policy and the one under which the"
  " audit message was generated.\n\n"
  "\t\tPossible mismatch between current in-memory boolean settings vs."
  " permanent ones.\n\n";

static void
put_why (FILE *out, struct record const *m)
{
  struct analysis const *an = m->an;
  if (m->line)
    fwrite (m->line, 1, m->linelen, out);
  fputs ("\n\tWas caused by:\n", out);
  switch (an->verdict)
    {
    case V_ALLOW:
      fprintf (out, "\t\tUnknown - would be allowed by active policy\n%s",
               mismatch);
      break;
    case V_DONTAUDIT:
      fprintf (out, "\t\tUnknown - should be dontaudit'd by active policy\n%s",
               mismatch);
      break;
    case V_BOOLEAN:
      put_booleans (out, an);
      break;
    case V_TERULE:
      fputs ("\t\tMissing type enforcement (TE) allow rule.\n\n"
             "\t\tYou can use audit2allow to generate a loadable module to"
             " allow this access.\n\n", out);
      break;
    case V_CONSTRAINT:
      fprintf (out, "\n#Constraint rule:\n\n#\t%s\n", an->constraint);
      for (size_t i = 0; i < an->ncauses; i++)
        fprintf (out, "#\tPossible cause is the source %s and target %s are"
                 " different.\n\n", an->causes[i][0], an->causes[i][1]);
      break;
    case V_RBAC:
      fputs ("\t\tMissing role allow rule.\n\n"
             "\t\tAdd an allow rule for the role pair.\n\n", out);
      break;
    case V_BOUNDS:
      fputs ("\t\tTypebounds violation.\n\n"
             "\t\tAdd an allow rule for the parent type.\n\n", out);
      break;
    default:
      break;
    }
}

void
write_why (FILE *out, struct log const *log)
{
  for (size_t i = 0; i < log->navcs; i++)
    {
      struct record const *m = log->avcs[i];
      /* 3.4 prints nothing for a class the policy lacks.  */
      if (m->an && m->an->verdict >= 0)
        put_why (out, m);
    }
}
