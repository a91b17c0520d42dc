# Sourced by the ls tests (bash): a private mount namespace, the fixture
# tree on a scratch tmpfs, and a batched comparison of our ls, dir and
# vdir with GNU's.
#
# A test registers cases with c_ and runs them all with run_cases_:
#   c_ [@dir|@vdir] [@tty] [@nobody] [VAR=VALUE]... [@unset=VAR]... ARGS...
# @dir/@vdir run that front end instead of ls; @tty runs it on a
# pseudo-terminal (script(1), 80 columns, stdout and stderr merged);
# @nobody runs it as uid/gid 65534.  Each case runs from the fixture's
# root in C and C.UTF-8.  All reference runs of a locale write one
# stream, all of ours another; one cmp judges the batch, and only the
# cases that differ are run again for a diff.
#
# OURS_LS_DIR=DIR tests DIR/ls, DIR/dir and DIR/vdir instead of the
# build's (e.g. a copy of GNU's, to check the harness itself).

# Root, and a private mount namespace for the scratch tmpfs.
if [ -z "${SECTX_TEST_IN_NS-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null &&
     unshare -m --propagation private true 2>/dev/null; then
    SECTX_TEST_IN_NS=1 exec unshare -m --propagation private /bin/bash "$0" "$@"
  fi
  echo "SKIP: needs root and a private mount namespace (unshare -m)" >&2
  exit 77
fi

. "$abs_top_srcdir/tests/init.sh"

ref_dir=/usr/bin
ours_dir=${OURS_LS_DIR:-$builddir/src/ls}
require_ref_ $ref_dir/ls $ref_dir/dir $ref_dir/vdir
for p in ls dir vdir; do
  [ -x "$ours_dir/$p" ] || skip_ "our $p is not built ($ours_dir/$p): ls is missing"
done
require_cmd_ setfattr setfacl mknod script setpriv python3

# A fixed environment: every variable ls reads is unset unless a case
# sets it.
unset LS_COLORS COLUMNS TABSIZE TIME_STYLE QUOTING_STYLE BLOCK_SIZE \
  LS_BLOCK_SIZE BLOCKSIZE POSIXLY_CORRECT COLORTERM LANG LANGUAGE \
  LC_ALL LC_CTYPE LC_TIME LC_COLLATE LC_MESSAGES LC_NUMERIC
export TZ=UTC0 TERM=xterm

chmod 755 "$work"
# The batches' outputs go to $out, made before the fixture, so that the
# fixture's '..' ($work) never changes between the runs.
out=$work/batch
mkdir "$out" || framework_failure_ "mkdir $out"
# Copies of our programs that nobody's cases can run: a clone under a
# 0700 directory (mktemp -d) hides the build tree from that user.
mkdir "$work/bin" && cp "$ours_dir/ls" "$ours_dir/dir" "$ours_dir/vdir" "$work/bin/" ||
  framework_failure_ "copying our programs to $work/bin"
ours_dir=$work/bin
fx=$work/fx
mkdir "$fx" && mount -t tmpfs -o noatime,size=64m,mode=755 ls-fixture "$fx" ||
  framework_failure_ "cannot mount a tmpfs on $fx"
cleanup_ () { cd / && umount -R "$fx" 2>/dev/null; }

# ---- The fixture ----------------------------------------------------

# Labels, queued and written in one setfattr call.
labels_=
label_ () { labels_+="# file: $1"$'\n'"security.selinux=$2"$'\n\n'; }
labels_done_ () {
  printf '%s' "$labels_" | setfattr -h --restore=- ||
    framework_failure_ "setfattr --restore"
  labels_=
}

L1='"system_u:object_r:etc_t:s0"'
L2='"unconfined_u:object_r:user_home_t:s0-s15:c0.c1023"'

now=$(date +%s)
half_year=15778476    # GNU's six months: 31556952 / 2 seconds
stamp_ () { touch -h -d "@$1" -- "${@:2}"; }

fx_types_ () {
  mkdir types && cd types || return
  printf 'hello\n' > reg; : > empty; printf '#!/bin/sh\n' > exe
  chmod 755 exe
  mkdir dir dir_empty; touch dir/inside
  mkfifo fifo
  python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' sock
  mknod chr c 1 3; mknod blk b 7 0; mknod chr_big c 4095 1048575
  ln reg hardlink; ln exe hardlink_exe
  ln -s reg sl_reg; ln -s dir sl_dir; ln -s nowhere sl_dangling
  ln -s sl_loop2 sl_loop1; ln -s sl_loop1 sl_loop2; ln -s sl_self sl_self
  ln -s sl_dir sl_sl_dir; ln -s "$PWD/reg" sl_abs; ln -s fifo sl_fifo
  ln -s chr sl_chr; ln -s sock sl_sock; ln -s exe sl_exe
  ln -s dir/inside sl_deep; ln -s ../types sl_up
  ln -s 'target with space' sl_space
  for f in *; do stamp_ 1600000000 "$f"; done
  cd ..
}

fx_modes_ () {
  mkdir modes && cd modes || return
  local m
  for m in 0000 0001 0002 0004 0010 0020 0040 0100 0200 0400 0644 0755 \
           0777 1000 1644 1755 2000 2644 2755 4000 4644 4755 6755 7777; do
    : > "f$m"; chmod "$m" "f$m"
  done
  for m in 0000 0700 0755 0777 0707 1777 1755 1700 2755 3777; do
    mkdir "d$m"; chmod "$m" "d$m"
  done
  for f in *; do stamp_ 1600000000 "$f"; done
  cd ..
}

fx_sizes_ () {
  mkdir sizes && cd sizes || return
  local s
  for s in 0 1 999 1000 1023 1024 1025 4095 4096 4097 10239 10240 999999 \
           1000000 1048575 1048576 1048577; do
    head -c "$s" /dev/zero > "s$s"
  done
  truncate -s 1G sparse_1G; truncate -s 1T sparse_1T
  truncate -s 999T sparse_999T; truncate -s 8E sparse_8E 2>/dev/null ||
    truncate -s 4E sparse_4E
  head -c 65536 /dev/urandom > dense_64k
  { head -c 8192 /dev/zero; } > part && truncate -s 1M part
  for s in *; do stamp_ 1600000000 "$s"; done
  cd ..
}

fx_owners_ () {
  mkdir owners && cd owners || return
  touch root daemon nobody noname noname_grp bigid mixed
  chown 1:1 daemon; chown 65534:65534 nobody; chown 12345:54321 noname
  chown 0:54321 noname_grp; chown 4294967294:4294967294 bigid
  chown 1:65534 mixed
  for f in *; do stamp_ 1600000000 "$f"; done
  cd ..
}

fx_times_ () {
  mkdir times && cd times || return
  touch epoch before_epoch int32_min before_int32 int32_max after_int32 \
        y9999 y10000 y_max y1 recent_edge old_edge hour_ago tomorrow future \
        leap_ns dst_gap y2k_eve
  stamp_ 0 epoch; stamp_ -1 before_epoch; stamp_ -2147483648 int32_min
  stamp_ -2147483649 before_int32; stamp_ 2147483647 int32_max
  stamp_ 2147483648 after_int32; stamp_ 253402300799 y9999
  stamp_ 253402300800 y10000; stamp_ 67767976233532799 y_max 2>/dev/null
  stamp_ -62135596800 y1 2>/dev/null
  stamp_ $((now - half_year + 86400)) recent_edge
  stamp_ $((now - half_year - 86400)) old_edge
  stamp_ $((now - 3600)) hour_ago; stamp_ $((now + 86400)) tomorrow
  stamp_ $((now + 3 * half_year)) future
  touch -h -d '2020-02-29 12:34:56.123456789' leap_ns
  touch -h -d '2021-03-28 01:30:00' dst_gap
  touch -h -d '1999-12-31 23:59:59.999999999' y2k_eve
  touch -a -d '@1000000000' recent_edge; touch -m -d "@$((now - half_year + 86400))" recent_edge
  touch -a -d '@2000000000' epoch; touch -m -d '@0' epoch
  ln -s epoch sl_epoch; stamp_ 1234567890 sl_epoch
  cd ..
}

# Every awkward byte in names, and names that sort in telling ways.
fx_names_ () {
  mkdir names && cd names || return
  local n
  for n in 'a b' $'nl\nx' $'tab\tx' "q'uote" 'd"q' 'back\slash' \
           $'ctl\001a' $'del\177' $'esc\033[31m' $'bad\x80\xff' $'\xc3' \
           'é' $'e\xcc\x81' '漢字' '😀smile' $'zw\xe2\x80\x8bsp' \
           $'rtl\xe2\x80\xaex' '-dash' '~tilde' '#hash' '=eq' 'star*' \
           'qm?' 'dol$x' 'bang!' '{br}' '[sq]' 'a:b' 'semi;' 'amp&' \
           'pipe|' 'lt<' 'gt>' 'paren(' '`bt' ' lead' 'trail ' \
           '' 'backup~' '.#lock' '.hidden' '..dots' 'x.c' 'x.C' 'y.TXT' \
           'a.tar.gz' 'b.tar' 'noext' 'z.' 'file1' 'file10' 'file2' \
           'file1.0' 'file1.10' 'file1.9' 'file01' 'file_1' 'v1.2.3' \
           'v1.2.10' 'v1.2.3a' 'v1.2.3~rc1' 'A' 'a' 'B' 'b_' \
           "$(printf 'long%.0s' {1..60})"; do
    [ -n "$n" ] && : > "$n"
  done
  mkdir 'dir with space' $'dir\nnl'
  touch 'dir with space/in' $'dir\nnl/in'
  ln -s $'target\nnl' $'sl\tname'
  for n in * .[!.]* ..?*; do stamp_ 1600000000 "$n"; done
  cd ..
}

# Labels of every kind.
fx_labels_ () {
  mkdir labels && cd labels || return
  touch normal mls_long none empty nonul unlabeled withnul huge \
        newline spaces acl_lab
  local cats
  cats=$(seq -s, -f 'c%g' 0 2 1023)
  label_ normal "$L1"; label_ mls_long "\"staff_u:object_r:x_t:s0-s15:$cats\""
  label_ nonul '"u:r:t:s0"'
  label_ withnul 0x753a723a743a733000    # "u:r:t:s0\0"
  label_ unlabeled '"unlabeled"'
  label_ huge "\"system_u:object_r:$(printf 'x%.0s' {1..3000})_t:s0\""
  label_ newline '0x613a623a0a633a64'    # "a:b\nc:d"
  label_ spaces '"a b:c d"'
  label_ acl_lab "$L2"
  mkdir dir; touch dir/a dir/b; label_ dir "$L2"; label_ dir/a "$L1"
  mkfifo fifo; label_ fifo "$L1"
  ln -s normal sl_other; label_ sl_other "$L2"
  ln -s none sl_unl
  ln -s missing sl_dangling; label_ sl_dangling "$L1"
  ln -s dir sl_dir; label_ sl_dir '"u:object_r:lnk_t:s0"'
  labels_done_
  setfattr -n security.selinux -v '' empty 2>/dev/null ||
    setfattr -x security.selinux empty 2>/dev/null
  setfacl -m u:nobody:r acl_lab
  for f in *; do stamp_ 1600000000 "$f"; done
  cd ..
  # A label of one NUL byte (the empty context), apart, with company.
  mkdir labels_nul && cd labels_nul || return
  touch nul normal none
  setfattr -n security.selinux -v 0x00 nul &&
    setfattr -n security.selinux -v '"system_u:object_r:etc_t:s0"' normal
  for f in *; do stamp_ 1600000000 "$f"; done
  cd ..
}

fx_acls_ () {
  mkdir acls && cd acls || return
  touch plain acl_user acl_group acl_mask acl_lab
  mkdir dflt
  setfacl -m u:daemon:rw acl_user; setfacl -m g:nogroup:r acl_group
  setfacl -m u:daemon:rwx,m::r acl_mask; setfacl -m u:1:r acl_lab
  setfacl -d -m u:daemon:rx dflt
  label_ acl_lab "$L1"; labels_done_
  if command -v setcap >/dev/null; then
    printf '#!/bin/sh\n' > cap; chmod 755 cap
    setcap cap_net_raw+ep cap
    printf '#!/bin/sh\n' > cap_lab; setcap cap_chown+ep cap_lab
    label_ cap_lab "$L2"; labels_done_
  fi
  for f in *; do stamp_ 1600000000 "$f"; done
  cd ..
}

# Trees for -R: nesting, links to directories, loops under -L.
fx_tree_ () {
  mkdir -p tree/a/b/c tree/d tree/e/f && cd tree || return
  touch a/1 a/b/2 a/b/c/3 d/4 e/f/5 .hid top
  ln -s .. a/b/c/up_loop; ln -s ../d a/to_d; ln -s a/b sl_ab
  ln -s nowhere d/dangling; mkdir a/.hdir; touch a/.hdir/x
  touch a/keep~ a/b/skip.o
  label_ a "$L1"; label_ a/b/2 "$L2"; labels_done_
  find . -exec touch -h -d @1500000000 {} +
  cd ..
  # A subtree that 'nobody' may not read.
  mkdir -p locked/open locked/shut locked/noexec && touch locked/shut/x locked/noexec/y
  chmod 700 locked/shut; chmod 644 locked/noexec
  find locked -exec touch -h -d @1500000000 {} +
}

# Many names of varied widths, for the column layouts.
fx_many_ () {
  mkdir many && cd many || return
  local i
  for i in $(seq 1 57); do
    : > "$(printf 'n%0*d' $((i % 13 + 1)) "$i")"
  done
  touch 'éé-wide' '漢字漢字' $'\ttab'
  for f in *; do stamp_ 1600000000 "$f"; done
  cd ..
}

# A file system that refuses security.selinux (ramfs).
fx_ramfs_ () {
  mkdir ramfs && mount -t ramfs -o mode=755,noatime ls-ramfs ramfs &&
    touch ramfs/a ramfs/b && mkdir ramfs/d && ln -s a ramfs/l
}

fixture_ () {
  (cd "$fx" && fx_types_ && fx_modes_ && fx_sizes_ && fx_owners_ &&
     fx_times_ && fx_names_ && fx_labels_ && fx_acls_ && fx_tree_ &&
     fx_many_ && fx_ramfs_) || framework_failure_ "cannot build the fixture"
}
fixture_

# ---- Cases ------------------------------------------------------------

ls_cases=()
c_ () { ls_cases+=("$(printf '%q ' "$@")"); }

# run1_ DIR CASE-WORDS...: one case, with the programs of DIR.
run1_ () {
  local d=$1 prog=ls tty= who=; shift
  local -a envs=() unsets=()
  while [ $# -gt 0 ]; do
    case $1 in
      @ls|@dir|@vdir) prog=${1#@};;
      @tty) tty=1;;
      @nobody) who=nobody;;
      @unset=*) unsets+=("${1#@unset=}");;
      *) [[ $1 =~ ^[A-Z_][A-Z0-9_]*= ]] || break; envs+=("$1");;
    esac
    shift
  done
  (
    for e in "${unsets[@]}"; do unset "$e"; done
    for e in "${envs[@]}"; do export "${e?}"; done
    if [ -n "$tty" ]; then
      exec </dev/null
      SHELL=/bin/bash exec script -qec \
        "stty cols 80 rows 24; $(printf '%q ' exec -a "$prog" "$d/$prog" "$@")" \
        /dev/null
    elif [ -n "$who" ]; then
      exec setpriv --reuid=65534 --regid=65534 --clear-groups /bin/bash -c \
        'exec -a "$0" "$@"' "$prog" "$d/$prog" "$@"
    else
      exec -a "$prog" "$d/$prog" "$@"
    fi
  )
}

mark_='@@@ls-case'
# run_batch_ DIR PREFIX: every case with DIR's programs, into PREFIX.out
# and PREFIX.err.
run_batch_ () {
  local i
  exec 3>"$2.out" 4>"$2.err"
  for i in "${!ls_cases[@]}"; do
    eval "run1_ \"\$1\" ${ls_cases[i]}" >&3 2>&4
    printf '\n%s %s status %s\n' "$mark_" "$i" $? >&3
    printf '\n%s %s\n' "$mark_" "$i" >&4
  done
  exec 3>&- 4>&-
}

# differing_ A B: the numbers of the cases whose chunks differ.
differing_ () { chunks_differ_ "$1" "$2" "$mark_" | sort -nu; }

max_diffs=${MAX_DIFFS:-40}
run_cases_ () {
  local loc n=${#ls_cases[@]} k shown=0 bad
  for loc in $locales; do
    export LC_ALL=$loc
    (cd "$fx" && run_batch_ "$ref_dir" "$out/ref") ||
      framework_failure_ "reference batch"
    (cd "$fx" && run_batch_ "$ours_dir" "$out/our") ||
      framework_failure_ "our batch"
    cases=$((cases + n))
    if cmp -s "$out/ref.out" "$out/our.out" &&
       cmp -s "$out/ref.err" "$out/our.err"; then
      continue
    fi
    bad=$( { differing_ "$out/ref.out" "$out/our.out"
             differing_ "$out/ref.err" "$out/our.err"; } | sort -nu)
    for k in $bad; do
      mismatches=$((mismatches + 1))
      echo "MISMATCH [$loc]: ${ls_cases[k]}"
      [ $shown -lt "$max_diffs" ] || continue
      shown=$((shown + 1))
      (cd "$fx" && eval "run1_ \"\$ref_dir\" ${ls_cases[k]}") >"$out/ref" 2>&1
      echo "  exit status $?" >>"$out/ref"
      (cd "$fx" && eval "run1_ \"\$ours_dir\" ${ls_cases[k]}") >"$out/ours" 2>&1
      echo "  exit status $?" >>"$out/ours"
      diff -u "$out/ref" "$out/ours" | sed 's/^/  /' | cat -A | head -30
    done
  done
  unset LC_ALL
  rm -f "$out"/*
  ls_cases=()
}

# Handy sets of operands.
fx_dirs=(types modes sizes owners times names labels acls many)
