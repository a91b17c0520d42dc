## src/stat: stat, one program split by role (see its README.md).
bin_PROGRAMS += src/stat/stat
src_stat_stat_SOURCES = src/stat/stat.h src/stat/stat.c src/stat/output.c \
  src/stat/file.c src/stat/mount.c src/stat/fs.c src/stat/fstype.c \
  src/stat/format.c
src_stat_stat_LDADD = $(TOOL_LIBS) $(LIBINTL)
EXTRA_DIST += src/stat/README.md
