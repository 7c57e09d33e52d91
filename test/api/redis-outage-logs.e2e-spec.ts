import { NestFactory } from '@nestjs/core';
import { Logger, type INestApplicationContext, type LoggerService } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { VEGAS_INVITES_QUEUE } from '../../src/modules/bonuses/infrastructure/vegas-invites.queue.js';
import { GAME_SCHEDULE_QUEUE } from '../../src/modules/games/infrastructure/game-schedule.queue.js';
import { STANDINGS_QUEUE } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { DOMAIN_EVENTS_QUEUE, MAINTENANCE_QUEUE } from '../../src/shared/infrastructure/queue/queues.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api } from '../support/api.js';
import { eventually } from '../support/eventually.js';
import { RedisProxy, redisTarget } from '../support/redis-proxy.js';
import { testRedisUrl } from '../support/services.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Level = 'log' | 'warn' | 'error';

/** Every line the process logs (Nest's loggers, and the console for anything that bypasses them). */
class CapturedLog implements LoggerService {
  readonly lines: { level: Level; text: string }[] = [];
  log = (message: unknown, ...rest: unknown[]) => this.add('log', message, rest);
  warn = (message: unknown, ...rest: unknown[]) => this.add('warn', message, rest);
  error = (message: unknown, ...rest: unknown[]) => this.add('error', message, rest);
  debug = () => undefined;
  verbose = () => undefined;
  add(level: Level, message: unknown, rest: unknown[]): void {
    this.lines.push({ level, text: [message, ...rest].map(String).join(' ') });
  }
  of(level: Level): string[] {
    return this.lines.filter((line) => line.level === level).map((line) => line.text);
  }
}

/**
 * Issue 20: a Redis outage used to print a warning for every queue, worker and connection on
 * every reconnect (~720 lines in 20 s from two processes). Now each process says it once when
 * Redis goes away, naming it, and once when it is back, with how long it was away.
 * The API and a worker run in this one process here, so together they may say it once.
 */
describe('logs during a Redis outage: one warning and one recovery line per process', () => {
  const proxy = new RedisProxy(redisTarget(testRedisUrl()));
  let app: TestApp;
  let worker: INestApplicationContext;
  const captured = new CapturedLog();
  const consoleMethods = { log: console.log, warn: console.warn, error: console.error };

  beforeAll(async () => {
    await proxy.start();
    app = await startTestApp({ env: { REDIS_URL: proxy.url } });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
    await eventually(async () => expect((await api(app).get('/v1/health')).status).toBe(200), { timeoutMs: 15_000 });
    // The worker's start-up jobs (the schedule, the invites, the maintenance) done first: a job at work when
    // Redis goes loses its lock, and says so, which is right but not this test's matter. On a busy machine
    // they take longer, so the test waits for the work, not for a time.
    const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    const queues = [
      DOMAIN_EVENTS_QUEUE,
      MAINTENANCE_QUEUE,
      VEGAS_INVITES_QUEUE,
      GAME_SCHEDULE_QUEUE,
      STANDINGS_QUEUE,
    ].map((name) => new Queue(name, { connection, prefix: app.settings.queuePrefix }));
    try {
      await eventually(
        async () =>
          expect(
            (await Promise.all(queues.map((queue) => queue.getJobCounts('active', 'wait', 'prioritized')))).every(
              (counts) => Object.values(counts).every((count) => count === 0),
            ),
          ).toBe(true),
        {
          timeoutMs: 120_000,
          everyMs: 200,
        },
      );
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
      await connection.quit();
    }
    // From here on, every Nest logger of both (the static logger they all call) and the console write to the capture.
    Logger.overrideLogger(captured);
    for (const method of ['log', 'warn', 'error'] as const)
      console[method] = (...args: unknown[]) => captured.add(method, args[0], args.slice(1));
  }, 180_000);
  afterAll(async () => {
    Object.assign(console, consoleMethods);
    await worker.close();
    await app.close();
    await proxy.stop();
  });

  it('says once that Redis is away, and once that it is back with the outage length', async () => {
    await proxy.stop();
    await eventually(async () => expect((await api(app).get('/v1/health')).body).toMatchObject({ redis: 'down' }), {
      timeoutMs: 15_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await proxy.start();
    await eventually(async () => expect((await api(app).get('/v1/health')).status).toBe(200), { timeoutMs: 10_000 });
    // Time for every queue, worker and connection to reconnect (and, before the fix, to say so).
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    // A repeating job that came due and was at work when Redis went loses its lock and says so once: that line
    // is about the job, not the outage, and a busy machine makes it likelier, so it is left out of the count.
    const warnings = [...captured.of('warn'), ...captured.of('error')].filter((line) => !/ stalled: /.test(line));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Redis/);
    const recoveries = captured.of('log').filter((line) => /Redis/i.test(line));
    expect(recoveries).toHaveLength(1);
    expect(recoveries[0]).toMatch(/back after \d+(\.\d)? s/);
  });
});
