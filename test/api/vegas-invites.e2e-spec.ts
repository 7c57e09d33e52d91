import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { RebuildAllInvitesCommand } from '../../src/modules/bonuses/application/commands/rebuild-all-invites.command.js';
import { RecomputeInviteYearCommand } from '../../src/modules/bonuses/application/commands/recompute-invite-year.command.js';
import type { BonusRow } from '../../src/modules/bonuses/domain/bonus-rows.js';
import {
  inviteTotals,
  inviteYearRange,
  vegasInviteAwards,
  type HostedGame,
  type InviteAward,
  type InvitePointRecord,
} from '../../src/modules/bonuses/domain/vegas-invites.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { RequestScopedClock } from '../../src/shared/infrastructure/clock/request-scoped.clock.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type Rows } from '../support/api.js';
import { aGameWithEntries, aVenue, somePlayers, type BuiltGame } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Invite year 2026: June 2025 to May 2026, every month of it over by NOW. */
const INVITE_YEAR = 2026;
const NOW = '2026-07-15T12:00:00';
const at = (iso: string) => new Date(iso);

describe('Vegas Invites read model (GET /v1/point/bonuses)', () => {
  let app: TestApp;
  let worker: INestApplicationContext;
  let venueID: number;
  let otherVenueID: number;

  beforeAll(async () => {
    app = await startTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();

    venueID = (await aVenue(app)).venueID;
    otherVenueID = (await aVenue(app)).venueID;
    const players = await somePlayers(app, 6);
    const [assistant] = await somePlayers(app, 1, { userType: UserType.Assistant });
    // September 2025 at the venue: players[0] wins the month; the assistant scores more but is passed over.
    await aGameWithEntries(app, 5, {
      venueID,
      gameAt: at('2025-09-10T02:00:00Z'),
      ended: true,
      players: [...players.slice(0, 4), assistant!],
      hostID: app.accounts.host,
    });
    await aGameWithEntries(app, 4, {
      venueID,
      gameAt: at('2025-09-17T02:00:00Z'),
      ended: true,
      players: [assistant!, players[0]!, players[4]!, players[5]!],
    });
    // A tie at the top in October at the other venue: both get one.
    const october = await aGameWithEntries(app, 2, {
      venueID: otherVenueID,
      gameAt: at('2025-10-08T02:00:00Z'),
      endedAt: at('2025-10-08T05:00:00Z'),
      hostID: app.accounts.manager,
    });
    await app.sql('update points set points = 10, place = 1 where game_id = ?', [october.gameID]);
    // A quarterly (3, 2, 1) and the tournament (annual) in spring 2026.
    await aGameWithEntries(app, 6, {
      venueID,
      eventType: EventType.Quarterly,
      gameAt: at('2026-03-07T19:00:00Z'),
      ended: true,
      players,
    });
    await aGameWithEntries(app, 4, {
      venueID: otherVenueID,
      eventType: EventType.Tournament,
      gameAt: at('2026-04-11T19:00:00Z'),
      ended: true,
      players: players.slice(2),
    });
    // Out of the year, and a canceled game: neither counts.
    await aGameWithEntries(app, 4, {
      venueID,
      gameAt: at('2025-05-20T02:00:00Z'),
      ended: true,
      players: players.slice(0, 4),
    });
    await aGameWithEntries(app, 4, {
      venueID,
      gameAt: at('2025-11-20T02:00:00Z'),
      ended: true,
      canceled: true,
      players: players.slice(1, 5),
      hostID: app.accounts.host,
    });
    await recompute();
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
  });

  const recompute = (year = INVITE_YEAR, now = NOW) =>
    RequestContext.create(worker.get(MikroORM).em, () =>
      worker
        .get(RequestScopedClock)
        .runAt(now, () => worker.get(CommandBus).execute(new RecomputeInviteYearCommand(year))),
    );

  /** The rules computed here, over the records as they stand (the domain functions, not the read model). */
  async function liveAwards(now = NOW): Promise<InviteAward[]> {
    const range = inviteYearRange(INVITE_YEAR, app.settings.leagueTimeZone);
    const records = await app.sql<InvitePointRecord>(
      `select p.player_id as "playerID", pl.user_type as "userType", p.game_id as "gameID", g.venue_id as "venueID", g.event_type as "eventType",
         g.game_at as "eventAt", p.points, p.bonus_type as "bonusType", p.bonuses
       from points p join games g on g.game_id = p.game_id join players pl on pl.player_id = p.player_id where g.ended_at is not null and not g.canceled and not g.unlisted`,
    );
    const hostedGames = await app.sql<HostedGame>(
      'select game_id as "gameID", host_id as "hostID", game_at as "gameAt", canceled, total_players as "totalPlayers" from games where not unlisted',
    );
    expect(records.length).toBeGreaterThan(0);
    return vegasInviteAwards(
      {
        records: records.map((r) => ({ ...r, eventAt: new Date(r.eventAt) })).filter((r) => r.eventAt >= range.start),
        hostedGames: hostedGames.map((g) => ({ ...g, gameAt: new Date(g.gameAt) })),
        inviteYear: INVITE_YEAR,
        now: new Date(`${now}-07:00`),
      },
      app.settings.leagueTimeZone,
    );
  }

  const bonuses = (playerID: number, venue = 0, event = 0) =>
    api(app).get<Rows<BonusRow>>(`/v1/point/bonuses/${venue}/${event}/${playerID}/1/2025-06-01/2026-05-31`);
  const totalsOf = (rows: BonusRow[]) =>
    rows.map(({ playerID, monthlyBonus, quarterlyBonus, annualBonus, hostingBonus, totalBonus }) => ({
      playerID,
      monthlyBonus,
      quarterlyBonus,
      annualBonus,
      hostingBonus,
      totalBonus,
    }));
  const byPlayer = <T extends { playerID: number }>(rows: T[]) => [...rows].sort((a, b) => a.playerID - b.playerID);

  it('answers the everyone list with the totals the rules give, most invites first', async () => {
    const expected = inviteTotals(await liveAwards());
    expect(
      expected.map((row) => row.monthlyBonus).some((n) => n > 0) &&
        expected.some((row) => row.hostingBonus > 0) &&
        expected.some((row) => row.annualBonus > 0),
    ).toBe(true);
    const { status, body } = await bonuses(0);
    expect(status).toBe(200);
    expect(body.total).toBe(expected.length);
    expect(byPlayer(totalsOf(body.rows))).toEqual(byPlayer([...expected]));
    const totals = body.rows.map((row) => row.totalBonus);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(body.rows[0]).toMatchObject({
      eventName: null,
      gameName: null,
      eventAt: null,
      venueID: null,
      eventID: null,
      gameID: null,
    });
    expect(body.rows.every((row) => row.playerName.length > 0 && row.playerNumber > 0)).toBe(true);
  });

  it("answers one player's awards, oldest first, with where and when", async () => {
    const awards = await liveAwards();
    for (const playerID of new Set(awards.map((award) => award.playerID))) {
      const mine = awards.filter((award) => award.playerID === playerID);
      const { body } = await bonuses(playerID);
      expect(body.total).toBe(mine.length);
      expect(body.rows.map((row) => [row.totalBonus, row.eventAt, row.venueID, row.gameID])).toEqual(
        mine.map((award) => [award.invites, award.at.toISOString(), award.venueID ?? null, award.gameID ?? null]),
      );
      for (const [i, row] of body.rows.entries()) {
        const kind = mine[i]!.kind;
        expect(row[`${kind}Bonus`]).toBe(mine[i]!.invites);
        const month = new Intl.DateTimeFormat('en-US', {
          month: 'long',
          year: 'numeric',
          timeZone: app.settings.leagueTimeZone,
        }).format(mine[i]!.at);
        if (kind === 'monthly') expect(row.eventName).toMatch(new RegExp(`^Monthly: Test Venue \\d+, ${month}$`));
        if (kind === 'hosting') expect(row.eventName).toBe('Hosting');
        if (kind === 'quarterly' || kind === 'annual') expect(row.gameName).toBeTruthy();
      }
    }
    expect((await bonuses(999_999)).body).toEqual({ rows: [], total: 0 });
  });

  it('narrows to a venue and a window', async () => {
    const awards = (await liveAwards()).filter((award) => award.venueID === otherVenueID);
    const { body } = await bonuses(0, otherVenueID);
    expect(byPlayer(totalsOf(body.rows))).toEqual(byPlayer(inviteTotals(awards)));
    const autumn = await api(app).get<Rows<BonusRow>>('/v1/point/bonuses/0/0/0/1/2025-10-01/2025-10-31');
    expect(byPlayer(totalsOf(autumn.body.rows))).toEqual(
      byPlayer(inviteTotals((await liveAwards()).filter((award) => award.at.toISOString().startsWith('2025-10')))),
    );
  });

  it('refuses junk dates and ids with 400', async () => {
    expect((await api(app).get('/v1/point/bonuses/0/0/0/1/2025-02-30/2026-05-31')).status).toBe(400);
    expect((await api(app).get('/v1/point/bonuses/x/0/0/1/2025-06-01/2026-05-31')).status).toBe(400);
  });

  it('recomputes rather than increments: a second run leaves the same rows', async () => {
    const rows = () =>
      app.sql(
        'select player_id, kind, invites, award_at, venue_id, game_id from invite_awards where invite_year = ? order by award_at, player_id, kind, venue_id',
        [INVITE_YEAR],
      );
    const before = await rows();
    expect(await recompute()).toBe(before.length);
    expect(await recompute()).toBe(before.length);
    expect(await rows()).toEqual(before);
    // Two at once: the year's lock puts one after the other, still one set of rows.
    await Promise.all([recompute(), recompute()]);
    expect(await rows()).toEqual(before);
  });

  it('a month not over by "now" gives no monthly invites yet; hosting counts games played by then', async () => {
    await recompute(INVITE_YEAR, '2025-09-20T12:00:00');
    const { body } = await bonuses(0);
    expect(body.rows.every((row) => row.monthlyBonus === 0)).toBe(true);
    expect(byPlayer(totalsOf(body.rows))).toEqual(byPlayer(inviteTotals(await liveAwards('2025-09-20T12:00:00'))));
    await recompute();
  });

  it('recomputes the invite year by itself after a game is ended (GameEnded through the outbox)', async () => {
    const players = await somePlayers(app, 4);
    const game: BuiltGame = await aGameWithEntries(app, 4, { venueID, gameAt: at('2026-02-12T03:00:00Z'), players });
    const manager = await app.login('manager');
    await api(app)
      .as(manager)
      .post('/v1/user/agreement', { data: { accepted: true } });
    const ended = await api(app)
      .as(manager)
      .post('/v1/point/end', {
        data: {
          gameID: game.gameID,
          places: game.entries.map((entry, i) => ({ pointID: entry.pointID, place: i + 1 })),
        },
      });
    expect(ended.status).toBe(200);
    // The worker's clock is the real one: every month of invite year 2026 is over by then too.
    const expected = inviteTotals(await liveAwards(new Date().toISOString().slice(0, 19)));
    expect(expected.some((row) => row.playerID === players[0]!.playerID && row.monthlyBonus === 1)).toBe(true);
    await eventually(
      async () => {
        const { body } = await bonuses(0);
        expect(byPlayer(totalsOf(body.rows))).toEqual(byPlayer([...expected]));
      },
      { timeoutMs: 20_000, everyMs: 200 },
    );
    const { body } = await bonuses(players[0]!.playerID);
    expect(body.rows).toEqual([
      expect.objectContaining({
        monthlyBonus: 1,
        eventName: expect.stringMatching(/^Monthly: .+, February 2026$/),
        venueID,
      }),
    ]);
  });

  it('rebuilds every invite year (the CLI and a first start): the same rows as one by one', async () => {
    await recompute();
    const rows = () =>
      app.sql(
        'select invite_year, player_id, kind, invites, award_at from invite_awards order by invite_year, award_at, player_id, kind',
      );
    const before = await rows();
    await app.sql('delete from invite_awards');
    const rebuilt = await RequestContext.create(worker.get(MikroORM).em, () =>
      worker
        .get(RequestScopedClock)
        .runAt(NOW, () => worker.get(CommandBus).execute(new RebuildAllInvitesCommand(true))),
    );
    expect(rebuilt.inviteYears).toContain(INVITE_YEAR);
    expect(rebuilt.inviteYears).toContain(2025);
    expect((await rows()).filter((row) => row.invite_year === INVITE_YEAR)).toEqual(
      before.filter((row) => row.invite_year === INVITE_YEAR),
    );
    // Only when empty: a second run with onlyIfEmpty does nothing.
    const again = await RequestContext.create(worker.get(MikroORM).em, () =>
      worker.get(CommandBus).execute(new RebuildAllInvitesCommand(true)),
    );
    expect(again.inviteYears).toEqual([]);
  });

  it('a game without a venue still gives its bonus invites, and no monthly one', async () => {
    const [champion, ...rest] = await somePlayers(app, 4);
    const final = await aGameWithEntries(app, 4, {
      eventType: EventType.Tournament,
      gameAt: at('2026-05-02T19:00:00Z'),
      ended: true,
      players: [champion!, ...rest],
    });
    await app.sql('update games set venue_id = null where game_id = ?', [final.gameID]);
    await recompute();
    const { body } = await bonuses(champion!.playerID);
    expect(body.rows).toEqual([
      expect.objectContaining({ annualBonus: 1, monthlyBonus: 0, venueID: null, gameID: final.gameID }),
    ]);
  });
});
