import { DateTime } from 'luxon';
import {
  GAME_SCHEDULE_QUEUE,
  SCHEDULE_ALL_SERIES,
} from '../../src/modules/games/infrastructure/game-schedule.queue.js';
import { RECOMPUTE_GAME, STANDINGS_QUEUE } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { DOMAIN_EVENTS_QUEUE } from '../../src/shared/infrastructure/queue/queues.js';
import { io } from 'socket.io-client';
import { api } from '../support/api.js';
import { aGame, aGameWithEntries, aSeries, aVenue, aVenueWithSeries, somePlayers } from '../support/builders.js';
import { LeagueInstall, OwnRedis, within, ZONE, type LeagueProcess } from './support/league-processes.js';

/**
 * Scenario 4 (issue 20): two API processes (A and B) and two worker processes on one
 * database and queue prefix. Ten game endings split across A and B each run their standings
 * job once (one recompute-game job added, made active and completed per game, read from the
 * standings queue's event stream, as completed standings jobs are not kept), each GameEnded
 * is relayed and handled once, and the game schedule run by both workers at once makes no
 * game twice.
 */
describe('fault: two API and two worker processes', () => {
  const redis = new OwnRedis();
  const install = new LeagueInstall(redis);
  let a: LeagueProcess;
  let b: LeagueProcess;

  beforeAll(async () => {
    await redis.start();
    await install.setUp();
    [a, b] = [await install.startApi(), await install.startApi()];
  });

  afterAll(async () => {
    await install.tearDown();
    await redis.kill();
  });

  /** The queue's event stream as [event, jobId, name] (BullMQ keeps the last 10,000 events). */
  async function events(queue: string): Promise<{ event: string; jobId: string; name?: string }[]> {
    const entries = await install.control.xrange(install.queues[queue]!.keys.events!, '-', '+');
    return entries.map(([, fields]) => {
      const record: Record<string, string> = {};
      for (let i = 0; i < fields.length; i += 2) record[fields[i]!] = fields[i + 1]!;
      return record as { event: string; jobId: string; name?: string };
    });
  }

  it('the game schedule run by both workers at once makes each game once; ten endings on A and B each run their standings job once', async () => {
    // Seven weekly events starting today: both workers' start-up catch-up, then six schedule jobs at once, make their games.
    const venue = await aVenue(install.target(a));
    const ids = (
      await Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map((eventDay) => aSeries(install.target(a), venue, { eventDay, eventTime: '23:30' })),
      )
    ).map((event) => event.eventID);
    await Promise.all([install.startWorker(), install.startWorker()]);
    const scheduled = async () =>
      (
        await install.sql<{ n: number }>(`select count(*)::int as n from games where event_id in (${ids.join(',')})`)
      )[0]!.n;
    await within(install, 30_000, async () => expect(await scheduled()).toBeGreaterThanOrEqual(55));
    const schedule = install.queues[GAME_SCHEDULE_QUEUE]!;
    await schedule.addBulk([1, 2, 3, 4, 5, 6].map(() => ({ name: SCHEDULE_ALL_SERIES, data: {} })));
    await within(install, 30_000, async () => {
      const counts = await schedule.getJobCounts('wait', 'active', 'completed', 'failed');
      expect({ pending: counts.wait + counts.active, failed: counts.failed, enough: counts.completed >= 6 }).toEqual({
        pending: 0,
        failed: 0,
        enough: true,
      });
    });
    const perDate = await install.sql<{ n: number }>(
      `select count(*)::int as n from games where event_id in (${ids.join(',')}) group by event_id, (game_at at time zone '${ZONE}')::date`,
    );
    expect(perDate.length).toBeGreaterThanOrEqual(55);
    const duplicates = perDate.filter((row) => row.n !== 1).length;
    expect(duplicates).toBe(0);
    const scheduleRuns = (await schedule.getJobs(['completed'])).length;

    // Ten endings, alternately through A and B.
    const players = await somePlayers(install.target(a), 12);
    const { venue: home, event } = await aVenueWithSeries(install.target(a));
    const managers = { a: await install.hostLogin(a, 'manager'), b: await install.hostLogin(b, 'manager') };
    const gameIDs: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const through = i % 2 === 0 ? a : b;
      const game = await aGameWithEntries(install.target(a), 8, {
        venueID: home.venueID,
        eventID: i % 3 === 0 ? null : event.eventID,
        gameAt: DateTime.fromObject({ year: 2026, month: 3, day: 2 + i, hour: 19 }, { zone: ZONE }).toJSDate(),
        players: [...players].sort(() => Math.random() - 0.5),
      });
      gameIDs.push(game.gameID);
      const ended = await api(through)
        .as(through === a ? managers.a : managers.b)
        .post('/v1/point/end', {
          data: {
            gameID: game.gameID,
            places: game.entries.map((entry, place) => ({ pointID: entry.pointID, place: place + 1 })),
          },
        });
      expect({ game: i, status: ended.status }).toEqual({ game: i, status: 200 });
    }
    await within(install, 30_000, () => install.expectStandingsRight(), 250);
    await within(install, 30_000, async () =>
      expect(await install.sql('select queue, key from queued_work')).toEqual([]),
    );
    await within(install, 10_000, async () =>
      expect(
        await install.queues[STANDINGS_QUEUE]!.getJobCounts('wait', 'active', 'prioritized', 'delayed', 'failed'),
      ).toEqual({ wait: 0, active: 0, prioritized: 0, delayed: 0, failed: 0 }),
    );

    // Each game's standings job: added once, run once, completed once.
    const standingsEvents = await events(STANDINGS_QUEUE);
    const gameJobs = standingsEvents
      .filter((entry) => entry.event === 'added' && entry.name === RECOMPUTE_GAME)
      .map((entry) => entry.jobId);
    expect(gameJobs).toHaveLength(10);
    const times = (event: string, jobId: string) =>
      standingsEvents.filter((entry) => entry.event === event && entry.jobId === jobId).length;
    expect(
      gameJobs.map((jobId) => ({
        jobId,
        active: times('active', jobId),
        completed: times('completed', jobId),
        failed: times('failed', jobId),
      })),
    ).toEqual(gameJobs.map((jobId) => ({ jobId, active: 1, completed: 1, failed: 0 })));
    // Each GameEnded relayed once (job id outbox-<id>) and handled once, by one worker or the other.
    const handled = (await install.queues[DOMAIN_EVENTS_QUEUE]!.getJobs(['completed'])).filter(
      (job) => job.name === 'GameEnded',
    );
    const endedGames = handled.map((job) => Number(job.data.gameID)).sort((x, y) => x - y);
    expect(endedGames).toEqual([...gameIDs].sort((x, y) => x - y));
    const domainEvents = await events(DOMAIN_EVENTS_QUEUE);
    for (const job of handled)
      expect({
        job: job.id,
        completed: domainEvents.filter((entry) => entry.event === 'completed' && entry.jobId === job.id).length,
      }).toEqual({ job: job.id, completed: 1 });

    console.log(
      JSON.stringify({
        scenario: 'two-apis-two-workers',
        endings: {
          throughA: 5,
          throughB: 5,
          standingsJobs: gameJobs.length,
          runsPerJob: 1,
          gameEndedHandledOnce: handled.length,
        },
        schedule: {
          events: ids.length,
          seriesDates: perDate.length,
          duplicateGames: duplicates,
          scheduleJobsCompleted: scheduleRuns,
        },
      }),
    );
    for (const process of install.processes)
      expect({ name: process.name, alive: process.alive }).toEqual({ name: process.name, alive: true });
  }, 110_000);

  it("carries a host's check-in through API A to a monitor watching through API B (the welcome crosses processes)", async () => {
    const [pat] = await somePlayers(install.target(a), 1, { firstName: 'Pat', lastName: 'Across' });
    const venue = await aVenue(install.target(a));
    const game = await aGame(install.target(a), { venueID: venue.venueID, gameAt: new Date(Date.now() + 30 * 60_000) });
    const monitor = io(b.url, { transports: ['websocket'], reconnection: false });
    try {
      expect(await monitor.timeout(5_000).emitWithAck('watchGame', { gameID: game.gameID })).toEqual({
        watching: game.gameID,
      });
      const welcomed = new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no displayPlayer on B')), 10_000);
        monitor.once('displayPlayer', (message: unknown) => (clearTimeout(timer), resolve(message)));
      });
      const host = await install.hostLogin(a, 'host');
      const started = Date.now();
      const checkIn = await api(a)
        .as(host)
        .post('/v1/point/check-in', { data: { gameID: game.gameID, playerID: pat!.playerID } });
      expect(checkIn.status).toBe(200);
      expect(await welcomed).toMatchObject({ gameID: game.gameID, playerName: 'Pat Across' });
      console.log(
        JSON.stringify({
          scenario: 'welcome-across-processes',
          checkInThrough: 'A',
          monitorOn: 'B',
          welcomeMs: Date.now() - started,
        }),
      );
    } finally {
      monitor.close();
    }
  });
});
