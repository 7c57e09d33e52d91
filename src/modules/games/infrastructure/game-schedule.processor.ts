import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { ScheduleEventGamesCommand, type ScheduleOutcome } from '../application/commands/schedule-event-games.command.js';
import { closeRedis } from '../../../shared/infrastructure/redis/redis-connection.js';
import { GAME_SCHEDULE_QUEUE, GameScheduleQueue, SCHEDULE_ONE_EVENT } from './game-schedule.queue.js';
import { reportRedisErrors } from '../../../shared/infrastructure/redis/redis-outage.js';

/**
 * The worker process's side of the game schedule: runs its queue's jobs (each in its own
 * MikroORM context, with the queue's retries), and on start registers the daily run and
 * queues a catch-up, so a save whose job was lost to a Redis outage is made good.
 */
@Injectable()
export class GameScheduleProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GameScheduleProcessor.name);
  private worker: Worker | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly commandBus: CommandBus,
    private readonly queue: GameScheduleQueue,
    private readonly connection: Redis,
    private readonly options: { prefix: string; leagueTimeZone: string },
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker(GAME_SCHEDULE_QUEUE, (job) => this.process(job), { connection: this.connection, prefix: this.options.prefix, concurrency: 1 });
    reportRedisErrors(this.worker, 'game-schedule worker');
    this.worker.on('failed', (job, error) => this.logger.warn(`Job ${job?.id} (${job?.name}) failed: ${error.message}`));
    // Not awaited: with Redis away the worker still starts, and these go through once it is back.
    void Promise.all([this.queue.registerDailyRun(this.options.leagueTimeZone), this.queue.scheduleAllEvents()]).catch((error: unknown) =>
      this.logger.warn(`Game schedule not registered: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await closeRedis(this.connection);
  }

  async process(job: Job): Promise<ScheduleOutcome> {
    const eventID = job.name === SCHEDULE_ONE_EVENT ? Number((job.data as { eventID?: unknown }).eventID) : undefined;
    // A malformed job would only fail its retries; there is nothing to schedule.
    if (eventID !== undefined && !(Number.isInteger(eventID) && eventID > 0)) return { events: 0, created: 0, updated: 0, takenBack: 0 };
    return RequestContext.create(this.orm.em, () => this.commandBus.execute(new ScheduleEventGamesCommand(eventID)));
  }
}
