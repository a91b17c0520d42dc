#!/bin/bash
# file-contexts.sh for the strict policy: its file_contexts is valid for
# it and gives a context to every file type it declares.
policy_type=strict
. "$abs_top_srcdir/tests/policy/file-contexts.sh"
