# login.sh: what each login shell on the guest's ttyS2 runs (the host
# types "PW=PASSWORD sh /usr/share/vm/login.sh; exit" after the password; see
# debian/host.sh).  It tries what the promises are about, as whoever
# logged in, and writes "NAME STATUS" lines to /tmp/login-$LOGNAME.out
# for checks.sh to judge.  Each try runs in its own process, whose pid
# is written too, so that the checks find the kernel's AVC record of a
# refusal.
fc=/etc/selinux/$(sed -n 's/^SELINUXTYPE=//p' /etc/selinux/config)/contexts/files/file_contexts
o=/tmp/login-$LOGNAME
try_ () {
  n_=$1; shift
  "$@" > /dev/null 2>&1 &
  p_=$!; wait $p_
  echo "$n_ $? $p_"
}
{
  echo "context $(id -Z)"
  echo "tty $(ls -Z "$(tty)" | cut -d' ' -f1)"
  try_ read-shadow cat /etc/shadow
  try_ read-policy cat /sys/fs/selinux/policy
  r_=$(try_ setenforce setenforce 0); echo "$r_"
  case $r_ in 'setenforce 0 '*) setenforce 1 ;; esac
  echo "enforce $(cat /sys/fs/selinux/enforce)"
  try_ load_policy load_policy
  try_ setfiles setfiles -n -F "$fc" /etc/hostname
  echo data > "$o.f"
  try_ chcon-user_home_t chcon -t user_home_t "$o.f"
  try_ chcon-shadow_t chcon -t shadow_t "$o.f"
  try_ chcon-policy_config_t chcon -t policy_config_t "$o.f"
  rm -f "$o.f"
  # passwd (PW: the password the host typed): alice changes her own;
  # toor, uid 0, would set root's ("passwd root") without the old
  # one, which under strict only the policy (class passwd) refuses.
  # (What the terminal showed goes to /tmp/login-USER.passwd.)
  case $LOGNAME in
    alice) a_="$PW Zq8-Wv3-Lm7x Zq8-Wv3-Lm7x" w_= ;;
    toor) a_="Zq8-Wv3-Lm7x Zq8-Wv3-Lm7x" w_=root ;;
    *) a_= ;;
  esac
  if [ -n "$a_" ]; then
    ptyrun "$a_" passwd $w_ > "$o.passwd" 2>&1 &
    p_=$!; wait $p_
    echo "passwd $? $p_"
  fi
  # The policy's sources: rebuilding and loading is the administrator's.
  src_=/etc/selinux/strict/src/policy
  [ "$LOGNAME" = root ] || ! grep -q '^SELINUXTYPE=strict' /etc/selinux/config ||
    try_ make-load make -s -C $src_ load
} > "$o.t" 2>&1
mv "$o.t" "$o.out"
echo "@@ login.sh done for $LOGNAME"
