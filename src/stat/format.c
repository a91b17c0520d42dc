/* stat's directive engine: walk a --format or --printf string, hand
   each %-directive to its handler, interpret --printf's backslash
   escapes; and the printf-style writers the handlers use.  */

#include <config.h>

#include <inttypes.h>
#include <locale.h>

#include "system.h"
#include "c-ctype.h"
#include "xalloc.h"
#include "stat.h"

/* The printf flags a directive may carry.  Each writer keeps only those
   its conversion takes; 'I' (glibc's locale digits) is never kept.  */
static char const printf_flags[] = "'-+ #0I";

/* The longest conversion a writer appends ("jd", ".0f", "s").  */
enum { CONV_ROOM = 4 };

size_t
directive_length (char const *d)
{
  char const *p = d + 1;
  p += strspn (p, printf_flags);
  p += strspn (p, "0123456789");
  if (*p == '.')
    p += 1 + strspn (p + 1, "0123456789");
  return p - d;
}

/* Turn SPEC's first LEN bytes into a printf conversion CONV: drop the
   leading flags not in ALLOWED, keep width and precision.  */
static void
finish_spec (char *spec, size_t len, char const *allowed, char const *conv)
{
  char *dst = spec + 1;
  char const *src = dst;
  char const *end = spec + len;
  for (; src < end && strchr (printf_flags, *src); src++)
    if (strchr (allowed, *src))
      *dst++ = *src;
  while (src < end)
    *dst++ = *src++;
  strcpy (dst, conv);
}

void
out_string (char *spec, size_t len, char const *s)
{
  finish_spec (spec, len, "-", "s");
  printf (spec, s);
}

int
out_int (char *spec, size_t len, intmax_t n)
{
  finish_spec (spec, len, "'-+ 0", PRIdMAX);
  return printf (spec, n);
}

int
out_uint (char *spec, size_t len, uintmax_t n)
{
  finish_spec (spec, len, "'-0", PRIuMAX);
  return printf (spec, n);
}

void
out_octal (char *spec, size_t len, uintmax_t n)
{
  finish_spec (spec, len, "-#0", PRIoMAX);
  printf (spec, n);
}

void
out_hex (char *spec, size_t len, uintmax_t n)
{
  finish_spec (spec, len, "-#0", PRIxMAX);
  printf (spec, n);
}

/* The locale's decimal point ("." when it has none).  */
static char const *
decimal_point (void)
{
  static char const *dp;
  if (!dp)
    {
      char const *p = localeconv ()->decimal_point;
      dp = *p ? p : ".";
    }
  return dp;
}

/* A -0 for a time between -1 and 0 seconds, with the integer flags.  */
static int
out_minus_zero (char *spec, size_t len)
{
  finish_spec (spec, len, "'-+ 0", ".0f");
  return printf (spec, -0.25);
}

static int
clamp_int (char const *digits)
{
  long int v = strtol (digits, NULL, 10);
  return v <= INT_MAX ? v : INT_MAX;
}

/* In "%W.PX" (DOT at the '.', PREC > 0) the width W covers the seconds,
   the decimal point and the fraction: give the seconds what is left of
   it, rewriting SPEC, and return the length of the seconds' spec.  A
   '-' flag then drops the seconds' width.  *WIDTH is W.  */
static size_t
seconds_spec (char *spec, char *dot, int prec, int *width)
{
  char *p = dot;
  *dot = '\0';
  do
    p--;
  while (c_isdigit (p[-1]));
  *width = clamp_int (p);
  if (*width <= 1)
    return dot - spec;

  p += *p == '0';
  int dp_len = strlen (decimal_point ());
  int w_d = dp_len < *width ? *width - dp_len : 0;
  if (w_d <= 1 || w_d - prec <= 1)
    return p - spec;

  bool left = false;
  char *dst = spec;
  for (char const *src = spec; src < p; src++)
    if (*src == '-')
      left = true;
    else
      *dst++ = *src;
  return dst - spec + (left ? 0 : sprintf (dst, "%d", w_d - prec));
}

void
out_epoch (char *spec, size_t len, struct timespec t)
{
  char *dot = memchr (spec, '.', len);
  size_t sec_len = len;
  int width = 0;
  int prec = 0;
  if (dot)
    {
      sec_len = dot - spec;
      spec[len] = '\0';
      prec = c_isdigit (dot[1]) ? clamp_int (dot + 1) : 9;
      if (prec && c_isdigit (dot[-1]))
        sec_len = seconds_spec (spec, dot, prec, &width);
    }

  int divisor = 1;
  for (int i = prec; i < 9; i++)
    divisor *= 10;
  int frac = t.tv_nsec / divisor;

  /* A time before the Epoch: the fraction counts up from the second
     below, which may be -0.  */
  bool minus_zero = false;
  if (t.tv_sec < 0 && t.tv_nsec != 0)
    {
      frac = 1000000000 / divisor - frac - (t.tv_nsec % divisor != 0);
      t.tv_sec += frac != 0;
      minus_zero = t.tv_sec == 0;
    }
  int int_len = (minus_zero ? out_minus_zero (spec, sec_len)
                 : out_int (spec, sec_len, t.tv_sec));
  if (!prec)
    return;

  /* The fraction: at most 9 digits, zeros after them, and what is left
     of the width as padding on the right.  */
  int digits = prec < 9 ? prec : 9;
  int ilen = int_len < 0 ? 0 : int_len;
  int dp_len = strlen (decimal_point ());
  int pad = (ilen < width && dp_len < width - ilen
             ? width - ilen - dp_len - digits : 0);
  printf ("%s%.*d%-*.*d", decimal_point (), digits, frac, pad,
          prec - digits, 0);
}

/* ---- The engine ---- */

/* --printf's one-letter escapes; others are kept with a warning.  */
static char
simple_escape (char c)
{
  static char const from[] = "abefnrtv\"\\";
  static char const to[] = "\a\b\x1B\f\n\r\t\v\"\\";
  char const *p = strchr (from, c);
  if (c && p)
    return to[p - from];
  error (0, 0, _("warning: unrecognized escape '\\%c'"), c);
  return c;
}

static int
hex_value (char c)
{
  return c_isdigit (c) ? c - '0' : c_tolower (c) - 'a' + 10;
}

/* Write the escape whose backslash is at B; return its last byte.  */
static char const *
put_escape (char const *b)
{
  b++;
  if ('0' <= *b && *b <= '7')
    {
      int v = 0;
      for (int n = 0; n < 3 && '0' <= *b && *b <= '7'; n++, b++)
        v = v * 8 + (*b - '0');
      putchar (v);
      return b - 1;
    }
  if (*b == 'x' && c_isxdigit (b[1]))
    {
      int v = hex_value (*++b);
      if (c_isxdigit (b[1]))
        v = v * 16 + hex_value (*++b);
      putchar (v);
      return b;
    }
  if (*b == '\0')
    {
      error (0, 0, _("warning: backslash at end of format"));
      putchar ('\\');
      return b - 1;
    }
  putchar (simple_escape (*b));
  return b;
}

/* Handle the directive at B (its '%'), using SPEC as the buffer; return
   its last byte.  */
static char const *
put_directive (char const *b, char *spec, bool modifiers, directive_fn fn,
               void *arg, bool *fail)
{
  size_t len = directive_length (b);
  char conv = b[len];
  memcpy (spec, b, len);
  b += len;

  if (conv == '\0' || conv == '%')
    {
      if (1 < len)
        {
          spec[len] = conv;
          spec[len + 1] = '\0';
          error (EXIT_FAILURE, 0, _("%s: invalid directive"), quote (spec));
        }
      putchar ('%');
      return conv ? b : b - 1;
    }

  char mod = 0;
  if (modifiers && (conv == 'H' || conv == 'L')
      && (b[1] == 'd' || b[1] == 'r'))
    {
      mod = conv;
      conv = *++b;
    }
  *fail |= fn (spec, len, mod, conv, arg);
  return b;
}

bool
format_print (char const *format, struct stat_run const *run,
              bool modifiers, directive_fn fn, void *arg)
{
  char *spec = xmalloc (strlen (format) + CONV_ROOM + 1);
  bool fail = false;
  for (char const *b = format; *b; b++)
    {
      if (*b == '%')
        b = put_directive (b, spec, modifiers, fn, arg, &fail);
      else if (*b == '\\' && run->escapes)
        b = put_escape (b);
      else
        putchar (*b);
    }
  free (spec);
  fputs (run->delim, stdout);
  return fail;
}
