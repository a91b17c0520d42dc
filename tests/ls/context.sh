#!/bin/bash
# Security contexts: -Z in every format, labels of every kind (long MLS
# ranges, none, empty, one NUL byte, no NUL, unlabeled, huge), a symlink
# labelled unlike its target, the 11th mode column with and without -Z,
# ACLs, a file system without xattrs.
. "$abs_top_srcdir/tests/ls/lib.sh"

fmts=(-Z -lZ -1Z -CZ -xZ -mZ -gZ -oZ -nZ -sZ -iZ -isZ -lsiZ "-Z --zero"
      "-Zw 80" "-Zw 300" -ZF -lZF "-Z --color=always" "-lZ --color=always"
      -ZQ -Zb "-Z --format=commas" "-Z -D -l" -l -lL -ZL -lZL -ZH -lZH
      -dZ -ldZ -RZ -lRZ "-lZ --time-style=full-iso" "-lZh" -ZS -Zt -ZX -Zr
      "-Z --sort=size" "-lZ --author" -lZG -lZo -lZg "-lZ --si")
targets=(labels acls ramfs "labels/normal labels/none" "labels/empty labels/unlabeled labels_nul/normal"
         "labels/sl_other labels/normal" "labels/sl_dir labels/sl_dangling labels/sl_unl"
         "labels/dir" "labels/mls_long labels/withnul labels/nonul"
         "acls/acl_lab acls/plain acls/dflt" "types" "ramfs/a ramfs/l labels/normal"
         "labels/huge" "labels/newline labels/spaces" "labels acls")
for f in "${fmts[@]}"; do
  for t in "${targets[@]}"; do
    # shellcheck disable=SC2086
    c_ $f $t
  done
done
for p in @dir @vdir; do
  c_ $p -Z labels
  c_ $p -Z acls ramfs
done
c_ --context labels
c_ --cont -l labels
c_ @tty -Z labels
c_ @tty -lZ acls
# A security.selinux value of one NUL byte: libselinux's empty context
# "", which GNU ls shows as an empty field with the '.' indicator.
for f in -Z -lZ -l -CZ -xZ -mZ -1Z -gZ "-Z --color=always" "-l --color=always" \
         "-lZ --color=always" -dZ -RZ -LZ -ZQ "-Z --zero"; do
  # shellcheck disable=SC2086
  c_ $f labels_nul
  # shellcheck disable=SC2086
  c_ $f labels_nul/nul
  # shellcheck disable=SC2086
  c_ $f labels_nul/nul labels_nul/normal labels_nul/none
done
run_cases_
finish_
