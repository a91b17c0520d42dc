#!/bin/sh
# tests/deb/run.sh [DEBDIR]: test the Debian packages "make deb" put in
# DEBDIR (default: ./debs).
#
#  1. lists: each package's debian/PACKAGE.diversions names exactly the
#     programs and man pages it ships, each at the path its Debian 12
#     stock package registers (dpkg -S on this machine).
#  2. lintian --fail-on error,warning on every .deb.
#  3. In a fresh Debian 12 chroot (mmdebstrap, from this machine's apt
#     sources; the base tarball is cached in /var/cache/secoreutils/deb):
#     install; every taken-over command is ours; the policy package leaves
#     /etc/selinux/config alone; "apt-get install --reinstall" of the stock
#     packages keeps ours; "apt-get remove" restores every stock file;
#     install again; reinstall ours, then upgrade them to a newer version
#     (made here from the built ones) and remove them; an unpack that
#     fails (a full disk) leaves the stock programs in place and working;
#     piuparts' installation and purging test, where piuparts is installed.
#
# Each check prints PASS, FAIL or SKIP (with the reason); the last line is
# "deb: N passed, N failed".  Exits 1 if a check failed.  Needs root for
# the chroot part.
set -u
export LC_ALL=C

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
debdir=${1:-$top/debs}
cache=${SECOREUTILS_CACHE:-/var/cache/secoreutils}/deb

npass=0 nfail=0
pass () { npass=$((npass + 1)); echo "PASS: $*"; }
fail () { nfail=$((nfail + 1)); echo "FAIL: $*"; }
skip () { echo "SKIP: $*"; }
check () { # check DESCRIPTION COMMAND...: PASS if COMMAND succeeds
  d=$1; shift
  if "$@"; then pass "$d"; else fail "$d"; fi
}
finish () {
  echo "deb: $npass passed, $nfail failed"
  [ "$nfail" -eq 0 ] || exit 1
  exit 0
}

pkgs="secoreutils secoreutils-ps secoreutils-selinux secoreutils-policy"
stock="coreutils procps selinux-utils policycoreutils policycoreutils-python-utils newrole"

debs=
for p in $pkgs; do
  f=$(ls "$debdir"/${p}_*.deb 2> /dev/null | head -n 1)
  if [ -z "$f" ]; then
    fail "no $p .deb in $debdir (run make deb)"
    finish
  fi
  debs="$debs $f"
done

# The diversion lists, without comments: KIND PATH TARGET.
list () { sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$top/debian/$1.diversions"; }
# The programs and man pages of a .deb (files and symbolic links).
shipped () {
  dpkg-deb -c "$1" | awk '$1 !~ /^d/ { print $6 }' | sed 's|^\.||' |
    grep -E '^/(s?bin|usr/s?bin)/|^/usr/share/man/' | sort
}

# 1. The lists against the packages and the stock owners.
for p in secoreutils secoreutils-ps secoreutils-selinux; do
  deb=$(ls "$debdir"/${p}_*.deb | head -n 1)
  want=$(list $p | awk '$1 == "ship" { print $2 }' | sort)
  got=$(shipped "$deb")
  check "$p: the diversion list names exactly what the package ships" \
    [ "$want" = "$got" ]
  if command -v dpkg-query > /dev/null && dpkg-query -W coreutils > /dev/null 2>&1; then
    bad=
    for path in $want; do
      owner=$(dpkg-query -S "$path" 2> /dev/null | grep -v '^diversion' |
        sed 's/: .*//' | tr ', ' '\n\n' | grep -v "^$p\$" | grep . | head -n 1)
      case " $stock " in *" $owner "*) ;; *) bad="$bad $path(${owner:-none})" ;; esac
    done
    check "$p: every diverted path is registered by a stock package${bad:+: not$bad}" \
      [ -z "$bad" ]
    bad=
    for path in $(list $p | awk '$1 == "twin" { print $2 }'); do
      case "$path" in
        /usr/bin/*) alias=/bin/${path#/usr/bin/} ;;
        /usr/sbin/*) alias=/sbin/${path#/usr/sbin/} ;;
        *) alias= ;;
      esac
      echo "$want" | grep -qx "$alias" || bad="$bad $path"
    done
    check "$p: every twin is the /usr alias of a shipped /bin or /sbin path${bad:+: not$bad}" \
      [ -z "$bad" ]
  else
    skip "$p: stock owners not checked (no dpkg database with coreutils here)"
  fi
done

# 2. lintian.
if command -v lintian > /dev/null; then
  for deb in "$debdir"/*.deb; do
    out=$(lintian --fail-on error,warning "$deb" 2>&1); rc=$?
    # lintian says it would rather not run as root; its checks are the same.
    out=$(echo "$out" | grep -v 'running with root privileges')
    if [ "$rc" -eq 0 ]; then
      pass "lintian $(basename "$deb")"
    else
      fail "lintian $(basename "$deb")"
      echo "$out" | sed 's/^/  /'
    fi
  done
else
  skip "lintian: not installed (Debian package lintian)"
fi

# 3. The chroot.
if [ "$(id -u)" != 0 ]; then
  skip "chroot tests: need root (mmdebstrap --mode=root, chroot, mount)"
  finish
fi
if ! command -v mmdebstrap > /dev/null; then
  skip "chroot tests: mmdebstrap not installed (Debian package mmdebstrap)"
  finish
fi

# This machine's Debian mirrors, as tests/vm/debian/build-image finds them.
mirrors=
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
  [ -r "$f" ] && grep -q '^[^#]*/debian' "$f" && mirrors="$mirrors $f"
done
if [ -z "$mirrors" ]; then
  skip "chroot tests: no Debian mirror in /etc/apt/sources.list*"
  finish
fi

# The base: Debian 12 with apt, the stock packages and the libraries
# ours need, the package lists and downloaded .debs kept (for --reinstall
# without the network).  Rebuilt when the include list or sources change.
include="procps,selinux-utils,policycoreutils,policycoreutils-python-utils,newrole,libsepol2,libpcre2-8-0,libacl1,libattr1"
key=$( { echo "$include"; cat $mirrors; mmdebstrap --version; } | sha256sum | cut -c1-16)
base=$cache/base-$key.tar
if [ ! -s "$base" ]; then
  mkdir -p "$cache"
  rm -f "$cache"/base-*.tar "$cache"/base-*.tgz
  echo "deb: building the base tarball $base (once)"
  if ! mmdebstrap --quiet --variant=apt --mode=root --format=tar \
       --include="$include" --skip=cleanup/apt \
       --aptopt='APT::Install-Recommends "false"' \
       bookworm "$base.tmp" $mirrors; then
    rm -f "$base.tmp"
    fail "mmdebstrap could not build the base tarball"
    finish
  fi
  mv "$base.tmp" "$base"
fi

root=$(mktemp -d /var/tmp/secoreutils-deb.XXXXXX)
cleanup () {
  for m in "$root/usr/share/doc/secoreutils" "$root/usr/share/doc/secoreutils-selinux" \
           "$root/proc" "$root/dev"; do
    mountpoint -q "$m" 2> /dev/null && umount -l "$m"
  done
  # --one-file-system: never into something still mounted.
  rm -rf --one-file-system "$root"
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM
tar -x -C "$root" -f "$base"
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2> /dev/null
mkdir -p "$root/tmp/debs"
for f in $debs; do cp "$f" "$root/tmp/debs/"; done

# Run a command in the chroot with a clean environment.
in_root () {
  chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LC_ALL=C DEBIAN_FRONTEND=noninteractive "$@"
}
quiet () { "$@" > "$root/tmp/out" 2>&1 || { sed 's/^/  /' "$root/tmp/out" | tail -n 25; return 1; }; }

# The programs: PACKAGE PATH, from the lists.
progs=$(for p in secoreutils secoreutils-ps secoreutils-selinux; do
  list $p | awk -v p=$p '$1 == "ship" && $2 !~ /^\/usr\/share\/man\// { print p, $2 }'
done)
ndiv=$(for p in secoreutils secoreutils-ps secoreutils-selinux; do list $p; done | wc -l)

# Is PATH in the chroot the file PACKAGE shipped, diverted by it?
is_ours () {
  p=$1 path=$2
  in_root dpkg-query -S "$path" 2> /dev/null | grep -qx "diversion by $p from: $path" || return 1
  if [ -L "$root$path" ]; then
    [ "$(readlink "$root$path")" = "$(dpkg-deb --fsys-tarfile "$root/tmp/debs/${p}_"*.deb |
         tar -tvf - ".$path" 2> /dev/null | sed 's/.* -> //')" ]
  else
    in_root sh -c "cd / && grep '  ${path#/}\$' /var/lib/dpkg/info/$p.md5sums | md5sum --check --status -" &&
      grep -q "  ${path#/}\$" "$root/var/lib/dpkg/info/$p.md5sums"
  fi
}
all_ours () {
  bad=
  echo "$progs" | { while read -r p path; do
      is_ours "$p" "$path" || echo "$path"
    done; } > "$root/tmp/notours"
  [ ! -s "$root/tmp/notours" ] || { echo "  not ours: $(tr '\n' ' ' < "$root/tmp/notours")"; return 1; }
}
answers () { # answers NAME WORD: NAME --version's first line has WORD
  in_root sh -c "$1 --version 2>&1 | head -n 1" | grep -q "$2"
}
our_diversions () {
  in_root dpkg-divert --list | grep -cE ' by secoreutils(-ps|-selinux)?$'
}
leftovers () { # files named *.distrib* or *.usr-is-merged in the program and man dirs
  find "$root/usr/bin" "$root/usr/sbin" "$root/usr/share/man/man1" "$root/usr/share/man/man8" \
    -maxdepth 1 \( -name '*.distrib' -o -name '*.distrib.[18].gz' -o -name '*.usr-is-merged' \) |
    sed "s|^$root||"
}
stock_clean () {
  out=$(in_root dpkg --verify $stock 2>&1)
  [ -z "$out" ] || { echo "$out" | sed 's/^/  /' | head -n 20; return 1; }
}
all_paths_there () {
  echo "$progs" | while read -r p path; do
    [ -e "$root$path" ] || [ -L "$root$path" ] || { echo "  missing: $path"; exit 1; }
  done
}

start=$(date +%s)
config_before=$(sha256sum < "$root/etc/selinux/config" 2> /dev/null)

# Install.
check "install all four packages (apt-get install ./*.deb)" \
  quiet in_root sh -c 'apt-get install -y --no-install-recommends /tmp/debs/*.deb'
echo "$progs" | while read -r p path; do
  if is_ours "$p" "$path"; then echo "PASS: $path is $p's"; else echo "FAIL: $path is not $p's"; fi
done > "$root/tmp/res"
cat "$root/tmp/res"
npass=$((npass + $(grep -c '^PASS' "$root/tmp/res"))); nfail=$((nfail + $(grep -c '^FAIL' "$root/tmp/res")))
check "ls, cp, mv, install, ps, id, chcon, stat --version name secoreutils" sh -c '
  for c in ls dir vdir cp mv install id chcon stat ps; do
    chroot "$1" /usr/bin/env -i PATH=/usr/bin:/bin LC_ALL=C $c --version 2>&1 | head -n 1 |
      grep -q "(secoreutils)" || { echo "  $c: $(chroot "$1" /usr/bin/env -i PATH=/usr/bin:/bin $c --version 2>&1 | head -n 1)"; exit 1; }
  done' sh "$root"
check "getenforce, sestatus and matchpathcon (with our file_contexts) run" \
  in_root sh -c 'getenforce | grep -qx Disabled && sestatus | grep -q disabled &&
    matchpathcon -f /etc/selinux/targeted/contexts/files/file_contexts /etc/passwd | grep -q "system_u:"'
check "dpkg --verify of our packages is clean" \
  sh -c '[ -z "$(chroot "$1" dpkg --verify secoreutils secoreutils-ps secoreutils-selinux secoreutils-policy 2>&1)" ]' sh "$root"
check "dpkg --verify of the stock packages is clean while diverted" stock_clean
check "$ndiv diversions by our packages" [ "$(our_diversions)" = "$ndiv" ]
check "the policy package left /etc/selinux/config alone" \
  [ "$(sha256sum < "$root/etc/selinux/config" 2> /dev/null)" = "$config_before" ]
check "the built policy is in /etc/selinux/targeted" \
  cmp -s "$root/usr/share/secoreutils-policy/targeted/policy/policy.33" \
         "$root/etc/selinux/targeted/policy/policy.33"
check "the built strict policy is in /etc/selinux/strict, with its sources" \
  sh -c 'cmp -s "$1/usr/share/secoreutils-policy/strict/policy/policy.33" \
           "$1/etc/selinux/strict/policy/policy.33" &&
         [ -f "$1/etc/selinux/strict/src/policy/Makefile" ] &&
         [ -f "$1/etc/selinux/targeted/src/policy/modules/ntpd.te" ]' sh "$root"
check "the policy postinst loaded nothing and said so" \
  grep -q 'it is not loaded' "$root/tmp/out"

# The policy postinst's choice, with SELinux "running": selinuxenabled
# and load_policy replaced by stand-ins in /usr/local/sbin that say so.
mkdir -p "$root/usr/local/sbin"
printf '#!/bin/sh\nexit 0\n' > "$root/usr/local/sbin/selinuxenabled"
printf '#!/bin/sh\necho called > /tmp/load_policy.called\n' > "$root/usr/local/sbin/load_policy"
chmod 755 "$root/usr/local/sbin/selinuxenabled" "$root/usr/local/sbin/load_policy"
cp -p "$root/etc/selinux/config" "$root/tmp/config.saved"
postinst_with () { # postinst_with SELINUXTYPE: run the policy postinst under that config
  rm -f "$root/tmp/load_policy.called"
  sed -i "s/^SELINUXTYPE=.*/SELINUXTYPE=$1/" "$root/etc/selinux/config"
  in_root env PATH=/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin \
    /var/lib/dpkg/info/secoreutils-policy.postinst configure 0.1 > "$root/tmp/out" 2>&1
}
loads_not () { postinst_with default && [ ! -e "$root/tmp/load_policy.called" ] && grep -q "it is not loaded" "$root/tmp/out"; }
loads () { postinst_with targeted && [ -e "$root/tmp/load_policy.called" ] && grep -q "loaded the targeted policy" "$root/tmp/out"; }
config_as_set () {
  [ "$(sha256sum < "$root/etc/selinux/config")" = \
    "$(sed "s/^SELINUXTYPE=.*/SELINUXTYPE=targeted/" "$root/tmp/config.saved" | sha256sum)" ]
}
check "policy postinst, SELinux running, SELINUXTYPE=default: loads nothing" loads_not
check "policy postinst, SELinux running, SELINUXTYPE=targeted: runs load_policy" loads
check "policy postinst, SELINUXTYPE=targeted: /etc/selinux/config untouched by it" config_as_set
rm -f "$root/usr/local/sbin/selinuxenabled" "$root/usr/local/sbin/load_policy"
cat "$root/tmp/config.saved" > "$root/etc/selinux/config"

# Reinstall the stock packages: ours stay, the stock copies are renewed.
check "apt-get install --reinstall $stock" \
  quiet in_root apt-get install -y --reinstall $stock
check "every taken-over path is still ours after the stock reinstall" all_ours
check "dpkg --verify of the stock packages is clean after their reinstall" stock_clean
check "ls --version still names secoreutils" answers ls secoreutils

# Remove: every stock file back.
check "apt-get remove of our packages" \
  quiet in_root apt-get remove -y secoreutils secoreutils-ps secoreutils-selinux secoreutils-policy
check "no diversion by our packages is left" [ "$(our_diversions)" = 0 ]
check "no .distrib or .usr-is-merged file is left" [ -z "$(leftovers)" ]
check "every taken-over path exists again" all_paths_there
check "dpkg --verify of the stock packages is clean after the remove" stock_clean
check "ls --version is GNU's again" answers ls 'GNU coreutils'
check "ps --version is procps' again" answers ps procps
check "apt-get purge of secoreutils-policy" quiet in_root apt-get purge -y secoreutils-policy
check "the purge removed /etc/selinux/targeted" [ ! -e "$root/etc/selinux/targeted" ]
check "the purge removed /etc/selinux/strict" [ ! -e "$root/etc/selinux/strict" ]
check "/etc/selinux/config is as it was" \
  [ "$(sha256sum < "$root/etc/selinux/config" 2> /dev/null)" = "$config_before" ]

# Install again.
check "install again" \
  quiet in_root sh -c 'apt-get install -y --no-install-recommends /tmp/debs/*.deb'
check "every taken-over path is ours again" all_ours
check "$ndiv diversions again" [ "$(our_diversions)" = "$ndiv" ]
# Reinstall ours (the upgrade path of the maintainer scripts).
check "dpkg -i of our packages over themselves" \
  quiet in_root sh -c 'dpkg -i /tmp/debs/*.deb'
check "every taken-over path is ours after our reinstall" all_ours
check "$ndiv diversions after our reinstall" [ "$(our_diversions)" = "$ndiv" ]

# Upgrade ours: the same packages under a newer version (VERSION+up1,
# made here from the built ones), installed over them as a new release
# would be, so that the maintainer scripts run with "upgrade".
upgrade_debs () {
  up=$root/tmp/debs-up
  rm -rf "$up" && mkdir -p "$up" || return 1
  for f in "$root"/tmp/debs/*.deb; do
    x=$(mktemp -d) || return 1
    v=$(dpkg-deb -f "$f" Version) &&
      dpkg-deb -R "$f" "$x/p" &&
      sed -i -e "s/^Version: .*/Version: $v+up1/" -e "s/(= $v)/(= $v+up1)/g" \
        "$x/p/DEBIAN/control" &&
      dpkg-deb --root-owner-group -b "$x/p" \
        "$up/$(basename "$f" | sed "s/_${v}_/_${v}+up1_/")" > /dev/null ||
      { rm -rf "$x"; return 1; }
    rm -rf "$x"
  done
}
upgraded () {
  for p in secoreutils secoreutils-ps secoreutils-selinux secoreutils-policy; do
    v=$(in_root dpkg-query -W -f='${Version}' "$p") || return 1
    case $v in *+up1) ;; *) echo "  $p is at $v"; return 1 ;; esac
  done
}
check "newer versions of our packages made for the upgrade" upgrade_debs
check "upgrade ours to the newer versions (apt-get install)" \
  quiet in_root sh -c 'apt-get install -y --no-install-recommends /tmp/debs-up/*.deb'
check "all four packages are at the newer version" upgraded
check "every taken-over path is ours after the upgrade" all_ours
check "$ndiv diversions after the upgrade" [ "$(our_diversions)" = "$ndiv" ]
check "dpkg --verify of the stock packages is clean after the upgrade" stock_clean
check "ls --version names secoreutils after the upgrade" answers ls secoreutils
check "remove again" \
  quiet in_root apt-get purge -y secoreutils secoreutils-ps secoreutils-selinux secoreutils-policy
check "no diversion and no .distrib file is left after the upgraded packages go" \
  sh -c '[ "$1" = 0 ] && [ -z "$2" ]' sh "$(our_diversions)" "$(leftovers)"
check "dpkg --verify of the stock packages is clean after that" stock_clean

# The checks after a failed install: the stock programs in place and
# working, nothing of ours left.
after_failure () {
  # Status "n": not installed (not half-installed, not unpacked).
  check "after $1: neither package is installed, none half-installed" \
    sh -c 'st=$(chroot "$1" dpkg-query -W -f="\${db:Status-Abbrev}\n" secoreutils secoreutils-selinux 2> /dev/null);
      echo "$st" | grep -qv "^.n" && { echo "  status: $st"; exit 1; }; exit 0' sh "$root"
  check "after $1: no diversion by our packages" [ "$(our_diversions)" = 0 ]
  check "after $1: no .distrib or .usr-is-merged file" [ -z "$(leftovers)" ]
  check "after $1: every program is there" all_paths_there
  check "after $1: dpkg --verify of the stock packages is clean" stock_clean
  check "after $1: ls is GNU's and works" answers ls 'GNU coreutils'
  check "after $1: restorecon is policycoreutils' and runs" \
    sh -c '[ "$(readlink "$1/sbin/restorecon")" = setfiles ] && chroot "$1" /sbin/restorecon -h' sh "$root"
  check "after $1: dpkg --audit is clean" \
    sh -c '[ -z "$(chroot "$1" dpkg --audit 2>&1)" ]' sh "$root"
}

# A full disk during the unpack: the doc directories of secoreutils and
# secoreutils-selinux are tiny full file systems, so dpkg fails writing
# them, after the preinst made its diversions and links.
full_disk_ok=yes
for d in secoreutils secoreutils-selinux; do
  mkdir -p "$root/usr/share/doc/$d"
  mount -t tmpfs -o size=4k,mode=0755 tmpfs "$root/usr/share/doc/$d" || full_disk_ok=
  dd if=/dev/zero of="$root/usr/share/doc/$d/fill" bs=4096 count=2 2> /dev/null
done
if [ -n "$full_disk_ok" ]; then
  if in_root sh -c 'dpkg -i /tmp/debs/secoreutils_*.deb /tmp/debs/secoreutils-selinux_*.deb' > "$root/tmp/out" 2>&1; then
    fail "dpkg -i onto a full disk failed (it succeeded)"
  else
    pass "dpkg -i onto a full disk failed"
    grep -i -A1 'error processing archive' "$root/tmp/out" | head -n 4 | sed 's/^/  /'
  fi
  for d in secoreutils secoreutils-selinux; do
    umount "$root/usr/share/doc/$d" && rmdir "$root/usr/share/doc/$d"
  done
  after_failure "the failed unpack"
else
  skip "full-disk unpack: could not mount a tmpfs in the chroot"
fi

# A preinst stopped halfway: dpkg-divert fails when adding /bin/mv, after
# the preinst has linked /bin/mv.distrib and diverted ls, dir, vdir, cp.
mkdir -p "$root/usr/local/sbin"
cat > "$root/usr/local/sbin/dpkg-divert" <<'END'
#!/bin/sh
case " $* " in
  *" --add /bin/mv "*) echo "dpkg-divert: stopped here by tests/deb/run.sh" >&2; exit 1 ;;
esac
exec /usr/bin/dpkg-divert "$@"
END
chmod 755 "$root/usr/local/sbin/dpkg-divert"
if in_root env PATH=/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin \
     sh -c 'dpkg -i /tmp/debs/secoreutils_*.deb' > "$root/tmp/out" 2>&1; then
  fail "dpkg -i with a preinst stopped halfway failed (it succeeded)"
else
  pass "dpkg -i with a preinst stopped halfway failed"
  grep -m 1 'stopped here' "$root/tmp/out" | sed 's/^/  /'
fi
rm -f "$root/usr/local/sbin/dpkg-divert"
after_failure "the stopped preinst"
check "install after the stopped preinst" \
  quiet in_root sh -c 'apt-get install -y --no-install-recommends /tmp/debs/*.deb'
check "every taken-over path is ours after it" all_ours

check "remove after it" \
  quiet in_root apt-get purge -y secoreutils secoreutils-ps secoreutils-selinux secoreutils-policy

# piuparts: its installation and purging test of the four packages
# together, on the same base (gzipped once, as its --basetgz wants).
# No upgrade test: ours are in no archive to upgrade from.
piuparts_test () {
  url=$(grep -oh 'https\?://[^ ]*debian[^ ]*' $mirrors | grep -v security | head -n 1)
  url=${url%/}
  tgz=${base%.tar}.tgz
  if [ ! -s "$tgz" ]; then
    gzip -1 -c "$base" > "$tgz.tmp" && mv "$tgz.tmp" "$tgz" || return 1
  fi
  piuparts --basetgz="$tgz" -d bookworm ${url:+-m "$url"} --no-upgrade-test \
    $(ls "$root"/tmp/debs/*.deb | grep -v dbgsym) > "$root/tmp/piuparts.log" 2>&1 ||
    { grep -E 'ERROR|FAIL' "$root/tmp/piuparts.log" | head -n 20 | sed 's/^/  /'; return 1; }
  grep -q 'PASS: All tests' "$root/tmp/piuparts.log"
}
if command -v piuparts > /dev/null; then
  check "piuparts: installation and purging test" piuparts_test
else
  skip "piuparts: not installed (Debian package piuparts)"
fi

echo "deb: the chroot tests took $(( $(date +%s) - start )) s"
finish
