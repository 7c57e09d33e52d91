import { DateTime } from 'luxon';
import type { EarningsReport } from '../../src/modules/games/domain/earnings-report.js';
import type { GameRow } from '../../src/modules/games/domain/game-row.js';
import type { Venue } from '../../src/modules/venues/domain/venue.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import { aGame, aPlayer, aVenue, type BuiltGame, type BuiltPlayer } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** An instant from a wall time in the league's zone. */
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();

describe('earnings: the owner report (GET /v1/game/earnings/{year}) and who reads deposit details', () => {
  let app: TestApp;
  let alpha: Venue;
  let beta: Venue;
  let secondHost: BuiltPlayer;
  let hostName: string;
  let secondHostName: string;
  let januaryGame: BuiltGame;
  const tokens: Record<string, string> = {};

  /** A game of the year with its earnings as hosts and deposits would have left them. */
  const aGameEarning = async (
    wallTime: string,
    venue: Venue,
    hostID: number | null,
    amounts: { estimated?: number; actual?: number; deposited?: number },
    options: { canceled?: boolean; unlisted?: boolean } = {},
  ) => {
    const game = await aGame(app, { venueID: venue.venueID, hostID, gameAt: pacific(wallTime), ...options });
    await app.sql(
      'update games set earnings_estimated = ?, earnings_actual = ?, earnings_deposited = ? where game_id = ?',
      [amounts.estimated ?? 0, amounts.actual ?? 0, amounts.deposited ?? 0, game.gameID],
    );
    return game;
  };

  beforeAll(async () => {
    app = await startTestApp();
    alpha = await aVenue(app, { title: 'Alpha Tavern' });
    beta = await aVenue(app, { title: 'Beta Saloon' });
    secondHost = await aPlayer(app, {
      userType: UserType.Host,
      userName: 'secondhost',
      firstName: 'Sam',
      lastName: 'Second',
    });
    [hostName, secondHostName] = (
      await app.sql<{ title: string }>(
        'select title from players where player_id in (?, ?) order by player_id = ? desc',
        [app.accounts.host, secondHost.playerID, app.accounts.host],
      )
    ).map((row) => row.title) as [string, string];
    for (const role of ['player', 'host', 'manager', 'admin', 'owner'] as const) tokens[role] = await app.login(role);
    tokens.secondHost = await app.login('secondhost');

    const host = app.accounts.host;
    januaryGame = await aGameEarning('2025-01-10T19:00:00', alpha, host, {
      estimated: 35,
      actual: 35.1,
      deposited: 35.1,
    });
    await aGameEarning('2025-01-20T19:00:00', alpha, host, { estimated: 35, actual: 40.05, deposited: 0.02 });
    await aGameEarning('2025-01-25T19:00:00', beta, secondHost.playerID, {
      estimated: 45,
      actual: 45.33,
      deposited: 45,
    });
    // Canceled: left out, whatever it holds.
    await aGameEarning(
      '2025-02-03T19:00:00',
      alpha,
      host,
      { estimated: 45, actual: 100, deposited: 7 },
      { canceled: true },
    );
    // Unlisted (a private game) with no host: counts.
    await aGameEarning('2025-02-10T19:00:00', alpha, null, { actual: 0.01 }, { unlisted: true });
    // Ten dimes make a dollar exactly.
    for (let day = 1; day <= 10; day++)
      await aGameEarning(`2025-03-${String(day).padStart(2, '0')}T19:00:00`, alpha, host, { actual: 0.1 });
    // New Year's Eve in the league's zone is December (already January in UTC); the night before 2025 is not this year's.
    await aGameEarning('2025-12-31T23:30:00', beta, secondHost.playerID, { actual: 0.1 });
    await aGameEarning('2024-12-31T23:30:00', beta, secondHost.playerID, { actual: 999.99, deposited: 1 });
    await aGameEarning('2026-01-01T00:30:00', beta, secondHost.playerID, { actual: 888.88 });
  });
  afterAll(() => app.close());

  const report = (year: number | string, token = tokens.owner!) =>
    api(app).as(token).get<EarningsReport & ApiError>(`/v1/game/earnings/${year}`);

  it('sums estimated, actual and deposited to the cent per month, venue and host, with outstanding amounts and totals', async () => {
    const { status, body } = await report(2025);
    expect(status).toBe(200);
    const row = (
      month: number,
      venue: Venue | null,
      hostID: number | null,
      name: string,
      games: number,
      estimated: number,
      actual: number,
      deposited: number,
      outstanding: number,
    ) => ({
      month,
      venueID: venue?.venueID ?? null,
      venueName: venue?.title,
      hostID,
      hostName: name,
      games,
      earningsEstimated: estimated,
      earningsActual: actual,
      earningsDeposited: deposited,
      outstanding,
    });
    expect(body.rows).toEqual([
      row(1, alpha, app.accounts.host, hostName, 2, 70, 75.15, 35.12, 40.03),
      row(1, beta, secondHost.playerID, secondHostName, 1, 45, 45.33, 45, 0.33),
      row(2, alpha, null, 'No Host', 1, 0, 0.01, 0, 0.01),
      row(3, alpha, app.accounts.host, hostName, 10, 0, 1, 0, 1),
      row(12, beta, secondHost.playerID, secondHostName, 1, 0, 0.1, 0, 0.1),
    ]);
    expect(body).toMatchObject({
      year: 2025,
      total: 5,
      totals: {
        games: 15,
        earningsEstimated: 115,
        earningsActual: 121.59,
        earningsDeposited: 80.12,
        outstanding: 41.47,
      },
    });
  });

  it('answers an empty report for a year without games', async () => {
    expect((await report(2004)).body).toEqual({
      year: 2004,
      rows: [],
      total: 0,
      totals: { games: 0, earningsEstimated: 0, earningsActual: 0, earningsDeposited: 0, outstanding: 0 },
    });
  });

  it('is for the owner only: anonymous 401; player, host, manager and admin 403', async () => {
    expect((await report(2025, '')).status).toBe(401);
    for (const role of ['player', 'host', 'manager', 'admin'] as const) {
      const { status, body } = await report(2025, tokens[role]);
      expect([role, status]).toEqual([role, 403]);
      expect(body.rows).toBeUndefined();
    }
  });

  it('refuses a year outside 2004-2099 or not a year, naming the field', async () => {
    for (const year of ['2003', '2100', 'abcd', '20255', '-2025']) {
      const { status, body } = await report(year);
      expect([year, status, body]).toEqual([
        year,
        400,
        { error: 'The "Year" field is not valid.', code: 'FIELD_NOT_VALID', field: 'year' },
      ]);
    }
  });

  describe('deposit details in game answers', () => {
    const DEPOSIT_FIELDS = ['earningsDeposited', 'earningsReconciled', 'depositID'];
    const gameAs = async (token: string) => {
      const byID = (await api(app).as(token).get<Rows<GameRow>>(`/v1/game/id/${januaryGame.gameID}`)).body.rows[0]!;
      const listed = (
        await api(app).as(token).get<Rows<GameRow>>(`/v1/game/list/0/${alpha.venueID}/0/2025-01-01/2025-01-31/1/30`)
      ).body.rows.find((game) => game.gameID === januaryGame.gameID)!;
      return [byID, listed];
    };

    it('answers them to admins and the owner, and to the host of the game', async () => {
      for (const token of [tokens.admin!, tokens.owner!, tokens.host!]) {
        for (const game of await gameAs(token))
          expect(game).toMatchObject({ earningsDeposited: 35.1, earningsReconciled: false, depositID: null });
      }
    });

    it('never answers them to visitors, players, another host or a manager (the estimate and the amount collected stay public)', async () => {
      for (const token of ['', tokens.player!, tokens.secondHost!, tokens.manager!]) {
        for (const game of await gameAs(token)) {
          expect(game).toMatchObject({ gameID: januaryGame.gameID, earningsEstimated: 35, earningsActual: 35.1 });
          expect(Object.keys(game).filter((field) => DEPOSIT_FIELDS.includes(field))).toEqual([]);
        }
      }
    });
  });
});
