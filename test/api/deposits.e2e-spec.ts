import { api, type ApiError, type Rows } from '../support/api.js';
import { aGame, aGameWithEntries, aPlayer, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { aPng, someText } from '../support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { UserType } from '../../src/shared/domain/user-type.js';

interface DepositGame {
  gameID: number;
  earningsEstimated: number;
  earningsActual: number;
  earningsDeposited: number;
  earningsReconciled: boolean;
  applied: number;
}
interface Deposit {
  depositID: number;
  hostID: number;
  hostName: string | null;
  title: string;
  depositAmount: number;
  depositDate: string;
  period: string | null;
  depositImage: string | null;
  applied: number;
  unapplied: number;
  games: DepositGame[];
}
interface Saved {
  message: string;
  deposit: Deposit;
}

const DAY = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('deposits: Manage Deposits and the deposit rule', () => {
  let app: TestApp;
  /** The role accounts' hosts and staff, in host mode where the role allows. */
  let host: string;
  let hostWithoutAgreement: string;
  let manager: string;
  let admin: string;
  let owner: string;
  let player: string;
  let assistant: string;
  let otherHost: BuiltPlayer;
  let otherHostToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    otherHost = await aPlayer(app, { userType: UserType.Host });
    [host, hostWithoutAgreement, manager, admin, owner, player, assistant, otherHostToken] = await Promise.all([
      app.login('host'),
      app.login('host'),
      app.login('manager'),
      app.login('admin'),
      app.login('owner'),
      app.login('player'),
      app.login('assistant'),
      otherHost.login(),
    ]);
    for (const token of [host, manager, otherHostToken])
      expect(
        (
          await api(app)
            .as(token)
            .post('/v1/user/agreement', { data: { accepted: true } })
        ).status,
      ).toBe(200);
  });
  afterAll(() => app.close());

  const as = (token: string) => api(app).as(token);
  const save = (data: Record<string, unknown>, token = host) =>
    as(token).post<Saved & ApiError>('/v1/deposit', { data });
  /** The games' deposit columns as PostgreSQL holds them: exact decimal text. */
  const booksOf = async (gameIDs: number[]) =>
    (
      await app.sql<{ gameID: number; deposited: string; reconciled: boolean; depositID: number | null }>(
        `select game_id as "gameID", earnings_deposited::text as deposited, earnings_reconciled as reconciled, deposit_id as "depositID" from games where game_id in (${gameIDs.map(() => '?').join(', ')}) order by game_id`,
        gameIDs,
      )
    ).map(({ gameID, deposited, reconciled, depositID }) => [gameID, deposited, reconciled, depositID]);
  const ledgerOf = (depositID: number) =>
    app.sql<{ gameID: number; amount: string }>(
      'select game_id as "gameID", amount::text from deposit_games where deposit_id = ? order by game_id',
      [depositID],
    );
  const countOf = async (table: string) =>
    Number((await app.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

  /** A new host with games played 40, 30, 20 and 10 days ago (the second given out of order, to show the rule orders them). */
  async function aHostWithGames(actuals: number[] = [35, 45, 35.1]) {
    const built = await aPlayer(app, { userType: UserType.Host });
    const token = await built.login();
    expect((await as(token).post('/v1/user/agreement', { data: { accepted: true } })).status).toBe(200);
    const games = [];
    for (const [i, earningsActual] of actuals.entries())
      games.push(await aGame(app, { hostID: built.playerID, gameAt: daysAgo(40 - i * 10), earningsActual }));
    return { host: built, token, gameIDs: games.map((game) => game.gameID) };
  }

  describe("saving applies the amount to the host's unreconciled games, oldest first", () => {
    it("fills the oldest game first and stops when the amount is used up; other hosts' games are untouched", async () => {
      const { token, gameIDs, host: built } = await aHostWithGames();
      const [first, second, third] = gameIDs as [number, number, number];
      const stranger = await aGame(app, { hostID: otherHost.playerID, gameAt: daysAgo(90), earningsActual: 35 });
      const { status, body } = await save(
        { title: 'March earnings', depositAmount: 50.05, period: 'Mar 1 - Mar 31', depositDate: '2025-03-31' },
        token,
      );
      expect(status).toBe(200);
      expect(body.message).toBe('Deposit added');
      expect(body.deposit).toMatchObject({
        hostID: built.playerID,
        title: 'March earnings',
        depositAmount: 50.05,
        depositDate: '2025-03-31',
        applied: 50.05,
        unapplied: 0,
      });
      expect(body.deposit.games.map((g) => [g.gameID, g.applied, g.earningsDeposited, g.earningsReconciled])).toEqual([
        [first, 35, 35, true],
        [second, 15.05, 15.05, false],
      ]);
      expect(body.deposit.games[0]).toMatchObject({ earningsActual: 35, earningsEstimated: 0 });
      const { depositID } = body.deposit;
      expect(await booksOf([first, second, third, stranger.gameID])).toEqual([
        [first, '35.00', true, depositID],
        [second, '15.05', false, depositID],
        [third, '0.00', false, null],
        [stranger.gameID, '0.00', false, null],
      ]);
      expect(await ledgerOf(depositID)).toEqual([
        { gameID: first, amount: '35.00' },
        { gameID: second, amount: '15.05' },
      ]);
    });

    it('moves amounts back and forth exactly, to the cent, when an applied deposit is edited', async () => {
      const { token, gameIDs } = await aHostWithGames();
      const [first, second, third] = gameIDs as [number, number, number];
      const added = (await save({ title: 'Deposit', depositAmount: 50.05 }, token)).body.deposit;
      const edit = (depositAmount: number) =>
        save({ depositID: added.depositID, title: 'Deposit', depositAmount }, token);

      const up = await edit(115.1);
      expect(up.status).toBe(200);
      expect(up.body.message).toBe('Deposit updated');
      expect(await booksOf(gameIDs)).toEqual([
        [first, '35.00', true, added.depositID],
        [second, '45.00', true, added.depositID],
        [third, '35.10', true, added.depositID],
      ]);
      expect(up.body.deposit).toMatchObject({ applied: 115.1, unapplied: 0 });

      const over = await edit(120.33);
      expect(over.body.deposit).toMatchObject({ applied: 115.1, unapplied: 5.23 });

      await edit(0.01);
      expect(await booksOf(gameIDs)).toEqual([
        [first, '0.01', false, added.depositID],
        [second, '0.00', false, null],
        [third, '0.00', false, null],
      ]);

      await edit(50.05);
      expect(await booksOf(gameIDs)).toEqual([
        [first, '35.00', true, added.depositID],
        [second, '15.05', false, added.depositID],
        [third, '0.00', false, null],
      ]);
      expect(await ledgerOf(added.depositID)).toEqual([
        { gameID: first, amount: '35.00' },
        { gameID: second, amount: '15.05' },
      ]);
    });

    it('a second deposit continues where the first stopped, and editing the first takes back only its own amounts', async () => {
      const { token, gameIDs } = await aHostWithGames();
      const [first, second, third] = gameIDs as [number, number, number];
      const one = (await save({ title: 'One', depositAmount: 40 }, token)).body.deposit;
      const two = (await save({ title: 'Two', depositAmount: 60 }, token)).body.deposit;
      expect(await booksOf(gameIDs)).toEqual([
        [first, '35.00', true, one.depositID],
        [second, '45.00', true, two.depositID],
        [third, '20.00', false, two.depositID],
      ]);
      expect(await ledgerOf(two.depositID)).toEqual([
        { gameID: second, amount: '40.00' },
        { gameID: third, amount: '20.00' },
      ]);
      // One is edited down to 10: its 30 leave the oldest game, which it then fills first again.
      await save({ depositID: one.depositID, title: 'One', depositAmount: 10 }, token);
      expect(await booksOf(gameIDs)).toEqual([
        [first, '10.00', false, one.depositID],
        [second, '40.00', false, two.depositID],
        [third, '20.00', false, two.depositID],
      ]);
    });

    it('deleting a deposit takes back exactly what it applied', async () => {
      const { token, gameIDs } = await aHostWithGames();
      const one = (await save({ title: 'One', depositAmount: 40 }, token)).body.deposit;
      const two = (await save({ title: 'Two', depositAmount: 30.55 }, token)).body.deposit;
      const deleted = await as(token).delete('/v1/deposit', { data: { depositID: one.depositID } });
      expect(deleted).toEqual({ status: 200, body: { message: 'Deposit deleted' } });
      expect(await booksOf(gameIDs)).toEqual([
        [gameIDs[0], '0.00', false, null],
        [gameIDs[1], '30.55', false, two.depositID],
        [gameIDs[2], '0.00', false, null],
      ]);
      expect(await ledgerOf(one.depositID)).toEqual([]);
      expect((await as(token).get(`/v1/deposit/id/${one.depositID}`)).status).toBe(404);
      expect((await as(token).delete<ApiError>('/v1/deposit', { data: { depositID: one.depositID } })).body).toEqual({
        error: 'Deposit not found',
        code: 'DEPOSIT_NOT_FOUND',
      });
    });

    it('two deposits saved at once for the same host never over-deposit a game', async () => {
      const { token, gameIDs } = await aHostWithGames([35, 45, 35.1, 20.2, 0.99]);
      const outstanding = 136.29;
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) => save({ title: `At once ${n}`, depositAmount: outstanding - 10 }, token)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const games = await app.sql<{ actual: string; deposited: string }>(
        `select earnings_actual::text as actual, earnings_deposited::text as deposited from games where game_id in (${gameIDs.join(', ')})`,
      );
      for (const game of games) expect(Number(game.deposited)).toBeLessThanOrEqual(Number(game.actual));
      expect(games.every((game) => game.deposited === game.actual)).toBe(true);
      const appliedCents = answers.reduce((sum, answer) => sum + Math.round(answer.body.deposit.applied * 100), 0);
      expect(appliedCents).toBe(13_629);
      const [{ ledger }] = (await app.sql<{ ledger: string }>(
        `select sum(amount)::text as ledger from deposit_games where game_id in (${gameIDs.join(', ')})`,
      )) as [{ ledger: string }];
      expect(ledger).toBe('136.29');
    });

    it('a game whose actual earnings a manager corrects after a deposit reached it is reconciled by the same rule', async () => {
      const { token, gameIDs } = await aHostWithGames([35]);
      const deposit = (await save({ title: 'Then corrected', depositAmount: 30 }, token)).body.deposit;
      expect(await booksOf(gameIDs)).toEqual([[gameIDs[0], '30.00', false, deposit.depositID]]);
      const game = (
        await app.sql<{ venueID: number; gameAt: Date }>(
          'select venue_id as "venueID", game_at as "gameAt" from games where game_id = ?',
          [gameIDs[0]],
        )
      )[0]!;
      const corrected = await as(manager).post('/v1/game', {
        data: {
          gameID: gameIDs[0],
          venueID: game.venueID,
          gameAt: new Date(game.gameAt).toISOString(),
          earningsActual: 30,
        },
      });
      expect(corrected.status).toBe(200);
      expect(await booksOf(gameIDs)).toEqual([[gameIDs[0], '30.00', true, deposit.depositID]]);
    });

    it('a game ended again with another head count after a deposit reconciled it is no longer reconciled', async () => {
      const { host: built, token } = await aHostWithGames([]);
      const [extra, ...players] = await somePlayers(app, 30);
      // 29 players: $35 estimated; a 30th moves it to $45 (product §9).
      const game = await aGameWithEntries(app, 29, { hostID: built.playerID, gameAt: daysAgo(3), players });
      const end = (entries: readonly { pointID: number }[]) =>
        // By the game's own host: a manager ending it would be recorded as its acting host.
        as(token).post('/v1/point/end', {
          data: {
            gameID: game.gameID,
            places: entries.map((entry, i) => ({ pointID: entry.pointID, place: i < 8 ? i + 1 : 0 })),
          },
        });
      expect((await end(game.entries)).status).toBe(200);
      const [{ actual }] = (await app.sql<{ actual: string }>(
        'select earnings_actual::text as actual from games where game_id = ?',
        [game.gameID],
      )) as [{ actual: string }];
      expect(Number(actual)).toBeGreaterThan(0);
      const deposit = (await save({ title: 'Reconciles it', depositAmount: Number(actual) }, token)).body.deposit;
      expect(await booksOf([game.gameID])).toEqual([[game.gameID, actual, true, deposit.depositID]]);

      // A player checked in after the ending, then the game ended again: the estimate, and so the actual earnings, move.
      const checkedIn = await as(token).post('/v1/point/check-in', {
        data: { gameID: game.gameID, playerID: extra!.playerID },
      });
      expect(checkedIn.status).toBe(200);
      const entries = await app.sql<{ pointID: number }>(
        'select point_id as "pointID" from points where game_id = ? order by point_id',
        [game.gameID],
      );
      expect((await end(entries)).status).toBe(200);
      const [{ moved }] = (await app.sql<{ moved: string }>(
        'select earnings_actual::text as moved from games where game_id = ?',
        [game.gameID],
      )) as [{ moved: string }];
      expect(moved).not.toBe(actual);
      expect(await booksOf([game.gameID])).toEqual([[game.gameID, actual, false, deposit.depositID]]);
    });

    it('defaults the date to today and keeps cents as given', async () => {
      const { token } = await aHostWithGames([]);
      const { body } = await as(token)
        .today('2025-07-04')
        .post<Saved>('/v1/deposit', { data: { title: 'No date', depositAmount: 12.34 } });
      expect(body.deposit).toMatchObject({
        depositDate: '2025-07-04',
        depositAmount: 12.34,
        applied: 0,
        unapplied: 12.34,
        games: [],
      });
    });
  });

  describe("bad input is refused with the product's words, and nothing is saved", () => {
    it.each([
      [
        { title: 'Negative', depositAmount: -5 },
        'The "Deposit Amount" field must be at least 0.',
        'FIELD_NOT_VALID',
        'depositAmount',
      ],
      [
        { title: 'Not a number', depositAmount: 'forty' },
        'The "Deposit Amount" field is not valid.',
        'FIELD_NOT_VALID',
        'depositAmount',
      ],
      [
        { title: 'Too much', depositAmount: 1_000_001 },
        'The "Deposit Amount" field must be no more than 1000000.',
        'FIELD_NOT_VALID',
        'depositAmount',
      ],
      [{ title: '', depositAmount: 5 }, 'The "Title" field is required.', 'FIELD_REQUIRED', 'title'],
      [
        { title: 'x'.repeat(65), depositAmount: 5 },
        'The "Title" field must be no more than 64.',
        'FIELD_TOO_LONG',
        'title',
      ],
      [
        { title: 'Bad date', depositAmount: 5, depositDate: '2025-02-30' },
        'The "Deposit Date" field is not valid.',
        'FIELD_NOT_VALID',
        'depositDate',
      ],
    ])('%j', async (data, error, code, field) => {
      const { token, gameIDs } = await aHostWithGames([35]);
      const before = [await countOf('deposits'), await countOf('deposit_games')];
      expect(await save(data, token)).toEqual({ status: 400, body: { error, code, field } });
      expect([await countOf('deposits'), await countOf('deposit_games')]).toEqual(before);
      expect(await booksOf(gameIDs)).toEqual([[gameIDs[0], '0.00', false, null]]);
    });

    it('an edit refused by a field keeps the deposit and its application as they were', async () => {
      const { token, gameIDs } = await aHostWithGames([35]);
      const added = (await save({ title: 'Kept', depositAmount: 20 }, token)).body.deposit;
      expect((await save({ depositID: added.depositID, title: 'Kept', depositAmount: -1 }, token)).status).toBe(400);
      expect(await booksOf(gameIDs)).toEqual([[gameIDs[0], '20.00', false, added.depositID]]);
      expect((await as(token).get<Rows<Deposit>>(`/v1/deposit/id/${added.depositID}`)).body.rows[0]).toMatchObject({
        depositAmount: 20,
        applied: 20,
      });
    });

    it('an unknown deposit is not found', async () => {
      expect(await save({ depositID: 999_999, title: 'Ghost', depositAmount: 1 })).toEqual({
        status: 404,
        body: { error: 'Deposit not found', code: 'DEPOSIT_NOT_FOUND' },
      });
    });
  });

  describe("who may (product §6): a host their own deposits, admins and up any host's", () => {
    let ownDeposit: Deposit;
    let othersDeposit: Deposit;
    let othersGameID: number;
    beforeAll(async () => {
      othersGameID = (await aGame(app, { hostID: otherHost.playerID, gameAt: daysAgo(300), earningsActual: 35 }))
        .gameID;
      ownDeposit = (await save({ title: 'Host own', depositAmount: 1, depositDate: '2024-06-01' }, host)).body.deposit;
      othersDeposit = (
        await save({ title: 'Other host', depositAmount: 10, depositDate: '2024-06-02' }, otherHostToken)
      ).body.deposit;
    });

    const routes = (depositID: number): [string, 'GET' | 'POST' | 'DELETE', string, unknown][] => [
      ['list', 'GET', '/v1/deposit/list/0', undefined],
      ['list window', 'GET', '/v1/deposit/list/0/2024-01-01/2024-12-31', undefined],
      ['by id', 'GET', `/v1/deposit/id/${depositID}`, undefined],
      ['save', 'POST', '/v1/deposit', { data: { title: 'x', depositAmount: 1 } }],
      ['delete', 'DELETE', '/v1/deposit', { data: { depositID } }],
      ['image delete', 'DELETE', '/v1/table/image', { data: { path: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png' } }],
      ['image', 'GET', '/v1/deposit/image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', undefined],
    ];

    it('anonymous: 401 everywhere; player and assistant: 403; a host without host mode: 403 HOST_MODE_REQUIRED', async () => {
      for (const [, method, path, body] of routes(ownDeposit.depositID)) {
        expect([path, (await api(app).request<ApiError>(method, path, body)).body.code]).toEqual([
          path,
          'NOT_LOGGED_IN',
        ]);
        expect([path, (await as(player).request<ApiError>(method, path, body)).body.code]).toEqual([
          path,
          'UNAUTHORIZED',
        ]);
        expect([path, (await as(assistant).request<ApiError>(method, path, body)).body.code]).toEqual([
          path,
          'UNAUTHORIZED',
        ]);
        expect([path, (await as(hostWithoutAgreement).request<ApiError>(method, path, body)).body.code]).toEqual([
          path,
          'HOST_MODE_REQUIRED',
        ]);
      }
      expect((await api(app).post<ApiError>('/v1/deposit/image')).status).toBe(401);
    });

    it("a host sees their own deposit; another host's answers 403 by id and is absent from their lists", async () => {
      expect((await as(host).get<Rows<Deposit>>(`/v1/deposit/id/${ownDeposit.depositID}`)).body.rows[0]).toMatchObject({
        title: 'Host own',
        hostID: app.accounts.host,
      });
      expect(await as(host).get(`/v1/deposit/id/${othersDeposit.depositID}`)).toEqual({
        status: 403,
        body: { error: 'Unauthorized', code: 'UNAUTHORIZED' },
      });
      for (const path of [
        '/v1/deposit/list/0',
        `/v1/deposit/list/${otherHost.playerID}`,
        '/v1/deposit/list/0/2024-01-01/2024-12-31',
        `/v1/deposit/list/${app.accounts.host}`,
      ]) {
        const { status, body } = await as(host).get<Rows<Deposit>>(path);
        expect(status).toBe(200);
        expect(body.rows.every((row) => row.hostID === app.accounts.host)).toBe(true);
        expect(body.rows.some((row) => row.depositID === othersDeposit.depositID)).toBe(false);
      }
      expect(
        (await as(host).get<Rows<Deposit>>('/v1/deposit/list/0/2024-01-01/2024-12-31')).body.rows.map(
          (row) => row.title,
        ),
      ).toEqual(['Host own']);
    });

    it("a host's writes to another host's deposit are refused and change nothing", async () => {
      const before = await booksOf([othersGameID]);
      expect(
        (await save({ depositID: othersDeposit.depositID, title: 'Taken over', depositAmount: 0 }, host)).body,
      ).toEqual({ error: 'Unauthorized', code: 'UNAUTHORIZED' });
      expect((await as(host).delete('/v1/deposit', { data: { depositID: othersDeposit.depositID } })).status).toBe(403);
      // Naming another host on a new deposit: refused, not quietly made their own.
      expect((await save({ hostID: otherHost.playerID, title: 'For them', depositAmount: 5 }, host)).status).toBe(403);
      expect(await booksOf([othersGameID])).toEqual(before);
      expect(
        (await as(otherHostToken).get<Rows<Deposit>>(`/v1/deposit/id/${othersDeposit.depositID}`)).body.rows[0],
      ).toMatchObject({ title: 'Other host', depositAmount: 10, applied: 10 });
    });

    it('a manager in host mode is held to their own deposits too (only admins choose the host)', async () => {
      expect((await as(manager).get(`/v1/deposit/id/${othersDeposit.depositID}`)).status).toBe(403);
      expect(
        (await save({ hostID: otherHost.playerID, title: 'Manager for them', depositAmount: 5 }, manager)).status,
      ).toBe(403);
      const own = await save({ title: 'Manager own', depositAmount: 0 }, manager);
      expect(own.body.deposit.hostID).toBe(app.accounts.manager);
    });

    it.each(['admin', 'owner'] as const)("%s sees every host's deposits and chooses the host", async (role) => {
      const token = role === 'admin' ? admin : owner;
      expect(
        (await as(token).get<Rows<Deposit>>(`/v1/deposit/id/${othersDeposit.depositID}`)).body.rows[0],
      ).toMatchObject({ hostID: otherHost.playerID });
      const all = (await as(token).get<Rows<Deposit>>('/v1/deposit/list/0/2024-01-01/2024-12-31')).body.rows.map(
        (row) => row.title,
      );
      expect(all).toEqual(expect.arrayContaining(['Host own', 'Other host']));
      expect(
        (
          await as(token).get<Rows<Deposit>>(`/v1/deposit/list/${otherHost.playerID}/2024-01-01/2024-12-31`)
        ).body.rows.map((row) => row.title),
      ).toEqual(['Other host']);
      const chosen = await save(
        { hostID: otherHost.playerID, title: `${role} for other`, depositAmount: 0, depositDate: '2024-07-01' },
        token,
      );
      expect(chosen.body.deposit).toMatchObject({ hostID: otherHost.playerID, hostName: otherHost.title });
      // A player who is not a host cannot be given a deposit.
      expect((await save({ hostID: app.accounts.player, title: 'Not a host', depositAmount: 0 }, token)).body).toEqual({
        error: "The deposit's host must be a player of host level",
        code: 'DEPOSIT_HOST_NOT_ELIGIBLE',
        field: 'hostID',
      });
      expect(
        (await as(token).delete('/v1/deposit', { data: { depositID: chosen.body.deposit.depositID } })).status,
      ).toBe(200);
    });
  });

  describe('the game-list form of deposit application (POST /v1/game with a list)', () => {
    it("sets the games' deposited earnings for an admin, checked by the rule; the single-game save still works", async () => {
      const { gameIDs, host: built, token } = await aHostWithGames([35, 45]);
      const deposit = (await save({ title: 'Listed', depositAmount: 0 }, token)).body.deposit;
      const { status, body } = await as(admin).post<{
        message: string;
        games: { gameID: number; earningsDeposited: number; earningsReconciled: boolean }[];
      }>('/v1/game', {
        data: [
          { gameID: gameIDs[0], earningsDeposited: 35 },
          { gameID: gameIDs[1], earningsDeposited: 0.3, depositID: null },
        ],
      });
      expect(status).toBe(200);
      expect(body.message).toBe('Deposits applied');
      expect(body.games.map((g) => [g.gameID, g.earningsDeposited, g.earningsReconciled])).toEqual([
        [gameIDs[0], 35, true],
        [gameIDs[1], 0.3, false],
      ]);
      expect(await booksOf(gameIDs)).toEqual([
        [gameIDs[0], '35.00', true, null],
        [gameIDs[1], '0.30', false, null],
      ]);
      // A deposit amount of 0 can be named by nothing; raise it, then name it.
      await save({ depositID: deposit.depositID, title: 'Listed', depositAmount: 10 }, token);
      expect(await booksOf(gameIDs)).toEqual([
        [gameIDs[0], '35.00', true, null],
        [gameIDs[1], '10.30', false, deposit.depositID],
      ]);
      expect(
        (
          await as(admin).post('/v1/game', {
            data: [{ gameID: gameIDs[1], earningsDeposited: 5.3, depositID: deposit.depositID }],
          })
        ).status,
      ).toBe(200);
      expect(await ledgerOf(deposit.depositID)).toEqual([{ gameID: gameIDs[1], amount: '5.00' }]);
      expect(built.playerID).toBeGreaterThan(0);

      const single = await as(manager).post<{ message: string; game: { title: string } }>('/v1/game', {
        data: { title: 'Still saved', venueID: (await aGame(app)).venueID },
      });
      expect(single.status).toBe(200);
      expect(single.body.message).toBe('Game added');
    });

    it('is for admins and up: a manager is refused', async () => {
      const { gameIDs } = await aHostWithGames([35]);
      expect(await as(manager).post('/v1/game', { data: [{ gameID: gameIDs[0], earningsDeposited: 1 }] })).toEqual({
        status: 403,
        body: { error: 'Unauthorized', code: 'UNAUTHORIZED' },
      });
      expect((await as(owner).post('/v1/game', { data: [{ gameID: gameIDs[0], earningsDeposited: 1 }] })).status).toBe(
        200,
      );
    });

    it('refuses a broken line with "Error applying deposit (...)" and changes none of the list', async () => {
      const { gameIDs, token } = await aHostWithGames([35, 45]);
      const deposit = (await save({ title: 'Small', depositAmount: 5 }, token)).body.deposit;
      const othersGame = await aGame(app, { hostID: otherHost.playerID, earningsActual: 35 });
      const before = await booksOf([...gameIDs, othersGame.gameID]);
      const cases: [unknown[], string, string?][] = [
        [
          [
            { gameID: gameIDs[1], earningsDeposited: 10 },
            { gameID: gameIDs[0], earningsDeposited: 35.01 },
          ],
          'Error applying deposit (game ' + gameIDs[0] + ' would hold $35.01, more than its actual earnings of $35.00)',
          'earningsDeposited',
        ],
        [
          [{ gameID: gameIDs[1], earningsDeposited: -1 }],
          'Error applying deposit (The "Deposited Earnings" field must be at least 0.)',
          'earningsDeposited',
        ],
        [
          [{ gameID: gameIDs[1], earningsDeposited: 'ten' }],
          'Error applying deposit (The "Deposited Earnings" field is not valid.)',
          'earningsDeposited',
        ],
        [
          [{ gameID: othersGame.gameID, earningsDeposited: 1, depositID: deposit.depositID }],
          `Error applying deposit (game ${othersGame.gameID} is not a game of the deposit's host)`,
          'gameID',
        ],
        [
          [{ gameID: gameIDs[1], earningsDeposited: 30, depositID: deposit.depositID }],
          `Error applying deposit (deposit ${deposit.depositID} would apply $35.00, more than its amount of $5.00)`,
          'earningsDeposited',
        ],
        [[{ gameID: 999_999, earningsDeposited: 1 }], 'Error applying deposit (game 999999 not found)', 'gameID'],
        [[], 'Error applying deposit (the list names no games)'],
        [['x'], 'Error applying deposit (each line must be an object)'],
      ];
      for (const [data, error, field] of cases) {
        const { status, body } = await as(admin).post<ApiError>('/v1/game', { data });
        expect([status, body]).toEqual([
          400,
          { error, code: 'DEPOSIT_APPLICATION_FAILED', ...(field ? { field } : {}) },
        ]);
      }
      expect(await booksOf([...gameIDs, othersGame.gameID])).toEqual(before);
    });
  });

  describe('deposit images (POST /v1/deposit/image, DELETE /v1/table/image)', () => {
    const upload = (token: string, depositID: number | string, bytes: Buffer, filename = 'slip.png') => {
      const form = new FormData();
      form.append('depositID', String(depositID));
      form.append('image', new Blob([new Uint8Array(bytes)]), filename);
      return fetch(`${app.url}/v1/deposit/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { path: string; depositImage: string } & ApiError,
      }));
    };

    it("keeps a real image on the host's own deposit, serves it to them and admins only, and removes it", async () => {
      const deposit = (await save({ title: 'With slip', depositAmount: 0 }, host)).body.deposit;
      const uploaded = await upload(host, deposit.depositID, await aPng(20, 10));
      expect(uploaded.status).toBe(200);
      expect(uploaded.body.path).toBe(`/v1/deposit/image/${uploaded.body.depositImage}`);
      expect(
        (await as(host).get<Rows<Deposit>>(`/v1/deposit/id/${deposit.depositID}`)).body.rows[0]!.depositImage,
      ).toBe(uploaded.body.depositImage);
      const served = await fetch(`${app.url}${uploaded.body.path}`, { headers: { authorization: `Bearer ${host}` } });
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(
        (await fetch(`${app.url}${uploaded.body.path}`, { headers: { authorization: `Bearer ${admin}` } })).status,
      ).toBe(200);
      expect(
        (await fetch(`${app.url}${uploaded.body.path}`, { headers: { authorization: `Bearer ${otherHostToken}` } }))
          .status,
      ).toBe(403);
      // A save keeps the image (only the upload sets it).
      await save({ depositID: deposit.depositID, title: 'With slip', depositAmount: 0, depositImage: null });
      expect(
        (await as(host).get<Rows<Deposit>>(`/v1/deposit/id/${deposit.depositID}`)).body.rows[0]!.depositImage,
      ).toBe(uploaded.body.depositImage);

      expect((await as(otherHostToken).delete('/v1/table/image', { data: { path: uploaded.body.path } })).status).toBe(
        403,
      );
      expect(await as(host).delete('/v1/table/image', { data: { path: uploaded.body.path } })).toEqual({
        status: 200,
        body: { message: 'Image deleted' },
      });
      expect(
        (await as(host).get<Rows<Deposit>>(`/v1/deposit/id/${deposit.depositID}`)).body.rows[0]!.depositImage,
      ).toBeNull();
      expect(
        (await fetch(`${app.url}${uploaded.body.path}`, { headers: { authorization: `Bearer ${host}` } })).status,
      ).toBe(404);
    });

    it("refuses a file that is not an image, and another host's deposit, keeping the image it had", async () => {
      const deposit = (await save({ title: 'Slip kept', depositAmount: 0 }, host)).body.deposit;
      const first = await upload(host, deposit.depositID, await aPng());
      const refused = await upload(host, deposit.depositID, someText(), 'slip.png');
      expect(refused).toEqual({
        status: 400,
        body: {
          error: 'The file is not a .jpg, .png or .gif image (Images accept .jpg, .png, .gif up to 1048576 bytes)',
          code: 'IMAGE_TYPE_NOT_ALLOWED',
          field: 'image',
        },
      });
      expect((await upload(otherHostToken, deposit.depositID, await aPng())).status).toBe(403);
      expect((await upload(host, 'abc', await aPng())).body.code).toBe('FIELD_NOT_VALID');
      expect(
        (await as(host).get<Rows<Deposit>>(`/v1/deposit/id/${deposit.depositID}`)).body.rows[0]!.depositImage,
      ).toBe(first.body.depositImage);
    });
  });
});
