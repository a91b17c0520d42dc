/* ls: the time column of long listings (--time-style, TIME_STYLE).  */

#include <config.h>

#include "system.h"
#include "ls.h"
#include "env.h"

#include "argmatch.h"
#include "hard-locale.h"
#include "intprops.h"
#include "inttostr.h"
#include "mbswidth.h"
#include "stat-time.h"
#include "strftime.h"
#include "timespec.h"

/* Half a Gregorian year, in seconds: older files show the year.  */
enum { SIX_MONTHS = 31556952 / 2 };

/* Longest formatted time accepted; longer falls back to seconds.  */
enum { TIME_STAMP_LEN_MAXIMUM = TIME_STAMP_ROOM - 2 };

/* The oldest time there is, until a file newer than it is shown.  */
static struct timespec current_time = { TYPE_MINIMUM (time_t), -1 };
static char *owned_formats[2];

static noreturn void
bad_time_style (struct ls_time_style const *ts)
{
  argmatch_invalid ("time style", ts->bad, ts->argmatch_result);
  fputs (_("Valid arguments are:\n"), stderr);
  for (char const *const *p = ls_time_style_args; *p; p++)
    fprintf (stderr, "  - [posix-]%s\n", *p);
  fputs (_("  - +FORMAT (e.g., +%H:%M) for a 'date'-style format\n"), stderr);
  emit_try_help ();
  exit (LS_FAILURE);
}

/* Choose the long-listing time formats from OPTION (--time-style), else
   TIME_STYLE, else "locale".  */
void
time_style_init (char const *option)
{
  struct ls_time_style ts;
  char const *style = option ? option : getenv ("TIME_STYLE");
  if (! style)
    style = "locale";

  ls.long_time_format[0] = N_("%b %e  %Y");
  ls.long_time_format[1] = N_("%b %e %H:%M");

  switch (ls_time_style_parse (style, hard_locale (LC_TIME), &ts))
    {
    case LS_TIME_STYLE_POSIX_DEFAULT:
      return;
    case LS_TIME_STYLE_BAD_FORMAT:
      error (LS_FAILURE, 0, _("invalid time style format %s"),
             quote (ts.bad));
      break;
    case LS_TIME_STYLE_INVALID:
      bad_time_style (&ts);
    case LS_TIME_STYLE_OK:
      break;
    }

  switch (ts.kind)
    {
    case LS_TS_FORMAT:
      owned_formats[0] = ts.formats[0];
      owned_formats[1] = ts.formats[1];
      ls.long_time_format[0] = owned_formats[0];
      ls.long_time_format[1] = owned_formats[1];
      break;
    case LS_TS_FULL_ISO:
      ls.long_time_format[0] = ls.long_time_format[1]
        = "%Y-%m-%d %H:%M:%S.%N %z";
      break;
    case LS_TS_LONG_ISO:
      ls.long_time_format[0] = ls.long_time_format[1] = "%Y-%m-%d %H:%M";
      break;
    case LS_TS_ISO:
      ls.long_time_format[0] = "%Y-%m-%d ";
      ls.long_time_format[1] = "%m-%d %H:%M";
      break;
    case LS_TS_LOCALE:
      if (hard_locale (LC_TIME))
        for (int i = 0; i < 2; i++)
          ls.long_time_format[i] = dcgettext (NULL, ls.long_time_format[i],
                                              LC_TIME);
      break;
    }
}

/* The time T of F; *OK false when the file system cannot tell it
   (birth time).  */
struct timespec
file_time (struct fileinfo const *f, enum time_type t, bool *ok)
{
  *ok = true;
  switch (t)
    {
    case time_ctime:
      return get_stat_ctime (&f->stat);
    case time_atime:
      return get_stat_atime (&f->stat);
    case time_btime:
      /* gather.c stores the birth time in st_mtim, -1 when none.  */
      {
        struct timespec b = get_stat_mtime (&f->stat);
        if (b.tv_sec == -1 && b.tv_nsec == -1)
          *ok = false;
        return b;
      }
    default:
      return get_stat_mtime (&f->stat);
    }
}

static size_t
format_tm (char *buf, size_t size, bool recent, struct tm const *tm,
           int ns)
{
  return nstrftime (buf, size, ls.long_time_format[recent], tm, ls.tz, ns);
}

/* The width a formatted time usually has, for "?" in its place.  */
static int
long_time_expected_width (void)
{
  static int width = -1;
  if (width < 0)
    {
      time_t epoch = 0;
      struct tm tm;
      char buf[TIME_STAMP_LEN_MAXIMUM + 1];
      width = 0;
      if (localtime_rz (ls.tz, &epoch, &tm))
        {
          size_t len = format_tm (buf, sizeof buf, false, &tm, 0);
          if (len)
            width = mbsnwidth (buf, len, 0);
        }
    }
  return width;
}

/* The last time formatted, for the next file of the same second: the
   files of a directory are often made together, and a time's
   conversion and formatting cost more than all else in a line.  */
static struct
{
  bool valid;
  bool recent;
  struct timespec when;         /* tv_nsec 0 unless a format shows it */
  size_t len;
  char buf[TIME_STAMP_LEN_MAXIMUM + 1];
} last_time;

/* Does a format show sub-second digits (%N, with any flags)?  */
static bool
shows_nanoseconds (bool recent)
{
  static signed char shows[2] = { -1, -1 };
  if (shows[recent] < 0)
    shows[recent] = strchr (ls.long_time_format[recent], 'N') != NULL;
  return shows[recent];
}

static size_t
format_time_cached (char *buf, bool recent, struct timespec when)
{
  if (! shows_nanoseconds (recent))
    when.tv_nsec = 0;
  if (last_time.valid && last_time.recent == recent
      && timespec_cmp (last_time.when, when) == 0)
    {
      memcpy (buf, last_time.buf, last_time.len);
      return last_time.len;
    }
  struct tm tm;
  if (! localtime_rz (ls.tz, &when.tv_sec, &tm))
    return 0;
  size_t s = format_tm (buf, TIME_STAMP_LEN_MAXIMUM + 1, recent, &tm,
                        when.tv_nsec);
  last_time.valid = 0 < s;
  last_time.recent = recent;
  last_time.when = when;
  last_time.len = s;
  memcpy (last_time.buf, buf, s);
  return s;
}

/* Write F's time WHEN with its trailing space into BUF (at least
   TIME_STAMP_LEN_MAXIMUM + 2 bytes); return the length.  */
size_t
format_long_time (char *buf, size_t size, struct fileinfo const *f,
                  struct timespec when, bool ok)
{
  size_t s = 0;
  buf[0] = '\1';

  if (f->stat_ok && ok)
    {
      /* The clock is read again only for a file from the future.  */
      if (timespec_cmp (current_time, when) < 0)
        clock_gettime (CLOCK_REALTIME, &current_time);
      struct timespec six_months_ago = current_time;
      six_months_ago.tv_sec -= SIX_MONTHS;
      bool recent = (timespec_cmp (six_months_ago, when) < 0
                     && timespec_cmp (when, current_time) < 0);
      s = format_time_cached (buf, recent, when);
    }

  if (s || ! buf[0])
    {
      buf[s++] = ' ';
      return s;
    }

  /* No format fits: the seconds since the epoch, or "?".  */
  char ibuf[INT_BUFSIZE_BOUND (intmax_t)];
  return snprintf (buf, size, "%*s ", long_time_expected_width (),
                   f->stat_ok && ok ? imaxtostr (when.tv_sec, ibuf) : "?");
}
