# Sourced by the benches: syscalls_of CMD [ARG]... prints how many system
# calls CMD makes, its threads and children included, CMD's output
# thrown away.  It counts the lines of a full trace rather than trusting
# strace -c: strace 6.1 (Debian 12) leaves out of -c's table the calls
# it has no name for, such as getxattrat (Linux 6.13), which ls and
# chcon make once per file on kernels that have it.
syscalls_of () {
  local trace
  trace=$(mktemp "${TMPDIR:-/tmp}/bench-strace.XXXXXX")
  strace -f -qq -o "$trace" "$@" >/dev/null 2>&1 || :
  # A call interrupted by another thread's is written twice, as
  # "<unfinished ...>" then "<... resumed>": count it once.
  grep -c -v -e 'resumed>' -e '^[0-9]* +++' -e '^[0-9]* ---' "$trace"
  rm -f "$trace"
}
