import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { LoggerModule } from 'nestjs-pino';
import { Settings } from './config/settings.js';
import { OutboxRelay } from './shared/infrastructure/outbox/outbox-relay.js';
import { DomainEventsWorker } from './shared/infrastructure/queue/domain-events.worker.js';
import { DOMAIN_EVENTS_QUEUE } from './shared/infrastructure/queue/queues.js';
import { createRedisConnection } from './shared/infrastructure/redis/redis-connection.js';
import { SharedModule } from './shared/shared.module.js';

/** The worker process: the outbox relay and the BullMQ workers, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(settings: Settings): DynamicModule {
    const queueConnection = createRedisConnection(settings.redisUrl, 'league-queue');
    return {
      module: WorkerModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { level: settings.logLevel } }), SharedModule.forRoot(settings), CqrsModule.forRoot()],
      providers: [
        {
          provide: OutboxRelay,
          inject: [MikroORM],
          useFactory: (orm: MikroORM) => new OutboxRelay(orm, OutboxRelay.createQueue(queueConnection, DOMAIN_EVENTS_QUEUE, settings.queuePrefix)),
        },
        {
          provide: DomainEventsWorker,
          inject: [MikroORM],
          // Later modules add their DomainEventSubscriber instances here.
          useFactory: (orm: MikroORM) => new DomainEventsWorker(orm, queueConnection, { queueName: DOMAIN_EVENTS_QUEUE, prefix: settings.queuePrefix, subscribers: [] }),
        },
      ],
    };
  }
}
