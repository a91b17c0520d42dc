## src/audit2allow: audit2allow and audit2why (one program, two names).

bin_PROGRAMS += src/audit2allow/audit2allow
src_audit2allow_audit2allow_SOURCES = \
  src/audit2allow/audit2allow.h src/audit2allow/main.c \
  src/audit2allow/options.h src/audit2allow/options.c \
  src/audit2allow/split.c src/audit2allow/record.c \
  src/audit2allow/arena.h src/audit2allow/arena.c \
  src/audit2allow/input.h src/audit2allow/input.c \
  src/audit2allow/utf8check.c \
  src/audit2allow/analyze.h src/audit2allow/analyze.c \
  src/audit2allow/access.h src/audit2allow/access.c \
  src/audit2allow/pystr.c \
  src/audit2allow/write.h src/audit2allow/write.c \
  src/audit2allow/why.h src/audit2allow/why.c \
  src/audit2allow/extras.h src/audit2allow/extras.c \
  src/audit2allow/follow.h src/audit2allow/follow.c
# Flipping booleans in the policy the analysis computes with needs
# libsepol calls that only its static library exports (as upstream's
# audit2why module links it), so it comes before everything else that
# uses libsepol, and the shared one is not linked.
src_audit2allow_audit2allow_LDADD = src/libcli.a lib/libsectx.a \
  gl/lib/libgnu.a -l:libsepol.a $(SELINUX_LIBS) $(ATTR_LIBS) \
  $(PCRE2_LIBS) $(LIBINTL)
EXTRA_DIST += src/audit2allow/README.md

# audit2why is audit2allow under its other name: a link, in the build
# tree for the tests and where it is installed.
all-local: src/audit2allow/audit2why
src/audit2allow/audit2why: src/audit2allow/audit2allow$(EXEEXT)
	rm -f $@ && $(LN_S) audit2allow$(EXEEXT) $@
CLEANFILES += src/audit2allow/audit2why
install-exec-hook: install-audit2why-link
uninstall-hook: uninstall-audit2why-link
.PHONY: install-audit2why-link uninstall-audit2why-link
install-audit2why-link:
	$(MKDIR_P) '$(DESTDIR)$(bindir)'
	rm -f '$(DESTDIR)$(bindir)/audit2why$(EXEEXT)'
	$(LN_S) audit2allow$(EXEEXT) '$(DESTDIR)$(bindir)/audit2why$(EXEEXT)'
uninstall-audit2why-link:
	rm -f '$(DESTDIR)$(bindir)/audit2why$(EXEEXT)'
