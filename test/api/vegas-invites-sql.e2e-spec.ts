import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { RecomputeInviteYearCommand } from '../../src/modules/bonuses/application/commands/recompute-invite-year.command.js';
import {
  vegasInviteAwards,
  type HostedGame,
  type InviteAward,
  type InvitePointRecord,
} from '../../src/modules/bonuses/domain/vegas-invites.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { RequestScopedClock } from '../../src/shared/infrastructure/clock/request-scoped.clock.js';
import { WorkerModule } from '../../src/worker.module.js';
import { aGame, aPointRecord, aVenue, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The invite year's recompute runs in SQL (issue 24); the domain function vegasInviteAwards
 * stays the rule's reference. On several random leagues (each in an invite year of its own:
 * games from April before the year to July after it, many on the edges of months in the
 * league's zone, every event type, canceled, unlisted, unended, venue-less and host-level
 * players, ties and negative totals), the read model's rows are the domain's awards.
 */
const LEAGUES = [
  { seed: 1, inviteYear: 2019 },
  { seed: 7, inviteYear: 2020 },
  { seed: 42, inviteYear: 2021 },
  { seed: 2024, inviteYear: 2022 },
  { seed: 99, inviteYear: 2023 },
];
const GAMES_PER_LEAGUE = 40;
const NO_VENUE = 0;

/** mulberry32: a small seeded generator, so a failing league can be built again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Vegas Invites in SQL agree with the domain function (random leagues)', () => {
  let app: TestApp;
  let worker: INestApplicationContext;
  let players: BuiltPlayer[];
  let venueIDs: number[];

  beforeAll(async () => {
    app = await startTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
    players = [
      ...(await somePlayers(app, 10)),
      ...(await somePlayers(app, 1, { userType: UserType.Assistant })),
      ...(await somePlayers(app, 1, { userType: UserType.Host })),
    ];
    venueIDs = [(await aVenue(app)).venueID, (await aVenue(app)).venueID, (await aVenue(app)).venueID];
  });
  afterAll(async () => {
    await worker?.close();
    await app?.close();
  });

  /** A random league around invite year Y (April of Y-1 to July of Y). */
  async function aRandomLeague(seed: number, inviteYear: number): Promise<void> {
    const next = random(seed);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
    for (let g = 0; g < GAMES_PER_LEAGUE; g++) {
      // Months from April of Y-1 (0) to July of Y (15); a third of the games on the 1st or the last day, at any UTC hour (the zone's midnight is 07:00 or 08:00 UTC).
      const monthIndex = Math.floor(next() * 16);
      const year = inviteYear - 1 + Math.floor((3 + monthIndex) / 12);
      const month = ((3 + monthIndex) % 12) + 1;
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const day = next() < 0.33 ? pick([1, lastDay]) : 1 + Math.floor(next() * lastDay);
      const gameAt = new Date(Date.UTC(year, month - 1, day, Math.floor(next() * 24), Math.floor(next() * 60)));
      const game = await aGame(app, {
        venueID: pick(venueIDs),
        eventType: pick([
          EventType.Regular,
          EventType.Regular,
          EventType.Regular,
          EventType.Satellite,
          EventType.Quarterly,
          EventType.Tournament,
          995,
        ]),
        gameAt,
        hostID: next() < 0.3 ? null : pick(players).playerID,
      });
      const entrants = players.filter(() => next() < 0.35);
      for (const player of entrants) {
        const pointID = await aPointRecord(app, game.gameID, player.playerID, {
          points: Math.floor(next() * 15) - 2,
          place: 1 + Math.floor(next() * 8),
        });
        const vegas = next() < 0.25;
        await app.sql('update points set bonus_type = ?, bonuses = ? where point_id = ?', [
          vegas ? 1 : Math.floor(next() * 3) * 2,
          Math.floor(next() * 4),
          pointID,
        ]);
      }
      await app.sql(
        'update games set ended_at = ?, canceled = ?, unlisted = ?, total_players = ?, venue_id = ? where game_id = ?',
        [
          next() < 0.85 ? new Date(gameAt.getTime() + 3 * 3_600_000) : null,
          next() < 0.1,
          next() < 0.1,
          next() < 0.1 ? 0 : entrants.length,
          next() < 0.1 ? null : game.venueID,
          game.gameID,
        ],
      );
    }
  }

  /** The domain's awards over every record in the database (it cuts the year itself), with the command's handling of venue-less games. */
  async function domainAwards(inviteYear: number, now: Date): Promise<InviteAward[]> {
    const records = await app.sql<InvitePointRecord>(
      `select p.player_id as "playerID", pl.user_type as "userType", p.game_id as "gameID", coalesce(g.venue_id, 0) as "venueID", g.event_type as "eventType",
         g.game_at as "eventAt", p.points, p.bonus_type as "bonusType", p.bonuses
       from points p join games g on g.game_id = p.game_id join players pl on pl.player_id = p.player_id where g.ended_at is not null and not g.canceled and not g.unlisted`,
    );
    const hostedGames = await app.sql<HostedGame>(
      'select game_id as "gameID", host_id as "hostID", game_at as "gameAt", canceled, total_players as "totalPlayers" from games where host_id is not null and not unlisted',
    );
    return vegasInviteAwards(
      {
        records: records.map((r) => ({ ...r, eventAt: new Date(r.eventAt) })),
        hostedGames: hostedGames.map((h) => ({ ...h, gameAt: new Date(h.gameAt) })),
        inviteYear,
        now,
      },
      app.settings.leagueTimeZone,
    )
      .filter((award) => !(award.kind === 'monthly' && award.venueID === NO_VENUE))
      .map((award) => (award.venueID === NO_VENUE ? { ...award, venueID: undefined } : award));
  }

  const line = (award: {
    playerID: number;
    kind: string;
    invites: number;
    at: Date;
    venueID?: number | null;
    gameID?: number | null;
  }): string =>
    `${award.at.toISOString()} player ${award.playerID} ${award.kind} x${award.invites} venue ${award.venueID ?? '-'} game ${award.gameID ?? '-'}`;

  it.each(LEAGUES)(
    'league of seed $seed (invite year $inviteYear): the same awards, mid-year and after it',
    async ({ seed, inviteYear }) => {
      await aRandomLeague(seed, inviteYear);
      // Mid-year (some months and blocks not over yet), the last day of May, and after the year.
      for (const now of [
        `${inviteYear}-01-15T20:00:00Z`,
        `${inviteYear}-06-01T06:59:00Z`,
        `${inviteYear}-07-01T12:00:00Z`,
      ]) {
        const count = await RequestContext.create(worker.get(MikroORM).em, () =>
          worker
            .get(RequestScopedClock)
            .runAt(now, () => worker.get(CommandBus).execute(new RecomputeInviteYearCommand(inviteYear))),
        );
        const stored = await app.sql<{
          playerID: number;
          kind: string;
          invites: number;
          at: Date;
          venueID: number | null;
          gameID: number | null;
        }>(
          'select player_id as "playerID", kind, invites, award_at as "at", venue_id as "venueID", game_id as "gameID" from invite_awards where invite_year = ? order by award_id',
          [inviteYear],
        );
        const expected = await domainAwards(inviteYear, new Date(now));
        expect(expected.length).toBeGreaterThan(0);
        expect(count).toBe(stored.length);
        const sqlLines = stored.map((row) => line({ ...row, at: new Date(row.at) }));
        expect({ seed, now, awards: [...sqlLines].sort() }).toEqual({ seed, now, awards: expected.map(line).sort() });
        // Stored oldest first, then by player (the order the lists read them in: award_at, award_id).
        const keys = stored.map((row) => [new Date(row.at).getTime(), row.playerID] as const);
        expect(
          keys.every(
            ([time, player], i) =>
              i === 0 || time > keys[i - 1]![0] || (time === keys[i - 1]![0] && player >= keys[i - 1]![1]),
          ),
        ).toBe(true);
      }
      // Each kind of award came up in these leagues.
      const kinds = await app.sql<{ kind: string }>('select distinct kind from invite_awards where invite_year = ?', [
        inviteYear,
      ]);
      expect(kinds.map((row) => row.kind).sort()).toEqual(expect.arrayContaining(['hosting', 'monthly', 'quarterly']));
    },
  );
});
