## libsectx, the context library.

noinst_LIBRARIES += lib/libsectx.a
lib_libsectx_a_SOURCES = \
  lib/sectx.h \
  lib/context.c \
  lib/filecon.c \
  lib/proccon.c \
  lib/config.c \
  lib/selinuxfs.c \
  lib/booleans.c \
  lib/boolfile.c \
  lib/policybools.c \
  lib/policyload.c \
  lib/initload.c \
  lib/fscache.c \
  lib/fcontext.h \
  lib/fcontext-parse.c \
  lib/fcontext-bin.c \
  lib/fcontext-index.c \
  lib/fcontext-load.c \
  lib/fcontext-lookup.c \
  lib/fcontext-digest.c \
  lib/fcontext-default.c \
  lib/fscreate.c \
  lib/execcon.c \
  lib/rolecon.c

# What a program linking libsectx needs after it.
SECTX_LIBS = lib/libsectx.a gl/lib/libgnu.a $(SELINUX_LIBS) $(SEPOL_LIBS) \
  $(ATTR_LIBS) $(PCRE2_LIBS) $(LIBINTL)

# Relabel: the tree walk and restorecon decision (setfiles, restorecon).
lib_libsectx_a_SOURCES += lib/relabel-priv.h lib/relabel.c \
  lib/relabel-assoc.c lib/relabel-walk.c
