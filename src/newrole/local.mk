## src/newrole: newrole and run_init, which re-authenticate the user and
## run a program in another context (see src/newrole/README.md).
noinst_LIBRARIES += src/newrole/librole.a
src_newrole_librole_a_SOURCES = src/newrole/role.h src/newrole/auth.c
ROLE_LIBS = src/newrole/librole.a $(TOOL_LIBS) $(PAM_LIBS)
bin_PROGRAMS += src/newrole/newrole
src_newrole_newrole_SOURCES = src/newrole/newrole.c src/newrole/newcon.c \
  src/newrole/tty.c src/newrole/user.c src/newrole/pamconf.c \
  src/newrole/audit.c
src_newrole_newrole_LDADD = $(ROLE_LIBS) $(AUDIT_LIBS)
sbin_PROGRAMS += src/newrole/run_init
src_newrole_run_init_SOURCES = src/newrole/run_init.c
src_newrole_run_init_LDADD = $(ROLE_LIBS)
EXTRA_DIST += src/newrole/README.md
