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

# matchpathcon, in /usr/sbin as selinux-utils puts it.
sbin_PROGRAMS += src/matchpathcon
src_matchpathcon_SOURCES = src/matchpathcon.c
src_matchpathcon_LDADD = $(TOOL_LIBS)
# fixfiles, a shell script calling our setfiles and restorecon.
sbin_SCRIPTS = src/fixfiles
CLEANFILES += src/fixfiles
EXTRA_DIST += src/fixfiles.in
src/fixfiles: src/fixfiles.in Makefile
	$(AM_V_GEN)sed -e 's|@sbindir[@]|$(sbindir)|g' \
	  $(srcdir)/src/fixfiles.in > $@.tmp && chmod +x $@.tmp && mv $@.tmp $@

# setfiles and restorecon: one program, two names (policycoreutils' sbin).
sbin_PROGRAMS += src/setfiles
src_setfiles_SOURCES = src/setfiles.c src/progress.c src/progress.h
src_setfiles_LDADD = $(TOOL_LIBS)

# restorecon is setfiles under its other name (Debian's symlink).
install-exec-hook: install-restorecon-link
uninstall-hook: uninstall-restorecon-link
.PHONY: install-restorecon-link uninstall-restorecon-link
install-restorecon-link:
	rm -f '$(DESTDIR)$(sbindir)/restorecon$(EXEEXT)'
	$(LN_S) setfiles$(EXEEXT) '$(DESTDIR)$(sbindir)/restorecon$(EXEEXT)'
uninstall-restorecon-link:
	rm -f '$(DESTDIR)$(sbindir)/restorecon$(EXEEXT)'

# runcon, in /usr/bin as coreutils puts it.
bin_PROGRAMS += src/runcon
src_runcon_SOURCES = src/runcon.c
src_runcon_LDADD = $(TOOL_LIBS)
