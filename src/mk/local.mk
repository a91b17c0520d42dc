## src/mk: mkdir, mknod and mkfifo, on the shared -Z/--context and -m
## handling.
noinst_LIBRARIES += src/mk/libmk.a
src_mk_libmk_a_SOURCES = src/mk/mk.h src/mk/context.c src/mk/mode.c
MK_LIBS = src/mk/libmk.a $(TOOL_LIBS)
bin_PROGRAMS += src/mk/mkdir src/mk/mknod src/mk/mkfifo
src_mk_mkdir_SOURCES = src/mk/mkdir.c
src_mk_mkdir_LDADD = $(MK_LIBS)
src_mk_mknod_SOURCES = src/mk/mknod.c
src_mk_mknod_LDADD = $(MK_LIBS)
src_mk_mkfifo_SOURCES = src/mk/mkfifo.c
src_mk_mkfifo_LDADD = $(MK_LIBS)
EXTRA_DIST += src/mk/README.md
