# Sourced by the setfiles tests before tests/init.sh: as root, re-run the
# test in a private mount namespace, where its trees live on a scratch
# tmpfs and /etc/selinux is a scratch copy, so nothing reaches the host.

if [ -z "${SECTX_TEST_IN_NS-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null &&
     unshare -m --propagation private true 2>/dev/null; then
    SECTX_TEST_IN_NS=1 exec unshare -m --propagation private /bin/bash "$0" "$@"
  fi
  echo "SKIP: needs root and a private mount namespace (unshare -m)" >&2
  exit 77
fi
