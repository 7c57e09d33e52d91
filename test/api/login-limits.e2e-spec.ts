import { Redis } from 'ioredis';
import { aPlayer, TEST_PASSWORD } from '../support/builders.js';
import { postFrom } from '../support/from-address.js';
import { testRedisUrl } from '../support/services.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Security review, issue 18 item 3: the log-in limits count the connection's address (a
 * proxy's X-Forwarded-For only when TRUST_PROXY names it), per address and per
 * account+address with growing delays, so a stranger cannot lock an owner out from elsewhere.
 * Each client is its own loopback address (127.0.0.x), so no header is needed to be several.
 */
describe('log-in limits (security review, issue 18 item 3)', () => {
  let app: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    app = await startTestApp();
    redis = new Redis(testRedisUrl());
  });
  afterAll(async () => {
    await redis.quit();
    await app.close();
  });

  const logIn = (
    from: string,
    userName: string,
    password: string,
    headers: Record<string, string> = {},
    target: { url: string } = app,
  ) =>
    postFrom<{ error?: string; code?: string; authToken?: string }>(
      from,
      target,
      '/v1/user/login',
      { userName, password },
      headers,
    );

  /** The block a failure put on (address, account) ends as if its time had passed. */
  const letPairBlockPass = (address: string, account: string) =>
    redis.del(`${app.settings.queuePrefix}:limits:login:account-address:blocked:${address}|${account}`);

  it('ignores X-Forwarded-For without TRUST_PROXY: failures count against the connection, whatever address the header names', async () => {
    const { userName } = await aPlayer(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (await logIn('127.0.0.3', userName!, 'wrong-password', { 'x-forwarded-for': `203.0.113.${attempt}` })).status,
      ).toBe(401);
    }
    // Another header does not make another client: this connection's address is blocked.
    const spoofed = await logIn('127.0.0.3', userName!, TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.77' });
    expect(spoofed.status).toBe(429);
    // Naming the blocked address in the header does not block another connection either.
    expect((await logIn('127.0.0.2', userName!, TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
  });

  it('lets the owner log in from their address while failures from another address are being throttled', async () => {
    const { userName } = await aPlayer(app);
    for (let attempt = 1; attempt <= 7; attempt++) await logIn('127.0.0.4', userName!, 'wrong-password');
    const stranger = await logIn('127.0.0.4', userName!, TEST_PASSWORD);
    expect(stranger.status).toBe(429);
    const owner = await logIn('127.0.0.1', userName!, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.authToken).toEqual(expect.any(String));
  });

  it('blocks an account at one address from the 5th failure in a row, 1 minute then 2, with Retry-After, in the site words', async () => {
    const { userName } = await aPlayer(app);
    const account = userName!.toLowerCase();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await logIn('127.0.0.5', userName!, 'wrong-password')).toMatchObject({
        status: 401,
        body: { code: 'INVALID_CREDENTIALS' },
      });
    }
    const first = await logIn('127.0.0.5', userName!, TEST_PASSWORD);
    expect(first.status).toBe(429);
    expect(first.body).toEqual({
      error: 'Too many log-in attempts; please wait 1 minute and try again',
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
    });
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(60);

    // The minute passes; the next failure blocks for twice as long.
    await letPairBlockPass('127.0.0.5', account);
    expect((await logIn('127.0.0.5', userName!, 'wrong-again')).status).toBe(401);
    const second = await logIn('127.0.0.5', userName!, TEST_PASSWORD);
    expect(second.status).toBe(429);
    expect(second.body.error).toBe('Too many log-in attempts; please wait 2 minutes and try again');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(110);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(120);

    // A right password once the block has passed logs in and forgives the failures.
    await letPairBlockPass('127.0.0.5', account);
    expect((await logIn('127.0.0.5', userName!, TEST_PASSWORD)).status).toBe(200);
    expect((await logIn('127.0.0.5', userName!, 'one-slip')).status).toBe(401);
    expect((await logIn('127.0.0.5', userName!, TEST_PASSWORD)).status).toBe(200);
  });

  it('blocks an address from its 30th failure in a day, whichever accounts it tried, for a growing time', async () => {
    const { userName } = await aPlayer(app);
    // 29 failures on 29 different accounts (unknown names cost the same argon2 verify): no pair reaches its limit.
    for (let batch = 0; batch < 29; batch += 4) {
      const guesses = Array.from({ length: Math.min(4, 29 - batch) }, (_, index) =>
        logIn('127.0.0.6', `guess-${batch + index}`, 'wrong-password'),
      );
      expect((await Promise.all(guesses)).map((answer) => answer.status)).toEqual(guesses.map(() => 401));
    }
    expect((await logIn('127.0.0.6', `guess-29`, 'wrong-password')).status).toBe(401);
    const blocked = await logIn('127.0.0.6', userName!, TEST_PASSWORD);
    expect(blocked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not blocked.
    expect((await logIn('127.0.0.7', userName!, TEST_PASSWORD)).status).toBe(200);

    // The minute passes: the next failure blocks the address for 2 minutes, and a log-in does not forgive it.
    await redis.del(`${app.settings.queuePrefix}:limits:login:address:blocked:127.0.0.6`);
    expect((await logIn('127.0.0.6', 'guess-30', 'wrong-password')).status).toBe(401);
    const longer = await logIn('127.0.0.6', userName!, TEST_PASSWORD);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(110);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(120);
  }, 180_000);

  describe('with TRUST_PROXY=1 (one proxy in front)', () => {
    let behindProxy: TestApp;
    beforeAll(async () => {
      behindProxy = await startTestApp({ shareWith: app, env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => behindProxy.close());

    it("counts the address the proxy names, the nearest hop only (a client's own X-Forwarded-For entries further left are not believed)", async () => {
      const { userName } = await aPlayer(app);
      for (let attempt = 1; attempt <= 5; attempt++) {
        // The client claimed 198.51.100.1; the proxy appended the address it saw, 203.0.113.50.
        expect(
          (
            await logIn(
              '127.0.0.8',
              userName!,
              'wrong-password',
              { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.50` },
              behindProxy,
            )
          ).status,
        ).toBe(401);
      }
      expect(
        (await logIn('127.0.0.8', userName!, TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.50' }, behindProxy)).status,
      ).toBe(429);
      expect(
        (
          await logIn(
            '127.0.0.8',
            userName!,
            TEST_PASSWORD,
            { 'x-forwarded-for': '198.51.100.1, 203.0.113.50' },
            behindProxy,
          )
        ).status,
      ).toBe(429);
      // Another client behind the same proxy is another address.
      expect(
        (await logIn('127.0.0.8', userName!, TEST_PASSWORD, { 'x-forwarded-for': '203.0.113.51' }, behindProxy)).status,
      ).toBe(200);
    });
  });
});
