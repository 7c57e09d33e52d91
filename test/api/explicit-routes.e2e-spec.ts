import { EventType } from '../../src/shared/domain/event-type.js';
import { api, type ApiAnswer } from '../support/api.js';
import {
  aGame,
  aGameWithEntries,
  aPlayer,
  aPointRecord,
  aVenue,
  somePlayers,
  type BuiltGame,
} from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 21: every command has its explicit route, and SPEC's body-shape forms
 * (POST /v1/point, POST /v1/game) are a thin compatibility layer that calls them. Each
 * case runs the same call once through the SPEC form and once through the explicit route,
 * on two copies of the same state, and expects the same status and the same body (ids,
 * instants and titles made comparable): the same answer, the same `{ error, code, field }`,
 * the same access refusals.
 */
const HOUR = 3_600_000;

/** Ids, instants and titles differ between the two copies; everything else must not. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      /(ID|At|Date|title|Title)$/.test(key) || key === 'title' ? typeof inner : comparable(inner),
    ]),
  );
}
const same = (answer: ApiAnswer<unknown>) => ({ status: answer.status, body: comparable(answer.body) });

describe('explicit routes and their SPEC forms (issue 21)', () => {
  let app: TestApp;
  let host: string;
  let hostWithoutAgreement: string;
  let manager: string;
  let admin: string;
  let player: string;

  beforeAll(async () => {
    app = await startTestApp();
    [host, hostWithoutAgreement, manager, admin, player] = await Promise.all(
      ['host', 'host', 'manager', 'admin', 'player'].map((role) => app.login(role)),
    );
    expect(
      (
        await api(app)
          .as(host)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
  });
  afterAll(() => app.close());

  /** The SPEC form's and the explicit route's answers, for bodies made from two copies of a state. */
  async function bothWays(
    token: string | undefined,
    spec: { path: string; body: unknown },
    explicit: { path: string; body: unknown },
  ): Promise<void> {
    const caller = token === undefined ? api(app) : api(app).as(token);
    const viaSpec = await caller.post(spec.path, { data: spec.body });
    const viaExplicit = await caller.post(explicit.path, { data: explicit.body });
    expect(same(viaSpec)).toEqual(same(viaExplicit));
  }

  describe('points: POST /v1/point and POST /v1/point/{check-in,place,points,buys,end}', () => {
    /** Two games alike, at one venue, with the same title. */
    const twoGames = async (options: Parameters<typeof aGame>[1] = {}): Promise<[BuiltGame, BuiltGame]> => {
      const venueID = options.venueID ?? (await aVenue(app)).venueID;
      const title = `Twin ${Math.random()}`;
      return [await aGame(app, { ...options, venueID, title }), await aGame(app, { ...options, venueID, title })];
    };

    it('checks a player in the same way', async () => {
      const [a, b] = await twoGames();
      const pat = await aPlayer(app, { firstName: 'Pat', lastName: 'Twin' });
      const spec = await api(app)
        .as(host)
        .post('/v1/point', { data: { gameID: a.gameID, playerID: pat.playerID } });
      const explicit = await api(app)
        .as(host)
        .post('/v1/point/check-in', { data: { gameID: b.gameID, playerID: pat.playerID } });
      expect(spec.status).toBe(200);
      expect((spec.body as { message: string }).message).toBe('Player checked in');
      expect(same(spec)).toEqual(same(explicit));
    });

    it("sets a place, a satellite's points (also from a whole record) and quarterly buys the same way", async () => {
      const [a, b] = await twoGames();
      const [pat] = await somePlayers(app, 1);
      const [pa, pb] = [
        await aPointRecord(app, a.gameID, pat!.playerID),
        await aPointRecord(app, b.gameID, pat!.playerID),
      ];
      await bothWays(
        host,
        { path: '/v1/point', body: { pointID: pa, place: 2 } },
        { path: '/v1/point/place', body: { pointID: pb, place: 2 } },
      );

      const [sa, sb] = await twoGames({ eventType: EventType.Satellite });
      const [ra, rb] = [
        await aPointRecord(app, sa.gameID, pat!.playerID),
        await aPointRecord(app, sb.gameID, pat!.playerID),
      ];
      await bothWays(
        host,
        { path: '/v1/point', body: { pointID: ra, points: 30 } },
        { path: '/v1/point/points', body: { pointID: rb, points: 30 } },
      );
      // A whole record of a satellite is its points.
      await bothWays(
        host,
        { path: '/v1/point', body: { pointID: ra, place: 1, points: 40 } },
        { path: '/v1/point/points', body: { pointID: rb, points: 40 } },
      );

      const [qa, qb] = await twoGames({ eventType: EventType.Quarterly });
      const [xa, xb] = [
        await aPointRecord(app, qa.gameID, pat!.playerID, { buyIn: 15 }),
        await aPointRecord(app, qb.gameID, pat!.playerID, { buyIn: 15 }),
      ];
      await bothWays(
        host,
        { path: '/v1/point', body: { pointID: xa, buyIn: 20, reBuy: 0, addOn: 0 } },
        { path: '/v1/point/buys', body: { pointID: xb, buyIn: 20, reBuy: 0, addOn: 0 } },
      );
    });

    it('ends a game the same way (the list names the records; the explicit route the game)', async () => {
      const venueID = (await aVenue(app)).venueID;
      const players = await somePlayers(app, 6);
      const [a, b] = [
        await aGameWithEntries(app, 6, { venueID, players, title: 'Twin End' }),
        await aGameWithEntries(app, 6, { venueID, players, title: 'Twin End' }),
      ];
      const places = (game: BuiltGame) => game.entries.map(({ pointID }, i) => ({ pointID, place: i + 1 }));
      const spec = await api(app)
        .as(host)
        .post('/v1/point', {
          data: places(a).map((entry) => ({ ...entry, points: 0, bonusType: 0, bonuses: 0, hostID: null })),
        });
      const explicit = await api(app)
        .as(host)
        .post('/v1/point/end', { data: { gameID: b.gameID, places: places(b), hostID: null } });
      expect(spec.status).toBe(200);
      expect(same(spec)).toEqual(same(explicit));
    });

    it('refuses the same way: the same { error, code, field } and status', async () => {
      const [a, b] = await twoGames();
      const [pat] = await somePlayers(app, 1);
      // No player picked.
      await bothWays(
        host,
        { path: '/v1/point', body: { gameID: a.gameID } },
        { path: '/v1/point/check-in', body: { gameID: b.gameID } },
      );
      // A place off the list.
      const [pa, pb] = [
        await aPointRecord(app, a.gameID, pat!.playerID),
        await aPointRecord(app, b.gameID, pat!.playerID),
      ];
      await bothWays(
        host,
        { path: '/v1/point', body: { pointID: pa, place: 12 } },
        { path: '/v1/point/place', body: { pointID: pb, place: 12 } },
      );
      // Points on a game that is not a satellite.
      await bothWays(
        host,
        { path: '/v1/point', body: { pointID: pa, points: 12 } },
        { path: '/v1/point/points', body: { pointID: pb, points: 12 } },
      );
      // Ending with one player: the rule's refusal, not the layer's.
      await bothWays(
        host,
        { path: '/v1/point', body: [{ pointID: pa, place: 1 }] },
        { path: '/v1/point/end', body: { gameID: b.gameID, places: [{ pointID: pb, place: 1 }] } },
      );
      const refused = await api(app)
        .as(host)
        .post('/v1/point', { data: { pointID: pa, place: 12 } });
      expect(refused).toMatchObject({ status: 400, body: { code: expect.any(String), field: 'place' } });
    });

    it("refuses callers the same way (the explicit route's own @Access decides)", async () => {
      const game = await aGame(app);
      const [pat] = await somePlayers(app, 1);
      const pointID = await aPointRecord(app, game.gameID, pat!.playerID);
      const forms: [unknown, string, unknown][] = [
        [
          { gameID: game.gameID, playerID: pat!.playerID },
          '/v1/point/check-in',
          { gameID: game.gameID, playerID: pat!.playerID },
        ],
        [{ pointID, place: 1 }, '/v1/point/place', { pointID, place: 1 }],
        [{ pointID, points: 1 }, '/v1/point/points', { pointID, points: 1 }],
        [{ pointID, buyIn: 1 }, '/v1/point/buys', { pointID, buyIn: 1 }],
        [[{ pointID, place: 1 }], '/v1/point/end', { gameID: game.gameID, places: [{ pointID, place: 1 }] }],
      ];
      for (const [specBody, path, explicitBody] of forms) {
        for (const [token, code] of [
          [undefined, 'NOT_LOGGED_IN'],
          [player, 'UNAUTHORIZED'],
          [hostWithoutAgreement, 'HOST_MODE_REQUIRED'],
        ] as const) {
          const caller = token === undefined ? api(app) : api(app).as(token);
          const [viaSpec, viaExplicit] = [
            await caller.post('/v1/point', { data: specBody }),
            await caller.post(path, { data: explicitBody }),
          ];
          expect([path, code, viaSpec.status, viaSpec.body]).toEqual([
            path,
            code,
            viaExplicit.status,
            viaExplicit.body,
          ]);
          expect((viaSpec.body as { code: string }).code).toBe(code);
        }
      }
    });
  });

  describe('games: POST /v1/game and POST /v1/game/save', () => {
    it('adds and updates a game the same way', async () => {
      const venueID = (await aVenue(app)).venueID;
      const game = {
        title: 'Twin Save',
        venueID,
        gameAt: new Date(Date.now() + 48 * HOUR).toISOString(),
        eventType: EventType.Regular,
      };
      const spec = await api(app)
        .as(manager)
        .post<{ message: string; game: { gameID: number } }>('/v1/game', { data: game });
      const explicit = await api(app)
        .as(manager)
        .post<{ message: string; game: { gameID: number } }>('/v1/game/save', { data: game });
      expect(spec.body.message).toBe('Game added');
      expect(same(spec)).toEqual(same(explicit));
      await bothWays(
        manager,
        { path: '/v1/game', body: { ...game, gameID: spec.body.game.gameID, notice: 'Moved' } },
        { path: '/v1/game/save', body: { ...game, gameID: explicit.body.game.gameID, notice: 'Moved' } },
      );
    });

    it('refuses the same way, callers included', async () => {
      const venueID = (await aVenue(app)).venueID;
      await bothWays(manager, { path: '/v1/game', body: { venueID } }, { path: '/v1/game/save', body: { venueID } });
      await bothWays(
        manager,
        { path: '/v1/game', body: { title: 'X', venueID: 99_999_999 } },
        { path: '/v1/game/save', body: { title: 'X', venueID: 99_999_999 } },
      );
      for (const [token, code] of [
        [undefined, 'NOT_LOGGED_IN'],
        [player, 'UNAUTHORIZED'],
        [host, 'UNAUTHORIZED'],
      ] as const) {
        const caller = token === undefined ? api(app) : api(app).as(token);
        const [viaSpec, viaExplicit] = [
          await caller.post('/v1/game', { data: { title: 'Y', venueID } }),
          await caller.post('/v1/game/save', { data: { title: 'Y', venueID } }),
        ];
        expect([viaSpec.status, viaSpec.body]).toEqual([viaExplicit.status, viaExplicit.body]);
        expect((viaSpec.body as { code: string }).code).toBe(code);
      }
    });
  });

  describe('deposits: POST /v1/game with a list and POST /v1/deposit/apply', () => {
    const endedGames = async (): Promise<[number, number]> => {
      const venueID = (await aVenue(app)).venueID;
      const options = { venueID, title: 'Twin Deposit', endedAt: new Date(Date.now() - HOUR), earningsActual: 100 };
      return [(await aGame(app, options)).gameID, (await aGame(app, options)).gameID];
    };

    it('applies deposits the same way', async () => {
      const [a, b] = await endedGames();
      const spec = await api(app)
        .as(admin)
        .post<{ message: string; games: { earningsDeposited: number }[] }>('/v1/game', {
          data: [{ gameID: a, earningsDeposited: 60 }],
        });
      const explicit = await api(app)
        .as(admin)
        .post('/v1/deposit/apply', { data: { games: [{ gameID: b, earningsDeposited: 60 }] } });
      expect(spec.status).toBe(200);
      expect(spec.body.message).toBe('Deposits applied');
      expect(spec.body.games[0]!.earningsDeposited).toBe(60);
      expect(same(spec)).toEqual(same(explicit));
      expect(await app.sql('select earnings_deposited::float as d from games where game_id in (?, ?)', [a, b])).toEqual(
        [{ d: 60 }, { d: 60 }],
      );
    });

    it('refuses the same way: broken lines, the rule, an empty list, callers below Admin', async () => {
      const [a, b] = await endedGames();
      await bothWays(
        admin,
        { path: '/v1/game', body: [{ gameID: a, earningsDeposited: -1 }] },
        { path: '/v1/deposit/apply', body: { games: [{ gameID: b, earningsDeposited: -1 }] } },
      );
      // A refusal changes nothing: the same game both ways (its id is in the words).
      await bothWays(
        admin,
        { path: '/v1/game', body: [{ gameID: a, earningsDeposited: 500 }] },
        { path: '/v1/deposit/apply', body: { games: [{ gameID: a, earningsDeposited: 500 }] } },
      );
      await bothWays(admin, { path: '/v1/game', body: [7] }, { path: '/v1/deposit/apply', body: { games: [7] } });
      await bothWays(admin, { path: '/v1/game', body: [] }, { path: '/v1/deposit/apply', body: { games: [] } });
      const refused = await api(app)
        .as(admin)
        .post('/v1/game', { data: [{ gameID: a, earningsDeposited: -1 }] });
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'DEPOSIT_APPLICATION_FAILED', field: 'earningsDeposited' },
      });
      for (const [token, code] of [
        [undefined, 'NOT_LOGGED_IN'],
        [player, 'UNAUTHORIZED'],
        [host, 'UNAUTHORIZED'],
        [manager, 'UNAUTHORIZED'],
      ] as const) {
        const caller = token === undefined ? api(app) : api(app).as(token);
        const [viaSpec, viaExplicit] = [
          await caller.post('/v1/game', { data: [{ gameID: a, earningsDeposited: 1 }] }),
          await caller.post('/v1/deposit/apply', { data: { games: [{ gameID: a, earningsDeposited: 1 }] } }),
        ];
        expect([viaSpec.status, viaSpec.body]).toEqual([viaExplicit.status, viaExplicit.body]);
        expect((viaSpec.body as { code: string }).code).toBe(code);
      }
      expect(await app.sql('select earnings_deposited::float as d from games where game_id in (?, ?)', [a, b])).toEqual(
        [{ d: 0 }, { d: 0 }],
      );
    });
  });

  it('documents both, the SPEC forms and the explicit routes (/docs/json)', async () => {
    const { body } = await api(app).get<{ paths: Record<string, Record<string, unknown>> }>('/docs/json');
    for (const path of [
      '/v1/point',
      '/v1/point/check-in',
      '/v1/point/place',
      '/v1/point/points',
      '/v1/point/buys',
      '/v1/point/end',
      '/v1/game',
      '/v1/game/save',
      '/v1/deposit/apply',
    ]) {
      expect([path, Object.keys(body.paths[path] ?? {})]).toEqual([path, expect.arrayContaining(['post'])]);
    }
  });
});
