import 'reflect-metadata';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import { buildOrmConfig } from '../../src/shared/infrastructure/database/mikro-orm.config.js';
import { OutboxRelay } from '../../src/shared/infrastructure/outbox/outbox-relay.js';
import { MikroOrmOutbox } from '../../src/shared/infrastructure/outbox/mikro-orm.outbox.js';
import type { DomainEventKind } from '../../src/shared/domain/domain-event.js';
import {
  DomainEventsWorker,
  DomainEventSubscriber,
} from '../../src/shared/infrastructure/queue/domain-events.worker.js';
import { WORKER_STOP_GRACE_MS } from '../../src/shared/infrastructure/queue/stop-worker.js';
import { closeRedis } from '../../src/shared/infrastructure/redis/redis-connection.js';
import { NestFactory } from '@nestjs/core';
import { loadSettings } from '../../src/config/settings.js';
import { Outbox } from '../../src/shared/application/outbox.js';
import { UnitOfWork } from '../../src/shared/application/unit-of-work.js';
import { WorkerModule } from '../../src/worker.module.js';
import { eventually, within } from '../support/eventually.js';
import { createTestDatabase, randomSuffix, testRedisUrl, type TestDatabase } from '../support/services.js';

/** An event of this suite's own: the relay and the worker carry any kind, parsed by its own parser. */
const GameTouched: DomainEventKind<{ gameID: number }> = {
  type: 'GameTouched',
  fromPayload: ({ gameID }) => (typeof gameID === 'number' ? { gameID } : null),
};

class RecordingSubscriber extends DomainEventSubscriber<{ gameID: number }> {
  readonly event = GameTouched;
  readonly seen: { gameID: number }[] = [];
  failuresLeft = 0;
  async handle(touched: { gameID: number }): Promise<void> {
    if (this.failuresLeft-- > 0) throw new Error('not yet');
    this.seen.push(touched);
  }
}

describe('outbox relay and domain-events worker', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  const prefix = `test-${randomSuffix()}`;
  const connections: Redis[] = [];
  const redis = () => {
    const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase(database.url);
    orm = await MikroORM.init(buildOrmConfig(database.url, ALL_ENTITIES));
  });
  afterAll(async () => {
    await orm.close();
    const cleanup = redis();
    const keys = await cleanup.keys(`${prefix}*`);
    if (keys.length) await cleanup.del(...keys);
    await Promise.all(connections.map(closeRedis));
    await database.drop();
  });

  const addEvent = async (gameID: number) => {
    const em = orm.em.fork();
    await em.transactional(() => new MikroOrmOutbox(em).add(GameTouched, { gameID }));
  };
  const unpublished = async () =>
    (
      await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from outbox where published_at is null')
    )[0]!.n;

  it('keeps the rows while Redis is unreachable, then relays each exactly once to the subscriber', async () => {
    await addEvent(1);
    await addEvent(2);

    // A real outage: a client pointed at a port where nothing listens.
    const deadRedis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    const offline = new OutboxRelay(orm, new Queue('domain-events', { connection: deadRedis, prefix }));
    await expect(offline.relayOnce()).rejects.toThrow();
    expect(await unpublished()).toBe(2);
    deadRedis.disconnect();

    const queue = OutboxRelay.createQueue(redis(), 'domain-events', prefix);
    const relay = new OutboxRelay(orm, queue);
    expect(await relay.relayOnce()).toBe(2);
    expect(await unpublished()).toBe(0);
    // A crash between the add and the mark would send a row again: same job id, one job.
    await orm.em.fork().execute("update outbox set published_at = null where payload->>'gameID' = '1'");
    expect(await relay.relayOnce()).toBe(1);
    expect(await queue.getJobCounts('wait', 'delayed', 'active', 'completed')).toMatchObject({ wait: 2 });

    const subscriber = new RecordingSubscriber();
    subscriber.failuresLeft = 1;
    const worker = new DomainEventsWorker(orm, redis(), {
      queueName: 'domain-events',
      prefix,
      subscribers: () => [subscriber],
    });
    worker.onApplicationBootstrap();
    try {
      const deadline = Date.now() + 20_000;
      while (subscriber.seen.length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await worker.onApplicationShutdown();
      await queue.close();
    }
    // The failed first attempt was retried; each event was handled once.
    expect(subscriber.seen.map((payload) => payload.gameID).sort()).toEqual([1, 2]);
  });

  it('a job stuck at work does not hold the stop: the worker stops within its grace, and another worker runs the job again', async () => {
    const queue = OutboxRelay.createQueue(redis(), 'domain-events', prefix);
    await queue.add(GameTouched.type, { gameID: 7, outboxID: 900_007 }, { jobId: 'stuck-7' });
    /** Its first run outlasts the stop's grace (a connection that hardly answers); a later one completes. */
    class StuckOnceSubscriber extends RecordingSubscriber {
      started = 0;
      override async handle(touched: { gameID: number }): Promise<void> {
        if (this.started++ === 0) return new Promise((resolve) => setTimeout(resolve, WORKER_STOP_GRACE_MS + 2_000));
        this.seen.push(touched);
      }
    }
    const subscriber = new StuckOnceSubscriber();
    const options = { queueName: 'domain-events', prefix, subscribers: () => [subscriber], lockMs: 2_000 };
    const first = new DomainEventsWorker(orm, redis(), options);
    first.onApplicationBootstrap();
    await eventually(async () => expect(subscriber.started).toBe(1), { timeoutMs: 20_000, everyMs: 50 });
    const stopping = performance.now();
    await within('the stuck worker stops', 30_000, first.onApplicationShutdown());
    expect(performance.now() - stopping).toBeGreaterThanOrEqual(WORKER_STOP_GRACE_MS - 100);

    const second = new DomainEventsWorker(orm, redis(), options);
    second.onApplicationBootstrap();
    try {
      // The first worker's lock lapses, the job is found stalled and run again here.
      await eventually(async () => expect(subscriber.seen).toEqual([{ gameID: 7 }]), {
        timeoutMs: 60_000,
        everyMs: 100,
      });
    } finally {
      await second.onApplicationShutdown();
      // The first worker's own close ends once its long run does (no timer of it is left behind).
      await first.onApplicationShutdown();
      await queue.close();
    }
  }, 120_000);

  it('runs as the worker process: the wired Outbox writes in a unit of work, the relay sends it by itself, and it stops cleanly', async () => {
    const settings = loadSettings({
      APP_MODE: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'error',
    });
    // Each step is bounded on its own, so a hang names itself (CI once saw only the suite's 180 s timeout).
    const worker = await within(
      'the worker process starts',
      60_000,
      NestFactory.createApplicationContext(WorkerModule.forRoot(settings), { logger: ['warn', 'error'] }),
    );
    try {
      const wiredOrm = worker.get(MikroORM);
      await within(
        'an event is added in a unit of work',
        30_000,
        RequestContext.create(wiredOrm.em, () =>
          worker.get(UnitOfWork).run(() => worker.get(Outbox).add(GameTouched, { gameID: 3 })),
        ),
      );
      expect(await unpublished()).toBeLessThanOrEqual(1);
      await within(
        'the relay publishes it',
        30_000,
        eventually(async () => expect(await unpublished()).toBe(0), { timeoutMs: 10_000, everyMs: 100 }),
      );
    } finally {
      // The worker's stop is bounded by its own grace (stop-worker.ts), a few stages of it.
      await within('the worker process stops', 60_000, worker.close());
    }
  });
});
