## src/ps: ps: procps-ng 4.0.2's ps, split by role (see src/ps/README.md).
bin_PROGRAMS += src/ps/ps
src_ps_ps_SOURCES = src/ps/ps.h src/ps/ps.c src/ps/gather.c src/ps/options.c src/ps/proc.c \
  src/ps/format.c src/ps/output.c src/ps/mrows.c src/ps/persona.c \
  src/ps/state.c src/ps/escape.c
src_ps_ps_LDADD = $(TOOL_LIBS)
