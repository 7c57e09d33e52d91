import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { MAINTENANCE_QUEUE, workerLockOptions } from '../queue/queues.js';
import { keepJobScheduler } from '../queue/recurring-jobs.js';
import { watchWorker } from '../queue/worker-events.js';
import { stopWorker } from '../queue/stop-worker.js';
import { closeRedis } from '../redis/redis-connection.js';
import { MikroOrmIdempotencyStore } from './mikro-orm.idempotency-store.js';
import { MikroOrmSecurityEvents } from '../security/mikro-orm.security-log.js';
import { reportRedisErrors } from '../redis/redis-outage.js';

const PURGE_EVERY_MS = 60 * 60_000;
/** The job scheduler's id and its jobs' name on the maintenance queue. */
export const PURGE_IDEMPOTENCY_KEYS = 'purge-idempotency-keys';

/**
 * The worker forgets Idempotency-Keys older than a day, and security events older than 90 days
 * (docs/decisions/0132-issue-32-the-security-log.md), hourly (a returning expired key is
 * also forgotten on the spot by the store, so this only keeps the table small). A BullMQ
 * job scheduler on the maintenance queue: one purge an hour however many workers run, and
 * each run (its count as the return value, or its failure) shows on the jobs dashboard.
 */
@Injectable()
export class IdempotencyKeyPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotencyKeyPurger.name);
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private stopKeeping: (() => void) | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly options: { lockMs?: number; checkEveryMs?: number } = {},
  ) {
    this.queue = new Queue(MAINTENANCE_QUEUE, {
      connection,
      prefix,
      defaultJobOptions: { removeOnComplete: { count: 48 }, removeOnFail: { count: 48 } },
    });
    reportRedisErrors(this.queue, 'maintenance queue');
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker(
      MAINTENANCE_QUEUE,
      async (job) =>
        job.name === PURGE_IDEMPOTENCY_KEYS
          ? { purged: await this.purge(), securityEventsPruned: await MikroOrmSecurityEvents.prune(this.orm) }
          : undefined,
      {
        connection: this.connection,
        prefix: this.prefix,
        concurrency: 1,
        ...workerLockOptions(this.options.lockMs ?? 30_000),
      },
    );
    watchWorker(this.worker, this.logger);
    // Upserting keeps one scheduler however many workers start; its first run is now. Registered
    // again whenever Redis has lost it (an empty restart, a flush).
    this.stopKeeping = keepJobScheduler(
      this.queue,
      PURGE_IDEMPOTENCY_KEYS,
      () =>
        this.queue.upsertJobScheduler(
          PURGE_IDEMPOTENCY_KEYS,
          { every: PURGE_EVERY_MS },
          { name: PURGE_IDEMPOTENCY_KEYS, data: {} },
        ),
      {
        connection: this.connection,
        everyMs: this.options.checkEveryMs ?? 60_000,
        logger: this.logger,
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopKeeping?.();
    if (this.worker) await stopWorker(this.worker, this.logger);
    await this.queue.close();
    await closeRedis(this.connection);
  }

  /** Answers how many keys went; a failure is the job's (retried at the next run). */
  async purge(): Promise<number> {
    return new MikroOrmIdempotencyStore(this.orm.em.fork()).purgeExpired();
  }
}
