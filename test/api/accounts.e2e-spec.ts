import { ROLES, TEST_PASSWORD } from '../support/builders.js';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { call, startTestApp, type TestApp } from '../support/test-app.js';

describe('accounts: log-in, sessions, host mode, password reset', () => {
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

  describe('log-in', () => {
    it.each(Object.entries(ROLES).map(([role, account]) => [role, account.userType]))(
      'logs %s in and answers the user with a token',
      async (userName, userType) => {
        const { status, body } = await call(app, 'POST', '/v1/user/login', {
          body: { userName, password: TEST_PASSWORD },
        });
        expect(status).toBe(200);
        expect(body).toMatchObject({
          userName,
          userType,
          playerID: app.accounts[userName as keyof typeof app.accounts],
          authToken: expect.any(String),
        });
        expect(body).not.toHaveProperty('passwordHash');
        expect((body.authToken as string).length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      },
    );

    it('accepts the write shape { data } and any case of the userName', async () => {
      const { status } = await call(app, 'POST', '/v1/user/login', {
        body: { data: { userName: 'MANAGER', password: TEST_PASSWORD } },
      });
      expect(status).toBe(200);
    });

    it('refuses a wrong password and an unknown user with the same message', async () => {
      const wrong = await call(app, 'POST', '/v1/user/login', {
        body: { userName: 'player', password: 'not-the-password' },
      });
      const unknown = await call(app, 'POST', '/v1/user/login', {
        body: { userName: 'nobody-here', password: 'whatever1' },
      });
      expect(wrong).toEqual({ status: 401, body: { error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' } });
      expect(unknown).toEqual({ status: 401, body: { error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' } });
    });

    it('names a missing field in the words of product §5.1, with its code and the field', async () => {
      expect(await call(app, 'POST', '/v1/user/login', { body: { password: 'x' } })).toEqual({
        status: 400,
        body: { error: 'The "User Name" field is required.', code: 'FIELD_REQUIRED', field: 'userName' },
      });
      expect(
        await call(app, 'POST', '/v1/user/login', { body: { userName: 'player', password: 'x'.repeat(129) } }),
      ).toEqual({
        status: 400,
        body: { error: 'The "Password" field must be no more than 128.', code: 'FIELD_TOO_LONG', field: 'password' },
      });
    });

    it('stores only a hash of the token and of the password', async () => {
      const token = await app.login('player');
      const sessions = await app.sql<{ token_hash: string }>('select token_hash from sessions');
      expect(sessions.map((row) => row.token_hash)).not.toContain(token);
      const [player] = await app.sql<{ password_hash: string }>(
        "select password_hash from players where user_name = 'player'",
      );
      expect(player!.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('blocks an account at this address after 5 failures in a row, without blocking others', async () => {
      // The owner is not needed again from this address in this suite (login-limits.e2e-spec.ts: the growing delays, other addresses).
      for (let attempt = 0; attempt < 5; attempt++)
        await call(app, 'POST', '/v1/user/login', { body: { userName: 'owner', password: 'wrong-password' } });
      const locked = await call(app, 'POST', '/v1/user/login', {
        body: { userName: 'owner', password: TEST_PASSWORD },
      });
      expect(locked.status).toBe(429);
      expect(locked.body.error).toMatch(/^Too many log-in attempts/);
      expect(
        (await call(app, 'POST', '/v1/user/login', { body: { userName: 'host', password: TEST_PASSWORD } })).status,
      ).toBe(200);
    });
  });

  describe('sessions', () => {
    it('knows the caller from a Bearer token or the body auth, and refuses a body auth naming someone else', async () => {
      const token = await app.login('host');
      expect((await call(app, 'GET', '/v1/user/me', { token })).body).toMatchObject({
        userName: 'host',
        hostMode: false,
      });
      const viaBody = await call(app, 'POST', '/v1/user/agreement', {
        body: { data: { accepted: true }, auth: { userID: app.accounts.host, authToken: token } },
      });
      expect(viaBody.status).toBe(200);
      const spoofed = await call(app, 'POST', '/v1/user/agreement', {
        body: { data: { accepted: true }, auth: { userID: app.accounts.owner, authToken: token } },
      });
      expect(spoofed.status).toBe(401);
    });

    it('answers 401 without a session and after log-out', async () => {
      expect((await call(app, 'GET', '/v1/user/me')).status).toBe(401);
      const token = await app.login('player');
      expect((await call(app, 'POST', '/v1/user/logout', { token })).body).toEqual({ message: 'Logged out' });
      expect(await call(app, 'GET', '/v1/user/me', { token })).toEqual({
        status: 401,
        body: { error: 'Please log in first', code: 'NOT_LOGGED_IN' },
      });
    });

    it('ends a session after 30 days without use', async () => {
      const token = await app.login('player');
      const later = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString();
      expect((await call(app, 'GET', '/v1/user/me', { token, headers: { 'x-test-today': later } })).status).toBe(401);
      const sooner = new Date(Date.now() + 29 * 24 * 3600 * 1000).toISOString();
      expect((await call(app, 'GET', '/v1/user/me', { token, headers: { 'x-test-today': sooner } })).status).toBe(200);
    });
  });

  describe('host mode', () => {
    it('is automatic for admin and owner, and off for a host until the agreement', async () => {
      expect((await call(app, 'GET', '/v1/user/me', { token: await app.login('admin') })).body.hostMode).toBe(true);
      const host = await app.login('host');
      expect((await call(app, 'GET', '/v1/user/me', { token: host })).body.hostMode).toBe(false);
      const accepted = await call(app, 'POST', '/v1/user/agreement', {
        token: host,
        body: { data: { accepted: true } },
      });
      expect(accepted).toMatchObject({ status: 200, body: { hostMode: true } });
      expect((await call(app, 'GET', '/v1/user/me', { token: host })).body.hostMode).toBe(true);
      // Host mode belongs to the session that accepted: a new log-in starts without it.
      expect((await call(app, 'GET', '/v1/user/me', { token: await app.login('host') })).body.hostMode).toBe(false);
    });

    it('refuses the agreement below Host (20) and without ticking it', async () => {
      expect(
        (
          await call(app, 'POST', '/v1/user/agreement', {
            token: await app.login('player'),
            body: { data: { accepted: true } },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call(app, 'POST', '/v1/user/agreement', {
            token: await app.login('assistant'),
            body: { data: { accepted: true } },
          })
        ).status,
      ).toBe(403);
      const unticked = await call(app, 'POST', '/v1/user/agreement', {
        token: await app.login('host'),
        body: { data: { accepted: false } },
      });
      expect(unticked).toEqual({
        status: 400,
        body: { error: 'The "Terms and Conditions" field is not valid.', code: 'FIELD_NOT_VALID', field: 'accepted' },
      });
    });
  });

  describe('password reset', () => {
    const resetLink = (raw: string) => {
      const match = /\/users\/setpw\/(\d+)\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mailText(raw));
      if (!match) throw new Error(`no link in ${raw}`);
      return { playerID: Number(match[1]), userName: decodeURIComponent(match[2]!), token: match[3]! };
    };

    it('says "Please enter your email address" when the form is empty', async () => {
      expect(
        await call(app, 'POST', '/v1/user/resetpw', { body: { data: { email: '', firstName: '', lastName: '' } } }),
      ).toEqual({
        status: 400,
        body: { error: 'Please enter your email address', code: 'PLEASE_ENTER_EMAIL', field: 'email' },
      });
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const before = smtp.received.length;
      const { body } = await call(app, 'POST', '/v1/user/resetpw', {
        body: { data: { email: 'nobody@nowhere.example', firstName: null, lastName: null } },
      });
      expect(body).toEqual({ message: 'Check your email for a password reset link.' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.length).toBe(before);
    });

    it('emails a link that sets userName and password once, and ends every session', async () => {
      const oldToken = await app.login('manager');
      const { body } = await call(app, 'POST', '/v1/user/resetpw', {
        body: { data: { email: app.roles.manager.email!.toUpperCase(), firstName: 'maria', lastName: null } },
      });
      expect(body).toEqual({ message: 'Check your email for a password reset link.' });
      const mail = await smtp.nextMail();
      expect(mail.to).toEqual([app.roles.manager.email]);
      const link = resetLink(mail.raw);
      expect(link).toMatchObject({ playerID: app.accounts.manager, userName: 'manager' });

      const form = {
        playerID: link.playerID,
        userName: link.userName,
        token: link.token,
        password: 'new-secret-9',
        confirmPassword: 'new-secret-9',
      };
      expect(
        await call(app, 'POST', '/v1/user/setpw', { body: { data: { ...form, confirmPassword: 'different-1' } } }),
      ).toEqual({
        status: 400,
        body: { error: 'Passwords do not match', code: 'PASSWORDS_DO_NOT_MATCH', field: 'confirmPassword' },
      });
      expect(await call(app, 'POST', '/v1/user/setpw', { body: { data: { ...form, userName: '@' } } })).toEqual({
        status: 400,
        body: { error: 'Username is not valid', code: 'USERNAME_NOT_VALID', field: 'userName' },
      });
      expect(await call(app, 'POST', '/v1/user/setpw', { body: { data: { ...form, password: 'short' } } })).toEqual({
        status: 400,
        body: { error: 'The "Password" field must be at least 8.', code: 'FIELD_TOO_SHORT', field: 'password' },
      });
      expect(await call(app, 'POST', '/v1/user/setpw', { body: { data: form } })).toEqual({
        status: 200,
        body: { message: 'Password updated' },
      });
      expect(await call(app, 'POST', '/v1/user/setpw', { body: { data: form } })).toEqual({
        status: 400,
        body: { error: 'This password reset link is invalid or has expired', code: 'RESET_LINK_INVALID' },
      });

      expect((await call(app, 'GET', '/v1/user/me', { token: oldToken })).status).toBe(401);
      expect(
        (await call(app, 'POST', '/v1/user/login', { body: { userName: 'manager', password: 'new-secret-9' } })).status,
      ).toBe(200);
      expect(
        (await call(app, 'POST', '/v1/user/login', { body: { userName: 'manager', password: TEST_PASSWORD } })).status,
      ).toBe(401);
    });

    it('lets a link expire after one hour', async () => {
      await call(app, 'POST', '/v1/user/resetpw', { body: { data: { email: app.roles.player.email } } });
      const link = resetLink((await smtp.nextMail()).raw);
      const later = new Date(Date.now() + 61 * 60 * 1000).toISOString();
      const form = { ...link, password: 'later-secret-1', confirmPassword: 'later-secret-1' };
      expect(
        await call(app, 'POST', '/v1/user/setpw', { body: { data: form }, headers: { 'x-test-today': later } }),
      ).toEqual({
        status: 400,
        body: { error: 'This password reset link is invalid or has expired', code: 'RESET_LINK_INVALID' },
      });
    });

    it('says "Unable to send email" when the mail server refuses, and keeps no link', async () => {
      smtp.refuseAll(true);
      try {
        const before = await app.sql('select reset_id from password_resets where player_id = ?', [app.accounts.host]);
        const { status, body } = await call(app, 'POST', '/v1/user/resetpw', {
          body: { data: { email: app.roles.host.email } },
        });
        expect(status).toBe(503);
        expect(body.error).toMatch(/^Unable to send email \(/);
        expect(await app.sql('select reset_id from password_resets where player_id = ?', [app.accounts.host])).toEqual(
          before,
        );
      } finally {
        smtp.refuseAll(false);
      }
    });
  });
});
