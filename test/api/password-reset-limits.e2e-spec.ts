import { hashToken, newToken } from '../../src/modules/accounts/application/session-token.js';
import { aPlayer, type BuiltPlayer } from '../support/builders.js';
import { postFrom } from '../support/from-address.js';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Security review, issue 18 item 5: POST /v1/user/setpw checks the link before hashing
 * anything (the order itself is proven in set-password.handler.spec.ts), reset requests and
 * set-password calls are limited per address and per account, and a link dies when a newer
 * one is issued or the password is set. Each client is its own loopback address (127.0.0.x).
 */
describe('password reset limits and links (security review, issue 18 item 5)', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  type Answer = { message?: string; error?: string; code?: string };
  const post = (from: string, path: string, data: unknown, headers: Record<string, string> = {}) =>
    postFrom<Answer>(from, app, path, { data }, headers);

  /** Asks for a link for the player and answers the token the mail carries. */
  async function mailedToken(player: BuiltPlayer, from: string): Promise<string> {
    expect((await post(from, '/v1/user/resetpw', { email: player.email })).body).toEqual({
      message: 'Check your email for a password reset link.',
    });
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([player.email]);
    const match = /\/users\/setpw\/\d+\/[^/\s]+\/([A-Za-z0-9_-]+)/.exec(mailText(mail.raw));
    return match![1]!;
  }

  const setPassword = (from: string, player: BuiltPlayer, token: string, password = 'brand-new-secret-7') =>
    post(from, '/v1/user/setpw', {
      playerID: player.playerID,
      userName: player.userName,
      token,
      password,
      confirmPassword: password,
    });

  const INVALID_LINK = {
    status: 400,
    body: { error: 'This password reset link is invalid or has expired', code: 'RESET_LINK_INVALID' },
  };

  it('refuses a bogus link, and limits bogus set-password calls from one address with 429 and Retry-After', async () => {
    const player = await aPlayer(app);
    for (let call = 1; call <= 10; call++) {
      expect(await setPassword('127.0.0.3', player, `bogus-${call}`)).toMatchObject(INVALID_LINK);
    }
    const limited = await setPassword('127.0.0.3', player, 'bogus-11');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: expect.stringMatching(/^Too many password reset attempts; please wait \d+ minutes? and try again$/),
      code: 'TOO_MANY_PASSWORD_RESETS',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // The owner's good link still works from their own address.
    expect((await setPassword('127.0.0.1', player, await mailedToken(player, '127.0.0.1'))).body).toEqual({
      message: 'Password updated',
    });
  });

  it('refuses an older link once a newer one is issued', async () => {
    const player = await aPlayer(app);
    const older = await mailedToken(player, '127.0.0.4');
    const newer = await mailedToken(player, '127.0.0.4');
    expect(await setPassword('127.0.0.4', player, older)).toMatchObject(INVALID_LINK);
    expect((await setPassword('127.0.0.4', player, newer)).body).toEqual({ message: 'Password updated' });
  });

  it('refuses every other link of the player once the password is set (a link left from before this rule too)', async () => {
    const player = await aPlayer(app);
    const leftOver = newToken();
    await app.sql(
      "insert into password_resets (player_id, token_hash, expires_at) values (?, ?, now() + interval '1 hour')",
      [player.playerID, hashToken(leftOver)],
    );
    const mailed = await mailedToken(player, '127.0.0.5');
    // Made after the mail, this one outlives the newer-link rule and shows the set-password rule alone.
    const another = newToken();
    await app.sql(
      "insert into password_resets (player_id, token_hash, expires_at) values (?, ?, now() + interval '1 hour')",
      [player.playerID, hashToken(another)],
    );
    expect((await setPassword('127.0.0.5', player, mailed)).body).toEqual({ message: 'Password updated' });
    expect(await setPassword('127.0.0.5', player, another)).toMatchObject(INVALID_LINK);
    expect(await setPassword('127.0.0.5', player, leftOver)).toMatchObject(INVALID_LINK);
    expect(await setPassword('127.0.0.5', player, mailed)).toMatchObject(INVALID_LINK);
  });

  it('limits reset requests from one address (10 an hour), whatever X-Forwarded-For says', async () => {
    for (let request = 1; request <= 10; request++) {
      const answer = await post(
        '127.0.0.6',
        '/v1/user/resetpw',
        { email: `nobody-${request}@nowhere.example` },
        { 'x-forwarded-for': `203.0.113.${request}` },
      );
      expect(answer.body).toEqual({ message: 'Check your email for a password reset link.' });
    }
    const limited = await post(
      '127.0.0.6',
      '/v1/user/resetpw',
      { email: 'nobody-11@nowhere.example' },
      { 'x-forwarded-for': '203.0.113.99' },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_PASSWORD_RESETS');
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address may still ask.
    expect((await post('127.0.0.7', '/v1/user/resetpw', { email: 'nobody-12@nowhere.example' })).status).toBe(200);
  });

  it('mails at most 3 links an hour to one account, answering the same after that (nothing sent, the last link still good)', async () => {
    const player = await aPlayer(app);
    await mailedToken(player, '127.0.0.8');
    await mailedToken(player, '127.0.0.9');
    const third = await mailedToken(player, '127.0.0.10');
    const before = smtp.received.length;
    expect((await post('127.0.0.11', '/v1/user/resetpw', { email: player.email })).body).toEqual({
      message: 'Check your email for a password reset link.',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(before);
    expect((await setPassword('127.0.0.11', player, third)).body).toEqual({ message: 'Password updated' });
  });

  it('limits set-password calls with a good link to 5 an hour for one account', async () => {
    const player = await aPlayer(app);
    const taken = await aPlayer(app);
    const token = await mailedToken(player, '127.0.0.12');
    const tryTakenName = (from: string) =>
      post(from, '/v1/user/setpw', {
        playerID: player.playerID,
        userName: taken.userName,
        token,
        password: 'brand-new-secret-7',
        confirmPassword: 'brand-new-secret-7',
      });
    for (let call = 1; call <= 5; call++)
      expect((await tryTakenName(`127.0.0.${12 + call}`)).body.code).toBe('USERNAME_TAKEN');
    const limited = await setPassword('127.0.0.18', player, token);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_PASSWORD_RESETS');
  });
});
