## src/booleans: getsebool, setsebool and togglesebool, on libsectx's
## booleans (lib/booleans.c, lib/boolfile.c), installed in /usr/sbin as
## selinux-utils and policycoreutils put them.
noinst_LIBRARIES += src/booleans/libbooleans.a
src_booleans_libbooleans_a_SOURCES = src/booleans/env.h src/booleans/env.c
BOOLEANS_LIBS = src/booleans/libbooleans.a $(TOOL_LIBS)
sbin_PROGRAMS += src/booleans/getsebool src/booleans/setsebool \
  src/booleans/togglesebool
src_booleans_getsebool_SOURCES = src/booleans/getsebool.c
src_booleans_getsebool_LDADD = $(BOOLEANS_LIBS)
src_booleans_setsebool_SOURCES = src/booleans/setsebool.c \
  src/booleans/persist.h src/booleans/persist.c
src_booleans_setsebool_LDADD = $(BOOLEANS_LIBS)
src_booleans_togglesebool_SOURCES = src/booleans/togglesebool.c
src_booleans_togglesebool_LDADD = $(BOOLEANS_LIBS)
EXTRA_DIST += src/booleans/README.md
