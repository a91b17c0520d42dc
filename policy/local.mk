## policy/: the targeted policy.  checkpolicy compiles the sources into
## policy/targeted/ in the build tree, a staged copy of exactly what
## "make install" puts under $(sysconfdir)/selinux/targeted/.

POLICY_VERSION = 33

# Sources, in the order the policy language wants them (see assemble.sh).
# A new daemon module adds its .te to POLICY_MODULES_TE; its .fc follows.
POLICY_PRE = \
  policy/base/classes.conf \
  policy/base/initial_sids.conf \
  policy/base/access_vectors.conf \
  policy/base/mls.conf \
  policy/base/policycaps.conf
POLICY_MODULES_TE = \
  policy/modules/dhcpd.te \
  policy/modules/httpd.te \
  policy/modules/mysqld.te \
  policy/modules/named.te \
  policy/modules/nscd.te \
  policy/modules/ntpd.te \
  policy/modules/portmap.te \
  policy/modules/postgresql.te \
  policy/modules/snmpd.te \
  policy/modules/squid.te \
  policy/modules/syslogd.te \
  policy/modules/winbind.te
POLICY_TE = policy/base/base.te policy/base/programs.te policy/base/unconfined.te $(POLICY_MODULES_TE)
POLICY_POST = \
  policy/base/users.conf \
  policy/base/initial_sid_contexts.conf \
  policy/base/fs_use.conf \
  policy/base/genfscon.conf
POLICY_FC = policy/base/base.fc $(POLICY_MODULES_TE:.te=.fc)

EXTRA_DIST += $(POLICY_PRE) $(POLICY_TE) $(POLICY_POST) $(POLICY_FC) \
  policy/assemble.sh policy/README.md policy/seusers \
  policy/contexts/default_contexts policy/contexts/default_type \
  policy/contexts/failsafe_context policy/contexts/initrc_context \
  policy/contexts/users/root policy/contexts/users/unconfined_u \
  policy/contexts/files/file_contexts.subs_dist

# What gets installed, and where.
selinuxdir = $(sysconfdir)/selinux
# Never clobber the system's /etc/selinux/config: the example goes next
# to it, to be copied by hand.
dist_selinux_DATA = policy/config.example
policytargeteddir = $(selinuxdir)/targeted
policytargeted_DATA = policy/targeted/seusers
policybindir = $(policytargeteddir)/policy
policybin_DATA = policy/targeted/policy/policy.$(POLICY_VERSION)
policycontextsdir = $(policytargeteddir)/contexts
policycontexts_DATA = \
  policy/targeted/contexts/default_contexts \
  policy/targeted/contexts/default_type \
  policy/targeted/contexts/failsafe_context \
  policy/targeted/contexts/initrc_context
policyusersdir = $(policycontextsdir)/users
policyusers_DATA = \
  policy/targeted/contexts/users/root \
  policy/targeted/contexts/users/unconfined_u
policyfilesdir = $(policycontextsdir)/files
policyfiles_DATA = \
  policy/targeted/contexts/files/file_contexts \
  policy/targeted/contexts/files/file_contexts.subs_dist

CLEANFILES += policy/policy.conf $(policytargeted_DATA) $(policybin_DATA) \
  $(policycontexts_DATA) $(policyusers_DATA) $(policyfiles_DATA)

policy/policy.conf: $(POLICY_PRE) $(POLICY_TE) $(POLICY_POST) policy/assemble.sh
	$(AM_V_GEN)$(MKDIR_P) policy && \
	$(SHELL) $(srcdir)/policy/assemble.sh '$(srcdir)' '$(POLICY_PRE)' \
	  '$(POLICY_TE)' '$(POLICY_POST)' > $@-t && mv $@-t $@

# The staging recipes, shared with strict.mk: each policy's tree under
# policy/TYPE/ is made by the same three.
#
# policy_stage_compile: the binary policy from its policy.conf ($<).
# -M: MLS format (the MCS field); -U allow: classes and permissions the
# policy does not know are allowed, as in the distributions' targeted
# policies; -c: the newest version Debian's 6.1 kernel loads.  checkpolicy
# also checks the neverallow rules: a rule that breaks one fails the build.
policy_stage_compile = $(AM_V_GEN)if test -z '$(CHECKPOLICY)'; then \
	  echo 'checkpolicy not found: install the Debian package checkpolicy and rerun configure' >&2; \
	  exit 1; \
	fi; \
	$(MKDIR_P) $(@D) && \
	'$(CHECKPOLICY)' -M -U allow -c $(POLICY_VERSION) -o $@-t $< && \
	mv $@-t $@
# policy_stage_fc: one file_contexts from the .fc files ($^), comments
# and blank lines dropped; the header names the policy (policy/TYPE/...).
policy_stage_fc = $(AM_V_GEN)$(MKDIR_P) $(@D) && \
	t=$@; t=$${t\#policy/}; t=$${t%%/*}; \
	{ echo "\# file_contexts of the secoreutils $$t policy, made from policy/*/*.fc"; \
	  for f in $^; do \
	    sed -e '/^[[:space:]]*\#/d' -e '/^[[:space:]]*$$/d' $$f || exit 1; \
	  done; } > $@-t && mv $@-t $@
# policy_stage_copy: a context file as it is ($<).
policy_stage_copy = $(AM_V_GEN)$(MKDIR_P) $(@D) && cat $< > $@

policy/targeted/policy/policy.$(POLICY_VERSION): policy/policy.conf
	$(policy_stage_compile)
policy/targeted/contexts/files/file_contexts: $(POLICY_FC)
	$(policy_stage_fc)
policy/targeted/seusers: policy/seusers
	$(policy_stage_copy)
policy/targeted/contexts/default_contexts: policy/contexts/default_contexts
	$(policy_stage_copy)
policy/targeted/contexts/default_type: policy/contexts/default_type
	$(policy_stage_copy)
policy/targeted/contexts/failsafe_context: policy/contexts/failsafe_context
	$(policy_stage_copy)
policy/targeted/contexts/initrc_context: policy/contexts/initrc_context
	$(policy_stage_copy)
policy/targeted/contexts/users/root: policy/contexts/users/root
	$(policy_stage_copy)
policy/targeted/contexts/users/unconfined_u: policy/contexts/users/unconfined_u
	$(policy_stage_copy)
policy/targeted/contexts/files/file_contexts.subs_dist: policy/contexts/files/file_contexts.subs_dist
	$(policy_stage_copy)
