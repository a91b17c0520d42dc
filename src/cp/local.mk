## src/cp: cp and mv share the copying engine.
noinst_LIBRARIES += src/cp/libcopy.a
src_cp_libcopy_a_SOURCES = src/cp/copy.h src/cp/copy.c src/cp/data.c src/cp/attr.c \
  src/cp/label.c src/cp/same.c
COPY_LIBS = src/cp/libcopy.a $(TOOL_LIBS) $(LIB_ACL)
bin_PROGRAMS += src/cp/cp src/cp/mv
src_cp_cp_SOURCES = src/cp/cp.c src/cp/parents.c
src_cp_cp_LDADD = $(COPY_LIBS)
src_cp_mv_SOURCES = src/cp/mv.c
src_cp_mv_LDADD = $(COPY_LIBS)
## install, on the same engine.
bin_PROGRAMS += src/cp/install
src_cp_install_SOURCES = src/cp/install.c src/cp/install.h \
  src/cp/install-file.c src/cp/install-dirs.c
src_cp_install_LDADD = $(COPY_LIBS)
