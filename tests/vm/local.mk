## tests/vm: the real-kernel test bed.  vm.sh boots Debian's kernel under
## qemu with SELinux, our tools and our policy, and runs the checks of
## tests/vm/guest/checks; `make demo` boots the same VM for a person.
## tests/vm/get-kernel fetches the kernel (.ci/run calls it, as root).
##
## A tool that lands adds its checks as tests/vm/guest/checks/NN-TOOL.sh,
## listed in VM_CHECKS (the VM runs exactly those, in name order); its
## program gets in by being in bin_PROGRAMS or sbin_PROGRAMS.

check_PROGRAMS += tests/vm/pidcon tests/vm/filecon
check_PROGRAMS += tests/vm/ptyrun
tests_vm_pidcon_SOURCES = tests/vm/pidcon.c
tests_vm_pidcon_LDADD = $(SECTX_LIBS)
tests_vm_filecon_SOURCES = tests/vm/filecon.c
tests_vm_ptyrun_SOURCES = tests/vm/ptyrun.c
tests_vm_ptyrun_LDADD = gl/lib/libgnu.a

TESTS += tests/vm/vm.sh
# The strict policy booted enforcing, its promises on the live kernel.
TESTS += tests/vm/strict.sh
EXTRA_DIST += tests/vm/strict.sh tests/vm/strict/10-strict.sh \
  tests/vm/strict/20-newrole.sh tests/vm/strict/pam.sh

VM_CHECKS = \
  tests/vm/guest/checks/10-load_policy.sh \
  tests/vm/guest/checks/20-getenforce.sh \
  tests/vm/guest/checks/21-sestatus.sh \
  tests/vm/guest/checks/22-setenforce.sh \
  tests/vm/guest/checks/30-id.sh \
  tests/vm/guest/checks/40-chcon.sh \
  tests/vm/guest/checks/50-ntpd.sh \
  tests/vm/guest/checks/60-ls.sh \
  tests/vm/guest/checks/65-stat.sh \
  tests/vm/guest/checks/70-ps.sh \
  tests/vm/guest/checks/80-cpmv.sh \
  tests/vm/guest/checks/81-cpmv-enforcing.sh \
  tests/vm/guest/checks/82-install.sh \
  tests/vm/guest/checks/85-mk.sh \
  tests/vm/guest/checks/90-restorecon.sh \
  tests/vm/guest/checks/91-restorecon-ref.sh \
  tests/vm/guest/checks/95-booleans.sh

# Test programs that go into the guest's /vm/bin.
VM_HELPERS = tests/vm/pidcon tests/vm/filecon
VM_HELPERS += tests/vm/ptyrun

AM_TESTS_ENVIRONMENT += \
  VM_KERNEL='$(VM_KERNEL)'; VM_KERNEL_DIR='$(VM_KERNEL_DIR)'; \
  VM_BIN_PROGRAMS='$(bin_PROGRAMS)'; VM_SBIN_PROGRAMS='$(sbin_PROGRAMS) $(sbin_SCRIPTS)'; \
  VM_HELPERS='$(VM_HELPERS)'; VM_CHECKS='$(VM_CHECKS)'; \
  export VM_KERNEL VM_KERNEL_DIR VM_BIN_PROGRAMS VM_SBIN_PROGRAMS; \
  export VM_HELPERS VM_CHECKS;

# Reference binaries copied into the guest's /vm/ref (with their
# libraries), for checks that compare ours with them.
VM_REFS = /usr/bin/ls
VM_REFS += /usr/sbin/setfiles /usr/sbin/fixfiles /bin/bash
VM_REFS += /usr/bin/ps
VM_REFS += /usr/bin/cp /usr/bin/mv
VM_REFS += /usr/bin/mkdir /usr/bin/mknod /usr/bin/mkfifo /usr/bin/runcon
VM_REFS += /usr/bin/stat
VM_REFS += /usr/sbin/getsebool /usr/sbin/setsebool /usr/sbin/togglesebool
VM_REFS += /usr/bin/install
VM_REFS += /usr/bin/newrole /usr/sbin/run_init
AM_TESTS_ENVIRONMENT += VM_REFS='$(VM_REFS)'; export VM_REFS;

EXTRA_DIST += \
  $(VM_CHECKS) \
  tests/vm/README.md \
  tests/vm/get-kernel \
  tests/vm/host.sh \
  tests/vm/vm.sh \
  tests/vm/demo \
  tests/vm/guest/init \
  tests/vm/guest/lib.sh \
  tests/vm/guest/run \
  tests/vm/guest/demo.sh

# make demo: the suite on a live SELinux kernel, on the console.
demo:
	@$(MAKE) $(AM_MAKEFLAGS) -s all $(VM_HELPERS) tests/vm/debian/probe
	@$(AM_TESTS_ENVIRONMENT) /bin/bash $(srcdir)/tests/vm/demo
.PHONY: demo

## The Debian guest (issue 11): the twelve real daemons, confined.
## tests/vm/debian/build-image builds and caches the Debian tree (.ci/run
## runs it); debian.sh skips without it.
check_PROGRAMS += tests/vm/debian/probe
tests_vm_debian_probe_SOURCES = tests/vm/debian/probe.c
TESTS += tests/vm/debian.sh
# setsebool -P across real reboots of the Debian guest.
TESTS += tests/vm/debian-persist.sh
# The Debian guest under strict: daemons, logins on ttyS2, make load.
TESTS += tests/vm/debian-strict.sh
# Not yet in make check (by hand: make check TESTS=tests/vm/debian-switch.sh):
# the switch of policy, five boots.  Its one run gave 320 of 323: two
# fixfiles checks judged by its warning on read-only mounts (fixed since)
# and, back under targeted, an snmpd_t denial of dac_read_search.

# make debian-image: build (once, minutes) or reuse the Debian guest's
# cached tree and its labelled image (root; .ci/run does it).
debian-image: all
	$(SHELL) $(srcdir)/tests/vm/debian/build-image \
	  policy/targeted/contexts/files/file_contexts src/setfiles$(EXEEXT)
.PHONY: debian-image
EXTRA_DIST += \
  tests/vm/debian.sh \
  tests/vm/debian-persist.sh \
  tests/vm/debian/persist.sh \
  tests/vm/debian-strict.sh \
  tests/vm/debian-switch.sh \
  tests/vm/debian/switch.sh \
  tests/vm/debian/login.sh \
  tests/vm/debian/build-image \
  tests/vm/debian/build-pkgimage \
  tests/vm/debian/packages \
  tests/vm/debian/host.sh \
  tests/vm/debian/init1 \
  tests/vm/debian/init \
  tests/vm/debian/setup.sh \
  tests/vm/debian/session \
  tests/vm/debian/checks.sh \
  tests/vm/debian/demo.sh \
  tests/vm/debian/a2a.sh

# The VM's policy: the shipped one plus the test-only domains of
# tests/vm/policy/*.te (never installed), compiled as policy/ compiles
# its own; host.sh ships it in place of the build's policy binary.
VM_TEST_TE = tests/vm/policy/cptest.te
VM_TEST_TE += tests/vm/policy/mktest.te
tests/vm/policy.conf: $(POLICY_PRE) $(POLICY_TE) $(POLICY_POST) \
  $(VM_TEST_TE) policy/assemble.sh
	$(AM_V_GEN)$(MKDIR_P) tests/vm && \
	$(SHELL) $(srcdir)/policy/assemble.sh '$(srcdir)' '$(POLICY_PRE)' \
	  '$(POLICY_TE) $(VM_TEST_TE)' '$(POLICY_POST)' > $@-t && mv $@-t $@
tests/vm/policy.$(POLICY_VERSION): tests/vm/policy.conf
	$(AM_V_GEN)test -n '$(CHECKPOLICY)' || exit 0; \
	'$(CHECKPOLICY)' -M -U allow -c $(POLICY_VERSION) -o $@-t tests/vm/policy.conf && \
	mv $@-t $@
tests/vm/vm.log: tests/vm/policy.$(POLICY_VERSION)
CLEANFILES += tests/vm/policy.conf tests/vm/policy.$(POLICY_VERSION)
EXTRA_DIST += $(VM_TEST_TE)
AM_TESTS_ENVIRONMENT += VM_TEST_POLICY='$(abs_builddir)/tests/vm/policy.$(POLICY_VERSION)'; export VM_TEST_POLICY;
