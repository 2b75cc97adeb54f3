import { embeddedIpv4, isRefusedAddress } from './address-policy';

describe('webhook address policy (SSRF guard)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '169.254.1.1',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1', // documentation
    '198.18.0.1', // benchmarking
    '240.0.0.1', // reserved
    'not-an-address',
    '127.1', // only the four-part form is an address here
  ])('refuses the IPv4 address %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    '::',
    '::1',
    'fc00::1',
    'fd00:ec2::254', // AWS metadata over IPv6
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1', // site-local (deprecated)
    'ff00::1',
    'ff02::1',
    '2001:db8::1', // documentation
    '3fff::1', // documentation (RFC 9637)
    '100::1', // discard 100::/64
    '2001:2::1', // benchmarking
    '5f00::1', // segment routing
    '4000::1', // outside 2000::/3, the global unicast space
    '::127.0.0.1', // IPv4-compatible (deprecated): never global, whatever it carries
    '::8.8.8.8',
  ])('refuses the IPv6 address %s (not global unicast)', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  // Each form that carries an IPv4 address, with a private one (refused) and a public one (allowed).
  it.each([
    ['IPv4-mapped', '::ffff:127.0.0.1', '::ffff:8.8.8.8'],
    ['IPv4-mapped, hex', '::ffff:a9fe:a9fe', '::ffff:808:808'],
    ['IPv4-mapped, long form', '0:0:0:0:0:ffff:192.168.0.1', '0:0:0:0:0:ffff:93.184.216.34'],
    ['IPv4-translated ::ffff:0:0:0/96', '::ffff:0:10.0.0.1', '::ffff:0:8.8.8.8'],
    ['IPv4-translated, hex', '::ffff:0:7f00:1', '::ffff:0:808:808'],
    ['6to4 2002::/16', '2002:7f00:1::', '2002:808:808::1'],
    ['6to4, metadata', '2002:a9fe:a9fe::1', '2002:5db8:d822:1::1'],
    ['6to4, carrier-grade NAT', '2002:6440:1::', '2002:5db8:d822::'],
    ['well-known NAT64 64:ff9b::/96', '64:ff9b::10.0.0.1', '64:ff9b::8.8.8.8'],
    ['well-known NAT64, hex', '64:ff9b::a9fe:a9fe', '64:ff9b::808:808'],
  ])('%s: judged by the IPv4 address it carries (%s refused, %s allowed)', (_form, refused, allowed) => {
    expect(isRefusedAddress(refused)).toBe(true);
    expect(isRefusedAddress(allowed)).toBe(false);
  });

  it.each([
    ['Teredo 2001::/32, public server and client', '2001:0:808:808:0:f7f7:f7f7:f7f7'],
    ['Teredo, private client', '2001:0:808:808:0:ffff:80ff:fef5'],
    ['local-use NAT64 64:ff9b:1::/48, public IPv4', '64:ff9b:1::808:808'],
    ['local-use NAT64, private IPv4', '64:ff9b:1::a00:1'],
  ])('%s is always refused (%s)', (_form, address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:2800:220:1:248:1893:25c8:1946', '2a00:1450:4001:80b::200e'])('allows the global address %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });

  it('finds the IPv4 address inside each IPv6 form', () => {
    expect(embeddedIpv4('::ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('0:0:0:0:0:ffff:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIpv4('::ffff:0:c0a8:1')).toBe('192.168.0.1');
    expect(embeddedIpv4('2002:c0a8:1:5::1')).toBe('192.168.0.1');
    expect(embeddedIpv4('64:ff9b::c0a8:1')).toBe('192.168.0.1');
    expect(embeddedIpv4('64:ff9b:1::c0a8:1')).toBeNull();
    expect(embeddedIpv4('2001:db8::1')).toBeNull();
  });
});
