import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  ScheduleSeriesGamesCommand,
  type ScheduleOutcome,
} from '../application/commands/schedule-series-games.command.js';
import { workerLockOptions } from '../../../shared/infrastructure/queue/queues.js';
import { keepJobScheduler } from '../../../shared/infrastructure/queue/recurring-jobs.js';
import { watchWorker } from '../../../shared/infrastructure/queue/worker-events.js';
import { stopWorker } from '../../../shared/infrastructure/queue/stop-worker.js';
import { closeRedis } from '../../../shared/infrastructure/redis/redis-connection.js';
import {
  DAILY_SCHEDULER_ID,
  GAME_SCHEDULE_QUEUE,
  GameScheduleQueue,
  SCHEDULE_ONE_SERIES,
} from './game-schedule.queue.js';

/**
 * The worker process's side of the game schedule: runs its queue's jobs (each in its own
 * MikroORM context, with the queue's retries), and on start registers the daily run and
 * queues a catch-up, so a save whose job was lost to a Redis outage is made good.
 */
@Injectable()
export class GameScheduleProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GameScheduleProcessor.name);
  private worker: Worker | undefined;
  private stopKeeping: (() => void) | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly commandBus: CommandBus,
    private readonly queue: GameScheduleQueue,
    private readonly connection: Redis,
    private readonly options: { prefix: string; leagueTimeZone: string; lockMs?: number; checkEveryMs?: number },
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker(GAME_SCHEDULE_QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.options.prefix,
      concurrency: 1,
      ...workerLockOptions(this.options.lockMs ?? 30_000),
    });
    watchWorker(this.worker, this.logger);
    // Not awaited: with Redis away the worker still starts, and these go through once it is back.
    // The daily run is registered again whenever Redis has lost it, with a catch-up of what it lost.
    this.stopKeeping = keepJobScheduler(
      this.queue.queue,
      DAILY_SCHEDULER_ID,
      () => this.queue.registerDailyRun(this.options.leagueTimeZone),
      {
        connection: this.connection,
        everyMs: this.options.checkEveryMs ?? 60_000,
        logger: this.logger,
        restored: () => this.queue.scheduleAllSeries(),
      },
    );
    void this.queue
      .scheduleAllSeries()
      .catch((error: unknown) =>
        this.logger.warn(
          `Game schedule catch-up not queued: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopKeeping?.();
    if (this.worker) await stopWorker(this.worker, this.logger);
    await closeRedis(this.connection);
  }

  async process(job: Job): Promise<ScheduleOutcome> {
    const eventID = job.name === SCHEDULE_ONE_SERIES ? Number((job.data as { eventID?: unknown }).eventID) : undefined;
    // A malformed job would only fail its retries; there is nothing to schedule.
    if (eventID !== undefined && !(Number.isInteger(eventID) && eventID > 0))
      return { series: 0, created: 0, updated: 0, takenBack: 0 };
    return RequestContext.create(this.orm.em, () => this.commandBus.execute(new ScheduleSeriesGamesCommand(eventID)));
  }
}
