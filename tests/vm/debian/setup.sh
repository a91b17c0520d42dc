# setup.sh: the few settings the checks need, written by the guest's
# init (in init_t) before it starts the daemons; sourced by /usr/sbin/init.
# Debian's own configuration is kept wherever it already serves.

# Names resolve through our named.
echo 'nameserver 127.0.0.1' > /etc/resolv.conf
grep -q debvm /etc/hosts || echo '127.0.1.1 debvm' >> /etc/hosts

# dhcpd serves the test network on veth0 (see init).
echo 'INTERFACESv4="veth0"' > /etc/default/isc-dhcp-server
cat > /etc/dhcp/dhcpd.conf <<'CONF'
authoritative;
default-lease-time 600;
max-lease-time 600;
subnet 10.9.0.0 netmask 255.255.255.0 {
  range 10.9.0.100 10.9.0.110;
}
CONF

# A drift file for ntpd, as it keeps after its first hour: the file
# another daemon must not read.
echo '0.000' > /var/lib/ntpsec/ntp.drift
chown ntpsec:ntpsec /var/lib/ntpsec/ntp.drift 2> /dev/null

$restorecon -R /etc/resolv.conf /etc/hosts /etc/default /etc/dhcp /var/lib/ntpsec
