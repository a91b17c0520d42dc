# getenforce and selinuxenabled against the kernel's enforce file.

group_ "selinuxenabled" selinuxenabled
check_ "selinuxenabled exits 0" selinuxenabled

group_ "getenforce" getenforce
check_out_ "getenforce says $(kernel_mode_), as $SELINUXFS/enforce does" \
  "$(kernel_mode_)" getenforce
