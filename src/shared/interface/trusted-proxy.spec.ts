import { isTrustedProxy } from './trusted-proxy.js';

describe('isTrustedProxy (whose forwarded headers are believed)', () => {
  it('believes nobody without TRUST_PROXY, the nearest hop with a hop count', () => {
    expect(isTrustedProxy(false, '127.0.0.1')).toBe(false);
    expect(isTrustedProxy(0, '127.0.0.1')).toBe(false);
    expect(isTrustedProxy(1, '203.0.113.9')).toBe(true);
  });

  it('believes only the named addresses, CIDRs, netmasks and ranges, IPv4-mapped peers included', () => {
    const trust = ['loopback', '10.0.0.0/8', '192.168.1.0/255.255.255.0', '2001:db8::/32', '198.51.100.7'];
    for (const peer of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.20.30.40',
      '192.168.1.200',
      '2001:db8::1',
      '198.51.100.7',
    ])
      expect([peer, isTrustedProxy(trust, peer)]).toEqual([peer, true]);
    for (const peer of ['203.0.113.9', '192.168.2.1', '2001:db9::1', '198.51.100.8', '::ffff:203.0.113.9', undefined])
      expect([peer, isTrustedProxy(trust, peer)]).toEqual([peer, false]);
  });
});
