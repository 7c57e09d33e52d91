import { DateTime } from 'luxon';
import {
  RECOMPUTE_INVITE_YEAR,
  VEGAS_INVITES_QUEUE,
} from '../../src/modules/bonuses/infrastructure/vegas-invites.queue.js';
import { STANDINGS_QUEUE } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { api } from '../support/api.js';
import { aGameWithEntries, aVenueWithSeries, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { LeagueInstall, OwnRedis, percentile, within, ZONE, type LeagueProcess } from './support/league-processes.js';

/**
 * Scenario 1 (issue 20): Redis killed and restarted EMPTY while ten games' standings jobs
 * and their Vegas Invites year recompute wait in it (the standings and vegas-invites queues
 * paused, so they are held): with no person acting, the built API and worker processes bring
 * the standings and the invites right (the work ledger's sweeper queues the lost jobs again)
 * and register the recurring jobs again. Run RUNS times for the time-to-correct figures
 * (docs/performance.md "Faults").
 */
const RUNS = Number(process.env.FAULT_RUNS ?? 5);

describe('fault: Redis restarted empty with standings jobs waiting', () => {
  const redis = new OwnRedis();
  const install = new LeagueInstall(redis);
  let apiProcess: LeagueProcess;
  let players: BuiltPlayer[];
  let venueID: number;
  let eventID: number;
  const times: number[] = [];
  const invitesTimes: number[] = [];

  beforeAll(async () => {
    await redis.start();
    await install.setUp();
    apiProcess = await install.startApi();
    await install.startWorker();
    players = await somePlayers(install.target(apiProcess), 12);
    const built = await aVenueWithSeries(install.target(apiProcess));
    venueID = built.venue.venueID;
    eventID = built.event.eventID;
    // The worker is up once its recurring jobs are registered.
    await within(install, 30_000, async () =>
      expect(await install.schedulers()).toEqual({ daily: true, monthly: true, purge: true }),
    );
  });

  afterAll(async () => {
    if (times.length) {
      console.log(
        JSON.stringify({
          scenario: 'redis-restarted-empty',
          runs: times.length,
          gamesPerRun: 10,
          timeToCorrectMs: times,
          p50Ms: percentile(times, 50),
          p95Ms: percentile(times, 95),
          maxMs: Math.max(...times),
          ...(invitesTimes.length
            ? {
                invitesRightMs: invitesTimes,
                invitesP50Ms: percentile(invitesTimes, 50),
                invitesP95Ms: percentile(invitesTimes, 95),
              }
            : {}),
        }),
      );
    }
    await install.tearDown();
    await redis.kill();
  });

  it(
    `ten endings' standings and invites jobs lost with Redis (${RUNS} runs): standings and invites right within 60 s each time, recurring jobs back, ledger empty`,
    async () => {
      for (let run = 0; run < RUNS; run += 1) {
        const month = DateTime.fromObject({ year: 2026, month: 1 }, { zone: ZONE }).plus({ months: run });
        const manager = await install.hostLogin(apiProcess, 'manager'); // a fresh session each run
        const standings = install.queues[STANDINGS_QUEUE]!;
        const invites = install.queues[VEGAS_INVITES_QUEUE]!;
        await standings.pause();
        await invites.pause();
        for (let i = 0; i < 10; i += 1) {
          const game = await aGameWithEntries(install.target(apiProcess), 8, {
            venueID,
            eventID: i % 3 === 0 ? null : eventID,
            gameAt: month.set({ day: 1 + i * 2, hour: 19 }).toJSDate(),
            players: [...players].sort(() => Math.random() - 0.5),
          });
          const ended = await api(apiProcess)
            .as(manager)
            .post('/v1/point/end', {
              data: {
                gameID: game.gameID,
                places: game.entries.map((entry, place) => ({ pointID: entry.pointID, place: place + 1 })),
              },
            });
          expect({ status: ended.status, body: ended.body }).toEqual({
            status: 200,
            body: expect.objectContaining({ message: expect.any(String) }),
          });
        }
        // The ten games' jobs wait in Redis (relayed by the worker, held by the pause).
        await within(
          install,
          20_000,
          async () => expect(await standings.getJobCountByTypes('wait', 'prioritized')).toBeGreaterThanOrEqual(10),
          100,
        );
        // And the month's invite-year recompute (one per year, deduplicated), held by the other pause.
        await within(
          install,
          20_000,
          async () =>
            expect((await invites.getJobs(['wait', 'delayed', 'prioritized'])).map((job) => job.name)).toContain(
              RECOMPUTE_INVITE_YEAR,
            ),
          100,
        );
        await expect(install.expectStandingsRight()).rejects.toThrow();
        await expect(install.expectInvitesRight()).rejects.toThrow(); // the month's monthly invite is not awarded yet

        await redis.kill();
        await redis.start(); // empty: no jobs, no pause, no schedulers
        const restarted = Date.now();
        await within(install, 60_000, () => install.expectStandingsRight(), 250);
        const took = Date.now() - restarted;
        times.push(took);
        expect(took).toBeLessThan(60_000);
        await within(
          install,
          Math.max(1_000, 60_000 - (Date.now() - restarted)),
          () => install.expectInvitesRight(),
          250,
        );
        invitesTimes.push(Date.now() - restarted);
        await within(install, 20_000, async () =>
          expect(await install.schedulers()).toEqual({ daily: true, monthly: true, purge: true }),
        );
        await within(install, 30_000, async () =>
          expect(await install.sql('select queue, key from queued_work')).toEqual([]),
        );
        expect(install.processes.map((p) => [p.name, p.alive])).toEqual(install.processes.map((p) => [p.name, true]));
      }
    },
    110_000 + RUNS * 60_000,
  );
});
