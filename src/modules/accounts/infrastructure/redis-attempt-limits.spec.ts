import { addressKey, delayAfter } from './redis-attempt-limits.js';
import { ACCOUNT_ADDRESS_RULE, ADDRESS_RULE } from './redis-login.throttle.js';

describe('attempt limits (security review, issue 18 item 3)', () => {
  it('keys IPv4 as it is (also IPv4-mapped) and IPv6 by its /64', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });

  it('grows the delay from 1 minute, doubling, up to an hour, from the blockAt-th failure of the rule', () => {
    const delays = Array.from({ length: 12 }, (_, index) => delayAfter(ACCOUNT_ADDRESS_RULE, index + 1));
    expect(delays).toEqual([0, 0, 0, 0, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(delayAfter(ADDRESS_RULE, 29)).toBe(0);
    expect(delayAfter(ADDRESS_RULE, 30)).toBe(60);
    expect(delayAfter(ADDRESS_RULE, 1000)).toBe(3600);
  });
});
