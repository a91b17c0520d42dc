# shellcheck shell=bash
# The second process table of the ps tests (see procs.sh for the first),
# built for what that one lacks: command lines and names with invalid
# UTF-8 before valid multibyte text, combining, zero-width and wide
# characters, DEL and C1; users and groups with multibyte names, short
# and wider than their columns (in this mount namespace only: our
# /etc/passwd and /etc/group are bound over the system's); signals
# pending for the process and for the thread, blocked, ignored and
# caught; a login uid; several kinds of terminal; more sessions and
# trees.  Sourced by bash as pid 1's child; $PSHELPER is the helper,
# $PSWORK a scratch directory.
H=$PSHELPER

# Names: short, as wide as a column (8 cells) in more bytes, wider by
# cells or by bytes, wide characters, combining and zero-width ones.
names=(jürgen àéîõüçñø ààààààààà 名前名前 名前名前名 ab名前cdef
       $'e\xcc\x81e\xcc\x81e\xcc\x81e\xcc\x81e\xcc\x81' abcdefghijk
       $'x\xe2\x80\x8by' $'\xef\xbc\xa1\xef\xbc\xa2\xef\xbc\xa3\xef\xbc\xa4b')
cp /etc/passwd "$PSWORK/passwd"
cp /etc/group "$PSWORK/group"
for i in "${!names[@]}"; do
  id=$((2001 + i))
  echo "${names[i]}:x:$id:$id::/:/bin/false" >>"$PSWORK/passwd"
  echo "${names[i]}:x:$id:" >>"$PSWORK/group"
done
mount --bind "$PSWORK/passwd" /etc/passwd
mount --bind "$PSWORK/group" /etc/group

for i in "${!names[@]}"; do
  id=$((2001 + i))
  setpriv --reuid=$id --regid=$id --clear-groups sleep 10000 &
done
setpriv --ruid=2002 --euid=2003 --rgid=2004 --egid=2005 \
  --groups=2006,2007,2010 "$H" sleep mixed &
setpriv --ruid=2008 --euid=2010 --rgid=2009 --egid=2001 \
  --groups=2002 "$H" sleep mixed2 &

# Command lines: invalid or cut UTF-8 followed by valid text, and each
# kind of character with its own escaping rule.
argvs=($'\xff\xe6\xbc\xa2\xe5\xad\x97 after'
       $'cut \xe6\xbc end \xc3\xa9'
       $'lone \xc3( paren'
       $'e\xcc\x81 combining \xcc\x81 alone'
       $'zero\xe2\x80\x8bwidth\xe2\x80\x8d joiner'
       $'wide \xef\xbc\xa1\xef\xbc\xa2 \xe6\xbc\xa2'
       $'del\x7f c1 \xc2\x85 raw \x85 nbsp \xc2\xa0'
       $'bom \xef\xbb\xbf soft \xc2\xad emoji \xf0\x9f\x98\x80'
       $'surrogate \xed\xa0\x80 overlong \xc0\xaf max \xf4\x8f\xbf\xbf'
       $'tab\there nl\nthere esc\e[1m'
       $'\xe6\xbc\xa2\xe5\xad\x97\xe6\xbc\xa2\xe5\xad\x97\xe6\xbc\xa2\xe5\xad\x97\xe6\xbc\xa2\xe5\xad\x97\xe6\xbc\xa2\xe5\xad\x97\xe6\xbc\xa2\xe5\xad\x97\xe6\xbc\xa2\xe5\xad\x97\xe6\xbc\xa2\xe5\xad\x97 long wide')
for a in "${argvs[@]}"; do
  (exec -a "$a" sleep 10000) &
done
# Several arguments, some of them empty or odd.
"$H" sleep $'arg\xff' '' $'\xe6\xbc\xa2' 'two words' &
for c in $'\xff\xe6\xbc\xa2' $'a\xcc\x81b' $'\xef\xbc\xa1\xef\xbc\xa2\xef\xbc\xa3' \
         $'d\x7fe\xc2\x85' $'\xe6\xbc' $'z\xe2\x80\x8bz'; do
  "$H" name "$c" &
done

# Signals.
"$H" signals &
setpriv --reuid=2003 --regid=2003 --clear-groups "$H" signals &

# Login uids.
(echo 2004 >/proc/self/loginuid && exec sleep 10000) &
(echo 0 >/proc/self/loginuid && exec "$H" sleep luid0) &

# Terminals: pseudo-terminals, virtual consoles, a serial line, the
# console; each the terminal of its own session, some with children.
# The pseudo-terminals come from a devpts of our own, so that they are
# pts/0 and pts/1 whatever else runs on the machine.
mount -t devpts -o newinstance,ptmxmode=0666 devpts /dev/pts &&
  mount --bind /dev/pts/ptmx /dev/ptmx
"$H" ctty /dev/ptmx &
"$H" ctty /dev/ptmx &
"$H" ctty /dev/tty5 &
"$H" ctty /dev/tty63 &
"$H" ctty /dev/ttyS0 &
"$H" ctty /dev/console &
setsid bash -c '"$0" ctty /dev/tty12 & sleep 10000' "$H" &

# Sessions and trees: several roots, branching, process groups.
setsid bash -c 'sleep 10000 & (sleep 10000 & sleep 10000) & sleep 10000' &
setsid bash -c '(set -m; sleep 10000 & "$0" tree 3 & wait)' "$H" &
(setsid "$H" tree 2 &) &
bash -c 'bash -c "sleep 10000 & sleep 10000" & sleep 10000' &
sleep 1
