import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS } from '../../../shared/infrastructure/queue/queues.js';
import { closeRedis } from '../../../shared/infrastructure/redis/redis-connection.js';
import { reportRedisErrors } from '../../../shared/infrastructure/redis/redis-outage.js';

/** The BullMQ queue of the game schedule (prefixed by Settings.queuePrefix like every queue). */
export const GAME_SCHEDULE_QUEUE = 'game-schedule';
/** Every series' next eight weeks: the daily run and the catch-up when a worker starts. The job names are stored in Redis (queued jobs, the daily scheduler), so they keep the old word. */
export const SCHEDULE_ALL_SERIES = 'schedule-all-events';
/** One series', right after it is saved: `{ eventID }`. */
export const SCHEDULE_ONE_SERIES = 'schedule-event';
/** The id of the daily job scheduler: upserted by every worker that starts, so there is one. */
export const DAILY_SCHEDULER_ID = 'daily-game-schedule';
/** 03:15 in the league's zone: after midnight everywhere the league plays, before anyone looks. */
export const DAILY_PATTERN = '15 3 * * *';

/** Puts game-schedule jobs on the queue; the worker process's GameScheduleProcessor runs them. */
@Injectable()
export class GameScheduleQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(GameScheduleQueue.name);
  readonly queue: Queue;

  constructor(
    private readonly connection: Redis,
    prefix: string,
  ) {
    this.queue = new Queue(GAME_SCHEDULE_QUEUE, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
    // An unheard 'error' ends the process; a Redis outage must only delay the schedule.
    reportRedisErrors(this.queue, 'game-schedule queue');
  }

  /** One series' games; `key` (the outbox message) makes a re-delivered message one job. */
  async scheduleSeries(eventID: number, key: string): Promise<void> {
    await this.queue.add(SCHEDULE_ONE_SERIES, { eventID }, { jobId: `event-${eventID}-${key}` });
  }

  /** Every series' games now (a worker starting catches up on what an outage missed). */
  async scheduleAllSeries(): Promise<void> {
    await this.queue.add(SCHEDULE_ALL_SERIES, {});
  }

  /** The daily run, in the league's zone; upserting keeps one scheduler however many workers start. */
  async registerDailyRun(timeZone: string): Promise<void> {
    await this.queue.upsertJobScheduler(
      DAILY_SCHEDULER_ID,
      { pattern: DAILY_PATTERN, tz: timeZone },
      { name: SCHEDULE_ALL_SERIES, data: {}, opts: DEFAULT_JOB_OPTIONS },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await closeRedis(this.connection);
  }
}
