/**
 * Issue 19 item 1 (results integrity): a practice game — unlisted, so visitors cannot see
 * it — counts toward nothing visitors can see and mails no one
 * (docs/decisions/0086-practice-games-count-toward-nothing-public.md). The demo's "Demo Game Night"
 * games, ended by the host, used to raise real players' leaderboard totals, activity and invites
 * and to mail them their results while their public history showed no such game.
 */
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DateTime } from 'luxon';
import { RebuildAllInvitesCommand } from '../../src/modules/bonuses/application/commands/rebuild-all-invites.command.js';
import {
  MONTHLY_INVITES,
  VEGAS_INVITES_QUEUE,
  VegasInvitesQueue,
} from '../../src/modules/bonuses/infrastructure/vegas-invites.queue.js';
import type { GameRow } from '../../src/modules/games/domain/game-row.js';
import { RebuildStandingsCommand } from '../../src/modules/leaderboards/application/commands/rebuild-standings.command.js';
import {
  rangeOfStandingsPeriod,
  scopeKey,
  standingsScopesOf,
  type StandingsScope,
} from '../../src/modules/leaderboards/domain/standings-scope.js';
import { STANDINGS_QUEUE } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { Migration20261126160000 } from '../../src/shared/infrastructure/database/migrations/Migration20261126160000_practice_games_recount.js';
import { DOMAIN_EVENTS_QUEUE } from '../../src/shared/infrastructure/queue/queues.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import {
  aGameWithEntries,
  aVenue,
  aVenueWithSeries,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { testRedisUrl } from '../support/services.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { byPlayer, liveTotals, storedTotals } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const zone = 'America/Los_Angeles';
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone }).toJSDate();

describe('practice games (unlisted) count toward nothing public and mail no one', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let worker: INestApplicationContext;
  let manager: string;
  let player: string;
  let queueConnection: Redis;
  let queues: Queue[];

  let venueID: number;
  let eventID: number;
  /** Played the listed game and the practice game. */
  let regulars: BuiltPlayer[];
  /** Played only the practice game (and won it). */
  let newcomer: BuiltPlayer;
  let listed: BuiltGame;
  let practice: BuiltGame;
  let baseline: Snapshot;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ smtpUrl: smtp.url });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
    manager = await app.login('manager');
    expect(
      (
        await api(app)
          .as(manager)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    player = await app.login('player');
    queueConnection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    queues = [DOMAIN_EVENTS_QUEUE, STANDINGS_QUEUE, VEGAS_INVITES_QUEUE].map(
      (name) => new Queue(name, { connection: queueConnection, prefix: app.settings.queuePrefix }),
    );

    const built = await aVenueWithSeries(app, { venue: { title: 'Practice Room' } });
    venueID = built.venue.venueID;
    eventID = built.event.eventID;
    regulars = await somePlayers(app, 5, { firstName: 'Regular' });
    [newcomer] = (await somePlayers(app, 1, { firstName: 'Newcomer' })) as [BuiltPlayer];
    // A listed game last month (ended): what the public results are made of.
    listed = await aGameWithEntries(app, 5, {
      venueID,
      eventID,
      gameAt: pacific('2026-10-07T19:00'),
      ended: true,
      players: regulars,
    });
    // Tonight's practice: a Quarterly (points and Vegas Invites) at the same venue and event, hosted by the host account.
    practice = await aGameWithEntries(app, 6, {
      venueID,
      eventID,
      eventType: EventType.Quarterly,
      gameAt: pacific('2026-10-14T19:00'),
      hostID: app.accounts.host,
      unlisted: true,
      players: [newcomer, ...regulars],
    });
    await inWorker(new RebuildStandingsCommand());
    await inWorker(new RebuildAllInvitesCommand());
    await settled();
    baseline = await snapshot();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    await queueConnection.quit();
    await worker?.close();
    await app?.close();
    await smtp?.close();
  });

  const inWorker = (command: object) =>
    RequestContext.create(worker.get(MikroORM).em, () => worker.get(CommandBus).execute(command as never));

  /** The outbox relayed, and no domain event, standings job or invites job waiting or running (twice, a moment apart). */
  async function settled(): Promise<void> {
    const idle = { waiting: 0, active: 0, prioritized: 0 };
    const check = async () => {
      const [{ unpublished }] = (await app.sql<{ unpublished: number }>(
        'select count(*)::int as unpublished from outbox where published_at is null',
      )) as [{ unpublished: number }];
      expect(unpublished).toBe(0);
      for (const queue of queues) {
        expect({ queue: queue.name, counts: await queue.getJobCounts('waiting', 'active', 'prioritized') }).toEqual({
          queue: queue.name,
          counts: idle,
        });
        // The monthly invites run waits as a delayed job of its scheduler; nothing else may.
        const delayed = (await queue.getDelayed()).filter((job) => job.name !== MONTHLY_INVITES).map((job) => job.name);
        expect({ queue: queue.name, delayed }).toEqual({ queue: queue.name, delayed: [] });
      }
    };
    await eventually(check, { timeoutMs: 60_000, everyMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await eventually(check, { timeoutMs: 60_000, everyMs: 100 });
  }

  /** Ends a game through the points screen's call (places in entry order; the manager acting for `hostID`) and waits for everything it set off. */
  async function end(game: BuiltGame, places: readonly number[], hostID?: number): Promise<void> {
    const ended = await api(app)
      .as(manager)
      .post<ApiError>('/v1/point/end', {
        data: {
          gameID: game.gameID,
          places: places.map((place, i) => ({ pointID: game.entries[i]!.pointID, place })),
          hostID,
        },
      });
    expect(ended.status).toBe(200);
    const [latest] = await app.sql<{ id: string }>(
      "select id from outbox where type = 'GameEnded' and (payload->>'gameID')::int = ? order by id desc limit 1",
      [game.gameID],
    );
    await settled();
    // The results mail job ran (and mailed whom it would).
    const mailJob = await worker.get(VegasInvitesQueue).queue.getJob(`standings-${game.gameID}-${latest!.id}`);
    expect(await mailJob?.getState()).toBe('completed');
  }

  /** Saves the game again through Manage Games with only `unlisted` changed. */
  async function setUnlisted(game: BuiltGame, unlisted: boolean): Promise<void> {
    const { body } = await api(app).as(manager).get<Rows<GameRow>>(`/v1/game/id/${game.gameID}`);
    const {
      gameID,
      title,
      venueID: venue,
      eventID: event,
      hostID,
      eventType,
      doublePoints,
      gameAt,
      totalPlayers,
      earningsActual,
      earningsNote,
      notice,
      canceled,
    } = body.rows[0]!;
    const saved = await api(app)
      .as(manager)
      .post('/v1/game', {
        data: {
          gameID,
          title,
          venueID: venue,
          eventID: event,
          hostID,
          eventType,
          doublePoints,
          gameAt,
          totalPlayers,
          earningsActual,
          earningsNote: earningsNote ?? null,
          notice,
          canceled,
          unlisted,
        },
      });
    expect(saved.status).toBe(200);
    await settled();
  }

  /** Every public read the results feed, as a visitor sees them (a player's session: never a kept answer) and in host mode. */
  function publicReads(): string[] {
    const month = '2026-10-01/2026-10-31';
    return [
      // Leaderboards: league, venue and event scopes from the read model, and a live window (venue and event both).
      '/v1/point/totals/0/0/2026/All/1/0',
      '/v1/point/totals/0/0/0/All/1/0',
      `/v1/point/totals/${venueID}/0/2026/M10/1/0`,
      `/v1/point/totals/0/${eventID}/2026/All/1/0`,
      `/v1/point/totals/${venueID}/${eventID}/2026-10-01/2026-10-20/1/0`,
      // A player's stats (dashboard, the points screen's season points).
      `/v1/point/stats/0/0/${newcomer.playerID}/2026/All`,
      `/v1/point/stats/0/0/${regulars[0]!.playerID}/2026/All`,
      `/v1/point/stats/${venueID}/0/${regulars[1]!.playerID}/2026-10-01/2026-10-20`,
      // The event leaderboard (totals and by game) and the quarterly champions.
      `/v1/point/events/0/0/0/0/2026/M10`,
      `/v1/point/events/0/${eventID}/0/0/2026-10-01/2026-10-20`,
      `/v1/point/games/${venueID}/0/0/0/${month}`,
      '/v1/point/games/0/3/0/1',
      // Players' history (dashboards).
      `/v1/point/history/0/0/${newcomer.playerID}/2026-01-01/2026-12-31/1/0`,
      `/v1/point/history/0/0/${regulars[0]!.playerID}/2026-01-01/2026-12-31/1/0`,
      // The activity dashboard.
      `/v1/player/stats/0/0/2026/M10`,
      `/v1/player/stats/${venueID}/0/${month}`,
      `/v1/venue/stats/0/0/${month}`,
      // Vegas Invites: the list, a player's and the host's awards.
      '/v1/point/bonuses/0/0/0/1/2026-06-01/2027-05-31',
      `/v1/point/bonuses/0/0/${newcomer.playerID}/1/2026-06-01/2027-05-31`,
      `/v1/point/bonuses/0/0/${app.accounts.host}/1/2026-06-01/2027-05-31`,
    ];
  }

  interface Snapshot {
    totals: unknown[];
    invites: unknown[];
    reads: Record<string, unknown>;
  }

  async function snapshot(): Promise<Snapshot> {
    const reads: Record<string, unknown> = {};
    for (const path of publicReads()) {
      for (const [who, token] of [
        ['visitor', player],
        ['host mode', manager],
      ] as const) {
        const { status, body } = await api(app).as(token).get(path);
        reads[`${who} ${path}`] = { status, body };
      }
    }
    return {
      totals: await app.sql(
        'select scope_type, scope_id, period, player_id, total_points, total_games, total_placed, total_won, ranked from leaderboard_totals order by 1, 2, 3, 4',
      ),
      invites: await app.sql(
        'select invite_year, player_id, kind, invites, award_at, venue_id, game_id from invite_awards order by 1, 2, 3, 5, 6, 7',
      ),
      reads,
    };
  }

  /** Every scope the two games count in, against the live aggregate of the counted games (test/support/standings.ts). */
  async function expectStandingsMatchLive(): Promise<void> {
    const scopes = new Map<string, StandingsScope>(
      [...standingsScopesOf(listed, zone), ...standingsScopesOf(practice, zone)].map((scope) => [
        scopeKey(scope),
        scope,
      ]),
    );
    for (const scope of scopes.values()) {
      const ids =
        scope.scopeType === 'venue'
          ? { venueID: scope.scopeID }
          : scope.scopeType === 'event'
            ? { eventID: scope.scopeID }
            : {};
      const live = byPlayer(await liveTotals(app, { ...ids, range: rangeOfStandingsPeriod(scope.period, zone) }));
      expect({
        scope: scopeKey(scope),
        rows: await storedTotals(app, scope.scopeType, scope.scopeID, scope.period),
      }).toEqual({ scope: scopeKey(scope), rows: live });
    }
  }

  const practiceEmails = () => [newcomer, ...regulars].map((entry) => entry.email);
  const mailsToPracticePlayers = () =>
    smtp.received.filter((mail) => mail.to.some((to) => practiceEmails().includes(to)));

  it('sees the listed game in the public results before the practice game ends (the baseline)', () => {
    expect(baseline.totals.length).toBeGreaterThan(0);
    expect(
      baseline.reads[`visitor /v1/point/history/0/0/${regulars[0]!.playerID}/2026-01-01/2026-12-31/1/0`],
    ).toMatchObject({ status: 200, body: { total: 1 } });
    expect(baseline.reads[`visitor /v1/point/stats/0/0/${newcomer.playerID}/2026/All`]).toEqual({
      status: 200,
      body: { totalPoints: 0, ranked: 0 },
    });
  });

  it('ending a practice game changes no leaderboard row (league, venue, event scopes), stat, list, activity or invite, for visitors and in host mode', async () => {
    await end(practice, [1, 2, 3, 4, 5, 6], app.accounts.host);
    const [{ endedAt }] = (await app.sql<{ endedAt: Date | null }>(
      'select ended_at as "endedAt" from games where game_id = ?',
      [practice.gameID],
    )) as [{ endedAt: Date | null }];
    expect(endedAt).not.toBeNull();
    const after = await snapshot();
    expect(after.totals).toEqual(baseline.totals);
    expect(after.invites).toEqual(baseline.invites);
    for (const path of Object.keys(baseline.reads))
      expect({ path, answer: after.reads[path] }).toEqual({ path, answer: baseline.reads[path] });
  });

  it('sends no results email to the players of a practice game', () => {
    expect(mailsToPracticePlayers()).toEqual([]);
  });

  it('making the game listed after it ended recomputes every scope it counts in, and its invites; unlisted again puts everything back', async () => {
    await setUnlisted(practice, false);
    await expectStandingsMatchLive();
    const listedNow = await snapshot();
    expect(listedNow.totals).not.toEqual(baseline.totals);
    expect(await storedTotals(app, 'event', eventID, 'all')).toContainEqual(
      expect.objectContaining({ playerID: newcomer.playerID }),
    );
    expect(
      await app.sql(
        "select player_id, kind from invite_awards where game_id = ? and kind = 'quarterly' order by player_id limit 1",
        [practice.gameID],
      ),
    ).not.toEqual([]);
    expect(
      await app.sql("select kind from invite_awards where player_id = ? and kind = 'hosting'", [app.accounts.host]),
    ).toEqual([{ kind: 'hosting' }]);
    expect(
      listedNow.reads[`visitor /v1/point/history/0/0/${newcomer.playerID}/2026-01-01/2026-12-31/1/0`],
    ).toMatchObject({ status: 200, body: { total: 1 } });
    // Listing it mails nobody: the results mail follows an ending only.
    expect(mailsToPracticePlayers()).toEqual([]);

    await setUnlisted(practice, true);
    await expectStandingsMatchLive();
    const unlistedAgain = await snapshot();
    expect(unlistedAgain.totals).toEqual(baseline.totals);
    expect(unlistedAgain.invites).toEqual(baseline.invites);
    for (const path of Object.keys(baseline.reads))
      expect({ path, answer: unlistedAgain.reads[path] }).toEqual({ path, answer: baseline.reads[path] });
  });

  it('the migration asks the worker to rebuild the standings and invites kept from before, where practice games exist', async () => {
    // A fresh database has no practice game: the migration asked for nothing.
    expect(
      await app.sql(
        "select count(*)::int as n from outbox where type in ('StandingsRebuildRequested', 'InvitesRebuildRequested')",
      ),
    ).toEqual([{ n: 0 }]);
    // Rows kept from before the rule: the practice game counted.
    await app.sql(`update leaderboard_totals set total_points = total_points + 20 where player_id = ?`, [
      regulars[1]!.playerID,
    ]);
    await app.sql('delete from invite_awards');
    const migration = new Migration20261126160000(app.orm.em.getDriver(), app.orm.config);
    await migration.up();
    for (const query of migration.getQueries()) await app.sql(String(query));
    expect(
      await app.sql(
        "select type from outbox where type in ('StandingsRebuildRequested', 'InvitesRebuildRequested') order by id",
      ),
    ).toEqual([{ type: 'StandingsRebuildRequested' }, { type: 'InvitesRebuildRequested' }]);
    await settled();
    const rebuilt = await snapshot();
    expect(rebuilt.totals).toEqual(baseline.totals);
    expect(rebuilt.invites).toEqual(baseline.invites);
  });

  // Last but one: the check-in leaves a record (of a game not ended) that the snapshots above need not see.
  it('does not let a practice game qualify a player for a Quarterly, nor count in their season points', async () => {
    const quarterly = await aGameWithEntries(app, 0, {
      venueID,
      eventType: EventType.Quarterly,
      gameAt: pacific('2026-11-20T19:00'),
    });
    const checkIn = (who: BuiltPlayer) =>
      api(app)
        .as(manager)
        .post<ApiError & { welcome?: { totalPoints: number } }>('/v1/point/check-in', {
          data: { gameID: quarterly.gameID, playerID: who.playerID, hostID: app.accounts.manager },
        });
    // The newcomer's only points are the practice win's.
    expect(await checkIn(newcomer)).toMatchObject({
      body: { code: 'PLAYER_HAS_TOO_FEW_POINTS', error: 'Player has only 0 points' },
    });
    const [{ points }] = (await app.sql<{ points: number }>(
      'select points from points where game_id = ? and player_id = ?',
      [listed.gameID, regulars[0]!.playerID],
    )) as [{ points: number }];
    expect(await checkIn(regulars[0]!)).toMatchObject({ status: 200, body: { welcome: { totalPoints: points } } });
  });

  it('a listed game still counts and mails its players (the same suite sees mail arrive)', async () => {
    const otherPlayers = await somePlayers(app, 4, { firstName: 'Listed' });
    const other = await aGameWithEntries(app, 4, {
      venueID: (await aVenue(app)).venueID,
      gameAt: pacific('2026-11-18T19:00'),
      players: otherPlayers,
    });
    await end(other, [1, 2, 3, 4]);
    await eventually(
      async () => expect(smtp.received.filter((mail) => mail.to.includes(otherPlayers[0]!.email!))).toHaveLength(1),
      { timeoutMs: 10_000 },
    );
    expect(await storedTotals(app, 'league', 0, '2026-11')).toContainEqual(
      expect.objectContaining({ playerID: otherPlayers[0]!.playerID }),
    );
    expect(mailsToPracticePlayers()).toEqual([]);
  });
});
