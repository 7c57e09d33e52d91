import { Redis } from 'ioredis';
import {
  ACCOUNT_ADDRESS_RULE,
  ADDRESS_RULE,
  RedisLoginThrottle,
} from '../../src/modules/accounts/infrastructure/redis-login.throttle.js';
import { randomSuffix, testRedisUrl } from '../support/services.js';

/** The Redis adapter of the log-in limits (security review, issue 18 item 3; the API's side: login-limits.e2e-spec.ts). */
describe('log-in throttle on Redis', () => {
  const prefix = `test-${randomSuffix()}`;
  let redis: Redis;
  let throttle: RedisLoginThrottle;
  beforeAll(() => {
    redis = new Redis(testRedisUrl());
    throttle = new RedisLoginThrottle(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const blockKey = (rule: string, key: string) => `${prefix}:limits:${rule}:blocked:${key}`;

  it('blocks an account at one address from the 5th failure, never the account elsewhere, and forgives on success', async () => {
    for (let failure = 1; failure < ACCOUNT_ADDRESS_RULE.blockAt; failure++)
      await throttle.recordFailure('jo', '10.0.0.1');
    expect(await throttle.blockedFor('jo', '10.0.0.1')).toBe(0);
    await throttle.recordFailure('jo', '10.0.0.1');
    expect(await throttle.blockedFor('jo', '10.0.0.1')).toBe(60);
    expect(await throttle.blockedFor('jo', '10.0.0.2')).toBe(0);
    expect(await throttle.blockedFor('someone-else', '10.0.0.1')).toBe(0);
    await throttle.clear('jo', '10.0.0.1');
    expect(await throttle.blockedFor('jo', '10.0.0.1')).toBe(0);
  });

  it('doubles the block with each failure after it, up to an hour', async () => {
    for (let failure = 1; failure <= ACCOUNT_ADDRESS_RULE.blockAt; failure++)
      await throttle.recordFailure('kim', '10.0.1.1');
    const blocks = [await throttle.blockedFor('kim', '10.0.1.1')];
    for (let more = 0; more < 7; more++) {
      await redis.del(blockKey('login:account-address', '10.0.1.1|kim'));
      await throttle.recordFailure('kim', '10.0.1.1');
      blocks.push(await throttle.blockedFor('kim', '10.0.1.1'));
    }
    expect(blocks).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('blocks an address from its 30th failure, whichever accounts it tried, and a log-in there does not forgive it', async () => {
    for (let failure = 1; failure < ADDRESS_RULE.blockAt; failure++)
      await throttle.recordFailure(`guess-${failure}`, '192.0.2.7');
    expect(await throttle.blockedFor('someone-new', '192.0.2.7')).toBe(0);
    await throttle.recordFailure('guess-last', '192.0.2.7');
    expect(await throttle.blockedFor('someone-new', '192.0.2.7')).toBe(60);
    expect(await throttle.blockedFor('someone-new', '192.0.2.8')).toBe(0);
    await throttle.clear('someone-new', '192.0.2.7');
    expect(await throttle.blockedFor('someone-new', '192.0.2.7')).toBe(60);
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    for (let failure = 1; failure <= ACCOUNT_ADDRESS_RULE.blockAt; failure++)
      await throttle.recordFailure('lee', `2001:db8:5:6::${failure}`);
    expect(await throttle.blockedFor('lee', '2001:db8:5:6:ffff::1')).toBe(60);
    expect(await throttle.blockedFor('lee', '2001:db8:5:7::1')).toBe(0);
  });

  it('keeps the count from the first failure of the window instead of extending it with each one', async () => {
    await throttle.recordFailure('window', '198.51.100.1');
    const key = `${prefix}:limits:login:account-address:failures:198.51.100.1|window`;
    expect(await redis.ttl(key)).toBeLessThanOrEqual(ACCOUNT_ADDRESS_RULE.windowSeconds);
    await redis.expire(key, 60);
    await throttle.recordFailure('window', '198.51.100.1');
    expect(await redis.ttl(key)).toBeLessThanOrEqual(60);
  });
});
