import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import { Settings } from './config/settings.js';
import { ALL_ENTITIES } from './entities.js';
import { AccountsWorkerModule } from './modules/accounts/accounts-worker.module.js';
import { BonusesWorkerModule } from './modules/bonuses/bonuses-worker.module.js';
import { GamesWorkerModule } from './modules/games/games-worker.module.js';
import { LeaderboardsWorkerModule } from './modules/leaderboards/leaderboards-worker.module.js';
import { PlayersWorkerModule } from './modules/players/players-worker.module.js';
import { IdempotencyKeyPurger } from './shared/infrastructure/idempotency/idempotency-key.purger.js';
import { OutboxRelay } from './shared/infrastructure/outbox/outbox-relay.js';
import { DomainEventsWorker, DomainEventSubscriber } from './shared/infrastructure/queue/domain-events.worker.js';
import { DOMAIN_EVENTS_QUEUE } from './shared/infrastructure/queue/queues.js';
import { ReadModelSweeper } from './shared/infrastructure/queue/read-model-sweeper.js';
import { closeRedis, createRedisConnection } from './shared/infrastructure/redis/redis-connection.js';
import { WorkerMetricsServer } from './shared/interface/metrics/worker-metrics.server.js';
import { SharedModule } from './shared/shared.module.js';

/** Every domain-event subscriber any module provides, once each. */
function subscribersAmong(discovery: DiscoveryService): DomainEventSubscriber[] {
  const instances = discovery.getProviders().map((wrapper) => wrapper.instance as unknown);
  return [
    ...new Set(
      instances.filter((instance): instance is DomainEventSubscriber => instance instanceof DomainEventSubscriber),
    ),
  ];
}

/** BullMQ wants its own connection (blocking commands), apart from the app's shared one. */
const QUEUE_CONNECTION = 'QUEUE_CONNECTION';

/** The worker process: the outbox relay, the BullMQ workers, the sweeper of lost work and the Idempotency-Key purge, no HTTP. */
@Module({})
export class WorkerModule implements OnApplicationShutdown {
  constructor(@Inject(QUEUE_CONNECTION) private readonly queueConnection: Redis) {}

  static forRoot(settings: Settings): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: settings.logLevel } }),
        SharedModule.forRoot(settings, ALL_ENTITIES),
        CqrsModule.forRoot(),
        DiscoveryModule,
        GamesWorkerModule,
        LeaderboardsWorkerModule,
        BonusesWorkerModule,
        PlayersWorkerModule,
        AccountsWorkerModule,
      ],
      providers: [
        // METRICS_PORT: the worker's own /metrics (job durations and outcomes); docs/metrics.md.
        WorkerMetricsServer,
        {
          provide: IdempotencyKeyPurger,
          inject: [MikroORM],
          useFactory: (orm: MikroORM) =>
            new IdempotencyKeyPurger(
              orm,
              createRedisConnection(settings.redisUrl, 'maintenance-queue', { waitForReconnect: true }),
              settings.queuePrefix,
              {
                lockMs: settings.jobLockMs,
                checkEveryMs: settings.sweepEveryMs,
              },
            ),
        },
        {
          provide: ReadModelSweeper,
          inject: [MikroORM],
          useFactory: (orm: MikroORM) =>
            new ReadModelSweeper(
              orm,
              createRedisConnection(settings.redisUrl, 'read-model-sweeper', { waitForReconnect: true }),
              {
                prefix: settings.queuePrefix,
                everyMs: settings.sweepEveryMs,
                afterMs: settings.sweepAfterMs,
              },
            ),
        },
        {
          provide: QUEUE_CONNECTION,
          useFactory: () => createRedisConnection(settings.redisUrl, 'league-queue', { waitForReconnect: true }),
        },
        {
          provide: OutboxRelay,
          inject: [MikroORM, QUEUE_CONNECTION],
          useFactory: (orm: MikroORM, connection: Redis) =>
            new OutboxRelay(
              orm,
              OutboxRelay.createQueue(connection, DOMAIN_EVENTS_QUEUE, settings.queuePrefix),
              settings.databaseUrl,
            ),
        },
        {
          provide: DomainEventsWorker,
          inject: [MikroORM, QUEUE_CONNECTION, DiscoveryService],
          // Each module's worker module provides its own subscribers; the worker finds them all, so this
          // root lists modules, never subscribers (architecture.spec.ts holds it to that).
          useFactory: (orm: MikroORM, connection: Redis, discovery: DiscoveryService) =>
            new DomainEventsWorker(orm, connection, {
              queueName: DOMAIN_EVENTS_QUEUE,
              prefix: settings.queuePrefix,
              subscribers: () => subscribersAmong(discovery),
              lockMs: settings.jobLockMs,
            }),
        },
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.queueConnection);
  }
}
