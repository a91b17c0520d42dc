#!/bin/bash
# install with SELinux "enabled" on this kernel without it (an LD_PRELOAD
# shim, tests/cp/selinux-sim.c, for GNU's install and ours alike) and a
# file_contexts of our own bound over /etc/selinux in the test's private
# mount namespace: the default relabel after each install (absolute
# names only, the whole context, <<none>>, no entry), its warnings,
# --preserve-context, -C comparing contexts.  The kernel ignores
# creation contexts here, so what is compared is what each sets on the
# files afterwards; with SIM_REFUSE every creation under a creation
# context is refused, and ours must then make the file as GNU's does.
# -Z needs the kernel's computation and is checked in tests/vm.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/install
shim=$builddir/tests/cp/selinux-sim.so
[ -f "$shim" ] || framework_failure_ "$shim not built"

mkdir -p sel/targeted/contexts/files || framework_failure_ "sel"
printf 'SELINUX=enforcing\nSELINUXTYPE=targeted\n' > sel/config
cat > sel/targeted/contexts/files/file_contexts <<'FC'
.*/t/d2(/.*)?	system_u:object_r:etc_t:s0
.*/t/dd/.*	--	unconfined_u:object_r:user_home_t:s0-s0:c0.c1023
.*/t/dd/f	<<none>>
.*/t/r(/.*)?	system_u:object_r:tmp_t:s0
FC
mount --bind sel /etc/selinux || framework_failure_ "cannot bind /etc/selinux"

T=$work/t
for refuse in no yes; do
  tool_env=(LD_PRELOAD=$shim)
  [ $refuse = no ] || tool_env+=(SIM_REFUSE=1)
  while IFS= read -r args; do
    [ -n "$args" ] || continue
    args=${args//@/$T}
    # shellcheck disable=SC2086
    case_ install $args
  done <<'LIST'
f @/d2/x
-v f @/d2/x
f d2/x
lab @/d2/x
-m 600 -o nobody f @/d2/x
f e @/d2
-v -t @/dd f d/a lab
-D f @/d2/a/b/c
-D f @/dd/a/b
-d @/d2/a @/dd/b
-b f @/dd/f
f @/dd/f
f @/dd/new
f @/y
f @/r/x
cdev @/d2/z
-p f @/d2/x
-s --strip-program=true f @/d2/x
--preserve-context lab @/d2/x
--preserve-context f @/d2/x
--preserve-context el @/d2/x
--preserve-context -C lab @/d2/x
--preserve-context lab -v -t @/dd
-C f @/dd/new
--context=system_u:object_r:tmp_t:s0 f @/d2/x
--preserve-context -Z f y
--preserve-context --context=x f y
LIST
done
tool_env=()

# -C and contexts: a destination identical in all but its context is
# replaced only with --preserve-context.
(cd tpl && cp lab k && chmod 755 k && setfattr -n security.selinux -v "$L2" k &&
 cp lab k2 && chmod 755 k2 && touch -t $OLD k k2) || framework_failure_ "k"
tool_env=(LD_PRELOAD=$shim)
for args in "-C lab k" "-Cv lab k" "-C --preserve-context lab k" \
            "-Cv --preserve-context lab k" "-Cv --preserve-context lab k2" \
            "-Cv --preserve-context k2 k" "-Cv --preserve-context lab lab"; do
  # shellcheck disable=SC2086
  case_ install $args
done
tool_env=()
finish_
