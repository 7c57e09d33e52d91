import { Redis } from 'ioredis';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, LOGIN_WINDOW_SECONDS, RedisLoginThrottle } from '../../src/modules/players/infrastructure/redis-login.throttle.js';
import { randomSuffix, testRedisUrl } from '../support/services.js';

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

  it('locks an account after its limit, for the rest of the 15-minute window, and clears on success', async () => {
    for (let failure = 1; failure < ACCOUNT_FAILURE_LIMIT; failure++) await throttle.recordFailure('jo', `10.0.0.${failure}`);
    expect(await throttle.blockedFor('jo', '10.0.0.99')).toBe(0);
    await throttle.recordFailure('jo', '10.0.0.50');
    expect(await throttle.blockedFor('jo', '10.0.0.99')).toBe(15);
    expect(await redis.ttl(`${prefix}:login-failures:account:jo`)).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    await throttle.clear('jo');
    expect(await throttle.blockedFor('jo', '10.0.0.99')).toBe(0);
  });

  it('locks an address after its limit, whichever accounts it tried', async () => {
    for (let failure = 1; failure < ADDRESS_FAILURE_LIMIT; failure++) await throttle.recordFailure(`guess-${failure}`, '192.0.2.7');
    expect(await throttle.blockedFor('someone-new', '192.0.2.7')).toBe(0);
    await throttle.recordFailure('guess-last', '192.0.2.7');
    expect(await throttle.blockedFor('someone-new', '192.0.2.7')).toBeGreaterThan(0);
    expect(await throttle.blockedFor('someone-new', '192.0.2.8')).toBe(0);
  });

  it('keeps the window from the first failure instead of extending it with each one', async () => {
    await throttle.recordFailure('window', '198.51.100.1');
    await redis.expire(`${prefix}:login-failures:account:window`, 60);
    await throttle.recordFailure('window', '198.51.100.1');
    expect(await redis.ttl(`${prefix}:login-failures:account:window`)).toBeLessThanOrEqual(60);
  });
});
