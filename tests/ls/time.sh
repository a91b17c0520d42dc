#!/bin/bash
# Time styles, TIME_STYLE, the six-month rule, times before 1970 and
# after 2038, TZ.
. "$abs_top_srcdir/tests/ls/lib.sh"

styles=(full-iso long-iso iso locale posix-full-iso posix-long-iso
        posix-iso posix-locale "+%Y" "+%s.%N %Z" "+%b %e %H:%M:%S"
        $'+%Y-%m-%d\n%m-%d %H:%M' $'+old\nrecent' "+" "+%%%" "+%c"
        "+%-d %_H %^a %#Z %::z %:::z" "posix-+%F" full long
        "+%10Y %Ez %Oy")
for s in "${styles[@]}"; do
  c_ -l "--time-style=$s" times
  c_ -lu "--time-style=$s" times
  c_ -g --full-time "--time-style=$s" times/epoch
  c_ TIME_STYLE="$s" -l times
  c_ TIME_STYLE="$s" -l --time-style=long-iso times
  c_ TIME_STYLE="$s" -o -Z times/leap_ns times/y1
done
for o in -l -lu -lc --full-time -lt -lut -lct "-l --time=birth" \
         "-l --time=birth --time-style=full-iso" -lo "-l -D" -g -n; do
  for tz in UTC0 Europe/Paris America/St_Johns Asia/Kathmandu \
            Pacific/Kiritimati Australia/Lord_Howe "<+0130>-1:30" junk \
            ":Nonexistent/Zone" ""; do
    # shellcheck disable=SC2086
    c_ TZ="$tz" $o times
  done
  # shellcheck disable=SC2086
  c_ @unset=TZ $o times
done
c_ --full-time types
c_ --full-time -Z labels
c_ -l --time-style=locale @dir times
c_ @vdir times
c_ @vdir --time-style=long-iso -t times
# Times before the epoch sorted with -t/-r, in zones on both sides of UTC
# and with an empty or unknown TZ (GNU still shows the year).
for tz in UTC0 Europe/Paris America/St_Johns Asia/Kathmandu "" junk; do
  c_ TZ="$tz" -ltr times
  c_ TZ="$tz" -lt times
  c_ TZ="$tz" -lr times
done
run_cases_
finish_
