# demo.sh: the Debian guest in `make demo`: real daemons in their
# domains, and one real denial.  Sourced by /vm/session (bash).
dmesg -n 1
echo "---- demo ----"
if [ -e /vm/color ]; then bold_=$(printf '\033[1m') off_=$(printf '\033[0m'); else bold_= off_=; fi
heading_ () { printf '\n%s=== %s ===%s\n' "$bold_" "$1" "$off_"; }
show_ () { printf '%s# %s%s\n' "$bold_" "$1" "$off_"; eval "$1" 2>&1; }

heading_ "A Debian 12 system booted with our policy, enforcing; the daemons started by their init scripts"
show_ 'getenforce'
show_ "ps -eZ | grep -E ' (ntpd|apache2|named|postgres)\$' | head -n 6"
show_ 'curl -s http://127.0.0.1/ | grep -o "Apache2 Debian Default Page"'
show_ 'dig +short @127.0.0.1 localhost'
heading_ "httpd_t may not read ntpd's drift file (a probe labelled httpd_exec_t runs in httpd_t)"
show_ 'ls -Z /var/lib/ntpsec/ntp.drift /vm/bin/probe-httpd'
show_ '/vm/bin/probe-httpd read /var/lib/ntpsec/ntp.drift'
sleep 1
show_ "dmesg | grep 'avc:  denied' | grep httpd_t | tail -n 1 | sed 's/^.*avc: /avc: /'"
echo
heading_ "A page mislabelled var_lib_t (copied in with its label): audit2why says why, audit2allow --advise what to do"
show_ 'echo "<p>new page</p>" > /var/www/html/new.html && chcon -t var_lib_t /var/www/html/new.html && ls -Z /var/www/html/new.html'
show_ 'curl -s -o /dev/null -w "%{http_code}\n" http://127.0.0.1/new.html'
sleep 1
show_ "dmesg | grep 'avc:  denied' | grep 'httpd_t.*var_lib_t' | sed 's/^.*avc: /avc: /' | tee /tmp/denial.log"
show_ 'audit2why -i /tmp/denial.log'
show_ 'audit2allow --advise -p /etc/selinux/targeted/policy/policy.33 -i /tmp/denial.log'
show_ 'restorecon -v /var/www/html/new.html && curl -s http://127.0.0.1/new.html'
echo
