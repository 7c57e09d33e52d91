/**
 * Security review (issue 18), accounts and sessions: passwords (length, common ones), the
 * current password for an email or userName change and the mail to the old address, banned
 * players, host mode after a demotion, the absolute session lifetime and "log out everywhere".
 * (Merging players ends the duplicate's sessions: player-merge.e2e-spec.ts.)
 */
import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { UserType } from '../../src/shared/domain/user-type.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type ApiError } from '../support/api.js';
import { aPlayer, TEST_PASSWORD, type BuiltPlayer } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString();

describe('security review: accounts and sessions', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ smtpUrl: smtp.url });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await smtp?.close();
  });

  const me = (token: string, today?: string) =>
    (today ? api(app).as(token).today(today) : api(app).as(token)).get<
      ApiError & { playerID: number; hostMode: boolean }
    >('/v1/user/me');
  const logIn = (userName: string, password: string) =>
    api(app).post<ApiError & { authToken?: string }>('/v1/user/login', { userName, password });
  const saveProfile = (token: string, player: BuiltPlayer, changes: Record<string, unknown>) =>
    api(app)
      .as(token)
      .post<ApiError & { message: string; player: { email: string | null; userName: string | null } }>('/v1/player', {
        data: {
          playerID: player.playerID,
          firstName: player.firstName,
          lastName: player.lastName,
          email: player.email,
          userName: player.userName,
          playerNumber: player.playerNumber,
          ...changes,
        },
      });

  /** A reset link mailed to the player, used to set a password. */
  async function setPassword(player: BuiltPlayer, password: string) {
    const before = smtp.received.length;
    await api(app).post('/v1/user/resetpw', { data: { email: player.email } });
    await eventually(async () =>
      expect(smtp.received.slice(before).some((mail) => mail.to.includes(player.email!))).toBe(true),
    );
    const mail = smtp.received.slice(before).find((m) => m.to.includes(player.email!))!;
    const match = /\/users\/setpw\/(\d+)\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mailText(mail.raw))!;
    return api(app).post<ApiError & { message: string }>('/v1/user/setpw', {
      data: {
        playerID: Number(match[1]),
        userName: player.userName,
        token: match[3],
        password,
        confirmPassword: password,
      },
    });
  }

  describe('6a passwords', () => {
    it('accepts a 64-character password at reset and at log-in', async () => {
      const player = await aPlayer(app);
      const long = 'correct horse battery staple, and then some more words to be 64!';
      expect(long).toHaveLength(64);
      expect(await setPassword(player, long)).toEqual({ status: 200, body: { message: 'Password updated' } });
      expect((await logIn(player.userName!, long)).status).toBe(200);
      // The cap is now 128.
      expect((await logIn(player.userName!, 'x'.repeat(129))).body).toMatchObject({
        code: 'FIELD_TOO_LONG',
        field: 'password',
      });
    });

    it('refuses one of the most common passwords, naming the field, and keeps the old password', async () => {
      const player = await aPlayer(app);
      expect(await setPassword(player, 'password')).toEqual({
        status: 400,
        body: {
          error: 'This password is one of the most common passwords; please choose another',
          code: 'PASSWORD_TOO_COMMON',
          field: 'password',
        },
      });
      expect((await setPassword(player, 'Password1')).body).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
      expect((await logIn(player.userName!, TEST_PASSWORD)).status).toBe(200);
    });

    it("still accepts the demo password and the tests' password", async () => {
      for (const password of ['demo-league', TEST_PASSWORD])
        expect((await setPassword(await aPlayer(app), password)).status).toBe(200);
    });
  });

  describe('6b email and userName need the current password', () => {
    it("refuses a change of one's own email or userName without the current password, or with a wrong one", async () => {
      const player = await aPlayer(app);
      const token = await player.login();
      expect(await saveProfile(token, player, { email: 'taken-over@elsewhere.example' })).toEqual({
        status: 400,
        body: {
          error: 'Please enter your current password to change your email or user name',
          code: 'CURRENT_PASSWORD_REQUIRED',
          field: 'currentPassword',
        },
      });
      expect((await saveProfile(token, player, { userName: 'taken-over' })).body).toMatchObject({
        code: 'CURRENT_PASSWORD_REQUIRED',
      });
      expect(
        await saveProfile(token, player, { email: 'taken-over@elsewhere.example', currentPassword: 'not-my-password' }),
      ).toEqual({
        status: 400,
        body: {
          error: 'Your current password is not correct',
          code: 'CURRENT_PASSWORD_WRONG',
          field: 'currentPassword',
        },
      });
      const [row] = await app.sql<{ email: string; user_name: string }>(
        'select email, user_name from players where player_id = ?',
        [player.playerID],
      );
      expect(row).toEqual({ email: player.email, user_name: player.userName });
      // Other fields need no password.
      expect((await saveProfile(token, player, { firstName: 'Renamed' })).status).toBe(200);
    });

    it('changes the email with the current password and tells the old address by mail', async () => {
      const player = await aPlayer(app, { firstName: 'Olive', lastName: 'Oldaddress' });
      const token = await player.login();
      const answer = await saveProfile(token, player, {
        email: 'olive.new@elsewhere.example',
        currentPassword: TEST_PASSWORD,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.player.email).toBe('olive.new@elsewhere.example');
      await eventually(
        async () => expect(smtp.received.filter((mail) => mail.to.includes(player.email!))).toHaveLength(1),
        { timeoutMs: 15_000 },
      );
      const mail = smtp.received.find((m) => m.to.includes(player.email!))!;
      const text = mailText(mail.raw);
      expect(text).toContain('Subject: Free Poker League: your email address was changed');
      expect(text).toContain('Hello Olive Oldaddress,');
      expect(text).toContain('was changed to o***@elsewhere.example.');
      expect(smtp.received.some((m) => m.to.includes('olive.new@elsewhere.example'))).toBe(false);
    });

    it("lets staff change another player's email without a password, and still tells the old address", async () => {
      const player = await aPlayer(app);
      const admin = await aPlayer(app, { userType: UserType.Admin });
      expect((await saveProfile(await admin.login(), player, { email: 'staff-set@elsewhere.example' })).status).toBe(
        200,
      );
      await eventually(
        async () =>
          expect(
            smtp.received.some(
              (mail) => mail.to.includes(player.email!) && mailText(mail.raw).includes('by the league staff'),
            ),
          ).toBe(true),
        { timeoutMs: 15_000 },
      );
    });
  });

  describe('6c banned players', () => {
    it('refuses a banned player\'s log-in with a clear message (a wrong password still hears "Invalid credentials")', async () => {
      const player = await aPlayer(app, { banned: true });
      expect(await logIn(player.userName!, TEST_PASSWORD)).toEqual({
        status: 403,
        body: { error: 'This account has been banned; please contact the league', code: 'ACCOUNT_BANNED' },
      });
      expect((await logIn(player.userName!, 'not-the-password')).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    });

    it("ends a player's sessions when they are banned", async () => {
      const player = await aPlayer(app);
      const token = await player.login();
      expect((await me(token)).status).toBe(200);
      const admin = await aPlayer(app, { userType: UserType.Admin });
      expect((await saveProfile(await admin.login(), player, { banned: true })).status).toBe(200);
      expect((await me(token)).status).toBe(401);
      expect(
        await app.sql('select count(*)::int as n from sessions where player_id = ? and revoked_at is null', [
          player.playerID,
        ]),
      ).toEqual([{ n: 0 }]);
    });

    it("stops a banned player's token even when the ban was written outside the API", async () => {
      const player = await aPlayer(app);
      const token = await player.login();
      await app.sql('update players set banned = true where player_id = ?', [player.playerID]);
      expect((await me(token)).status).toBe(401);
    });
  });

  describe('6d host mode after a demotion', () => {
    it('asks a host demoted and promoted again to accept the agreement again', async () => {
      const host = await aPlayer(app, { userType: UserType.Host });
      const token = await host.login();
      expect(
        (
          await api(app)
            .as(token)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
      expect((await me(token)).body.hostMode).toBe(true);

      const admin = await (await aPlayer(app, { userType: UserType.Admin })).login();
      expect((await saveProfile(admin, host, { userType: UserType.Player })).status).toBe(200);
      expect((await me(token)).body.hostMode).toBe(false);
      expect((await saveProfile(admin, host, { userType: UserType.Host })).status).toBe(200);
      expect((await me(token)).body.hostMode).toBe(false);
      expect((await api(app).as(token).post('/v1/point/check-in', { data: {} })).body).toMatchObject({
        code: 'HOST_MODE_REQUIRED',
      });
      expect(
        (
          await api(app)
            .as(token)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
      expect((await me(token)).body.hostMode).toBe(true);
    });
  });

  describe('6e sessions', () => {
    it('ends a session SESSION_MAX_DAYS (30) after its log-in, however much it is used', async () => {
      const player = await aPlayer(app);
      const token = await player.login();
      expect((await me(token, daysFromNow(20))).status).toBe(200);
      expect((await me(token, daysFromNow(29))).status).toBe(200);
      // Used 2 days ago: not idle, but 31 days since the log-in.
      expect((await me(token, daysFromNow(31))).status).toBe(401);
      expect((await me(token)).status).toBe(401);
    });

    it("logs out everywhere: every token of the caller stops, other players' do not", async () => {
      const player = await aPlayer(app);
      const [phone, laptop] = [await player.login(), await player.login()];
      const other = await aPlayer(app);
      const otherToken = await other.login();
      expect(await api(app).as(phone).post('/v1/user/logout-all', { data: {} })).toEqual({
        status: 200,
        body: { message: 'Logged out everywhere', sessions: 2 },
      });
      expect((await me(phone)).status).toBe(401);
      expect((await me(laptop)).status).toBe(401);
      expect((await me(otherToken)).status).toBe(200);
      expect((await api(app).post('/v1/user/logout-all', { data: {} })).status).toBe(401);
      // A new log-in works.
      expect((await me(await player.login())).status).toBe(200);
    });

    it("ends the player's other sessions when their password is set", async () => {
      const player = await aPlayer(app);
      const token = await player.login();
      expect((await setPassword(player, 'a-brand-new-secret')).status).toBe(200);
      expect((await me(token)).status).toBe(401);
    });
  });
});
