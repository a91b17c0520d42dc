# setenforce 0 and 1 round-trip, seen by the kernel, getenforce and
# sestatus.  Leaves the kernel enforcing.

group_ "setenforce" setenforce
check_ "setenforce 0 exits 0" setenforce 0
check_eq_ "after setenforce 0 the kernel is permissive" 0 "$(kernel_enforce_)"
group_ "setenforce" setenforce getenforce
check_out_ "after setenforce 0 getenforce says Permissive" Permissive getenforce
group_ "setenforce" setenforce sestatus
check_out_ "after setenforce 0 sestatus says permissive" permissive sestatus_line_ "Current mode"

group_ "setenforce" setenforce
check_ "setenforce 1 exits 0" setenforce 1
check_eq_ "after setenforce 1 the kernel enforces" 1 "$(kernel_enforce_)"
group_ "setenforce" setenforce getenforce
check_out_ "after setenforce 1 getenforce says Enforcing" Enforcing getenforce

group_ "setenforce" setenforce
check_ "setenforce Permissive exits 0" setenforce Permissive
check_eq_ "after setenforce Permissive the kernel is permissive" 0 "$(kernel_enforce_)"
check_ "setenforce Enforcing exits 0" setenforce Enforcing
check_eq_ "after setenforce Enforcing the kernel enforces" 1 "$(kernel_enforce_)"
