## policy/: the strict policy, built from the same sources as the
## targeted one (policy/local.mk) with strict.te and the strict users,
## constraints, file contexts and context files in place of
## unconfined.te and targeted's.  policy/strict/ in the build tree is a
## staged copy of exactly what "make install" puts under
## $(sysconfdir)/selinux/strict/.  Both policies are built by "make".

POLICY_STRICT_TE = policy/base/base.te policy/base/programs.te \
  $(POLICY_MODULES_TE) policy/base/strict.te policy/base/newrole.te \
  policy/base/passwd.te
POLICY_STRICT_POST = \
  policy/base/strict-users.conf \
  policy/base/strict-constraints.conf \
  policy/base/initial_sid_contexts.conf \
  policy/base/fs_use.conf \
  policy/base/genfscon.conf
POLICY_STRICT_FC = $(POLICY_FC) policy/base/strict.fc

EXTRA_DIST += policy/base/newrole.te policy/base/passwd.te
EXTRA_DIST += policy/strict.mk policy/base/strict.te \
  policy/base/strict-users.conf policy/base/strict-constraints.conf \
  policy/base/strict.fc policy/contexts-strict/seusers \
  policy/contexts-strict/default_contexts policy/contexts-strict/default_type \
  policy/contexts-strict/failsafe_context \
  policy/contexts-strict/users/root policy/contexts-strict/users/staff_u \
  policy/contexts-strict/users/user_u

policystrictdir = $(selinuxdir)/strict
policystrict_DATA = policy/strict/seusers
policystrictbindir = $(policystrictdir)/policy
policystrictbin_DATA = policy/strict/policy/policy.$(POLICY_VERSION)
policystrictcontextsdir = $(policystrictdir)/contexts
policystrictcontexts_DATA = \
  policy/strict/contexts/default_contexts \
  policy/strict/contexts/default_type \
  policy/strict/contexts/failsafe_context \
  policy/strict/contexts/initrc_context
policystrictusersdir = $(policystrictcontextsdir)/users
policystrictusers_DATA = \
  policy/strict/contexts/users/root \
  policy/strict/contexts/users/staff_u \
  policy/strict/contexts/users/user_u
policystrictfilesdir = $(policystrictcontextsdir)/files
policystrictfiles_DATA = \
  policy/strict/contexts/files/file_contexts \
  policy/strict/contexts/files/file_contexts.subs_dist

CLEANFILES += policy/policy-strict.conf $(policystrict_DATA) \
  $(policystrictbin_DATA) $(policystrictcontexts_DATA) \
  $(policystrictusers_DATA) $(policystrictfiles_DATA)

policy/policy-strict.conf: $(POLICY_PRE) $(POLICY_STRICT_TE) $(POLICY_STRICT_POST) policy/assemble.sh
	$(AM_V_GEN)$(MKDIR_P) policy && \
	$(SHELL) $(srcdir)/policy/assemble.sh '$(srcdir)' '$(POLICY_PRE)' \
	  '$(POLICY_STRICT_TE)' '$(POLICY_STRICT_POST)' > $@-t && mv $@-t $@

# Staged by local.mk's recipes, as targeted's tree is.  initrc_context
# and the substitutions are targeted's.
policy/strict/policy/policy.$(POLICY_VERSION): policy/policy-strict.conf
	$(policy_stage_compile)
policy/strict/contexts/files/file_contexts: $(POLICY_STRICT_FC)
	$(policy_stage_fc)
policy/strict/seusers: policy/contexts-strict/seusers
	$(policy_stage_copy)
policy/strict/contexts/default_contexts: policy/contexts-strict/default_contexts
	$(policy_stage_copy)
policy/strict/contexts/default_type: policy/contexts-strict/default_type
	$(policy_stage_copy)
policy/strict/contexts/failsafe_context: policy/contexts-strict/failsafe_context
	$(policy_stage_copy)
policy/strict/contexts/initrc_context: policy/contexts/initrc_context
	$(policy_stage_copy)
policy/strict/contexts/users/root: policy/contexts-strict/users/root
	$(policy_stage_copy)
policy/strict/contexts/users/staff_u: policy/contexts-strict/users/staff_u
	$(policy_stage_copy)
policy/strict/contexts/users/user_u: policy/contexts-strict/users/user_u
	$(policy_stage_copy)
policy/strict/contexts/files/file_contexts.subs_dist: policy/contexts/files/file_contexts.subs_dist
	$(policy_stage_copy)

########################################################################
# The sources on the system: each policy's store gets the whole policy/
# tree in src/policy/, with a Makefile for that policy (made from
# src-Makefile.in: make, make install, make load, make relabel, as the
# FC3 sources had).  tests/policy/src.sh rebuilds them.

POLICY_SRC_FILES = $(POLICY_PRE) $(POLICY_TE) $(POLICY_POST) $(POLICY_FC) \
  policy/base/strict.te policy/base/newrole.te policy/base/passwd.te \
  policy/base/strict-users.conf \
  policy/base/strict-constraints.conf policy/base/strict.fc \
  policy/assemble.sh policy/README.md policy/seusers \
  policy/contexts/default_contexts policy/contexts/default_type \
  policy/contexts/failsafe_context policy/contexts/initrc_context \
  policy/contexts/users/root policy/contexts/users/unconfined_u \
  policy/contexts/files/file_contexts.subs_dist \
  policy/contexts-strict/seusers policy/contexts-strict/default_contexts \
  policy/contexts-strict/default_type policy/contexts-strict/failsafe_context \
  policy/contexts-strict/users/root policy/contexts-strict/users/staff_u \
  policy/contexts-strict/users/user_u
EXTRA_DIST += policy/src-Makefile.in
policysrctargeted_DATA = policy/targeted/src/policy/Makefile
policysrctargeteddir = $(policytargeteddir)/src/policy
policysrcstrict_DATA = policy/strict/src/policy/Makefile
policysrcstrictdir = $(policystrictdir)/src/policy
CLEANFILES += $(policysrctargeted_DATA) $(policysrcstrict_DATA)

# src_makefile_ TYPE PRE TE POST FC CONTEXTS SEUSERS: the template with
# the file lists filled in, relative to src/policy, the modules' run of
# names replaced by the Makefile's own list (so a new module is built).
src_makefile_ = sh -c ' \
  strip () { echo "$$1" | sed -e "s|policy/||g" \
    -e "s|modules/[a-z0-9_]*\.te\( modules/[a-z0-9_]*\.te\)*|\$$(MODULES_TE)|" \
    -e "s|modules/[a-z0-9_]*\.fc\( modules/[a-z0-9_]*\.fc\)*|\$$(MODULES_TE:.te=.fc)|"; }; \
  sed -e "s|%%TYPE%%|$$1|g" -e "s|%%VERSION%%|$(POLICY_VERSION)|g" \
    -e "s|%%PRE%%|$$(strip "$$2")|" -e "s|%%TE%%|$$(strip "$$3")|" \
    -e "s|%%POST%%|$$(strip "$$4")|" -e "s|%%FC%%|$$(strip "$$5")|" \
    -e "s|%%CONTEXTS%%|$$(strip "$$6")|" -e "s|%%SEUSERS%%|$$(strip "$$7")|" \
    "$(srcdir)/policy/src-Makefile.in"' sh

policy/targeted/src/policy/Makefile: policy/src-Makefile.in policy/local.mk policy/strict.mk
	$(AM_V_GEN)$(MKDIR_P) policy/targeted/src/policy && \
	$(src_makefile_) targeted '$(POLICY_PRE)' '$(POLICY_TE)' '$(POLICY_POST)' \
	  '$(POLICY_FC)' 'policy/contexts/default_contexts policy/contexts/default_type policy/contexts/failsafe_context policy/contexts/initrc_context policy/contexts/users/root policy/contexts/users/unconfined_u policy/contexts/files/file_contexts.subs_dist' \
	  policy/seusers > $@-t && mv $@-t $@
policy/strict/src/policy/Makefile: policy/src-Makefile.in policy/local.mk policy/strict.mk
	$(AM_V_GEN)$(MKDIR_P) policy/strict/src/policy && \
	$(src_makefile_) strict '$(POLICY_PRE)' '$(POLICY_STRICT_TE)' '$(POLICY_STRICT_POST)' \
	  '$(POLICY_STRICT_FC)' 'policy/contexts-strict/default_contexts policy/contexts-strict/default_type policy/contexts-strict/failsafe_context policy/contexts/initrc_context policy/contexts-strict/users/root policy/contexts-strict/users/staff_u policy/contexts-strict/users/user_u policy/contexts/files/file_contexts.subs_dist' \
	  policy/contexts-strict/seusers > $@-t && mv $@-t $@

# The sources themselves, copied from the source tree with their
# folders (base/, modules/, contexts/, contexts-strict/).
install-data-hook: install-policy-src
uninstall-hook: uninstall-policy-src
install-policy-src:
	@set -e; for t in targeted strict; do \
	  dir='$(DESTDIR)$(selinuxdir)'/$$t/src/policy; \
	  for f in $(POLICY_SRC_FILES); do \
	    rel=$${f#policy/}; \
	    $(MKDIR_P) "$$dir/$$(dirname $$rel)"; \
	    case $$rel in \
	      *.sh) $(INSTALL_SCRIPT) "$(srcdir)/$$f" "$$dir/$$rel" ;; \
	      *) $(INSTALL_DATA) "$(srcdir)/$$f" "$$dir/$$rel" ;; \
	    esac; \
	  done; \
	done
uninstall-policy-src:
	@set -e; for t in targeted strict; do \
	  dir='$(DESTDIR)$(selinuxdir)'/$$t/src/policy; \
	  for f in $(POLICY_SRC_FILES); do rm -f "$$dir/$${f#policy/}"; done; \
	done
.PHONY: install-policy-src uninstall-policy-src
