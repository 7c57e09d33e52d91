import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import { inviteYearOf } from '../../src/modules/bonuses/domain/vegas-invites.js';
import { PlayersMergedSubscriber as InvitesPlayersMergedSubscriber } from '../../src/modules/bonuses/infrastructure/players-merged.subscriber.js';
import type { VegasInvitesQueue } from '../../src/modules/bonuses/infrastructure/vegas-invites.queue.js';
import { RecomputeStandingsCommand } from '../../src/modules/leaderboards/application/commands/recompute-standings.command.js';
import {
  distinctScopes,
  rangeOfStandingsPeriod,
  standingsScopesOf,
  type StandingsScope,
} from '../../src/modules/leaderboards/domain/standings-scope.js';
import { PlayersMergedSubscriber } from '../../src/modules/leaderboards/infrastructure/standings-events.subscriber.js';
import type { StandingsQueue } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { type PlayerMerge, PlayersMergedEvent } from '../../src/modules/players/domain/player-merge.js';
import type { SiteInfo } from '../../src/shared/application/site-info.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import {
  aGame,
  aGameWithEntries,
  aPlayer,
  aVenueWithSeries,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
  type RoleName,
} from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { byPlayer, liveTotals, rebuildStandings, storedTotals } from '../support/standings.js';
import { WorkerModule } from '../../src/worker.module.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const zone = 'America/Los_Angeles';
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone }).toJSDate();

type MergeAnswer = { message: string; merge: PlayerMerge };

describe('merging duplicate players (POST /v1/player/merge, GET /v1/player/merges/{playerID})', () => {
  let app: TestApp;
  const tokens = {} as Record<RoleName, string>;

  beforeAll(async () => {
    app = await startTestApp();
    for (const role of ['owner', 'admin', 'manager', 'host', 'assistant', 'player'] as const)
      tokens[role] = await app.login(role);
    expect(
      (
        await api(app)
          .as(tokens.host)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
  });
  afterAll(() => app.close());

  const merge = (
    pair: { survivorID: number; duplicateID: number },
    token = tokens.manager,
    headers: Record<string, string> = {},
  ) => api(app).as(token).with(headers).post<MergeAnswer & ApiError>('/v1/player/merge', { data: pair });
  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    (await app.sql<{ n: number }>(`select count(*)::int as n from (${sql}) rows`, params))[0]!.n;
  const snapshot = async () => {
    const tables = [
      'players',
      'points',
      'sessions',
      'card_requests',
      'games',
      'leaderboard_totals',
      'invite_awards',
      'player_merges',
      'outbox',
      'idempotency_keys',
    ];
    return Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => [table, await app.sql(`select * from ${table} order by 1, 2`)] as const),
      ),
    );
  };
  /** What the workers would do with the merge's outbox message: the standings scopes and invite years it queues. */
  const queuedBy = async (mergeID: number) => {
    const [message] = await app.sql<{ payload: Record<string, unknown> }>(
      "select payload from outbox where type = 'PlayersMerged' and (payload->>'mergeID')::int = ?",
      [mergeID],
    );
    const scopes: StandingsScope[] = [];
    const years: number[] = [];
    const site = { leagueTimeZone: app.settings.leagueTimeZone } as SiteInfo;
    await new PlayersMergedSubscriber(
      {
        recompute: async (queued: readonly StandingsScope[]) => void scopes.push(...queued),
      } as unknown as StandingsQueue,
      site,
    ).handle(PlayersMergedEvent.fromPayload(message!.payload)!);
    await new InvitesPlayersMergedSubscriber(
      { recomputeYear: async (year: number) => void years.push(year) } as unknown as VegasInvitesQueue,
      site,
    ).handle(PlayersMergedEvent.fromPayload(message!.payload)!);
    return { payload: message!.payload, scopes, years };
  };

  describe('a merge', () => {
    let survivor: BuiltPlayer;
    let duplicate: BuiltPlayer;
    let duplicateToken: string;
    let answer: MergeAnswer;
    let games: BuiltGame[];
    let before: { standings: number; points: number; checkedIn: number };

    beforeAll(async () => {
      survivor = await aPlayer(app, { firstName: 'Sam', lastName: 'Survivor' });
      duplicate = await aPlayer(app, { firstName: 'Sammy', lastName: 'Survivor' });
      duplicateToken = await duplicate.login();
      const others = await somePlayers(app, 9);
      const { venue, event } = await aVenueWithSeries(app);
      const other = await aVenueWithSeries(app);
      games = [
        await aGameWithEntries(app, 8, {
          venueID: venue.venueID,
          eventID: event.eventID,
          gameAt: pacific('2026-03-03T19:00'),
          ended: true,
          players: [duplicate, ...others],
        }),
        await aGameWithEntries(app, 8, {
          venueID: venue.venueID,
          eventID: event.eventID,
          gameAt: pacific('2026-03-10T19:00'),
          ended: true,
          players: [...others.slice(0, 4), survivor, ...others.slice(4)],
        }),
        await aGameWithEntries(app, 6, {
          venueID: other.venue.venueID,
          gameAt: pacific('2025-12-02T19:00'),
          ended: true,
          players: [...others.slice(2, 7), duplicate],
          hostID: duplicate.playerID,
        }),
        // Checked in tonight, not ended: moves too, but no standings to recompute.
        await aGameWithEntries(app, 2, {
          venueID: venue.venueID,
          players: [duplicate, others[0]!],
          hostID: duplicate.playerID,
        }),
      ];
      await app.sql(
        'insert into card_requests (player_number, instructions, requested_by_id) values (?, ?, ?), (?, ?, ?)',
        [duplicate.playerNumber, 'Mail it', duplicate.playerID, survivor.playerNumber, 'At the bar', survivor.playerID],
      );
      await app.sql(
        "insert into invite_awards (invite_year, player_id, kind, invites, award_at) values (2026, ?, 'bonus', 1, now())",
        [duplicate.playerID],
      );
      await app.sql("update players set profile_image = 'duplicate-face.png' where player_id = ?", [
        duplicate.playerID,
      ]);
      await rebuildStandings(app);
      before = {
        standings: await count('select 1 from leaderboard_totals where player_id = ?', [duplicate.playerID]),
        points: await count('select 1 from points where player_id in (?, ?)', [survivor.playerID, duplicate.playerID]),
        checkedIn: await count('select 1 from points where host_id = ?', [duplicate.playerID]),
      };
      expect(before.standings).toBeGreaterThan(0);
      const { status, body } = await merge({ survivorID: survivor.playerID, duplicateID: duplicate.playerID });
      expect([status, body.error]).toEqual([200, undefined]);
      answer = body;
    });

    it('moves every record to the survivor and says exactly how many', async () => {
      expect(answer.message).toBe('Players merged');
      expect(answer.merge).toMatchObject({
        survivorID: survivor.playerID,
        duplicateID: duplicate.playerID,
        duplicateNumber: duplicate.playerNumber,
        duplicateTitle: 'Sammy Survivor',
        mergedByID: app.accounts.manager,
        mergedByTitle: 'Maria Manager',
      });
      expect(answer.merge.moved).toEqual({
        cardRequests: 1,
        deposits: 0,
        earlierMerges: 0,
        hostedEvents: 0,
        hostedGames: 2,
        idempotencyKeys: 0,
        inviteAwards: 1,
        points: 3,
        pointsCheckedIn: before.checkedIn,
        posts: 0,
        profileImage: 1,
      });
      expect(await count('select 1 from points where player_id = ?', [duplicate.playerID])).toBe(0);
      expect(await count('select 1 from points where player_id = ?', [survivor.playerID])).toBe(before.points);
      expect(await count('select 1 from card_requests where player_number = ?', [survivor.playerNumber])).toBe(2);
      expect(await count('select 1 from card_requests where requested_by_id = ?', [survivor.playerID])).toBe(2);
      expect(await count('select 1 from games where host_id = ?', [survivor.playerID])).toBe(2);
      expect(await count('select 1 from invite_awards where player_id = ?', [survivor.playerID])).toBe(1);
    });

    it("removes the duplicate and keeps its number as one of the survivor's alternate numbers", async () => {
      expect(await count('select 1 from players where player_id = ?', [duplicate.playerID])).toBe(0);
      const [row] = await app.sql<{ alternatePlayerNumbers: string }>(
        'select alternate_player_numbers as "alternatePlayerNumbers" from players where player_id = ?',
        [survivor.playerID],
      );
      expect(row!.alternatePlayerNumbers).toBe(String(duplicate.playerNumber));
      // The survivor had no picture: it takes the duplicate's.
      expect(
        await app.sql('select profile_image as "profileImage" from players where player_id = ?', [survivor.playerID]),
      ).toEqual([{ profileImage: 'duplicate-face.png' }]);
    });

    it("ends the duplicate's sessions (security review 4): its token never acts as the survivor", async () => {
      const { status } = await api(app).as(duplicateToken).get<{ playerID: number }>('/v1/user/me');
      expect(status).toBe(401);
      expect(await count('select 1 from sessions where player_id = ?', [duplicate.playerID])).toBe(0);
      expect(await count('select 1 from sessions where player_id = ?', [survivor.playerID])).toBe(0);
    });

    it("drops the duplicate's standings rows at once; after the queued recompute the standings equal a full rebuild", async () => {
      expect(await count('select 1 from leaderboard_totals where player_id = ?', [duplicate.playerID])).toBe(0);
      const { scopes, years, payload } = await queuedBy(answer.merge.mergeID);
      expect(payload).toMatchObject({ survivorID: survivor.playerID, duplicateID: duplicate.playerID });
      // The scopes of the duplicate's two ended games (not the survivor's own game, nor tonight's open one).
      expect(scopes).toEqual(
        distinctScopes([games[0]!, games[2]!].flatMap((game) => standingsScopesOf(game, app.settings.leagueTimeZone))),
      );
      expect([...new Set(years)].sort()).toEqual(
        [
          ...new Set(
            [games[0]!, games[2]!, games[3]!].map((game) => inviteYearOf(game.gameAt, app.settings.leagueTimeZone)),
          ),
        ].sort(),
      );

      await app.app.get(CommandBus).execute(new RecomputeStandingsCommand(scopes));
      const recomputed = await app.sql(
        'select * from leaderboard_totals order by scope_type, scope_id, period, player_id',
      );
      expect(recomputed.some((row) => row.player_id === survivor.playerID)).toBe(true);
      await rebuildStandings(app);
      expect(
        await app.sql('select * from leaderboard_totals order by scope_type, scope_id, period, player_id'),
      ).toEqual(recomputed);
    });

    it('checks the old card in as the survivor, and the search finds the survivor by it', async () => {
      const game = await aGame(app);
      const { status, body } = await api(app)
        .as(tokens.host)
        .post<{ points: { playerID: number }[] }>('/v1/point/check-in', {
          data: { gameID: game.gameID, scan: `https://league.example/p/${duplicate.playerNumber}` },
        });
      expect([status, body.points[0]?.playerID]).toEqual([200, survivor.playerID]);
      for (const path of [
        `/v1/player/list/0/${duplicate.playerNumber}`,
        `/v1/player/list/1/${duplicate.playerNumber}`,
        `/v1/player/list/0/${survivor.playerNumber}`,
      ]) {
        const found = await api(app).get<Rows<{ playerID: number }>>(path);
        expect([path, found.body.total, found.body.rows.map((row) => row.playerID)]).toEqual([
          path,
          1,
          [survivor.playerID],
        ]);
      }
    });

    it("shows the merge on the survivor's record to the staff", async () => {
      const { status, body } = await api(app)
        .as(tokens.assistant)
        .get<Rows<PlayerMerge>>(`/v1/player/merges/${survivor.playerID}`);
      expect(status).toBe(200);
      expect(body).toEqual({ rows: [answer.merge], total: 1 });
      expect(answer.merge.mergedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(
        (await api(app).as(tokens.assistant).get<ApiError>(`/v1/player/merges/${duplicate.playerID}`)).status,
      ).toBe(404);
    });

    it('a later merge of the survivor into another player carries the history along', async () => {
      const third = await aPlayer(app, { firstName: 'Samuel', lastName: 'Survivor' });
      const { status, body } = await merge({ survivorID: third.playerID, duplicateID: survivor.playerID });
      expect(status).toBe(200);
      expect(body.merge.moved.earlierMerges).toBe(1);
      const history = await api(app).as(tokens.manager).get<Rows<PlayerMerge>>(`/v1/player/merges/${third.playerID}`);
      expect(history.body.rows.map((row) => row.duplicateID)).toEqual([survivor.playerID, duplicate.playerID]);
      const [row] = await app.sql<{ alternates: string }>(
        'select alternate_player_numbers as alternates from players where player_id = ?',
        [third.playerID],
      );
      expect(row!.alternates).toBe(`${survivor.playerNumber},${duplicate.playerNumber}`);
      const scanned = await api(app).get<Rows<{ playerID: number }>>(`/v1/player/list/0/${duplicate.playerNumber}`);
      expect(scanned.body.rows.map((r) => r.playerID)).toEqual([third.playerID]);
    });
  });

  describe('with the worker running', () => {
    it('the outbox message reaches the standings: every scope of the moved games equals the live aggregate', async () => {
      const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
      await worker.init();
      try {
        const [stays, goes, ...others] = await somePlayers(app, 8);
        const game = await aGameWithEntries(app, 6, {
          gameAt: pacific('2026-06-02T19:00'),
          ended: true,
          players: [goes!, ...others],
        });
        await aGameWithEntries(app, 5, {
          venueID: game.venueID,
          gameAt: pacific('2026-06-09T19:00'),
          ended: true,
          players: [stays!, ...others.slice(1)],
        });
        await rebuildStandings(app);
        expect((await merge({ survivorID: stays!.playerID, duplicateID: goes!.playerID })).status).toBe(200);
        const zone = app.settings.leagueTimeZone;
        await eventually(
          async () => {
            for (const scope of standingsScopesOf(game, zone)) {
              const ids = scope.scopeType === 'venue' ? { venueID: scope.scopeID } : {};
              expect([scope, await storedTotals(app, scope.scopeType, scope.scopeID, scope.period)]).toEqual([
                scope,
                byPlayer(await liveTotals(app, { ...ids, range: rangeOfStandingsPeriod(scope.period, zone) })),
              ]);
            }
          },
          { timeoutMs: 30_000, everyMs: 250 },
        );
        const [{ games }] = await app.sql<{ games: number }>(
          "select total_games as games from leaderboard_totals where scope_type = 'venue' and scope_id = ? and period = 'all' and player_id = ?",
          [game.venueID, stays!.playerID],
        );
        expect(games).toBe(2);
      } finally {
        await worker.close();
      }
    });
  });

  describe('numbers stay taken', () => {
    it("a merged duplicate's number cannot be given to another player, nor handed out again automatically", async () => {
      // The highest automatic number in use is the duplicate's: after the merge it is only an alternate.
      const [{ highest }] = await app.sql<{ highest: number }>(
        'select max(player_number)::int as highest from players where player_number between 9000000 and 9099999',
      );
      const stays = await aPlayer(app, { firstName: 'Nora', lastName: 'Numberkept' });
      const goes = await aPlayer(app, { firstName: 'Nora', lastName: 'Numberkept', playerNumber: highest + 5 });
      expect((await merge({ survivorID: stays.playerID, duplicateID: goes.playerID })).status).toBe(200);
      const save = (data: Record<string, unknown>) =>
        api(app).as(tokens.manager).post<ApiError & { player: { playerNumber: number } }>('/v1/player', { data });
      const taken = await save({
        firstName: 'Other',
        lastName: 'Person',
        email: 'other.person@test.example',
        playerNumber: goes.playerNumber,
      });
      expect([taken.status, taken.body.code, taken.body.field]).toEqual([409, 'PLAYER_NUMBER_TAKEN', 'playerNumber']);
      const automatic = await save({ firstName: 'Next', lastName: 'Person', email: 'next.person@test.example' });
      expect([automatic.status, automatic.body.player?.playerNumber]).toEqual([200, goes.playerNumber + 1]);
    });
  });

  describe('refusals', () => {
    it('refuses (409) two players who played the same game, and changes nothing', async () => {
      const [a, b] = await somePlayers(app, 2);
      await aGameWithEntries(app, 4, { ended: true, players: [a!, b!, ...(await somePlayers(app, 2))] });
      await aGameWithEntries(app, 4, { ended: true, players: [b!, ...(await somePlayers(app, 3))] });
      await rebuildStandings(app);
      const before = await snapshot();
      expect(await merge({ survivorID: a!.playerID, duplicateID: b!.playerID })).toEqual({
        status: 409,
        body: { error: 'Unable to merge: both players played in the same game (1 game)', code: 'MERGE_SAME_GAME' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a player into itself, unknown players, and bad input with the field at fault', async () => {
      const [a] = await somePlayers(app, 1);
      expect(await merge({ survivorID: a!.playerID, duplicateID: a!.playerID })).toEqual({
        status: 400,
        body: { error: 'A player cannot be merged into itself', code: 'MERGE_INTO_ITSELF', field: 'duplicateID' },
      });
      expect(await merge({ survivorID: 999_999_999, duplicateID: a!.playerID })).toEqual({
        status: 404,
        body: { error: 'Surviving player not found', code: 'MERGE_PLAYER_NOT_FOUND', field: 'survivorID' },
      });
      expect(await merge({ survivorID: a!.playerID, duplicateID: 999_999_998 })).toEqual({
        status: 404,
        body: { error: 'Duplicate player not found', code: 'MERGE_PLAYER_NOT_FOUND', field: 'duplicateID' },
      });
      const missing = await api(app)
        .as(tokens.manager)
        .post<ApiError>('/v1/player/merge', { data: { survivorID: a!.playerID } });
      expect([missing.status, missing.body.code, missing.body.field]).toEqual([400, 'FIELD_REQUIRED', 'duplicateID']);
      const text = await api(app)
        .as(tokens.manager)
        .post<ApiError>('/v1/player/merge', { data: { survivorID: 'x', duplicateID: a!.playerID } });
      expect([text.status, text.body.field]).toEqual([400, 'survivorID']);
      expect(await count('select 1 from players where player_id = ?', [a!.playerID])).toBe(1);
    });

    it("refuses merging an account of a higher level than the caller, or the caller's own account", async () => {
      const [plain] = await somePlayers(app, 1);
      const admin = await aPlayer(app, { userType: 40 });
      expect(await merge({ survivorID: plain!.playerID, duplicateID: admin.playerID })).toEqual({
        status: 403,
        body: {
          error: 'You may only merge players below your own level',
          code: 'MERGE_LEVEL_TOO_HIGH',
          field: 'duplicateID',
        },
      });
      expect((await merge({ survivorID: admin.playerID, duplicateID: plain!.playerID })).body).toMatchObject({
        code: 'MERGE_LEVEL_TOO_HIGH',
        field: 'survivorID',
      });
      expect(await merge({ survivorID: plain!.playerID, duplicateID: app.accounts.manager })).toEqual({
        status: 403,
        body: { error: 'You cannot merge away your own account', code: 'MERGE_OWN_ACCOUNT', field: 'duplicateID' },
      });
      // The owner may merge them (an admin may not: the admin is not below an admin).
      expect(
        (await merge({ survivorID: admin.playerID, duplicateID: plain!.playerID }, tokens.admin)).body,
      ).toMatchObject({ code: 'MERGE_LEVEL_TOO_HIGH', field: 'survivorID' });
      expect((await merge({ survivorID: admin.playerID, duplicateID: plain!.playerID }, tokens.owner)).status).toBe(
        200,
      );
    });

    it("refuses a manager merging away another manager, or into one (security review 4: both below the caller's level)", async () => {
      const [plain] = await somePlayers(app, 1);
      const otherManager = await aPlayer(app, { userType: 30 });
      expect(await merge({ survivorID: plain!.playerID, duplicateID: otherManager.playerID })).toEqual({
        status: 403,
        body: {
          error: 'You may only merge players below your own level',
          code: 'MERGE_LEVEL_TOO_HIGH',
          field: 'duplicateID',
        },
      });
      expect((await merge({ survivorID: otherManager.playerID, duplicateID: plain!.playerID })).body).toMatchObject({
        code: 'MERGE_LEVEL_TOO_HIGH',
        field: 'survivorID',
      });
      expect(
        await count('select 1 from players where player_id in (?, ?)', [plain!.playerID, otherManager.playerID]),
      ).toBe(2);
      // A manager may still merge a duplicate into their own record.
      const [copy] = await somePlayers(app, 1);
      expect((await merge({ survivorID: app.accounts.manager, duplicateID: copy!.playerID })).status).toBe(200);
    });
  });

  describe('access', () => {
    it.each([
      ['anonymous', '', 401],
      ['player', 'player', 403],
      ['assistant', 'assistant', 403],
      ['host', 'host', 403],
      ['manager', 'manager', 200],
      ['admin', 'admin', 200],
      ['owner', 'owner', 200],
    ] as const)('POST /v1/player/merge as %s (%s): %s', async (_name, role, status) => {
      const [a, b] = await somePlayers(app, 2);
      const answer = await merge({ survivorID: a!.playerID, duplicateID: b!.playerID }, role ? tokens[role] : '');
      expect(answer.status).toBe(status);
      expect(await count('select 1 from players where player_id = ?', [b!.playerID])).toBe(status === 200 ? 0 : 1);
    });

    it.each([
      ['anonymous', '', 401],
      ['player', 'player', 403],
      ['assistant', 'assistant', 200],
      ['host', 'host', 200],
      ['manager', 'manager', 200],
      ['admin', 'admin', 200],
      ['owner', 'owner', 200],
    ] as const)('GET /v1/player/merges/{playerID} as %s (%s): %s', async (_name, role, status) => {
      expect(
        (
          await api(app)
            .as(role ? tokens[role] : '')
            .get(`/v1/player/merges/${app.accounts.player}`)
        ).status,
      ).toBe(status);
    });

    it('a player cannot merge even their own duplicate into their own record', async () => {
      const [copy] = await somePlayers(app, 1);
      expect(
        (await merge({ survivorID: app.accounts.player, duplicateID: copy!.playerID }, tokens.player)).status,
      ).toBe(403);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays a repeated request with the same key (the first answer, nothing merged twice)', async () => {
      const [a, b] = await somePlayers(app, 2);
      await aGameWithEntries(app, 4, { ended: true, players: [b!, ...(await somePlayers(app, 3))] });
      const headers = { 'idempotency-key': `merge-${a!.playerID}-${b!.playerID}` };
      const post = () =>
        fetch(`${app.url}/v1/player/merge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.manager}`, ...headers },
          body: JSON.stringify({ data: { survivorID: a!.playerID, duplicateID: b!.playerID } }),
        });
      const first = await post();
      const firstBody = await first.text();
      expect(first.status).toBe(200);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const logRows = await count('select 1 from player_merges where survivor_id = ?', [a!.playerID]);
      const messages = await count("select 1 from outbox where type = 'PlayersMerged'");

      const second = await post();
      expect(second.status).toBe(200);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await second.text()).toBe(firstBody);
      expect(await count('select 1 from player_merges where survivor_id = ?', [a!.playerID])).toBe(logRows);
      expect(await count("select 1 from outbox where type = 'PlayersMerged'")).toBe(messages);
      expect(await count('select 1 from points where player_id = ?', [a!.playerID])).toBe(1);
      // Without the key the same request is a new one: the duplicate is gone.
      expect((await merge({ survivorID: a!.playerID, duplicateID: b!.playerID })).body.code).toBe(
        'MERGE_PLAYER_NOT_FOUND',
      );
    });
  });
});
