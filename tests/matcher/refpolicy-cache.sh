#!/bin/sh
# refpolicy-cache.sh: print the policy root of Debian's refpolicy
# (selinux-policy-default), building it once under
# /var/cache/secoreutils/refpolicy.
#
# The package's file_contexts is not in the .deb: its postinst builds it
# with semodule into /etc/selinux/default.  Installing the package would
# change this machine's /etc/selinux (and with it what sestatus,
# load_policy and the policy tests see), so instead the .deb is unpacked
# into a private root and semodule -p builds the store there.  Exits 77
# when that cannot be done (no network for apt-get download, no semodule).
set -eu
cache=${SECTX_REFPOLICY_CACHE:-/var/cache/secoreutils/refpolicy}
root=$cache/root
fc=$root/etc/selinux/default/contexts/files/file_contexts
if [ -s "$fc" ]; then
  echo "$root/etc/selinux/default"
  exit 0
fi
command -v semodule >/dev/null || { echo "no semodule" >&2; exit 77; }
mkdir -p "$cache"
cd "$cache"
ls selinux-policy-default_*.deb >/dev/null 2>&1 \
  || apt-get download selinux-policy-default >/dev/null 2>&1 \
  || { echo "cannot download selinux-policy-default" >&2; exit 77; }
rm -rf root.new
mkdir root.new
dpkg-deb -x selinux-policy-default_*.deb root.new
cp /etc/selinux/semanage.conf root.new/etc/selinux/ 2>/dev/null \
  || : > root.new/etc/selinux/semanage.conf
printf 'SELINUX=permissive\nSELINUXTYPE=default\n' > root.new/etc/selinux/config
mods=
for m in $(cat root.new/usr/share/selinux/default/.modules); do
  mods="$mods -i$cache/root.new/usr/share/selinux/default/$m.pp.bz2"
done
# shellcheck disable=SC2086
semodule -p "$cache/root.new" -X 100 -n -s default $mods >semodule.log 2>&1 \
  || { echo "semodule failed, see $cache/semodule.log" >&2; exit 77; }
rm -rf root
mv root.new root
echo "$root/etc/selinux/default"
