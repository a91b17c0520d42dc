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
  lib/policyload.c \
  lib/initload.c \
  lib/fscache.c

# What a program linking libsectx needs after it.
SECTX_LIBS = lib/libsectx.a gl/lib/libgnu.a $(SELINUX_LIBS) $(SEPOL_LIBS) \
  $(ATTR_LIBS) $(PCRE2_LIBS) $(LIBINTL)
