/* Beyond 3.4: --advise, which proposes the least privilege rather than
   the broadest rule (restorecon for a mislabelled file, a private type
   for what a daemon writes among generic files, a port type for a port,
   the boolean to flip), and --summary, a table per domain.  */

#include <config.h>

#include "extras.h"
#include "system.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "c-ctype.h"
#include "sectx.h"
#include "xalloc.h"

static char const *const generic_types[] = {
  "etc_t", "var_t", "var_lib_t", "var_log_t", "var_run_t", "tmp_t",
  "root_t", "default_t", "file_t", "device_t", "usr_t", "home_root_t", NULL
};

static char const *const write_perms[] = {
  "write", "append", "create", "add_name", "remove_name", "rename",
  "unlink", "setattr", "rmdir", "link", NULL
};

static char const *const file_classes[] = {
  "file", "dir", "lnk_file", "chr_file", "blk_file", "sock_file",
  "fifo_file", NULL
};

static char const *const generic_ports[] = {
  "port_t", "unreserved_port_t", "reserved_port_t", "hi_reserved_port_t",
  NULL
};

static bool
in (char const *s, char const *const *list)
{
  for (; *list; list++)
    if (STREQ (s, *list))
      return true;
  return false;
}

static bool
any_perm_in (struct av const *av, char const *const *list)
{
  for (size_t i = 0; i < av->nperms; i++)
    if (in (av->perms[i], list))
      return true;
  return false;
}

/* The path of the first record that logged one.  */
static char const *
path_of (struct av const *av)
{
  for (size_t i = 0; i < av->nmsgs; i++)
    {
      struct record const *m = av->msgs[i];
      if (m->avc_path && *m->avc_path == '/')
        return m->avc_path;
      if (m->path && *m->path == '/')
        return m->path;
    }
  return NULL;
}

static char const *
name_of (struct av const *av)
{
  for (size_t i = 0; i < av->nmsgs; i++)
    if (av->msgs[i]->name && *av->msgs[i]->name)
      return av->msgs[i]->name;
  return NULL;
}

/* TYPE of CONTEXT, in a buffer of the caller's.  */
static char const *
context_type (char const *ctx, char *buf, size_t size)
{
  char const *p = strchr (ctx, ':');
  p = p ? strchr (p + 1, ':') : NULL;
  if (!p)
    return NULL;
  p++;
  size_t n = strcspn (p, ":");
  if (n >= size)
    return NULL;
  memcpy (buf, p, n);
  buf[n] = '\0';
  return buf;
}

static void
put_rule (FILE *out, struct av const *av)
{
  fprintf (out, "allow %s %s:%s ", av->src,
           STREQ (av->src, av->tgt) ? "self" : av->tgt, av->cls);
  if (av->nperms == 1)
    fputs (av->perms[0], out);
  else
    {
      fputs ("{", out);
      for (size_t i = 0; i < av->nperms; i++)
        fprintf (out, " %s", av->perms[i]);
      fputs (" }", out);
    }
  fputs (";\n", out);
}

/* A type name from a file name: "ntp.drift" -> "ntp_drift_t".  */
static char *
type_from_name (char const *name, char const *domain)
{
  char const *base = name ? strrchr (name, '/') : NULL;
  base = base ? base + 1 : name;
  char *t = xmalloc ((base ? strlen (base) : 0) + strlen (domain) + 8);
  char *q = t;
  if (base)
    for (char const *p = base; *p; p++)
      {
        if (c_isalnum (*p))
          *q++ = c_tolower (*p);
        else if (q > t && q[-1] != '_')
          *q++ = '_';
      }
  while (q > t && q[-1] == '_')
    q--;
  if (q == t)
    {
      size_t n = strlen (domain);
      if (n > 2 && STREQ (domain + n - 2, "_t"))
        n -= 2;
      q = mempcpy (t, domain, n);
      q = stpcpy (q, "_data");
    }
  strcpy (q, "_t");
  return t;
}

/* A file_contexts regex for PATH: its dots escaped.  */
static void
put_fc_regex (FILE *out, char const *path)
{
  for (char const *p = path; *p; p++)
    {
      if (strchr (".^$*+?()[]{}|\\", *p))
        putc ('\\', out);
      putc (*p, out);
    }
}

static bool
advise_label (FILE *out, struct av const *av, struct sectx_fc const *fc)
{
  char const *path = path_of (av);
  char const *ctx;
  char buf[256];
  if (!fc || !path || !in (av->cls, file_classes)
      || sectx_fc_lookup (fc, path, 0, &ctx) != 0)
    return false;
  char const *want = context_type (ctx, buf, sizeof buf);
  if (!want || STREQ (want, av->tgt))
    return false;
  fprintf (out, "# %s is labelled %s, but file_contexts says %s:"
           " relabel it, no rule needed\n", path, av->tgt, want);
  fprintf (out, "#   restorecon -v %s\n", path);
  return true;
}

/* What the advice so far has declared, so that a type is declared once
   and a parent directory's access not repeated.  */
struct advised
{
  char **types;
  size_t ntypes;
  struct access const *a;
  bool (*has_type) (void *ctx, char const *type);
  void *ctx;
};

static bool
declared (struct advised *ad, char const *type)
{
  for (size_t i = 0; i < ad->ntypes; i++)
    if (STREQ (ad->types[i], type))
      return true;
  ad->types = xreallocarray (ad->types, ad->ntypes + 1, sizeof *ad->types);
  ad->types[ad->ntypes++] = xstrdup (type);
  return false;
}

/* The log has its own denial on the directories of TGT for SRC.  */
static bool
dir_logged (struct access const *a, char const *src, char const *tgt)
{
  for (size_t i = 0; i < a->navs; i++)
    if (STREQ (a->avs[i]->src, src) && STREQ (a->avs[i]->tgt, tgt)
        && STREQ (a->avs[i]->cls, "dir"))
      return true;
  return false;
}

/* A daemon adding or removing entries in a generic directory: that is
   the parent's part of a private type, so the plain rule, said so.  */
static bool
advise_parent_dir (FILE *out, struct av const *av)
{
  static char const *const entry_perms[] = { "add_name", "remove_name",
    "write", "search", "getattr", "open", "read", NULL };
  if (!in (av->tgt, generic_types) || !STREQ (av->cls, "dir"))
    return false;
  for (size_t i = 0; i < av->nperms; i++)
    if (!in (av->perms[i], entry_perms))
      return false;
  fprintf (out, "# %s adds or removes entries in a %s directory: give the"
           " entries a private type (below); the directory needs only\n",
           av->src, av->tgt);
  if (STREQ (av->tgt, "etc_t"))
    fputs ("# (a policy may forbid daemons to write /etc: then keep the file"
           " under /var/lib)\n", out);
  put_rule (out, av);
  return true;
}

/* The rule for the private type TY: the permissions denied, and open
   where the file is read or written, which the generic type may have
   granted without a denial (the Debian guest's drift file was opened
   that way) but the new type must grant too.  */
static void
put_private_perms (FILE *out, struct av const *av, char const *ty)
{
  static char const *const rw[] = { "read", "write", "append", NULL };
  bool add_open = (!STREQ (av->cls, "dir") && any_perm_in (av, rw)
                   && !any_perm_in (av, (char const *const[]) { "open",
                                                               NULL }));
  size_t n = av->nperms + add_open;
  fprintf (out, "allow %s %s:%s %s", av->src, ty, av->cls, n == 1 ? "" : "{");
  for (size_t i = 0; i < av->nperms; i++)
    {
      if (add_open && strcmp (av->perms[i], "open") > 0)
        {
          fputs (" open", out);
          add_open = false;
        }
      fprintf (out, n == 1 ? "%s" : " %s", av->perms[i]);
    }
  if (add_open)
    fputs (" open", out);
  fputs (n == 1 ? ";\n" : " };\n", out);
}

static bool
advise_private_type (FILE *out, struct av const *av, struct advised *ad)
{
  if (!in (av->tgt, generic_types) || !in (av->cls, file_classes)
      || STREQ (av->cls, "dir") || !any_perm_in (av, write_perms))
    return false;
  char const *path = path_of (av);
  char const *name = path ? path : name_of (av);
  char *ty = type_from_name (name, av->src);
  char const *objcls = av->cls;
  fprintf (out, "# %s changes %s %s (%s): give what it writes a"
           " private type\n", av->src, av->tgt, av->cls,
           name ? name : "name not logged");
  if (ad->has_type && ad->has_type (ad->ctx, ty))
    fprintf (out, "# (the policy has a type %s already: use it)\n", ty);
  else if (!declared (ad, ty))
    fprintf (out, "type %s, file_type;\n", ty);
  fprintf (out, "type_transition %s %s:%s %s;\n", av->src, av->tgt, objcls,
           ty);
  put_private_perms (out, av, ty);
  if (!dir_logged (ad->a, av->src, av->tgt))
    fprintf (out, "allow %s %s:dir { search write add_name };\n", av->src,
             av->tgt);
  if (STREQ (av->tgt, "etc_t"))
    fputs ("# (a policy may forbid daemons to write /etc: then keep the file"
           " under /var/lib)\n", out);
  if (path)
    {
      fputs ("# file_contexts:\n# ", out);
      put_fc_regex (out, path);
      fprintf (out, "\t\tsystem_u:object_r:%s:s0\n", ty);
    }
  else
    fputs ("# file_contexts: the full path was not logged; add a line for"
           " it\n", out);
  free (ty);
  return true;
}

static bool
advise_port (FILE *out, struct av const *av)
{
  if (!in (av->tgt, generic_ports)
      || !(any_perm_in (av, (char const *const[]) { "name_bind",
                                                   "name_connect", NULL })))
    return false;
  long port = -1;
  for (size_t i = 0; i < av->nmsgs && port < 0; i++)
    port = av->msgs[i]->port;
  size_t n = strlen (av->src);
  if (n > 2 && STREQ (av->src + n - 2, "_t"))
    n -= 2;
  char const *proto = strstr (av->cls, "udp") ? "udp"
                      : strstr (av->cls, "sctp") ? "sctp" : "tcp";
  fprintf (out, "# %s uses a port labelled %s: give the port a type\n",
           av->src, av->tgt);
  fprintf (out, "type %.*s_port_t, net_type, port_type;\n", (int) n, av->src);
  if (port >= 0)
    fprintf (out, "portcon %s %ld system_u:object_r:%.*s_port_t:s0\n", proto,
             port, (int) n, av->src);
  else
    fprintf (out, "# portcon %s PORT system_u:object_r:%.*s_port_t:s0"
             "  (the port was not logged)\n", proto, (int) n, av->src);
  fprintf (out, "allow %s %.*s_port_t:%s", av->src, (int) n, av->src,
           av->cls);
  for (size_t i = 0; i < av->nperms; i++)
    fprintf (out, " %s", av->perms[i]);
  fputs (";\n", out);
  return true;
}

static void
advise_capability (FILE *out, struct av const *av)
{
  if (!strstr (av->cls, "capability"))
    return;
  for (size_t i = 0; i < av->nperms; i++)
    {
      char const *p = av->perms[i];
      if (STREQ (p, "dac_override"))
        fprintf (out, "# %s: dac_override bypasses every file mode; check"
                 " whether dac_read_search (reading only) is enough\n",
                 av->src);
      else if (STREQ (p, "sys_admin") || STREQ (p, "sys_module")
               || STREQ (p, "mac_admin") || STREQ (p, "mac_override")
               || STREQ (p, "sys_rawio"))
        fprintf (out, "# %s: %s is near-total power over the system;"
                 " find out why the daemon asks for it\n", av->src, p);
    }
}

static void
advise_one (FILE *out, struct av const *av, struct sectx_fc const *fc,
            struct advised *ad)
{
  struct analysis const *an = av->an;
  switch (av->verdict)
    {
    case V_ALLOW:
      fputs ("# already allowed by this policy: the log is older than"
             " the policy, or a boolean changed since\n", out);
      put_rule (out, av);
      fputs ("\n", out);
      return;
    case V_DONTAUDIT:
      fputs ("# this policy dontaudits it: the denial is expected and"
             " harmless\n\n", out);
      return;
    case V_BOOLEAN:
      fputs ("# a boolean allows it; no rule needed:\n", out);
      for (size_t i = 0; i < an->nbools; i++)
        fprintf (out, "#   setsebool -P %s %d\n", an->bools[i].name,
                 an->bools[i].value);
      fputs ("\n", out);
      return;
    case V_CONSTRAINT:
      fprintf (out, "# a constraint denies it, no allow rule can help:\n#  "
               " %s\n\n", an->constraint);
      return;
    case V_RBAC:
      fputs ("# a role allow rule is missing\n\n", out);
      return;
    case V_BOUNDS:
      fputs ("# a typebounds violation: allow it to the parent type\n\n",
             out);
      return;
    case V_BADTCLASS:
      fprintf (out, "# class %s is not in this policy: no rule can be"
               " written\n\n", av->cls);
      return;
    default:
      break;
    }
  if (advise_label (out, av, fc) || advise_parent_dir (out, av)
      || advise_private_type (out, av, ad) || advise_port (out, av))
    {
      fputs ("\n", out);
      return;
    }
  advise_capability (out, av);
  put_rule (out, av);
  fputs ("\n", out);
}

static struct sectx_fc *
open_fc (char const *policy)
{
  /* POLICYDIR/policy/policy.NN -> POLICYDIR/contexts/files/file_contexts */
  if (!policy)
    return NULL;
  char *d = xstrdup (policy);
  char *s = strrchr (d, '/');
  if (s)
    *s = '\0', s = strrchr (d, '/');
  char *path;
  if (s)
    *s = '\0', xasprintf_err (&path, "%s/contexts/files/file_contexts", d);
  else
    path = xstrdup ("../contexts/files/file_contexts");
  free (d);
  struct sectx_fc_open_opts o = { 0 };
  o.path = path;
  o.baseonly = true;
  struct sectx_fc *fc = NULL;
  if (sectx_fc_open (&o, &fc) != 0)
    fc = NULL;
  free (path);
  return fc;
}

void
write_advice (FILE *out, struct access const *a, struct log const *log,
              char const *policy, bool (*has_type) (void *, char const *),
              void *ctx)
{
  (void) log;
  struct sectx_fc *fc = open_fc (policy);
  struct advised ad = { NULL, 0, a, has_type, ctx };
  char const *cur = NULL;
  for (size_t i = 0; i < a->navs; i++)
    {
      struct av const *av = a->avs[i];
      if (!cur || !STREQ (cur, av->src))
        fprintf (out, "#============= %s ==============\n", cur = av->src);
      advise_one (out, av, fc, &ad);
    }
  for (size_t i = 0; i < ad.ntypes; i++)
    free (ad.types[i]);
  free (ad.types);
  for (size_t i = 0; i < a->nroles; i++)
    for (size_t j = 0; j < a->roles[i].ntypes; j++)
      fprintf (out, "role %s types %s;\n", a->roles[i].role,
               a->roles[i].types[j]);
  if (fc)
    sectx_fc_close (fc);
}

static char const *
verdict_name (enum verdict v)
{
  switch (v)
    {
    case V_ALLOW: return "allowed";
    case V_DONTAUDIT: return "dontaudit";
    case V_TERULE: return "TE";
    case V_BOOLEAN: return "boolean";
    case V_CONSTRAINT: return "constraint";
    case V_RBAC: return "RBAC";
    case V_BOUNDS: return "bounds";
    default: return "no-class";
    }
}

void
write_summary (FILE *out, struct access const *a, struct log const *log)
{
  fprintf (out, "%-20s %-14s %-30s %7s %-10s %-10s %s\n", "DOMAIN",
           "CLASS", "PERMISSIONS", "RECORDS", "VERDICT", "PERMISSIVE",
           "COMM");
  for (size_t i = 0; i < a->navs; i++)
    {
      struct av const *av = a->avs[i];
      size_t len = 1;
      for (size_t j = 0; j < av->nperms; j++)
        len += strlen (av->perms[j]) + 1;
      char *p = xmalloc (len), *q = p;
      for (size_t j = 0; j < av->nperms; j++)
        q = stpcpy (stpcpy (q, j ? "," : ""), av->perms[j]);
      *q = '\0';
      int perm = -1;
      for (size_t j = 0; j < av->nmsgs; j++)
        if (av->msgs[j]->permissive >= 0)
          perm = av->msgs[j]->permissive;
      char const *comm = av->nmsgs && av->msgs[0]->comm ? av->msgs[0]->comm
                                                         : "";
      fprintf (out, "%-20s %-14s %-30s %7zu %-10s %-10s %s\n", av->src,
               av->cls, p, av->nmsgs, verdict_name (av->verdict),
               perm < 0 ? "?" : perm ? "yes" : "no", comm);
      free (p);
    }
  fprintf (out, "%zu lines, %zu denials, %zu unusable records\n", log->lines,
           log->navcs, log->invalid);
}
