import { randomUUID } from 'node:crypto';
import type { GameHistoryRow, HistoryChange } from '../../src/modules/games/domain/game-history.js';
import type { PointWriteAnswer } from '../../src/modules/points/domain/point-calls.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import { aGame, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

type Answer = PointWriteAnswer & ApiError;
const iso = (time: Date | number) => new Date(time).toISOString();

/**
 * Issue 30, "Arrival time is the scan time": a check-in carries when the host's device
 * recorded it (`scannedAt`); the server stores that as the arrival time when it is plausible
 * and its receipt time otherwise, applies the early sign-in rule (and a satellite's rules)
 * to it, and records both times in the game's History. The receipt is the server's clock
 * (the test clock here, X-Test-Today), never the device's.
 */
describe('points: the arrival time of a check-in is its scan time (scannedAt)', () => {
  let app: TestApp;
  let host: string;
  let manager: string;
  let player: string;
  let assistant: string;
  beforeAll(async () => {
    app = await startTestApp();
    [host, manager, player, assistant] = await Promise.all(
      ['host', 'manager', 'player', 'assistant'].map((role) => app.login(role)),
    );
    for (const token of [host, manager])
      expect(
        (
          await api(app)
            .as(token)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
  });
  afterAll(() => app.close());

  /** A game that started a while ago (the real clock is near it, so sessions stay valid under the test clock). */
  const startedGame = (options: Parameters<typeof aGame>[1] = {}) =>
    aGame(app, { gameAt: new Date(Math.floor((Date.now() - HOUR) / SECOND) * SECOND), ...options });
  const onePlayer = async (): Promise<BuiltPlayer> => (await somePlayers(app, 1))[0]!;
  /** A check-in the server receives at `receivedAt` (its clock). */
  const checkIn = (receivedAt: Date, data: Record<string, unknown>, token = host) =>
    api(app).as(token).today(iso(receivedAt)).post<Answer>('/v1/point/check-in', { data });
  const storedTimes = async (gameID: number) =>
    (
      await app.sql<{ playerID: number; entryAt: number; updatedAt: number; points: number }>(
        `select player_id as "playerID", (extract(epoch from entry_at) * 1000)::float8 as "entryAt", (extract(epoch from updated_at) * 1000)::float8 as "updatedAt", points
          from points where game_id = ? order by point_id`,
        [gameID],
      )
    ).map((row) => ({ ...row, entryAt: new Date(row.entryAt), updatedAt: new Date(row.updatedAt) }));
  const historyOf = async (gameID: number): Promise<GameHistoryRow[]> => {
    const answer = await api(app).as(manager).get<Rows<GameHistoryRow> & ApiError>(`/v1/game/history/${gameID}`);
    expect(answer.status).toBe(200);
    return answer.body.rows;
  };
  const deviceTimeOf = (row: GameHistoryRow | undefined): HistoryChange | undefined =>
    row?.changes.find((change) => change.field === 'deviceTime');

  it('stores a scan made 2 minutes before its receipt with the scan time, and the History has both times', async () => {
    const game = await startedGame();
    const pat = await onePlayer();
    const receivedAt = new Date(game.gameAt.getTime() + 10 * MINUTE + 15 * SECOND);
    const scannedAt = new Date(receivedAt.getTime() - 2 * MINUTE - 10 * SECOND + 120);
    const { status, body } = await checkIn(receivedAt, {
      gameID: game.gameID,
      playerID: pat.playerID,
      scannedAt: iso(scannedAt),
    });
    expect(status).toBe(200);
    expect(body.points[0]?.entryAt).toBe(iso(scannedAt));
    const [stored] = await storedTimes(game.gameID);
    expect([stored!.entryAt.getTime(), stored!.updatedAt.getTime()]).toEqual([
      scannedAt.getTime(),
      scannedAt.getTime(),
    ]);

    const [row] = await historyOf(game.gameID);
    expect(row).toMatchObject({ action: 'check-in', playerID: pat.playerID, at: iso(receivedAt) });
    expect(row!.changes).toEqual([
      { field: 'checkedIn', from: false, to: true },
      { field: 'deviceTime', from: iso(scannedAt), to: iso(receivedAt) },
    ]);
  });

  it('records no device time in the History when it is within 5 s of the receipt (an online check-in)', async () => {
    const game = await startedGame();
    const receivedAt = new Date(game.gameAt.getTime() + 5 * MINUTE);
    const scannedAt = new Date(receivedAt.getTime() - 5 * SECOND);
    expect(
      (
        await checkIn(receivedAt, {
          gameID: game.gameID,
          playerID: (await onePlayer()).playerID,
          scannedAt: iso(scannedAt),
        })
      ).status,
    ).toBe(200);
    expect((await storedTimes(game.gameID))[0]!.entryAt.getTime()).toBe(scannedAt.getTime());
    expect(deviceTimeOf((await historyOf(game.gameID))[0])).toBeUndefined();
  });

  it('gives the early sign-in chips to a player scanned 12 minutes before the start and received after it', async () => {
    const game = await startedGame();
    const receivedAt = new Date(game.gameAt.getTime() + 15 * SECOND);
    const early = await checkIn(receivedAt, {
      gameID: game.gameID,
      playerID: (await onePlayer()).playerID,
      scannedAt: iso(game.gameAt.getTime() - 12 * MINUTE),
    });
    expect([early.status, early.body.welcome?.collect]).toEqual([200, 'Starting chips + early sign-in chips']);
    // The same receipt without the device's time: a late arrival.
    const late = await checkIn(receivedAt, { gameID: game.gameID, playerID: (await onePlayer()).playerID });
    expect([late.status, late.body.welcome?.collect]).toEqual([200, 'Starting chips']);
  });

  describe('an implausible device time is replaced by the receipt time, and the History says why', () => {
    const expectReceiptTime = async (gameID: number, receivedAt: Date, scannedAt: Date, ignored: string) => {
      const [stored] = await storedTimes(gameID);
      expect(stored!.entryAt.getTime()).toBe(receivedAt.getTime());
      expect(deviceTimeOf((await historyOf(gameID))[0])).toEqual({
        field: 'deviceTime',
        from: iso(scannedAt),
        to: iso(receivedAt),
        ignored,
      });
    };

    it('in the future (more than 5 s ahead of the server): the receipt stands, so an early arrival stays early', async () => {
      const game = await startedGame({ gameAt: new Date(Math.floor(Date.now() / SECOND) * SECOND + HOUR) });
      const receivedAt = new Date(game.gameAt.getTime() - 15 * MINUTE);
      const scannedAt = new Date(receivedAt.getTime() + 6 * HOUR);
      const { status, body } = await checkIn(receivedAt, {
        gameID: game.gameID,
        playerID: (await onePlayer()).playerID,
        scannedAt: iso(scannedAt),
      });
      expect([status, body.welcome?.collect]).toEqual([200, 'Starting chips + early sign-in chips']);
      await expectReceiptTime(game.gameID, receivedAt, scannedAt, 'in the future');
    });

    it("before the game's day opened (12 hours before its start): a client cannot backdate past it", async () => {
      const game = await startedGame();
      const receivedAt = new Date(game.gameAt.getTime() - 11 * HOUR);
      const scannedAt = new Date(game.gameAt.getTime() - 12 * HOUR - 1);
      expect(
        (
          await checkIn(receivedAt, {
            gameID: game.gameID,
            playerID: (await onePlayer()).playerID,
            scannedAt: iso(scannedAt),
          })
        ).status,
      ).toBe(200);
      await expectReceiptTime(game.gameID, receivedAt, scannedAt, "before the game's day opened");
    });

    it("older than the queue's limit (12 hours)", async () => {
      const game = await startedGame();
      const receivedAt = new Date(game.gameAt.getTime() + 6 * HOUR);
      const scannedAt = new Date(receivedAt.getTime() - 12 * HOUR - 1);
      expect(
        (
          await checkIn(receivedAt, {
            gameID: game.gameID,
            playerID: (await onePlayer()).playerID,
            scannedAt: iso(scannedAt),
          })
        ).status,
      ).toBe(200);
      await expectReceiptTime(game.gameID, receivedAt, scannedAt, 'older than 12 hours');
    });

    it('a far past or future year (0001, 9999): stored as the receipt, never a 500', async () => {
      const game = await startedGame();
      const receivedAt = new Date(game.gameAt.getTime() + MINUTE);
      for (const scannedAt of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z']) {
        const { status } = await checkIn(receivedAt, {
          gameID: game.gameID,
          playerID: (await onePlayer()).playerID,
          scannedAt,
        });
        expect([scannedAt, status]).toEqual([scannedAt, 200]);
      }
      expect((await storedTimes(game.gameID)).map(({ entryAt }) => entryAt.getTime())).toEqual([
        receivedAt.getTime(),
        receivedAt.getTime(),
      ]);
      expect((await historyOf(game.gameID)).map((row) => deviceTimeOf(row)?.ignored)).toEqual([
        'older than 12 hours',
        'in the future',
      ]);
    });
  });

  it('answers a replay with the same Idempotency-Key and another device time with the first answer, changing nothing', async () => {
    const game = await startedGame();
    const pat = await onePlayer();
    const key = randomUUID();
    const receivedAt = new Date(game.gameAt.getTime() + 20 * MINUTE);
    const send = (scannedAt: Date, at: Date) =>
      api(app)
        .as(host)
        .with({ 'idempotency-key': key })
        .today(iso(at))
        .post<Answer>('/v1/point/check-in', {
          data: { gameID: game.gameID, playerID: pat.playerID, scannedAt: iso(scannedAt) },
        });
    const first = await send(new Date(receivedAt.getTime() - 3 * MINUTE), receivedAt);
    expect(first.status).toBe(200);
    const replay = await send(new Date(receivedAt.getTime() - 30 * MINUTE), new Date(receivedAt.getTime() + MINUTE));
    expect(replay).toEqual(first);
    expect((await storedTimes(game.gameID)).map(({ entryAt }) => entryAt.getTime())).toEqual([
      receivedAt.getTime() - 3 * MINUTE,
    ]);
    expect(await historyOf(game.gameID)).toHaveLength(1);
  });

  it('refuses a malformed device time (400, field scannedAt) and saves nothing; a blank one means now', async () => {
    const game = await startedGame();
    const pat = await onePlayer();
    const receivedAt = new Date(game.gameAt.getTime() + MINUTE);
    const refusal = { error: 'The "Scanned At" field is not valid.', code: 'FIELD_NOT_VALID', field: 'scannedAt' };
    for (const scannedAt of [
      '2026-13-45',
      '2026-13-45T00:00:00Z',
      '2026-12-04T20:36:05',
      'yesterday',
      '+275760-09-13T00:00:00.000Z',
      1e308,
      1733286965120,
      [iso(receivedAt)],
      { at: iso(receivedAt) },
      true,
      'x'.repeat(100_000),
    ]) {
      const { status, body } = await checkIn(receivedAt, { gameID: game.gameID, playerID: pat.playerID, scannedAt });
      expect([String(scannedAt).slice(0, 40), status, body]).toEqual([String(scannedAt).slice(0, 40), 400, refusal]);
    }
    expect(await storedTimes(game.gameID)).toEqual([]);
    expect((await checkIn(receivedAt, { gameID: game.gameID, playerID: pat.playerID, scannedAt: '' })).status).toBe(
      200,
    );
    expect((await storedTimes(game.gameID))[0]!.entryAt.getTime()).toBe(receivedAt.getTime());
  });

  it("takes SPEC's compatibility form (POST /v1/point) the same way; other writes ignore the field, like any field they do not take", async () => {
    const game = await startedGame();
    const receivedAt = new Date(game.gameAt.getTime() + 30 * MINUTE);
    const scannedAt = new Date(receivedAt.getTime() - 4 * MINUTE);
    const compat = await api(app)
      .as(host)
      .today(iso(receivedAt))
      .post<Answer>('/v1/point', {
        data: { gameID: game.gameID, playerID: (await onePlayer()).playerID, scannedAt: iso(scannedAt) },
      });
    expect([compat.status, compat.body.points[0]?.entryAt]).toEqual([200, iso(scannedAt)]);
    const pointID = compat.body.points[0]!.pointID;
    const place = await api(app)
      .as(host)
      .today(iso(receivedAt))
      .post<Answer>('/v1/point/place', { data: { pointID, place: 1, scannedAt: 'not a time' } });
    expect([place.status, place.body.points[0]?.entryAt, place.body.points[0]?.updatedAt]).toEqual([
      200,
      iso(scannedAt),
      iso(receivedAt),
    ]);
  });

  it('lets no player or assistant send it (they cannot check in at all)', async () => {
    const game = await startedGame();
    for (const token of [player, assistant]) {
      for (const path of ['/v1/point/check-in', '/v1/point']) {
        const { status, body } = await api(app)
          .as(token)
          .post<Answer>(path, {
            data: { gameID: game.gameID, playerID: app.accounts.player, scannedAt: iso(game.gameAt) },
          });
        expect([path, status, body.code]).toEqual([path, 403, 'UNAUTHORIZED']);
      }
    }
    expect(await storedTimes(game.gameID)).toEqual([]);
  });

  describe('a satellite judges queued scans by when each was made', () => {
    it('scores two scans made 3 minutes apart even when they arrive together', async () => {
      const game = await startedGame({ eventType: EventType.Satellite });
      const pat = await onePlayer();
      const receivedAt = new Date(game.gameAt.getTime() + 30 * MINUTE);
      const at = (minutesBefore: number) => iso(receivedAt.getTime() - minutesBefore * MINUTE);
      expect(
        (await checkIn(receivedAt, { gameID: game.gameID, playerID: pat.playerID, scannedAt: at(10) })).body.message,
      ).toBe('Player checked in');
      expect(
        (await checkIn(receivedAt, { gameID: game.gameID, playerID: pat.playerID, scannedAt: at(6) })).body.message,
      ).toBe('10 points added');
      expect(
        (await checkIn(receivedAt, { gameID: game.gameID, playerID: pat.playerID, scannedAt: at(5) })).body.message,
      ).toBe('Scanned less than 2 minutes ago: no points added');
      expect(
        (await checkIn(receivedAt, { gameID: game.gameID, playerID: pat.playerID, scannedAt: at(3) })).body.message,
      ).toBe('10 points added');
      const [stored] = await storedTimes(game.gameID);
      expect([stored!.points, stored!.entryAt.toISOString(), stored!.updatedAt.toISOString()]).toEqual([
        20,
        at(10),
        at(3),
      ]);
      expect((await historyOf(game.gameID)).map((row) => [row.action, deviceTimeOf(row)?.from])).toEqual([
        ['check-in', at(10)],
        ['scan', at(6)],
        ['scan', at(3)],
      ]);
    });

    it("refuses a scan made before the start that arrives after it: Game hasn't started yet", async () => {
      const game = await startedGame({ eventType: EventType.Satellite });
      const pat = await onePlayer();
      const receivedAt = new Date(game.gameAt.getTime() + MINUTE);
      expect(
        (
          await checkIn(receivedAt, {
            gameID: game.gameID,
            playerID: pat.playerID,
            scannedAt: iso(game.gameAt.getTime() - 20 * MINUTE),
          })
        ).status,
      ).toBe(200);
      expect(
        await checkIn(receivedAt, {
          gameID: game.gameID,
          playerID: pat.playerID,
          scannedAt: iso(game.gameAt.getTime() - 10 * MINUTE),
        }),
      ).toEqual({
        status: 409,
        body: { error: "Game hasn't started yet", code: 'GAME_NOT_STARTED' },
      });
    });
  });
});
