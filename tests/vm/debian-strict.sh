#!/bin/bash
# The Debian guest of debian.sh under the strict policy, enforcing: init
# relabels the image from strict's file_contexts before the policy
# loads, then the same boot and checks, root's session in sysadm_t (strict
# has no unconfined domain).  Skips as debian.sh does.
export VM_DEBIAN_POLICY=strict
. "$srcdir/tests/vm/debian.sh"
