# cp and mv on the live kernel: ours and GNU's (/vm/ref/cp, /vm/ref/mv,
# copied in with their libraries, see VM_REFS) run the same command on
# two identical scratch trees and must leave identical labels, print the
# same bytes and exit with the same status: a plain copy (the kernel's
# default for the directory), -p, --preserve=context, -a, -Z,
# --context=CTX, mv within a file system and across (tmpfs to the root
# file system), mv -Z.

group_ "cp and mv: ours against GNU's on the live kernel" cp mv
for cz_tool in cp mv; do
  [ -x /vm/ref/$cz_tool ] || [ -n "$skip_reason_" ] ||
    skip_reason_="no GNU $cz_tool in the guest (/vm/ref/$cz_tool; VM_REFS)"
done

# A side's trees: S=/tmp/cpz-SIDE on the tmpfs, with out -> the root file
# system's /etc/cpz-SIDE (so that the names in messages are the same and
# file_contexts gives -Z something to say: /etc/.* is etc_t).
cpz_tree_ () {
  cz_s=/tmp/cpz-$1 cz_dst=/etc/cpz-$1
  rm -rf "$cz_s" "$cz_dst"
  mkdir -p "$cz_s/d/sub" "$cz_dst/in" || return 1
  printf 'f\n' > "$cz_s/f"; printf 'g\n' > "$cz_s/g"
  printf 'a\n' > "$cz_s/d/a"; printf 'b\n' > "$cz_s/d/sub/b"
  ln -s f "$cz_s/sl"
  printf 'old\n' > "$cz_dst/in/old"
  ln -s "$cz_dst" "$cz_s/out"
  chcon -R -t user_home_t "$cz_s/f" "$cz_s/d" &&
    chcon -h -t user_home_t "$cz_s/sl" &&
    chcon -R -t tmp_t "$cz_dst/in"
}

# cpz_labels_ SIDE: every path under both trees with its raw label.
cpz_labels_ () {
  for cz_r in /tmp/cpz-$1 /etc/cpz-$1; do
    (cd "$cz_r" && find . | sort | while IFS= read -r cz_p; do
       printf '%s %s\n' "$cz_p" "$(/vm/bin/filecon "$cz_p" 2>&1)"
     done)
  done
}

# same_cpmv_ TOOL ARGS...: GNU's TOOL and ours, each in its own fresh
# tree (cwd /tmp/cpz-SIDE), in the C locale.
same_cpmv_ () {
  cz_tool=$1; shift
  skipping_ "$cz_tool $*" && return 0
  mkdir -p /run/cpz
  for cz_side in ref our; do
    if ! cpz_tree_ $cz_side 2> /run/cpz/setup; then
      not_ok_ "$cz_tool $* (GNU's labels)" "setup failed" "$(cat /run/cpz/setup)"
      return 0
    fi
    if [ $cz_side = ref ]; then
      (cd /tmp/cpz-ref && export LC_ALL=C && exec -a $cz_tool /vm/ref/$cz_tool "$@")
    else
      (cd /tmp/cpz-our && export LC_ALL=C && $cz_tool "$@")
    fi > /run/cpz/$cz_side.out 2> /run/cpz/$cz_side.err
    echo $? > /run/cpz/$cz_side.rc
    cpz_labels_ $cz_side > /run/cpz/$cz_side.labels
  done
  report_sides_ "$cz_tool $* (GNU's labels)" /run/cpz labels
  rm -rf /run/cpz/* /tmp/cpz-ref /tmp/cpz-our /etc/cpz-ref /etc/cpz-our
}

cz_ctx=system_u:object_r:etc_t:s0
for cz_a in "f out/in/" "f out/in/old" "-r d out/in/" "f g d/"; do
  for cz_o in "" -p --preserve=context -a -Z "--context=$cz_ctx"; do
    # shellcheck disable=SC2086
    same_cpmv_ cp $cz_o $cz_a
  done
done
same_cpmv_ cp -aZ d out/in/
same_cpmv_ cp --preserve=all f out/in/old
same_cpmv_ cp -Z --preserve=context f out/in/
same_cpmv_ cp --context=no_such_t f out/in/
same_cpmv_ cp --parents -Z d/a out/in/
for cz_a in "f g" "f d/" "f out/in/" "f out/in/old" "d out/in/" \
            "out/in/old f"; do
  for cz_o in "" -Z; do
    # shellcheck disable=SC2086
    same_cpmv_ mv $cz_o $cz_a
  done
done
same_cpmv_ mv -Zv d/sub d/a out/in/
