# Sourced by tests/cp/faults-N.sh, which sets part (1..3): part 1 EIO
# and later failures, part 2 EPERM and real faults (a full tmpfs, ramfs
# without xattrs), part 3 ENOSPC and an unprivileged user.
# Faults never lose data: calls made to fail by an LD_PRELOAD shim
# (EIO, EPERM, ENOSPC on reads, writes, creates, attribute calls,
# renames and removals), a full tmpfs, ramfs without xattrs, an
# unreadable source.  GNU's cp/mv and ours run under the same shim; the
# output, the status and the trees afterwards must match, and the
# sources must be intact wherever GNU keeps them.
. "$abs_top_srcdir/tests/init.sh"
. "$abs_top_srcdir/tests/cp/lib.sh"
require_ref_ /usr/bin/cp /usr/bin/mv
shim=$builddir/tests/cp/fault.so
[ -f "$shim" ] || framework_failure_ "$shim not built"

# fault_ OP ERRNO PATH TOOL ARGS...: one case under the shim.
# The shim applies to the tools only, never to the fixtures' making.
# The tree comparison covers the sources: what GNU keeps, ours keeps.
# mcase_ ARGS...: case_ with only the file systems ARGS name mounted,
# for fewer processes per case.
mcase_ () {
  local m
  mounts=
  for m in o r s; do
    case " $* " in *" $m "*|*" $m/"*) mounts="$mounts $m" ;; esac
  done
  case_ "$@"
}

fault_ () {
  local op=$1 err=$2 path=$3; shift 3
  tool_env=(FAULT_OP=$op FAULT_ERRNO=$err FAULT_PATH=$path LD_PRELOAD=$shim
            ${FAULT_AFTER:+FAULT_AFTER=$FAULT_AFTER})
  mcase_ "$@"
  tool_env=()
}

errs=(EIO EPERM ENOSPC)
for err in "${errs[part - 1]}"; do
  for tool_args in "cp f y" "cp big y" "cp sp y" "cp big dst" "cp -a d y" \
                   "cp -r d dd" "mv big o/" "mv d o/" "mv lab o/y" \
                   "cp --sparse=always sp y" "cp --reflink=never big y"; do
    tool=${tool_args%% *}; args=${tool_args#* }
    # shellcheck disable=SC2086
    fault_ read $err "" $tool $args
    # shellcheck disable=SC2086
    fault_ write $err "" $tool $args
    # shellcheck disable=SC2086
    fault_ copy_file_range $err "" $tool $args
    # shellcheck disable=SC2086
    fault_ open $err /t/y $tool $args
    # shellcheck disable=SC2086
    fault_ fchown $err "" $tool -p $args
    # shellcheck disable=SC2086
    fault_ fchmod $err "" $tool -p $args
    # shellcheck disable=SC2086
    fault_ utimens $err "" $tool -p $args
    # shellcheck disable=SC2086
    fault_ setxattr $err "" $tool -a $args
  done
  for a in "d o/" "f o/" "big o/x" "d/sub o/"; do
    # shellcheck disable=SC2086
    fault_ unlink $err "" mv $a
    # shellcheck disable=SC2086
    fault_ rename $err "" mv $a
    # shellcheck disable=SC2086
    fault_ write $err "" mv $a
  done
done

# Later failures: the Nth matching call fails (part 1).
[ "$part" = 1 ] && for n in 1 2 3 5; do
  FAULT_AFTER=$n fault_ write EIO "" mv d o/
  FAULT_AFTER=$n fault_ open EIO /t/o/ mv d o/
  FAULT_AFTER=$n fault_ unlink EPERM "" mv d o/
  FAULT_AFTER=$n fault_ open EIO /t/y cp -r d y
done

# Real faults: a full tmpfs, ramfs without xattrs (part 2).
[ "$part" = 2 ] && for a in "big s/" "big sp lab s/" "-a d s/" "-a tpl s/"; do
  # shellcheck disable=SC2086
  mcase_ cp $a
done
[ "$part" = 2 ] && for a in "big s/" "d s/" "big f s/"; do
  # shellcheck disable=SC2086
  mcase_ mv $a
done
[ "$part" = 2 ] && for o in "" -a -p --preserve=all --preserve=xattr "-a --preserve=xattr" \
         --preserve=mode --attributes-only; do
  for a in "lab r/" "acl r/" "lab acl d r/" "-r d r/"; do
    # shellcheck disable=SC2086
    mcase_ cp $o $a
  done
done
[ "$part" = 2 ] && for a in "lab r/" "acl r/" "d r/" "lab acl sp r/"; do
  # shellcheck disable=SC2086
  mcase_ mv $a
done
# Unreadable sources, an unwritable target: an unprivileged user (part 3).
wrap="setpriv --reuid=65534 --regid=65534 --clear-groups"
[ "$part" = 3 ] && for a in "f y" "ro y" "-a d y" "lab y" "-r d2 y" "-p lab o/"; do
  # shellcheck disable=SC2086
  mcase_ cp $a
done
wrap=
finish_
