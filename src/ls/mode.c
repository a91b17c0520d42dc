/* Which of ls, dir and vdir this binary is: src/ls/local.mk compiles this
   file once per program with LS_MODE set.  */

#include <config.h>

#include "ls.h"

int const ls_mode = LS_MODE;
