# shellcheck shell=bash
# The process table the ps tests look at: started in this order by pid 1
# (pshelper init) of a fresh pid namespace.  Sourced by bash; $PSHELPER
# is the helper program.  Everything idles, so that two runs of ps a few
# milliseconds apart see the same values.
H=$PSHELPER
long=$(printf 'L%.0s' $(seq 3000))
sleep 10000 &
(exec -a "my-daemon --flag value" sleep 10000) &
(exec -a "$long tail" sleep 10000) &
(exec -a $'caf\xc3\xa9 \xe9t\xe9 \xff end' sleep 10000) &
(exec -a $'tab\there\x01\x7f \xe2\x80\x8b\xef\xbc\xa1 wide' sleep 10000) &
(exec -a '' sleep 10000) &
nice -n 5 sleep 10000 &
nice -n 19 sleep 10000 &
nice -n -5 sleep 10000 &
setpriv --reuid=65534 --regid=65534 --clear-groups sleep 10000 &
setpriv --reuid=54321 --regid=54321 --clear-groups sleep 10000 &
setpriv --reuid=123456789 --regid=123456789 --clear-groups sleep 10000 &
setpriv --ruid=0 --euid=1 --rgid=0 --egid=1 --groups=4,27,54322 \
  "$H" sleep eu &
sleep 10000 &
kill -STOP $!
"$H" zombie &
"$H" threads 3 &
"$H" tree 4 &
setsid "$H" sleep session &
"$H" name $'odd) x\n\e[1m' &
"$H" name 'spaces in it' &
"$H" noargv &
chrt -f 10 sleep 10000 &
chrt -b 0 sleep 10000 &
chrt -i 0 sleep 10000 &
env -i A=1 PATH=/bin sleep 10000 &
bash -c 'sleep 10000; :' &
(set -m; "$H" sleep pgrp & "$H" sleep pgrp2 & wait) &
# Supplementary groups whose names sort otherwise than their numbers.
setpriv --groups=27 sleep 10000 &
setpriv --groups=100,4 sleep 10000 &
sleep 1
