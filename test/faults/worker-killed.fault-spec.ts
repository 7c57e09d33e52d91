import pg from 'pg';
import { REBUILD_ALL, STANDINGS_QUEUE } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import type { StandingsRebuild } from '../../src/modules/leaderboards/domain/standings-rebuild.js';
import { api } from '../support/api.js';
import { aGameWithEntries, aVenueWithSeries, somePlayers } from '../support/builders.js';
import { LeagueInstall, OwnRedis, within, type LeagueProcess } from './support/league-processes.js';

/**
 * Scenario 2 (issue 20): the worker process killed with SIGKILL in the middle of a standings
 * rebuild (POST /v1/admin/standings/rebuild as an admin). The suite holds a lock on
 * leaderboard_totals so the rebuild is caught mid-way (its job active, its worker inside
 * it) at the moment of the kill; a new worker then finds the stalled job and runs it to the
 * end, and the standings equal the records (spoiled before the rebuild, so only the rebuild mends them).
 */
describe('fault: a worker killed with SIGKILL mid-rebuild', () => {
  const redis = new OwnRedis();
  const install = new LeagueInstall(redis);
  let apiProcess: LeagueProcess;
  let lock: pg.Client | undefined;

  beforeAll(async () => {
    await redis.start();
    await install.setUp();
    apiProcess = await install.startApi();
    const players = await somePlayers(install.target(apiProcess), 16);
    const { venue, event } = await aVenueWithSeries(install.target(apiProcess));
    // Forty ended games over two years, written straight to the records (no standings jobs for them).
    for (let i = 0; i < 40; i += 1) {
      await aGameWithEntries(install.target(apiProcess), 10, {
        venueID: venue.venueID,
        eventID: i % 4 === 0 ? null : event.eventID,
        ended: true,
        gameAt: new Date(Date.UTC(2025, Math.floor(i / 2), 5 + (i % 2) * 10, 3)),
        players: [...players].sort(() => Math.random() - 0.5),
      });
    }
  });

  afterAll(async () => {
    await lock?.end().catch(() => undefined);
    await install.tearDown();
    await redis.kill();
  });

  it('the rebuild finishes on a new worker and the standings equal the records', async () => {
    const first = await install.startWorker();
    await within(install, 30_000, async () => expect((await install.schedulers()).daily).toBe(true));
    // The worker builds an empty model at its start by itself: let that finish, then spoil the
    // model (not empty, so the next worker queues no start-up build of its own): only the asked
    // rebuild can make it right again.
    await within(install, 30_000, () => install.expectStandingsRight(), 250);
    await within(install, 10_000, async () =>
      expect(await install.queues[STANDINGS_QUEUE]!.getJobCounts('wait', 'active', 'prioritized', 'delayed')).toEqual({
        wait: 0,
        active: 0,
        prioritized: 0,
        delayed: 0,
      }),
    );
    await install.sql("delete from leaderboard_totals where scope_type = 'venue'");
    await install.sql('update leaderboard_totals set total_points = total_points + 7');
    await expect(install.expectStandingsRight()).rejects.toThrow();

    // The rebuild's writes wait on this lock: the job stays active with its worker inside it.
    lock = new pg.Client({ connectionString: install.database.url });
    await lock.connect();
    await lock.query('begin');
    await lock.query('lock table leaderboard_totals in exclusive mode');

    const admin = await install.login(apiProcess, 'admin');
    const started = await api(apiProcess)
      .as(admin)
      .post<{ rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild', {});
    expect(started.status).toBe(200);
    const jobID = started.body.rebuild.jobID;
    const standings = install.queues[STANDINGS_QUEUE]!;
    await within(install, 20_000, async () => expect(await standings.getJobState(jobID!)).toBe('active'), 20);
    // Inside the rebuild: its session waits on the lock.
    await within(
      install,
      10_000,
      async () => {
        const [{ waiting }] = await install.sql<{ waiting: number }>(
          "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        expect(waiting).toBeGreaterThanOrEqual(1);
      },
      50,
    );
    const killedAt = Date.now();
    await first.kill('SIGKILL');
    await lock.query('rollback');
    await lock.end();
    lock = undefined;
    expect(await standings.getJobState(jobID!)).toBe('active'); // not finished: the kill cut it

    await install.startWorker();
    const job = await within(
      install,
      60_000,
      async () => {
        const found = await standings.getJob(jobID!);
        expect({ name: found?.name, state: await standings.getJobState(jobID!) }).toEqual({
          name: REBUILD_ALL,
          state: 'completed',
        });
        return found!;
      },
      200,
    );
    const tookMs = Date.now() - killedAt;
    await install.expectStandingsRight();
    const rebuild = (await api(apiProcess).as(admin).get<{ rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild'))
      .body.rebuild;
    expect(rebuild).toMatchObject({ jobID, state: 'completed', stalled: false });
    const rows = (await install.sql<{ n: number }>('select count(*)::int as n from leaderboard_totals'))[0]!.n;
    console.log(
      JSON.stringify({
        scenario: 'worker-killed-mid-rebuild',
        games: 40,
        standingsRows: rows,
        killToCompletedMs: tookMs,
        attemptsMade: job.attemptsMade,
        stalledCounter: job.stalledCounter,
      }),
    );
  }, 110_000);
});
