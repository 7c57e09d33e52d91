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
import { NestFactory } from '@nestjs/core';
import { loadSettings } from '../../src/config/settings.js';
import { Outbox } from '../../src/shared/application/outbox.js';
import { UnitOfWork } from '../../src/shared/application/unit-of-work.js';
import { WorkerModule } from '../../src/worker.module.js';
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
    await Promise.all(connections.map((connection) => connection.quit()));
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

  it('runs as the worker process: the wired Outbox writes in a unit of work, the relay sends it by itself, and it stops cleanly', async () => {
    const settings = loadSettings({
      APP_MODE: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'error',
    });
    const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(settings), { logger: false });
    await worker.init();
    try {
      const wiredOrm = worker.get(MikroORM);
      await RequestContext.create(wiredOrm.em, () =>
        worker.get(UnitOfWork).run(() => worker.get(Outbox).add(GameTouched, { gameID: 3 })),
      );
      expect(await unpublished()).toBeLessThanOrEqual(1);
      const deadline = Date.now() + 10_000;
      while ((await unpublished()) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await unpublished()).toBe(0);
    } finally {
      await worker.close();
    }
  });
});
