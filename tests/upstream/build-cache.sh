#!/bin/sh
# Fetch Debian 12's coreutils source with a private apt configuration and
# build it once into $UPSTREAM_CACHE/coreutils-$VERSION, configured so that
# its own test suite can run there.  Prints the tree's path on success.
# Exit 77 (and say why) when the source cannot be had; 1 on a build error.
#
# Never touches /etc/apt: the sources list, apt's state and its cache all
# live under $UPSTREAM_CACHE/apt.
set -eu

VERSION=${UPSTREAM_VERSION:-9.1}
DEBVER=${UPSTREAM_DEBVER:-9.1-1}
CACHE=${UPSTREAM_CACHE:-/var/cache/secoreutils}
tree=$CACHE/coreutils-$VERSION

say() { echo "upstream: $*" >&2; }
skip() { say "SKIP: $*"; exit 77; }

# The recipe: when it changes (configure options, or a library that
# configure picks up appearing or going), the tree is built again.
# As Debian 12 builds it (its build has no libcap: the reference ls
# colours no capabilities), and --disable-libcap says so wherever
# libcap-dev happens to be installed.
CONFIGURE_OPTS="--quiet --disable-dependency-tracking --enable-install-program=arch --disable-libcap"
have() { pkg-config --exists "$1" 2>/dev/null && echo "$1" || echo "no-$1"; }
recipe="coreutils $DEBVER; CFLAGS=-O2 $CONFIGURE_OPTS; $(have libcap) $(have libselinux) $(have libacl)"
if [ -x "$tree/src/ls" ] && [ "$(cat "$tree/.secoreutils-built" 2>/dev/null)" = "$recipe" ]; then
  echo "$tree"
  exit 0
fi

[ "$(id -u)" = 0 ] || skip "building the cache $tree needs root"
command -v apt-get > /dev/null || skip "no apt-get"
command -v dpkg-source > /dev/null || skip "no dpkg-source (dpkg-dev)"

# The mirror this machine's apt uses (deb822 or one-line sources), so that
# the private configuration reaches the same archive.
mirror=${UPSTREAM_MIRROR:-}
if [ -z "$mirror" ]; then
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    mirror=$(awk '
      /^URIs:/ { u = $2 }
      /^Suites:/ { for (i = 2; i <= NF; i++) if ($i == "bookworm") s = 1 }
      /^$/ { if (u != "" && s) exit; u = ""; s = 0 }
      END { if (u != "" && s) print u }' "$f")
    [ -n "$mirror" ] && break
  done
fi
if [ -z "$mirror" ]; then
  mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
    awk '$1 == "deb" && / bookworm / { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }')
fi
[ -n "$mirror" ] || mirror=http://deb.debian.org/debian
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
[ -f "$keyring" ] || skip "no $keyring (debian-archive-keyring)"

apt=$CACHE/apt
mkdir -p "$apt/etc/sources.list.d" "$apt/etc/preferences.d" \
  "$apt/etc/apt.conf.d" "$apt/state/lists/partial" \
  "$apt/cache/archives/partial" "$apt/src"
printf 'deb-src [signed-by=%s] %s bookworm main\n' "$keyring" "$mirror" \
  > "$apt/etc/sources.list"
set -- -o "Dir::Etc=$apt/etc" \
  -o "Dir::Etc::sourcelist=$apt/etc/sources.list" \
  -o "Dir::Etc::sourceparts=$apt/etc/sources.list.d" \
  -o "Dir::Etc::parts=$apt/etc/apt.conf.d" \
  -o "Dir::Etc::preferencesparts=$apt/etc/preferences.d" \
  -o "Dir::State=$apt/state" -o "Dir::State::status=/var/lib/dpkg/status" \
  -o "Dir::Cache=$apt/cache" -o "APT::Sandbox::User=root"

dsc=$apt/src/coreutils_$DEBVER.dsc
if [ ! -f "$dsc" ]; then
  say "fetching coreutils $DEBVER source from $mirror (private apt config in $apt)"
  apt-get -qq "$@" update > "$apt/update.log" 2>&1 ||
    skip "apt-get update of $mirror failed (no network?): $(tail -n 2 "$apt/update.log")"
  (cd "$apt/src" && apt-get -qq "$@" source --download-only "coreutils=$DEBVER") \
    > "$apt/source.log" 2>&1 ||
    skip "apt-get source coreutils=$DEBVER failed: $(tail -n 2 "$apt/source.log")"
fi

# Unpack with Debian's patches, configure and build in place (configure
# records the tree's absolute path); only the marker written last makes it
# count as the cache, so a half-built tree is rebuilt from scratch.
work=$tree
rm -rf "$work"
dpkg-source --no-check -x "$dsc" "$work" > /dev/null
# dpkg-source leaves a copy of the upstream tarball beside the tree.
rm -f "$CACHE/coreutils_$VERSION.orig.tar."*

say "building coreutils $VERSION in $tree (a few minutes; once)"
start=$(date +%s)
log=$CACHE/coreutils-$VERSION.build.log
(
  cd "$work"
  # Timestamps as unpacked may look stale to make; configure and build from
  # the shipped generated files without rerunning autotools.
  FORCE_UNSAFE_CONFIGURE=1 ./configure $CONFIGURE_OPTS CFLAGS='-O2' &&
  nice -n 10 make -j"${UPSTREAM_JOBS:-2}" &&
  # Make sure the test suite's own helpers are built too.
  nice -n 10 make -j"${UPSTREAM_JOBS:-2}" check TESTS= SUBDIRS=.
) > "$log" 2>&1 || { say "build failed; see $log"; tail -n 30 "$log" >&2; exit 1; }
echo "$recipe" > "$work/.secoreutils-built"
say "built in $(( $(date +%s) - start )) s"
echo "$tree"
