#!/bin/bash
# stat's file directives, each alone and all together, on every kind of
# file the fixture has (tests/stat/lib.sh), with and without -L; the
# default, -t and --printf formats; %N under each QUOTING_STYLE; the
# human times under several time zones.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/stat/lib.sh"

letters=(a A b B C d D f F g G h i m n N o r R s t T u U w W x X y Y z Z
         Hd Ld Hr Lr Hx Lq H L e '%' q)
all=$(printf '%%%s|' "${letters[@]}")

for f in "${fixture_files[@]}"; do
  queue_ -c "$all" "$f"
  queue_ -L -c "$all" "$f"
  queue_ "$f"
  queue_ -L "$f"
  queue_ -t "$f"
  queue_ -tL "$f"
  queue_ --printf='%n\n%N\t%A\\%C\n' "$f"
  for l in "${letters[@]}"; do
    queue_ -c "%$l" "$f"
  done
done
# Several operands, some failing, in one run.
queue_ reg missing lab_unl link
queue_ -c '%n %C' lab lab_unl lab_empty reg dir
queue_ -t -- "${fixture_files[@]}"
run_queue_ stat $ref "$ours"

# %N's quoting, and the default format, which ignores QUOTING_STYLE.
names=("${odd_names[@]/#-/./-}" 'link to odd' $'link\xff' link dangling)
for q in literal shell shell-always shell-escape shell-escape-always c \
         c-maybe escape locale clocale sh esc lit bogus '' UNSET; do
  for f in "${names[@]}"; do
    queue_ -c '%N' "$f"
    queue_ -c '[%-30N]' "$f"
    queue_ -c '%%N %n' "$f"
    queue_ "$f"
  done
  if [ "$q" = UNSET ]; then
    (unset QUOTING_STYLE; run_queue_ stat $ref "$ours")
  else
    QUOTING_STYLE=$q run_queue_ stat $ref "$ours"
  fi
done

# Times in other zones (and a zone that is not one).
for tz in UTC0 Asia/Kolkata America/St_Johns '<+0530>-5:30' Bogus/Zone \
          'EST5EDT,M3.2.0,M11.1.0' ''; do
  for f in reg sub sub/deep dir link; do
    queue_ -c '%w|%x|%y|%z' "$f"
    queue_ "$f"
  done
  TZ=$tz run_queue_ stat $ref "$ours"
done

# With SELinux enabled (as the shim says; the kernel's own is checked in
# tests/vm/guest/checks/65-stat.sh): the Context: line and -t's %C.
[ -f "$shim" ] || framework_failure_ "$shim is not built"
for f in "${fixture_files[@]}"; do
  queue_ "$f"
  queue_ -t "$f"
  queue_ -L "$f"
  queue_ -c '%C' "$f"
done
queue_ -f -t /proc
queue_ -f /sys
SHIM_SELINUX=1 LD_PRELOAD=$shim run_queue_ stat $ref "$ours"
finish_
