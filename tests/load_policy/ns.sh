# Sourced by the load_policy tests before tests/init.sh.  As root, both
# load_policy -i implementations mount /proc and try /sys and selinuxfs,
# and the tree tests bind-mount over /etc/selinux: so a root run re-runs
# the test in a private mount namespace, and nothing reaches the host.
# NEED_NS=1 makes the namespace a requirement even for non-root runs.

if [ -z "${SECTX_TEST_IN_NS-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null &&
     unshare -m --propagation private true 2>/dev/null; then
    SECTX_TEST_IN_NS=1 exec unshare -m --propagation private /bin/bash "$0" "$@"
  elif [ "$(id -u)" = 0 ] || [ "${NEED_NS-}" = 1 ]; then
    echo "SKIP: needs root and a private mount namespace (unshare -m)" >&2
    exit 77
  fi
fi
