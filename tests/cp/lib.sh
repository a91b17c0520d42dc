# Sourced by the cp and mv tests after tests/init.sh.  Each test runs in
# a private mount namespace with its trees on a scratch tmpfs, so a bug
# can only hurt scratch files.  A case builds two identical trees (one
# for GNU's tool, one for ours) from a template, runs the command in
# each, and compares stdout, stderr, exit status and a dump of the tree
# afterwards.

require_root_
require_cmd_ unshare setfattr getfattr setfacl
[ -x "$builddir/tests/cp/treedump" ] || framework_failure_ "tests/cp/treedump not built"
if [ -z "${CPMV_IN_NS:-}" ]; then
  case $0 in /*) self=$0 ;; *) self=$abs_top_builddir/$0 ;; esac
  cd / && rmdir "$work"
  CPMV_IN_NS=1 exec unshare -m --propagation private /bin/bash "$self" "$@"
fi
mount -t tmpfs -o size=256m,mode=0755 scratch "$work" ||
  framework_failure_ "cannot mount a scratch tmpfs"
cd "$work" || framework_failure_ "cd $work"
cleanup_ () { cd /; umount -R "$work" 2>/dev/null; }

OLD=200102030405.06            # fixture timestamps: kept ones show as such
L1=system_u:object_r:user_home_t:s0
L2=unconfined_u:object_r:tmp_t:s0-s0:c0.c1023

# The template tree every case starts from, built once in ./tpl.
build_template_ () {
  mkdir tpl && cd tpl || framework_failure_ "tpl"
  printf 'hello\n' > f
  : > e
  printf 'old dest\n' > dst
  printf 'exec\n' > x && chmod 755 x
  printf 'ro\n' > ro && chmod 444 ro
  printf 'suid\n' > sx && chmod 4755 sx
  printf 'linked\n' > h1 && ln h1 h2
  printf 'space\n' > 'sp ace'
  truncate -s 1M sp && printf data >> sp && truncate -s 2M sp
  head -c 300000 /dev/urandom > big
  printf 'labelled\n' > lab
  setfattr -n security.selinux -v "$L1" lab
  setfattr -n user.note -v hi lab
  setfattr -n trusted.t -v 1 lab
  printf 'acl\n' > acl && setfacl -m u:nobody:rw acl
  printf 'empty label\n' > el && setfattr -n security.selinux -v '' el
  ln -s f sl
  ln -s nowhere dl
  ln -s d dsl
  setfattr -h -n security.selinux -v "$L2" sl
  mkfifo p
  mknod cdev c 1 3
  mkdir -p d/sub dd/sub d2
  printf a > d/a; printf b > d/b; printf c > d/sub/c
  ln -s a d/ln
  ln h1 d/h3
  ln -s .. d/sub/up
  setfattr -n security.selinux -v "$L2" d/sub
  setfattr -n user.x -v y d/b
  printf 'old f\n' > dd/f; printf 'old a\n' > dd/a
  # Two sources named alike, a level down: cp -r d/sub dd/sub.
  printf 'old c\n' > dd/sub/c
  chmod 750 d2
  printf n > d2/n
  find . -exec touch -h -t $OLD {} +
  touch -t 200001010000 dst dd/f
  cd .. || exit 99
}

# dump_tree_ DIR: what is compared about a tree (tests/cp/treedump.c).
dump_tree_ () { "$builddir/tests/cp/treedump" "$1"; }

# The mounts fresh_ made in ./t, to be undone before it goes.
mounted=
untree_ () {
  local m
  for m in $mounted; do
    umount "t/$m" || framework_failure_ "umount $m"
  done
  mounted=
}

# fresh_ MOUNTS: a new ./t from the template; MOUNTS lists extra file
# systems inside it: o (another tmpfs), r (ramfs), s (a 64 KiB tmpfs).
fresh_ () {
  if [ -d t ]; then untree_; rm -rf t; fi
  /usr/bin/cp -a tpl t || framework_failure_ "template copy"
  local m
  for m in $1; do
    mkdir -p t/$m
    case $m in
      o) mount -t tmpfs other t/o ;;
      r) mount -t ramfs ram t/r ;;
      s) mount -t tmpfs -o size=64k small t/s ;;
      d/mnt) mount -t tmpfs inner t/d/mnt && printf m > t/d/mnt/m ;;
    esac || framework_failure_ "mount $m"
    mounted="$m $mounted"
  done
  # An unprivileged run needs somewhere to write.
  [ -z "$wrap" ] || chmod 1777 t
}

# judge_ WHAT RS OS: compare the two runs left in R/ and O/ (output,
# errors, tree) and their statuses; report a mismatch in locale $loc.
# One diff for the three files: the cases are many.
judge_ () {
  if [ "$2" = "$3" ] && diff -rq R O >/dev/null
  then :
  else
    for f in out err labels; do mv R/$f ref.$f; mv O/$f our.$f; done
    report_mismatch_ "$loc" "${wrap:+[$wrap] }$1" "$2" "$3"
  fi
}

mounts=
stdin_text=
tool_env=()
# case_ TOOL ARGS...: run GNU's TOOL and ours on fresh trees with ARGS,
# in each locale; compare.  $mounts, $stdin_text, $wrap and the
# VAR=VALUE words of tool_env (for the tools only, not the fixtures)
# apply.
case_ () {
  local tool=$1 loc rs os; shift
  local ref=/usr/bin/$tool ours=$builddir/src/cp/$tool
  # An unprivileged user may not reach the build tree (a clone under a
  # 0700 directory): it runs a copy from the scratch tmpfs.
  if [ -n "$wrap" ]; then
    [ -x "$work/bin/$tool" ] || { mkdir -p "$work/bin" && cp "$ours" "$work/bin/"; } ||
      framework_failure_ "copying $ours"
    ours=$work/bin/$tool
  fi
  for loc in $locales; do
    cases=$((cases + 1))
    fresh_ "$mounts"
    (cd t || exit 99; [ ${#tool_env[@]} = 0 ] || export "${tool_env[@]}"
     printf '%s' "$stdin_text" |
       LC_ALL=$loc run_as_ "$tool" "$ref" "$@") >R/out 2>R/err
    rs=$?
    dump_tree_ t >R/labels
    fresh_ "$mounts"
    (cd t || exit 99; [ ${#tool_env[@]} = 0 ] || export "${tool_env[@]}"
     printf '%s' "$stdin_text" |
       LC_ALL=$loc run_as_ "$tool" "$ours" "$@") >O/out 2>O/err
    os=$?
    dump_tree_ t >O/labels
    judge_ "$tool $*" $rs $os
  done
  untree_
  rm -rf t ref.* our.* R/* O/*
}

# scase_ SCRIPT: like case_, for GNU's own tests, which run several
# commands: SCRIPT runs in bash in ./t with `cp`, `mv` and `install`
# first in PATH, GNU's in one run, ours in the other; all its output, its
# status and the tree are compared.
scase_ () {
  local loc rs os d
  for d in rbin obin; do
    [ -d "$work/$d" ] && continue
    mkdir -p "$work/$d" || framework_failure_ "mkdir $d"
    for t in cp mv install; do
      if [ $d = rbin ]; then ln -s /usr/bin/$t "$work/$d/$t"
      else cp "$builddir/src/cp/$t" "$work/$d/$t"; fi ||
        framework_failure_ "$d/$t"
    done
  done
  for loc in $locales; do
    cases=$((cases + 1))
    fresh_ "$mounts"
    (cd t && PATH=$work/rbin:$PATH LC_ALL=$loc $wrap /bin/bash -c "$1") \
      >R/out 2>R/err
    rs=$?
    dump_tree_ t >R/labels
    fresh_ "$mounts"
    (cd t && PATH=$work/obin:$PATH LC_ALL=$loc $wrap /bin/bash -c "$1") \
      >O/out 2>O/err
    os=$?
    dump_tree_ t >O/labels
    judge_ "script: $1" $rs $os
  done
  untree_
  rm -rf t ref.* our.* R/* O/*
}

build_template_
mkdir R O || framework_failure_ "mkdir R O"
