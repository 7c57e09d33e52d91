import { Module } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { Settings } from '../../config/settings.js';
import { createRedisConnection } from '../../shared/infrastructure/redis/redis-connection.js';
import { ScheduleSeriesGamesHandler } from './application/commands/schedule-series-games.handler.js';
import { GameScheduleStore } from './application/ports/game-schedule.store.js';
import { SeriesSavedSubscriber } from './infrastructure/series-saved.subscriber.js';
import { GameScheduleProcessor } from './infrastructure/game-schedule.processor.js';
import { GameScheduleQueue } from './infrastructure/game-schedule.queue.js';
import { MikroOrmGameScheduleStore } from './infrastructure/mikro-orm-game-schedule.store.js';

/**
 * The games module's part of the worker process: the game schedule (recurring events'
 * games for the next eight weeks). Apart from GamesModule so the worker loads no HTTP or
 * socket code; BullMQ gets connections of its own (blocking commands).
 */
@Module({
  providers: [
    { provide: GameScheduleStore, useClass: MikroOrmGameScheduleStore },
    ScheduleSeriesGamesHandler,
    {
      provide: GameScheduleQueue,
      inject: [Settings],
      useFactory: (settings: Settings) =>
        new GameScheduleQueue(
          createRedisConnection(settings.redisUrl, 'game-schedule-queue', { waitForReconnect: true }),
          settings.queuePrefix,
        ),
    },
    {
      provide: GameScheduleProcessor,
      inject: [MikroORM, CommandBus, GameScheduleQueue, Settings],
      useFactory: (orm: MikroORM, commandBus: CommandBus, queue: GameScheduleQueue, settings: Settings) =>
        new GameScheduleProcessor(
          orm,
          commandBus,
          queue,
          createRedisConnection(settings.redisUrl, 'game-schedule-worker', { waitForReconnect: true }),
          {
            prefix: settings.queuePrefix,
            leagueTimeZone: settings.leagueTimeZone,
            lockMs: settings.jobLockMs,
            checkEveryMs: settings.sweepEveryMs,
          },
        ),
    },
    SeriesSavedSubscriber,
  ],
  exports: [GameScheduleQueue],
})
export class GamesWorkerModule {}
