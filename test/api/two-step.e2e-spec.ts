/**
 * Two-step sign-in (TOTP) for staff, issue 18 item 7: enrol, confirm, the log-in's second
 * step (wrong, replayed and recovery codes; the challenge's limits), turning it off, the
 * owner's reset and REQUIRE_TOTP_FOR. Codes are made here with otpauth from the secret the
 * setup answered; "now" is moved with X-Test-Today so each code's time step is known.
 */
import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { UserType } from '../../src/shared/domain/user-type.js';
import { api, type ApiError, type Json } from '../support/api.js';
import { aGame, aPlayer, TEST_PASSWORD, type BuiltPlayer } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Setup {
  message: string;
  secret: string;
  otpauthUrl: string;
}
interface Challenge {
  totpRequired: true;
  challenge: string;
  expiresAt: string;
  authToken?: string;
}

/** Instants on a day ahead of the real one, far apart so each test owns its own 30-second steps. */
let minute = 0;
const BASE = Date.parse('2026-12-20T12:00:00Z');
const nextInstant = (): number => BASE + ++minute * 10 * 60_000;
const iso = (ms: number): string => new Date(ms).toISOString();

const codeAt = (secret: string, ms: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: ms });

describe('two-step sign-in (TOTP) for staff', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const at = (ms: number, token = '') => api(app).as(token).today(iso(ms));

  async function passwordToken(player: BuiltPlayer, ms: number): Promise<string> {
    const { body } = await at(ms).post<{ authToken: string }>('/v1/user/login', {
      userName: player.userName,
      password: TEST_PASSWORD,
    });
    return body.authToken;
  }

  /** A new staff account with two-step sign-in on: its secret, recovery codes and the instant it was confirmed at. */
  async function anEnrolled(userType: number = UserType.Host) {
    const player = await aPlayer(app, { userType });
    const t = nextInstant();
    const token = await passwordToken(player, t);
    const setup = await at(t, token).post<Setup>('/v1/user/totp/setup', { password: TEST_PASSWORD });
    const confirmed = await at(t, token).post<{ recoveryCodes: string[] }>('/v1/user/totp/confirm', {
      code: codeAt(setup.body.secret, t),
    });
    expect(confirmed.status).toBe(200);
    return { player, token, secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
  }

  const passwordStep = (player: BuiltPlayer, ms: number) =>
    at(ms).post<Challenge>('/v1/user/login', { userName: player.userName, password: TEST_PASSWORD });
  const codeStep = (challenge: string, code: string, ms: number) =>
    at(ms).post<Json>('/v1/user/login/totp', { challenge, code });

  describe('enrolling', () => {
    it('sets up with a QR-code URI and a manual key, turns on with a code from the app, and gives ten recovery codes once', async () => {
      const host = await aPlayer(app, { userType: UserType.Host });
      const t = nextInstant();
      const token = await passwordToken(host, t);
      expect((await at(t, token).get('/v1/user/totp')).body).toEqual({
        available: true,
        enabled: false,
        required: false,
        recoveryCodesLeft: 0,
      });

      const setup = await at(t, token).post<Setup>('/v1/user/totp/setup', { password: TEST_PASSWORD });
      expect(setup.status).toBe(200);
      expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.body.otpauthUrl).toMatch(
        new RegExp(`^otpauth://totp/.+:${host.userName}\\?.*secret=${setup.body.secret}`),
      );
      expect(setup.body.otpauthUrl).toContain('issuer=');

      const wrong = await at(t, token).post<ApiError>('/v1/user/totp/confirm', {
        code: String((Number(codeAt(setup.body.secret, t)) + 1) % 1_000_000).padStart(6, '0'),
      });
      expect(wrong).toEqual({
        status: 400,
        body: {
          error: 'That code is not right; check your authenticator app and try again',
          code: 'TOTP_CODE_INVALID',
          field: 'code',
        },
      });
      expect((await at(t, token).get('/v1/user/totp')).body).toMatchObject({ enabled: false });

      const confirmed = await at(t, token).post<{ message: string; recoveryCodes: string[] }>('/v1/user/totp/confirm', {
        code: codeAt(setup.body.secret, t),
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.recoveryCodes).toHaveLength(10);
      expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
      for (const code of confirmed.body.recoveryCodes)
        expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
      const status = await at(t, token).get('/v1/user/totp');
      expect(status.body).toEqual({ available: true, enabled: true, required: false, recoveryCodesLeft: 10 });

      // The secret is never answered again, and neither it nor the codes are stored readable.
      expect((await at(t, token).post<ApiError>('/v1/user/totp/setup', { password: TEST_PASSWORD })).body.code).toBe(
        'TWO_STEP_ALREADY_ON',
      );
      const [stored] = await app.sql<{ sealed_secret: string }>(
        'select sealed_secret from totp_factors where player_id = ?',
        [host.playerID],
      );
      expect(stored!.sealed_secret).not.toContain(setup.body.secret);
      const hashes = await app.sql<{ code_hash: string }>(
        'select code_hash from totp_recovery_codes where player_id = ?',
        [host.playerID],
      );
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes)
        expect(confirmed.body.recoveryCodes.map((code) => code.replaceAll('-', ''))).not.toContain(code_hash);
    });

    it('refuses players below host (the guard), and a confirm before any setup', async () => {
      for (const role of ['player', 'assistant'] as const) {
        const token = await app.login(role);
        expect((await api(app).as(token).post<ApiError>('/v1/user/totp/setup')).body).toEqual({
          error: 'Unauthorized',
          code: 'UNAUTHORIZED',
        });
        expect((await api(app).as(token).post<ApiError>('/v1/user/totp/confirm', { code: '123456' })).status).toBe(403);
      }
      const manager = await aPlayer(app, { userType: UserType.Manager });
      const token = await manager.login();
      expect((await api(app).as(token).post<ApiError>('/v1/user/totp/confirm', { code: '123456' })).body.code).toBe(
        'TWO_STEP_NOT_STARTED',
      );
    });
  });

  describe('logging in with it on', () => {
    it('answers a challenge instead of a session after the password, and a right code opens the session', async () => {
      const { player, secret } = await anEnrolled();
      const t = nextInstant();
      const first = await passwordStep(player, t);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        totpRequired: true,
        challenge: expect.any(String),
        expiresAt: iso(t + 5 * 60_000),
      });
      expect(first.body.authToken).toBeUndefined();
      expect(await app.sql('select 1 from login_challenges where token_hash = ?', [first.body.challenge])).toEqual([]);

      const done = await codeStep(first.body.challenge, codeAt(secret, t + 20_000), t + 20_000);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ playerID: player.playerID, authToken: expect.any(String) });
      expect(
        (
          await api(app)
            .as(done.body.authToken as string)
            .get('/v1/user/me')
        ).body,
      ).toMatchObject({ playerID: player.playerID });
      // One challenge opens one session.
      expect((await codeStep(first.body.challenge, codeAt(secret, t + 60_000), t + 60_000)).body).toMatchObject({
        code: 'TWO_STEP_CHALLENGE_INVALID',
      });
    });

    it('refuses a wrong code (and a wrong password still answers "Invalid credentials", never a challenge)', async () => {
      const { player, secret } = await anEnrolled();
      const t = nextInstant();
      expect(
        (await at(t).post<ApiError>('/v1/user/login', { userName: player.userName, password: 'not-the-password' })).body
          .code,
      ).toBe('INVALID_CREDENTIALS');
      const { body } = await passwordStep(player, t);
      const right = codeAt(secret, t);
      const wrong = right === '000000' ? '111111' : '000000';
      expect(await codeStep(body.challenge, wrong, t)).toEqual({
        status: 400,
        body: {
          error: 'That code is not right; check your authenticator app and try again',
          code: 'TOTP_CODE_INVALID',
          field: 'code',
        },
      });
      // A code of 3 steps away is outside the window of one step either side.
      expect((await codeStep(body.challenge, codeAt(secret, t - 90_000), t)).body).toMatchObject({
        code: 'TOTP_CODE_INVALID',
      });
      expect((await codeStep(body.challenge, codeAt(secret, t - 30_000), t)).status).toBe(200);
    });

    it('refuses a code used once already within its step (replay), and an older one after it', async () => {
      const { player, secret } = await anEnrolled();
      const t = nextInstant();
      const code = codeAt(secret, t);
      const first = await passwordStep(player, t);
      expect((await codeStep(first.body.challenge, code, t)).status).toBe(200);

      const second = await passwordStep(player, t + 5_000);
      expect(await codeStep(second.body.challenge, code, t + 5_000)).toEqual({
        status: 400,
        body: {
          error: 'That code has already been used; wait for the next one in your app',
          code: 'TOTP_CODE_USED',
          field: 'code',
        },
      });
      // The step before is within the window but older than the one used: refused too.
      expect((await codeStep(second.body.challenge, codeAt(secret, t - 30_000), t + 5_000)).body).toMatchObject({
        code: 'TOTP_CODE_USED',
      });
      // The next step's code is fine.
      expect((await codeStep(second.body.challenge, codeAt(secret, t + 30_000), t + 30_000)).status).toBe(200);
    });

    it('takes a recovery code once (any case, with or without dashes)', async () => {
      const { player, recoveryCodes, token } = await anEnrolled();
      const t = nextInstant();
      const [code] = recoveryCodes;
      const first = await passwordStep(player, t);
      const done = await codeStep(first.body.challenge, code!.toUpperCase().replaceAll('-', ' '), t);
      expect(done.status).toBe(200);
      expect(done.body.authToken).toEqual(expect.any(String));
      expect((await at(t, token).get('/v1/user/totp')).body).toMatchObject({ recoveryCodesLeft: 9 });

      const again = await passwordStep(player, t);
      expect((await codeStep(again.body.challenge, code!, t)).body).toMatchObject({ code: 'TOTP_CODE_INVALID' });
      expect((await codeStep(again.body.challenge, recoveryCodes[1]!, t)).status).toBe(200);
    });

    it('keeps recovery codes as a keyed hash, and still takes a code kept the older unkeyed way, once', async () => {
      const { player, recoveryCodes } = await anEnrolled();
      const unkeyed = (code: string): string =>
        createHash('sha256')
          .update(`recovery:${code.replaceAll('-', '')}`)
          .digest('hex');
      const stored = (
        await app.sql<{ code_hash: string }>('select code_hash from totp_recovery_codes where player_id = ?', [
          player.playerID,
        ])
      ).map((row) => row.code_hash);
      // Without TOTP_KEY a copy of the table cannot be checked against guesses.
      for (const code of recoveryCodes) expect(stored).not.toContain(unkeyed(code));

      // A code made before issue 32 (kept as plain SHA-256) keeps working until it is used.
      const [older] = recoveryCodes;
      await app.sql('delete from totp_recovery_codes where player_id = ?', [player.playerID]);
      await app.sql('insert into totp_recovery_codes (player_id, code_hash) values (?, ?)', [
        player.playerID,
        unkeyed(older!),
      ]);
      const t = nextInstant();
      const first = await passwordStep(player, t);
      expect((await codeStep(first.body.challenge, older!, t)).status).toBe(200);
      const again = await passwordStep(player, t);
      expect((await codeStep(again.body.challenge, older!, t)).body).toMatchObject({ code: 'TOTP_CODE_INVALID' });
    });

    it('ends the challenge after five minutes', async () => {
      const { player, secret } = await anEnrolled();
      const t = nextInstant();
      const { body } = await passwordStep(player, t);
      const late = t + 5 * 60_000 + 1_000;
      expect(await codeStep(body.challenge, codeAt(secret, late), late)).toEqual({
        status: 401,
        body: {
          error: 'This log-in has expired or had too many wrong codes; please log in again',
          code: 'TWO_STEP_CHALLENGE_INVALID',
        },
      });
    });

    it('locks the second step at the fifth wrong code: a right code after it is refused (issue 32; test/api/security-events.e2e-spec.ts)', async () => {
      const { player, secret } = await anEnrolled();
      const t = nextInstant();
      const { body } = await passwordStep(player, t);
      const right = codeAt(secret, t);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 4; attempt++)
        expect((await codeStep(body.challenge, wrong, t)).body).toMatchObject({ code: 'TOTP_CODE_INVALID' });
      expect(await codeStep(body.challenge, wrong, t)).toMatchObject({
        status: 429,
        body: { code: 'SECOND_STEP_LOCKED' },
      });
      expect(await codeStep(body.challenge, right, t)).toMatchObject({
        status: 429,
        body: { code: 'SECOND_STEP_LOCKED' },
      });
    });

    it('refuses an unknown challenge', async () => {
      expect((await codeStep('no-such-challenge', '123456', nextInstant())).body).toMatchObject({
        code: 'TWO_STEP_CHALLENGE_INVALID',
      });
    });
  });

  describe('turning it off', () => {
    it('asks for the password or a code, then logs in with the password alone', async () => {
      const { player, secret, token } = await anEnrolled();
      const t = nextInstant();
      expect((await at(t, token).post<ApiError>('/v1/user/totp/disable', {})).body.code).toBe(
        'TWO_STEP_PROOF_REQUIRED',
      );
      expect(await at(t, token).post<ApiError>('/v1/user/totp/disable', { password: 'not-the-password' })).toEqual({
        status: 400,
        body: { error: 'That password is not right', code: 'TWO_STEP_WRONG_PASSWORD', field: 'password' },
      });
      expect((await at(t, token).post('/v1/user/totp/disable', { password: TEST_PASSWORD })).body).toEqual({
        message: 'Two-step sign-in is off',
      });
      expect((await passwordStep(player, t)).body.authToken).toEqual(expect.any(String));
      expect((await at(t, token).post<ApiError>('/v1/user/totp/disable', { code: codeAt(secret, t) })).body.code).toBe(
        'TWO_STEP_NOT_ON',
      );
    });

    it('takes a code from the app as the proof', async () => {
      const { secret, token } = await anEnrolled();
      const t = nextInstant();
      expect((await at(t, token).post('/v1/user/totp/disable', { code: codeAt(secret, t) })).status).toBe(200);
      expect((await at(t, token).get('/v1/user/totp')).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    });
  });

  describe("the owner's reset (a lost device)", () => {
    it('turns it off for someone else: they log in with the password alone; below owner is refused', async () => {
      const { player } = await anEnrolled(UserType.Admin);
      const t = nextInstant();
      const pending = await passwordStep(player, t);
      const admin = await app.login('admin');
      expect(
        (await api(app).as(admin).post<ApiError>('/v1/user/totp/reset', { playerID: player.playerID })).status,
      ).toBe(403);

      const owner = await app.login('owner');
      const reset = await api(app)
        .as(owner)
        .post<{ message: string }>('/v1/user/totp/reset', { playerID: player.playerID });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toMatch(/^Two-step sign-in is off for /);
      // The log-in that was waiting for a code is over too.
      expect((await codeStep(pending.body.challenge, '123456', t)).body).toMatchObject({
        code: 'TWO_STEP_CHALLENGE_INVALID',
      });
      expect((await passwordStep(player, t)).body.authToken).toEqual(expect.any(String));

      expect(
        (await api(app).as(owner).post<ApiError>('/v1/user/totp/reset', { playerID: player.playerID })).body.code,
      ).toBe('TWO_STEP_NOT_ON');
      expect((await api(app).as(owner).post<ApiError>('/v1/user/totp/reset', { playerID: 99_999_999 })).status).toBe(
        404,
      );
    });
  });
});

describe('REQUIRE_TOTP_FOR=admin: admins and owners enrol before using staff screens', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { REQUIRE_TOTP_FOR: 'admin' } });
  });
  afterAll(() => app.close());

  it('sends an admin without it to enrol: staff routes refuse until it is on, then open on the same session', async () => {
    const admin = await aPlayer(app, { userType: UserType.Admin });
    const t = Date.parse('2026-12-21T12:00:00Z');
    const login = await api(app)
      .today(new Date(t).toISOString())
      .post<Json>('/v1/user/login', { userName: admin.userName, password: TEST_PASSWORD });
    expect(login.body).toMatchObject({ authToken: expect.any(String), totpSetupRequired: true });
    const token = login.body.authToken as string;
    const as = api(app).as(token).today(new Date(t).toISOString());

    expect((await as.get('/v1/user/me')).body).toMatchObject({ totpSetupRequired: true });
    expect(await as.post<ApiError>('/v1/user/agreement', { accepted: true })).toEqual({
      status: 403,
      body: {
        error: 'Turn on two-step sign-in on your profile page before using staff screens',
        code: 'TWO_STEP_SETUP_REQUIRED',
      },
    });
    expect((await as.get<ApiError>(`/v1/player/merges/${admin.playerID}`)).body).toMatchObject({
      code: 'TWO_STEP_SETUP_REQUIRED',
    });
    // Player-level routes (their own profile) stay open.
    expect((await as.get(`/v1/player/id/${admin.playerID}`)).status).toBe(200);
    expect((await as.get('/v1/user/totp')).body).toEqual({
      available: true,
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
    });

    const setup = await as.post<Setup>('/v1/user/totp/setup', { password: TEST_PASSWORD });
    expect((await as.post('/v1/user/totp/confirm', { code: codeAt(setup.body.secret, t) })).status).toBe(200);
    expect((await as.post('/v1/user/agreement', { accepted: true })).status).toBe(200);
    expect((await as.get('/v1/user/me')).body).not.toHaveProperty('totpSetupRequired');
  });

  it('answers an admin without it as a player on every other route: no unlisted game, no personal fields of others (security review, issue 18)', async () => {
    const admin = await aPlayer(app, { userType: UserType.Admin });
    const other = await aPlayer(app, { email: 'private-person@test.example' });
    const practice = await aGame(app, { unlisted: true, title: 'Staff Practice' });
    const login = await api(app).post<Json>('/v1/user/login', { userName: admin.userName, password: TEST_PASSWORD });
    const as = api(app).as(login.body.authToken as string);
    // The real level for the site (it sends them to enrol), nothing more.
    expect((await as.get('/v1/user/me')).body).toMatchObject({ userType: UserType.Admin, totpSetupRequired: true });
    expect((await as.get(`/v1/game/id/${practice.gameID}`)).status).toBe(404);
    const record = await as.get<Json>(`/v1/player/id/${other.playerID}`);
    expect(record.status).toBe(200);
    expect(JSON.stringify(record.body)).not.toContain('private-person@test.example');

    const setup = await as.post<Setup>('/v1/user/totp/setup', { password: TEST_PASSWORD });
    expect((await as.post('/v1/user/totp/confirm', { code: codeAt(setup.body.secret, Date.now()) })).status).toBe(200);
    expect((await as.get(`/v1/game/id/${practice.gameID}`)).status).toBe(200);
    expect(JSON.stringify((await as.get(`/v1/player/id/${other.playerID}`)).body)).toContain(
      'private-person@test.example',
    );
  });

  it('leaves levels below the setting alone (a manager)', async () => {
    const token = await app.login('manager');
    const me = await api(app).as(token).get('/v1/user/me');
    expect(me.body).not.toHaveProperty('totpSetupRequired');
    expect((await api(app).as(token).post('/v1/user/agreement', { accepted: true })).status).toBe(200);
  });
});
