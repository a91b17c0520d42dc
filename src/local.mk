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
