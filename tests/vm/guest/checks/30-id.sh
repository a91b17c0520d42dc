# id -Z and plain id show the kernel's context for the process.

group_ "id" id
check_out_ "id -Z prints the kernel's context ($(kernel_context_))" \
  "$(kernel_context_)" id -Z
check_grep_ "id prints uid=0(root) ... context=<the kernel's context>" \
  "^uid=0\(root\) gid=0\(root\) .* context=$(kernel_context_)\$" id
