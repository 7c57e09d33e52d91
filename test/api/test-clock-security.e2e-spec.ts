import { UserType } from '../../src/shared/domain/user-type.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import { aGameWithEntries, aPlayer, aPost } from '../support/builders.js';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Security review (issue 18, item 2): the test clock decided security outside tests. In demo
 * mode (the default of `npm start` and of the old compose file) `X-Test-Today`, which the site
 * sends for `?today=`, moved the clock that checks reset-link expiry, the game lock, the
 * card-request daily limit, publish dates and session expiry. Now it exists only in test mode
 * (or with TEST_CLOCK=true outside production): in demo and production modes the header and
 * `?today=` change nothing. Test mode is the control: there the same requests do move "now",
 * so the refusals below are the clock standing still, not a header the server never reads.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number): string => new Date(Date.now() + ms).toISOString();

const RESET_LINK_INVALID = { error: 'This password reset link is invalid or has expired', code: 'RESET_LINK_INVALID' };
const GAME_LOCKED = { error: 'This game is locked: ask a manager to correct it', code: 'GAME_LOCKED' };
const TOO_MANY_CARD_REQUESTS = {
  error: 'At most 5 card requests a day; please try again tomorrow',
  code: 'TOO_MANY_CARD_REQUESTS',
};
const NOT_LOGGED_IN = { error: 'Please log in first', code: 'NOT_LOGGED_IN' };

describe.each([
  { mode: 'demo', clockMoves: false },
  { mode: 'production', clockMoves: false },
  { mode: 'test', clockMoves: true },
])('security review: the test clock in $mode mode', ({ mode, clockMoves }) => {
  let app: TestApp;
  let smtp: TestSmtp;
  /** The test's name for the modes without the clock, or for test mode (the control). */
  const name = (off: string, on: string): string => (clockMoves ? on : off);
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ smtpUrl: smtp.url, env: { APP_MODE: mode } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it(`is ${clockMoves ? 'on' : 'off'}`, () => {
    expect(app.settings.mode).toBe(mode);
    expect(app.settings.testClockEnabled).toBe(clockMoves);
  });

  it(
    name(
      'keeps an expired reset link expired, whatever X-Test-Today says',
      'lets X-Test-Today revive an expired reset link',
    ),
    async () => {
      await api(app).post('/v1/user/resetpw', { data: { email: app.roles.player.email } });
      const match = /\/users\/setpw\/(\d+)\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mailText((await smtp.nextMail()).raw));
      const form = {
        playerID: Number(match![1]),
        userName: decodeURIComponent(match![2]!),
        token: match![3]!,
        password: 'moved-clock-9',
        confirmPassword: 'moved-clock-9',
      };
      // The link expired two hours ago; the header claims it is three hours ago (an hour before it expired).
      await app.sql(`update password_resets set expires_at = now() - interval '2 hours' where player_id = ?`, [
        app.accounts.player,
      ]);
      const used = await api(app)
        .today(at(-3 * 60 * MINUTE))
        .post('/v1/user/setpw', { data: form });
      expect(used).toEqual(
        clockMoves ? { status: 200, body: { message: 'Password updated' } } : { status: 400, body: RESET_LINK_INVALID },
      );
      expect((await api(app).post('/v1/user/login', { userName: 'player', password: 'moved-clock-9' })).status).toBe(
        clockMoves ? 200 : 401,
      );
    },
  );

  it(
    name(
      'keeps a locked game locked to its hosts, whatever X-Test-Today says',
      'lets X-Test-Today reopen a locked game to its hosts',
    ),
    async () => {
      const host = await app.login('host');
      expect(
        (
          await api(app)
            .as(host)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
      // Ended, and started 8 days ago: past the 7 days hosts may correct it.
      const game = await aGameWithEntries(app, 4, { ended: true, gameAt: new Date(Date.now() - 8 * DAY) });
      const lastPlace = game.entries[3]!.pointID;
      expect(
        await api(app)
          .as(host)
          .post('/v1/point/place', { data: { pointID: lastPlace, place: 0 } }),
      ).toEqual({ status: 409, body: GAME_LOCKED });

      const dayAfterTheGame = api(app)
        .as(host)
        .today(new Date(game.gameAt.getTime() + DAY).toISOString());
      const moved = await dayAfterTheGame.post('/v1/point/place', { data: { pointID: lastPlace, place: 0 } });
      expect(moved.status).toBe(clockMoves ? 200 : 409);
      if (!clockMoves) expect(moved.body).toEqual(GAME_LOCKED);
      const [record] = await app.sql<{ place: number }>('select place from points where point_id = ?', [lastPlace]);
      expect(record!.place).toBe(clockMoves ? 0 : 4);
    },
  );

  it(
    name(
      'holds the card-request daily limit, whatever X-Test-Today says',
      'lets X-Test-Today pass the card-request daily limit',
    ),
    async () => {
      const keen = await aPlayer(app, { userType: UserType.Player });
      const token = await keen.login();
      const form = { type: 'playerCard', playerNumber: keen.playerNumber, instructions: 'Once more' };
      for (let i = 0; i < 5; i++)
        expect((await api(app).as(token).post('/v1/user/request', { data: form })).status).toBe(200);
      expect(await api(app).as(token).post<ApiError>('/v1/user/request', { data: form })).toEqual({
        status: 429,
        body: TOO_MANY_CARD_REQUESTS,
      });

      const tomorrow = await api(app)
        .as(token)
        .today(at(2 * DAY))
        .post<ApiError>('/v1/user/request', { data: form });
      expect(tomorrow.status).toBe(clockMoves ? 200 : 429);
      expect(
        await app.sql('select count(*)::int as n from card_requests where requested_by_id = ?', [keen.playerID]),
      ).toEqual([{ n: clockMoves ? 6 : 5 }]);
    },
  );

  it(
    name(
      'keeps a session that went 30 days unused ended, whatever X-Test-Today says',
      'lets X-Test-Today revive a session that went 30 days unused',
    ),
    async () => {
      const token = await app.login('assistant');
      await app.sql(`update sessions set last_seen_at = now() - interval '31 days' where player_id = ?`, [
        app.accounts.assistant,
      ]);
      expect(await api(app).as(token).get('/v1/user/me')).toEqual({ status: 401, body: NOT_LOGGED_IN });
      expect(
        (
          await api(app)
            .as(token)
            .today(at(-2 * DAY))
            .get('/v1/user/me')
        ).status,
      ).toBe(clockMoves ? 200 : 401);
    },
  );

  it(
    name(
      'answers a visitor the same with X-Test-Today or ?today= as without: no post dated later',
      'shows a post dated later to a visitor who sends X-Test-Today (not ?today=, which only the site reads)',
    ),
    async () => {
      const later = await aPost(app, { title: 'Not out yet', publishDate: new Date(Date.now() + 10 * DAY) });
      const inTwentyDays = at(20 * DAY);
      const plain = await api(app).get<Rows<{ postID: number }>>('/v1/post/list/0');
      const withHeader = await api(app).today(inTwentyDays).get<Rows<{ postID: number }>>('/v1/post/list/0');
      const withQuery = await api(app).get<Rows<{ postID: number }>>(
        `/v1/post/list/0?today=${encodeURIComponent(inTwentyDays)}`,
      );
      expect(plain.body.rows.map((post) => post.postID)).not.toContain(later.postID);
      expect(withQuery).toEqual(plain);
      if (clockMoves) {
        expect(withHeader.body.rows.map((post) => post.postID)).toContain(later.postID);
        expect((await api(app).today(inTwentyDays).get(`/v1/post/id/${later.postID}`)).status).toBe(200);
      } else {
        expect(withHeader).toEqual(plain);
        expect((await api(app).today(inTwentyDays).get(`/v1/post/id/${later.postID}`)).status).toBe(404);
        expect((await api(app).get(`/v1/post/id/${later.postID}?today=${inTwentyDays.slice(0, 10)}`)).status).toBe(404);
      }
    },
  );
});
