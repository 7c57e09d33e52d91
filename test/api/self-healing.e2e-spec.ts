import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DateTime } from 'luxon';
import { RecomputeInviteYearCommand } from '../../src/modules/bonuses/application/commands/recompute-invite-year.command.js';
import {
  MONTHLY_SCHEDULER_ID,
  VEGAS_INVITES_QUEUE,
} from '../../src/modules/bonuses/infrastructure/vegas-invites.queue.js';
import { DAILY_SCHEDULER_ID, GAME_SCHEDULE_QUEUE } from '../../src/modules/games/infrastructure/game-schedule.queue.js';
import type { StandingsRebuild } from '../../src/modules/leaderboards/domain/standings-rebuild.js';
import {
  rangeOfStandingsPeriod,
  scopeKey,
  standingsScopesOf,
  type StandingsScope,
} from '../../src/modules/leaderboards/domain/standings-scope.js';
import { STANDINGS_QUEUE } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { PURGE_IDEMPOTENCY_KEYS } from '../../src/shared/infrastructure/idempotency/idempotency-key.purger.js';
import { DOMAIN_EVENTS_QUEUE, MAINTENANCE_QUEUE } from '../../src/shared/infrastructure/queue/queues.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api } from '../support/api.js';
import {
  aGameWithEntries,
  aVenueWithSeries,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { byPlayer, liveTotals, storedTotals } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const zone = 'America/Los_Angeles';
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone }).toJSDate();

/** A redis-server of this suite's own (no persistence), so it can be flushed, stopped and restarted empty. */
class OwnRedis {
  private process: ChildProcess | undefined;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await sparePort();
    this.process = spawn(
      '/usr/bin/redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await eventually(
      async () => {
        const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        try {
          await probe.connect();
          expect(await probe.ping()).toBe('PONG');
        } finally {
          probe.disconnect();
        }
      },
      { timeoutMs: 10_000, everyMs: 100 },
    );
  }

  async stop(): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
}

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The worker's log lines, kept for the assertions. */
class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  log(message: unknown): void {
    this.lines.push(String(message));
  }
  warn(message: unknown): void {
    this.lines.push(String(message));
  }
  error(message: unknown): void {
    this.lines.push(String(message));
  }
  debug(): void {}
  verbose(): void {}
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe('self-healing read models (issue 20): nothing lost when Redis loses its data or a worker dies', () => {
  const redis = new OwnRedis();
  const logger = new CapturingLogger();
  let app: TestApp;
  let worker: INestApplicationContext | undefined;
  let manager: string;
  let players: BuiltPlayer[];
  let venueID: number;
  let eventID: number;
  /** Straight to the suite's Redis: the suite pauses, flushes and watches the queues. */
  let control: Redis;
  const queues: Record<string, Queue> = {};
  const convergence: number[] = [];

  beforeAll(async () => {
    await redis.start();
    // SWEEP_EVERY_MS / SWEEP_AFTER_MS from the environment measure other thresholds (docs/performance.md "Faults").
    const sweep = Object.fromEntries(
      ['SWEEP_EVERY_MS', 'SWEEP_AFTER_MS'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
    );
    app = await startTestApp({ env: { REDIS_URL: redis.url, ...sweep } });
    worker = await startWorker();
    manager = await app.login('manager');
    expect(
      (
        await api(app)
          .as(manager)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    players = await somePlayers(app, 10);
    const built = await aVenueWithSeries(app);
    venueID = built.venue.venueID;
    eventID = built.event.eventID;
    control = new Redis(redis.url, { maxRetriesPerRequest: null });
    for (const name of [
      DOMAIN_EVENTS_QUEUE,
      STANDINGS_QUEUE,
      VEGAS_INVITES_QUEUE,
      GAME_SCHEDULE_QUEUE,
      MAINTENANCE_QUEUE,
    ]) {
      queues[name] = new Queue(name, { connection: control, prefix: app.settings.queuePrefix });
      queues[name].on('error', () => undefined); // Redis stopped on purpose below
    }
  });
  afterAll(async () => {
    if (convergence.length) {
      console.log(
        `Standings right again after Redis lost its jobs, over ${convergence.length} runs: ${convergence.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s; p50 ${(percentile(convergence, 50) / 1000).toFixed(1)} s, p95 ${(percentile(convergence, 95) / 1000).toFixed(1)} s`,
      );
    }
    await Promise.all(Object.values(queues).map((queue) => queue.close()));
    control?.disconnect();
    await worker?.close();
    await app?.close();
    await redis.stop();
  });

  async function startWorker(): Promise<INestApplicationContext> {
    const context = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger });
    await context.init();
    return context;
  }

  const aGameToEnd = (gameAt: string, options: { eventID?: number | null } = {}) =>
    aGameWithEntries(app, 8, {
      venueID,
      eventID: options.eventID === undefined ? eventID : options.eventID,
      gameAt: pacific(gameAt),
      players: [...players].sort(() => Math.random() - 0.5),
    });

  const end = async (game: BuiltGame) => {
    const answer = await api(app)
      .as(manager)
      .post('/v1/point/end', {
        data: {
          gameID: game.gameID,
          places: game.entries.map((entry, i) => ({ pointID: entry.pointID, place: i + 1 })),
        },
      });
    expect(answer.status).toBe(200);
  };

  /** Every scope with counted games, and every scope with rows, against the live aggregate of the records. */
  async function expectStandingsRight(): Promise<void> {
    const games = await app.sql<{ venueID: number | null; eventID: number | null; gameAt: Date }>(
      'select venue_id as "venueID", event_id as "eventID", game_at as "gameAt" from games where ended_at is not null and not canceled and not unlisted',
    );
    const kept = await app.sql<StandingsScope>(
      'select distinct scope_type as "scopeType", scope_id as "scopeID", period from leaderboard_totals',
    );
    const scopes = new Map(
      [...games.flatMap((game) => standingsScopesOf({ ...game, gameAt: new Date(game.gameAt) }, zone)), ...kept].map(
        (scope) => [scopeKey(scope), scope],
      ),
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

  const invites = () =>
    app.sql<Record<string, unknown>>(
      'select invite_year, player_id, kind, invites, award_at, venue_id, game_id from invite_awards order by invite_year, player_id, kind, award_at, game_id',
    );

  /** The Vegas Invites read model equals what a recompute of the year from the records gives now. */
  async function expectInvitesRight(inviteYear: number): Promise<void> {
    const before = await invites();
    await RequestContext.create(worker!.get(MikroORM).em, () =>
      worker!.get(CommandBus).execute(new RecomputeInviteYearCommand(inviteYear)),
    );
    expect(await invites()).toEqual(before);
  }

  /** Ends three games while `paused` holds their jobs in Redis, waits for them to be there, then flushes Redis; answers ms to right standings. */
  async function loseJobsAndConverge(month: string, paused: Queue, jobsHeld: () => Promise<void>): Promise<number> {
    await paused.pause();
    const games = [
      await aGameToEnd(`${month}-03T19:00`),
      await aGameToEnd(`${month}-10T19:00`, { eventID: null }),
      await aGameToEnd(`${month}-17T19:00`),
    ];
    for (const game of games) await end(game);
    await eventually(jobsHeld, { timeoutMs: 20_000, everyMs: 100 });
    // Redis loses everything: the jobs, the pause, the schedulers.
    await control.flushall();
    const flushed = Date.now();
    await eventually(expectStandingsRight, { timeoutMs: 60_000, everyMs: 250 });
    const took = Date.now() - flushed;
    convergence.push(took);
    await eventually(async () => expect(await app.sql('select queue, key from queued_work')).toEqual([]), {
      timeoutMs: 30_000,
      everyMs: 200,
    });
    await expectInvitesRight(Number(month.slice(0, 4)) + (Number(month.slice(5)) >= 6 ? 1 : 0));
    return took;
  }

  it('read-model jobs waiting in Redis (standings and Vegas Invites queues busy) are lost to a FLUSHALL: the standings and invites converge without a person', async () => {
    for (const month of ['2026-01', '2026-02', '2026-03']) {
      const took = await loseJobsAndConverge(month, queues[STANDINGS_QUEUE]!, async () => {
        // The three games' GameEnded ran (they queue one standings job per game), and the jobs wait.
        expect(await queues[STANDINGS_QUEUE]!.getJobCountByTypes('wait', 'prioritized')).toBeGreaterThanOrEqual(3);
      });
      expect(took).toBeLessThan(60_000);
    }
  }, 240_000);

  it('domain events relayed to Redis but not yet run are lost to a FLUSHALL: the outbox sends them again and the standings converge', async () => {
    for (const month of ['2026-04', '2026-05', '2026-07']) {
      const took = await loseJobsAndConverge(month, queues[DOMAIN_EVENTS_QUEUE]!, async () => {
        const [{ unpublished }] = await app.sql<{ unpublished: number }>(
          'select count(*)::int as unpublished from outbox where published_at is null',
        );
        expect(unpublished).toBe(0);
        expect(await queues[DOMAIN_EVENTS_QUEUE]!.getJobCountByTypes('wait')).toBeGreaterThanOrEqual(3);
      });
      expect(took).toBeLessThan(60_000);
    }
  }, 240_000);

  it('the recurring jobs (daily game schedule, monthly invites, hourly Idempotency-Key purge) are registered again after Redis lost them, with no worker restart', async () => {
    const schedulers = async () => ({
      daily: Boolean(await queues[GAME_SCHEDULE_QUEUE]!.getJobScheduler(DAILY_SCHEDULER_ID)),
      monthly: Boolean(await queues[VEGAS_INVITES_QUEUE]!.getJobScheduler(MONTHLY_SCHEDULER_ID)),
      purge: Boolean(await queues[MAINTENANCE_QUEUE]!.getJobScheduler(PURGE_IDEMPOTENCY_KEYS)),
    });
    await eventually(async () => expect(await schedulers()).toEqual({ daily: true, monthly: true, purge: true }), {
      timeoutMs: 10_000,
      everyMs: 100,
    });
    await control.flushall();
    expect(await schedulers()).toEqual({ daily: false, monthly: false, purge: false });
    await eventually(async () => expect(await schedulers()).toEqual({ daily: true, monthly: true, purge: true }), {
      timeoutMs: 10_000,
      everyMs: 100,
    });
    expect(
      logger.lines.some(
        (line) => line.includes(`Job scheduler ${DAILY_SCHEDULER_ID}`) && line.includes('registered again'),
      ),
    ).toBe(true);
  });

  it('Redis down, then back empty: the relay holds no PostgreSQL transaction meanwhile, and the standings end right', async () => {
    const games = [await aGameToEnd('2026-08-04T19:00'), await aGameToEnd('2026-08-11T19:00', { eventID: null })];
    await redis.stop();
    try {
      for (const game of games) await end(game);
      const [{ database }] = await app.sql<{ database: string }>('select current_database() as database');
      // The relay has been trying for a while: nothing of it sits idle in a transaction.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      const open = await app.sql<{ state: string; query: string }>(
        "select state, query from pg_stat_activity where datname = ? and state like 'idle in transaction%'",
        [database],
      );
      expect(open).toEqual([]);
      const [{ waiting }] = await app.sql<{ waiting: number }>(
        'select count(*)::int as waiting from outbox where published_at is null',
      );
      expect(waiting).toBeGreaterThanOrEqual(2);
    } finally {
      // Back without its data (no persistence).
      await redis.start();
    }
    await eventually(expectStandingsRight, { timeoutMs: 60_000, everyMs: 250 });
  }, 120_000);

  it('a rebuild whose worker died mid-way: the rebuild request says it is stalled, the stall is logged, and after two stalls it is retried and completes', async () => {
    // Nothing else waiting on the standings queue: the dying worker below takes the rebuild.
    await eventually(
      async () => {
        expect(await app.sql('select queue, key from queued_work')).toEqual([]);
        expect(await queues[STANDINGS_QUEUE]!.getJobCountByTypes('wait', 'prioritized', 'active', 'delayed')).toBe(0);
      },
      { timeoutMs: 30_000, everyMs: 200 },
    );
    await worker!.close();
    worker = undefined;
    const admin = await app.login('admin');
    const started = await api(app)
      .as(admin)
      .post<{ message: string; rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild', {});
    expect(started.status).toBe(200);
    const jobID = started.body.rebuild.jobID;
    // Twice, a worker (a process of its own) takes the rebuild and is killed mid-way: the job's lock is never renewed.
    for (let stall = 1; stall <= 2; stall += 1) {
      const dying = spawn(
        process.execPath,
        [
          fileURLToPath(new URL('../support/dying-worker.mjs', import.meta.url)),
          redis.url,
          app.settings.queuePrefix,
          STANDINGS_QUEUE,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const taken = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`stall ${stall}: the dying worker took no job`)), 15_000);
        let out = '';
        dying.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /taken (\S+)/.exec(out);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
      });
      const exited = new Promise((resolve) => dying.once('exit', resolve));
      dying.kill('SIGKILL');
      await exited;
      expect({ stall, taken }).toEqual({ stall, taken: jobID });
      // Its lock (1 s) runs out: the rebuild shows as active, and asking again says it is stalled.
      await eventually(
        async () => {
          const again = await api(app)
            .as(admin)
            .post<{ message: string; rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild', {});
          expect(again.body).toMatchObject({
            message: expect.stringContaining('stalled'),
            rebuild: { jobID, state: 'active', stalled: true },
          });
        },
        { timeoutMs: 15_000, everyMs: 250 },
      );
    }
    // The worker comes back: it finds the second stall, logs it, and runs the rebuild to the end rather than failing it.
    worker = await startWorker();
    await eventually(
      async () =>
        expect(
          logger.lines.some((line) => line.includes(`Job ${jobID} (rebuild-all)`) && line.includes('stalled')),
        ).toBe(true),
      { timeoutMs: 20_000, everyMs: 200 },
    );
    await eventually(
      async () =>
        expect(
          (await api(app).as(admin).get<{ rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild')).body.rebuild,
        ).toMatchObject({ jobID, state: 'completed', stalled: false }),
      { timeoutMs: 30_000, everyMs: 200 },
    );
    await expectStandingsRight();
  }, 90_000);
});
