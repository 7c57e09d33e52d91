import { DateTime } from 'luxon';
import { api } from '../support/api.js';
import {
  aGameWithEntries,
  aVenueWithSeries,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { LeagueInstall, OwnRedis, sleep, within, ZONE, type LeagueProcess } from './support/league-processes.js';

/**
 * Scenario (issue 20): Redis stopped while 20 games end. Every ending is accepted (the
 * ending and its outbox row are one PostgreSQL transaction; the relay waits for Redis) or
 * refused with 503 and sent again once Redis is back; Redis then comes back (empty, as this
 * one keeps no data) and the standings are right within 60 s with nobody acting.
 */
const GAMES = 20;

describe('fault: Redis stopped while twenty games end', () => {
  const redis = new OwnRedis();
  const install = new LeagueInstall(redis);
  let apiProcess: LeagueProcess;
  let players: BuiltPlayer[];
  const games: BuiltGame[] = [];

  beforeAll(async () => {
    await redis.start();
    await install.setUp();
    apiProcess = await install.startApi();
    await install.startWorker();
    players = await somePlayers(install.target(apiProcess), 12);
    const { venue, event } = await aVenueWithSeries(install.target(apiProcess));
    const month = DateTime.fromObject({ year: 2026, month: 3 }, { zone: ZONE });
    for (let i = 0; i < GAMES; i += 1) {
      games.push(
        await aGameWithEntries(install.target(apiProcess), 8, {
          venueID: venue.venueID,
          eventID: i % 4 === 0 ? null : event.eventID,
          gameAt: month.set({ day: 1 + i, hour: 19 }).toJSDate(),
          players: [...players].sort(() => Math.random() - 0.5),
        }),
      );
    }
    await within(install, 30_000, async () =>
      expect(await install.schedulers()).toEqual({ daily: true, monthly: true, purge: true }),
    );
  }, 90_000);

  afterAll(async () => {
    await install.tearDown();
    await redis.kill();
  });

  it('accepts every ending (or answers 503 and takes it again), and the standings are right within 60 s of Redis back', async () => {
    const manager = await install.hostLogin(apiProcess, 'manager');
    const end = (game: BuiltGame) =>
      api(apiProcess)
        .as(manager)
        .post('/v1/point/end', {
          data: {
            gameID: game.gameID,
            places: game.entries.map((entry, place) => ({ pointID: entry.pointID, place: place + 1 })),
          },
        });

    const linesBefore = new Map(install.processes.map((process) => [process, process.linesWritten]));
    await redis.kill();
    const statuses: number[] = [];
    const refused: BuiltGame[] = [];
    for (const game of games) {
      const answer = await end(game);
      statuses.push(answer.status);
      if (answer.status === 503) refused.push(game);
    }
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    await sleep(2_000);
    await redis.start(); // back, and empty
    const back = Date.now();
    for (const game of refused) expect((await end(game)).status).toBe(200);

    await within(install, 60_000, () => install.expectStandingsRight(), 250);
    const took = Date.now() - back;
    // Nothing lost: every ending is in PostgreSQL and its outbox row has run.
    const ended = await install.sql<{ n: string }>(
      `select count(*) as n from games where game_id in (?) and ended_at is not null`,
      [games.map((game) => game.gameID)],
    );
    expect(Number(ended[0]!.n)).toBe(GAMES);
    await within(install, 30_000, async () =>
      expect(await install.sql('select id from outbox where completed_at is null')).toEqual([]),
    );
    expect(install.processes.map((p) => [p.name, p.alive])).toEqual(install.processes.map((p) => [p.name, true]));
    // About the outage itself, one warning when Redis goes and one line when it is back, per
    // process (it was ~360 each). Lines about what was healed afterwards (a recurring job
    // registered again) are not outage noise and are not counted.
    const redisLines = install.processes.map((process) => ({
      process: process.name,
      lines: process
        .linesSince(linesBefore.get(process) ?? 0)
        .filter((line) => /"context":"Redis"|ECONNREFUSED|ETIMEDOUT|Connection is closed|reconnect/i.test(line)),
    }));
    for (const { lines } of redisLines) {
      expect(lines.filter((line) => /unreachable/.test(line))).toHaveLength(1);
      expect(lines.filter((line) => /back after/.test(line))).toHaveLength(1);
      expect(lines).toHaveLength(2);
    }
    console.log(
      JSON.stringify({
        scenario: 'redis-stopped-while-games-end',
        games: GAMES,
        acceptedDuringOutage: GAMES - refused.length,
        refused503: refused.length,
        timeToCorrectMs: took,
        redisLogLinesPerProcess: Object.fromEntries(redisLines.map(({ process, lines }) => [process, lines.length])),
      }),
    );
    expect(took).toBeLessThan(60_000);
  }, 180_000);
});
