/* The module writer: what sepolgen 3.4's PolicyGenerator and
   ModuleWriter print (policygen.py, output.py, refpolicy.py): a blank
   root line, the module line and require block, the rules sorted by
   source, target and class under a banner per source, each with its
   verdict comment, then the ROLES.  Where 3.4 prints a Python set
   (types and roles in require, types of a role) we sort.  */

#include <config.h>

#include "write.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"

/* "{ a b }" or "a".  */
static void
put_set (FILE *out, char const *const *v, size_t n)
{
  if (n == 1)
    {
      fputs (v[0], out);
      return;
    }
  fputs ("{ ", out);
  for (size_t i = 0; i < n; i++)
    {
      if (i)
        putc (' ', out);
      fputs (v[i], out);
    }
  fputs (" }", out);
}

static void
put_hex (FILE *out, int64_t v)
{
  if (v < 0)
    fprintf (out, "-0x%" PRIx64, (uint64_t) -v);
  else
    fprintf (out, "0x%" PRIx64, (uint64_t) v);
}

static void
put_xperms (FILE *out, struct xperms const *x)
{
  if (x->n == 1 && x->r[0].lo == x->r[0].hi)
    {
      put_hex (out, x->r[0].lo);
      return;
    }
  fputs ("{ ", out);
  for (size_t i = 0; i < x->n; i++)
    {
      if (i)
        putc (' ', out);
      put_hex (out, x->r[i].lo);
      if (x->r[i].hi != x->r[i].lo)
        putc ('-', out), put_hex (out, x->r[i].hi);
    }
  fputs (" }", out);
}

static char const *
tgt_of (struct av const *av)
{
  return strcmp (av->src, av->tgt) == 0 ? "self" : av->tgt;
}

struct rule
{
  struct av const *av;
  bool ext;
  size_t ord;
};

static int
rule_cmp (void const *a, void const *b)
{
  struct rule const *x = a, *y = b;
  int c = strcmp (x->av->src, y->av->src);
  if (!c)
    c = strcmp (tgt_of (x->av), tgt_of (y->av));
  if (!c)
    c = strcmp (x->av->cls, y->av->cls);
  if (!c && x->ext != y->ext)
    c = x->ext ? 1 : -1;
  if (!c)
    c = x->ord < y->ord ? -1 : x->ord > y->ord;
  return c;
}

static void
emit_comment_line (char const *line, void *arg)
{
  struct { FILE *out; bool *first; } *e = arg;
  if (!*e->first)
    putc ('\n', e->out);
  *e->first = false;
  fprintf (e->out, "#%s", line);
}

/* -v/-e: the explanation lines, "#"-prefixed and joined by newlines,
   with no newline after the last.  Returns whether any was written.  */
static bool
put_explanation (FILE *out, struct av const *av, enum explain ex)
{
  bool first = true;
  struct { FILE *out; bool *first; } e = { out, &first };
  if (ex == EXPLAIN_SHORT)
    {
      fprintf (out, "# src=\"%s\" tgt=\"%s\" class=\"%s\", perms=\"",
               av->src, av->tgt, av->cls);
      put_set (out, (char const *const *) av->perms, av->nperms);
      fputs ("\"", out);
      if (av->nmsgs)
        {
          struct record const *m = av->msgs[0];
          fprintf (out, "\n# comm=\"%s\" exe=\"%s\" path=\"%s\"",
                   m->comm ? m->comm : "", m->exe ? m->exe : "",
                   m->path ? m->path : "");
        }
      return true;
    }
  for (size_t i = 0; i < av->nmsgs; i++)
    {
      struct record const *m = av->msgs[i];
      char *s;
      xasprintf_err (&s, " %s", m->header);
      emit_comment_line (s, &e);
      free (s);
      xasprintf_err (&s, "  scontext=\"%s\" tcontext=\"%s\"", m->scon.str,
                     m->tcon.str);
      emit_comment_line (s, &e);
      free (s);
      size_t len = 0;
      for (size_t j = 0; j < m->nperms; j++)
        len += strlen (m->perms[j]) + 1;
      char *p = xmalloc (len + 4), *q = p;
      if (m->nperms > 1)
        q = stpcpy (q, "{ ");
      for (size_t j = 0; j < m->nperms; j++)
        q = stpcpy (stpcpy (q, m->perms[j]), j + 1 < m->nperms ? " " : "");
      strcpy (q, m->nperms > 1 ? " }" : "");
      xasprintf_err (&s, "  class=\"%s\" perms=\"%s\"", m->tclass, p);
      free (p);
      emit_comment_line (s, &e);
      free (s);
      xasprintf_err (&s, "  comm=\"%s\" exe=\"%s\" path=\"%s\"",
                     m->comm ? m->comm : "", m->exe ? m->exe : "",
                     m->path ? m->path : "");
      emit_comment_line (s, &e);
      free (s);
      xasprintf_err (&s, "message=\"%s\"", m->line ? m->line : "");
      py_wrap (s, 80, "  ", "   ", emit_comment_line, &e);
      free (s);
    }
  return !first;
}

/* The verdict comment 3.4 puts before a rule.  */
static bool
put_verdict (FILE *out, struct av const *av)
{
  struct analysis const *an = av->an;
  switch (av->verdict)
    {
    case V_ALLOW:
      fputs ("\n#!!!! This avc is allowed in the current policy", out);
      if (av->xp.n)
        fputs ("\n#!!!! This av rule may have been overridden by an"
               " extended permission av rule", out);
      return true;
    case V_DONTAUDIT:
      fputs ("\n#!!!! This avc has a dontaudit rule in the current policy",
             out);
      return true;
    case V_BOOLEAN:
      if (an->nbools > 1)
        {
          fputs ("\n#!!!! This avc can be allowed using one of the these"
                 " booleans:\n#     ", out);
          for (size_t i = 0; i < an->nbools; i++)
            fprintf (out, "%s%s", i ? ", " : "", an->bools[i].name);
        }
      else
        fprintf (out, "\n#!!!! This avc can be allowed using the boolean"
                 " '%s'", an->bools[0].name);
      return true;
    case V_CONSTRAINT:
      fputs ("\n#!!!! This avc is a constraint violation.  You would need to"
             " modify the attributes of either the source or target types"
             " to allow this access.\n#Constraint rule: \n#\t", out);
      fputs (an->constraint, out);
      for (size_t i = 0; i < an->ncauses; i++)
        fprintf (out, "\n#\tPossible cause is the source %s and target %s"
                 " are different.", an->causes[i][0], an->causes[i][1]);
      return true;
    default:
      return false;
    }
}

static void
put_rule (FILE *out, struct rule const *r, struct write_opts const *o)
{
  struct av const *av = r->av;
  if (r->ext)
    {
      fprintf (out, "%s %s %s:%s ioctl ",
               o->dontaudit ? "dontauditxperm" : "allowxperm", av->src,
               tgt_of (av), av->cls);
      put_xperms (out, &av->xp);
      fputs (";\n", out);
      return;
    }
  bool c = false;
  if (o->explain)
    c = put_explanation (out, av, o->explain);
  c |= put_verdict (out, av);
  if (c)
    putc ('\n', out);
  fprintf (out, "%s %s %s:%s ", o->dontaudit ? "dontaudit" : "allow",
           av->src, tgt_of (av), av->cls);
  put_set (out, (char const *const *) av->perms, av->nperms);
  fputs (";\n", out);
}

/* The require block: types sorted, classes in order of first use with
   their permissions, roles sorted.  */
static void
put_require (FILE *out, struct access const *a)
{
  char **types = NULL, **roles = NULL;
  size_t nt = 0, nr = 0, nc = 0;
  struct { char const *cls; char **perms; size_t n; } *cl = NULL;
  for (size_t i = 0; i < a->navs; i++)
    {
      struct av const *av = a->avs[i];
      char *ty[2] = { (char *) av->src, (char *) av->tgt };
      types = xreallocarray (types, nt + 2, sizeof *types);
      types[nt++] = ty[0];
      types[nt++] = ty[1];
      size_t j;
      for (j = 0; j < nc; j++)
        if (strcmp (cl[j].cls, av->cls) == 0)
          break;
      if (j == nc)
        {
          cl = xreallocarray (cl, nc + 1, sizeof *cl);
          cl[nc].cls = av->cls, cl[nc].perms = NULL, cl[nc++].n = 0;
        }
      set_union (&cl[j].perms, &cl[j].n, av->perms, av->nperms);
    }
  for (size_t i = 0; i < a->nroles; i++)
    {
      roles = xreallocarray (roles, nr + 1, sizeof *roles);
      roles[nr++] = (char *) a->roles[i].role;
      for (size_t j = 0; j < a->roles[i].ntypes; j++)
        {
          types = xreallocarray (types, nt + 1, sizeof *types);
          types[nt++] = (char *) a->roles[i].types[j];
        }
    }
  char **st = NULL, **sr = NULL;
  size_t nst = 0, nsr = 0;
  set_union (&st, &nst, types, nt);
  set_union (&sr, &nsr, roles, nr);
  if (nst || nc || nsr)
    {
      fputs ("require {\n", out);
      for (size_t i = 0; i < nst; i++)
        if (strcmp (st[i], "self") != 0)
          fprintf (out, "\ttype %s;\n", st[i]);
      for (size_t i = 0; i < nc; i++)
        {
          fprintf (out, "\tclass %s ", cl[i].cls);
          put_set (out, (char const *const *) cl[i].perms, cl[i].n);
          fputs (";\n", out);
          free (cl[i].perms);
        }
      for (size_t i = 0; i < nsr; i++)
        fprintf (out, "\trole %s;\n", sr[i]);
      fputs ("}", out);
    }
  putc ('\n', out);
  free (types), free (roles), free (st), free (sr), free (cl);
}

void
write_module (FILE *out, struct access const *a, struct write_opts const *o)
{
  if (!o->fragment)
    {
      putc ('\n', out);
      if (o->module)
        fprintf (out, o->refpolicy ? "policy_module(%s, 1.0)\n\n"
                                   : "module %s 1.0;\n\n", o->module);
      if (o->requires || o->module)
        put_require (out, a);
    }
  putc ('\n', out);

  struct rule *r = xnmalloc (a->navs * 2 + 1, sizeof *r);
  size_t n = 0;
  for (size_t i = 0; i < a->navs; i++)
    r[n] = (struct rule) { a->avs[i], false, n }, n++;
  if (o->xperms)
    for (size_t i = 0; i < a->navs; i++)
      if (a->avs[i]->xp.n)
        r[n] = (struct rule) { a->avs[i], true, n }, n++;
  qsort (r, n, sizeof *r, rule_cmp);
  char const *cur = NULL;
  for (size_t i = 0; i < n; i++)
    {
      if (!cur || strcmp (cur, r[i].av->src) != 0)
        {
          if (cur && *cur)
            putc ('\n', out);
          cur = r[i].av->src;
          fprintf (out, "#============= %s ==============\n", cur);
        }
      put_rule (out, &r[i], o);
    }
  free (r);

  if (a->nroles)
    fputs ("#============= ROLES ==============\n", out);
  for (size_t i = 0; i < a->nroles; i++)
    {
      for (size_t j = 0; j < a->roles[i].ntypes; j++)
        fprintf (out, "role %s types %s;\n", a->roles[i].role,
                 a->roles[i].types[j]);
      putc ('\n', out);
    }
}
