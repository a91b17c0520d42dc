# Sourced by tests/vm/strict.sh after vm_build_root_: what newrole and
# run_init need to authenticate in the tiny guest, taken from this host
# (libpam-modules, with the libraries they load): pam_unix, its helper
# unix_chkpwd where pam_unix looks for it (/sbin), and PAM stacks for the
# services newrole and run_init with pam_unix alone (Debian's include
# common-* files and pam_namespace, which the guest does not have).
# The password (root's, "secret") is written by 20-newrole.sh.  Without
# pam_unix the checks that authenticate skip.

vm_strict_pam_ () {
  local module=/lib/x86_64-linux-gnu/security/pam_unix.so
  [ -r "$module" ] && [ -x /sbin/unix_chkpwd ] || return 0
  mkdir -p "$root/sbin" "$root/etc/pam.d" &&
    vm_copy_ "$module" "$module" &&
    vm_copy_ /sbin/unix_chkpwd /sbin/unix_chkpwd &&
    for s in newrole run_init; do
      printf '%s\n' '#%PAM-1.0' \
        'auth	required	pam_unix.so' \
        'account	required	pam_unix.so' \
        'session	required	pam_unix.so' > "$root/etc/pam.d/$s" || return 1
    done ||
    framework_failure_ "copying PAM into the guest"
}
