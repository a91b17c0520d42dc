## man/: one page per tool.

man_MANS = man/id.1 man/chcon.1 man/getenforce.8 man/setenforce.8 \
  man/selinuxenabled.8 man/sestatus.8 man/load_policy.8
man_MANS += man/ps.1
man_MANS += man/matchpathcon.8
man_MANS += man/cp.1 man/mv.1
man_MANS += man/install.1
EXTRA_DIST += $(man_MANS)
man_MANS += man/ls.1 man/dir.1 man/vdir.1
man_MANS += man/setfiles.8 man/restorecon.8 man/fixfiles.8
man_MANS += man/mkdir.1 man/mknod.1 man/mkfifo.1 man/runcon.1
man_MANS += man/stat.1
man_MANS += man/getsebool.8 man/setsebool.8 man/togglesebool.8
man_MANS += man/audit2allow.1 man/audit2why.1
man_MANS += man/selinux-policy-switch.8
man_MANS += man/newrole.1 man/run_init.8
