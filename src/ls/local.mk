## src/ls: ls, dir and vdir: one set of sources (libls.a); mode.c, compiled
# once per program, tells them apart.
noinst_LIBRARIES += src/ls/libls.a
src_ls_libls_a_SOURCES = src/ls/ls.h src/ls/ls.c src/ls/state.c src/ls/env.h src/ls/env.c \
  src/ls/list.c src/ls/gather.c src/ls/sort.c src/ls/print.c src/ls/color.c \
  src/ls/time.c src/ls/signal.c src/ls/fast.c
src_ls_libls_a_SOURCES += src/ls/prefetch.c
bin_PROGRAMS += src/ls/ls src/ls/dir src/ls/vdir
LS_LIBS = src/ls/libls.a $(TOOL_LIBS) $(LIB_HAS_ACL) \
  $(GETHOSTNAME_LIB) $(LIBINTL)
src_ls_ls_SOURCES = src/ls/mode.c
src_ls_ls_CPPFLAGS = $(AM_CPPFLAGS) -DLS_MODE=LS_LS
src_ls_ls_LDADD = $(LS_LIBS)
src_ls_dir_SOURCES = src/ls/mode.c
src_ls_dir_CPPFLAGS = $(AM_CPPFLAGS) -DLS_MODE=LS_MULTI_COL
src_ls_dir_LDADD = $(LS_LIBS)
src_ls_vdir_SOURCES = src/ls/mode.c
src_ls_vdir_CPPFLAGS = $(AM_CPPFLAGS) -DLS_MODE=LS_LONG_FORMAT
src_ls_vdir_LDADD = $(LS_LIBS)
EXTRA_DIST += src/ls/README.md
