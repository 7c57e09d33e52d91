import { Module } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { Settings } from '../../config/settings.js';
import { WorkLedger } from '../../shared/infrastructure/queue/work-ledger.js';
import { createRedisConnection } from '../../shared/infrastructure/redis/redis-connection.js';
import { RebuildStandingsHandler } from './application/commands/rebuild-standings.handler.js';
import { RecomputeGameStandingsHandler } from './application/commands/recompute-game-standings.handler.js';
import { RecomputeStandingsHandler } from './application/commands/recompute-standings.handler.js';
import { StandingsChanges } from './application/ports/standings-changes.js';
import { StandingsStore } from './application/ports/standings.store.js';
import { MikroOrmStandingsStore } from './infrastructure/mikro-orm-standings.store.js';
import { RedisStandingsChanges } from './infrastructure/redis-standings-changes.js';
import {
  EndedGameEditedSubscriber,
  GameChangedSubscriber,
  GameEndedSubscriber,
  PlayersMergedSubscriber,
  StandingsRebuildSubscriber,
} from './infrastructure/standings-events.subscriber.js';
import { StandingsProcessor } from './infrastructure/standings.processor.js';
import { StandingsQueue } from './infrastructure/standings.queue.js';

/**
 * The leaderboards module's part of the worker process: the standings jobs and the
 * subscribers that queue them. Apart from LeaderboardsModule so the worker loads no HTTP
 * code; BullMQ gets connections of its own (blocking commands).
 */
@Module({
  providers: [
    { provide: StandingsStore, useClass: MikroOrmStandingsStore },
    // Pub/sub on Redis: the worker says which standings it wrote, each API tells its open pages (StandingsGateway).
    {
      provide: StandingsChanges,
      inject: [Settings],
      useFactory: (settings: Settings) => new RedisStandingsChanges(settings.redisUrl, settings.queuePrefix),
    },
    RecomputeStandingsHandler,
    RecomputeGameStandingsHandler,
    RebuildStandingsHandler,
    {
      provide: StandingsQueue,
      inject: [Settings, MikroORM],
      useFactory: (settings: Settings, orm: MikroORM) =>
        new StandingsQueue(
          createRedisConnection(settings.redisUrl, 'standings-queue', { waitForReconnect: true }),
          settings.queuePrefix,
          new WorkLedger(orm),
        ),
    },
    {
      provide: StandingsProcessor,
      inject: [MikroORM, CommandBus, StandingsQueue, Settings],
      useFactory: (orm: MikroORM, commandBus: CommandBus, queue: StandingsQueue, settings: Settings) =>
        new StandingsProcessor(
          orm,
          commandBus,
          queue,
          createRedisConnection(settings.redisUrl, 'standings-worker', { waitForReconnect: true }),
          { prefix: settings.queuePrefix, lockMs: settings.jobLockMs },
        ),
    },
    GameEndedSubscriber,
    EndedGameEditedSubscriber,
    GameChangedSubscriber,
    StandingsRebuildSubscriber,
    PlayersMergedSubscriber,
  ],
  exports: [StandingsQueue],
})
export class LeaderboardsWorkerModule {}
