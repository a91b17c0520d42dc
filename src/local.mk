## The tools.  One file per tool; help.c is the CLI text they share.

noinst_LIBRARIES += src/libcli.a
src_libcli_a_SOURCES = src/system.h src/help.h src/help.c

TOOL_LIBS = src/libcli.a $(SECTX_LIBS)
AM_CPPFLAGS += $(SELINUX_CFLAGS) $(SEPOL_CFLAGS) $(ATTR_CFLAGS) $(PCRE2_CFLAGS)

bin_PROGRAMS += src/id src/chcon

src_id_SOURCES = src/id.c
src_id_LDADD = $(TOOL_LIBS)

src_chcon_SOURCES = src/chcon.c
src_chcon_LDADD = $(TOOL_LIBS)

# The mode-control and policy-load tools, installed where Debian puts
# them: selinux-utils' and policycoreutils' /usr/sbin, and sestatus in
# /usr/bin with a link from /usr/sbin.
sbin_PROGRAMS += src/getenforce src/setenforce src/selinuxenabled \
  src/load_policy
bin_PROGRAMS += src/sestatus

src_getenforce_SOURCES = src/getenforce.c
src_getenforce_LDADD = $(TOOL_LIBS)

src_setenforce_SOURCES = src/setenforce.c
src_setenforce_LDADD = $(TOOL_LIBS)

src_selinuxenabled_SOURCES = src/selinuxenabled.c
src_selinuxenabled_LDADD = $(TOOL_LIBS)

src_load_policy_SOURCES = src/load_policy.c
src_load_policy_LDADD = $(TOOL_LIBS)

src_sestatus_SOURCES = src/sestatus.c
src_sestatus_LDADD = $(TOOL_LIBS)

# Debian's /usr/sbin/sestatus -> ../bin/sestatus.
install-exec-hook: install-sestatus-link
uninstall-hook: uninstall-sestatus-link
.PHONY: install-sestatus-link uninstall-sestatus-link
install-sestatus-link:
	$(MKDIR_P) '$(DESTDIR)$(sbindir)'
	rm -f '$(DESTDIR)$(sbindir)/sestatus$(EXEEXT)'
	if test "`dirname '$(bindir)'`" = "`dirname '$(sbindir)'`"; then \
	  target="../`basename '$(bindir)'`/sestatus$(EXEEXT)"; \
	else \
	  target='$(bindir)/sestatus$(EXEEXT)'; \
	fi; \
	$(LN_S) "$$target" '$(DESTDIR)$(sbindir)/sestatus$(EXEEXT)'
uninstall-sestatus-link:
	rm -f '$(DESTDIR)$(sbindir)/sestatus$(EXEEXT)'

# make demo: the suite at work.  demo-files runs here, on this machine.
demo: demo-files
demo-files: all
	@sh $(srcdir)/build-aux/demo-files.sh $(builddir)
.PHONY: demo demo-files
EXTRA_DIST += build-aux/demo-files.sh

# cp and mv share the copying engine.
noinst_LIBRARIES += src/libcopy.a
src_libcopy_a_SOURCES = src/copy.h src/copy.c src/copy-data.c src/copy-attr.c
COPY_LIBS = src/libcopy.a $(TOOL_LIBS) $(LIB_ACL)
bin_PROGRAMS += src/cp src/mv
src_cp_SOURCES = src/cp.c
src_cp_LDADD = $(COPY_LIBS)
src_mv_SOURCES = src/mv.c
src_mv_LDADD = $(COPY_LIBS)
