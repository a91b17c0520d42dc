/* Option parsing.  3.4 uses Python's optparse, whose rules differ from
   getopt_long's in what a script can see: its error messages ("Usage:
   ..." then "PROG: error: ..."), exit status 2, prefixes of long
   options listed when ambiguous, help and version acted on where they
   stand, and operands accepted and ignored anywhere.  So the table is
   walked here, in optparse's order.  Our own long options match only
   when spelled out, so that 3.4's abbreviations keep their meaning.  */

#include <config.h>

#include "options.h"
#include "system.h"
#include "audit2allow.h"

#include <stddef.h>

#include "xalloc.h"

enum { NOARG, ARG };

struct opt
{
  char shortname;
  char const *longname;
  int arg;
  size_t off;                   /* of the bool or string in options */
  bool ours;                    /* an extension: no abbreviation */
};

#define B(f) offsetof (struct options, f)
static struct opt const opts[] = {
  { 0, "version", NOARG, 0, false },
  { 'h', "help", NOARG, 0, false },
  { 'b', "boot", NOARG, B (boot), false },
  { 'a', "all", NOARG, B (all), false },
  { 'p', "policy", ARG, B (policy), false },
  { 'd', "dmesg", NOARG, B (dmesg), false },
  { 'i', "input", ARG, B (input), false },
  { 'l', "lastreload", NOARG, B (lastreload), false },
  { 'r', "requires", NOARG, B (requires), false },
  { 'm', "module", ARG, B (module), false },
  { 'M', "module-package", ARG, B (module_package), false },
  { 'o', "output", ARG, B (output), false },
  { 'D', "dontaudit", NOARG, B (dontaudit), false },
  { 'R', "reference", NOARG, B (refpolicy), false },
  { 'N', "noreference", NOARG, B (refpolicy), false },
  { 'v', "verbose", NOARG, B (verbose), false },
  { 'e', "explain", NOARG, B (explain_long), false },
  { 't', "type", ARG, B (type), false },
  { 0, "perm-map", ARG, B (perm_map), false },
  { 0, "interface-info", ARG, B (interface_info), false },
  { 'x', "xperms", NOARG, B (xperms), false },
  { 0, "debug", NOARG, 0, false },
  { 'w', "why", NOARG, B (why), false },
  { 0, "fragment", NOARG, B (fragment), true },
  { 0, "advise", NOARG, B (advise), true },
  { 0, "summary", NOARG, B (summary), true },
  { 0, "follow", NOARG, B (follow), true },
  { 0, "kmsg", ARG, B (kmsg), true },
};
enum { NOPTS = sizeof opts / sizeof opts[0] };

static void
help (char const *prog)
{
  printf (_("Usage: %s [options]\n\n"), prog);
  fputs (_("\
Options:\n\
  --version             show program's version number and exit\n\
  -h, --help            show this help message and exit\n\
  -b, --boot            audit messages since last boot conflicts with -i\n\
  -a, --all             read input from audit log - conflicts with -i\n\
  -p POLICY, --policy=POLICY\n\
                        Policy file to use for analysis\n\
  -d, --dmesg           read input from dmesg - conflicts with --all and\n\
                        --input\n\
  -i INPUT, --input=INPUT\n\
                        read input from <input> - conflicts with -a\n\
  -l, --lastreload      read input only after the last reload\n\
  -r, --requires        generate require statements for rules\n\
  -m MODULE, --module=MODULE\n\
                        set the module name - implies --requires\n\
  -M MODULE_PACKAGE, --module-package=MODULE_PACKAGE\n\
                        generate a module package - conflicts with -o and -m\n\
  -o OUTPUT, --output=OUTPUT\n\
                        append output to <filename>, conflicts with -M\n\
  -D, --dontaudit       generate policy with dontaudit rules\n\
  -R, --reference       generate refpolicy style output\n\
  -N, --noreference     do not generate refpolicy style output\n\
  -v, --verbose         explain generated output\n\
  -e, --explain         fully explain generated output\n\
  -t TYPE, --type=TYPE  only process messages with a type that matches this\n\
                        regex\n\
  --perm-map=PERM_MAP   file name of perm map\n\
  --interface-info=INTERFACE_INFO\n\
                        file name of interface information\n\
  -x, --xperms          generate extended permission rules\n\
  --debug               leave generated modules for -M\n\
  -w, --why             Translates SELinux audit messages into a description\n\
                        of why the access was denied\n\
"), stdout);
  exit (EXIT_SUCCESS);
}

static noreturn void
fail (char const *prog, char const *fmt, char const *a, char const *b)
{
  fprintf (stderr, _("Usage: %s [options]\n\n"), prog);
  fprintf (stderr, "%s: error: ", prog);
  fprintf (stderr, fmt, py_stderr_str (a), py_stderr_str (b));
  putc ('\n', stderr);
  exit (2);
}

static void
apply (struct options *o, struct opt const *op, char const *value)
{
  if (op->shortname == 'h')
    help (o->prog);
  if (!op->shortname && STREQ (op->longname, "version"))
    {
      printf ("%s .1\n", o->prog);
      exit (EXIT_SUCCESS);
    }
  if (!op->off)
    return;
  char *field = (char *) o + op->off;
  if (op->arg == ARG)
    *(char const **) field = value;
  else
    *(bool *) field = op->shortname != 'N';
}

/* The option a long name (without "--") names: exact, or the one 3.4
   option it begins.  */
static struct opt const *
match_long (struct options const *o, char const *name, char const *arg)
{
  size_t len = strlen (name);
  struct opt const *found = NULL;
  char *list = NULL;
  size_t n = 0;
  for (int i = 0; i < NOPTS; i++)
    if (STREQ (opts[i].longname, name))
      return &opts[i];
  for (int i = 0; i < NOPTS; i++)
    if (!opts[i].ours && strncmp (opts[i].longname, name, len) == 0)
      n++, found = &opts[i];
  if (n == 1)
    return found;
  if (n == 0)
    fail (o->prog, _("no such option: %s%s"), arg, "");
  /* optparse lists the candidates sorted.  */
  char const *c[NOPTS];
  size_t k = 0, total = 0;
  for (int i = 0; i < NOPTS; i++)
    if (!opts[i].ours && strncmp (opts[i].longname, name, len) == 0)
      c[k++] = opts[i].longname, total += strlen (opts[i].longname) + 4;
  for (size_t i = 1; i < k; i++)
    for (size_t j = i; j > 0 && strcmp (c[j - 1], c[j]) > 0; j--)
      {
        char const *t = c[j];
        c[j] = c[j - 1];
        c[j - 1] = t;
      }
  list = xmalloc (total + 1);
  *list = '\0';
  for (size_t i = 0; i < k; i++)
    {
      if (i)
        strcat (list, ", ");
      strcat (list, "--");
      strcat (list, c[i]);
    }
  fail (o->prog, _("ambiguous option: %s (%s?)"), arg, list);
}

/* "--name[=value]" at ARGV[*I].  */
static void
long_opt (struct options *o, char **argv, int argc, int *i)
{
  char *arg = argv[(*i)++];
  char *eq = strchr (arg, '=');
  char *name = eq ? ximemdup0 (arg + 2, eq - arg - 2) : xstrdup (arg + 2);
  char *shown = eq ? ximemdup0 (arg, eq - arg) : xstrdup (arg);
  struct opt const *op = match_long (o, name, shown);
  char full[64];
  snprintf (full, sizeof full, "--%s", op->longname);
  char const *value = NULL;
  if (op->arg == ARG)
    {
      if (eq)
        value = eq + 1;
      else if (*i < argc)
        value = argv[(*i)++];
      else
        fail (o->prog, _("%s option requires 1 argument%s"), full, "");
    }
  else if (eq)
    fail (o->prog, _("%s option does not take a value%s"), full, "");
  free (name);
  free (shown);
  apply (o, op, value);
}

/* "-abc" or "-ivalue" at ARGV[*I].  */
static void
short_opts (struct options *o, char **argv, int argc, int *i)
{
  char *arg = argv[(*i)++];
  for (char *p = arg + 1; *p; p++)
    {
      struct opt const *op = NULL;
      for (int k = 0; k < NOPTS; k++)
        if (opts[k].shortname == *p)
          op = &opts[k];
      /* optparse goes by characters: "-é" is one unknown option.  */
      unsigned int cp;
      size_t clen = utf8_valid_len ((unsigned char *) p, strlen (p), &cp);
      char shown[6] = { '-' };
      memcpy (shown + 1, p, clen ? clen : 1);
      shown[1 + (clen ? clen : 1)] = '\0';
      if (!op)
        fail (o->prog, _("no such option: %s%s"), shown, "");
      if (op->arg == ARG)
        {
          char const *value;
          if (p[1])
            value = p + 1;
          else if (*i < argc)
            value = argv[(*i)++];
          else
            fail (o->prog, _("%s option requires 1 argument%s"), shown, "");
          apply (o, op, value);
          return;
        }
      apply (o, op, NULL);
    }
}

void
options_parse (struct options *o, int argc, char **argv)
{
  char const *slash = strrchr (argv[0], '/');
  memset (o, 0, sizeof *o);
  o->prog = slash ? slash + 1 : argv[0];
  o->why = STREQ (o->prog, "audit2why");
  int i = 1;
  while (i < argc)
    {
      char *arg = argv[i];
      if (STREQ (arg, "--"))
        break;
      if (strncmp (arg, "--", 2) == 0)
        long_opt (o, argv, argc, &i);
      else if (arg[0] == '-' && arg[1])
        short_opts (o, argv, argc, &i);
      else
        i++;                    /* operands are ignored */
    }
}
