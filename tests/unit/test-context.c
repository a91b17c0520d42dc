/* Unit tests of lib/context.c: editing the parts of a context.  */

#include <config.h>

#include "sectx.h"
#include "unit.h"

static void
test_edit (void)
{
  char *r;
  unsigned int failed;
  struct sectx_parts type = { .type = "etc_t" };
  CHECK (sectx_context_edit ("system_u:object_r:tmp_t:s0", &type, &r,
                             &failed) == 0);
  CHECK_STR (r, "system_u:object_r:etc_t:s0");
  CHECK (failed == 0);
  free (r);

  struct sectx_parts all = { "root", "system_r", "bin_t", "s0:c1,c2" };
  CHECK (sectx_context_edit ("u:r:t:s0", &all, &r, &failed) == 0);
  CHECK_STR (r, "root:system_r:bin_t:s0:c1,c2");
  free (r);

  /* A context without a range gains one.  */
  struct sectx_parts range = { .range = "s0" };
  CHECK (sectx_context_edit ("u:r:t", &range, &r, &failed) == 0);
  CHECK_STR (r, "u:r:t:s0");
  free (r);

  /* Nothing to change: the same context back.  */
  struct sectx_parts none = { 0 };
  CHECK (sectx_context_edit ("u:r:t:s0-s0:c0.c1023", &none, &r, &failed)
         == 0);
  CHECK_STR (r, "u:r:t:s0-s0:c0.c1023");
  free (r);
}

static void
test_bad_input (void)
{
  char *r = (char *) "unchanged";
  unsigned int failed = 99;
  struct sectx_parts type = { .type = "etc_t" };

  /* Not a context at all: no part is to blame.  */
  CHECK_FAILS (sectx_context_edit ("foo", &type, &r, &failed), EINVAL);
  CHECK (failed == 0 && r == NULL);
  CHECK_FAILS (sectx_context_edit ("", &type, &r, &failed), EINVAL);
  CHECK (failed == 0);

  /* A part with a separator in it is refused; each bad part is named.  */
  struct sectx_parts bad = { .user = "a b", .type = "x:y", .role = "ok_r" };
  CHECK_FAILS (sectx_context_edit ("u:r:t:s0", &bad, &r, &failed), EINVAL);
  CHECK (failed == (SECTX_PART_USER | SECTX_PART_TYPE));
  CHECK (r == NULL);

  struct sectx_parts nl = { .range = "s0\n" };
  CHECK_FAILS (sectx_context_edit ("u:r:t:s0", &nl, &r, &failed), EINVAL);
  CHECK (failed == SECTX_PART_RANGE);
}

/* The type of one context put into another, which keeps its user,
   role and range; what is not a context is refused.  */
static void
test_take_type (void)
{
  char *r;
  CHECK (sectx_context_take_type ("u:r:old_t:s0-s0:c0.c3",
                                  "system_u:object_r:etc_t:s0", &r) == 0);
  CHECK (r && strcmp (r, "u:r:etc_t:s0-s0:c0.c3") == 0);
  free (r);
  CHECK (sectx_context_take_type ("u:r:old_t", "a:b:c_t:s0", &r) == 0);
  CHECK (r && strcmp (r, "u:r:c_t") == 0);
  free (r);
  CHECK_FAILS (sectx_context_take_type ("u:r:t:s0", "notacontext", &r),
               EINVAL);
  CHECK (r == NULL);
  CHECK_FAILS (sectx_context_take_type ("", "u:r:t:s0", &r), EINVAL);
  CHECK (r == NULL);
}

int
main (void)
{
  test_edit ();
  test_bad_input ();
  test_take_type ();

  /* Without an SELinux kernel nothing can be validated.  */
  if (!sectx_enabled ())
    CHECK (sectx_context_check ("system_u:object_r:etc_t:s0") == -1);
  return unit_finish ();
}
